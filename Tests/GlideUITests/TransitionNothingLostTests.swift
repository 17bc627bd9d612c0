import Testing

@testable import GlideUI

/// A cancelled transition leaves the hierarchy exactly as it was, for every kind.
@Suite struct TransitionNothingLostTests {
    @Test(arguments: KindFixture.allCases, [0.0, 0.4, 0.95])
    func cancelledInteractiveLeavesTheTreeAsItWas(kind: KindFixture, percent: Double) {
        let log = CallLog()
        let interaction = LoggingInteraction(log: log)
        let delegate = LoggingDelegate(log: log, animator: SlideAnimator(log: log, duration: 0.5), interaction: interaction)
        let (scene, start) = kind.make(delegate: delegate, completionLog: log)
        let before = scene.digest
        let visibleBefore = scene.window.visibleViewController?.name
        start()
        interaction.update(percent)
        scene.clock.advance(by: 0.2)
        interaction.cancel()
        scene.clock.runUntilIdle()
        let outcome = scene.log.outcomes.last
        #expect(outcome?.decision == .cancel)
        #expect(outcome?.diagnostics == [], "the bookkeeping alone must restore the tree")
        #expect(outcome?.visible == visibleBefore)
        #expect(scene.digest == before, "\(before.difference(from: scene.digest) ?? "")")
    }

    @Test(arguments: KindFixture.allCases)
    func cancelledByTheAnimatorLeavesTheTreeAsItWas(kind: KindFixture) {
        final class Refuser: ViewControllerAnimatedTransitioning {
            func transitionDuration(using context: TransitionContext?) -> Double { 0.3 }
            func animateTransition(using context: TransitionContext) {
                if let toView = context.view(forKey: .to), toView.superview == nil {
                    context.containerView.addSubview(toView)
                }
                View.animate(withDuration: 0.3, animations: { context.view(forKey: .to)?.alpha = 0.5 }) { _ in
                    context.completeTransition(false)
                }
            }
        }
        let log = CallLog()
        let delegate = LoggingDelegate(log: log, animator: Refuser())
        let (scene, start) = kind.make(delegate: delegate, completionLog: log)
        let before = scene.digest
        start()
        scene.clock.runUntilIdle()
        #expect(scene.log.outcomes.last?.decision == .cancel)
        #expect(scene.digest == before, "\(before.difference(from: scene.digest) ?? "")")
    }
}
