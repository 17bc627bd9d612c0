import Testing

@testable import GlideUI

/// Dismissing a stack of presentations, as Apple documents for `dismiss(animated:completion:)`:
/// only the top-most animates, with its own transition; the ones in between are simply removed.
@Suite struct StackDismissalTests {
    /// home presents a full-screen "middle" (plain slide), which presents an over-full-screen "top" whose delegate logs.
    private func stack(interaction: LoggingInteraction? = nil) -> (Scene, ViewController, ViewController, ViewController, CallLog, LoggingDelegate) {
        let log = CallLog()
        let home = ViewController(name: "home")
        let middle = ViewController(name: "middle")
        let top = ViewController(name: "top")
        top.modalPresentationStyle = .overFullScreen
        let delegate = LoggingDelegate(log: log, animator: SlideAnimator(log: log, duration: 0.4), interaction: interaction)
        top.transitioningDelegate = delegate
        let scene = Scene(root: home)
        home.present(middle, animated: false)
        middle.present(top, animated: false)
        log.entries = []
        return (scene, home, middle, top, log, delegate)
    }

    @Test func onlyTheTopMostAnimatesWithItsOwnTransition() throws {
        let (scene, home, middle, top, log, delegate) = stack()
        home.dismiss(animated: true) { log.add("completion") }
        // The one in between is gone at once; home is back underneath the top one while it animates.
        #expect(!scene.window.shows(middle) && scene.window.shows(home) && scene.window.shows(top))
        scene.clock.advance(by: 1)
        #expect(log.entries == [
            "animationController(forDismissed:)", "interactionControllerForDismissal",
            "transitionDuration", "animateTransition", "completeTransition(true)", "completion", "animationEnded(true)",
        ])
        let record = try #require(scene.log.outcomes.last)
        #expect(record.kind == .dismiss && record.animator == "SlideAnimator" && record.visible == "home")
        #expect(record.diagnostics.isEmpty)
        #expect(home.presentedViewController == nil && middle.presentingViewController == nil)
        #expect(middle.presentedViewController == nil && top.presentingViewController == nil)
        #expect(scene.window.subviews.count == 1 && scene.window.shows(home))
        withExtendedLifetime(delegate) {}
    }

    @Test func aCancelledStackDismissalPutsEveryoneBack() throws {
        let interaction = LoggingInteraction(log: CallLog())
        let (scene, home, middle, top, _, delegate) = stack(interaction: interaction)
        let before = scene.digest
        home.dismiss(animated: true)
        interaction.update(0.3)
        interaction.cancel()
        scene.clock.advance(by: 1)
        let record = try #require(scene.log.outcomes.last)
        #expect(record.decision == .cancel && record.diagnostics.isEmpty)
        #expect(scene.digest == before)
        #expect(home.presentedViewController === middle && middle.presentedViewController === top)
        #expect(!scene.window.shows(home) && scene.window.shows(top))
        withExtendedLifetime(delegate) {}
    }
}
