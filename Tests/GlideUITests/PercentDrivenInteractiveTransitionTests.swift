import Testing

@testable import GlideUI

/// Percent-driven timing on the virtual clock: scrubbing, and the remaining time after release.
@Suite struct PercentDrivenInteractiveTransitionTests {
    /// A push of `duration` seconds driven by a percent-driven interaction, started at t = 10.
    static func push(
        duration: Double, propertyAnimator: Bool = false, springDamping: Double? = nil, startsOwnPropertyAnimator: Bool = false
    ) -> (Scene, LoggingInteraction, SlideAnimator, View, CallLog) {
        let log = CallLog()
        let interaction = LoggingInteraction(log: log)
        let animator = SlideAnimator(log: log, duration: duration)
        animator.usesPropertyAnimator = propertyAnimator
        animator.startsOwnPropertyAnimator = startsOwnPropertyAnimator
        animator.springDamping = springDamping
        let delegate = LoggingDelegate(log: log, animator: animator, interaction: interaction)
        let list = ViewController(name: "list")
        let detail = ViewController(name: "detail")
        let navigation = NavigationController(rootViewController: list, name: "nav")
        let scene = Scene(root: navigation)
        navigation.delegate = delegate
        scene.clock.advance(to: 10)
        navigation.pushViewController(detail, animated: true)
        withExtendedLifetime(delegate) {}
        return (scene, interaction, animator, detail.view, log)
    }

    /// The seconds between release and `completeTransition`, read from the outcome record.
    static func remaining(_ scene: Scene) -> Double? {
        guard let outcome = scene.log.outcomes.last, let release = outcome.releaseMilliseconds else { return nil }
        return (outcome.endMilliseconds - release) / 1000
    }

    @Test func scrubbingIsLinearInTime() {
        let (scene, interaction, _, detailView, _) = Self.push(duration: 2)
        #expect(interaction.duration == 2)
        #expect(detailView.presentation.frame.minX == 400)
        interaction.update(0.25)
        #expect(detailView.presentation.frame.minX == 300)
        scene.clock.advance(by: 5)
        #expect(detailView.presentation.frame.minX == 300, "a paused transition must not move with the clock")
        interaction.update(0.75)
        #expect(interaction.percentComplete == 0.75)
        #expect(detailView.presentation.frame.minX == 100)
        #expect(scene.log.outcomes.isEmpty)
    }

    @Test(arguments: [false, true])
    func finishFromPointSixAtSpeedPointFour(propertyAnimator: Bool) {
        let duration = 0.8
        let (scene, interaction, _, _, _) = Self.push(duration: duration, propertyAnimator: propertyAnimator)
        interaction.update(0.6)
        scene.clock.advance(by: 0.3)
        interaction.completionSpeed = 0.4
        interaction.completionCurve = .easeOut
        interaction.finish()
        scene.clock.runUntilIdle()
        let outcome = scene.log.outcomes.last
        #expect(outcome?.decision == .finish)
        #expect(outcome?.completionSpeed == 0.4)
        #expect(outcome?.percentAtRelease == 0.6)
        #expect(outcome?.releaseMilliseconds == 10_300)
        let expected = (0.4 * duration) / 0.4
        #expect(abs((Self.remaining(scene) ?? -1) - expected) < 1e-9)
    }

    @Test(arguments: [false, true])
    func cancelFromPointThreeAtSpeedPointSeven(propertyAnimator: Bool) {
        let duration = 0.5
        let (scene, interaction, _, detailView, _) = Self.push(duration: duration, propertyAnimator: propertyAnimator)
        interaction.update(0.3)
        interaction.completionSpeed = 0.7
        interaction.cancel()
        let releasedAt = scene.clock.now
        scene.clock.advance(by: 0.3 * duration / 0.7 / 2)
        #expect(detailView.presentation.frame.minX > 280, "halfway back along ease-in-out the view is right of where it was released")
        scene.clock.runUntilIdle()
        #expect(scene.log.outcomes.last?.decision == .cancel)
        #expect(abs((Self.remaining(scene) ?? -1) - 0.3 * duration / 0.7) < 1e-9)
        #expect(releasedAt == 10)
    }

    @Test(arguments: [false, true])
    func finishAtOneWithSpeedOneMinusPCompletesAtOnce(propertyAnimator: Bool) {
        let (scene, interaction, _, _, _) = Self.push(duration: 0.5, propertyAnimator: propertyAnimator)
        interaction.update(1)
        interaction.completionSpeed = 1 - interaction.percentComplete
        interaction.finish()
        scene.clock.advance(by: 0)
        #expect(scene.log.outcomes.count == 1)
        #expect(Self.remaining(scene) == 0)
        #expect(scene.log.outcomes.last?.completionSpeed == 0)
        #expect(scene.log.outcomes.last?.diagnostics == [])
    }

    @Test(arguments: [0.0, -1.0, Double.nan])
    func nonPositiveSpeedNeverHangs(speed: Double) {
        let (scene, interaction, _, _, _) = Self.push(duration: 0.5)
        interaction.update(0.4)
        interaction.completionSpeed = speed
        interaction.cancel()
        scene.clock.advance(by: 0)
        #expect(scene.log.outcomes.last?.decision == .cancel)
        #expect(Self.remaining(scene) == 0)
    }

    /// Where an interruptible push released at 0.5 shows its view every 0.025 s for 1 s after release, with these completion settings.
    static func positionsAfterRelease(curve: AnimationCurve, timingCurve: AnimationTiming?, springDamping: Double? = nil) -> [Double] {
        let (scene, interaction, _, view, _) = push(duration: 1, propertyAnimator: true, springDamping: springDamping)
        interaction.completionCurve = curve
        interaction.timingCurve = timingCurve
        interaction.update(0.5)
        interaction.finish()
        return (1...40).map { _ in
            scene.clock.advance(by: 0.025)
            return view.presentation.frame.minX
        }
    }

    /// Everything the animator starts is scrubbed, including a property animator it does not vend
    /// (UIKit freezes the container layer's time): it follows the updates, stands still between
    /// them, and a release runs it on to the end or back to the start, where it completes.
    @Test(arguments: [true, false])
    func aPropertyAnimatorTheAnimatorStartsWithoutVendingIsScrubbed(finishes: Bool) throws {
        let (scene, interaction, animator, detailView, _) = Self.push(duration: 2, startsOwnPropertyAnimator: true)
        #expect(!animator.usesPropertyAnimator && detailView.presentation.frame.minX == 400)
        interaction.update(0.25)
        #expect(detailView.presentation.frame.minX == 300)
        scene.clock.advance(by: 5)
        #expect(detailView.presentation.frame.minX == 300, "a scrubbed property animator must not move with the clock")
        interaction.update(0.5)
        #expect(detailView.presentation.frame.minX == 200)
        let released = scene.clock.now
        interaction.completionCurve = .linear
        if finishes { interaction.finish() } else { interaction.cancel() }
        // Half the 2 s transition is left either way.
        scene.clock.advance(by: 0.5)
        #expect(abs(detailView.presentation.frame.minX - (finishes ? 100 : 300)) < 1e-9)
        scene.clock.runUntilIdle()
        let outcome = try #require(scene.log.outcomes.last)
        #expect(outcome.decision == (finishes ? .finish : .cancel) && outcome.interactive)
        #expect(abs(outcome.endMilliseconds / 1000 - (released + 1)) < 1e-6)
        #expect(outcome.diagnostics.isEmpty || !finishes)
        if finishes { #expect(detailView.frame.minX == 0 && !detailView.hasAnimations) }
    }

    @Test func withoutATimingCurveAnInterruptibleAnimatorKeepsItsOwnTiming() throws {
        // UIKit: `timingCurve` nil continues the interruptible animator along its own timing, so the
        // completion curve plays no part; a timing curve replaces it.
        let linear = Self.positionsAfterRelease(curve: .linear, timingCurve: nil)
        #expect(Self.positionsAfterRelease(curve: .easeInOut, timingCurve: nil) == linear)
        let replaced = Self.positionsAfterRelease(curve: .linear, timingCurve: .curve(.easeInOut))
        #expect(abs(replaced[4] - linear[4]) > 1, "ease-in-out and linear put the view apart: \(replaced[4]) vs \(linear[4])")
        // A spring animator still springs: the pushed view passes its end (x = 0) before it settles there.
        let spring = Self.positionsAfterRelease(curve: .easeInOut, timingCurve: nil, springDamping: 0.3)
        #expect(try #require(spring.min()) < -1)
        #expect(spring.last == 0)
    }

    @Test func theInteractionAsksItsPercentAndDurationOfTheContext() throws {
        let (scene, interaction, _, _, _) = Self.push(duration: 0.8)
        let context = try #require(scene.window.currentTransition)
        #expect(interaction.duration == 0.8 && context.duration == 0.8)
        interaction.update(0.3)
        #expect(interaction.percentComplete == 0.3 && context.percentComplete == 0.3)
        context.updateInteractiveTransition(0.6)
        #expect(interaction.percentComplete == 0.6, "a context update moves what the interaction reports")
        #expect(context.animationGroup.map { abs($0.offset - 0.48) < 1e-9 } == true, "and scrubs the captured group")
    }

    @Test func seedIdiomCompletionSpeedOneMinusPTakesTheFullDuration() {
        let duration = 0.25
        let (scene, interaction, _, _, _) = Self.push(duration: duration)
        interaction.update(0.3)
        interaction.completionSpeed = 1 - interaction.percentComplete
        interaction.finish()
        scene.clock.runUntilIdle()
        #expect(abs((Self.remaining(scene) ?? -1) - duration) < 1e-9)
    }

    @Test func nonFiniteUpdatesAreRefusedAndRecorded() {
        let (scene, interaction, _, _, _) = Self.push(duration: 0.5)
        interaction.update(0.4)
        interaction.update(.nan)
        interaction.update(-.infinity)
        #expect(interaction.percentComplete == 0.4)
        interaction.update(7)
        #expect(interaction.percentComplete == 1)
        interaction.finish()
        scene.clock.runUntilIdle()
        #expect(scene.log.outcomes.last?.diagnostics == [.nonFinitePercent])
        #expect(scene.log.outcomes.last?.count(of: .nonFinitePercent) == 2)
    }

    @Test func updateAfterTheEndIsRecordedOnTheEndedTransition() {
        let (scene, interaction, _, _, _) = Self.push(duration: 0.5)
        interaction.update(0.5)
        interaction.finish()
        interaction.update(0.2)
        scene.clock.runUntilIdle()
        interaction.finish()
        #expect(scene.log.outcomes.last?.diagnostics == ["update-in-completing", "finish-in-ended"].map(TransitionDiagnostic.init(rawValue:)))
    }

    /// Through the interaction (`pause()`) or the context (UIKit's `pauseInteractiveTransition()`).
    @Test(arguments: [false, true])
    func grabWhileCompletingScrubsAgainWhenInterruptible(throughContext: Bool) throws {
        let (scene, interaction, _, detailView, _) = Self.push(duration: 1, propertyAnimator: true)
        interaction.update(0.5)
        interaction.completionCurve = .linear
        interaction.cancel()
        scene.clock.advance(by: 0.25)
        if throughContext {
            let grabbed = try #require(interaction.context?.pauseInteractiveTransition())
            #expect(abs(grabbed - 0.25) < 1e-9)
            #expect(interaction.context?.pauseInteractiveTransition() == nil, "already interacting")
        } else {
            interaction.pause()
        }
        #expect(abs(interaction.percentComplete - 0.25) < 1e-9)
        #expect(abs(detailView.presentation.frame.minX - 300) < 1e-6)
        scene.clock.advance(by: 3)
        #expect(scene.log.outcomes.isEmpty, "a grabbed transition waits for the finger")
        interaction.update(0.9)
        interaction.finish()
        scene.clock.runUntilIdle()
        let outcome = scene.log.outcomes.last
        #expect(outcome?.decision == .finish)
        #expect(outcome?.reason == .app)
        #expect(outcome?.percentAtRelease == 0.9)
        #expect(abs((Self.remaining(scene) ?? -1) - 0.1) < 1e-9)
    }

    @Test func aGroupDrivenFinishIsGrabbedAtItsPresentedFraction() throws {
        let (scene, interaction, _, detailView, _) = Self.push(duration: 1)
        #expect(scene.window.currentTransition?.isInterruptible == true, "the captured group makes it interruptible")
        #expect(scene.window.currentTransition?.animationGroup?.capturedCount == 1)
        #expect(!interaction.canPause, "nothing runs while the finger scrubs")
        interaction.update(0.4)
        interaction.completionCurve = .linear
        interaction.completionSpeed = 1
        interaction.finish()
        scene.clock.advance(by: 0.3)
        #expect(interaction.canPause)
        #expect(abs((interaction.presentedFraction ?? 0) - 0.7) < 1e-12)
        let presented = detailView.presentation
        interaction.pause()
        #expect(scene.window.currentTransition?.state == .interacting)
        #expect(abs(interaction.percentComplete - 0.7) < 1e-12)
        #expect(detailView.presentation == presented, "the grab stops the views exactly where they were shown")
        #expect(abs(detailView.presentation.frame.minX - 120) < 1e-9)
        scene.clock.advance(by: 5)
        #expect(detailView.presentation == presented)
        #expect(scene.log.outcomes.isEmpty, "the abandoned completion never completes the transition")
        interaction.update(0.1)
        #expect(abs(detailView.presentation.frame.minX - 360) < 1e-9)
        interaction.completionSpeed = 0.5
        interaction.cancel()
        scene.clock.runUntilIdle()
        #expect(scene.log.outcomes.count == 1)
        let outcome = try #require(scene.log.outcomes.last)
        #expect(outcome.decision == .cancel)
        #expect(outcome.reason == .app)
        #expect(outcome.percentAtRelease == 0.1)
        #expect(outcome.diagnostics == [])
        #expect(abs((Self.remaining(scene) ?? -1) - 0.1 / 0.5) < 1e-9)
        #expect(outcome.interruptions.count == 1)
        let interruption = try #require(outcome.interruptions.first)
        #expect(interruption.decision == .finish)
        #expect(interruption.percentAtRelease == 0.4)
        #expect(abs(interruption.percentAtGrab - 0.7) < 1e-12)
        #expect(interruption.releaseMilliseconds == 10_000)
        #expect(abs(interruption.grabMilliseconds - 10_300) < 1e-6)
        #expect(detailView.superview == nil, "cancelled push: the detail left the window")
    }

    @Test func aGroupDrivenCancelIsGrabbedAndFinishedFromThere() throws {
        let (scene, interaction, _, _, _) = Self.push(duration: 0.5)
        interaction.update(0.6)
        interaction.completionCurve = .easeInOut
        interaction.completionSpeed = 0.4
        interaction.cancel()
        scene.clock.advance(by: 0.3)
        // Back from 0.6 along ease-in-out over 0.6·0.5 / 0.4 = 0.75 s: at 0.3 s, u = 0.4.
        let expected = 0.6 - 0.6 * TimingCurve.easeInOut.value(at: 0.4)
        interaction.pause()
        #expect(abs(interaction.percentComplete - expected) < 1e-9)
        interaction.update(0.9)
        interaction.finish()
        scene.clock.runUntilIdle()
        let outcome = try #require(scene.log.outcomes.last)
        #expect(scene.log.outcomes.count == 1)
        #expect(outcome.decision == .finish)
        #expect(outcome.interruptions.map(\.decision) == [.cancel])
        #expect(abs((outcome.interruptions.first?.percentAtGrab ?? 0) - expected) < 1e-9)
    }

    @Test func aGrabAfterACapturedAnimationCompletedIsRefused() throws {
        let (scene, interaction, detail, log) = TwoStepAnimator.push()
        interaction.update(0.2)
        interaction.completionCurve = .linear
        interaction.finish()
        // Finish from 0.2 · 0.8 s at speed 1, linear: the offset passes 0.4 s (the short fade's end) 0.24 s later.
        scene.clock.advance(by: 0.2)
        #expect(interaction.canPause)
        scene.clock.advance(by: 0.1)
        #expect(log.entries == ["fade ended"])
        #expect(!interaction.canPause, "the fade's completion has run")
        interaction.pause()
        #expect(scene.window.currentTransition?.state == .completing)
        scene.clock.runUntilIdle()
        let outcome = try #require(scene.log.outcomes.last)
        #expect(outcome.decision == .finish)
        #expect(outcome.interruptions.isEmpty)
        #expect(outcome.diagnostics == [.grabAfterAnimationCompleted])
        #expect(detail.superview != nil)
    }

    @Test func aGrabOfAnAnimatorWithoutAnimationsIsRefused() throws {
        let log = CallLog()
        let interaction = LoggingInteraction(log: log)
        let delegate = LoggingDelegate(log: log, animator: StillAnimator(), interaction: interaction)
        let navigation = NavigationController(rootViewController: ViewController(name: "list"), name: "nav")
        navigation.delegate = delegate
        let scene = Scene(root: navigation)
        navigation.pushViewController(ViewController(name: "detail"), animated: true)
        #expect(scene.window.currentTransition?.isInterruptible == false, "an empty group makes nothing interruptible")
        interaction.update(0.5)
        interaction.finish()
        scene.clock.advance(by: 0.1)
        #expect(!interaction.canPause)
        interaction.pause()
        scene.clock.runUntilIdle()
        #expect(scene.log.outcomes.last?.decision == .finish)
        #expect(scene.log.outcomes.last?.diagnostics == [TransitionDiagnostic(rawValue: "grab-not-interruptible")])
    }
}

/// A push animator with a 0.3 s fade in a 0.8 s transition: the slide completes it, the short fade ends first.
final class TwoStepAnimator: ViewControllerAnimatedTransitioning {
    let log: CallLog

    init(log: CallLog) { self.log = log }

    /// A navigation push driven by a percent-driven interaction, on a 400-point window.
    static func push() -> (Scene, LoggingInteraction, View, CallLog) {
        let log = CallLog()
        let interaction = LoggingInteraction(log: CallLog())
        let delegate = LoggingDelegate(log: CallLog(), animator: TwoStepAnimator(log: log), interaction: interaction)
        let detail = ViewController(name: "detail")
        let navigation = NavigationController(rootViewController: ViewController(name: "list"), name: "nav")
        navigation.delegate = delegate
        let scene = Scene(root: navigation)
        navigation.pushViewController(detail, animated: true)
        withExtendedLifetime(delegate) {}
        return (scene, interaction, detail.view, log)
    }

    func transitionDuration(using context: TransitionContext?) -> Double { 0.8 }

    func animateTransition(using context: TransitionContext) {
        guard let toView = context.view(forKey: .to) else { return context.completeTransition(false) }
        let end = context.finalFrame(for: context.toViewController)
        toView.frame = end.offsetBy(dx: end.width, dy: 0)
        toView.alpha = 0.5
        context.containerView.addSubview(toView)
        View.animate(withDuration: 0.4, options: .curveLinear, animations: { toView.alpha = 1 }) { [log] _ in log.add("fade ended") }
        View.animate(withDuration: 0.8, options: .curveLinear, animations: { toView.frame = end }) { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

/// A push animator that puts the to-view in place without animating and completes when the interaction's completion ends.
final class StillAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using context: TransitionContext?) -> Double { 0.5 }

    func animateTransition(using context: TransitionContext) {
        if let toView = context.view(forKey: .to) {
            toView.frame = context.finalFrame(for: context.toViewController)
            context.containerView.addSubview(toView)
        }
        let engine = context.engine
        engine?.clock.schedule(at: (engine?.clock.now ?? 0) + 2) { context.completeTransition(!context.transitionWasCancelled) }
    }
}

/// Transitions that start non-interactively and may be grabbed.
@Suite struct PercentDrivenNonInteractiveStartTests {
    @Test func interruptibleTransitionStartedRunningCanBeGrabbed() {
        let log = CallLog()
        let interaction = LoggingInteraction(log: log)
        interaction.wantsInteractiveStart = false
        let animator = SlideAnimator(log: log, duration: 1, usesPropertyAnimator: true)
        let delegate = LoggingDelegate(log: log, animator: animator, interaction: interaction)
        let navigation = NavigationController(rootViewController: ViewController(name: "list"), name: "nav")
        navigation.delegate = delegate
        let scene = Scene(root: navigation)
        let detail = ViewController(name: "detail")
        navigation.pushViewController(detail, animated: true)
        #expect(scene.window.currentTransition?.state == .animating)
        scene.clock.advance(by: 0.3)
        interaction.pause()
        #expect(scene.window.currentTransition?.state == .interacting)
        #expect(abs(interaction.percentComplete - 0.3) < 1e-9)
        interaction.update(0.1)
        interaction.cancel()
        scene.clock.runUntilIdle()
        let outcome = scene.log.outcomes.last
        #expect(outcome?.decision == .cancel)
        #expect(outcome?.interactive == true)
        #expect(outcome?.reason == .app)
        #expect(outcome?.diagnostics == [])
        #expect(navigation.topViewController?.name == "list")
    }

    @Test func aGroupDrivenTransitionStartedRunningCanBeGrabbed() throws {
        let log = CallLog()
        let interaction = LoggingInteraction(log: log)
        interaction.wantsInteractiveStart = false
        let delegate = LoggingDelegate(log: log, animator: SlideAnimator(log: log, duration: 1), interaction: interaction)
        let navigation = NavigationController(rootViewController: ViewController(name: "list"), name: "nav")
        navigation.delegate = delegate
        let scene = Scene(root: navigation)
        navigation.pushViewController(ViewController(name: "detail"), animated: true)
        scene.clock.advance(by: 0.3)
        #expect(abs((interaction.presentedFraction ?? 0) - 0.3) < 1e-12)
        interaction.pause()
        #expect(scene.window.currentTransition?.state == .interacting)
        interaction.update(0.1)
        interaction.cancel()
        scene.clock.runUntilIdle()
        let outcome = try #require(scene.log.outcomes.last)
        #expect(scene.log.outcomes.count == 1)
        #expect(outcome.decision == .cancel)
        #expect(outcome.interactive == true)
        #expect(outcome.reason == .app)
        #expect(outcome.interruptions.map(\.reason) == [.nonInteractive])
        #expect(abs((outcome.interruptions.first?.percentAtGrab ?? 0) - 0.3) < 1e-12)
        #expect(outcome.diagnostics == [])
        #expect(navigation.topViewController?.name == "list")
    }

    @Test func aTransitionWithoutAnInteractionControllerCannotBeGrabbed() throws {
        let log = CallLog()
        let delegate = LoggingDelegate(log: log, animator: SlideAnimator(log: log, duration: 1))
        let navigation = NavigationController(rootViewController: ViewController(name: "list"), name: "nav")
        navigation.delegate = delegate
        let scene = Scene(root: navigation)
        navigation.pushViewController(ViewController(name: "detail"), animated: true)
        let context = try #require(scene.window.currentTransition)
        #expect(!context.isInterruptible && context.animationGroup == nil, "UIKit's semantics: nothing to pause")
        scene.clock.advance(by: 0.3)
        context.pauseInteractiveTransition(at: 0.3)
        scene.clock.runUntilIdle()
        let outcome = try #require(scene.log.outcomes.last)
        #expect(outcome.decision == .finish)
        #expect(outcome.interactive == false)
        #expect(outcome.endMilliseconds == 1000)
        #expect(outcome.diagnostics == [TransitionDiagnostic(rawValue: "grab-not-interruptible")])
    }
}

/// An animator that counts how often it is asked for its interruptible animator.
private final class AskedAnimator: ViewControllerAnimatedTransitioning {
    var asked = 0
    private var propertyAnimator: PropertyAnimator?

    func transitionDuration(using context: TransitionContext?) -> Double { 0.5 }

    func interruptibleAnimator(using context: TransitionContext) -> any ViewImplicitlyAnimating {
        asked += 1
        if let propertyAnimator { return propertyAnimator }
        let toView = context.view(forKey: .to)
        let end = context.finalFrame(for: context.toViewController)
        let animator = PropertyAnimator(duration: 0.5, curve: .linear, engine: context.engine) { toView?.frame = end }
        animator.addCompletion { _ in context.completeTransition(!context.transitionWasCancelled) }
        propertyAnimator = animator
        return animator
    }

    func animateTransition(using context: TransitionContext) {
        if let toView = context.view(forKey: .to) {
            toView.frame = context.finalFrame(for: context.toViewController).offsetBy(dx: 400, dy: 0)
            context.containerView.addSubview(toView)
            View.animate(withDuration: 0.5, animations: { toView.frame = context.finalFrame(for: context.toViewController) }) { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }
}

@Suite struct InterruptibleAnimatorQueryTests {
    @Test func theInterruptibleAnimatorIsAskedForOnlyWhenAnInteractionWillDriveIt() {
        for interactive in [false, true] {
            let animator = AskedAnimator()
            let interaction = LoggingInteraction(log: CallLog())
            let delegate = LoggingDelegate(log: CallLog(), animator: animator, interaction: interactive ? interaction : nil)
            let navigation = NavigationController(rootViewController: ViewController(name: "list"), name: "nav")
            navigation.delegate = delegate
            let scene = Scene(root: navigation)
            navigation.pushViewController(ViewController(name: "detail"), animated: true)
            if interactive { interaction.finish() }
            scene.clock.advance(by: 2)
            // UIKit asks for it when an interaction controller drives the transition; a plain animation never needs it.
            #expect(animator.asked == (interactive ? 1 : 0), "interactive: \(interactive)")
            #expect(scene.log.outcomes.last?.decision == .finish)
            withExtendedLifetime(delegate) {}
        }
    }
}
