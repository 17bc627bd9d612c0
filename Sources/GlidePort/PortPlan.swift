import Foundation
#if canImport(Glibc)
import Glibc
#endif

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
public struct PortPlan: Sendable {
    /// One source file and its output path.
    public struct Job: Sendable {
        /// The source path, as given or found.
        public var source: String
        /// The output path.
        public var output: String

        /// Reads, ports and writes the file (atomically, creating folders); returns the port.
        public func run() throws(PortError) -> PortedSource {
            let text = try PortPlan.read(source)
            let ported = UIKitPorter.port(text, file: source)
            let folder = (output as NSString).deletingLastPathComponent
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw PortError(message: "\(folder): cannot create the folder (\(PortPlan.reason(error))); choose another --out folder", status: 73)
            }
            do {
                try ported.text.write(toFile: output, atomically: true, encoding: .utf8)
            } catch {
                throw PortError(message: "\(output): cannot be written (\(PortPlan.reason(error))); choose another --out folder", status: 73)
            }
            return ported
        }
    }

    /// The files, in order.
    public let jobs: [Job]
    /// The folder the ports go to, as given.
    public let outputFolder: String

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

        /// "glide port: N files written to DIR: C changes, P constructs not ported".
        public var description: String {
            "glide port: \(files) file\(files == 1 ? "" : "s") written to \(outputFolder): \(changes) change\(changes == 1 ? "" : "s"), "
                + "\(notPorted) construct\(notPorted == 1 ? "" : "s") not ported"
        }
    }

    /// Runs every job in order, handing each note to `report` and, for more than 20 files, the
    /// number done to `progress` every 20; returns the tally.
    public func run(progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }, report: (PortNote) -> Void) throws(PortError) -> Summary {
        var summary = Summary(files: jobs.count, outputFolder: outputFolder)
        for (index, job) in jobs.enumerated() {
            if jobs.count > 20, index % 20 == 0 { progress(index, jobs.count) }
            for note in try job.run().notes {
                if note.kind == .changed { summary.changes += 1 } else { summary.notPorted += 1 }
                report(note)
            }
        }
        return summary
    }

    /// The operating system's reason for a file error (e.g. "Permission denied"), else Foundation's.
    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
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
    /// folders and .build skipped) and their paths under `outputFolder`.
    public init(sources: [String], outputFolder: String) throws(PortError) {
        let outputRoot = URL(fileURLWithPath: outputFolder).standardizedFileURL.path
        var jobs: [Job] = []
        var claimed: [String: String] = [:]
        for source in try Self.expand(sources) {
            let sourceRoot = URL(fileURLWithPath: source.path).standardizedFileURL
            let name = sourceRoot.lastPathComponent
            if let other = claimed[name] {
                throw PortError(message: "\(source.path) and \(other) would both be written to \(outputFolder)/\(name); port them in two runs", status: 64)
            }
            claimed[name] = source.path
            guard source.isFolder else {
                jobs.append(Job(source: source.path, output: outputRoot + "/" + name))
                continue
            }
            if outputRoot == sourceRoot.path || outputRoot.hasPrefix(sourceRoot.path + "/") {
                throw PortError(message: "--out \(outputFolder) lies inside \(source.path): a second run would port its own output; choose a folder outside it", status: 64)
            }
            for relative in source.files {
                jobs.append(Job(source: (source.path as NSString).appendingPathComponent(relative), output: outputRoot + "/" + name + "/" + relative))
            }
        }
        if let clash = jobs.first(where: { URL(fileURLWithPath: $0.source).standardizedFileURL.path == $0.output }) {
            throw PortError(message: "\(clash.source) would be overwritten by its port; choose an --out folder that holds no source", status: 64)
        }
        self.jobs = jobs
        self.outputFolder = outputFolder
    }

    /// The .swift files `sources` name (files as given, folders searched), for reading only.
    public static func sourceFiles(of sources: [String]) throws(PortError) -> [String] {
        try expand(sources).flatMap { source in
            source.isFolder ? source.files.map { (source.path as NSString).appendingPathComponent($0) } : [source.path]
        }
    }

    /// Each source with its .swift files; refuses no source, a missing one, and none with a .swift file.
    static func expand(_ sources: [String]) throws(PortError) -> [Source] {
        guard !sources.isEmpty else { throw PortError(message: "give at least one Swift file or folder to port", status: 64) }
        var expanded: [Source] = []
        for path in sources {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw PortError(message: "\(path): no such file or folder", status: 66)
            }
            expanded.append(Source(path: path, isFolder: isFolder.boolValue, files: isFolder.boolValue ? try swiftFiles(in: path) : []))
        }
        guard expanded.contains(where: { !$0.isFolder || !$0.files.isEmpty }) else {
            throw PortError(message: "no .swift files in \(sources.joined(separator: ", "))", status: 66)
        }
        return expanded
    }

    /// A source file's text, or the error that says why it cannot be read.
    public static func read(_ path: String) throws(PortError) -> String {
        do {
            return try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw PortError(message: "\(path): cannot be read as UTF-8 text (\(reason(error)))", status: 66)
        }
    }

    /// The .swift files under `folder`, relative to it, sorted; hidden folders and .build skipped.
    static func swiftFiles(in folder: String) throws(PortError) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else {
            throw PortError(message: "\(folder): cannot be read", status: 66)
        }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || name == ".build" {
                enumerator.skipDescendants()
                continue
            }
            if name.hasSuffix(".swift") { files.append(relative) }
        }
        return files.sorted()
    }
}
