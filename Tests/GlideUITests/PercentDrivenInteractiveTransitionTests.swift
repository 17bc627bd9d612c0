import Testing

@testable import GlideUI

/// Percent-driven timing on the virtual clock: scrubbing, and the remaining time after release.
@Suite struct PercentDrivenInteractiveTransitionTests {
    /// A push of `duration` seconds driven by a percent-driven interaction, started at t = 10.
    static func push(duration: Double, propertyAnimator: Bool = false) -> (Scene, LoggingInteraction, SlideAnimator, View, CallLog) {
        let log = CallLog()
        let interaction = LoggingInteraction(log: log)
        let animator = SlideAnimator(log: log, duration: duration)
        animator.usesPropertyAnimator = propertyAnimator
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
        #expect(scene.log.outcomes.last?.diagnostics == [.nonFinitePercent, .nonFinitePercent])
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

    @Test func grabWhileCompletingScrubsAgainWhenInterruptible() {
        let (scene, interaction, _, detailView, _) = Self.push(duration: 1, propertyAnimator: true)
        interaction.update(0.5)
        interaction.completionCurve = .linear
        interaction.cancel()
        scene.clock.advance(by: 0.25)
        interaction.pause()
        #expect(abs(interaction.percentComplete - 0.25) < 1e-9)
        #expect(abs(detailView.presentation.frame.minX - 300) < 1e-6)
        scene.clock.advance(by: 3)
        #expect(scene.log.outcomes.isEmpty, "a grabbed transition waits for the finger")
        interaction.update(0.9)
        interaction.finish()
        scene.clock.runUntilIdle()
        let outcome = scene.log.outcomes.last
        #expect(outcome?.decision == .finish)
        #expect(outcome?.reason == .interrupted)
        #expect(outcome?.percentAtRelease == 0.9)
        #expect(abs((Self.remaining(scene) ?? -1) - 0.1) < 1e-9)
    }

    @Test func grabOfANonInterruptibleAnimatorIsRefused() {
        let (scene, interaction, _, _, _) = Self.push(duration: 1)
        interaction.update(0.5)
        interaction.finish()
        scene.clock.advance(by: 0.1)
        interaction.pause()
        scene.clock.runUntilIdle()
        #expect(scene.log.outcomes.last?.decision == .finish)
        #expect(scene.log.outcomes.last?.diagnostics == [TransitionDiagnostic(rawValue: "grab-not-interruptible")])
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
        #expect(outcome?.reason == .interrupted)
        #expect(outcome?.diagnostics == [])
        #expect(navigation.topViewController?.name == "list")
    }

    @Test func nonInterruptibleTransitionStartedRunningRunsToItsEnd() {
        let log = CallLog()
        let interaction = LoggingInteraction(log: log)
        interaction.wantsInteractiveStart = false
        let delegate = LoggingDelegate(log: log, animator: SlideAnimator(log: log, duration: 1), interaction: interaction)
        let navigation = NavigationController(rootViewController: ViewController(name: "list"), name: "nav")
        navigation.delegate = delegate
        let scene = Scene(root: navigation)
        navigation.pushViewController(ViewController(name: "detail"), animated: true)
        scene.clock.advance(by: 0.3)
        interaction.pause()
        scene.clock.runUntilIdle()
        let outcome = scene.log.outcomes.last
        #expect(outcome?.decision == .finish)
        #expect(outcome?.interactive == false)
        #expect(outcome?.endMilliseconds == 1000)
        #expect(outcome?.diagnostics == [TransitionDiagnostic(rawValue: "grab-not-interruptible")])
    }
}
