import Foundation
import GlideTesting
import Testing

/// The script builder: the device it describes, the exact events it renders, and evemu round trips.
@Suite struct GestureScriptTests {
    /// `time type code value`, as an evemu line names them, for readable comparisons.
    static func lines(_ events: [InputEvent]) -> [String] {
        events.map { "\($0.time) \($0.type) \(EventNames.codeName(type: $0.type, code: $0.code)) \($0.value)" }
    }

    @Test func devicesClassifyAsChosen() throws {
        let pad = SyntheticDevice.touchpad(width: 90, height: 60, resolution: 20, slots: 4).deviceDescription
        #expect(pad.kind == .touchpad)
        #expect(pad.slotCount == 4)
        #expect(pad.sizeInMillimetres == SurfaceSize(width: 90, height: 60))
        #expect(pad.properties == [.pointer])
        #expect(pad.maxFingerCount == 4)
        let click = SyntheticDevice.clickpad().deviceDescription
        #expect(click.kind == .clickpad)
        #expect(click.largestToolFingerCount == 5)
        let screen = SyntheticDevice.touchscreen(width: 70, height: 150, resolution: 20).deviceDescription
        #expect(screen.kind == .touchscreen)
        #expect(screen.contactReporting == .slots(10))
        #expect(screen.sizeInMillimetres == SurfaceSize(width: 70, height: 150))
        #expect(!screen.supports(.key, KeyCode.btnToolFinger))
        #expect(try #require(screen.surfaceGeometry).warnings.isEmpty)
    }

    @Test func aOneFingerSwipeRendersTheKernelsEvents() {
        var script = GestureScript(device: .touchpad(resolution: 10, slots: 2))
        script.down(at: [SurfacePoint(x: 10, y: 20)])
        script.move(dx: 5, dy: 0, duration: 2.0 / 120, rate: 120)
        script.lift()
        #expect(Self.lines(script.trace.events) == [
            "0 EV_ABS ABS_MT_TRACKING_ID 1", "0 EV_ABS ABS_MT_POSITION_X 100", "0 EV_ABS ABS_MT_POSITION_Y 200",
            "0 EV_KEY BTN_TOUCH 1", "0 EV_KEY BTN_TOOL_FINGER 1", "0 EV_ABS ABS_X 100", "0 EV_ABS ABS_Y 200", "0 EV_SYN SYN_REPORT 0",
            "8333 EV_ABS ABS_MT_POSITION_X 125", "8333 EV_ABS ABS_X 125", "8333 EV_SYN SYN_REPORT 0",
            "16666 EV_ABS ABS_MT_POSITION_X 150", "16666 EV_ABS ABS_X 150", "16666 EV_SYN SYN_REPORT 0",
            "24999 EV_ABS ABS_MT_TRACKING_ID -1", "24999 EV_KEY BTN_TOUCH 0", "24999 EV_KEY BTN_TOOL_FINGER 0",
            "24999 EV_SYN SYN_REPORT 0",
        ])
        #expect(script.trace.frameCount == 4)
        #expect(!script.trace.endsWithContactsDown)
    }

    @Test func aSecondFingerTakesTheNextSlotAndTheToolKeyFollowsTheCount() {
        var script = GestureScript(device: .touchpad(resolution: 10, slots: 2))
        script.down(at: [SurfacePoint(x: 10, y: 20)])
        script.addFinger(at: SurfacePoint(x: 30, y: 20), after: 0.01)
        script.liftFinger(after: 0.01)
        let lines = Self.lines(script.trace.events)
        #expect(Array(lines[8...]) == [
            "10000 EV_ABS ABS_MT_SLOT 1", "10000 EV_ABS ABS_MT_TRACKING_ID 2", "10000 EV_ABS ABS_MT_POSITION_X 300",
            "10000 EV_ABS ABS_MT_POSITION_Y 200", "10000 EV_KEY BTN_TOOL_FINGER 0", "10000 EV_KEY BTN_TOOL_DOUBLETAP 1",
            "10000 EV_SYN SYN_REPORT 0",
            "20000 EV_ABS ABS_MT_TRACKING_ID -1", "20000 EV_KEY BTN_TOOL_DOUBLETAP 0", "20000 EV_KEY BTN_TOOL_FINGER 1",
            "20000 EV_SYN SYN_REPORT 0",
        ])
        #expect(script.trace.endsWithContactsDown)
        #expect(script.trace.frames.map(\.fingerCount) == [1, 2, 1])
    }

    @Test func tapsClicksAndOddTimestampsMakeTheirFrames() {
        var script = GestureScript(device: .clickpad(resolution: 10))
        script.tap(at: SurfacePoint(x: 50, y: 30), hold: 0.04)
        script.down(fingers: 2, at: SurfacePoint(x: 20, y: 30), after: 0.1)
        script.click(hold: 0.05)
        script.duplicateTimestamp()
        script.backwardsTimestamp(by: 0.02)
        script.lift()
        let frames = script.trace.frames
        #expect(frames.map(\.time) == [0, 40_000, 140_000, 148_333, 198_333, 198_333, 178_333, 186_666])
        #expect(frames.map(\.fingerCount) == [1, 0, 2, 2, 2, 2, 2, 0])
        #expect(frames.map { $0.buttons.contains(KeyCode.btnLeft) } == [false, false, false, true, false, false, false, false])
        #expect(frames[5].touches.map(\.x) == [202, 352])
        #expect(frames[6].touches.map(\.x) == [204, 354])
    }

    @Test func aClickOnATouchscreenRendersNothing() {
        var script = GestureScript(device: .touchscreen())
        script.click()
        #expect(script.trace.events.isEmpty)
    }

    @Test func synDroppedIsFollowedByTheFullStateAndAResyncedFrame() {
        var script = GestureScript(device: .touchpad(resolution: 10, slots: 2))
        script.down(at: [SurfacePoint(x: 10, y: 20)])
        script.synDropped(dx: 10, dy: 0, after: 0.01)
        let lines = Self.lines(script.trace.events)
        #expect(Array(lines[8...]) == [
            "10000 EV_ABS ABS_MT_SLOT 0", "10000 EV_ABS ABS_MT_POSITION_X 150", "10000 EV_SYN SYN_DROPPED 0",
            "10000 EV_ABS ABS_MT_SLOT 0", "10000 EV_ABS ABS_MT_TRACKING_ID 1", "10000 EV_ABS ABS_MT_POSITION_X 200",
            "10000 EV_ABS ABS_MT_POSITION_Y 200", "10000 EV_ABS ABS_MT_SLOT 1", "10000 EV_ABS ABS_MT_TRACKING_ID -1",
            "10000 EV_KEY BTN_TOUCH 1", "10000 EV_KEY BTN_TOOL_DOUBLETAP 0", "10000 EV_KEY BTN_TOOL_TRIPLETAP 0",
            "10000 EV_KEY BTN_TOOL_FINGER 1", "10000 EV_ABS ABS_X 200", "10000 EV_ABS ABS_Y 200", "10000 EV_KEY BTN_LEFT 0",
            "10000 EV_SYN SYN_REPORT 0",
        ])
        let frames = script.trace.frames
        #expect(frames.map(\.resynced) == [false, true])
        #expect(frames.last?.touches.map(\.x) == [200])
    }

    @Test func movesBendJitterAndSpreadStayDeterministic() {
        var script = GestureScript(device: .touchscreen(resolution: 10))
        script.down(at: [SurfacePoint(x: 10, y: 50)])
        script.move(dx: 40, dy: 0, duration: 0.1, rate: 100, jitter: 0.5, bend: 0.25, spread: 0.5, seed: 7)
        let frames = script.trace.frames
        #expect(frames.count == 11)
        #expect(script.trace == script.trace)
        // The middle of a path bent by 0.25 × 40 mm to the left of travel (up) is 10 mm higher.
        let middle = frames[5].touches[0]
        #expect(abs(Double(middle.y) / 10 - 40) <= 0.6)
        #expect(abs(Double(frames[10].touches[0].x) / 10 - 50) <= 0.6)
        let intervals = zip(frames.dropFirst(), frames).map { $0.time - $1.time }
        #expect(Set(intervals).count > 1)
        #expect(intervals.allSatisfy { (5_000...15_000).contains($0) })
    }

    @Test func deviceLossEndsTheScriptWithContactsDown() {
        var script = GestureScript(device: .touchpad())
        script.down(fingers: 2, at: SurfacePoint(x: 30, y: 30))
        script.move(dx: 10, dy: 0, duration: 0.05)
        script.deviceLost()
        #expect(script.hasEnded)
        #expect(script.trace.endsWithContactsDown)
        var lifted = script
        lifted.steps.removeLast()
        lifted.lift()
        #expect(!lifted.trace.endsWithContactsDown)
    }

    @Test func evemuRoundTripGivesTheSameDeviceAndEvents() throws {
        var script = GestureScript(device: .clickpad(width: 95, height: 65, resolution: 31, slots: 3))
        script.down(fingers: 3, at: script.device.point(x: 0.2, y: 0.5))
        script.move(dx: 30, dy: -4, duration: 0.2, jitter: 0.3, bend: 0.1, spread: 0.4)
        script.synDropped(dx: 3, dy: 1)
        script.click()
        script.liftFinger()
        script.deviceLost()
        let trace = script.trace
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("glide-roundtrip-\(getpid()).evemu").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try trace.writeEvemu(to: path)
        var reader = try EvemuReader(path: path)
        let read = try GestureTrace(reading: &reader)
        #expect(reader.warnings.isEmpty)
        #expect(read.device == trace.device)
        #expect(read.events == trace.events)
        #expect(read.endsWithContactsDown)
        #expect(trace.evemuText().hasPrefix("# EVEMU 1.3\n"))
        var memory = trace.reader()
        #expect(try memory.readAll() == trace.events)
    }
}
