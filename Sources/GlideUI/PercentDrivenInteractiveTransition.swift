/// An interaction controller that scrubs the animator's own animations, modelled on
/// `UIPercentDrivenInteractiveTransition`, and really applies its completion speed and curve.
///
/// Without an interruptible animator, `startInteractiveTransition` runs the animator's
/// `animateTransition` inside the engine's capture, stretches the captured group to the
/// transition's duration and pauses it at offset 0; `update(p)` seeks linearly to p·duration;
/// `finish()` and `cancel()` resume the group along `completionCurve` at `completionSpeed`.
/// With an interruptible animator (`interruptibleAnimator(using:)`), the same calls pause,
/// scrub (`setFractionComplete`), reverse and continue that property animator instead
/// (duration factor 1 / speed), and the transition may be grabbed again with `pause()`.
/// Either way the rest takes (1 − p)·duration / speed to finish and p·duration / speed to go
/// back; a speed that is not positive, or nothing left to run, completes at once (at the current
/// clock time). The animator's completion handlers then run and it calls `completeTransition`,
/// as in UIKit. A property animator that refuses a call is recorded as a diagnostic.
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
    /// Why the interaction released the transition, for the outcome record (nil: the threshold rule); cleared when a transition starts.
    public var releaseReason: TransitionReason?
    /// The finger's velocity along the transition's axis at release, points per second, for the outcome record; cleared when a transition starts.
    public var releaseVelocity: Double?

    /// The transition being driven.
    public private(set) weak var context: TransitionContext?
    /// The animator's captured animations (no interruptible animator).
    private var group: AnimationGroup?
    /// The animator's interruptible animator, when it vends one.
    private var propertyAnimator: PropertyAnimator?
    private var watchesPropertyAnimatorEnd = false

    /// Makes an interaction controller with UIKit's defaults.
    public init() {}

    /// Takes over the transition: runs (or, interruptible, pauses) the animator's animations at the start.
    open func startInteractiveTransition(_ context: TransitionContext) {
        self.context = context
        percentComplete = 0
        releaseReason = nil
        releaseVelocity = nil
        duration = context.duration
        group = nil
        propertyAnimator = nil
        watchesPropertyAnimatorEnd = false
        if let animator = context.interruptibleAnimator {
            propertyAnimator = animator
            if context.isInteractive {
                perform { try animator.pauseAnimation() }
                perform { try animator.setFractionComplete(0) }
            } else {
                context.animator.animateTransition(using: context)
            }
            return
        }
        guard let engine = context.engine else {
            return context.animator.animateTransition(using: context)
        }
        let group = engine.captureAnimations { context.animator.animateTransition(using: context) }
        group.extendDuration(to: duration)
        self.group = group
        if context.isInteractive { group.seek(toOffset: 0) }
    }

    /// The fraction (0…1) the transition shows now, read from the animations it scrubs and
    /// resumes (the property animator's timeline, or the captured group's offset over the
    /// duration); nil when it drives none (nothing captured, or a subclass that animates the rest
    /// itself). Observers (progress bars, timelines) read it during the completion, when
    /// `percentComplete` stays at the release value.
    open var presentedFraction: Double? {
        if let propertyAnimator { return propertyAnimator.fractionComplete }
        guard let group, group.capturedCount > 0, duration > 0 else { return nil }
        return min(max(group.offset / duration, 0), 1)
    }

    /// Shows the transition at `percentComplete` (clamped to 0…1; NaN and infinities are refused and recorded).
    open func update(_ percentComplete: Double) {
        guard let context else { return }
        guard case .seek(let percent) = context.update(percentComplete) else { return }
        self.percentComplete = percent
        if let propertyAnimator {
            perform { try propertyAnimator.setFractionComplete(percent) }
        } else {
            group?.seek(toOffset: percent * duration)
        }
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
        let current: Double
        if let propertyAnimator {
            current = propertyAnimator.fractionComplete
        } else {
            current = duration > 0 ? (group?.offset ?? 0) / duration : percentComplete
        }
        guard case .pause(let percent) = context.grab(current) else { return }
        percentComplete = percent
        if let propertyAnimator {
            if propertyAnimator.isRunning { perform { try propertyAnimator.pauseAnimation() } }
            perform { try propertyAnimator.setFractionComplete(percent) }
        } else {
            group?.seek(toOffset: percent * duration)
        }
    }

    private func release(_ decision: TransitionDecision) {
        guard let context else { return }
        context.noteRelease(reason: releaseReason, velocity: releaseVelocity)
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
        if let propertyAnimator {
            if !watchesPropertyAnimatorEnd {
                watchesPropertyAnimatorEnd = true
                propertyAnimator.addCompletion { [weak context] _ in context?.completionAnimationEnded() }
            }
            if propertyAnimator.isRunning { perform { try propertyAnimator.pauseAnimation() } }
            perform { try propertyAnimator.setReversed(!forward) }
            perform { try propertyAnimator.continueAnimation(withTimingParameters: .curve(curve), durationFactor: 1 / speed) }
            return
        }
        guard let group else { return context.completionAnimationEnded() }
        group.resume(forward: forward, speed: speed, curve: curve) { [weak context] _ in
            context?.completionAnimationEnded()
        }
    }

    /// Runs a property-animator call, recording a refusal on the transition.
    private func perform(_ call: () throws -> Void) {
        do {
            try call()
        } catch let error as PropertyAnimatorError {
            context?.record(TransitionDiagnostic(rawValue: "property-animator-rejected:\(error.call)"))
        } catch {
            context?.record(TransitionDiagnostic(rawValue: "property-animator-rejected"))
        }
    }
}
