/// An interaction controller that scrubs the animator's own animations, modelled on
/// `UIPercentDrivenInteractiveTransition`, and really applies its completion speed and curve.
///
/// `startInteractiveTransition` runs the animator's `animateTransition` inside the engine's
/// capture and pauses the captured group at offset 0 (when `wantsInteractiveStart`; otherwise
/// the group runs free until `pause()` grabs it). `update(p)` seeks linearly to p·duration.
/// `finish()` and `cancel()` resume the group along `completionCurve` at `completionSpeed`:
/// the rest takes (1 − p)·duration / speed to finish and p·duration / speed to go back; a speed
/// that is not positive, or nothing left to run, completes at once (at the current clock time).
/// The animator's completion handlers then run and it calls `completeTransition`, as in UIKit.
/// Subclasses may override every method; they must call `super` for the transition to move.
open class PercentDrivenInteractiveTransition: ViewControllerInteractiveTransitioning {
    /// The last percent set by `update`, 0…1.
    public private(set) var percentComplete: Double = 0
    /// The animator's duration, asked when the transition started.
    public private(set) var duration: Double = 0
    /// How much faster than `duration` the rest runs after release; must be positive to animate.
    open var completionSpeed: Double = 1
    /// The curve the rest runs along after release.
    open var completionCurve: TimingCurve = .easeInOut
    /// Whether the transition starts under the gesture's control.
    open var wantsInteractiveStart = true
    /// Why the interaction released the transition, for the outcome record (nil: the threshold rule).
    public var releaseReason: TransitionReason?
    /// The finger's velocity along the transition's axis at release, points per second, for the outcome record.
    public var releaseVelocity: Double?

    /// The transition being driven, until it completes.
    public private(set) weak var context: TransitionContext?
    /// The animator's captured animations.
    private var group: AnimationGroup?

    /// Makes an interaction controller with UIKit's defaults.
    public init() {}

    /// Runs the animator inside the engine's capture and pauses its animations at the start.
    open func startInteractiveTransition(_ context: TransitionContext) {
        self.context = context
        percentComplete = 0
        duration = context.duration
        guard let engine = context.engine else {
            return context.animator.animateTransition(using: context)
        }
        let group = engine.captureAnimations { context.animator.animateTransition(using: context) }
        self.group = group
        if context.isInteractive { group.seek(toOffset: 0) }
    }

    /// Shows the transition at `percentComplete` (clamped to 0…1; NaN and infinities are refused and recorded).
    open func update(_ percentComplete: Double) {
        guard let context else { return }
        guard case .seek(let percent) = context.update(percentComplete) else { return }
        self.percentComplete = percent
        group?.seek(toOffset: percent * duration)
    }

    /// Runs the rest of the transition to its end.
    open func finish() {
        release(.finish)
    }

    /// Runs the transition back to its start.
    open func cancel() {
        release(.cancel)
    }

    /// Grabs the running transition where it is now, so that `update` scrubs it again (refused and recorded unless the animator is interruptible).
    open func pause() {
        guard let context else { return }
        let current = duration > 0 ? (group?.offset ?? 0) / duration : percentComplete
        guard case .pause(let percent) = context.grab(current) else { return }
        percentComplete = percent
        group?.seek(toOffset: percent * duration)
    }

    private func release(_ decision: TransitionDecision) {
        guard let context else { return }
        if let releaseReason { context.noteRelease(reason: releaseReason, velocity: releaseVelocity) }
        let forward = decision == .finish
        switch context.release(decision) {
        case .run(_, _, let speed, let curve):
            runRest(forward: forward, speed: speed, curve: curve, context: context)
        case .completeAtOnce:
            runRest(forward: forward, speed: .infinity, curve: .linear, context: context)
        case .rejected:
            break
        }
    }

    private func runRest(forward: Bool, speed: Double, curve: TimingCurve, context: TransitionContext) {
        guard let group else { return context.completionAnimationEnded() }
        group.resume(forward: forward, speed: speed, curve: curve) { [weak context] _ in
            context?.completionAnimationEnded()
        }
    }
}
