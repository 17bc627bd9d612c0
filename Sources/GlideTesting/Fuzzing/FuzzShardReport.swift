import Foundation

/// A fuzz run's result as JSON, for CI matrices: each shard's `glide fuzz --shard K/N --report
/// FILE` writes one, and `glide fuzz merge` reads them back, checks they are the shards of one
/// run, and adds them up (`merged(_:)`).
public struct FuzzShardReport: Codable, Hashable, Sendable {
    /// A failing case, as its note tells it.
    public struct Failure: Codable, Hashable, Sendable {
        /// Its index in the whole run.
        public var index: Int
        /// The seed its script was made from.
        public var caseSeed: UInt64
        /// The world it failed in.
        public var target: String
        /// The `glide replay` options that replay its trace in that world.
        public var replayArguments: [String]
        /// The invariants it broke.
        public var invariants: [String]
        /// The violations, in words.
        public var violations: [String]
        /// The frames of the shrunk script.
        public var shrunkFrames: Int
        /// The shrunk script.
        public var shrunk: String

        enum CodingKeys: String, CodingKey {
            case index, target, invariants, violations, shrunk
            case caseSeed = "case_seed", replayArguments = "replay_arguments", shrunkFrames = "shrunk_frames"
        }

        /// The base name of its files in its shard's `--out`, `case-<index>`.
        public var fileStem: String { "case-\(index)" }
    }

    /// The run's seed.
    public var seed: UInt64
    /// The cases of the whole run.
    public var cases: Int
    /// The scene fuzzed, nil for every scene.
    public var scene: String?
    /// The part of the run this report is (`FuzzShard.whole` once merged).
    public var shard: FuzzShard
    /// The cases this report ran.
    public var casesRun: Int
    /// The failing cases, in case order.
    public var failures: [Failure]
    /// What the cases reached, when counted.
    public var coverage: FuzzCoverage?

    enum CodingKeys: String, CodingKey {
        case seed, cases, scene, shard, failures, coverage
        case casesRun = "cases_run"
    }

    /// The report of `report`, a run of `scene` (nil: every scene).
    public init(_ report: FuzzReport, scene: String?) {
        seed = report.seed
        cases = report.runCases
        self.scene = scene
        shard = report.shard
        casesRun = report.cases
        coverage = report.coverage
        failures = report.failures.map { failure in
            Failure(
                index: failure.index, caseSeed: failure.caseSeed, target: failure.target.name, replayArguments: failure.target.replayArguments,
                invariants: failure.invariants, violations: failure.violations.map(\.description), shrunkFrames: failure.shrunk.frameCount,
                shrunk: failure.shrunk.description)
        }
    }

    /// `N cases, M violations`, as `FuzzReport.summary`.
    public var summary: String { "\(casesRun) cases, \(failures.count) violations" }

    /// The report as one pretty-printed JSON document with sorted keys, ending in a newline.
    public var jsonText: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Strings, integers and the coverage's dictionaries always encode.
        return String(decoding: try! encoder.encode(self), as: UTF8.self) + "\n"
    }

    /// A report read back from `jsonText`; throws `FuzzMergeError.unreadable` naming what is wrong.
    public init(jsonText: String, source: String) throws(FuzzMergeError) {
        do {
            self = try JSONDecoder().decode(FuzzShardReport.self, from: Data(jsonText.utf8))
        } catch {
            throw .unreadable(source, "\(error)")
        }
    }

    /// The shards of one run (`reports`, each read from the source named beside it) added up into
    /// the whole run's report: failures in case order, coverage merged. Throws when they are not
    /// exactly the shards 1…N of one run (same seed, cases, scene and N; none missing, none
    /// twice), or when some counted coverage and others did not.
    public static func merged(_ reports: [(source: String, report: FuzzShardReport)]) throws(FuzzMergeError) -> FuzzShardReport {
        guard let (firstSource, first) = reports.first else { throw .noReports }
        for (source, report) in reports.dropFirst() {
            let mismatches = [
                report.seed != first.seed ? "seed \(report.seed), not \(first.seed)" : nil,
                report.cases != first.cases ? "a run of \(report.cases) cases, not \(first.cases)" : nil,
                report.scene != first.scene ? "scene \(report.scene ?? "all"), not \(first.scene ?? "all")" : nil,
                report.shard.count != first.shard.count ? "\(report.shard.count) shards, not \(first.shard.count)" : nil,
                (report.coverage == nil) != (first.coverage == nil) ? (report.coverage == nil ? "no coverage, where \(firstSource) counted it" : "coverage, where \(firstSource) counted none") : nil,
            ].compactMap { $0 }
            if let mismatch = mismatches.first { throw .notOneRun(source, mismatch, firstSource) }
        }
        var seen: [Int: String] = [:]
        for (source, report) in reports {
            if let other = seen[report.shard.number] { throw .sameShardTwice(report.shard, other, source) }
            seen[report.shard.number] = source
        }
        let missing = (1...first.shard.count).filter { seen[$0] == nil }
        guard missing.isEmpty else { throw .missingShards(missing.map { FuzzShard(number: $0, count: first.shard.count)! }) }
        var merged = first
        merged.shard = .whole
        merged.casesRun = reports.reduce(0) { $0 + $1.report.casesRun }
        merged.failures = reports.flatMap(\.report.failures).sorted { $0.index < $1.index }
        merged.coverage = first.coverage.map { _ in reports.reduce(into: FuzzCoverage()) { $0.merge($1.report.coverage ?? FuzzCoverage()) } }
        return merged
    }
}

/// Why shard reports could not be merged.
public enum FuzzMergeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No report was given.
    case noReports
    /// A report is not JSON of a `FuzzShardReport` (source, reason).
    case unreadable(String, String)
    /// A report is of another run than the first one (source, how it differs, the first's source).
    case notOneRun(String, String, String)
    /// Two reports are the same shard.
    case sameShardTwice(FuzzShard, String, String)
    /// Shards of the run are missing.
    case missingShards([FuzzShard])

    /// What is wrong, and what to do.
    public var description: String {
        switch self {
        case .noReports:
            "give the reports of the run's shards (glide fuzz --shard K/N --report FILE writes one)"
        case .unreadable(let source, let reason):
            "\(source) is not a glide fuzz report: \(reason)"
        case .notOneRun(let source, let difference, let first):
            "\(source) is not a shard of the run of \(first): it has \(difference); merge the shards of one run (the same --seed, --cases, --scene and N in --shard K/N)"
        case .sameShardTwice(let shard, let first, let second):
            "\(first) and \(second) are both shard \(shard): give each shard's report once"
        case .missingShards(let shards):
            "shard\(shards.count == 1 ? "" : "s") \(shards.map(\.description).joined(separator: ", ")) missing: every shard's report is needed (rerun the missing ones with the same --seed and --cases)"
        }
    }
}
