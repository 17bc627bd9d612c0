import GlideUI

/// Article 000's modal cross-fade: snapshots of both controllers' views fade into each other while
/// the real views hide underneath, for an `.overFullScreen` presentation and its dismissal.
///
/// As in the article, the present adds the presented view to the container hidden, puts the
/// to-snapshot under the from-snapshot, fades them over `duration` seconds with `View.animate`'s
/// default curve (ease-in-out, symmetric, so both alphas are 0.5 halfway) and, on completion,
/// removes the snapshots and un-hides the real views. The article's dismissal un-hides only the
/// to-view, leaving the dismissed view hidden (its first warning); that is kept on a finished
/// dismissal. Glide's changes: the presented view gets its final frame before it is
/// snapshotted (UIKit lays it out first), a cancelled run un-hides both views so the tree comes
/// back unchanged, and completion reports `!transitionWasCancelled`.
public final class CrossFadeModalTransition: ViewControllerAnimatedTransitioning {
    /// Whether this instance presents or dismisses.
    public let direction: ModalDirection
    /// The cross-fade's duration in seconds (the article's 0.5).
    public let duration: Double

    /// Makes the cross-fade for `direction`.
    public init(_ direction: ModalDirection, duration: Double = 0.5) {
        self.direction = direction
        self.duration = duration
    }

    /// `duration`.
    public func transitionDuration(using context: TransitionContext?) -> Double { duration }

    /// Builds the two snapshots, hides the real views and cross-fades the snapshots.
    public func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let fromController = context.fromViewController
        let toController = context.toViewController
        let fromView: View = fromController.view
        let toView: View = toController.view
        let presenting = direction == .present
        if presenting { toView.frame = context.finalFrame(for: toController) }
        let fromSnapshot = fromView.snapshot(afterScreenUpdates: true)
        let toSnapshot = toView.snapshot(afterScreenUpdates: true)
        fromSnapshot.frame = context.initialFrame(for: fromController)
        toSnapshot.frame = context.finalFrame(for: toController)
        container.addSubview(toSnapshot)
        container.addSubview(fromSnapshot)
        if presenting { container.addSubview(toView) }
        toView.isHidden = true
        fromView.isHidden = true
        context.crossFade(from: fromSnapshot, to: toSnapshot, duration: duration) { cancelled in
            fromSnapshot.removeFromSuperview()
            toSnapshot.removeFromSuperview()
            toView.isHidden = false
            if presenting || cancelled { fromView.isHidden = false }
        }
    }
}

/// Which half of a modal transition an animator runs.
public enum ModalDirection: Sendable {
    /// The presentation.
    case present
    /// The dismissal.
    case dismiss
}
