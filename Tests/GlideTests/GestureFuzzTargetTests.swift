import Foundation
import Testing

/// `glide-fuzz` built plainly: it replays libFuzzer inputs of the target named first (files or
/// directories) once each, as a crash's saved input is reproduced.
@Suite struct GestureFuzzTargetTests {
    static let tool = Bundle.main.bundleURL.appendingPathComponent("glide-fuzz").path

    @Test func itReplaysEveryInputOfADirectoryAndAFile() throws {
        let directory = Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let corpus = directory.appendingPathComponent("corpus")
        try FileManager.default.createDirectory(at: corpus, withIntermediateDirectories: true)
        for (name, bytes) in [("a", [UInt8(0)]), ("b", [3, 1, 2, 3]), ("c", Array(repeating: 200, count: 80))] {
            try Data(bytes).write(to: corpus.appendingPathComponent(name))
        }
        let single = directory.appendingPathComponent("single")
        try Data([20, 9, 9]).write(to: single)
        let output = try Run.program(Self.tool, ["gestures", corpus.path, single.path])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout == "4 inputs, no failure\n")
    }

    @Test func theReportsTargetReadsAndMergesTheSeedReports() throws {
        let seeds = Paths.packageRoot.appendingPathComponent("tools/fuzz/seed-reports").path
        let output = try Run.program(Self.tool, ["reports", seeds])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout == "3 inputs, no failure\n")
    }

    @Test func aMissingInputIs66AndNoInputIsAUsageError() throws {
        let missing = try Run.program(Self.tool, ["gestures", "/nonexistent/input"])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("cannot read /nonexistent/input"))
        let none = try Run.program(Self.tool, [])
        #expect(none.status == 64)
        #expect(none.stdout.contains("usage: glide-fuzz gestures|reports INPUT..."))
        let unknown = try Run.program(Self.tool, ["readers", "/nonexistent/input"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("no target 'readers'; give gestures|reports"))
    }
}
