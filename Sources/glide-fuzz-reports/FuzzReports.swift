import Glibc
import Glide
import GlideInput
import GlideTesting

/// libFuzzer's target for `glide fuzz merge`'s reader: each input is a shard report's bytes, read
/// (`FuzzShardReport(jsonText:source:)`) and, when it reads, merged and printed as `glide fuzz
/// merge` prints it (`FuzzMerge`, to /dev/null). libFuzzer reports a crash, a hang or a blow-up;
/// the target also traps when a report that reads does not read back the same from its own JSON.
///
/// Built with `-D GLIDE_LIBFUZZER` and `-sanitize=fuzzer` (`tools/fuzz-reports`), libFuzzer
/// supplies `main`; built plainly, it reads the files given once each: `glide-fuzz-reports crash-…`.
enum ReportFuzzing {
    /// Where each input is written for `FuzzMerge` to read.
    nonisolated(unsafe) static var scratchPath = ""
    /// /dev/null, which the merge prints to.
    nonisolated(unsafe) static var discard: Int32 = -1

    /// Reads one input and checks what came back.
    static func check(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let report = try? FuzzShardReport(jsonText: text, source: "fuzz.json") else { return }
        precondition((try? FuzzShardReport(jsonText: report.jsonText, source: "again")) == report, "glide-fuzz-reports: a report does not read back from its own JSON")
        if scratchPath.isEmpty {
            scratchPath = "/dev/shm/glide-fuzz-reports-\(getpid()).json"
            discard = open("/dev/null", O_WRONLY | O_CLOEXEC)
        }
        guard let file = try? OutputFile(path: scratchPath) else { fatalError("glide-fuzz-reports: cannot create \(scratchPath)") }
        guard (try? file.write(bytes)) != nil, (try? file.commit()) != nil else { fatalError("glide-fuzz-reports: cannot write \(scratchPath)") }
        _ = try? FuzzMerge(reportPaths: [scratchPath]).run(output: TextOutput(fileDescriptor: discard))
    }
}

#if GLIDE_LIBFUZZER
@_cdecl("LLVMFuzzerTestOneInput") public func glideFuzzReports(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { ReportFuzzing.check(FuzzInputs.bytes(data, size)); return 0 }
#else
@main enum Inputs { static func main() { FuzzInputs.checkFiles(CommandLine.arguments, program: "glide-fuzz-reports", check: ReportFuzzing.check) } }
#endif
