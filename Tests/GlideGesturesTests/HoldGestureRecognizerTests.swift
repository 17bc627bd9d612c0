import GlideGestures
import GlideInput
import Testing

/// libinput's hold on synthetic frames (`FrameScript`: 10 units per mm, fingers in slots).
@Suite struct HoldGestureRecognizerTests {
    /// A hold on a 5-slot pad with FrameScript's units, and what it announces as (state, ms after the first frame, fingers).
    static func make() -> (HoldGestureRecognizer, () -> [String]) {
        let hold = HoldGestureRecognizer(
            mapping: FrameScript.touchpadMapping, configuration: HoldGestureRecognizer.Configuration(slots: 5, unitsPerMillimetre: (10, 10)))
        var log: [String] = []
        hold.addTarget { hold in log.append("\(hold.state) \(((hold.stateTimes[hold.state] ?? 0) - 1_010_000) / 1000) \(hold.numberOfTouches)") }
        return (hold, { log })
    }

    @Test(arguments: [(1, 40), (2, 40), (3, 180), (4, 180)])
    func stillFingersHoldAfterTheirTimeoutAndEndWhenLifted(fingers: Int, begin: Int64) {
        let (hold, log) = Self.make()
        var script = FrameScript()
        for k in 0..<fingers { script.down(x: 40 + 8 * Double(k), y: 30) }
        hold.handle(script.frame())
        #expect(hold.deadline == script.time + begin * 1000)
        hold.advance(to: script.time + begin * 1000 - 1)
        #expect(hold.state == .possible)
        script.upAll()
        hold.handle(script.frame(after: 400))
        #expect(log() == ["began \(begin) \(fingers)", "ended 400 \(fingers)"])
    }

    @Test func aTouchShorterThanTheTimeoutNeverHolds() {
        let (hold, log) = Self.make()
        var script = FrameScript()
        script.down(x: 40, y: 30)
        hold.handle(script.frame())
        script.upAll()
        hold.handle(script.frame(after: 30))
        #expect(log().isEmpty && hold.deadline == nil)
    }

    /// One finger holds within 0.5 mm of where it landed; the two frames after it landed carry no motion.
    @Test func oneFingerMovingHalfAMillimetreCancels() {
        let (hold, log) = Self.make()
        var script = FrameScript()
        let finger = script.down(x: 40, y: 30)
        hold.handle(script.frame())
        hold.advance(to: script.time + 40_000)
        script.move(finger, dx: 0.3, dy: 0)
        hold.handle(script.frame(after: 100))
        script.move(finger, dx: 0.1, dy: 0)
        hold.handle(script.frame())
        #expect(hold.state == .began, "0.4 mm")
        script.move(finger, dx: 0.1, dy: 0)
        hold.handle(script.frame())
        #expect(log() == ["began 40 1", "cancelled 120 1"])
    }

    @Test func oneFingerThatMovedBeforeTheTimeoutNeverHolds() {
        let (hold, log) = Self.make()
        var script = FrameScript()
        let finger = script.down(x: 40, y: 30)
        hold.handle(script.frame())
        script.move(finger, dx: 0.8, dy: 0)
        hold.handle(script.frame())
        hold.advance(to: script.time + 100_000)
        #expect(log().isEmpty)
    }

    /// Two fingers moving 1 mm after 150 ms are a scroll to libinput: the hold is cancelled.
    @Test func twoFingersThatScrollCancel() {
        let (hold, log) = Self.make()
        var script = FrameScript()
        script.down(x: 40, y: 30)
        script.down(x: 50, y: 30)
        hold.handle(script.frame())
        script.moveAll(dx: 0.9, dy: 0)
        hold.handle(script.frame(after: 200))
        #expect(hold.state == .began)
        script.moveAll(dx: 0.2, dy: 0)
        hold.handle(script.frame())
        #expect(log() == ["began 40 2", "cancelled 210 2"])
        #expect(MotionDecisionCases.all.allSatisfy { $0.decision == $0.expected })
    }

    /// A new finger count cancels the hold once it has lasted 100 ms; the next frame may begin another.
    @Test func aFingerCountThatLastsCancelsAndTheNextFrameHoldsAgain() {
        let (hold, log) = Self.make()
        var script = FrameScript()
        script.down(x: 40, y: 30)
        let second = script.down(x: 50, y: 30)
        hold.handle(script.frame())
        hold.advance(to: script.time + 40_000)
        script.up(second)
        hold.handle(script.frame(after: 100))
        #expect(hold.deadline == script.time + 100_000)
        hold.advance(to: script.time + 100_000)
        hold.handle(script.frame(after: 100))
        hold.advance(to: script.time + 40_000)
        script.upAll()
        hold.handle(script.frame(after: 100))
        #expect(log() == ["began 40 2", "cancelled 200 2", "began 240 1", "ended 300 1"])
    }

    /// More than two fingers on a pad with fewer slots swipe at once; semi-MT and single-slot pads have no holds.
    @Test func fewerSlotsThanFingersSwipeAndSomePadsNeverHold() {
        let hold = HoldGestureRecognizer(
            mapping: FrameScript.touchpadMapping, configuration: HoldGestureRecognizer.Configuration(slots: 2, unitsPerMillimetre: (10, 10)))
        var script = FrameScript()
        script.down(x: 40, y: 30)
        script.down(x: 50, y: 30)
        script.extraFingers = 1
        hold.handle(script.frame())
        #expect(hold.deadline == nil)
        let semiMT = DeviceDescription(
            name: "semi", id: DeviceID(bustype: 0x11, vendor: 2, product: 7, version: 0), properties: [.pointer, .semiMT],
            codes: [.key: [KeyCode.btnTouch, KeyCode.btnToolFinger, KeyCode.btnLeft], .abs: [AbsCode.x, AbsCode.y, AbsCode.mtSlot, AbsCode.mtPositionX, AbsCode.mtPositionY, AbsCode.mtTrackingID]],
            absInfo: [AbsCode.mtSlot: AbsInfo(minimum: 0, maximum: 1), AbsCode.mtPositionX: AbsInfo(minimum: 0, maximum: 1000, resolution: 10),
                      AbsCode.mtPositionY: AbsInfo(minimum: 0, maximum: 700, resolution: 10), AbsCode.x: AbsInfo(minimum: 0, maximum: 1000, resolution: 10),
                      AbsCode.y: AbsInfo(minimum: 0, maximum: 700, resolution: 10)])
        #expect(HoldGestureRecognizer.Configuration.touchpad(device: semiMT) == nil)
        var twoSlots = semiMT
        twoSlots.properties = [.pointer]
        #expect(HoldGestureRecognizer.Configuration.touchpad(device: twoSlots)?.slots == 2)
        // Without a resolution, libinput's guess: the range over 69 × 50 mm in whole units.
        twoSlots.absInfo[AbsCode.mtPositionX] = AbsInfo(minimum: 0, maximum: 1000)
        #expect(HoldGestureRecognizer.Configuration.touchpad(device: twoSlots)?.unitsPerMillimetre.x == 14)
        // However wide the range a trace's header claims: no overflow.
        twoSlots.absInfo[AbsCode.mtPositionX] = AbsInfo(minimum: .min, maximum: .max)
        #expect(HoldGestureRecognizer.Configuration.touchpad(device: twoSlots)?.unitsPerMillimetre.x == Double((Int64(Int32.max) - Int64(Int32.min)) / 69))
    }

    /// A finger reported far past its axis's range (kept as reported) measures in doubles: no overflow, no hold.
    @Test func positionsPastTheAxesRangeDoNotOverflow() {
        let (hold, log) = Self.make()
        func frame(_ x: Int32, at time: Int64) -> TouchFrame {
            TouchFrame(
                time: time, touches: [Touch(trackingID: 1, slot: 0, x: x, y: 0, mm: SurfacePoint(x: 0, y: 0), normalized: SurfacePoint(x: 0, y: 0))],
                fingerCount: 1)
        }
        hold.handle(frame(.min, at: 1_000_000))
        hold.handle(frame(.max, at: 1_010_000))
        hold.advance(to: 1_100_000)
        #expect(log().isEmpty, "the finger moved far past 0.5 mm: no hold")
    }

    @Test func aResetCancelsAHold() {
        let (hold, log) = Self.make()
        var script = FrameScript()
        script.down(x: 40, y: 30)
        hold.handle(script.frame())
        hold.advance(to: script.time + 40_000)
        hold.reset(at: script.time + 50_000)
        #expect(log() == ["began 40 1", "cancelled 50 1"])
        // The finger still down is ignored until it lifts, as a pan's reset ignores it: no second hold.
        hold.handle(script.frame(after: 100))
        hold.advance(to: script.time + 200_000)
        #expect(log() == ["began 40 1", "cancelled 50 1"])
    }
}

/// libinput's decision for two to four fingers, by hand from G:864-1021.
enum MotionDecisionCases {
    static let all: [(decision: HoldGestureRecognizer.MotionDecision, expected: HoldGestureRecognizer.MotionDecision)] = [
        // Both under 1 mm: nothing yet, however late.
        (.of(fingers: 2, a: 0.9, b: 0.9, spread: (10, 0), elapsed: 500_000), .undecided),
        // Close together after 150 ms: a scroll.
        (.of(fingers: 2, a: 1, b: 0, spread: (10, 0), elapsed: 160_000), .decided),
        // Before 150 ms both must pass 1.5 mm (2 fingers) …
        (.of(fingers: 2, a: 1.4, b: 1.6, spread: (10, 0), elapsed: 100_000), .undecided),
        (.of(fingers: 2, a: 1.5, b: 1.6, spread: (10, 0), elapsed: 100_000), .decided),
        // … or one reach 4 mm; 4 fingers: 2.5 and 8 mm.
        (.of(fingers: 2, a: 4, b: 0, spread: (10, 0), elapsed: 100_000), .decided),
        (.of(fingers: 4, a: 2.4, b: 3, spread: (54, 0), elapsed: 300_000), .undecided),
        (.of(fingers: 4, a: 2.5, b: 2.5, spread: (54, 0), elapsed: 300_000), .decided),
    ]
}
