import GlideUI

/// Seed 002's dismiss (`DismissScaleAnimation`): a snapshot flies back into the grid cell.
///
/// The list's view goes transparent; a snapshot of the selected cell (or, with no cell, of the
/// list itself) starts on the list's current centre, scaled to the list's current width, and
/// springs to the cell's frame (or to a 5×5 rectangle at the screen's centre) with the identity
/// transform: 0.25 s, damping 0.8, initial velocity 0.2, ease-in-out (ignored by springs, as in
/// UIKit). Unlike the seed, which always calls `completeTransition(YES)`, completion reports
/// `!transitionWasCancelled`; the snapshot is then removed. While a finger drives the dismissal
/// (`context.isInteractive`) it does nothing: the seed's drag moves the list by hand and the
/// dismissal only animates after release, which `AwemeDragInteraction` runs by calling it again.
public final class AwemeDismissTransition: ViewControllerAnimatedTransitioning {
    /// The cell the list came from; nil when there is none.
    public weak var selectedCell: View?
    /// The cell's frame in the presentation context's coordinates; `.zero` when there is none.
    public var finalCellFrame: Rect
    /// The duration in seconds (the seed's 0.25).
    public let duration: Double
    /// The spring's damping ratio (the seed's 0.8).
    public let dampingRatio = 0.8
    /// The spring's initial velocity (the seed's 0.2).
    public let initialVelocity = 0.2

    /// Makes the zoom back into `selectedCell` at `finalCellFrame`.
    public init(selectedCell: View? = nil, finalCellFrame: Rect = .zero, duration: Double = 0.25) {
        self.selectedCell = selectedCell
        self.finalCellFrame = finalCellFrame
        self.duration = duration
    }

    /// `duration`.
    public func transitionDuration(using context: TransitionContext?) -> Double { duration }

    /// The seed's `centerFrame`: a 5×5 rectangle at the centre of `screen`.
    public static func centerFrame(screen: Size) -> Rect {
        Rect(x: (screen.width - 5) / 2, y: (screen.height - 5) / 2, width: 5, height: 5)
    }

    /// Hides the list and flies a snapshot into the cell (or the centre).
    public func animateTransition(using context: TransitionContext) {
        if context.isInteractive { return }
        let fromView = context.viewController(forKey: .from).view
        let container = context.containerView
        let screen = (fromView.rootView as? Window)?.screenBounds.size ?? container.bounds.size
        let snapshot: View
        let scaleRatio: Double
        var finalFrame = finalCellFrame
        if let cell = selectedCell, finalFrame != .zero, cell.frame.width > 0 {
            snapshot = cell.snapshotView(afterScreenUpdates: false)
            scaleRatio = fromView.frame.width / cell.frame.width
            snapshot.zPosition = 20
        } else {
            snapshot = fromView.snapshotView(afterScreenUpdates: false)
            scaleRatio = screen.width > 0 ? fromView.frame.width / screen.width : 1
            finalFrame = Self.centerFrame(screen: screen)
        }
        container.addSubview(snapshot)
        fromView.alpha = 0
        snapshot.center = fromView.center
        snapshot.transform = AffineTransform(scaleX: scaleRatio, y: scaleRatio)
        View.animate(
            withDuration: duration, usingSpringWithDamping: dampingRatio, initialSpringVelocity: initialVelocity,
            options: .curveEaseInOut,
            animations: {
                snapshot.transform = .identity
                snapshot.frame = finalFrame
            },
            completion: { _ in
                context.completeTransition(!context.transitionWasCancelled)
                snapshot.removeFromSuperview()
            })
    }
}
