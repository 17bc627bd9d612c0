import GlideUI

/// Article 001's navigation animator: type 4 fades the from-view to alpha 0 while scaling it to 0.2
/// (and restores its transform afterwards); type 5 scales the to-view up from 0.2 to 1. 0.8 s
/// with `View.animate`'s default curve, for push and pop alike.
///
/// As in the article, type 4 leaves the from-view at alpha 0 after a finished transition (it has
/// left the window). A cancelled run puts the from-view's alpha and transform back (the to-view's
/// model transform is the identity already), so the tree comes back unchanged; completion
/// reports `!transitionWasCancelled`.
public final class ScalePushPopTransition: ViewControllerAnimatedTransitioning {
    /// The article's `type` switch.
    public enum Style: Int, Sendable, CaseIterable {
        /// Type 4: the from-view fades out while shrinking to 0.2.
        case shrinkFrom = 4
        /// Type 5: the to-view grows from 0.2 to 1.
        case growTo = 5
    }

    /// Which of the article's types this is.
    public let style: Style
    /// The duration in seconds (the article's 0.8).
    public let duration: Double
    /// The scale the from-view shrinks to, or the to-view grows from (the article's 0.2).
    public let scale = 0.2

    /// Makes the animator of the article's type `style`.
    public init(_ style: Style, duration: Double = 0.8) {
        self.style = style
        self.duration = duration
    }

    /// `duration`.
    public func transitionDuration(using context: TransitionContext?) -> Double { duration }

    /// Adds the to-view and runs type 4 or type 5.
    public func animateTransition(using context: TransitionContext) {
        guard case let (fromView, toView)? = context.viewsWithToViewAtFinalFrame() else { return }
        let container = context.containerView
        container.addSubview(toView)
        let small = CGAffineTransform(scaleX: scale, y: scale)
        switch style {
        case .shrinkFrom:
            container.bringSubviewToFront(fromView)
            View.animate(
                withDuration: duration,
                animations: {
                    fromView.alpha = 0
                    fromView.transform = small
                    toView.alpha = 1
                },
                completion: { _ in
                    fromView.transform = .identity
                    if context.transitionWasCancelled { fromView.alpha = 1 }
                    context.completeTransition(!context.transitionWasCancelled)
                })
        case .growTo:
            toView.transform = small
            View.animate(
                withDuration: duration,
                animations: { toView.transform = .identity },
                completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
        }
    }
}
