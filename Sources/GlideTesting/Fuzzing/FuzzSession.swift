import Glibc
import Glide
import Synchronization

/// `glide fuzz`: random scripts against its targets (the gallery's scenes, which the command
/// layer hands it), a progress bar on stderr, each failure shrunk and written as an evemu trace
/// and a note, and the closing `N cases, M violations`. The progress bar is drawn only when stderr is a terminal.
/// With `coverage` set, the run counts what its cases reached and prints it before the summary
/// line (`table`), or prints only it on the output, as one JSON document, and the failures and
/// summary on the progress output (`json`). In `.guided` mode the cases come from `GuidedFuzzer`.
/// With a `shard`, it runs that part of the cases (random mode only); with a `reportPath`, it
/// writes its `FuzzShardReport` there for `glide fuzz merge`.
public struct FuzzSession: Sendable {
    /// How the coverage is printed.
    public enum CoverageFormat: Sendable {
        /// `FuzzCoverage.table`, before the summary line.
        case table
        /// `FuzzCoverage.jsonText`, alone on the output.
        case json
    }

    /// Cases to run.
    public var cases: Int
    /// The run's seed.
    public var seed: UInt64
    /// The worlds to fuzz, in rotation.
    public var targets: [FuzzTarget]
    /// The scene the targets are, for the shard report; nil for every scene.
    public var sceneName: String?
    /// Where failing cases are written (checked before the first case, created when the first failure is written).
    public var outDirectory: String
    /// Worker threads (all active cores when nil).
    public var threads: Int?
    /// How to print what the cases reached; nil: not counted.
    public var coverage: CoverageFormat?
    /// Random scripts, or feedback from coverage (`GuidedFuzzer`).
    public var mode: FuzzMode
    /// The part of the run to run (`FuzzShard.whole` by default; random mode only).
    public var shard: FuzzShard = .whole
    /// Where to write the run's `FuzzShardReport` (JSON), nil for nowhere.
    public var reportPath: String?

    /// A session of `targets` (`sceneName` names them in the shard report; nil: every scene).
    /// Throws a usage error (64) for no target or a negative count.
    public init(
        cases: Int, seed: UInt64, targets: [FuzzTarget], sceneName: String?, outDirectory: String, threads: Int? = nil,
        coverage: CoverageFormat? = nil, mode: FuzzMode = .random
    ) throws(GlideError) {
        guard !targets.isEmpty else { throw GlideError(status: .usage, message: "nothing to fuzz: give at least one target") }
        guard cases >= 0 else { throw GlideError(status: .usage, message: "--cases must be 0 or more, got \(cases)") }
        if let threads, threads < 1 { throw GlideError(status: .usage, message: "--threads must be 1 or more, got \(threads)") }
        self.targets = targets
        self.sceneName = sceneName
        self.cases = cases
        self.seed = seed
        self.outDirectory = outDirectory
        self.threads = threads
        self.coverage = coverage
        self.mode = mode
    }

    /// The fuzzer the session runs.
    public var fuzzer: Fuzzer { Fuzzer(targets: targets) }

    /// Runs the cases, reports each failure on `output` (writing its files), and ends with the
    /// summary line; with `coverage`, see the type.
    /// Throws 73 before any case when `outDirectory` cannot take the failures or `reportPath` cannot be created.
    public func run(output: TextOutput = .standardOutput, progressOutput: TextOutput = .standardError) throws(GlideError) -> FuzzReport {
        do {
            try FuzzFailure.checkOutput(directory: outDirectory)
        } catch {
            throw GlideError(status: .cannotCreate, message: error.description)
        }
        if mode == .guided, shard != .whole {
            throw GlideError(status: .usage, message: "--shard splits a random run; a guided run's cases depend on those before it: run it whole (or give each job its own --seed)")
        }
        let reportFile = try reportPath.map { path throws(GlideError) in try TextOutput.createFile(at: path) }
        let total = shard.caseCount(of: cases)
        let bar = progressOutput.isTerminal && total > 0 ? ProgressBar(total: total, output: progressOutput) : nil
        let report = fuzzer.run(cases: cases, seed: seed, shard: shard, threads: threads, mode: mode, countsCoverage: coverage != nil) { done in
            bar?.update(done)
        }
        bar?.clear()
        let textOutput = coverage == .json ? progressOutput : output
        for failure in report.failures {
            let tracePath: String
            do {
                tracePath = try failure.write(to: outDirectory)
            } catch {
                throw GlideError(status: .cannotCreate, message: error.description)
            }
            var text = "\(failure)\n"
            for violation in failure.violations { text += "  \(violation)\n" }
            text += "  wrote \(tracePath) with \(failure.fileStem).args and \(failure.fileStem).txt\n"
            text += "  reproduce: \(failure.replayCommand(tracePath: tracePath))\n"
            try textOutput.write(text)
        }
        switch (coverage, report.coverage) {
        case (.table, let counted?): try output.write(counted.table)
        case (.json, let counted?): try output.write(counted.jsonText)
        case (nil, _), (_, nil): break
        }
        if let reportFile { try TextOutput.finish(reportFile, with: FuzzShardReport(report, scene: sceneName).jsonText) }
        try textOutput.write(report.uncheckedLines + report.summary + "\n")
        return report
    }
}

/// A one-line progress bar redrawn in place on a terminal, at most once per percent.
final class ProgressBar: Sendable {
    private let total: Int
    private let output: TextOutput
    private let drawn = Mutex(-1)

    init(total: Int, output: TextOutput) {
        self.total = total
        self.output = output
    }

    /// Redraws for `done` cases finished (from any thread).
    func update(_ done: Int) {
        let percent = done * 100 / max(total, 1)
        drawn.withLock { last in
            guard percent > last else { return }
            last = percent
            let width = 30
            let filled = width * done / max(total, 1)
            let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
            try? output.write("\r\(bar) \(done)/\(total) cases")
        }
    }

    /// Erases the bar.
    func clear() {
        drawn.withLock { _ in try? output.write("\r\u{1B}[K") }
    }
}
