import Foundation
import GlideUI

/// Article 002's dismiss (`DismissScaleAnimation`): a snapshot flies back into the grid cell.
///
/// The list's view goes transparent; a snapshot of the selected cell (or, with no cell, of the
/// list itself) starts on the list's current centre, scaled to the list's current width, and
/// springs to the cell's frame (or to a 5×5 rectangle at the screen's centre) with the identity
/// transform: 0.25 s, damping 0.8, initial velocity 0.2, ease-in-out (ignored by springs, as in
/// UIKit). Unlike the article, which always calls `completeTransition(YES)`, completion reports
/// `!transitionWasCancelled`; the snapshot is then removed. While a finger drives the dismissal
/// (`context.isInteractive`) it does nothing: the article's drag moves the list by hand and the
/// fly-back only runs after release, which `AwemeDragInteraction` starts with `flyBack(using:)`
/// (`animateTransition` runs once per transition, as in UIKit).
///
/// The spring runs on a `PropertyAnimator` (the same timing as the article's `animateWithDuration`
/// spring) and is published as `flight` while it runs, so that a touch can grab it back:
/// `abandonFlight()` stops it where it is, without completing the transition.
public final class AwemeDismissTransition: ViewControllerAnimatedTransitioning {
    /// The fly-back in progress: the snapshot, where it started and ends, and the spring moving it.
    public struct Flight {
        /// The snapshot that flies (a subview of the transition's container).
        public let snapshot: View
        /// The snapshot's width on screen when it started (the list's width then), in points.
        public let startWidth: Double
        /// The snapshot's width at the end (the cell's, or 5), in points.
        public let endWidth: Double
        /// The spring that moves it.
        public let animator: PropertyAnimator
    }

    /// The cell the list came from; nil when there is none.
    public weak var selectedCell: View?
    /// The cell's frame in the presentation context's coordinates; `.zero` when there is none.
    public var finalCellFrame: Rect
    /// The duration in seconds (the article's 0.25).
    public let duration: Double
    /// The spring's damping ratio (the article's 0.8).
    public let dampingRatio = 0.8
    /// The spring's initial velocity (the article's 0.2).
    public let initialVelocity = 0.2
    /// The fly-back while it runs; nil before, after, and once abandoned.
    public private(set) var flight: Flight?

    /// Makes the zoom back into `selectedCell` at `finalCellFrame`.
    public init(selectedCell: View? = nil, finalCellFrame: Rect = .zero, duration: Double = 0.25) {
        self.selectedCell = selectedCell
        self.finalCellFrame = finalCellFrame
        self.duration = duration
    }

    /// `duration`.
    public func transitionDuration(using context: TransitionContext?) -> Double { duration }

    /// The article's `centerFrame`: a 5×5 rectangle at the centre of `screen`.
    public static func centerFrame(screen: Size) -> Rect {
        Rect(center: Rect(origin: .zero, size: screen).center, size: Size(width: 5, height: 5))
    }

    /// Hides the list and flies a snapshot into the cell (or the centre), unless a finger drives the dismissal.
    public func animateTransition(using context: TransitionContext) {
        if context.isInteractive { return }
        flyBack(using: context)
    }

    /// Hides the list and flies a snapshot into the cell (or the centre); completes the transition at the end.
    public func flyBack(using context: TransitionContext) {
        let fromView: View = context.fromViewController.view
        let container = context.containerView
        let screen = fromView.window?.screenBounds.size ?? container.bounds.size
        let snapshot: View
        let scaleRatio: Double
        var finalFrame = finalCellFrame
        if let cell = selectedCell, finalFrame != .zero, cell.frame.width > 0 {
            snapshot = cell.snapshot(afterScreenUpdates: false)
            scaleRatio = fromView.frame.width / cell.frame.width
            snapshot.zPosition = 20
        } else {
            snapshot = fromView.snapshot(afterScreenUpdates: false)
            scaleRatio = screen.width > 0 ? fromView.frame.width / screen.width : 1
            finalFrame = Self.centerFrame(screen: screen)
        }
        container.addSubview(snapshot)
        fromView.alpha = 0
        snapshot.center = fromView.center
        snapshot.transform = CGAffineTransform(scaleX: scaleRatio, y: scaleRatio)
        let animator = PropertyAnimator(
            duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity, engine: container.engine,
            animations: {
                snapshot.transform = .identity
                snapshot.frame = finalFrame
            })
        animator.addCompletion { [weak self] _ in
            self?.flight = nil
            context.completeTransition(!context.transitionWasCancelled)
            snapshot.removeFromSuperview()
        }
        flight = Flight(snapshot: snapshot, startWidth: snapshot.frame.width, endWidth: finalFrame.width, animator: animator)
        animator.startAnimation()
    }

    /// Stops the fly-back where it is shown, without completing the transition: the snapshot keeps
    /// its presented place as its model and is removed; returns its last presented frame (nil when no fly-back runs).
    @discardableResult
    public func abandonFlight() -> Rect? {
        guard let flight else { return nil }
        self.flight = nil
        let shown = flight.snapshot.presentation.frame
        flight.animator.stopAnimation(true)
        flight.snapshot.removeFromSuperview()
        return shown
    }
}
