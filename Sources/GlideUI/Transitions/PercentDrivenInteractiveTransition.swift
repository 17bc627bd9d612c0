import Foundation

/// An interaction controller that scrubs the animator's own animations, modelled on
/// `UIPercentDrivenInteractiveTransition`, and really applies its completion speed and curve.
///
/// As in UIKit, it keeps only its settings (completion speed, curve and timing curve, whether it
/// starts interactively) and forwards every call to the transition's context, which owns the
/// duration, the scrubbed animations, the percent and the release, and carries them out (see
/// `TransitionContext`): `startInteractiveTransition` has the context run the animator's
/// `animateTransition` inside the engine's capture, stretch the captured group to the
/// transition's duration and pause it at offset 0 (with an interruptible animator
/// (`interruptibleAnimator(using:)`) it pauses that property animator instead); `update(p)`
/// seeks linearly to p·duration; `finish()` and `cancel()` resume the group (or reverse and
/// continue the property animator, duration factor 1 / speed) along `completionCurve` at
/// `completionSpeed`. Either way the rest takes (1 − p)·duration / speed to finish and
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
    /// How much faster than `duration` the rest runs after release; must be positive to animate.
    open var completionSpeed: CGFloat = 1
    /// The curve the rest runs along after release.
    open var completionCurve: AnimationCurve = .easeInOut
    /// The timing an interruptible animator continues with after release; nil: `completionCurve`.
    open var timingCurve: AnimationTiming?
    /// Glide's: the timing the rest runs with after release, in place of `completionCurve` and
    /// `timingCurve` (nil by default); `PanInteractionController` sets it at each release from
    /// its policy's timing (a spring that starts at the finger's velocity, GNOME's ease-out).
    open var completionTiming: AnimationTiming?
    /// Whether the transition starts under the gesture's control.
    open var wantsInteractiveStart = true

    /// The transition being driven.
    public private(set) weak var context: TransitionContext?

    /// The cause `release(_:because:)` is handing `finish()` or `cancel()`, while it calls them.
    private var deciding: ReleaseCause?

    /// Makes an interaction controller with UIKit's defaults.
    public init() {}

    /// The last percent set by `update` or a grab, 0…1 (0 before the first).
    public var percentComplete: CGFloat { CGFloat(context?.scrubbedPercent ?? 0) }

    /// The animator's duration, asked when the transition started.
    public var duration: CGFloat { CGFloat(context?.duration ?? 0) }

    /// Takes over the transition: the context runs (or, interruptible, pauses) the animator's animations at the start.
    open func startInteractiveTransition(_ context: TransitionContext) {
        self.context = context
        context.scrubAnimatorAnimations()
    }

    /// Shows the transition at `percentComplete` (clamped to 0…1; NaN and infinities are refused and recorded).
    open func update(_ percentComplete: CGFloat) {
        context?.updateInteractiveTransition(percentComplete)
    }

    /// Runs the rest of the transition to its end; the record names the app as the decider, unless `release(_:because:)` called it.
    open func finish() {
        context?.finishInteractiveTransition(because: deciding ?? .app)
    }

    /// Runs the transition back to its start; the record names the app as the decider, unless `release(_:because:)` called it.
    open func cancel() {
        context?.cancelInteractiveTransition(because: deciding ?? .app)
    }

    /// Releases the transition towards `decision` because of `cause` (a Glide rule names itself):
    /// calls `finish()` or `cancel()`, overrides included, which hand `cause` to the context.
    public func release(_ decision: TransitionDecision, because cause: ReleaseCause) {
        let outer = deciding
        deciding = cause
        defer { deciding = outer }
        switch decision {
        case .finish: finish()
        case .cancel: cancel()
        }
    }

    /// The fraction the running transition shows now (observers such as progress bars and
    /// timelines read it through `TransitionContext.presentedFraction` during the completion,
    /// when `percentComplete` stays at the release value), or nil when `pause()` would be
    /// refused: the transition is not running its completion (or a non-interactive start), its
    /// driver is not interruptible, or a captured animation has already completed. It is the
    /// property animator's position, or the captured group's offset / duration.
    open var presentedFraction: Double? {
        context?.scrubbedFraction
    }

    /// Whether `pause()` would grab the transition now.
    public var canPause: Bool { presentedFraction != nil }

    /// Grabs the running transition where it is now, so that `update` scrubs it again; refused and
    /// recorded when `presentedFraction` is nil.
    open func pause() {
        context?.pauseInteractiveTransition()
    }

    /// Stops what the interaction runs by hand at `percent` once a grab was accepted (the context
    /// has already paused the scrubbed animations there); does nothing here.
    open func holdAnimations(at percent: Double) {}
}
