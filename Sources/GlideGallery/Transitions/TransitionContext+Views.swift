import GlideUI

extension TransitionContext {
    /// The from- and to-views, the to-view already at its final frame (not yet in the container);
    /// when either view is missing, completes the transition with `!transitionWasCancelled` and returns nil.
    func viewsWithToViewAtFinalFrame() -> (from: View, to: View)? {
        guard let fromView = view(forKey: .from), let toView = view(forKey: .to) else {
            completeTransition(!transitionWasCancelled)
            return nil
        }
        toView.frame = finalFrame(for: toViewController)
        return (fromView, toView)
    }
}
