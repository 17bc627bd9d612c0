import GlideUI

extension TransitionContext {
    /// The cross-fade both cross-fade animators run: `incoming` goes from alpha 0 to 1 and
    /// `outgoing` from 1 to 0 over `duration` seconds with `View.animate`'s default curve; on
    /// completion `finish` tidies up, told whether the transition was cancelled, and the
    /// transition completes with `!transitionWasCancelled`.
    func crossFade(from outgoing: View, to incoming: View, duration: Double, finish: @escaping (_ cancelled: Bool) -> Void) {
        incoming.alpha = 0
        outgoing.alpha = 1
        View.animate(
            withDuration: duration,
            animations: {
                incoming.alpha = 1
                outgoing.alpha = 0
            },
            completion: { _ in
                let cancelled = self.transitionWasCancelled
                finish(cancelled)
                self.completeTransition(!cancelled)
            })
    }
}
