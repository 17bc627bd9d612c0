import GlideUI

/// Article 004's tab switch: `UITabBarControllerDelegate` gives no direction, so it comes from the
/// tab indices — a switch to a higher index slides the new tab in from the right (and the old one
/// out to the left), a switch to a lower index the other way.
///
/// The article gives no numbers; 0.35 s along ease-in-out, as the default navigation slide. The
/// from-view's frame is put back at the end (the to-view's model frame is its final frame even
/// after a cancel), so a tab's view is unmoved when it is shown again; completion reports
/// `!transitionWasCancelled`.
public final class TabSlideTransition: ViewControllerAnimatedTransitioning {
    /// Whether the switch goes to a higher index (the new tab comes in from the right).
    public let isForward: Bool
    /// The duration in seconds.
    public let duration: Double

    /// Makes the slide towards a higher index (`forward`) or a lower one.
    public init(forward: Bool, duration: Double = 0.35) {
        self.isForward = forward
        self.duration = duration
    }

    /// Makes the slide for `tabSwitch`, its direction from the indices.
    public convenience init(_ tabSwitch: TabSwitch, duration: Double = 0.35) {
        self.init(forward: tabSwitch.isForward, duration: duration)
    }

    /// `duration`.
    public func transitionDuration(using context: TransitionContext?) -> Double { duration }

    /// Slides both views horizontally by the container's width, in the direction of the indices.
    public func animateTransition(using context: TransitionContext) {
        guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to) else {
            return context.completeTransition(!context.transitionWasCancelled)
        }
        let container = context.containerView
        let width = container.bounds.width
        let sign: Double = isForward ? 1 : -1
        let fromStart = context.initialFrame(for: context.fromViewController)
        let toEnd = context.finalFrame(for: context.toViewController)
        let toStart = toEnd.offsetBy(dx: sign * width, dy: 0)
        toView.frame = toStart
        container.addSubview(toView)
        View.animate(
            withDuration: duration, options: .curveEaseInOut,
            animations: {
                toView.frame = toEnd
                fromView.frame = fromStart.offsetBy(dx: -sign * width, dy: 0)
            },
            completion: { _ in
                fromView.frame = fromStart
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}
