import Glibc
import Glide
import GlideGallery
import GlideInput
import GlideTesting

/// libFuzzer's target for gestures: each input is a case of `Fuzzer.runCase(bytes:)` over every
/// gallery scene under each policy (the first byte picks which). A case that breaks an invariant
/// is shrunk and written to `$GLIDE_FUZZ_OUT` (default `fuzz-failures`) as `glide fuzz` writes
/// failures (`case-0.evemu`, `.args`, `.txt`), then the process traps so that libFuzzer keeps the input.
///
/// Built with `-D GLIDE_LIBFUZZER` and `-sanitize=fuzzer` (`tools/fuzz-gestures`,
/// `.clusterfuzzlite/build.sh`), libFuzzer supplies `main`. Built plainly (`swift build`), it
/// replays the inputs given as files or directories once each, the way to reproduce a crash
/// libFuzzer saved: `glide-fuzz-gestures crash-…`.
enum GestureFuzzing {
    static let fuzzer = Fuzzer(targets: FuzzTarget.allScenes())

    /// Checks one input; on a violation, writes the shrunk case and traps.
    static func check(_ bytes: [UInt8]) {
        guard let failure = fuzzer.runCase(bytes: bytes).failure else { return }
        let directory = getenv("GLIDE_FUZZ_OUT").map { String(cString: $0) } ?? "fuzz-failures"
        var message = "glide-fuzz-gestures: \(failure)\n"
        do {
            let trace = try failure.write(to: directory)
            message += failure.note(tracePath: trace)
        } catch {
            message += "cannot write the case: \(error)\n"
        }
        try? TextOutput.standardError.write(message)
        fatalError("glide-fuzz-gestures: \(failure.invariants.joined(separator: ", ")) broken; see \(directory)/\(failure.fileStem).txt")
    }
}

#if GLIDE_LIBFUZZER
@_cdecl("LLVMFuzzerTestOneInput")
public func glideFuzzGestures(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    GestureFuzzing.check(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}
#else
@main
struct ReplayInputs {
    static func main() {
        let paths = CommandLine.arguments.dropFirst()
        guard !paths.isEmpty, !paths.contains("-h"), !paths.contains("--help") else {
            print("""
                usage: glide-fuzz-gestures INPUT... (files, or directories of files)
                Replays libFuzzer inputs of the gesture target once each (a crash's input reproduces
                it); a case that breaks an invariant is shrunk, written to $GLIDE_FUZZ_OUT (default
                fuzz-failures) and traps. Build with tools/fuzz-gestures to fuzz.
                """)
            exit(paths.isEmpty ? 64 : 0)
        }
        var count = 0
        for path in paths {
            for file in files(at: path) {
                switch Syscall.readFile(file) {
                case .success(let bytes):
                    GestureFuzzing.check(bytes)
                    count += 1
                case .failure(let error):
                    try? TextOutput.standardError.write("glide-fuzz-gestures: cannot read \(file): \(error)\n")
                    exit(66)
                }
            }
        }
        print("\(count) inputs, no invariant broken")
    }

    /// `path` itself, or the regular files of the directory `path`, sorted.
    static func files(at path: String) -> [String] {
        guard case .success(S_IFDIR) = Syscall.fileType(path), case .success(let names) = Syscall.directoryEntries(path) else { return [path] }
        return names.sorted().map { path + "/" + $0 }.filter { Syscall.fileType($0) == .success(S_IFREG) }
    }
}
#endif
