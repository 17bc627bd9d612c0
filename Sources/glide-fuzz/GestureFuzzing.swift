import Glibc
import Glide
import GlideGallery
import GlideTesting

/// The `gestures` target: each input is a case of `Fuzzer.runCase(bytes:)` over every gallery
/// scene under each policy (the first byte picks which). A case that breaks an invariant is shrunk
/// and written to `$GLIDE_FUZZ_OUT` (default `fuzz-failures`) as `glide fuzz` writes failures
/// (`case-0.evemu`, `.args`, `.txt`), then the process traps so that libFuzzer keeps the input.
enum GestureFuzzing {
    static let fuzzer = Fuzzer(targets: FuzzTarget.allScenes())

    /// Checks one input; on a violation, writes the shrunk case and traps.
    static func check(_ bytes: [UInt8]) {
        guard let failure = fuzzer.runCase(bytes: bytes).failure else { return }
        let directory = getenv("GLIDE_FUZZ_OUT").map { String(cString: $0) } ?? "fuzz-failures"
        var message = "glide-fuzz gestures: \(failure)\n"
        do {
            let trace = try failure.write(to: directory)
            message += failure.note(tracePath: trace)
        } catch {
            message += "cannot write the case: \(error)\n"
        }
        try? TextOutput.standardError.write(message)
        fatalError("glide-fuzz gestures: \(failure.invariants.joined(separator: ", ")) broken; see \(directory)/\(failure.fileStem).txt")
    }
}
