import GlideGestures
import GlideInput
import Testing

@Suite struct PanGestureRecognizerTests {
    private func touchscreenPan() -> PanGestureRecognizer {
        PanGestureRecognizer(mapping: FrameScript.touchscreenMapping, configuration: .touchscreen)
    }

    private func touchpadPan(fingers: ClosedRange<Int> = 2...2) -> PanGestureRecognizer {
        PanGestureRecognizer(mapping: FrameScript.touchpadMapping,
                             configuration: .touchpad(fingers: fingers, mapping: FrameScript.touchpadMapping))
    }

    /// A 2-finger touchpad pan that has begun and moved 10 points right.
    private func activeTouchpadPan() -> (PanGestureRecognizer, Transcript, FrameScript) {
        let pan = touchpadPan()
        let transcript = Transcript(pan)
        var script = FrameScript()
        script.down(x: 20, y: 50)
        script.down(x: 40, y: 50)
        pan.handle(script.frame())
        for _ in 0..<5 {
            script.moveAll(dx: 2, dy: 0)
            pan.handle(script.frame())
        }
        return (pan, transcript, script)
    }

    @Test func beginsOnceTheHysteresisIsCrossedAndNotBefore() {
        let pan = touchscreenPan()
        let transcript = Transcript(pan)
        var script = FrameScript()
        script.down(x: 50, y: 50)
        pan.handle(script.frame())
        for _ in 0..<3 {
            script.moveAll(dx: 3, dy: 0)
            pan.handle(script.frame())
            #expect(pan.state == .possible)
        }
        #expect(pan.translation == GestureVector(dx: 9, dy: 0))
        script.moveAll(dx: 3, dy: 0)
        let beganFrame = script.frame()
        pan.handle(beganFrame)
        #expect(pan.state == .began)
        #expect(pan.translation == GestureVector(dx: 12, dy: 0), "the translation at began includes the hysteresis")
        #expect(pan.stateTimes[.began] == beganFrame.time)
        script.moveAll(dx: 3, dy: 0)
        pan.handle(script.frame())
        #expect(pan.state == .changed)
        script.upAll()
        let lift = script.frame()
        pan.handle(lift)
        #expect(pan.state == .ended)
        #expect(pan.stateTimes[.ended] == lift.time)
        #expect(transcript.states == [.began, .changed, .ended])
        pan.handle(script.frame())
        #expect(pan.state == .possible)
        #expect(pan.stateTimes[.ended] == nil, "a new gesture starts a new timeline")
    }

    @Test func touchpadHysteresisIsOneAndAHalfMillimetres() {
        let mapping = TouchMapping.touchpad(padWidthMM: 100, containerWidth: 1280)
        let configuration = PanGestureRecognizer.Configuration.touchpad(mapping: mapping)
        #expect(configuration.hysteresis.isClose(to: 19.2))
        #expect(configuration.minimumNumberOfTouches == 2 && configuration.maximumNumberOfTouches == 2)
    }

    @Test func translationIsMeasuredFromTheTouchDownCentroid() {
        let pan = touchpadPan()
        var script = FrameScript()
        let a = script.down(x: 10, y: 10)
        let b = script.down(x: 30, y: 20)
        pan.handle(script.frame())
        #expect(pan.touchDownLocation == GesturePoint(x: 20, y: 15))
        for _ in 0..<4 {
            script.move(a, dx: 4, dy: 1)
            script.move(b, dx: 2, dy: -1)
            pan.handle(script.frame())
        }
        #expect(pan.state == .changed)
        #expect(pan.translation == GestureVector(dx: 12, dy: 0))
        #expect(pan.location == GesturePoint(x: 32, y: 15))
        #expect(pan.numberOfTouches == 2)
    }

    @Test func aFingerAddedWithinTheRangeReanchorsWithoutAJump() {
        let pan = touchscreenPan()
        let transcript = Transcript(pan)
        var script = FrameScript()
        script.down(x: 10, y: 50)
        pan.handle(script.frame())
        for _ in 0..<5 {
            script.moveAll(dx: 4, dy: 0)
            pan.handle(script.frame())
        }
        #expect(pan.translation == GestureVector(dx: 20, dy: 0))
        script.down(x: 80, y: 10)
        pan.handle(script.frame())
        #expect(pan.translation == GestureVector(dx: 20, dy: 0), "the new finger's position does not count")
        #expect(pan.numberOfTouches == 2)
        script.moveAll(dx: 5, dy: 1)
        pan.handle(script.frame())
        #expect(pan.translation == GestureVector(dx: 25, dy: 1))
        #expect(pan.state == .changed)
        #expect(!transcript.states.contains(.cancelled))
    }

    @Test func aFingerCountChangeOutsideTheRangeIsDebouncedThenCancels() {
        var (pan, transcript, script) = activeTouchpadPan()
        #expect(pan.state == .changed)
        let third = script.down(x: 60, y: 50)
        let switchFrame = script.frame()
        pan.handle(switchFrame)
        #expect(pan.deadline == switchFrame.time + 100_000)
        let announced = transcript.states.count
        script.moveAll(dx: 3, dy: 0)
        pan.handle(script.frame(after: 50))
        #expect(transcript.states.count == announced, "nothing is announced while a switch is pending")
        #expect(pan.translation == GestureVector(dx: 13, dy: 0), "motion is still summed")
        script.moveAll(dx: 3, dy: 0)
        pan.handle(script.frame(after: 60))
        #expect(pan.state == .cancelled)
        #expect(pan.stateTimes[.cancelled] == switchFrame.time + 100_000, "cancelled at the debounce deadline")
        #expect(transcript.states.last == .cancelled)
        script.up(third)
        script.moveAll(dx: 10, dy: 0)
        pan.handle(script.frame())
        pan.handle(script.frame())
        #expect(pan.state == .cancelled, "the cancelled touches are ignored until they lift")
        #expect(transcript.states.last == .cancelled)
        script.upAll()
        pan.handle(script.frame())
        script.down(x: 20, y: 20)
        script.down(x: 40, y: 20)
        pan.handle(script.frame())
        script.moveAll(dx: 0, dy: 5)
        pan.handle(script.frame())
        #expect(pan.state == .began, "a fresh touch-down pans again")
        #expect(pan.translation == GestureVector(dx: 0, dy: 5))
    }

    @Test func aFingerCountThatReturnsWithinTheDebounceChangesNothing() {
        var (pan, transcript, script) = activeTouchpadPan()
        let third = script.down(x: 60, y: 50)
        pan.handle(script.frame())
        script.up(third)
        pan.handle(script.frame(after: 60))
        #expect(pan.deadline == nil)
        script.moveAll(dx: 2, dy: 0)
        pan.handle(script.frame())
        #expect(pan.state == .changed)
        pan.advance(to: script.time + 500_000)
        #expect(pan.state == .changed)
        #expect(pan.translation == GestureVector(dx: 12, dy: 0))
        #expect(!transcript.states.contains(.cancelled))
    }

    @Test func motionInAFrameWhoseFingerCountChangedIsNotTrusted() {
        // libinput resets its motion history then: firmware may reassign contacts.
        let pan = touchscreenPan()
        var script = FrameScript()
        script.down(x: 10, y: 50)
        pan.handle(script.frame())
        script.moveAll(dx: 20, dy: 0)
        pan.handle(script.frame())
        script.down(x: 80, y: 80)
        script.moveAll(dx: 5, dy: 0)
        pan.handle(script.frame())
        #expect(pan.translation == GestureVector(dx: 20, dy: 0))
    }

    @Test func aTouchpadContactThatJumpsIsLeftOut() {
        var (pan, _, script) = activeTouchpadPan()
        let ids = script.fingerIDs
        // 25 mm in 10 ms: a Synaptics-style coordinate jump, beyond libinput's 20 mm per 12 ms.
        script.move(ids[0], dx: 25, dy: 0)
        script.move(ids[1], dx: 1, dy: 0)
        pan.handle(script.frame())
        #expect(pan.translation == GestureVector(dx: 11, dy: 0))
        // The same distance over 200 ms is a real (fast) motion.
        script.moveAll(dx: 25, dy: 0)
        pan.handle(script.frame(after: 200))
        #expect(pan.translation == GestureVector(dx: 36, dy: 0))
        // Touchscreens trust every motion by default.
        #expect(PanGestureRecognizer.Configuration.touchscreen.jumpThreshold == nil)
    }

    @Test func liftingOneFingerCancelsAfterTheDebounceButLiftingAllEnds() {
        // Both fingers lift 20 ms apart: an ordinary end.
        var (endPan, endTranscript, endScript) = activeTouchpadPan()
        endScript.up(endScript.fingerIDs[0])
        endPan.handle(endScript.frame())
        endScript.upAll()
        endPan.handle(endScript.frame(after: 20))
        #expect(endPan.state == .ended)
        #expect(endTranscript.states.last == .ended)
        #expect(!endTranscript.states.contains(.cancelled))

        // One finger stays down past the debounce: cancelled, through advance(to:).
        var (pan, transcript, script) = activeTouchpadPan()
        script.up(script.fingerIDs[0])
        let lift = script.frame()
        pan.handle(lift)
        pan.advance(to: lift.time + 99_999)
        #expect(pan.state == .changed)
        pan.advance(to: lift.time + 100_000)
        #expect(pan.state == .cancelled)
        #expect(transcript.states.last == .cancelled)
        #expect(pan.deadline == nil)
    }

    @Test func aResyncedFrameDoesNotMoveTheTranslation() {
        var (pan, _, script) = activeTouchpadPan()
        script.moveAll(dx: 50, dy: -30)
        pan.handle(script.frame(resynced: true))
        #expect(pan.translation == GestureVector(dx: 10, dy: 0))
        script.moveAll(dx: 1, dy: 0)
        pan.handle(script.frame())
        #expect(pan.translation == GestureVector(dx: 11, dy: 0))
        #expect(pan.velocity.isFinite)
    }

    @Test func fingersMovingApartOnATouchpadAreAPinchNotAPan() {
        for (pan, expected) in [(touchpadPan(), GestureRecognizerState.failed), (touchscreenPan(), .changed)] {
            var script = FrameScript()
            let a = script.down(x: 40, y: 50)
            let b = script.down(x: 60, y: 50)
            pan.handle(script.frame())
            for _ in 0..<12 {
                script.move(a, dx: 3, dy: 0)
                script.move(b, dx: -1, dy: 0.2)
                pan.handle(script.frame())
            }
            #expect(pan.state == expected)
        }
        // One finger resting while the other moves is still a pan (libinput's one-finger scroll).
        let pan = touchpadPan()
        var script = FrameScript()
        let a = script.down(x: 40, y: 50)
        script.down(x: 60, y: 50)
        pan.handle(script.frame())
        for _ in 0..<5 {
            script.move(a, dx: 3, dy: 0)
            pan.handle(script.frame())
        }
        #expect(pan.state == .changed)
    }

    @Test func oneFingerOnATouchpadNeverPansByDefault() {
        let pan = touchpadPan()
        let transcript = Transcript(pan)
        var script = FrameScript()
        script.down(x: 10, y: 50)
        pan.handle(script.frame())
        for _ in 0..<40 {
            script.moveAll(dx: 2, dy: 0)
            pan.handle(script.frame())
            #expect(pan.state == .possible)
        }
        script.upAll()
        pan.handle(script.frame())
        #expect(transcript.states.isEmpty, "pointer motion is not a pan, not even a failed one")
    }

    /// A semi-MT frame's two touches are the corners of the fingers' bounding box: two fingers
    /// pan with its centre, and a box that grows while it moves is no pinch.
    @Test func semiMTBoundingBoxesPanTwoFingersWithTheirCentre() {
        /// Two touches parting (the fingers spread) while their centre moves 1 point right per frame, then lifting.
        func spreadWhileMoving(_ pan: PanGestureRecognizer, semiMT: Bool) -> Transcript {
            let transcript = Transcript(pan)
            var script = FrameScript()
            script.semiMT = semiMT
            let topLeft = script.down(x: 20, y: 50)
            let bottomRight = script.down(x: 40, y: 60)
            pan.handle(script.frame())
            for _ in 0..<15 {
                script.move(topLeft, dx: -1, dy: 0)
                script.move(bottomRight, dx: 3, dy: 0)
                pan.handle(script.frame())
            }
            script.upAll()
            pan.handle(script.frame())
            return transcript
        }
        for pan in [touchpadPan(), touchscreenPan(), touchpadPan(fingers: 1...2)] {
            let states = spreadWhileMoving(pan, semiMT: true).states
            #expect(states.first == .began && states.last == .ended, "\(states)")
            #expect(abs(pan.translation.dx - 15) < 1e-9 && pan.translation.dy == 0, "\(pan.translation)")
        }
        #expect(spreadWhileMoving(touchpadPan(), semiMT: false).states == [.failed], "two real fingers parting are a pinch")
    }

    @Test func semiMTFramesNeverPanWithThreeFingersOrMore() {
        for extra in [1, 2] {
            for pan in [touchpadPan(fingers: 2...4), touchpadPan(fingers: 3...4), touchscreenPan()] {
                let transcript = Transcript(pan)
                var script = FrameScript()
                script.semiMT = true
                script.extraFingers = extra
                script.down(x: 20, y: 50)
                script.down(x: 40, y: 50)
                pan.handle(script.frame())
                for _ in 0..<30 {
                    script.moveAll(dx: 2, dy: 0)
                    pan.handle(script.frame())
                }
                #expect(transcript.states.isEmpty)
            }
        }
    }

    /// Touchpads that position one contact at most (single-touch, protocol A, one slot) count the
    /// other fingers through `BTN_TOOL_*TAP` only: two fingers pan there, three or more never do.
    @Test func touchpadsWithAtMostOneSlotPanWithTwoFingersOnly() {
        var pad = DeviceDescription(name: "pad", id: DeviceID(bustype: 0x11, vendor: 2, product: 7, version: 1), properties: [.pointer])
        let axis = AbsInfo(minimum: 0, maximum: 1000, resolution: 10)
        let tools = [KeyCode.btnTouch, KeyCode.btnToolFinger, KeyCode.btnToolDoubleTap, KeyCode.btnToolTripleTap, KeyCode.btnToolQuadTap]
        pad.codes = [.abs: [AbsCode.x, AbsCode.y], .key: Set(tools)]
        pad.absInfo = [AbsCode.x: axis, AbsCode.y: axis]
        let singleTouch = pad
        pad.codes[.abs] = [AbsCode.x, AbsCode.y, AbsCode.mtPositionX, AbsCode.mtPositionY]
        pad.absInfo[AbsCode.mtPositionX] = axis
        pad.absInfo[AbsCode.mtPositionY] = axis
        let protocolA = pad
        pad.codes[.abs]?.insert(AbsCode.mtSlot)
        pad.absInfo[AbsCode.mtSlot] = AbsInfo(minimum: 0, maximum: 0)
        let oneSlot = pad
        pad.absInfo[AbsCode.mtSlot] = AbsInfo(minimum: 0, maximum: 1)
        let twoSlots = pad
        typealias Configuration = PanGestureRecognizer.Configuration
        #expect([singleTouch, protocolA, oneSlot].allSatisfy { Configuration.touchpadFingerLimit(for: $0) == 2 })
        #expect(Configuration.touchpadFingerLimit(for: twoSlots) == .max)
        #expect(Configuration.standard(for: protocolA, mapping: FrameScript.touchpadMapping, touchpadFingers: 3...4)?.deviceFingerLimit == 2)

        for (fingers, pans) in [(2, true), (3, false), (4, false)] {
            for device in [singleTouch, protocolA, oneSlot] {
                let pan = PanGestureRecognizer(mapping: FrameScript.touchpadMapping,
                                               configuration: .touchpad(fingers: 2...4, mapping: FrameScript.touchpadMapping, device: device))
                let transcript = Transcript(pan)
                var script = FrameScript()
                script.extraFingers = fingers - 1
                script.down(x: 20, y: 50)
                pan.handle(script.frame())
                for _ in 0..<10 {
                    script.moveAll(dx: 2, dy: 0)
                    pan.handle(script.frame())
                }
                #expect(transcript.states.first == (pans ? .began : nil), "\(fingers) fingers on \(device.contactReporting)")
            }
        }
    }

    @Test func moreFingersThanSlotsCountThroughTheToolKeys() {
        let pan = touchpadPan(fingers: 3...3)
        var script = FrameScript()
        script.extraFingers = 1
        script.down(x: 20, y: 50)
        script.down(x: 40, y: 50)
        pan.handle(script.frame())
        script.moveAll(dx: 0, dy: 5)
        pan.handle(script.frame())
        #expect(pan.state == .began)
        #expect(pan.numberOfTouches == 3)
    }

    @Test func tooManyFingersDoNotPan() {
        let pan = PanGestureRecognizer(
            mapping: FrameScript.touchscreenMapping,
            configuration: .init(minimumNumberOfTouches: 1, maximumNumberOfTouches: 2, hysteresis: 10))
        var script = FrameScript()
        for i in 0..<3 { script.down(x: 10 + Double(i) * 10, y: 50) }
        pan.handle(script.frame())
        script.moveAll(dx: 30, dy: 0)
        pan.handle(script.frame())
        #expect(pan.state == .possible)
    }

    @Test func fingersThatLiftBeforeTheHysteresisFail() {
        let pan = touchpadPan()
        let transcript = Transcript(pan)
        var script = FrameScript()
        script.down(x: 20, y: 50)
        script.down(x: 40, y: 50)
        pan.handle(script.frame())
        script.moveAll(dx: 0.5, dy: 0)
        pan.handle(script.frame())
        script.upAll()
        pan.handle(script.frame())
        #expect(pan.state == .failed)
        #expect(transcript.states == [.failed])
    }

    @Test func resetCancelsAnActivePanAndIgnoresTheTouchesDown() {
        var (pan, transcript, script) = activeTouchpadPan()
        pan.reset(at: script.time + 5)
        #expect(pan.state == .cancelled)
        #expect(pan.stateTimes[.cancelled] == script.time + 5)
        #expect(transcript.states.last == .cancelled)
        script.moveAll(dx: 20, dy: 0)
        pan.handle(script.frame())
        pan.handle(script.frame())
        #expect(pan.state == .cancelled, "the touches down are ignored")
        let announced = transcript.states.count
        script.upAll()
        pan.handle(script.frame())
        pan.handle(script.frame())
        #expect(pan.state == .possible)
        pan.reset(at: script.time)
        #expect(pan.state == .possible, "resetting an idle recognizer announces nothing")
        #expect(transcript.states.count == announced)
    }

    @Test func removedTargetsAreNotCalled() {
        let pan = touchscreenPan()
        var calls = 0
        let target = pan.addTarget { _ in calls += 1 }
        pan.removeTarget(target)
        var script = FrameScript()
        script.down(x: 50, y: 50)
        pan.handle(script.frame())
        script.moveAll(dx: 20, dy: 0)
        pan.handle(script.frame())
        #expect(pan.state == .began)
        #expect(calls == 0)
    }

    @Test func aCustomMappingIsUsed() {
        let pan = PanGestureRecognizer(
            mapping: .custom { GesturePoint(x: $0.mm.x * 3, y: $0.mm.y * 3) }, configuration: .touchscreen)
        var script = FrameScript()
        script.down(x: 10, y: 10)
        pan.handle(script.frame())
        script.moveAll(dx: 5, dy: 0)
        pan.handle(script.frame())
        #expect(pan.state == .began)
        #expect(pan.translation == GestureVector(dx: 15, dy: 0))
    }
}
