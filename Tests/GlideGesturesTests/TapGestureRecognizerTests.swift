import GlideGestures
import GlideInput
import Testing

@Suite struct TapGestureRecognizerTests {
    private func touchscreenTap(taps: Int = 1, touches: Int = 1) -> (TapGestureRecognizer, Transcript) {
        let tap = TapGestureRecognizer(mapping: FrameScript.touchscreenMapping,
                                       configuration: .touchscreen(taps: taps, touches: touches))
        return (tap, Transcript(tap))
    }

    private func touchpadTap(touches: Int = 1) -> (TapGestureRecognizer, Transcript) {
        let tap = TapGestureRecognizer(mapping: FrameScript.touchpadMapping,
                                       configuration: .touchpad(touches: touches, mapping: FrameScript.touchpadMapping))
        return (tap, Transcript(tap))
    }

    @Test func aQuickStillTouchIsATap() {
        let (tap, transcript) = touchscreenTap()
        var script = FrameScript()
        script.down(x: 40, y: 40)
        tap.handle(script.frame())
        script.moveAll(dx: 2, dy: 1)
        tap.handle(script.frame(after: 40))
        script.upAll()
        let lift = script.frame(after: 40)
        tap.handle(lift)
        #expect(tap.state == .ended)
        #expect(transcript.entries.map(\.time) == [lift.time])
        #expect(transcript.states == [.ended])
    }

    @Test func aDragIsNotATapButIsAPan() {
        let (tap, transcript) = touchscreenTap()
        let pan = PanGestureRecognizer(mapping: FrameScript.touchscreenMapping, configuration: .touchscreen)
        var script = FrameScript()
        script.down(x: 40, y: 40)
        for _ in 0..<6 {
            let frame = script.frame()
            tap.handle(frame)
            pan.handle(frame)
            script.moveAll(dx: 3, dy: 0)
        }
        #expect(tap.state == .failed)
        #expect(pan.state == .changed)
        script.upAll()
        let lift = script.frame()
        tap.handle(lift)
        pan.handle(lift)
        #expect(transcript.states == [.failed])
        #expect(pan.state == .ended)
    }

    @Test func aTapIsNotAPan() {
        let (tap, _) = touchscreenTap()
        let pan = PanGestureRecognizer(mapping: FrameScript.touchscreenMapping, configuration: .touchscreen)
        var script = FrameScript()
        script.down(x: 40, y: 40)
        var frames = [script.frame()]
        script.moveAll(dx: 1, dy: 1)
        frames.append(script.frame(after: 30))
        script.upAll()
        frames.append(script.frame(after: 30))
        for frame in frames {
            tap.handle(frame)
            pan.handle(frame)
        }
        #expect(tap.state == .ended)
        #expect(pan.state == .failed)
    }

    @Test func aTouchHeldTooLongFailsAtItsDeadline() {
        let (tap, transcript) = touchpadTap()
        var script = FrameScript()
        script.down(x: 40, y: 40)
        let down = script.frame()
        tap.handle(down)
        #expect(tap.deadline == down.time + 180_000)
        tap.advance(to: down.time + 180_000)
        #expect(tap.state == .possible)
        tap.advance(to: down.time + 180_001)
        #expect(tap.state == .failed)
        #expect(tap.stateTimes[.failed] == down.time + 180_000)
        script.upAll()
        tap.handle(script.frame())
        #expect(transcript.states == [.failed])
    }

    @Test func theFingerCountMustMatch() {
        let (twoFinger, twoTranscript) = touchpadTap(touches: 2)
        let (oneFinger, oneTranscript) = touchpadTap(touches: 1)
        var script = FrameScript()
        script.down(x: 40, y: 40)
        let second = script.down(x: 60, y: 40)
        var frames = [script.frame()]
        script.up(second)
        frames.append(script.frame(after: 30))
        script.upAll()
        frames.append(script.frame(after: 20))
        for frame in frames {
            twoFinger.handle(frame)
            oneFinger.handle(frame)
        }
        #expect(twoTranscript.states == [.ended])
        #expect(oneTranscript.states == [.failed])
    }

    @Test func aDoubleTapNeedsTheSecondTapInTime() {
        for (gap, expected) in [(200.0, [GestureRecognizerState.ended]), (400.0, [.failed])] {
            let (tap, transcript) = touchscreenTap(taps: 2)
            var script = FrameScript()
            script.down(x: 40, y: 40)
            tap.handle(script.frame())
            script.upAll()
            tap.handle(script.frame(after: 50))
            #expect(tap.state == .possible)
            script.down(x: 41, y: 40)
            tap.handle(script.frame(after: gap))
            script.upAll()
            tap.handle(script.frame(after: 50))
            #expect(transcript.states == expected, "second tap \(gap) ms after the first lift")
        }
    }

    @Test func aClickIsATap() {
        let (tap, transcript) = touchpadTap()
        var script = FrameScript()
        script.buttons = [KeyCode.btnLeft]
        tap.handle(script.frame())
        #expect(tap.state == .possible)
        script.buttons = []
        let release = script.frame(after: 300)
        tap.handle(release)
        #expect(transcript.states == [.ended], "a click counts however long the button is held")
        #expect(tap.stateTimes[.ended] == release.time)
    }

    @Test func aClickWithAFingerDownCountsOnce() {
        let (tap, transcript) = touchpadTap()
        var script = FrameScript()
        script.down(x: 40, y: 80)
        tap.handle(script.frame())
        script.buttons = [KeyCode.btnLeft]
        tap.handle(script.frame(after: 50))
        script.buttons = []
        tap.handle(script.frame(after: 80))
        script.upAll()
        tap.handle(script.frame(after: 30))
        tap.handle(script.frame(after: 30))
        #expect(transcript.states == [.ended])
    }

    @Test func clicksAreIgnoredOnTouchscreens() {
        let (tap, transcript) = touchscreenTap()
        var script = FrameScript()
        script.buttons = [KeyCode.btnLeft]
        tap.handle(script.frame())
        script.buttons = []
        tap.handle(script.frame())
        #expect(transcript.states.isEmpty)
    }

    @Test func resetForgetsTheTouchesDown() {
        let (tap, transcript) = touchscreenTap()
        var script = FrameScript()
        script.down(x: 40, y: 40)
        tap.handle(script.frame())
        tap.reset(at: script.time)
        script.upAll()
        tap.handle(script.frame())
        #expect(transcript.states.isEmpty)
        script.down(x: 40, y: 40)
        tap.handle(script.frame())
        script.upAll()
        tap.handle(script.frame())
        #expect(transcript.states == [.ended])
    }
}
