import Glibc
import Glide
import GlideInput

/// Glide's libFuzzer targets that link the pipelines, in one binary so that one optimized build
/// serves them all: `gestures` (`GestureFuzzing`) and `reports` (`ReportFuzzing`).
///
/// Built with `-D GLIDE_LIBFUZZER` and `-sanitize=fuzzer` (`tools/fuzz/build`), libFuzzer supplies
/// `main` and the binary's own name picks the target: `tools/fuzz/build` copies it to
/// `…/fuzz-gestures` and `…/fuzz-reports`, the names ClusterFuzzLite runs. Built plainly, the
/// first argument names the target and the rest are inputs replayed once each, the way a crash
/// libFuzzer saved is reproduced: `glide-fuzz gestures crash-…`.
enum FuzzEntry {
    /// The targets by name.
    static let targets: [(name: String, check: @Sendable ([UInt8]) -> Void)] = [
        ("gestures", GestureFuzzing.check),
        ("reports", ReportFuzzing.check),
    ]
    static var names: String { targets.map(\.name).joined(separator: "|") }

    /// The target whose name ends `program`'s file name (`fuzz-reports` → `reports`).
    static func target(forProgram program: String) -> (@Sendable ([UInt8]) -> Void)? {
        let file = program.split(separator: "/").last.map(String.init) ?? program
        return targets.first { file == $0.name || file.hasSuffix("-" + $0.name) }?.check
    }
}

#if GLIDE_LIBFUZZER
/// The target `LLVMFuzzerInitialize` picked by the binary's name.
nonisolated(unsafe) var selectedTarget: ([UInt8]) -> Void = { _ in }

@_cdecl("LLVMFuzzerInitialize")
public func glideFuzzInitialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    let program = argv.pointee?.pointee.map { String(cString: $0) } ?? ""
    guard let check = FuzzEntry.target(forProgram: program) else {
        try? TextOutput.standardError.write("glide-fuzz: '\(program)' names no target; copy the binary to a name ending in -\(FuzzEntry.targets.map(\.name).joined(separator: " or -")) (tools/fuzz/build does)\n")
        exit(64)
    }
    selectedTarget = check
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func glideFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    selectedTarget(FuzzInputs.bytes(data, size))
    return 0
}
#else
@main
struct ReplayInputs {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let name = arguments.first, !["-h", "--help"].contains(name) else { usage(status: arguments.isEmpty ? 64 : 0) }
        guard let check = FuzzEntry.targets.first(where: { $0.name == name })?.check else {
            try? TextOutput.standardError.write("glide-fuzz: no target '\(name)'; give \(FuzzEntry.names)\n")
            exit(64)
        }
        let paths = arguments.dropFirst()
        guard !paths.isEmpty else { usage(status: 64) }
        FuzzInputs.checkFiles(paths, program: "glide-fuzz", check: check)
    }

    static func usage(status: Int32) -> Never {
        print("""
            usage: glide-fuzz \(FuzzEntry.names) INPUT... (files, or directories of files)
            Replays libFuzzer inputs of one target once each (a crash's input reproduces it): gestures
            (gesture scripts in the gallery scenes; a case that breaks an invariant is shrunk, written to
            $GLIDE_FUZZ_OUT, default fuzz-failures, and traps) or reports (shard reports through glide
            fuzz merge). Fuzz with tools/fuzz-gestures or tools/fuzz-reports.
            """)
        exit(status)
    }
}
#endif
