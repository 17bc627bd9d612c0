import GlideTesting
import GlideUIKit
import Testing

/// A circle that grows from a point to cover the screen, in the style of the circle-reveal seed:
/// a `CAShapeLayer` mask whose path a `CABasicAnimation` grows, completing the transition from
/// the animation delegate's `animationDidStop`.
private final class CircleRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    let origin = CGPoint(x: 300, y: 780)
    private var context: UIViewControllerContextTransitioning?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        let small = UIBezierPath(ovalIn: CGRect(x: origin.x - 10, y: origin.y - 10, width: 20, height: 20))
        let radius = 1000.0
        let big = UIBezierPath(ovalIn: CGRect(x: origin.x - radius, y: origin.y - radius, width: 2 * radius, height: 2 * radius))
        let mask = CAShapeLayer()
        mask.path = big.cgPath
        toView.layer.mask = mask
        let grow = CABasicAnimation(keyPath: "path")
        grow.fromValue = small.cgPath
        grow.toValue = big.cgPath
        grow.duration = transitionDuration(using: transitionContext)
        grow.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        grow.delegate = self
        mask.add(grow, forKey: "path")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let context else { return }
        context.view(forKey: .to)?.layer.mask = nil
        context.completeTransition(!context.transitionWasCancelled)
        self.context = nil
    }
}

private final class RevealDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = CircleRevealAnimator()
    var interaction: UIPercentDrivenInteractiveTransition?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

@Suite struct CircleRevealTests {
    private func present(interaction: UIPercentDrivenInteractiveTransition? = nil) -> (UIWindow, UIViewController, UIViewController, RevealDelegate) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController(nibName: nil, bundle: nil)
        window.rootViewController = root
        window.makeKeyAndVisible()
        let detail = UIViewController(nibName: nil, bundle: nil)
        let delegate = RevealDelegate()
        delegate.interaction = interaction
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = delegate
        root.present(detail, animated: true)
        return (window, root, detail, delegate)
    }

    @Test func theCircleGrowsFromItsPointAndTheDelegateCompletesTheTransition() throws {
        let (window, root, detail, _) = present()
        let clock = try #require(window.clock as? VirtualClock)
        clock.advance(by: 0.25)
        let mid = try #require(detail.view.presentation.mask?.rect)
        // Half-way along ease-in-out: half-way between the two circles, centred on the tap.
        #expect(abs(mid.midX - 300) < 1e-6 && abs(mid.midY - 780) < 1e-6 && abs(mid.width - 1010) < 1)
        _ = window.clock.runUntilIdle()
        let record = try #require(window.transitionLog.outcomes.last)
        #expect(record.kind == .present && record.decision == .finish && record.diagnostics.isEmpty)
        #expect(root.presentedViewController === detail && detail.view.mask == nil && window.shows(detail))
    }

    @Test func aPercentDrivenInteractionScrubsTheCircleAndACancelShrinksItBack() throws {
        let interaction = UIPercentDrivenInteractiveTransition()
        let (window, root, detail, _) = present(interaction: interaction)
        interaction.update(0.3)
        let held = try #require(detail.view.presentation.mask?.rect.width)
        let clock = try #require(window.clock as? VirtualClock)
        clock.advance(by: 1)
        // Held while the finger is down.
        #expect(detail.view.presentation.mask?.rect.width == held && held > 20 && held < 2000)
        interaction.cancel()
        _ = window.clock.runUntilIdle()
        let record = try #require(window.transitionLog.outcomes.last)
        #expect(record.interactive && record.decision == .cancel && record.diagnostics.isEmpty, "\(record.jsonLine)")
        #expect(root.presentedViewController == nil && window.shows(root))
    }
}
