import GlideGestures
import GlideInput
import Testing

@testable import GlideUI

/// Touch dispatch: hit-testing on touchscreens, focus on touchpads, mappings, deadlines on the clock, device loss.
@Suite struct WindowInputTests {
    /// A shown 400 × 800 window whose root view holds a left and a right half, each with a recorder; the root has one too.
    final class Halves {
        let scene: Scene
        let root = ViewController(name: "root")
        let left = View(frame: Rect(x: 0, y: 0, width: 200, height: 800), name: "left")
        let right = View(frame: Rect(x: 200, y: 0, width: 200, height: 800), name: "right")
        let leftRecorder = RecordingRecognizer()
        let rightRecorder = RecordingRecognizer()
        let rootRecorder = RecordingRecognizer()

        init(device: DeviceDescription) {
            scene = Scene(root: root)
            root.view.addSubview(left)
            root.view.addSubview(right)
            left.addGestureRecognizer(leftRecorder)
            right.addGestureRecognizer(rightRecorder)
            root.view.addGestureRecognizer(rootRecorder)
            scene.window.connectInputDevice(device)
        }

        var window: Window { scene.window }
    }

    /// Taps one finger at (x, y) points: a touch-down frame and a lift frame.
    static func tap(_ window: Window, _ script: inout TouchScript, x: Double, y: Double) {
        script.down(x: x, y: y)
        window.handle(script.frame())
        script.liftAll()
        window.handle(script.frame())
    }

    @Test func touchscreenTouchesGoToTheHitViewAndItsAncestors() {
        let world = Halves(device: TestDevice.touchscreen)
        var script = TouchScript(device: TestDevice.touchscreen)
        Self.tap(world.window, &script, x: 300, y: 400)
        #expect(world.rightRecorder.frames.count == 2)
        #expect(world.rootRecorder.frames.count == 2)
        #expect(world.leftRecorder.frames.isEmpty)
        // The window's mapping puts the touch in window points.
        #expect(world.rightRecorder.location == nil)
        let touch = world.rightRecorder.frames[0].touches[0]
        #expect(world.window.touchMapping(for: TestDevice.touchscreen)?.point(for: touch) == GesturePoint(x: 300, y: 400))

        Self.tap(world.window, &script, x: 100, y: 400)
        #expect(world.leftRecorder.frames.count == 2)
        #expect(world.rightRecorder.frames.count == 2)
        #expect(world.rootRecorder.frames.count == 4)
    }

    @Test func aSequenceKeepsTheViewItTouchedDownOn() {
        let world = Halves(device: TestDevice.touchscreen)
        var script = TouchScript(device: TestDevice.touchscreen)
        script.down(x: 300, y: 400)
        world.window.handle(script.frame())
        script.move(dx: -250, dy: 0)
        world.window.handle(script.frame())
        script.liftAll()
        world.window.handle(script.frame())
        #expect(world.rightRecorder.frames.count == 3)
        #expect(world.leftRecorder.frames.isEmpty)
        #expect(world.rightRecorder.frames.map(\.touches.count) == [1, 1, 0])
    }

    @Test func aHiddenViewGetsNothing() {
        let world = Halves(device: TestDevice.touchscreen)
        world.right.isHidden = true
        var script = TouchScript(device: TestDevice.touchscreen)
        Self.tap(world.window, &script, x: 300, y: 400)
        #expect(world.rightRecorder.frames.isEmpty)
        #expect(world.rootRecorder.frames.count == 2, "the touch falls through to the view underneath")

        world.root.view.alpha = 0
        Self.tap(world.window, &script, x: 300, y: 400)
        #expect(world.rootRecorder.frames.count == 2)

        world.root.view.alpha = 1
        world.window.focusedView = world.right
        world.window.connectInputDevice(TestDevice.touchpad)
        var pad = TouchScript(device: TestDevice.touchpad, start: script.time)
        Self.tap(world.window, &pad, x: 300, y: 400)
        #expect(world.rightRecorder.frames.isEmpty, "a hidden focused view gets no touchpad frames either")
        #expect(world.rootRecorder.frames.count == 2)
    }

    @Test func touchpadFramesGoToTheFocusedViewWhereverTheFingersAre() throws {
        let world = Halves(device: TestDevice.touchpad)
        #expect(world.window.focusedView === world.root.view, "the visible controller's view by default")
        var script = TouchScript(device: TestDevice.touchpad)
        Self.tap(world.window, &script, x: 100, y: 100)
        #expect(world.rootRecorder.frames.count == 2)
        #expect(world.leftRecorder.frames.isEmpty && world.rightRecorder.frames.isEmpty)
        // 100 mm of pad span the 400-point window: 4 points per millimetre.
        #expect(world.window.touchMapping(for: TestDevice.touchpad)?.pointsPerMillimetre == 4)

        world.window.focusedView = world.right
        Self.tap(world.window, &script, x: 100, y: 100)
        #expect(world.rightRecorder.frames.count == 2)
        #expect(world.rootRecorder.frames.count == 4, "ancestors of the focused view get the frames too")
        #expect(world.leftRecorder.frames.isEmpty)
        let touch = try #require(world.rightRecorder.frames.first?.touches.first)
        #expect(world.window.touchMapping(for: TestDevice.touchpad)?.point(for: touch) == GesturePoint(x: 100, y: 100))

        world.right.removeFromSuperview()
        #expect(world.window.focusedView === world.root.view, "a focused view that left the window falls back")
    }

    @Test func aTransparentVisibleViewPassesTouchpadFramesToItsNearestTouchableAncestor() {
        let world = Halves(device: TestDevice.touchpad)
        let presented = ViewController(name: "sheet")
        let holder = View(frame: Rect(x: 0, y: 0, width: 400, height: 800), name: "holder")
        let holderRecorder = RecordingRecognizer()
        holder.addGestureRecognizer(holderRecorder)
        world.window.addSubview(holder)
        world.root.present(presented, animated: false)
        presented.view.removeFromSuperview()
        holder.addSubview(presented.view)
        #expect(world.window.focusedView === presented.view)
        presented.view.alpha = 0
        #expect(world.window.focusedView === holder, "a cross-fade hides the real view: its holder takes the frames")
        var script = TouchScript(device: TestDevice.touchpad)
        Self.tap(world.window, &script, x: 100, y: 100)
        #expect(holderRecorder.frames.count == 2)
        holder.isHidden = true
        #expect(world.window.focusedView === world.window)
        world.window.focusedView = presented.view
        #expect(world.window.focusedView === presented.view, "a focused view that was set is kept, touchable or not")
    }

    @Test func touchpadFramesNeedTheKeyWindow() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 800), clock: VirtualClock())
        let recorder = RecordingRecognizer()
        window.addGestureRecognizer(recorder)
        window.connectInputDevice(TestDevice.touchpad)
        var script = TouchScript(device: TestDevice.touchpad)
        Self.tap(window, &script, x: 10, y: 10)
        #expect(recorder.frames.isEmpty)
        window.makeKeyAndVisible()
        #expect(window.focusedView === window, "no controller: the window itself")
        Self.tap(window, &script, x: 10, y: 10)
        #expect(recorder.frames.count == 2)
    }

    @Test func framesWithoutADeviceAreIgnored() {
        let world = Halves(device: TestDevice.touchscreen)
        world.window.inputDeviceLost()
        var script = TouchScript(device: TestDevice.touchscreen)
        Self.tap(world.window, &script, x: 300, y: 400)
        #expect(world.rightRecorder.frames.isEmpty)
        #expect(world.window.hasLostInputDevice)
        #expect(world.window.inputDevice == nil)
        world.window.connectInputDevice(TestDevice.touchscreen)
        #expect(!world.window.hasLostInputDevice)
        Self.tap(world.window, &script, x: 300, y: 400)
        #expect(world.rightRecorder.frames.count == 2)
    }

    @Test func frameTimesAdvanceTheVirtualClock() {
        let world = Halves(device: TestDevice.touchscreen)
        var script = TouchScript(device: TestDevice.touchscreen, start: 2_500_000)
        script.down(x: 300, y: 400)
        world.window.handle(script.frame(after: 0))
        #expect(world.scene.clock.now == 2.5)
        world.window.handle(script.frame(after: -100))
        #expect(world.scene.clock.now == 2.5, "a frame from the past never moves the clock back")
        #expect(world.rightRecorder.frames.last?.time == 2_400_000, "and is handed on with its own time")

        world.window.inputClockOffset = 10
        #expect(world.window.clockTime(ofFrameTime: 2_600_000) == 12.6)
        #expect(world.window.frameTime(ofClockTime: 12.6) == 2_600_000)
        world.window.handle(script.frame(after: 200))
        #expect(world.scene.clock.now == 12.6)

        world.scene.clock.advance(to: 20)
        world.window.alignInputClock(toFrameTime: 5_000_000)
        #expect(world.window.inputClockOffset == 15)
    }

    @Test func recognizerDeadlinesRunOnTheClock() {
        let world = Halves(device: TestDevice.touchscreen)
        var script = TouchScript(device: TestDevice.touchscreen)
        script.down(x: 300, y: 400)
        world.rightRecorder.deadline = 1_050_000
        world.window.handle(script.frame(after: 0))
        #expect(world.scene.clock.pendingCallbackCount == 1)
        world.scene.clock.advance(to: 1.049)
        #expect(world.rightRecorder.advances.isEmpty)
        world.scene.clock.advance(to: 1.2)
        #expect(world.rightRecorder.advances == [1_050_000], "advanced to the deadline, when the clock reached it, without a frame")
        #expect(world.scene.clock.pendingCallbackCount == 0)
    }

    @Test func aPendingFingerSwitchCancelsThePanOnTheClock() throws {
        let scene = Scene(root: ViewController(name: "root"))
        scene.window.connectInputDevice(TestDevice.touchpad)
        let pan = try #require(PanGestureRecognizer(device: TestDevice.touchpad, window: scene.window))
        scene.window.rootViewController?.view.addGestureRecognizer(pan)
        var script = TouchScript(device: TestDevice.touchpad)
        script.down(count: 2, x: 100, y: 300)
        scene.window.handle(script.frame())
        for _ in 0..<5 {
            script.move(dx: 10, dy: 0)
            scene.window.handle(script.frame())
        }
        #expect(pan.state == .changed)
        script.down(x: 200, y: 300)
        scene.window.handle(script.frame())
        let switchTime = script.time
        #expect(pan.deadline == switchTime + 100_000)
        scene.clock.advance(to: Double(switchTime + 99_000) / 1e6)
        #expect(pan.state == .changed)
        scene.clock.advance(by: 0.002)
        #expect(pan.state == .cancelled)
        #expect(pan.stateTimes[.cancelled] == switchTime + 100_000)
    }

    @Test func deviceLossResetsTheSequenceAndCancelsAPan() throws {
        let scene = Scene(root: ViewController(name: "root"))
        scene.window.connectInputDevice(TestDevice.touchscreen)
        let pan = try #require(PanGestureRecognizer(device: TestDevice.touchscreen, window: scene.window))
        let recorder = RecordingRecognizer()
        scene.window.rootViewController?.view.addGestureRecognizer(pan)
        scene.window.rootViewController?.view.addGestureRecognizer(recorder)
        var script = TouchScript(device: TestDevice.touchscreen)
        script.down(x: 100, y: 300)
        scene.window.handle(script.frame())
        script.move(dx: 30, dy: 0)
        scene.window.handle(script.frame())
        #expect(pan.state == .began)
        scene.window.inputDeviceLost()
        #expect(pan.state == .cancelled)
        #expect(recorder.resets == [script.time])
        script.move(dx: 30, dy: 0)
        scene.window.handle(script.frame())
        #expect(pan.state == .cancelled, "frames after the loss are ignored")
    }

    @Test func removingARecognizerMidSequenceResetsIt() throws {
        let scene = Scene(root: ViewController(name: "root"))
        scene.window.connectInputDevice(TestDevice.touchscreen)
        let pan = try #require(PanGestureRecognizer(device: TestDevice.touchscreen, window: scene.window))
        let view = try #require(scene.window.rootViewController?.view)
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(pan)
        #expect(view.attachedGestureRecognizers.count == 1)
        var script = TouchScript(device: TestDevice.touchscreen)
        script.down(x: 100, y: 300)
        scene.window.handle(script.frame())
        script.move(dx: 30, dy: 0)
        scene.window.handle(script.frame())
        view.removeGestureRecognizer(pan)
        #expect(view.attachedGestureRecognizers.isEmpty)
        #expect(pan.state == .cancelled)
        script.move(dx: 30, dy: 0)
        scene.window.handle(script.frame())
        #expect(pan.stateTimes[.changed] == nil, "a detached recognizer gets no more frames")
    }
}
