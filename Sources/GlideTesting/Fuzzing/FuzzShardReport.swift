import Foundation
import Glide

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

    /// What an invariant could not apply to in the report's cases, and how many times.
    public struct Unchecked: Codable, Hashable, Sendable {
        /// The world, the invariant and why.
        public var what: UncheckedInvariant
        /// How many times.
        public var count: Int
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
    /// What the invariants could not apply to, sorted; nil (left out of the JSON) when they applied to everything.
    public var unchecked: [Unchecked]?

    enum CodingKeys: String, CodingKey {
        case seed, cases, scene, shard, failures, coverage, unchecked
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
        let counted = report.unchecked.sorted { $0.key < $1.key }.map { Unchecked(what: $0.key, count: $0.value) }
        unchecked = counted.isEmpty ? nil : counted
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

    /// The largest report `glide fuzz merge` reads: 16 MiB holds over 10,000 failures.
    public static let maximumBytes = 16 << 20

    /// A report read back from `jsonText` and checked (see `problem`); throws
    /// `FuzzMergeError.unreadable` or `.invalid` naming the field that is wrong.
    public init(jsonText: String, source: String) throws(FuzzMergeError) {
        let data = Data(jsonText.utf8)
        do {
            self = try JSONDecoder().decode(FuzzShardReport.self, from: data)
        } catch let error as DecodingError {
            throw Self.readingError(error, data: data, source: source)
        } catch {
            throw .unreadable(source, "\(error)")
        }
        if let problem { throw .invalid(source, problem) }
    }

    /// What is wrong with a report that decoded, as "FIELD: what", or nil: the cases it ran must
    /// be its shard's share of the run, and each failure one of its shard's cases, listed once.
    var problem: String? {
        guard cases >= 0 else { return "cases: \(cases); a run has 0 cases or more" }
        let share = shard.caseCount(of: cases)
        guard casesRun == share else {
            return "cases_run: \(casesRun), but shard \(shard) of a run of \(cases) cases runs \(share)"
        }
        guard failures.count <= casesRun else { return "failures: \(failures.count) failures in \(casesRun) cases" }
        var seen: Set<Int> = []
        for (position, failure) in failures.enumerated() {
            let field = "failures[\(position)]"
            guard (0..<cases).contains(failure.index), failure.index % shard.count == shard.number - 1 else {
                return "\(field).index: case \(failure.index) is not one of shard \(shard)'s (the cases below \(cases) that leave \(shard.number - 1) divided by \(shard.count))"
            }
            guard seen.insert(failure.index).inserted else { return "\(field).index: case \(failure.index) is listed twice" }
            guard failure.shrunkFrames >= 0 else { return "\(field).shrunk_frames: \(failure.shrunkFrames); a count is never negative" }
        }
        if let coverage, coverage.cases != casesRun {
            return "coverage.cases: \(coverage.cases), but the shard ran \(casesRun) cases"
        }
        for (position, entry) in (unchecked ?? []).enumerated() where entry.count < 0 {
            return "unchecked[\(position)].count: \(entry.count); a count is never negative"
        }
        return nil
    }

    /// The error for a report that does not decode, naming the field: valid JSON whose number does
    /// not fit its field (Foundation says "not valid JSON" then) is told apart from text that is not JSON.
    static func readingError(_ error: DecodingError, data: Data, source: String) -> FuzzMergeError {
        func path(_ keys: [any CodingKey]) -> String {
            keys.reduce("") { path, key in
                if let index = key.intValue { return path + "[\(index)]" }
                return path.isEmpty ? key.stringValue : path + "." + key.stringValue
            }
        }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            guard let json = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
                return .unreadable(source, "it is not valid JSON")
            }
            if let field = unrepresentableNumber(in: json, path: "") {
                return .invalid(source, "\(field.path): \(field.number) is not a whole number Glide counts with (0 through 2^63 − 1, the seed through 2^64 − 1)")
            }
            return .invalid(source, context.debugDescription)
        case .dataCorrupted(let context):
            return .invalid(source, "\(path(context.codingPath)): \(context.debugDescription)")
        case .keyNotFound(let key, let context):
            return .invalid(source, "\(path(context.codingPath + [key])): missing")
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return .invalid(source, "\(path(context.codingPath)): \(context.debugDescription)")
        @unknown default:
            return .invalid(source, "\(error)")
        }
    }

    /// The first number in `json` (parsed by `JSONSerialization`) that is not an integer within
    /// `UInt64` or `Int64`, with its path.
    static func unrepresentableNumber(in json: Any, path: String) -> (path: String, number: String)? {
        switch json {
        case let object as [String: Any]:
            for key in object.keys.sorted() {
                if let found = unrepresentableNumber(in: object[key]!, path: path.isEmpty ? key : path + "." + key) { return found }
            }
        case let array as [Any]:
            for (index, element) in array.enumerated() {
                if let found = unrepresentableNumber(in: element, path: path + "[\(index)]") { return found }
            }
        case let number as NSNumber:
            let text = number.stringValue
            if Int64(text) == nil, UInt64(text) == nil { return (path.isEmpty ? "the report" : path, text) }
        default:
            break
        }
        return nil
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
        // The shards given are distinct and within 1…N, so the first missing ones are found within N + 5 numbers.
        let missingCount = first.shard.count - seen.count
        guard missingCount == 0 else {
            let named = (1...first.shard.count).lazy.filter { seen[$0] == nil }.prefix(5).map { FuzzShard(number: $0, count: first.shard.count)! }
            throw .missingShards(Array(named), total: missingCount)
        }
        var merged = first
        merged.shard = .whole
        // Each report ran its shard's share of the run (`problem`), so the sum is the run's cases.
        merged.casesRun = reports.reduce(0) { $0 + $1.report.casesRun }
        merged.failures = reports.flatMap(\.report.failures).sorted { $0.index < $1.index }
        if first.coverage != nil {
            var coverage = FuzzCoverage()
            for (source, report) in reports {
                guard let sum = coverage.checkedMerging(report.coverage ?? FuzzCoverage()) else { throw .countOverflow(source) }
                coverage = sum
            }
            merged.coverage = coverage
        }
        var unchecked: [UncheckedInvariant: Int] = [:]
        for (source, report) in reports {
            for entry in report.unchecked ?? [] {
                let (sum, overflow) = unchecked[entry.what, default: 0].addingReportingOverflow(entry.count)
                if overflow { throw .countOverflow(source) }
                unchecked[entry.what] = sum
            }
        }
        let counted = unchecked.sorted { $0.key < $1.key }.map { Unchecked(what: $0.key, count: $0.value) }
        merged.unchecked = counted.isEmpty ? nil : counted
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
    /// Shards of the run are missing: the first few, and how many in all.
    case missingShards([FuzzShard], total: Int)
    /// A report decodes but a field is wrong (source, "FIELD: what").
    case invalid(String, String)
    /// A coverage count, added up to this report's (source), passes `Int.max`.
    case countOverflow(String)

    /// What is wrong, and what to do.
    public var description: String {
        switch self {
        case .noReports:
            "give the reports of the run's shards (glide fuzz --shard K/N --report FILE writes one)"
        case .unreadable(let source, let reason):
            "\(TerminalText.printable(source)) is not a glide fuzz report: \(TerminalText.printable(reason))"
        case .invalid(let source, let problem):
            "\(TerminalText.printable(source)): \(TerminalText.printable(problem)); merge the reports glide fuzz --shard K/N --report FILE wrote, unedited"
        case .countOverflow(let source):
            "\(TerminalText.printable(source)): a coverage count added up with the reports before it passes 2^63 − 1; these are not the reports of one real run"
        case .notOneRun(let source, let difference, let first):
            "\(TerminalText.printable(source)) is not a shard of the run of \(TerminalText.printable(first)): it has \(TerminalText.printable(difference)); merge the shards of one run (the same --seed, --cases, --scene and N in --shard K/N)"
        case .sameShardTwice(let shard, let first, let second):
            "\(TerminalText.printable(first)) and \(TerminalText.printable(second)) are both shard \(shard): give each shard's report once"
        case .missingShards(let shards, let total):
            "shard\(total == 1 ? "" : "s") \(shards.map(\.description).joined(separator: ", "))\(total > shards.count ? " and \(total - shards.count) more" : "") missing: every shard's report is needed (rerun the missing ones with the same --seed and --cases)"
        }
    }
}
