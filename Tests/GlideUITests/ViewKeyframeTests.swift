import Testing

@testable import GlideUI

/// `View.animateKeyframes` and `addKeyframe`: keyframes at their shares of the duration, linear, one completion at the end.
@Suite struct ViewKeyframeTests {
    @Test func keyframesRunAtTheirSharesAndTheCompletionWaitsForTheLast() {
        let world = AnimationTestWorld()
        let card = world.add("card", Rect(x: 0, y: 0, width: 100, height: 100))
        var ended: [String] = []
        View.animateKeyframes(withDuration: 2, delay: 0, options: [.calculationModeLinear], animations: {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.center = Point(x: 250, y: 50) }
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.alpha = 0 }
        }, completion: { finished in ended.append("\(finished)@\(world.clock.now)") })
        #expect(card.center.x == 250 && card.alpha == 0)
        world.clock.advance(to: 0.5)
        #expect(abs(card.presentation.center.x - 150) < 1e-9 && card.presentation.alpha == 1)
        world.clock.advance(to: 1.5)
        #expect(card.presentation.center.x == 250 && abs(card.presentation.alpha - 0.5) < 1e-9)
        #expect(ended.isEmpty)
        world.clock.advance(to: 3)
        #expect(ended == ["true@2.0"])
    }

    /// Keyframes of one property chain, as UIKit's: each runs from the one before's end.
    @Test func keyframesOfOnePropertyChain() {
        let world = AnimationTestWorld()
        let card = world.add("card")
        View.animateKeyframes(withDuration: 1, animations: {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { card.alpha = 0.2 }
            View.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.75) { card.alpha = 0.8 }
        })
        #expect(card.alpha == 0.8)
        world.clock.advance(to: 0.125)
        #expect(abs(card.presentation.alpha - 0.6) < 1e-9)
        world.clock.advance(to: 0.25)
        #expect(abs(card.presentation.alpha - 0.2) < 1e-9)
        world.clock.advance(to: 0.625)
        #expect(abs(card.presentation.alpha - 0.5) < 1e-9)
        world.clock.advance(to: 2)
        #expect(card.presentation.alpha == 0.8 && !card.hasAnimations)
    }

    /// Captured and run back restoring the start (a percent-driven cancel), chained keyframes go
    /// back through each other to the first one's start, in the model too.
    @Test func chainedKeyframesRunBackToTheFirstStart() {
        let world = AnimationTestWorld()
        let card = world.add("card")
        let group = world.engine.captureAnimations {
            View.animateKeyframes(withDuration: 1, animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.alpha = 0 }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.alpha = 0.5 }
            })
        }
        group.seek(toOffset: 0.8)
        #expect(abs(card.presentation.alpha - 0.3) < 1e-9)
        group.resume(forward: false, speed: 1, restoresStart: true)
        world.clock.advance(to: 0.6)
        // Offset 0.8 − 0.6 = 0.2: the first keyframe shows again, 1 → 0 at 0.4 of it.
        #expect(abs(card.presentation.alpha - 0.6) < 1e-9, "\(card.presentation.alpha)")
        world.clock.advance(to: 2)
        #expect(card.alpha == 1 && card.presentation.alpha == 1 && !card.hasAnimations)
    }

    @Test func aKeyframeOutsideAnimateKeyframesAppliesAtOnceAndAnEmptyBlockCompletes() {
        let world = AnimationTestWorld()
        let card = world.add("card", Rect(x: 0, y: 0, width: 100, height: 100))
        View.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.3) { card.alpha = 0.5 }
        #expect(card.presentation.alpha == 0.5 && !card.hasAnimations)
        var finished: Bool?
        View.animateKeyframes(withDuration: 1, animations: {}) { finished = $0 }
        #expect(finished == true)
    }
}

/// Pushes with two keyframes: the new view slides in over the first half, then the old one fades over the second.
private final class KeyframePushAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using context: TransitionContext?) -> Double { 1 }

    func animateTransition(using context: TransitionContext) {
        guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to) else { return context.completeTransition(false) }
        let end = context.finalFrame(for: context.toViewController)
        toView.frame = end.offsetBy(dx: end.width, dy: 0)
        context.containerView.addSubview(toView)
        View.animateKeyframes(withDuration: 1, animations: {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { toView.frame = end }
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { fromView.alpha = 0 }
        }) { _ in
            fromView.alpha = 1
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

@Suite struct KeyframeScrubbingTests {
    @Test func aPercentDrivenInteractionScrubsKeyframes() throws {
        let interaction = LoggingInteraction(log: CallLog())
        let delegate = LoggingDelegate(log: CallLog(), animator: KeyframePushAnimator(), interaction: interaction)
        let list = ViewController(name: "list")
        let detail = ViewController(name: "detail")
        let navigation = NavigationController(rootViewController: list, name: "nav")
        navigation.delegate = delegate
        let scene = Scene(root: navigation)
        navigation.pushViewController(detail, animated: true)
        interaction.update(0.25)
        #expect(abs(detail.view.presentation.frame.minX - 200) < 1e-9 && list.view.presentation.alpha == 1)
        interaction.update(0.75)
        #expect(detail.view.presentation.frame.minX == 0 && abs(list.view.presentation.alpha - 0.5) < 1e-9)
        interaction.finish()
        scene.clock.advance(by: 2)
        #expect(scene.log.outcomes.last?.decision == .finish && scene.log.outcomes.last?.diagnostics == [])
        withExtendedLifetime(delegate) {}
    }
}
