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

    /// Merges and prints on `output`; 66 for a report that cannot be read, 65 for one that is not a
    /// report or not a shard of the same run as the others.
    public func run(output: TextOutput = .standardOutput) throws(GlideError) -> FuzzShardReport {
        var reports: [(source: String, report: FuzzShardReport)] = []
        for path in reportPaths {
            let bytes: [UInt8]
            switch Syscall.readFile(path) {
            case .success(let read): bytes = read
            case .failure(let error): throw GlideError(status: .noInput, message: "\(path): cannot read the report: \(error)")
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
        for failure in merged.failures {
            var text = "case \(failure.index) (\(failure.target)): \(failure.invariants.joined(separator: ", ")) — shrunk to \(failure.shrunkFrames) frames\n"
            for violation in failure.violations { text += "  \(violation)\n" }
            let replay = FuzzFailure.replayCommand(tracePath: failure.fileStem + ".evemu", arguments: failure.replayArguments)
            text += "  in its shard's --out: \(failure.fileStem).evemu, .args, .txt; reproduce: \(replay)\n"
            try output.write(text)
        }
        if let coverage = merged.coverage { try output.write(coverage.table) }
        try output.write(merged.summary + "\n")
        return merged
    }
}
