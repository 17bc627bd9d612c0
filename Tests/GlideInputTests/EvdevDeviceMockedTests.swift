import Foundation
@testable import GlideInput
import Testing

/// `EvdevDevice` on a mocked `/dev/input/event5`: `tools/mockdev` turns a recording into a
/// umockdev testbed, and `glide-evdev-dump` reads it inside `umockdev-run`.
@Suite(.enabled(if: MockedReplay.isAvailable, "needs umockdev-run, ../shared/recordings and glide-evdev-dump"))
struct EvdevDeviceMockedTests {
    static let wacomDescription = MockedReplay.recordings.appendingPathComponent("wacom-bamboo-16fg-4x5-finger.desc").path
    static let wacomSwipe = MockedReplay.recordings.appendingPathComponent("wacom-bamboo-16fg-4x5-finger-2fg-swipe-horizontal.events").path
    static let alpsTap = MockedReplay.recordings.appendingPathComponent("alps-glidepoint-2fg-tap.evemu").path

    /// Fields 14 and 15 of `/proc/<pid>/stat`: user + system CPU time in clock ticks.
    static func cpuTicks(of pid: Int32) -> Int? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    @Test func interruptEndsTheEventsAndIdleMeansBlockedInPoll() throws {
        let replay = try MockedReplay(
            mockdev: ["--lead-in-ms", "200", "--base", "100", Self.alpsTap],
            dump: ["--timeout", "30"])
        #expect(replay.wait(seconds: 10) { lines in lines.count { if case .event = $0 { true } else { false } } == 76 })
        let (description, pid) = try #require(replay.description)
        #expect(description.name == "AlpsPS/2 ALPS GlidePoint")

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

    @Test func synDroppedIsPassedOnWithLibevdevResyncDeltas() throws {
        // The recording with a SYN_DROPPED injected mid-swipe, while two fingers are down.
        let lines = try String(contentsOfFile: Self.wacomSwipe, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let eventLines = lines.indices.filter { lines[$0].hasPrefix("E:") }
        let dropAfter = eventLines[600]
        let time = lines[dropAfter].split(separator: " ")[1]
        var injected = Array(lines[...dropAfter].map(String.init))
        injected.append("E: \(time) 0000 0003 0")
        injected += lines[(dropAfter + 1)...].map(String.init)
        let events = FileManager.default.temporaryDirectory.appendingPathComponent("glide-dropped-\(UUID().uuidString).events")
        try injected.joined(separator: "\n").write(to: events, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: events) }

        let replay = try MockedReplay(
            mockdev: ["--lead-in-ms", "200", "--speed", "4", "--base", "100", Self.wacomDescription, events.path],
            dump: ["--timeout", "1.5"])
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
