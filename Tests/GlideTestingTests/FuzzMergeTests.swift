import Foundation
import Glide
import GlideGallery
import GlideTesting
import Testing

/// `glide fuzz merge` on reports it did not write: each field checked before anything is added,
/// with the field's path; totals that cannot overflow; a report's strings harmless on a terminal.
@Suite struct FuzzMergeTests {
    /// A report of shard `shard` ("K/N") of a run of `cases` cases, with `extra` fields spliced in.
    static func report(_ shard: (Int, Int), cases: Int = 4, casesRun: Int? = nil, failures: String = "[]", extra: String = "") -> String {
        let run = casesRun ?? FuzzShard(number: shard.0, count: shard.1).map { $0.caseCount(of: cases) } ?? 0
        return #"{"seed": 1, "cases": \#(cases), "shard": {"number": \#(shard.0), "count": \#(shard.1)}, "cases_run": \#(run), "failures": \#(failures)\#(extra)}"#
    }

    /// The error reading `text` gives, as printed.
    static func readingError(_ text: String) -> String? {
        do {
            _ = try FuzzShardReport(jsonText: text, source: "r.json")
            return nil
        } catch {
            return error.description
        }
    }

    @Test(arguments: [(0, 0, "shard.count: 0 shards"), (1, 0, "shard.count: 0 shards"), (-1, -1, "shard.count: -1 shards"), (3, 2, "shard.number: shard 3 of 2")])
    func aShardOutsideItsRunIsRefusedWithItsField(number: Int, count: Int, expected: String) {
        let message = Self.readingError(Self.report((number, count), casesRun: 1))
        #expect(message?.hasPrefix("r.json: \(expected)") == true, "\(message ?? "accepted")")
    }

    @Test func countsInconsistentWithTheRunAreRefused() {
        #expect(Self.readingError(Self.report((1, 2), casesRun: Int.max))?.contains("cases_run: 9223372036854775807, but shard 1/2 of a run of 4 cases runs 2") == true)
        #expect(Self.readingError(Self.report((1, 2), casesRun: -1))?.contains("cases_run: -1") == true)
        #expect(Self.readingError(Self.report((1, 1), cases: -3, casesRun: 0))?.contains("cases: -3") == true)
        // Shard 1/2 of 4 cases runs cases 0 and 2: case 1 is shard 2's, so it cannot be in both.
        let failure = #"{"index": 1, "case_seed": 1, "target": "t", "replay_arguments": [], "invariants": ["i"], "violations": [], "shrunk_frames": 1, "shrunk": ""}"#
        #expect(Self.readingError(Self.report((1, 2), failures: "[\(failure)]"))?.contains("failures[0].index: case 1 is not one of shard 1/2's") == true)
        let own = failure.replacingOccurrences(of: #""index": 1"#, with: #""index": 2"#)
        #expect(Self.readingError(Self.report((1, 2), failures: "[\(own), \(own)]"))?.contains("failures[1].index: case 2 is listed twice") == true)
        let negative = #", "coverage": {"cases": 2, "counts": {"transition": {"present": -5}}}"#
        #expect(Self.readingError(Self.report((1, 2), extra: negative))?.contains("coverage.counts: transition.present is -5") == true)
        let wrongCases = #", "coverage": {"cases": 7, "counts": {}}"#
        #expect(Self.readingError(Self.report((1, 2), extra: wrongCases))?.contains("coverage.cases: 7, but the shard ran 2 cases") == true)
        #expect(Self.readingError(Self.report((1, 2)).replacingOccurrences(of: #""seed": 1, "#, with: ""))?.contains("r.json: seed: missing") == true)
    }

    @Test func validJSONWithAnOutOfRangeNumberIsNotCalledInvalidJSON() {
        let huge = Self.readingError(Self.report((1, 2)).replacingOccurrences(of: #""cases": 4"#, with: #""cases": 99999999999999999999"#))
        #expect(huge?.contains("r.json: cases: 99999999999999999999 is not a whole number") == true, "\(huge ?? "accepted")")
        let fraction = Self.readingError(Self.report((1, 2)).replacingOccurrences(of: #""number": 1"#, with: #""number": 1.5"#))
        #expect(fraction?.contains("shard.number: 1.5 is not a whole number") == true, "\(fraction ?? "accepted")")
        #expect(Self.readingError("hello") == "r.json is not a glide fuzz report: it is not valid JSON")
    }

    @Test func coverageCountsThatOverflowWhenAddedAreRefused() throws {
        let coverage = #", "coverage": {"cases": 2, "counts": {"transition": {"present": 9223372036854775807}}}"#
        let shards = try [(1, 2), (2, 2)].map { shard in
            ("r\(shard.0).json", try FuzzShardReport(jsonText: Self.report(shard, extra: coverage), source: "r"))
        }
        #expect(throws: FuzzMergeError.countOverflow("r2.json")) { try FuzzShardReport.merged(shards) }
    }

    @Test func aShardCountNoOneCouldRunIsNamedWithoutListingEveryMissingShard() throws {
        let huge = try FuzzShardReport(jsonText: Self.report((1, Int.max), cases: 1), source: "r")
        #expect(throws: FuzzMergeError.missingShards((2...6).map { FuzzShard(number: $0, count: Int.max)! }, total: Int.max - 1)) {
            try FuzzShardReport.merged([("r.json", huge)])
        }
    }

    @Test func aReportIsReadWithASizeBound() {
        #expect(throws: GlideError(status: .dataError, message: "/dev/zero: more than 16 MiB, larger than any report glide fuzz writes; give the --report file of each shard")) {
            try FuzzMerge(reportPaths: ["/dev/zero"]).run(output: .standardError)
        }
    }

    @Test func aReportsStringsAreQuotedAndCannotControlTheTerminal() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("glide-merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let failure = #"{"index": 0, "case_seed": 1, "target": "t\u001b[2J", "replay_arguments": ["--scene", "; rm -rf ~ #", "$(id)", "it's"], "invariants": ["i\r"], "violations": ["a\u0000b\u202Ec"], "shrunk_frames": 1, "shrunk": ""}"#
        let path = directory.appendingPathComponent("r.json").path
        try Data(Self.report((1, 1), cases: 1, failures: "[\(failure)]").utf8).write(to: URL(fileURLWithPath: path))
        let printed = directory.appendingPathComponent("out.txt").path
        let descriptor = open(printed, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        _ = try FuzzMerge(reportPaths: [path]).run(output: TextOutput(fileDescriptor: descriptor))
        close(descriptor)
        let text = try String(contentsOfFile: printed, encoding: .utf8)
        #expect(text.contains(#"reproduce: glide replay case-0.evemu --scene '; rm -rf ~ #' '$(id)' 'it'\''s' --json"#), "\(text)")
        #expect(text.contains(#"case 0 (t\u{1B}[2J): i\u{D}"#) && text.contains(#"a\u{0}b\u{202E}c"#), "\(text)")
        #expect(!text.unicodeScalars.contains { [0x1B, 0x0D, 0x00, 0x202E].contains($0.value) })
    }
}

/// What the invariants could not apply to travels in each shard's report and is added up by the merge.
@Suite struct FuzzMergeUncheckedTests {
    static func unchecked(_ count: Int) -> String {
        #", "unchecked": [{"what": {"world": "card", "invariant": "decision-follows-policy", "why": "a release decided by the app's own code"}, "count": \#(count)}]"#
    }

    @Test func uncheckedCountsAreAddedUpAndPrinted() throws {
        let reports = try [(1, 5), (2, 7)].map { shard, count in
            (source: "r\(shard).json", report: try FuzzShardReport(jsonText: FuzzMergeTests.report((shard, 2), extra: Self.unchecked(count)), source: "r\(shard).json"))
        }
        let merged = try FuzzShardReport.merged(reports)
        #expect(merged.unchecked?.map(\.count) == [12])
        #expect(merged.unchecked?.first?.what.line(count: 12) == "card: decision-follows-policy did not apply to 12 × a release decided by the app's own code")
    }

    @Test func aNegativeUncheckedCountIsRefusedAndAnOverflowingSumToo() throws {
        #expect(FuzzMergeTests.readingError(FuzzMergeTests.report((1, 1), extra: Self.unchecked(-1)))?.contains("unchecked[0].count: -1") == true)
        let reports = try [1, 2].map { shard in
            (source: "r\(shard).json", report: try FuzzShardReport(jsonText: FuzzMergeTests.report((shard, 2), extra: Self.unchecked(Int.max)), source: "r\(shard).json"))
        }
        #expect(throws: FuzzMergeError.self) { try FuzzShardReport.merged(reports) }
    }

    @Test func aReportOfARunThatCheckedEverythingHasNoUncheckedField() {
        let report = FuzzShardReport(Fuzzer(targets: FuzzTarget.allScenes()).run(cases: 3, seed: 1, threads: 1), scene: nil)
        #expect(!report.jsonText.contains("unchecked"))
    }
}
