import GlideGestures
import GlideInput
import Testing

@testable import GlideUI

/// A pan dismissing a sheet end to end: synthetic frames into the window on a virtual clock, outcome records out.
///
/// Frames are 10 ms apart and move 10 points each (1000 points per second) unless said
/// otherwise; the window is 400 points wide, so 40 points are 10 % progress.
@Suite struct PanInteractionControllerTests {
    /// Puts one finger (touchscreen) or two (touchpad) down at (100, 300) and moves them `steps` times by (`step`, `dy`).
    static func drag(_ world: DismissScene, _ script: inout TouchScript, steps: Int, step: Double = 10, dy: Double = 0, fingers: Int? = nil) {
        script.down(count: fingers ?? (world.device.isTouchpad ? 2 : 1), x: 100, y: 300)
        world.send(script.frame())
        move(world, &script, steps: steps, step: step, dy: dy)
    }

    /// Moves the fingers down `steps` times by (`step`, `dy`), 10 ms apart.
    static func move(_ world: DismissScene, _ script: inout TouchScript, steps: Int, step: Double = 10, dy: Double = 0) {
        for _ in 0..<steps {
            script.move(dx: step, dy: dy)
            world.send(script.frame())
        }
    }

    /// Lifts every finger 10 ms after the last frame and lets the clock run out.
    static func lift(_ world: DismissScene, _ script: inout TouchScript) {
        script.liftAll()
        world.send(script.frame())
        world.clock.runUntilIdle()
    }

    static let devices = [TestDevice.touchscreen, TestDevice.touchpad]

    @Test(arguments: devices)
    func aDragPastTheThresholdFinishes(device: DeviceDescription) {
        let world = DismissScene(device: device)
        var script = TouchScript(device: device)
        Self.drag(world, &script, steps: 16)
        #expect(world.controller.isInteracting)
        #expect(world.controller.percentComplete == 0.4)
        Self.lift(world, &script)
        #expect(!world.controller.isInteracting)
        // The pan begins once past its hysteresis: 10 points on the touchscreen, 1.5 mm = 6 points on the pad.
        #expect(world.scene.log.jsonLines == """
            {"transition":2,"kind":"dismiss","animator":"SlideAnimator","interactive":true,"decision":"finish","reason":"threshold",\
            "percent_at_release":0.4,"velocity_at_release":1000,"completion_speed":0.6,"start_ms":1020,"release_ms":1180,\
            "end_ms":2180,"visible":"home","diagnostics":[]}

            """)
        #expect(world.home.presentedViewController == nil)
    }

    @Test(arguments: devices)
    func aDragBelowTheThresholdCancelsAndLeavesTheTreeAsItWas(device: DeviceDescription) throws {
        let world = DismissScene(device: device)
        let before = world.scene.digest
        var script = TouchScript(device: device)
        Self.drag(world, &script, steps: 6)
        #expect(world.controller.percentComplete == 0.15)
        Self.lift(world, &script)
        let outcome = try #require(world.outcomes.last)
        #expect(outcome.transition == 2)
        #expect(outcome.decision == .cancel)
        #expect(outcome.reason == .threshold)
        #expect(outcome.percentAtRelease == 0.15)
        #expect(outcome.completionSpeed == 0.85)
        // Cancel at speed 1 − p: p·D / (1 − p).
        #expect(abs((outcome.endMilliseconds - (outcome.releaseMilliseconds ?? 0)) - 1000 * 0.15 / 0.85) < 1e-6)
        #expect(outcome.visible == "sheet")
        #expect(outcome.diagnostics.isEmpty)
        #expect(world.scene.digest == before)
        #expect(world.digestsAtBegin[2] == before)
        #expect(world.home.presentedViewController === world.sheet)
    }

    /// A desktop's policy decides and times the release: GNOME Shell finishes a 1,000 pt/s drag
    /// (1 px/ms on the screen, 9.8 px/ms on the 4 pt/mm pad: past its thresholds) by the velocity,
    /// in |Δp / v| · 3 = 0.6 / 0.0025 · 3 = 720 ms, clamped to 400: the rest runs at 0.6 s / 0.4 s.
    @Test(arguments: devices)
    func aDesktopPolicyDecidesAndTimesTheRelease(device: DeviceDescription) throws {
        let world = DismissScene(device: device, policy: .gnome)
        var script = TouchScript(device: device)
        Self.drag(world, &script, steps: 16)
        Self.lift(world, &script)
        let outcome = try #require(world.outcomes.last)
        #expect(outcome.decision == .finish && outcome.reason == .velocity)
        #expect(abs(outcome.completionSpeed - 1.5) < 1e-9)
        #expect(abs((outcome.endMilliseconds - (outcome.releaseMilliseconds ?? 0)) - 400) < 1e-6)
        let input = try #require(outcome.release.input)
        #expect(input.pointsPerMillimetre == (device == TestDevice.touchpad ? 4 : nil))
        #expect(input.events == 16 && abs((input.travel ?? 0) - 160) < 1e-9, "\(input)")
        #expect(outcome.release.policy?.description == "gnome")
    }

    @Test func fixedSpeedRunsTheRestThatMuchFaster() throws {
        let world = DismissScene(device: TestDevice.touchscreen, speedRule: .fixed(2))
        var script = TouchScript(device: world.device)
        Self.drag(world, &script, steps: 16)
        Self.lift(world, &script)
        let outcome = try #require(world.outcomes.last)
        #expect(outcome.completionSpeed == 2)
        #expect(outcome.endMilliseconds - (outcome.releaseMilliseconds ?? 0) == 300, "(1 − 0.4) · 1 s / 2")
    }

    @Test func aDragPastTheWholeWidthFinishesAtOnce() throws {
        let world = DismissScene(device: TestDevice.touchscreen)
        var script = TouchScript(device: world.device)
        Self.drag(world, &script, steps: 45)
        #expect(world.controller.percentComplete == 1)
        Self.lift(world, &script)
        let outcome = try #require(world.outcomes.last)
        #expect(outcome.decision == .finish)
        #expect(outcome.percentAtRelease == 1)
        #expect(outcome.completionSpeed == CompletionSpeedRule.minimum)
        #expect(outcome.endMilliseconds == outcome.releaseMilliseconds)
    }

    @Test(arguments: [(-3.0, true), (3.0, true), (0.0, true), (12.0, false)])
    func rightwardDragsWithSmallDriftEitherWayBegin(dy: Double, begins: Bool) {
        let world = DismissScene(device: TestDevice.touchscreen)
        var script = TouchScript(device: world.device)
        Self.drag(world, &script, steps: 10, dy: dy)
        #expect(world.controller.isInteracting == begins)
        Self.lift(world, &script)
        #expect(world.outcomes.count == (begins ? 1 : 0))
    }

    @Test func leftwardAndVerticalDragsBeginNothing() {
        let world = DismissScene(device: TestDevice.touchscreen)
        var script = TouchScript(device: world.device)
        Self.drag(world, &script, steps: 10, step: -10)
        #expect(!world.controller.isInteracting)
        Self.lift(world, &script)
        script.down(x: 200, y: 300)
        world.send(script.frame())
        for _ in 0..<10 {
            script.move(dx: 1, dy: 10)
            world.send(script.frame())
        }
        Self.lift(world, &script)
        #expect(world.outcomes.isEmpty)
        #expect(world.window.currentTransition?.number == 1, "only the sheet's unanimated presentation ever began")
    }

    /// A short fast flick: 4 frames of 15 points, 10 ms apart (1500 points per second, p = 0.15).
    @Test(arguments: [
        (CompletionPolicy.standard, TransitionDecision.cancel, TransitionReason.threshold),
        (CompletionPolicy.projected(), .finish, .velocity),
        (CompletionPolicy.fling(), .finish, .velocity),
    ])
    func aShortFastFlickUnderEachPolicy(policy: CompletionPolicy, decision: TransitionDecision, reason: TransitionReason) throws {
        let world = DismissScene(device: TestDevice.touchscreen, policy: policy)
        var script = TouchScript(device: world.device)
        Self.drag(world, &script, steps: 4, step: 15)
        Self.lift(world, &script)
        let outcome = try #require(world.outcomes.last)
        #expect(outcome.percentAtRelease == 0.15)
        #expect(abs((outcome.velocityAtRelease ?? 0) - 1500) < 1e-6)
        #expect(outcome.decision == decision)
        #expect(outcome.reason == reason)
    }

    /// The grab works alike whether a property animator or the captured group (`View.animate`) runs the completion.
    @Test(arguments: devices, [true, false])
    func aTouchDuringTheCompletionGrabsItBack(device: DeviceDescription, propertyAnimator: Bool) throws {
        let world = DismissScene(device: device, interruptible: propertyAnimator)
        var script = TouchScript(device: device)
        Self.drag(world, &script, steps: 12)
        script.liftAll()
        world.send(script.frame())
        let release = script.time
        // Finish from 0.3 at speed 0.7, linear: 0.7 of the way in 1 s; 200 ms later the sheet is at 0.44.
        world.clock.advance(by: 0.2)
        script.down(count: device.isTouchpad ? 2 : 1, x: 300, y: 300)
        world.send(script.frame(after: 200))
        #expect(world.controller.isInteracting)
        #expect(abs(world.controller.percentComplete - 0.44) < 1e-9)
        #expect(world.window.currentTransition?.state == .interacting)
        world.clock.advance(by: 5)
        #expect(world.outcomes.isEmpty, "a grabbed transition waits for the finger")
        // Back by 120 points: 0.44 − 0.3 = 0.14, below the threshold.
        Self.move(world, &script, steps: 12, step: -10)
        #expect(abs(world.controller.percentComplete - 0.14) < 1e-9)
        Self.lift(world, &script)
        #expect(world.outcomes.count == 1)
        let outcome = try #require(world.outcomes.last)
        #expect(outcome.transition == 2)
        #expect(outcome.decision == .cancel)
        #expect(outcome.reason == .threshold)
        #expect(abs((outcome.velocityAtRelease ?? 0) + 1000) < 1e-6)
        #expect(outcome.interruptions.count == 1)
        let interruption = try #require(outcome.interruptions.first)
        #expect(interruption.decision == .finish)
        #expect(interruption.reason == .threshold)
        #expect(abs((interruption.percentAtRelease ?? 0) - 0.3) < 1e-9)
        #expect(abs((interruption.velocityAtRelease ?? 0) - 1000) < 1e-6)
        #expect(interruption.completionSpeed == 0.7)
        #expect(interruption.releaseMilliseconds == Double(release) / 1000)
        #expect(abs(interruption.percentAtGrab - 0.44) < 1e-9)
        #expect(interruption.grabMilliseconds == Double(release) / 1000 + 200)
        #expect(outcome.jsonLine.hasSuffix(
            ",\"diagnostics\":[],\"interruptions\":[{\"decision\":\"finish\",\"reason\":\"threshold\",\"percent_at_release\":0.3,"
                + "\"velocity_at_release\":1000,\"completion_speed\":0.7,\"release_ms\":\(release / 1000),\"percent_at_grab\":0.44,"
                + "\"grab_ms\":\(release / 1000 + 200)}]}"))
        #expect(world.scene.digest == world.digestsAtBegin[2])
        #expect(world.home.presentedViewController === world.sheet)
    }

    @Test func aGrabLetGoWithoutAPanIsDecidedByTheInterruption() throws {
        let world = DismissScene(device: TestDevice.touchscreen)
        var script = TouchScript(device: world.device)
        Self.drag(world, &script, steps: 12)
        script.liftAll()
        world.send(script.frame())
        world.clock.advance(by: 0.2)
        script.down(x: 300, y: 300)
        world.send(script.frame(after: 200))
        #expect(world.controller.isInteracting)
        script.liftAll()
        world.send(script.frame(after: 50))
        world.clock.runUntilIdle()
        let outcome = try #require(world.outcomes.last)
        #expect(outcome.decision == .finish)
        #expect(outcome.reason == .interrupted)
        #expect(abs((outcome.percentAtRelease ?? 0) - 0.44) < 1e-9)
        #expect(outcome.velocityAtRelease == 0)
        #expect(outcome.interruptions.count == 1)
        #expect(world.home.presentedViewController == nil)
    }

    @Test(arguments: [true, false])
    func aCompletionRunsOnUnderATouchWhenInterruptionIsOff(propertyAnimator: Bool) throws {
        let world = DismissScene(device: TestDevice.touchscreen, interruptible: propertyAnimator)
        world.controller.allowsInterruption = false
        var script = TouchScript(device: world.device)
        Self.drag(world, &script, steps: 12)
        script.liftAll()
        world.send(script.frame())
        script.down(x: 100, y: 300)
        world.send(script.frame(after: 100))
        Self.move(world, &script, steps: 10)
        #expect(!world.controller.isInteracting)
        Self.lift(world, &script)
        #expect(world.outcomes.count == 1)
        let outcome = try #require(world.outcomes.last)
        #expect(outcome.decision == .finish)
        #expect(outcome.interruptions.isEmpty)
        #expect(outcome.diagnostics.isEmpty, "no refused grab and no begin while in flight")
    }

    @Test(arguments: devices)
    func aLostDeviceCancelsTheTransition(device: DeviceDescription) throws {
        let world = DismissScene(device: device)
        let before = world.scene.digest
        var script = TouchScript(device: device)
        Self.drag(world, &script, steps: 16)
        world.window.inputDeviceLost()
        #expect(!world.controller.isInteracting)
        world.clock.runUntilIdle()
        let outcome = try #require(world.outcomes.last)
        #expect(outcome.decision == .cancel)
        #expect(outcome.reason == .deviceLost)
        #expect(outcome.percentAtRelease == 0.4)
        #expect(abs((outcome.velocityAtRelease ?? 0) - 1000) < 1e-6)
        #expect(outcome.releaseMilliseconds == Double(script.time) / 1000)
        #expect(world.scene.digest == before)
        #expect(world.outcomes.count == 1)
    }

    @Test func aFingerChangeOutlastingTheDebounceCancelsTheGesture() throws {
        let world = DismissScene(device: TestDevice.touchpad)
        let before = world.scene.digest
        var script = TouchScript(device: world.device)
        Self.drag(world, &script, steps: 16)
        script.down(x: 250, y: 300)
        world.send(script.frame())
        let change = script.time
        world.clock.advance(to: Double(change + 99_000) / 1e6)
        #expect(world.controller.isInteracting, "still debouncing")
        world.clock.advance(to: Double(change + 100_000) / 1e6)
        #expect(!world.controller.isInteracting, "cancelled by the clock, without a frame")
        world.clock.runUntilIdle()
        let outcome = try #require(world.outcomes.last)
        #expect(outcome.decision == .cancel)
        #expect(outcome.reason == .gestureCancelled)
        #expect(outcome.percentAtRelease == 0.4)
        #expect(outcome.releaseMilliseconds == Double(change + 100_000) / 1000)
        #expect(world.scene.digest == before)
    }

    @Test func aFingerChangeWithinTheDebounceIsForgiven() throws {
        let world = DismissScene(device: TestDevice.touchpad)
        var script = TouchScript(device: world.device)
        Self.drag(world, &script, steps: 8)
        script.down(x: 250, y: 300)
        world.send(script.frame())
        script.liftLast()
        world.send(script.frame(after: 50))
        Self.move(world, &script, steps: 8)
        Self.lift(world, &script)
        let outcome = try #require(world.outcomes.last)
        #expect(outcome.decision == .finish)
        #expect(outcome.reason == .threshold)
    }

    @Test func aDeviceLostWhileGrabbedCancels() throws {
        let world = DismissScene(device: TestDevice.touchpad)
        var script = TouchScript(device: world.device)
        Self.drag(world, &script, steps: 12)
        script.liftAll()
        world.send(script.frame())
        world.clock.advance(by: 0.2)
        script.down(count: 2, x: 300, y: 300)
        world.send(script.frame(after: 200))
        #expect(world.controller.isInteracting)
        world.window.inputDeviceLost()
        #expect(!world.controller.isInteracting)
        world.clock.runUntilIdle()
        let outcome = try #require(world.outcomes.last)
        #expect(outcome.decision == .cancel)
        #expect(outcome.reason == .deviceLost)
        #expect(outcome.interruptions.map(\.decision) == [.finish])
        #expect(world.scene.digest == world.digestsAtBegin[2])
        #expect(world.outcomes.count == 1)
    }

    @Test func vendedWithoutAGestureItRunsTheTransitionNonInteractively() throws {
        let world = DismissScene(device: TestDevice.touchscreen, duration: 0.25)
        #expect(!world.controller.wantsInteractiveStart)
        let always = AlwaysVending(animator: world.animator, interaction: world.controller)
        world.sheet.transitioningDelegate = always
        world.sheet.dismiss(animated: true)
        world.clock.runUntilIdle()
        let outcome = try #require(world.outcomes.last)
        #expect(outcome.interactive == false)
        #expect(outcome.reason == .nonInteractive)
        #expect(outcome.decision == .finish)
        #expect(outcome.endMilliseconds == 250)
        withExtendedLifetime(always) {}
    }

    /// A delegate that vends the interaction controller whether or not a gesture drives.
    final class AlwaysVending: ViewControllerTransitioningDelegate {
        let animator: any ViewControllerAnimatedTransitioning
        let interaction: PanInteractionController

        init(animator: any ViewControllerAnimatedTransitioning, interaction: PanInteractionController) {
            self.animator = animator
            self.interaction = interaction
        }

        func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? { animator }

        func interactionControllerForDismissal(
            using animator: any ViewControllerAnimatedTransitioning
        ) -> (any ViewControllerInteractiveTransitioning)? { interaction }
    }

    @Test func aLeftwardPanPresents() throws {
        let scene = Scene(root: ViewController(name: "home"))
        let home = try #require(scene.window.rootViewController)
        let sheet = ViewController(name: "sheet")
        let delegate = PanDelegate(animator: SlideAnimator(log: CallLog(), duration: 0.5, usesPropertyAnimator: true))
        sheet.transitioningDelegate = delegate
        sheet.modalPresentationStyle = .overFullScreen
        let pan = try #require(PanGestureRecognizer(device: TestDevice.touchscreen, window: scene.window))
        let controller = PanInteractionController(pan: pan, direction: .leftward(), beginTransition: { home.present(sheet, animated: true) })
        delegate.interaction = controller
        controller.attach(to: home.view)
        scene.window.connectInputDevice(TestDevice.touchscreen)
        var script = TouchScript(device: TestDevice.touchscreen)
        script.down(x: 380, y: 300)
        scene.window.handle(script.frame())
        for _ in 0..<20 {
            script.move(dx: -10, dy: 0)
            scene.window.handle(script.frame())
        }
        #expect(controller.percentComplete == 0.5)
        script.liftAll()
        scene.window.handle(script.frame())
        scene.clock.runUntilIdle()
        let outcome = try #require(scene.log.outcomes.last)
        #expect(outcome.kind == .present)
        #expect(outcome.decision == .finish)
        #expect(abs((outcome.velocityAtRelease ?? 0) - 1000) < 1e-6, "velocity along the leftward axis")
        #expect(outcome.visible == "sheet")
        #expect(abs(outcome.endMilliseconds - (outcome.releaseMilliseconds ?? 0) - 500) < 1e-6, "the whole duration at speed 1 − p")
    }
}
