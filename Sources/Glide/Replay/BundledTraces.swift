import GlideInput

/// One trace of `Traces/`: the evemu recording, the `glide replay` options it is replayed with,
/// a sentence saying what it shows, and the records it must produce.
///
/// On disk, `NAME.evemu` comes with `NAME.args` (a `# sentence` line, then the options on one
/// line: `--scene`, `--policy`, `--threshold`, `--fingers`) and `NAME.expected.jsonl` (exactly
/// what `glide replay NAME.evemu OPTIONS --json` prints). `tools/make-traces` writes all three.
public struct BundledTrace: Sendable, Equatable {
    /// The name (the file name without `.evemu`).
    public var name: String
    /// The recording.
    public var tracePath: String
    /// The expected records' file.
    public var expectedPath: String
    /// What the trace shows, in one sentence.
    public var summary: String
    /// The options, as `glide replay` takes them.
    public var arguments: [String]
    /// The options, parsed.
    public var options: ReplayOptions

    /// Makes a trace entry from its parts.
    public init(name: String, tracePath: String, expectedPath: String, summary: String, arguments: [String], options: ReplayOptions) {
        self.name = name
        self.tracePath = tracePath
        self.expectedPath = expectedPath
        self.summary = summary
        self.arguments = arguments
        self.options = options
    }

    /// `Traces/` in the package this module was built from (`#filePath` of this file, `Sources/Glide/Replay/`, four levels up).
    public static var packageDirectory: String {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        parts.removeLast(4)
        return parts.joined(separator: "/") + "/Traces"
    }

    /// Every `*.evemu` in `directory` with its `.args`, sorted by name.
    ///
    /// Throws 66 when the directory cannot be read or has no traces (saying how to point at one),
    /// 65 when an `.args` file is missing or holds an option it does not know.
    public static func load(directory: String) throws(GlideError) -> [BundledTrace] {
        let entries: [String]
        switch Syscall.directoryEntries(directory) {
        case .success(let listed): entries = listed
        case .failure(let error):
            throw GlideError(status: .noInput, message: "\(directory): cannot read the bundled traces: \(error); run from a Glide checkout (tools/glide demo) or pass --traces DIR")
        }
        var names: [String] = []
        for name in entries where name.hasSuffix(".evemu") { names.append(String(name.dropLast(".evemu".count))) }
        guard !names.isEmpty else {
            throw GlideError(status: .noInput, message: "\(directory): no .evemu traces here; regenerate them with tools/make-traces or pass --traces DIR")
        }
        var traces: [BundledTrace] = []
        for name in names.sorted() {
            let base = directory + "/" + name
            let argumentsPath = base + ".args"
            guard let text = readText(argumentsPath) else {
                throw GlideError(status: .noInput, message: "\(argumentsPath): cannot read the options of \(name).evemu; each trace needs NAME.args (tools/make-traces writes it)")
            }
            var summary = ""
            var arguments: [String] = []
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("#") {
                    if summary.isEmpty { summary = line.dropFirst().trimmingPrefix(" ").description }
                } else {
                    arguments += line.split(separator: " ").map(String.init)
                }
            }
            let options = try parse(arguments, path: argumentsPath)
            traces.append(BundledTrace(
                name: name, tracePath: base + ".evemu", expectedPath: base + ".expected.jsonl", summary: summary,
                arguments: arguments, options: options))
        }
        return traces
    }

    /// The options `--scene`, `--policy`, `--threshold`, `--fingers` as `glide replay` reads them; 65 naming `path` for anything else.
    public static func parse(_ arguments: [String], path: String) throws(GlideError) -> ReplayOptions {
        var options = ReplayOptions()
        var policy = "threshold"
        var threshold: Double?
        var index = 0
        func value() throws(GlideError) -> String {
            index += 1
            guard index < arguments.count else {
                throw GlideError(status: .dataError, message: "\(path): \(arguments[index - 1]) needs a value")
            }
            return arguments[index]
        }
        while index < arguments.count {
            switch arguments[index] {
            case "--scene": options.scene = try value()
            case "--policy": policy = try value()
            case "--threshold":
                let text = try value()
                guard let number = Double(text) else { throw GlideError(status: .dataError, message: "\(path): --threshold \(text) is not a number") }
                threshold = number
            case "--fingers":
                let text = try value()
                guard let number = Int(text), (1...4).contains(number) else { throw GlideError(status: .dataError, message: "\(path): --fingers \(text) is not 1 to 4") }
                options.touchpadFingers = number
            default:
                throw GlideError(status: .dataError, message: "\(path): unknown option \(arguments[index]); .args files take --scene, --policy, --threshold and --fingers")
            }
            index += 1
        }
        do {
            options.policy = try ReplayOptions.policy(named: policy, threshold: threshold)
        } catch {
            throw GlideError(status: .dataError, message: "\(path): \(error.message)")
        }
        return options
    }

    /// The text of a `NAME.args` file as `load(directory:)` reads it: `# summary`, then the options on one line.
    package static func argumentsText(summary: String, arguments: [String]) -> String {
        "# \(summary)\n\(arguments.joined(separator: " "))\n"
    }

    /// The whole file as UTF-8, or nil when it cannot be read.
    static func readText(_ path: String) -> String? {
        guard case .success(let bytes) = Syscall.readFile(path) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
