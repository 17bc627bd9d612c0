import Foundation
@testable import GlideInput
import Testing

/// `EvdevDevice` on a mocked `/dev/input/event5`: `tools/mockdev` turns a recording into a
/// umockdev testbed, and `glide-evdev-dump` reads it inside `umockdev-run`. The recordings are
/// the project's own: bundled traces of `Traces/` and a tap written by the test.
@Suite(.enabled(if: MockedReplay.isAvailable, "\(MockedReplay.unavailableReason ?? "")"))
struct EvdevDeviceMockedTests {
    /// The bundled 2-finger touchpad swipe: fingers at x = 300 and 540 (tracking ids 1 and 2)
    /// move 34 mm right at 12 units/mm over 0.3 s, on a 100 × 70 mm pad with 5 slots.
    static let swipe = TraceFixtures.bundledTrace("aweme-touchpad-2fg-finish.evemu")
    /// The swipe as a description file and an events file, as upstream recordings come.
    static let splitSwipe = (try? TraceFixtures.split(swipe)) ?? (description: "/nonexistent", events: "/nonexistent")

    /// Two fingers (tracking ids 20 and 21) down for 10 frames 10 ms apart, creeping right, then
    /// lifted: 63 events, few enough to sit whole in the mocked node's 4096-byte pty.
    static let tapEvents: [InputEvent] = {
        var transcript = SyntheticDevices.Transcript()
        for frame in Int32(0)..<10 {
            for finger in Int32(0)..<2 {
                transcript.abs(AbsCode.mtSlot, finger)
                if frame == 0 { transcript.abs(AbsCode.mtTrackingID, 20 + finger) }
                transcript.abs(AbsCode.mtPositionX, 300 + 200 * finger + frame)
                if frame == 0 { transcript.abs(AbsCode.mtPositionY, 250) }
            }
            if frame == 0 {
                transcript.key(KeyCode.btnTouch, 1)
                transcript.key(KeyCode.btnToolDoubleTap, 1)
            }
            transcript.report()
        }
        for finger in Int32(0)..<2 {
            transcript.abs(AbsCode.mtSlot, finger)
            transcript.abs(AbsCode.mtTrackingID, -1)
        }
        transcript.key(KeyCode.btnTouch, 0)
        transcript.key(KeyCode.btnToolDoubleTap, 0)
        transcript.report()
        return transcript.events
    }()
    /// The tap on a synthetic 5-slot touchpad, as an evemu file.
    static let tap = TraceFixtures.write(EvemuWriter.text(device: SyntheticDevices.multitouch(slots: 5), events: tapEvents), name: "tap.evemu")

    /// Fields 14 and 15 of `/proc/<pid>/stat`: user + system CPU time in clock ticks.
    static func cpuTicks(of pid: Int32) -> Int? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    /// A recording to replay: its files, and how fast to replay it (at most ~1000 events/s,
    /// so a reader slowed by a busy machine does not let the 4096-byte pty overflow).
    struct Replayed: CustomTestStringConvertible, Sendable {
        var events: String
        var description: String?
        var speed: String
        var blocking: Bool
        var testDescription: String {
            URL(fileURLWithPath: events).lastPathComponent + (blocking ? " (next())" : " (events)")
        }
    }

    static let replays = [
        Replayed(events: splitSwipe.events, description: splitSwipe.description, speed: "1", blocking: false),
        Replayed(events: splitSwipe.events, description: splitSwipe.description, speed: "1", blocking: true),
        Replayed(events: TraceFixtures.bundledTrace("aweme-touchscreen-1fg-drag-then-tap.evemu"), description: nil, speed: "2", blocking: false),
    ]

    /// Frames assembled from `events`, with times made relative to the first event.
    static func frames(_ events: [InputEvent], device: DeviceDescription) -> [TouchFrame] {
        var assembler = FrameAssembler(device: device)
        let start = events.first?.time ?? 0
        return events.compactMap { event in
            var event = event
            event.time -= start
            return assembler.feed(event)
        }
    }

    @Test(arguments: replays)
    func replayThroughTheMockedNodeMatchesTheFile(_ replayed: Replayed) throws {
        var reader = try EvemuReader(path: replayed.events, descriptionPath: replayed.description)
        let fileEvents = try reader.readAll()
        let replay = try MockedReplay(
            mockdev: ["--lead-in-ms", "300", "--speed", replayed.speed, "--base", "100"]
                + [replayed.description, replayed.events].compactMap { $0 },
            dump: ["--max-events", String(fileEvents.count), "--timeout", "10"] + (replayed.blocking ? ["--blocking"] : []))
        #expect(replay.finish(seconds: 20) == 0)
        #expect(replay.lines.last == .end("max-events"))
        #expect(replay.unparsedLines.isEmpty)

        // libevdev's view of the mocked node is the file's description, absinfo and resolution included.
        let (liveDevice, _) = try #require(replay.description)
        #expect(liveDevice == reader.device)

        // Every event arrives, in order, with its recorded time to the microsecond (umockdev
        // writes the recorded input_event; only the replay's pacing has millisecond granularity).
        let liveEvents = replay.events
        let liveStart = try #require(liveEvents.first).time
        #expect(liveStart == 100_000_000)
        #expect(liveEvents.map { InputEvent(time: $0.time - liveStart, type: $0.type, code: $0.code, value: $0.value) } == fileEvents)

        // So the frames are the same: positions, tracking ids, finger counts, buttons and times.
        let liveFrames = Self.frames(liveEvents, device: liveDevice)
        let fileFrames = Self.frames(fileEvents, device: reader.device)
        #expect(liveFrames == fileFrames)
        #expect(liveFrames.count == fileEvents.count { $0.isSynReport })
        #expect(liveFrames.contains { !$0.touches.isEmpty })
    }

    @Test func theSwipeArrivesAsTwoFingersMovingAcross() throws {
        var reader = try EvemuReader(path: Self.swipe)
        let fileEvents = try reader.readAll()
        let replay = try MockedReplay(
            mockdev: ["--lead-in-ms", "300", "--base", "100", Self.swipe],
            dump: ["--max-events", String(fileEvents.count), "--timeout", "10"])
        #expect(replay.finish(seconds: 20) == 0)
        let (device, _) = try #require(replay.description)
        #expect(device.name == "Glide synthetic touchpad")
        #expect(device.kind == .touchpad)
        #expect(device.slotCount == 5)
        let frames = Self.frames(replay.events, device: device)
        let twoFingers = frames.filter { $0.touches.count == 2 }
        // 0.3 s at 120 Hz, and the frame the fingers land in.
        #expect(twoFingers.count == 37)
        #expect(Set(twoFingers.flatMap { $0.touches.map(\.trackingID) }) == [1, 2])
        #expect(twoFingers.first?.touches.map(\.x) == [300, 540])
        // 34 mm at 12 units/mm, within the recipe's 0.1 mm of jitter.
        let xs = twoFingers.map { $0.touches[0].x }
        #expect(abs((xs.max() ?? 0) - (xs.min() ?? 0) - 408) <= 2)
        #expect(frames.last?.touches.isEmpty == true)
        #expect(frames.last?.fingerCount == 0)
    }

    @Test func discoveryFindsTheMockedNodeThroughLibevdev() throws {
        let replay = try MockedReplay(mockdev: ["--lead-in-ms", "100", "--base", "100", Self.swipe], dump: ["--list"])
        #expect(replay.finish(seconds: 10) == 0)
        // `--list` prints {"device":…} lines, which MockedReplay leaves unparsed.
        let devices = replay.unparsedLines.compactMap { line in
            ((try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any])?["device"] as? [String: Any]
        }
        #expect(devices.count == 1)
        let device = try #require(devices.first)
        #expect(device["path"] as? String == "/dev/input/event5")
        #expect(device["source"] as? String == "libevdev")
        #expect(device["openable"] as? Bool == true)
        #expect(device["kind"] as? String == "touchpad")
        #expect((device["description"] as? [String: Any])?["name"] as? String == "Glide synthetic touchpad")
    }

    @Test func mockdevSysfsDescribesTheDeviceAsTheFileDoes() throws {
        // tools/mockdev's sysfs attributes, laid out as a sysfs tree, read by discovery's sysfs fallback.
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("glide-mockdev-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let tool = Process()
        tool.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        tool.arguments = ["python3", TraceFixtures.packageRoot.appendingPathComponent("tools/mockdev").path,
                          "--node", "3", "-o", output.path, Self.splitSwipe.description, Self.splitSwipe.events]
        tool.standardOutput = FileHandle.nullDevice
        try tool.run()
        tool.waitUntilExit()
        #expect(tool.terminationStatus == 0)

        let record = try String(contentsOf: output.appendingPathComponent("device.umockdev"), encoding: .utf8)
        let parent = try #require(record.components(separatedBy: "\n\n").first { $0.hasPrefix("P: /devices/virtual/input/input3\n") })
        let sysfs = output.appendingPathComponent("sys/class/input/event3/device")
        for line in parent.split(separator: "\n") where line.hasPrefix("A: ") {
            let (name, value) = try #require(line.dropFirst(3).split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).twoParts)
            let file = sysfs.appendingPathComponent(String(name))
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data((value + "\n").utf8).write(to: file)
        }
        let devInput = output.appendingPathComponent("dev/input")
        try FileManager.default.createDirectory(at: devInput, withIntermediateDirectories: true)
        try Data().write(to: devInput.appendingPathComponent("event3"))

        let found = DeviceDiscovery.devices(devInput: devInput.path, sysClassInput: output.appendingPathComponent("sys/class/input").path)
        let device = try #require(found.first)
        #expect(device.source == .sysfs)
        var expected = try EvemuReader(path: Self.splitSwipe.events, descriptionPath: Self.splitSwipe.description).device
        expected.absInfo = [:]
        #expect(device.deviceDescription == expected)
        #expect(device.kind == .touchpad)
    }

    @Test func interruptEndsTheEventsAndIdleMeansBlockedInPoll() throws {
        let replay = try MockedReplay(
            mockdev: ["--lead-in-ms", "200", "--base", "100", Self.tap],
            dump: ["--timeout", "30", "--grab"])
        #expect(replay.wait(seconds: 10) { lines in lines.count { if case .event = $0 { true } else { false } } == Self.tapEvents.count })
        let (description, pid) = try #require(replay.description)
        #expect(description.name == "synthetic 5-slot")

        // The replay is over: the reader thread sits in poll and uses no CPU.
        let before = try #require(Self.cpuTicks(of: pid))
        Thread.sleep(forTimeInterval: 0.5)
        let after = try #require(Self.cpuTicks(of: pid))
        #expect(after - before <= 2, "an idle EvdevDevice used \(after - before) ticks in 0.5 s")

        #expect(kill(pid, SIGINT) == 0)
        #expect(replay.finish(seconds: 10) == 0)
        #expect(replay.lines.last == .end("stopped"))
        #expect(replay.unparsedLines.isEmpty)
    }

    @Test func cancellingTheTaskOrStoppingEndsTheEvents() throws {
        // The dump cancels the task iterating `events` after the timeout (or calls stop() with --blocking).
        let cancelled = try MockedReplay(mockdev: ["--lead-in-ms", "100", "--base", "100", Self.tap], dump: ["--timeout", "0.8"])
        let stopped = try MockedReplay(mockdev: ["--lead-in-ms", "100", "--base", "100", Self.tap], dump: ["--timeout", "0.8", "--blocking"])
        #expect(cancelled.finish(seconds: 10) == 0)
        #expect(stopped.finish(seconds: 10) == 0)
        #expect(cancelled.events.count == Self.tapEvents.count)
        #expect(stopped.events.count == Self.tapEvents.count)
        #expect(cancelled.lines.last == .end("cancelled"))
        #expect(stopped.lines.last == .end("stopped"))
    }

    @Test func synDroppedIsPassedOnWithLibevdevResyncDeltas() throws {
        // The swipe with a SYN_DROPPED injected after its 20th frame, while two fingers move.
        var reader = try EvemuReader(path: Self.swipe)
        var events = try reader.readAll()
        let twentieth = try #require(events.indices.filter { events[$0].isSynReport }.dropFirst(19).first)
        events.insert(InputEvent(time: events[twentieth].time, type: .syn, code: SynCode.dropped, value: 0), at: twentieth + 1)
        let dropped = TraceFixtures.write(EvemuWriter.text(device: reader.device, events: events), name: "dropped.evemu")

        let replay = try MockedReplay(
            mockdev: ["--lead-in-ms", "200", "--base", "100", dropped],
            dump: ["--timeout", "2"])
        #expect(replay.finish(seconds: 15) == 0)
        let (description, _) = try #require(replay.description)
        let received = replay.events

        let drop = try #require(received.firstIndex { $0.isSynDropped })
        let reports = received.indices.filter { $0 > drop && received[$0].isSynReport }
        try #require(reports.count >= 2)
        // libevdev re-reads the device state (no touches, as the ioctl record says): it first
        // ends both contacts in a frame of their own, then sends the other changed state.
        let ended = received[(drop + 1)...reports[0]]
        #expect(ended.filter { $0.type == .abs && $0.code == AbsCode.mtTrackingID && $0.value == -1 }.count == 2)
        #expect(ended.contains { $0.type == .key && $0.code == KeyCode.btnToolDoubleTap && $0.value == 0 })
        #expect(received[reports[0]...reports[1]].contains { $0.type == .key && $0.code == KeyCode.btnTouch && $0.value == 0 })
        #expect(received.count { $0.isSynDropped } == 1)

        var assembler = FrameAssembler(device: description)
        var frames: [TouchFrame] = []
        for event in received {
            if let frame = assembler.feed(event) { frames.append(frame) }
        }
        let framesBeforeDrop = received[..<drop].count { $0.isSynReport }
        let resynced = frames[framesBeforeDrop]
        #expect(resynced.resynced)
        #expect(resynced.touches.isEmpty)
        #expect(frames[framesBeforeDrop - 1].touches.count == 2)
        #expect(frames.count { $0.resynced } == 1)
    }
}

extension Array where Element == Substring {
    /// The two elements of a two-element array, as a pair.
    fileprivate var twoParts: (String, String)? { count == 2 ? (String(self[0]), String(self[1])) : nil }
}
