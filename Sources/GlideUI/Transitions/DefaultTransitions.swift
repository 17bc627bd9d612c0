/// The transition that runs when no animation is wanted (`animated: false`, or a tab switch
/// whose delegate vends no animator): the to-view appears at its final frame and the transition
/// completes at once, inside `animateTransition`.
public final class InstantTransition: ViewControllerAnimatedTransitioning {
    /// Makes the instant transition.
    public init() {}

    /// Zero seconds.
    public func transitionDuration(using context: TransitionContext?) -> Double { 0 }

    /// Puts the to-view (when it is not already in place) at its final frame and completes.
    public func animateTransition(using context: TransitionContext) {
        if let toView = context.view(forKey: .to), toView.superview == nil {
            toView.frame = context.finalFrame(for: context.toViewController)
            context.containerView.addSubview(toView)
        }
        context.completeTransition(!context.transitionWasCancelled)
    }
}

/// UIKit's default modal transition: the presented view slides up from the bottom edge of the
/// container, and slides back down on dismissal, in 0.5 s along ease-in-out (UIKit's own curve is
/// an undocumented spring; this is the documented approximation Glide uses).
public final class DefaultModalTransition: ViewControllerAnimatedTransitioning {
    /// The duration in seconds.
    public let duration: Double

    /// Makes the default modal transition.
    public init(duration: Double = 0.5) {
        self.duration = duration
    }

    /// `duration`.
    public func transitionDuration(using context: TransitionContext?) -> Double { duration }

    /// Slides the presented view in from (or out to) the bottom, restoring moved views' model frames when cancelled.
    public func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let height = container.bounds.height
        if context.kind == .dismiss {
            guard let fromView = context.view(forKey: .from) else { return context.completeTransition(true) }
            let start = context.initialFrame(for: context.fromViewController)
            View.animate(
                withDuration: duration, options: .curveEaseInOut,
                animations: { fromView.frame = start.offsetBy(dx: 0, dy: height) },
                completion: { _ in
                    if context.transitionWasCancelled { fromView.frame = start }
                    context.completeTransition(!context.transitionWasCancelled)
                })
        } else {
            guard let toView = context.view(forKey: .to) else { return context.completeTransition(true) }
            let end = context.finalFrame(for: context.toViewController)
            toView.frame = end.offsetBy(dx: 0, dy: height)
            container.addSubview(toView)
            View.animate(
                withDuration: duration, options: .curveEaseInOut,
                animations: { toView.frame = end },
                completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
        }
    }
}

/// UIKit's default navigation transition: on push the new view slides in from the right edge
/// while the old one moves a third of the way left; pop runs the reverse. 0.35 s along ease-in-out
/// (an approximation of UIKit's undocumented curve). The from-view's model frame is put back at
/// the end, so a controller's view is unmoved when it is shown again.
public final class DefaultNavigationTransition: ViewControllerAnimatedTransitioning {
    /// The duration in seconds.
    public let duration: Double

    /// Makes the default navigation transition.
    public init(duration: Double = 0.35) {
        self.duration = duration
    }

    /// `duration`.
    public func transitionDuration(using context: TransitionContext?) -> Double { duration }

    /// Slides the views horizontally: from the right on push (and tab switches), back to the right on pop.
    public func animateTransition(using context: TransitionContext) {
        guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to) else {
            return context.completeTransition(true)
        }
        let container = context.containerView
        let width = container.bounds.width
        let fromStart = context.initialFrame(for: context.fromViewController)
        let toEnd = context.finalFrame(for: context.toViewController)
        let isPop = context.kind == .pop
        if isPop {
            toView.frame = toEnd.offsetBy(dx: -width / 3, dy: 0)
            container.insertSubview(toView, belowSubview: fromView)
        } else {
            toView.frame = toEnd.offsetBy(dx: width, dy: 0)
            container.addSubview(toView)
        }
        View.animate(
            withDuration: duration, options: .curveEaseInOut,
            animations: {
                toView.frame = toEnd
                fromView.frame = fromStart.offsetBy(dx: isPop ? width : -width / 3, dy: 0)
            },
            completion: { _ in
                fromView.frame = fromStart
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}
