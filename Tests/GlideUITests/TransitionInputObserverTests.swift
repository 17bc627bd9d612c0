import Testing

@testable import GlideUI

/// `Window.addTransitionInputObserver`: every input the machine takes, in the state it arrives in, with
/// when the running animation is due to end.
@Suite struct TransitionInputObserverTests {
    /// A sheet presented under a percent-driven interaction, observed from the start.
    func observedPresentation() -> (Scene, LoggingInteraction, ViewController, () -> [TransitionInputEvent]) {
        let log = CallLog()
        let interaction = LoggingInteraction(log: log)
        let delegate = LoggingDelegate(log: log, animator: SlideAnimator(log: log, duration: 1), interaction: interaction)
        let home = ViewController(name: "home")
        let sheet = ViewController(name: "sheet")
        sheet.transitioningDelegate = delegate
        let scene = Scene(root: home)
        var events: [TransitionInputEvent] = []
        scene.window.addTransitionInputObserver { events.append($0) }
        return (scene, interaction, sheet, { _ = delegate; return events })
    }

    @Test func anInteractiveFinishReportsEachInputInItsState() {
        let (scene, interaction, sheet, events) = observedPresentation()
        scene.window.rootViewController?.present(sheet, animated: true)
        interaction.update(0.4)
        scene.clock.advance(by: 0.1)
        interaction.finish()
        _ = scene.clock.runUntilIdle(limit: 5)
        let steps = events().map { "\($0.state.rawValue) \($0.input.rawValue)" }
        #expect(steps == [
            "idle begin", "interacting mark-interruptible", "interacting update", "interacting finish",
            "completing complete-transition", "ended completion-animation-ended",
        ])
        #expect(events().allSatisfy { $0.transition == 1 })
        let finish = events()[3]
        #expect(finish.time == 0.1)
        #expect(finish.animationEnd == nil, "nothing runs while a finger scrubs")
        // The rest, 0.6 of a 1 s transition, at the interaction's completion speed of 1.
        #expect(abs((events()[4].animationEnd ?? 0) - 0.7) < 1e-9)
    }

    @Test func aBeginWhileInFlightArrivesInTheRunningState() {
        let (scene, _, sheet, events) = observedPresentation()
        scene.window.rootViewController?.present(sheet, animated: true)
        let other = ViewController(name: "other")
        sheet.present(other, animated: true)
        #expect(events().last.map { "\($0.state.rawValue) \($0.input.rawValue)" } == "interacting begin")
    }
}
