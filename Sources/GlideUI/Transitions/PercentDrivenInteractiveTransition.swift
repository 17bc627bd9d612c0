/// An interaction controller that scrubs the animator's own animations, modelled on
/// `UIPercentDrivenInteractiveTransition`, and really applies its completion speed and curve.
///
/// Without an interruptible animator, `startInteractiveTransition` runs the animator's
/// `animateTransition` inside the engine's capture, stretches the captured group to the
/// transition's duration and pauses it at offset 0; `update(p)` seeks linearly to p·duration;
/// `finish()` and `cancel()` resume the group along `completionCurve` at `completionSpeed`.
/// With an interruptible animator (`interruptibleAnimator(using:)`), the same calls pause,
/// scrub (`setFractionComplete`), reverse and continue that property animator instead
/// (duration factor 1 / speed). Either way the rest takes (1 − p)·duration / speed to finish and
/// p·duration / speed to go back; a speed that is not positive, or nothing left to run, completes
/// at once (at the current clock time). The animator's completion handlers then run and it calls
/// `completeTransition`, as in UIKit. A property animator that refuses a call is recorded as a diagnostic.
///
/// Grabs (`pause()`), where Glide goes further than UIKit: UIKit can only pause a transition whose
/// animator vends an interruptible property animator; Glide can also pause the captured group in
/// the middle of its completion (or of a non-interactive start), because the group's offset is
/// exact at any instant and its members only complete at the ends. Such a transition is marked
/// interruptible in the state machine as soon as the group holds an animation. The grab is
/// refused (diagnostic `grab-after-animation-completed`) once any captured animation has
/// completed, since its completion block has already run and cannot be scrubbed back; an
/// animator whose animations all span the transition's duration is grabbable until the end.
/// Subclasses that run their completion themselves (outside the group, like the Aweme drag)
/// call `TransitionContext.markInterruptible()` and override `presentedFraction` and
/// `holdAnimations(at:)`. Subclasses may override every method; they must call `super` for
/// the transition to move.
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
        context.drive(with: group)
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

    /// The fraction the running transition shows now (observers such as progress bars and
    /// timelines read it during the completion, when `percentComplete` stays at the release
    /// value), or nil when `pause()` would be refused: the
    /// transition is not running its completion (or a non-interactive start), its driver is not
    /// interruptible, or a captured animation has already completed. It is the property animator's
    /// `fractionComplete`, or the captured group's offset / duration.
    open var presentedFraction: Double? {
        guard let context, context.isInterruptible, context.state == .completing || context.state == .animating else {
            return nil
        }
        if let propertyAnimator { return propertyAnimator.fractionComplete }
        guard let group, !group.isEnded, !group.hasCompletedMembers else { return nil }
        return duration > 0 ? group.offset / duration : percentComplete
    }

    /// Whether `pause()` would grab the transition now.
    public var canPause: Bool { presentedFraction != nil }

    /// Grabs the running transition where it is now, so that `update` scrubs it again; refused and
    /// recorded when `presentedFraction` is nil.
    open func pause() {
        guard let context else { return }
        guard let current = presentedFraction else {
            if context.isInterruptible, context.state == .completing || context.state == .animating {
                context.record(.grabAfterAnimationCompleted)
            } else {
                // Let the state machine say why: not interruptible, not in flight, or already interacting.
                _ = context.grab(percentComplete)
            }
            return
        }
        guard case .pause(let percent) = context.grab(current) else { return }
        percentComplete = percent
        holdAnimations(at: percent)
    }

    /// Stops the running animations at `percent` once a grab was accepted: pauses the property
    /// animator and scrubs it there, or pauses the captured group at percent·duration.
    open func holdAnimations(at percent: Double) {
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
