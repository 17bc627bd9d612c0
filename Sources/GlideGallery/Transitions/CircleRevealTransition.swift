import Foundation
import GlideUI

/// Article 003's circle reveal for push and pop: on push the to-view is masked by an oval that
/// grows from `circleRect` (the article's 50×50 at (120, 320)) to `circleRect` grown by the radius
/// that reaches the screen's farthest corner; on pop the from-view's oval shrinks back.
///
/// The article animates the mask path with a `CABasicAnimation` over the animator's duration
/// (linear, Core Animation's default), completes with `!transitionWasCancelled` and clears both
/// views' masks. Its radius formula measures y against the width (`kWindowW − centerY`); Glide
/// uses the height, so the final oval covers every corner (`coveringRadius`). The article does not
/// show its duration; 0.5 s is Glide's default. Interactive pops scrub the same animation.
public final class CircleRevealTransition: ViewControllerAnimatedTransitioning {
    /// The small circle's rectangle, in the container's coordinates (the article's (120, 320, 50, 50)).
    public let circleRect: Rect
    /// The duration in seconds.
    public let duration: Double

    /// Makes the reveal around `circleRect`.
    public init(circleRect: Rect = Rect(x: 120, y: 320, width: 50, height: 50), duration: Double = 0.5) {
        self.circleRect = circleRect
        self.duration = duration
    }

    /// `duration`.
    public func transitionDuration(using context: TransitionContext?) -> Double { duration }

    /// The distance from the circle's centre to the farthest corner of `screen`, with x measured against the width and y against the height.
    public func coveringRadius(screen: Size) -> Double {
        let center = circleRect.center
        let dx = max(screen.width - center.x, center.x)
        let dy = max(screen.height - center.y, center.y)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The article's radius, which measures y against the width (kept to show why it does not cover the screen).
    public func articleRadius(screen: Size) -> Double {
        coveringRadius(screen: Size(width: screen.width, height: screen.width))
    }

    /// The small oval.
    public var smallMask: MaskShape { .oval(circleRect) }

    /// The big oval: `circleRect` grown by the covering radius on every side.
    public func bigMask(screen: Size) -> MaskShape {
        let radius = coveringRadius(screen: screen)
        return .oval(circleRect.insetBy(dx: -radius, dy: -radius))
    }

    /// Grows the to-view's oval (push) or shrinks the from-view's (pop), then clears the masks.
    public func animateTransition(using context: TransitionContext) {
        guard case let (fromView, toView)? = context.viewsWithToViewAtFinalFrame() else { return }
        let container = context.containerView
        let screen = container.bounds.size
        let isPop = context.kind == .pop || context.kind == .dismiss
        let masked: View
        let start: MaskShape
        let end: MaskShape
        if isPop {
            container.insertSubview(toView, belowSubview: fromView)
            masked = fromView
            start = bigMask(screen: screen)
            end = smallMask
        } else {
            container.addSubview(toView)
            masked = toView
            start = smallMask
            end = bigMask(screen: screen)
        }
        masked.mask = start
        View.animate(
            withDuration: duration, options: .curveLinear,
            animations: { masked.mask = end },
            completion: { _ in
                fromView.mask = nil
                toView.mask = nil
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}
