import Foundation
import Glibc
import GlideInput
import Testing

/// A recording that cannot be written stops at the first failed write (74) and says what it kept.
@Suite(.enabled(if: MockedDevice.unavailableReason == nil, "\(MockedDevice.unavailableReason ?? "")"))
struct RecordWriteFailureTests {
    /// Runs `glide record` on a mocked node replaying `trace` inside `bash -c SETUP; exec glide …`.
    static func record(_ trace: [String], setup: String, output: String, duration: String = "3") throws -> ProcessOutput {
        let mockdev = Paths.packageRoot.appendingPathComponent("tools/mockdev").path
        let command = "\(setup); exec \"$0\" record /dev/input/event5 -o \"$1\" --duration \(duration)"
        return try Run.program("/usr/bin/env", ["python3", mockdev, "--lead-in-ms", "500"] + trace
            + ["--", "/bin/bash", "-c", command, Paths.glide, output])
    }

    @Test func aDeviceThatTakesNoBytesStopsAtOnceKeepingNothing() throws {
        let started = Date()
        let run = try Self.record(RecordCommandTests.clickpadSwipe, setup: "true", output: "/dev/full")
        #expect(run.status == 74, "\(run.stderr)")
        #expect(run.stderr.contains("/dev/full"))
        #expect(run.stderr.contains("No space left on device"))
        #expect(run.stderr.contains("nothing was kept"))
        #expect(Date().timeIntervalSince(started) < 2.5, "not after the 3 s duration")
    }

    @Test func aFileThatFillsUpKeepsTheWholeFramesWrittenBefore() throws {
        let output = Paths.temporaryDirectory().appendingPathComponent("full.evemu").path
        // Files of this shell may not grow past 16 KiB; an ignored SIGXFSZ makes the write fail with EFBIG.
        let run = try Self.record(RecordCommandTests.clickpadSwipe, setup: "trap '' XFSZ; ulimit -f 16", output: output)
        #expect(run.status == 74, "\(run.stderr)")
        #expect(run.stderr.contains("File too large"))
        var reader = try Trace.open(path: output)
        let kept = try reader.readAll()
        #expect(!kept.isEmpty)
        #expect(kept.last?.isSynReport == true, "whole frames only")
        #expect(run.stderr.contains("\(output) keeps the first \(kept.count), whole frames only."), "\(run.stderr)")
        let source = try RecordCommandTests.sourceEvents(RecordCommandTests.clickpadSwipe)
        #expect(kept.count < source.count)
        #expect(kept.map(\.code) == source.prefix(kept.count).map(\.code))
        var status = stat()
        #expect(stat(output, &status) == 0 && status.st_size <= 16 * 1024)
    }
}
