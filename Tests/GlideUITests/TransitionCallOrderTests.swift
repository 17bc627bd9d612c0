import Testing

@testable import GlideUI

/// UIKit's call order, recorded for every transition kind, with and without an interaction controller.
@Suite struct TransitionCallOrderTests {
    @Test(arguments: KindFixture.allCases)
    func nonInteractive(kind: KindFixture) {
        let log = CallLog()
        let delegate = LoggingDelegate(log: log, animator: SlideAnimator(log: log, duration: 0.5))
        let (scene, start) = kind.make(delegate: delegate, completionLog: log)
        start()
        scene.clock.runUntilIdle()
        #expect(
            log.entries
                == kind.delegateCalls(interactive: false) + [
                    "transitionDuration", "animateTransition", "completeTransition(true)", kind.completionCall,
                    "animationEnded(true)",
                ])
        #expect(scene.log.outcomes.last?.kind.rawValue == kind.rawValue)
        #expect(scene.log.outcomes.last?.interactive == false)
        #expect(scene.log.outcomes.last?.diagnostics == [])
    }

    @Test(arguments: KindFixture.allCases)
    func interactive(kind: KindFixture) {
        let log = CallLog()
        let interaction = LoggingInteraction(log: log)
        let delegate = LoggingDelegate(log: log, animator: SlideAnimator(log: log, duration: 0.5), interaction: interaction)
        let (scene, start) = kind.make(delegate: delegate, completionLog: log)
        start()
        interaction.update(0.5)
        scene.clock.advance(by: 0.1)
        interaction.finish()
        scene.clock.runUntilIdle()
        #expect(
            log.entries
                == kind.delegateCalls(interactive: true) + [
                    "transitionDuration", "startInteractiveTransition", "animateTransition", "finish",
                    "completeTransition(true)", kind.completionCall, "animationEnded(true)",
                ])
        let outcome = scene.log.outcomes.last
        #expect(outcome?.interactive == true)
        #expect(outcome?.percentAtRelease == 0.5)
        #expect(outcome?.decision == .finish)
        #expect(outcome?.diagnostics == [])
    }

    @Test(arguments: KindFixture.allCases)
    func cancelledInteractiveSkipsTheCallersCompletion(kind: KindFixture) {
        let log = CallLog()
        let interaction = LoggingInteraction(log: log)
        let delegate = LoggingDelegate(log: log, animator: SlideAnimator(log: log, duration: 0.5), interaction: interaction)
        let (scene, start) = kind.make(delegate: delegate, completionLog: log)
        start()
        interaction.update(0.1)
        interaction.cancel()
        scene.clock.runUntilIdle()
        #expect(Array(log.entries.suffix(3)) == ["cancel", "completeTransition(false)", "animationEnded(false)"])
        #expect(scene.log.outcomes.last?.decision == .cancel)
    }
}
