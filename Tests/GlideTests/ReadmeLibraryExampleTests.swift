import Foundation
import Glide
import GlideGallery
import Testing

/// The README's library example ("As a library"), compiled here and run: the block between the
/// markers is the README's, and it gives the trace's expected records.
@Suite struct ReadmeLibraryExampleTests {
    @Test func theExampleGivesTheRecordsOfGlideReplay() throws {
        let trace = try ReplayFramesTests.trace("aweme-touchpad-2fg-finish")
        let records = try Self.example(trace.tracePath)
        let expected = try String(contentsOfFile: trace.expectedPath, encoding: .utf8)
        #expect(records.map { $0 + "\n" }.joined() == expected)
    }

    static func example(_ trace: String) throws -> [String] {
        // BEGIN README
        let session = try ReplaySession(
            tracePath: trace, options: ReplayOptions(scene: "aweme"), scenes: .gallery)
        var records: [String] = []
        session.onEvent = { event in
            if case .outcome(let outcome) = event { records.append(outcome.jsonLine) }
        }
        try session.run()
        // END README
        return records
    }
}
