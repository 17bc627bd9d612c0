import Foundation
import GlideInput
import GlideGallery
import GlideTesting
import GlideUI
import Testing

@testable import Glide

/// Positions past an axis's range are kept as reported (libinput keeps them too), so a swipe
/// that overshoots the edge keeps its speed, and each session warns once per axis.
@Suite struct AxisRangeTests {
    /// A 70 × 150 mm touchscreen, 1400 × 3000 units.
    static let screen = SyntheticDevice.touchscreen()

    /// One finger from 10 % of the width to `to` (a fraction, past 1 to overshoot) at 5 % per 10 ms, mid-height.
    static func swipe(to end: Double) -> GestureTrace {
        let width = Double(screen.deviceDescription.absInfo[AbsCode.mtPositionX]?.maximum ?? 0)
        let y = (screen.deviceDescription.absInfo[AbsCode.mtPositionY]?.maximum ?? 0) / 2
        var events: [InputEvent] = []
        var time: Int64 = 0
        func add(_ type: EventType, _ code: UInt16, _ value: Int32) {
            events.append(InputEvent(time: time, type: type, code: code, value: value))
        }
        func report() {
            add(.syn, SynCode.report, 0)
            time += 10_000
        }
        let steps = Int(((end - 0.1) / 0.05).rounded())
        for step in 0...steps {
            if step == 0 { add(.abs, AbsCode.mtTrackingID, 7) }
            add(.abs, AbsCode.mtPositionX, Int32((width * (0.1 + 0.05 * Double(step))).rounded()))
            if step == 0 {
                add(.abs, AbsCode.mtPositionY, y)
                add(.key, KeyCode.btnTouch, 1)
            }
            report()
        }
        add(.abs, AbsCode.mtTrackingID, -1)
        add(.key, KeyCode.btnTouch, 0)
        report()
        return GestureTrace(device: screen.deviceDescription, events: events)
    }

    static func replay(_ trace: GestureTrace) throws -> ReplayResult {
        try ReplaySession(reader: trace.reader(), tracePath: "swipe.evemu", options: ReplayOptions(policy: .threshold(0.2))).run()
    }

    @Test func aSwipePastTheEdgeFinishesAtOneWithTheSpeedOfTheSameSwipeInside() throws {
        let past = try Self.replay(Self.swipe(to: 1.3))
        let inside = try Self.replay(Self.swipe(to: 0.9))
        let over = try #require(past.outcomes.first)
        let within = try #require(inside.outcomes.first)
        #expect(over.percentAtRelease == 1, "progress still stops at 1")
        #expect(try #require(within.percentAtRelease) < 0.9)
        let speed = try #require(within.velocityAtRelease)
        #expect(speed > 1000, "5 % of 390 points per 10 ms: \(speed)")
        #expect(abs((over.velocityAtRelease ?? 0) - speed) < 1e-6, "the finger's real speed, not 0 at a clamped edge")
        #expect(over.decision == .finish && within.decision == .finish)
    }

    @Test func theReplayWarnsOncePerAxisWithTheRangeAndTheValue() throws {
        let past = try Self.replay(Self.swipe(to: 1.3))
        let warnings = past.warnings.filter { $0.contains("outside its range") }
        #expect(warnings == [
            "swipe.evemu: warning: ABS_MT_POSITION_X reported 1470, outside its range 0…1400 (a kernel or firmware bug; "
                + "libinput says \"touch is outside the axis range\"): the value is kept as reported, so positions past "
                + "the edge and their speed count; progress still stops at 0…1.",
        ])
        #expect(try Self.replay(Self.swipe(to: 0.9)).warnings.allSatisfy { !$0.contains("outside its range") })
    }

    @Test func describeReportsTheSameWarning() throws {
        let path = Paths.temporaryDirectory().appendingPathComponent("overshoot.evemu").path
        try Self.swipe(to: 1.3).writeEvemu(to: path)
        let summary = try TraceSummary.describe(path: path)
        #expect(summary.warnings.filter { $0.contains("ABS_MT_POSITION_X reported 1470, outside its range 0…1400") }.count == 1)
        #expect(summary.warnings.allSatisfy { !$0.contains("ABS_MT_POSITION_Y") })
    }

    @Test func aLiveSessionWarnsAtTheFirstValuePastTheRange() throws {
        // The synthetic pad is 1000 units wide; the second finger starts at 400 and moves 900.
        let session = try ScriptedDevice(events: LiveSessionTests.swipe(dx: 900)).session()
        var warnings: [String] = []
        session.onWarning = { warnings.append($0) }
        _ = try session.run(maxTransitions: 1, timeout: 10)
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("Glide synthetic touchpad: warning: ABS_MT_POSITION_X reported ") == true)
        #expect(warnings.first?.contains(", outside its range 0…1000") == true)
    }
}
