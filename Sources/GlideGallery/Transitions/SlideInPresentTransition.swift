import GlideUI

/// Article 001's present animator: the presented view springs in to its final frame from the
/// top-left corner (type 0) or from below (type 1); type 2 returns without animating and
/// without ever calling `completeTransition`, the article's stuck transition, kept as a
/// deliberately broken example for the window's `stuck` diagnostic.
///
/// Numbers from the article: spring damping 0.6, initial velocity 1, the linear curve option
/// (ignored by springs, as in UIKit), start frame offset by (−width, −height) or (0, +height)
/// of the screen. The article does not show its duration; 0.5 s is Glide's default. Completion
/// reports `!transitionWasCancelled` (the article always says YES, the same when nothing cancels).
public final class SlideInPresentTransition: ViewControllerAnimatedTransitioning {
    /// The article's `type` switch.
    public enum Style: Int, Sendable, CaseIterable {
        /// Type 0: from the top-left, offset (−width, −height).
        case fromTopLeft = 0
        /// Type 1: from the bottom, offset (0, +height).
        case fromBottom = 1
        /// Type 2: returns at once and never completes (broken on purpose).
        case neverCompletes = 2
    }

    /// Which of the article's types this is.
    public let style: Style
    /// The spring's duration in seconds.
    public let duration: Double
    /// The spring's damping ratio (the article's 0.6).
    public let dampingRatio = 0.6
    /// The spring's initial velocity in whole distances per second (the article's 1).
    public let initialVelocity = 1.0

    /// Makes the animator of the article's type `style`.
    public init(_ style: Style, duration: Double = 0.5) {
        self.style = style
        self.duration = duration
    }

    /// `duration`.
    public func transitionDuration(using context: TransitionContext?) -> Double { duration }

    /// The frame the presented view starts from, for a final frame on a screen of `screen`.
    public func startFrame(final: Rect, screen: Size) -> Rect? {
        switch style {
        case .fromTopLeft: final.offsetBy(dx: -screen.width, dy: -screen.height)
        case .fromBottom: final.offsetBy(dx: 0, dy: screen.height)
        case .neverCompletes: nil
        }
    }

    /// Places the presented view off screen and springs it to its final frame (type 2: returns).
    public func animateTransition(using context: TransitionContext) {
        let toController = context.toViewController
        let toView: View = toController.view
        let final = context.finalFrame(for: toController)
        let screen = toController.window?.screenBounds.size ?? context.containerView.bounds.size
        guard let start = startFrame(final: final, screen: screen) else { return }
        toView.frame = start
        context.containerView.addSubview(toView)
        View.animate(
            withDuration: duration, usingSpringWithDamping: dampingRatio, initialSpringVelocity: initialVelocity,
            options: .curveLinear,
            animations: { toView.frame = final },
            completion: { _ in
                if context.transitionWasCancelled { toView.frame = start }
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}
