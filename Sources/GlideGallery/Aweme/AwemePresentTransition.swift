import Foundation
import GlideUI

/// Article 002's present (`PresentScaleAnimation`): the list zooms out of the tapped grid cell.
///
/// The presented view starts centred on the cell with a transform scaling it to the cell's size
/// and springs to its final centre and the identity in 0.3 s (damping 0.8, initial velocity 1).
/// With no cell frame (`.zero`) the article completes at once; Glide also puts the view at its final
/// frame first, so the presented list is on screen rather than missing. Completion reports
/// `!transitionWasCancelled` (the article always says YES, the same when nothing cancels).
public final class AwemePresentTransition: ViewControllerAnimatedTransitioning {
    /// The tapped cell's frame in the presentation context's coordinates; `.zero` when there is none.
    public var cellFrame: Rect
    /// The duration in seconds (the article's 0.3).
    public let duration: Double
    /// The spring's damping ratio (the article's 0.8).
    public let dampingRatio = 0.8
    /// The spring's initial velocity (the article's 1).
    public let initialVelocity = 1.0

    /// Makes the zoom from `cellFrame`.
    public init(cellFrame: Rect = .zero, duration: Double = 0.3) {
        self.cellFrame = cellFrame
        self.duration = duration
    }

    /// `duration`.
    public func transitionDuration(using context: TransitionContext?) -> Double { duration }

    /// Places the list on the cell, scaled to it, and springs it to full screen.
    public func animateTransition(using context: TransitionContext) {
        let toController = context.toViewController
        let toView: View = toController.view
        let final = context.finalFrame(for: toController)
        toView.frame = final
        context.containerView.addSubview(toView)
        guard cellFrame != .zero, final.width > 0, final.height > 0 else {
            return context.completeTransition(!context.transitionWasCancelled)
        }
        toView.center = cellFrame.center
        toView.transform = CGAffineTransform(scaleX: cellFrame.width / final.width, y: cellFrame.height / final.height)
        View.animate(
            withDuration: duration, usingSpringWithDamping: dampingRatio, initialSpringVelocity: initialVelocity,
            animations: {
                toView.center = final.center
                toView.transform = .identity
            },
            completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
}
