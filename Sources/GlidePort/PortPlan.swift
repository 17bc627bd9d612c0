import Foundation
import Glibc
import GlideInput

/// Why `glide port` stopped, with its exit status.
public struct PortError: Error, Hashable, Sendable {
    /// What went wrong and how to fix it.
    public var message: String
    /// 64 (command line), 66 (unreadable source) or 73 (output not created).
    public var status: Int32

    /// An error with its message and exit status.
    public init(message: String, status: Int32) {
        self.message = message
        self.status = status
    }
}

/// The files `glide port` reads and where it writes each.
///
/// Paths are resolved (symbolic links, `..`) before anything is written: a plan whose output
/// would land on a source or outside `--out` is refused. The ports are written into a staging
/// folder in `--out` (`StagedDirectory`) and moved into place only once every file is ported, so a
/// run that stops leaves the previous output as it was.
public struct PortPlan: Sendable {
    /// One source file and its output path.
    public struct Job: Sendable {
        /// The source path, as given or found.
        public var source: String
        /// The output path, relative to the output folder.
        public var output: String
    }

    /// The largest source file `glide port` reads: 16 MiB. Porting takes time in proportion to a
    /// file's size (a release build: about 0.5 s per MB) and memory in proportion to its largest
    /// top-level declaration (about 110 MB per MB; `UIKitPorter.pieceBytes`), so this caps both.
    public static let maximumFileBytes = 16 << 20

    /// The files, in order.
    public let jobs: [Job]
    /// The folder the ports go to, as given.
    public let outputFolder: String
    /// The files and folders the search of a source folder skipped, each "PATH: skipped: why".
    public let skipped: [String]

    /// What a run of every job did: the summary line `glide port` ends with.
    public struct Summary: Hashable, Sendable, CustomStringConvertible {
        /// The files written.
        public var files: Int
        /// Where.
        public var outputFolder: String
        /// The changes made.
        public var changes = 0
        /// The constructs left as they were.
        public var notPorted = 0
        /// The constructs ported that behave differently now.
        public var warnings = 0
        /// The files refused whole (they do not parse, or nest too deep), not written.
        public var refused = 0
        /// The files and folders the search skipped.
        public var skipped = 0

        /// True when everything was ported: no construct left, no file refused or skipped.
        public var isComplete: Bool { notPorted == 0 && refused == 0 && skipped == 0 }

        /// "glide port: N files written to DIR: C changes, P constructs not ported[, W warnings][, R files not ported][, S skipped]".
        public var description: String {
            "glide port: \(files) file\(files == 1 ? "" : "s") written to \(outputFolder): \(changes) change\(changes == 1 ? "" : "s"), "
                + "\(notPorted) construct\(notPorted == 1 ? "" : "s") not ported"
                + (warnings > 0 ? ", \(warnings) warning\(warnings == 1 ? "" : "s")" : "")
                + (refused > 0 ? ", \(refused) file\(refused == 1 ? "" : "s") not ported (see the report)" : "")
                + (skipped > 0 ? ", \(skipped) file\(skipped == 1 ? "" : "s") or folder\(skipped == 1 ? "" : "s") skipped" : "")
        }
    }

    /// Ports every job in order into a stage, handing each note to `report` and, for more than 20
    /// files, the number done to `progress` every 20; then moves the ports into the output folder
    /// and returns the tally. A thrown error leaves the output folder as it was.
    public func run(progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }, report: (PortNote) -> Void) throws(PortError) -> Summary {
        var summary = Summary(files: 0, outputFolder: outputFolder, skipped: skipped.count)
        let stage: StagedDirectory
        do {
            if case .failure(let error) = Syscall.makeDirectories(OutputDirectory.parent(of: outputFolder)) {
                throw StagedDirectory.Failure.cannotCreate(path: OutputDirectory.parent(of: outputFolder), error)
            }
            stage = try StagedDirectory(destination: outputFolder)
        } catch {
            throw PortError(message: "\(error); choose another --out folder", status: 73)
        }
        // Calls of an optional requirement another file declares are ported as that file's are.
        var optionals: Set<String> = []
        for job in jobs { optionals.formUnion(UIKitPorter.optionalRequirements(in: try Self.read(job.source))) }
        for (index, job) in jobs.enumerated() {
            if jobs.count > 20, index % 20 == 0 { progress(index, jobs.count) }
            let ported = UIKitPorter.port(try Self.read(job.source), file: job.source, optionalRequirements: optionals)
            for note in ported.notes {
                switch (ported.refusal, note.kind) {
                case (.some, _): summary.refused += 1
                case (nil, .changed): summary.changes += 1
                case (nil, .warning): summary.warnings += 1
                case (nil, .notPorted): summary.notPorted += 1
                }
                report(note)
            }
            guard ported.refusal == nil else { continue }
            do {
                let file = try OutputFile(path: try stage.path(for: job.output))
                try file.write(ported.text)
                try file.commit()
            } catch let error as StagedDirectory.Failure {
                throw PortError(message: "\(error); choose another --out folder", status: 73)
            } catch let error as OutputFile.Failure {
                throw PortError(message: "\(outputFolder)/\(job.output): cannot be written (\(error.errno)); nothing was written, free some space or choose another --out folder", status: 73)
            } catch {
                throw PortError(message: "\(outputFolder)/\(job.output): \(error)", status: 73)
            }
            summary.files += 1
        }
        do {
            try stage.commit()
        } catch {
            throw PortError(message: "\(error)", status: 73)
        }
        return summary
    }

    /// One source named on the command line and the .swift files it stands for.
    struct Source {
        /// The path as given.
        var path: String
        /// Whether it is a folder.
        var isFolder: Bool
        /// Its .swift files relative to it (for a file: none).
        var files: [String]
    }

    /// Finds the .swift files of `sources` (files, or folders searched recursively, hidden
    /// folders and .build skipped) and their paths under `outputFolder`; refuses an output that
    /// would land on a source, inside a source folder or, through a symbolic link, outside `outputFolder`.
    public init(sources: [String], outputFolder: String) throws(PortError) {
        guard !outputFolder.isEmpty else { throw PortError(message: "--out '' names no folder: give the folder the ports go to", status: 64) }
        let outputRoot = Self.resolved(outputFolder)
        var jobs: [Job] = []
        var claimed: [String: String] = [:]
        var skipped: [String] = []
        let expanded = try Self.expand(sources, skipped: &skipped)
        let resolvedSources = Set(expanded.flatMap { source in
            source.isFolder ? source.files.map { Self.resolved(source.path + "/" + $0) } : [Self.resolved(source.path)]
        })
        for source in expanded {
            let sourceRoot = Self.resolved(source.path)
            let name = URL(fileURLWithPath: source.path).standardizedFileURL.lastPathComponent
            if let other = claimed[name] {
                throw PortError(message: "\(source.path) and \(other) would both be written to \(outputFolder)/\(name); port them in two runs", status: 64)
            }
            claimed[name] = source.path
            guard source.isFolder else {
                jobs.append(Job(source: source.path, output: name))
                continue
            }
            if outputRoot == sourceRoot || outputRoot.hasPrefix(sourceRoot + "/") {
                throw PortError(message: "--out \(outputFolder) lies inside \(source.path): a second run would port its own output; choose a folder outside it", status: 64)
            }
            for relative in source.files {
                jobs.append(Job(source: (source.path as NSString).appendingPathComponent(relative), output: name + "/" + relative))
            }
        }
        for job in jobs {
            let target = Self.resolved(outputRoot + "/" + job.output)
            if resolvedSources.contains(target) {
                throw PortError(message: "\(job.source) would be overwritten by its port (\(outputFolder) reaches it, through a symbolic link or ..); choose an --out folder that holds no source", status: 64)
            }
            if !target.hasPrefix(outputRoot + "/") {
                throw PortError(message: "\(outputFolder)/\(job.output) leads to \(target), outside \(outputFolder), through a symbolic link; remove the link or choose another --out folder", status: 64)
            }
        }
        self.jobs = jobs
        self.outputFolder = outputFolder
        self.skipped = skipped
    }

    /// `path` made absolute with every symbolic link and `..` resolved; the part that does not exist yet is taken as written.
    static func resolved(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : ((try? Syscall.currentDirectory().get()) ?? ".") + "/" + path
        var existing = absolute
        var rest: [Substring] = []
        while true {
            if case .success(let real) = Syscall.resolvedPath(existing) {
                existing = real
                break
            }
            let parent = OutputDirectory.parent(of: existing)
            guard parent != existing else { break }
            rest.insert(Substring((existing as NSString).lastPathComponent), at: 0)
            existing = parent
        }
        var components = existing.split(separator: "/")
        for component in rest where component != "." && !component.isEmpty {
            if component == ".." { _ = components.popLast() } else { components.append(component) }
        }
        return "/" + components.joined(separator: "/")
    }

    /// The .swift files `sources` name (files as given, folders searched), for reading only, and what the search skipped.
    public static func sourceFiles(of sources: [String]) throws(PortError) -> (files: [String], skipped: [String]) {
        var skipped: [String] = []
        let files = try expand(sources, skipped: &skipped).flatMap { source in
            source.isFolder ? source.files.map { (source.path as NSString).appendingPathComponent($0) } : [source.path]
        }
        return (files, skipped)
    }

    /// Each source with its .swift files, adding what the search skipped to `skipped`; refuses no
    /// source, a missing or unusable one, and none with a .swift file.
    static func expand(_ sources: [String], skipped: inout [String]) throws(PortError) -> [Source] {
        guard !sources.isEmpty else { throw PortError(message: "give at least one Swift file or folder to port", status: 64) }
        var expanded: [Source] = []
        for path in sources {
            switch Syscall.fileType(path) {
            case .success(S_IFDIR):
                var files: [String] = []
                search(path, relative: "", files: &files, skipped: &skipped)
                expanded.append(Source(path: path, isFolder: true, files: files))
            case .success(S_IFREG):
                expanded.append(Source(path: path, isFolder: false, files: []))
            case .success(let type):
                throw PortError(message: "\(path): \(describe(type)); give a Swift file or a folder", status: 66)
            case .failure(let error):
                throw PortError(message: "\(path): \(reason(error, path: path))", status: 66)
            }
        }
        guard expanded.contains(where: { !$0.isFolder || !$0.files.isEmpty }) else {
            throw PortError(message: "no .swift files in \(sources.joined(separator: ", "))", status: 66)
        }
        return expanded
    }

    /// Adds the .swift files under `root/relative` (relative to `root`, sorted) to `files`, and
    /// each entry that cannot be searched or read to `skipped`; hidden entries (.build, .git) and
    /// symbolic links to folders are passed over.
    static func search(_ root: String, relative: String, files: inout [String], skipped: inout [String]) {
        let folder = relative.isEmpty ? root : root + "/" + relative
        let names: [String]
        switch Syscall.directoryEntries(folder) {
        case .success(let entries): names = entries.sorted()
        case .failure(let error):
            skipped.append("\(folder): skipped: the folder cannot be read (\(reason(error, path: folder)))")
            return
        }
        for name in names where !name.hasPrefix(".") {
            let path = relative.isEmpty ? name : relative + "/" + name
            let full = root + "/" + path
            switch Syscall.fileType(full) {
            case .success(S_IFDIR):
                if case .success(S_IFLNK) = Syscall.linkType(full) {
                    skipped.append("\(full): skipped: a symbolic link to a folder, not followed; port the folder itself")
                } else {
                    search(root, relative: path, files: &files, skipped: &skipped)
                }
            case .success(S_IFREG):
                if name.hasSuffix(".swift") { files.append(path) }
            case .success(let type):
                if name.hasSuffix(".swift") { skipped.append("\(full): skipped: \(describe(type))") }
            case .failure(let error):
                skipped.append("\(full): skipped: \(reason(error, path: full))")
            }
        }
    }

    /// What a file of `type` (`S_IFMT` bits) is, for one that is not a regular file or folder.
    static func describe(_ type: mode_t) -> String {
        switch type {
        case S_IFIFO: "not a regular file (a FIFO)"
        case S_IFCHR, S_IFBLK: "not a regular file (a device)"
        case S_IFSOCK: "not a regular file (a socket)"
        case S_IFDIR: "a folder, not a Swift file"
        default: "not a regular file"
        }
    }

    /// The real cause of `error` on `path`, in words.
    static func reason(_ error: Errno, path: String) -> String {
        switch error.code {
        case ELOOP: "a symbolic link loop"
        case ENAMETOOLONG: "the path is longer than the system takes (PATH_MAX); move the file higher up"
        case ENOENT where path.contains("\u{FFFD}"): "its name is not UTF-8 text, so it cannot be named; rename it"
        case ENOENT: "no such file or folder (or a symbolic link to nothing)"
        default: error.description
        }
    }

    /// A source file's text, or the error that says why it cannot be read.
    public static func read(_ path: String) throws(PortError) -> String {
        switch Syscall.fileType(path) {
        case .success(S_IFREG): break
        case .success(let type): throw PortError(message: "\(path): \(describe(type)); give a Swift file", status: 66)
        case .failure(let error): throw PortError(message: "\(path): \(reason(error, path: path))", status: 66)
        }
        let bytes: [UInt8]
        switch Syscall.readFile(path, limit: maximumFileBytes + 1) {
        case .success(let read): bytes = read
        case .failure(let error): throw PortError(message: "\(path): cannot be read (\(reason(error, path: path)))", status: 66)
        }
        guard bytes.count <= maximumFileBytes else {
            throw PortError(message: "\(path): larger than the \(maximumFileBytes >> 20) MiB glide port takes in one file (it caps the time and memory a file takes); split it", status: 66)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw PortError(message: "\(path): not UTF-8 text; convert it (iconv -t UTF-8) and port it again", status: 66)
        }
        return text
    }
}
