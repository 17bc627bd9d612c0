import Foundation
import Testing

/// `glide-fuzz-gestures` built plainly: it replays libFuzzer inputs (files or directories) once
/// each, as a crash's saved input is reproduced.
@Suite struct GestureFuzzTargetTests {
    static let tool = Bundle.main.bundleURL.appendingPathComponent("glide-fuzz-gestures").path

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
        let output = try Run.program(Self.tool, [corpus.path, single.path])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout == "4 inputs, no invariant broken\n")
    }

    @Test func aMissingInputIs66AndNoInputIsAUsageError() throws {
        let missing = try Run.program(Self.tool, ["/nonexistent/input"])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("cannot read /nonexistent/input"))
        let none = try Run.program(Self.tool, [])
        #expect(none.status == 64)
        #expect(none.stdout.contains("usage: glide-fuzz-gestures INPUT..."))
    }
}
