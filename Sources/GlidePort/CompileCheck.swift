import Foundation
import GlideInput

/// `glide port --check`'s compiler half: the sources, ported in memory, are type-checked by
/// swiftc against GlideUIKit's built modules, and each error is mapped back to its source's
/// FILE:LINE:COL (the line the rewrite made it from; the column is the ported line's) and named:
/// a UIKit API GlideUIKit lacks (`cannot find 'UILabel'`, `… has no member 'endEditing'`) or
/// another construct the port left as it was. The port compiles only when swiftc says so.
public enum CompileCheck {
    /// One compiler error, where it is in the source.
    public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var column: Int
        /// The compiler's message.
        public var message: String
        /// The UIKit API the message says is missing (`UIView.endEditing`, `UILabel`), nil for another error.
        public var missingAPI: String?

        /// Reads "Sheet.swift:4:17: missing in GlideUIKit: UITableView", or "…: error: MESSAGE".
        public var description: String {
            "\(file):\(line):\(column): " + (missingAPI.map { "missing in GlideUIKit: \($0)" } ?? "error: \(message)")
        }
    }

    /// Where GlideUIKit's modules (and the C module map its input layer needs) are.
    public struct Toolchain: Hashable, Sendable {
        /// The folder holding `GlideUIKit.swiftmodule` and the modules it imports.
        public var modules: String
        /// The folder holding CEvdev's `module.modulemap`.
        public var cevdev: String
    }

    /// GlideUIKit's modules: `$GLIDE_UIKIT_MODULES`, else the `Modules` folder beside
    /// `executable` (where SwiftPM builds them); the C module map under `Sources/CEvdev` of the
    /// package the executable was built in. Fails with the fix when they are not there.
    public static func locate(executable: String, environment: [String: String]) -> Result<Toolchain, PortError> {
        let folder = (executable as NSString).resolvingSymlinksInPath.split(separator: "/").dropLast().joined(separator: "/")
        let modules = environment["GLIDE_UIKIT_MODULES"] ?? "/" + folder + "/Modules"
        guard FileManager.default.fileExists(atPath: modules + "/GlideUIKit.swiftmodule") else {
            return .failure(PortError(
                message: "cannot type-check the port: \(modules) has no GlideUIKit.swiftmodule; build it beside glide-port (swift build -c release --target GlideUIKit, as tools/glide port --check does) or set GLIDE_UIKIT_MODULES to a folder that has it",
                status: 69))
        }
        var parts = folder.split(separator: "/").map(String.init)
        while !parts.isEmpty {
            let candidate = "/" + parts.joined(separator: "/") + "/Sources/CEvdev"
            if FileManager.default.fileExists(atPath: candidate + "/module.modulemap") { return .success(Toolchain(modules: modules, cevdev: candidate)) }
            parts.removeLast()
        }
        return .failure(PortError(
            message: "cannot type-check the port: no Sources/CEvdev/module.modulemap above \(executable); run the glide-port built in Glide's package", status: 69))
    }

    /// Ports `sources` (path, text) in memory and type-checks the ports in Swift 5 mode; returns
    /// the errors in source order (none: the port compiles).
    public static func check(_ sources: [(path: String, text: String)], toolchain: Toolchain) throws(PortError) -> [Diagnostic] {
        let optionals = sources.reduce(into: Set<String>()) { $0.formUnion(UIKitPorter.optionalRequirements(in: $1.text)) }
        return try run(sources.map { ($0.path, $0.text, UIKitPorter.port($0.text, file: $0.path, optionalRequirements: optionals).text) }, toolchain: toolchain)
    }

    /// Type-checks `sources` (each source's path, original text and ported text) in `languageMode`
    /// with `swiftc` from PATH; returns the errors in source order.
    public static func run(
        _ sources: [(path: String, original: String, ported: String)], toolchain: Toolchain, languageMode: String = "5"
    ) throws(PortError) -> [Diagnostic] {
        let scratch: String
        switch Syscall.makeTemporaryDirectory(prefix: "glide-port-check") {
        case .success(let path): scratch = path
        case .failure(let error): throw PortError(message: "cannot type-check the port: cannot make a scratch folder: \(error)", status: 73)
        }
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var files: [String] = []
        var origins: [String: (path: String, lines: [Int])] = [:]
        for (index, source) in sources.enumerated() {
            let file = scratch + "/\(index)-" + (source.path as NSString).lastPathComponent
            do {
                let output = try OutputFile(path: file)
                try output.write(source.ported)
                try output.commit()
            } catch {
                throw PortError(message: "cannot type-check the port: cannot write \(file): \(error)", status: 73)
            }
            files.append(file)
            origins[file] = (source.path, lineMap(original: source.original, ported: source.ported))
        }
        let arguments = ["swiftc", "-typecheck", "-wmo", "-continue-building-after-errors", "-swift-version", languageMode,
                         "-module-name", "PortCheck", "-I", toolchain.modules, "-I", toolchain.cevdev]
        let (status, text): (Int32, String)
        do {
            (status, text) = try output(of: arguments + libevdevIncludes() + files)
        } catch {
            throw PortError(message: "cannot type-check the port: cannot run swiftc (\(error)); put the Swift toolchain on PATH", status: 69)
        }
        let found = diagnostics(in: text, origins: origins)
        if status != 0, found.isEmpty {
            throw PortError(message: "cannot type-check the port: swiftc failed without an error in the sources:\n" + text.suffix(2000), status: 69)
        }
        return found
    }

    /// The summary line of `--check`: the map's count, then the compiler's word (`errors` nil:
    /// nothing was left to type-check).
    public static func summary(_ result: APICheck.Result, errors: [Diagnostic]?) -> String {
        let missing = result.uses.filter { !$0.supported }.count
        let files = result.files
        var line = "glide port --check: \(files) file\(files == 1 ? "" : "s"), \(result.uses.count) UIKit APIs used, \(missing) not in GlideUIKit"
        if !result.refused.isEmpty { line += ", \(result.refused.count) file\(result.refused.count == 1 ? "" : "s") not checked" }
        if !result.skipped.isEmpty { line += ", \(result.skipped.count) skipped" }
        guard let errors else { return line + "; nothing to type-check" }
        guard !errors.isEmpty else { return line + "; the port compiles against GlideUIKit" }
        let apis = Array(Set(errors.compactMap(\.missingAPI))).sorted()
        line += "; the port does not compile against GlideUIKit: \(errors.count) error\(errors.count == 1 ? "" : "s")"
        return line + (apis.isEmpty ? "" : ", \(apis.count) API\(apis.count == 1 ? "" : "s") missing (\(apis.joined(separator: ", ")))")
    }

    /// libevdev's header folder for CEvdev's module map: pkg-config's, else Debian's.
    static func libevdevIncludes() -> [String] {
        let given = (try? output(of: ["pkg-config", "--cflags-only-I", "libevdev"]))?.text
            .split(separator: " ").filter { $0.hasPrefix("-I") }.map { String($0.dropFirst(2)).trimmingCharacters(in: .whitespacesAndNewlines) }
        return (given?.isEmpty == false ? given! : ["/usr/include/libevdev-1.0"]).flatMap { ["-Xcc", "-I" + $0] }
    }

    /// Runs `arguments` (a program on PATH and its arguments) and returns its status and output (both streams).
    private static func output(of arguments: [String]) throws -> (status: Int32, text: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// The errors in swiftc's `output`, each scratch file's line mapped back to its source.
    static func diagnostics(in output: String, origins: [String: (path: String, lines: [Int])]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        var found: [Diagnostic] = []
        for line in output.split(separator: "\n") {
            guard let range = line.range(of: ": error: ") else { continue }
            let location = line[..<range.lowerBound].split(separator: ":")
            guard location.count >= 3, let row = Int(location[location.count - 2]), let column = Int(location[location.count - 1]) else { continue }
            let file = location.dropLast(2).joined(separator: ":")
            guard let origin = origins[String(file)] else { continue }
            let message = String(line[range.upperBound...])
            let sourceLine = row - 1 < origin.lines.count ? origin.lines[row - 1] : row
            let diagnostic = Diagnostic(file: origin.path, line: sourceLine, column: column, message: message, missingAPI: missingAPI(in: message))
            if seen.insert(diagnostic).inserted { found.append(diagnostic) }
        }
        return found.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
    }

    /// The API a "not found" message names: `cannot find 'X' in scope`, `cannot find type 'X'`,
    /// `value of type 'T' (aka …) has no member 'm'`, `type 'T' has no member 'm'`; nil otherwise.
    static func missingAPI(in message: String) -> String? {
        func quoted(after prefix: String) -> String? {
            guard let start = message.range(of: prefix) else { return nil }
            let rest = message[start.upperBound...]
            guard let end = rest.firstIndex(of: "'") else { return nil }
            return String(rest[..<end])
        }
        if message.hasPrefix("cannot find type '") { return quoted(after: "cannot find type '") }
        if message.hasPrefix("cannot find '") { return quoted(after: "cannot find '") }
        if message.contains(" has no member '"), let member = quoted(after: " has no member '"),
           let type = quoted(after: "type '") {
            return (APIMap.glideUIKit.uikitNames[type] ?? type) + "." + member
        }
        return nil
    }

    /// For each line of `ported` (1-based, as index + 1), the line of `original` it was made from.
    /// The rewrite changes lines in place and inserts a few (imports): equal lines pair up in
    /// order; a differing line is an inserted one (taking the line it stands before) when the
    /// original line comes back within the lines inserted so far unaccounted for, else a change.
    static func lineMap(original: String, ported: String) -> [Int] {
        let before = original.split(separator: "\n", omittingEmptySubsequences: false)
        let after = ported.split(separator: "\n", omittingEmptySubsequences: false)
        var inserted = max(0, after.count - before.count)
        var map: [Int] = []
        var j = 0
        for (i, line) in after.enumerated() {
            map.append(min(j, max(before.count - 1, 0)) + 1)
            let isInserted = j < before.count && line != before[j] && inserted > 0
                && (1...inserted).contains { i + $0 < after.count && after[i + $0] == before[j] }
            if isInserted { inserted -= 1 } else { j += 1 }
        }
        return map
    }
}
