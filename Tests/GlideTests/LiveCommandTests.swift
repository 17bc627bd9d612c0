import Foundation
import Glibc
import GlideInput
import GlideGallery
import Testing

@testable import Glide

/// `glide live` (a `LiveSession`) on a mocked `/dev/input/event5`: `tools/mockdev` replays a
/// trace into a umockdev testbed in real time, and the records must be those of a replay.
@Suite(.serialized, .enabled(if: MockedDevice.unavailableReason == nil, "\(MockedDevice.unavailableReason ?? "")"))
struct LiveCommandTests {
    /// A trace: its files (description first when separate) and the `--desc` arguments a replay needs.
    struct Source: CustomTestStringConvertible, Sendable {
        var files: [String]
        var testDescription: String { URL(fileURLWithPath: files.last ?? "").lastPathComponent }
        /// `glide replay`'s arguments for it.
        var replayArguments: [String] { files.count == 2 ? [files[1], "--desc", files[0]] : files }
    }

    /// Two 2-finger rightward swipes: a slow one on a 16-slot clickpad, as a `.desc` and an
    /// `.events` file, and a quick one on the synthetic pad.
    static let sources: [Source] = [
        Source(files: RecordCommandTests.clickpadSwipe),
        Source(files: [syntheticSwipe]),
    ]

    /// A 2-finger swipe over 60 % of the synthetic pad, 5 s into its clock.
    static let syntheticSwipe: String = {
        (try? SyntheticTouchpad.write(SyntheticTouchpad.swipe(fingers: 2, dx: 600, dy: 0, start: 5_000_000), name: "swipe.evemu")) ?? "/nonexistent"
    }()

    /// Starts `tools/mockdev FILES -- glide live /dev/input/event5 ARGUMENTS`.
    static func startLive(_ files: [String], arguments: [String]) throws -> Run.Running {
        try Run.glideOnMockedDevice(["--lead-in-ms", "1500"] + files, ["live", "/dev/input/event5"] + arguments)
    }

    @Test(arguments: sources)
    func liveGivesTheRecordsOfReplayAndRecordsWhatItRead(_ source: Source) throws {
        let recording = Paths.temporaryDirectory().appendingPathComponent("live.evemu").path
        let live = try Self.startLive(source.files, arguments: ["--json", "--max-transitions", "1", "--timeout", "10", "--record", recording]).finish()
        #expect(live.status == 0, "\(live.stderr)")
        #expect(live.stderr.contains("transition limit reached"), "\(live.stderr)")

        // The records of `glide replay --json` of the same trace, byte for byte.
        let replay = try Run.glide(["replay", "--json"] + source.replayArguments)
        #expect(replay.status == 0, "\(replay.stderr)")
        #expect(replay.stdout.split(separator: "\n").count == 1)
        #expect(live.stdout == replay.stdout)
        // And of a ReplaySession in-process (the library's own comparison).
        let session = try ReplaySession(tracePath: source.files[source.files.count - 1],
                                        descriptionPath: source.files.count == 2 ? source.files[0] : nil)
        #expect(live.stdout == (try session.run()).jsonLines())
        let record = try #require(try JSONSerialization.jsonObject(with: Data(live.stdout.utf8)) as? [String: Any])
        #expect(record["kind"] as? String == "dismiss")
        #expect(record["decision"] as? String == "finish")
        #expect(record["reason"] as? String == "threshold")
        #expect(try #require(record["percent_at_release"] as? Double) > 0.2)

        // The recording: libevemu reads all of it, and replaying it gives the same records.
        var reader = try Trace.open(path: recording)
        let recorded = try reader.readAll()
        #expect(live.stderr.contains("\(recorded.count) events read"))
        let oracle = try #require(try EvemuOracleReading.read(recording))
        #expect(oracle.readStatus > 0)
        #expect(oracle.endStatus == 0)
        #expect(oracle.events.count == recorded.count)
        let replayed = try Run.glide(["replay", "--json", recording])
        #expect(replayed.stdout == live.stdout)
        // The session as a player page, its record listed once the transition ends.
        let page = Paths.temporaryDirectory().appendingPathComponent("live.html").path
        let player = try Run.glide(["replay", recording, "--html", page])
        #expect(player.status == 0, "\(player.stderr)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("class=\"record\""))
        #expect(html.contains("&quot;decision&quot;:&quot;finish&quot;"))
    }

    @Test func anIdleSessionUsesNoCPUAndCtrlCEndsItWithAFinishedRecording() throws {
        let recording = Paths.temporaryDirectory().appendingPathComponent("interrupted.evemu").path
        // The timeout is a backstop, so a missed SIGINT fails the test instead of hanging it.
        let running = try Self.startLive([Self.syntheticSwipe], arguments: ["--json", "--record", recording, "--timeout", "30"])
        var pid: pid_t?
        let deadline = Date().addingTimeInterval(15)
        while pid == nil && Date() < deadline {
            pid = RecordCommandTests.glideProcess(writing: recording)
            Thread.sleep(forTimeInterval: 0.05)
        }
        let glide = try #require(pid, "glide live did not start")
        // The swipe (0.2 s after a 1.5 s lead-in) and its completion are over after 3 s.
        Thread.sleep(forTimeInterval: 3)
        let before = try #require(Self.cpuTicks(of: glide))
        Thread.sleep(forTimeInterval: 2)
        let after = try #require(Self.cpuTicks(of: glide))
        // Clock ticks are 10 ms: an idle session sleeps in poll, so at most one tick goes by.
        #expect(after - before <= 1, "glide live used \((after - before) * 10) ms of CPU in 2 s of idling")
        #expect(kill(glide, SIGINT) == 0)
        let run = running.finish()
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("stopped"), "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").count == 1)
        let oracle = try #require(try EvemuOracleReading.read(recording))
        #expect(oracle.readStatus > 0)
        #expect(oracle.endStatus == 0)
        #expect(oracle.events.count == SyntheticTouchpad.swipe(fingers: 2, dx: 600, dy: 0).count)
    }

    /// utime + stime of `pid` in clock ticks, from `/proc/PID/stat`.
    static func cpuTicks(of pid: pid_t) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return nil }
        // Fields after the command's closing parenthesis start at field 3 (state).
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }
}

/// `glide live` where there is nothing to read.
@Suite(.enabled(if: Paths.hasGlide, "needs the built glide"))
struct LiveCommandFailureTests {
    @Test func noDeviceSaysHowToListAndMockOne() throws {
        guard !FileManager.default.fileExists(atPath: "/dev/input") else { return }
        let run = try Run.glide(["live"])
        #expect(run.status == 66)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("No touchpad or touchscreen"))
        #expect(run.stderr.contains("glide devices"))
        #expect(run.stderr.contains("tools/mockdev"))
    }

    @Test func aMissingDeviceIsNamed() throws {
        let run = try Run.glide(["live", "/dev/input/event99"])
        #expect(run.status == 66)
        #expect(run.stderr.contains("/dev/input/event99"))
        #expect(run.stderr.contains("glide devices"))
    }

    @Test(.enabled(if: DevicesAndHelpCommandTests.canDropPrivileges, "needs root and setpriv to run glide as nobody"))
    func aDeviceWithoutPermissionExits77AndExplainsTheInputGroup() throws {
        let node = try DevicesAndHelpCommandTests.unreadableNode()
        let output = try DevicesAndHelpCommandTests.asNobody(["live", node.path, "--json"])
        #expect(output.status == 77)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.hasPrefix("\(node.path): permission denied. Input devices belong to the `input` group"))
        #expect(output.stderr.contains("sudo usermod -aG input $USER"))
    }

    @Test func theHelpHasExamplesAndTheExitStatuses() throws {
        let output = try Run.glide(["help", "live"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("USAGE: glide live [<options>] [<device>]"))
        for text in ["--scene <name>", "--profile <file>", "--reduce-motion", "--record <file>", "--json", "--max-transitions <n>", "--timeout <seconds>", "Examples:", "glide live --json --max-transitions 1", "77  permission denied"] {
            #expect(output.stdout.contains(text), "missing \(text)")
        }
    }

    @Test func badArgumentsAreUsageErrors() throws {
        #expect(try Run.glide(["live", "--scene", "nope"]).status == 64)
        #expect(try Run.glide(["live", "--timeout", "0"]).status == 64)
        #expect(try Run.glide(["live", "--max-transitions", "0"]).status == 64)
    }
}


/// The choice of a device when none is named.
struct TouchDeviceChoiceTests {
    static func device(_ path: String, _ kind: DeviceKind?, error: EvdevError? = nil) -> DiscoveredDevice {
        let description: DeviceDescription? = kind.map { kind in
            switch kind {
            case .touchpad, .clickpad: SyntheticTouchpad.device
            case .touchscreen:
                DeviceDescription(name: "screen", id: SyntheticTouchpad.device.id, properties: [.direct],
                                  codes: SyntheticTouchpad.device.codes, absInfo: SyntheticTouchpad.device.absInfo)
            case .notTouch:
                DeviceDescription(name: "keyboard", id: SyntheticTouchpad.device.id, properties: [], codes: [.key: [30]], absInfo: [:])
            }
        }
        return DiscoveredDevice(path: path, deviceDescription: description, source: description == nil ? .none : .libevdev, openError: error)
    }

    @Test func aTouchpadComesBeforeAnEarlierTouchscreen() throws {
        let devices = [Self.device("/dev/input/event1", .notTouch), Self.device("/dev/input/event2", .touchscreen),
                       Self.device("/dev/input/event3", .touchpad)]
        #expect(try TouchDeviceChoice.pick(from: devices) == "/dev/input/event3")
        #expect(try TouchDeviceChoice.pick(from: Array(devices.prefix(2))) == "/dev/input/event2")
    }

    @Test func anUnreadableTouchpadExplainsTheInputGroup() throws {
        let devices = [Self.device("/dev/input/event4", nil, error: .permissionDenied(path: "/dev/input/event4"))]
        let error = try #require(throws: GlideError.self) { try TouchDeviceChoice.pick(from: devices) }
        #expect(error.status == .noPermission)
        #expect(error.message.contains("input"))
        #expect(error.message.contains("usermod"))
    }

    @Test func noTouchDeviceNamesGlideDevicesAndMockdev() throws {
        let error = try #require(throws: GlideError.self) {
            try TouchDeviceChoice.pick(from: [Self.device("/dev/input/event0", .notTouch)])
        }
        #expect(error.status == .noInput)
        #expect(error.message.contains("none of the 1 input device is a touchpad or touchscreen"))
        #expect(error.message.contains("glide devices"))
        #expect(error.message.contains("tools/mockdev"))
    }
}

/// Every bundled trace played live: `tools/mockdev` replays it into a mocked node four times
/// faster than recorded (the records follow the timestamps, not the delivery), and `glide live
/// --json` with the trace's options prints exactly its `.expected.jsonl`.
///
/// Left out: the SYN_DROPPED trace. On a real device libevdev answers `SYN_DROPPED` by reading
/// the slots' current state (`EVIOCGMTSLOTS`), but umockdev replies with the recorded
/// description's state (no touch down), so under the mock the resync lifts every finger.
@Suite(.enabled(if: MockedDevice.unavailableReason == nil, "\(MockedDevice.unavailableReason ?? "")"))
struct LiveBundledTracesTests {
    static let traces = BundledTracesTests.traces.filter { !$0.name.contains("syn-dropped") }

    @Test(arguments: traces.map(\.name))
    func playsLiveToItsExpectation(_ name: String) throws {
        let trace = try #require(Self.traces.first { $0.name == name })
        let expected = try String(contentsOfFile: trace.expectedPath, encoding: .utf8)
        var reader = try Trace.open(path: trace.tracePath)
        let duration = Double(try reader.readAll().last?.time ?? 0) / 1e6
        let count = expected.split(separator: "\n").count
        let run = try Run.glideOnMockedDevice(
            ["--lead-in-ms", "1500", "--speed", "4", trace.tracePath],
            ["live", "/dev/input/event5", "--json", "--max-transitions", String(count), "--timeout", String(3.5 + duration / 4)] + trace.arguments
        ).finish()
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == expected)
    }
}
