import Foundation
import GlideTesting
import Testing

/// `glide fuzz --shard K/N --report FILE` and `glide fuzz merge`: the shards of a run add up to the run.
@Suite struct FuzzShardCommandTests {
    @Test func threeShardsMergeIntoTheWholeRunsCoverageAndSummary() throws {
        let directory = Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let common = ["fuzz", "--cases", "40", "--seed", "5", "--coverage", "--out", directory.appendingPathComponent("out").path]
        var reports: [String] = []
        for number in 1...3 {
            let report = directory.appendingPathComponent("shard-\(number).json").path
            let result = try Run.glide(common + ["--shard", "\(number)/3", "--report", report])
            #expect(result.status == 0, "\(result.stderr)")
            // 40 cases in 3 shards: indices 0, 3, …, 39 (14), 1, …, 37 (13), 2, …, 38 (13).
            #expect(result.stdout.hasSuffix("\n\(number == 1 ? 14 : 13) cases, 0 violations\n"))
            reports.append(report)
        }
        let merged = try Run.glide(["fuzz", "merge"] + reports.reversed())
        #expect(merged.status == 0, "\(merged.stderr)")
        let whole = try Run.glide(common)
        #expect(merged.stdout == whole.stdout, "the merged table and summary differ from the whole run's")
        #expect(merged.stdout.hasSuffix("\n40 cases, 0 violations\n"))

        let json = try Run.glide(["fuzz", "merge", "--json"] + reports)
        let report = try FuzzShardReport(jsonText: json.stdout, source: "stdout")
        #expect(report.shard == .whole && report.casesRun == 40 && report.cases == 40 && report.seed == 5)
        let wholeCoverage = try FuzzCoverage(jsonText: try Run.glide(common + ["--json"]).stdout)
        #expect(report.coverage == wholeCoverage)
    }

    @Test func aMissingShardAnotherSeedAndABadShardAreRefused() throws {
        let directory = Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("out").path
        func shard(_ text: String, seed: Int = 1) throws -> String {
            let report = directory.appendingPathComponent("r-\(text.replacingOccurrences(of: "/", with: "-"))-\(seed).json").path
            let result = try Run.glide(["fuzz", "--cases", "6", "--seed", "\(seed)", "--shard", text, "--report", report, "--out", out])
            #expect(result.status == 0, "\(result.stderr)")
            return report
        }
        let first = try shard("1/3"), second = try shard("2/3"), other = try shard("3/3", seed: 2)
        let missing = try Run.glide(["fuzz", "merge", first, second])
        #expect(missing.status == 65)
        #expect(missing.stderr.contains("shard 3/3 missing"))
        let mixed = try Run.glide(["fuzz", "merge", first, second, other])
        #expect(mixed.status == 65)
        #expect(mixed.stderr.contains("is not a shard of the run of \(first): it has seed 2, not 1"))
        let twice = try Run.glide(["fuzz", "merge", first, first])
        #expect(twice.status == 65)
        #expect(twice.stderr.contains("are both shard 1/3"))
        let bad = try Run.glide(["fuzz", "--cases", "6", "--shard", "4/3"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--shard takes K/N with 1 ≤ K ≤ N"))
        let guided = try Run.glide(["fuzz", "--cases", "6", "--guided", "--shard", "1/2", "--out", out])
        #expect(guided.status == 64)
        #expect(guided.stderr.contains("--shard splits a random run"))
        let notJSON = directory.appendingPathComponent("not.json")
        try Data("hello".utf8).write(to: notJSON)
        let unreadable = try Run.glide(["fuzz", "merge", notJSON.path])
        #expect(unreadable.status == 65)
        #expect(unreadable.stderr.contains("is not a glide fuzz report"))
        #expect(try Run.glide(["fuzz", "merge", "/nonexistent.json"]).status == 66)
    }
}
