import Glibc
import Glide
import GlideInput
import GlideTesting

/// The `reports` target, `glide fuzz merge`'s reader: each input is a shard report's bytes, read
/// (`FuzzShardReport(jsonText:source:)`) and, when it reads, merged and printed as `glide fuzz
/// merge` prints it (`FuzzMerge`, to /dev/null). libFuzzer reports a crash, a hang or a blow-up;
/// the target also traps when a report that reads does not read back the same from its own JSON.
enum ReportFuzzing {
    /// Where each input is written for `FuzzMerge` to read.
    nonisolated(unsafe) static var scratchPath = ""
    /// /dev/null, which the merge prints to.
    nonisolated(unsafe) static var discard: Int32 = -1

    /// Reads one input and checks what came back.
    static func check(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let report = try? FuzzShardReport(jsonText: text, source: "fuzz.json") else { return }
        precondition((try? FuzzShardReport(jsonText: report.jsonText, source: "again")) == report, "glide-fuzz reports: a report does not read back from its own JSON")
        if scratchPath.isEmpty {
            scratchPath = "/dev/shm/glide-fuzz-reports-\(getpid()).json"
            discard = open("/dev/null", O_WRONLY | O_CLOEXEC)
        }
        guard let file = try? OutputFile(path: scratchPath) else { fatalError("glide-fuzz reports: cannot create \(scratchPath)") }
        guard (try? file.write(bytes)) != nil, (try? file.commit()) != nil else { fatalError("glide-fuzz reports: cannot write \(scratchPath)") }
        _ = try? FuzzMerge(reportPaths: [scratchPath]).run(output: TextOutput(fileDescriptor: discard))
    }
}
