import GlideUI

/// Article 000's navigation cross-fade, one animator for push and pop: the to-view fades in over
/// the from-view while the from-view fades out, in 0.5 s with `View.animate`'s default curve.
///
/// As in the article the from-view is left at alpha 0 after a finished transition (it has left the
/// window; the next cross-fade sets it back to 0 and fades it in). A cancelled run puts both
/// alphas back to 1 so the tree comes back unchanged; completion reports `!transitionWasCancelled`.
public final class CrossFadeNavigationTransition: ViewControllerAnimatedTransitioning {
    /// The cross-fade's duration in seconds (the article's 0.5).
    public let duration: Double

    /// Makes the navigation cross-fade.
    public init(duration: Double = 0.5) {
        self.duration = duration
    }

    /// `duration`.
    public func transitionDuration(using context: TransitionContext?) -> Double { duration }

    /// Stacks the to-view on the from-view and swaps their alphas.
    public func animateTransition(using context: TransitionContext) {
        guard case let (fromView, toView)? = context.viewsWithToViewAtFinalFrame() else { return }
        let container = context.containerView
        container.addSubview(fromView)
        container.addSubview(toView)
        context.crossFade(from: fromView, to: toView, duration: duration) { cancelled in
            toView.isHidden = false
            fromView.isHidden = false
            if cancelled {
                fromView.alpha = 1
                toView.alpha = 1
            }
        }
    }
}
