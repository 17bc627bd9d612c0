import Glide
import GlideInput

/// `glide fuzz merge`: reads the reports of a run's shards (`FuzzShardReport`), merges them, and
/// prints every failure in case order (its files are in its shard's `--out`), the merged
/// coverage when counted, and the whole run's `N cases, M violations`; or, as `json`, the merged
/// report alone.
public struct FuzzMerge: Sendable {
    /// The reports' paths.
    public var reportPaths: [String]
    /// Print the merged report as JSON instead of the text.
    public var json: Bool

    /// A merge of the reports at `reportPaths`.
    public init(reportPaths: [String], json: Bool = false) {
        self.reportPaths = reportPaths
        self.json = json
    }

    /// Merges and prints on `output`; 66 for a report that cannot be read, 65 for one larger than
    /// `FuzzShardReport.maximumBytes`, not a report, with a field out of place (named by its path),
    /// or not a shard of the same run as the others.
    public func run(output: TextOutput = .standardOutput) throws(GlideError) -> FuzzShardReport {
        var reports: [(source: String, report: FuzzShardReport)] = []
        for path in reportPaths {
            let bytes: [UInt8]
            switch Syscall.readFile(path, limit: FuzzShardReport.maximumBytes + 1) {
            case .success(let read): bytes = read
            case .failure(let error): throw GlideError(status: .noInput, message: "\(TerminalText.printable(path)): cannot read the report: \(error)")
            }
            guard bytes.count <= FuzzShardReport.maximumBytes else {
                throw GlideError(status: .dataError, message: "\(TerminalText.printable(path)): more than \(FuzzShardReport.maximumBytes >> 20) MiB, larger than any report glide fuzz writes; give the --report file of each shard")
            }
            do throws(FuzzMergeError) {
                reports.append((path, try FuzzShardReport(jsonText: String(decoding: bytes, as: UTF8.self), source: path)))
            } catch {
                throw GlideError(status: .dataError, message: error.description)
            }
        }
        let merged: FuzzShardReport
        do throws(FuzzMergeError) {
            merged = try FuzzShardReport.merged(reports)
        } catch {
            throw GlideError(status: .dataError, message: error.description)
        }
        if json {
            try output.write(merged.jsonText)
            return merged
        }
        // A report's strings reach the terminal only through `TerminalText.printable`.
        let printable = TerminalText.printable
        for failure in merged.failures {
            var text = "case \(failure.index) (\(printable(failure.target))): \(printable(failure.invariants.joined(separator: ", "))) — shrunk to \(failure.shrunkFrames) frames\n"
            for violation in failure.violations { text += "  \(printable(violation))\n" }
            let replay = FuzzFailure.replayCommand(tracePath: failure.fileStem + ".evemu", arguments: failure.replayArguments)
            text += "  in its shard's --out: \(failure.fileStem).evemu, .args, .txt; reproduce: \(printable(replay))\n"
            try output.write(text)
        }
        if let coverage = merged.coverage {
            try output.write(coverage.table.split(separator: "\n", omittingEmptySubsequences: false).map { printable(String($0)) }.joined(separator: "\n"))
        }
        for entry in merged.unchecked ?? [] { try output.write(printable(entry.what.line(count: entry.count)) + "\n") }
        try output.write(merged.summary + "\n")
        return merged
    }
}
