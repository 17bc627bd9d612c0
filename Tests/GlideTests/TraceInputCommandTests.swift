import Foundation
@testable import Glide
import GlideInput
import GlideGallery
import Testing

/// `describe` and `replay` read a trace from standard input (`-`), `/dev/stdin`, a process
/// substitution or a FIFO, reading it once.
@Suite(.enabled(if: Paths.hasGlide, "glide is not built next to the test bundle"))
struct TraceInputCommandTests {
    /// A bundled trace and the records `glide replay --json` prints for it (its `.args` is `--scene aweme`).
    static let trace = Paths.packageRoot.appendingPathComponent("Traces/aweme-touchpad-2fg-finish.evemu").path
    static let expectedRecords = Paths.packageRoot.appendingPathComponent("Traces/aweme-touchpad-2fg-finish.expected.jsonl").path

    /// The JSON object `glide describe --json` printed, with its `path` left out.
    static func describedWithoutPath(_ output: ProcessOutput) throws -> NSDictionary {
        #expect(output.status == 0, "\(output.stderr)")
        let object = try #require(try output.json() as? [String: Any])
        return object.filter { $0.key != "path" } as NSDictionary
    }

    @Test func describeReadsStandardInputInBothFormats() throws {
        let yaml = Paths.temporaryDirectory().appendingPathComponent("tap.yml").path
        try DescribeCommandTests.libinputRecord.write(toFile: yaml, atomically: true, encoding: .utf8)
        for (path, format) in [(Self.trace, "evemu"), (yaml, "libinput-record")] {
            let piped = try Run.glide(["describe", "-", "--json"], input: Data(contentsOf: URL(fileURLWithPath: path)))
            let object = try #require(try piped.json() as? [String: Any])
            #expect(object["path"] as? String == "-")
            #expect(object["format"] as? String == format)
            #expect(try Self.describedWithoutPath(piped) == Self.describedWithoutPath(Run.glide(["describe", path, "--json"])))
        }
    }

    @Test func replayReadsStandardInputAloneOrAfterItsDescription() throws {
        let expected = try String(contentsOfFile: Self.expectedRecords, encoding: .utf8)
        let whole = try Run.glide(["replay", "-", "--scene", "aweme", "--json"], input: Data(contentsOf: URL(fileURLWithPath: Self.trace)))
        #expect(whole.status == 0, "\(whole.stderr)")
        #expect(whole.stdout == expected)

        var reader = try EvemuReader(path: Self.trace)
        let events = try reader.readAll()
        let description = Paths.temporaryDirectory().appendingPathComponent("pad.desc").path
        try EvemuWriter.text(device: reader.device, events: []).write(toFile: description, atomically: true, encoding: .utf8)
        let eventsOnly = EvemuWriter.text(device: reader.device, events: events, options: EvemuWriterOptions(includesDescription: false))
        let split = try Run.glide(["replay", "-", "--desc", description, "--scene", "aweme", "--json"], input: Data(eventsOnly.utf8))
        #expect(split.status == 0, "\(split.stderr)")
        #expect(split.stdout == expected)
    }

    @Test func standardInputTwiceIsABadCommandLine() throws {
        for arguments in [["describe", "-", "--desc", "-"], ["replay", "-", Self.trace, "-"]] {
            let output = try Run.glide(arguments)
            #expect(output.status == 64)
            #expect(output.stderr.contains("standard input (-) can be read only once"), "\(output.stderr)")
        }
    }

    /// `/dev/stdin` on a pipe, a process substitution and a FIFO whose writer finishes: each is
    /// opened once, so the whole trace is read (a second open would find the start gone, or hang).
    @Test(.enabled(if: Paths.onPath("bash") && Paths.onPath("timeout"), "needs bash and timeout"))
    func pathsThatAreNotFilesAreReadOnce() throws {
        let fifo = Paths.temporaryDirectory().appendingPathComponent("trace.fifo").path
        let glide = "timeout 60 '\(Paths.glide)' describe"
        let commands = [
            "cat '\(Self.trace)' | \(glide) /dev/stdin --json",
            "\(glide) <(cat '\(Self.trace)') --json",
            "mkfifo '\(fifo)' && { cat '\(Self.trace)' > '\(fifo)' & } && \(glide) '\(fifo)' --json",
        ]
        let expected = try Self.describedWithoutPath(Run.glide(["describe", Self.trace, "--json"]))
        for command in commands {
            let output = try Run.program("/usr/bin/env", ["bash", "-c", command])
            #expect(try Self.describedWithoutPath(output) == expected, "\(command)")
        }
    }

    @Test func describeAndReplayWarnAboutNegativeResolutionsAndUntrackedSlots() throws {
        var device = SyntheticTouchpad.device
        device.absInfo[AbsCode.mtSlot]?.maximum = 999
        device.absInfo[AbsCode.mtPositionX]?.resolution = -40
        let path = Paths.temporaryDirectory().appendingPathComponent("odd.evemu").path
        try EvemuWriter.text(device: device, events: SyntheticTouchpad.swipe(fingers: 2, dx: 400, dy: 0))
            .write(toFile: path, atomically: true, encoding: .utf8)
        let negative = "ABS_MT_POSITION_X reports resolution -40, which is negative"
        let slots = "the device has 1000 slots, more than the 256 Glide tracks (FrameAssembler.maxTrackedSlots"

        let summary = try TraceSummary.describe(path: path)
        #expect(summary.device.slots == 1000)
        #expect(summary.warnings.contains { $0.hasPrefix("\(path): warning: \(negative)") }, "\(summary.warnings)")
        #expect(summary.warnings.contains { $0.hasPrefix("\(path): warning: \(slots)") }, "\(summary.warnings)")
        let replayed = try ReplaySession(tracePath: path).run()
        #expect(replayed.warnings.contains { $0.hasPrefix("\(path): warning: \(negative)") }, "\(replayed.warnings)")
        #expect(replayed.warnings.contains { $0.hasPrefix("\(path): warning: \(slots)") }, "\(replayed.warnings)")

        let described = try Run.glide(["describe", path])
        #expect(described.stderr.contains(negative) && described.stderr.contains(slots), "\(described.stderr)")
        let replay = try Run.glide(["replay", path, "--json"])
        #expect(replay.stderr.contains(negative) && replay.stderr.contains(slots), "\(replay.stderr)")
    }
}
