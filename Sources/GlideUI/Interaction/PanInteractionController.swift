import Foundation
import GlideGestures

/// A pan drives a percent-driven transition, and a completion policy decides at release: Glide's
/// own interaction controller (the gallery's source articles hand-wrote one per transition).
///
/// Attach it to a view (`attach(to:)`); it adds its pan recognizer and a touch-down detector
/// there. When the pan begins in `direction` (a `DirectionGate`: within 45° of the direction by
/// default, so small drift either way passes, and not with a velocity pointing back) and no
/// transition is in flight in the window, it sets `isInteracting` and calls `beginTransition`
/// (present, dismiss, push, pop, or select a tab); the transitioning delegate must then vend
/// this controller, e.g. `isInteracting ? controller : nil` (vended while not
/// interacting, it runs the transition non-interactively: `wantsInteractiveStart` follows
/// `isInteracting`). While the pan moves, progress = `contentTranslation` (the translation times
/// `sensitivity`, turned round on a touchpad without `naturalScroll`) along the direction / the
/// container's length along that axis (width for a horizontal direction, height for a vertical
/// one), clamped to 0…1; the window maps a touchpad's width onto its own width, so a swipe
/// across 20 % of the pad is 20 % progress in a full-screen container.
///
/// Release: the pan ended → `policy.decide(_:)` with the finger's velocity along the direction
/// (points per second, measured by the policy's `velocityMethod`), reason `threshold` or
/// `velocity`, and the rest runs as the policy's timing says (a spring started at that velocity,
/// a time along a curve), else at the speed rule's speed along `completionCurve`; the pan
/// cancelled → cancel with reason `device-lost` when the window lost its input device, else
/// `gesture-cancelled` (a finger-count change outlasting the 100 ms debounce, a detached
/// recognizer). Where the policy gives no timing (and after a cancelled gesture) the rest runs
/// at `speedRule.speed(atPercent:)` (1 − p by default, never below
/// `CompletionSpeedRule.minimum`). A cancel leaves the tree as it was: the
/// transition context restores it.
///
/// Interruption: when fingers land (the pan's finger count) while the transition runs its
/// completion (or a non-interactive start) and `canPause` (an interruptible property animator,
/// or the captured animation group none of whose animations has completed yet), the controller
/// grabs it with `pause()`; the transition continues from the presented fraction, driven by
/// the pan from that touch-down in any direction, and the abandoned completion is listed in the
/// outcome's `interruptions`. A grab let go without a pan re-decides with the policy at zero
/// velocity, reason `interrupted`. On a touchscreen, touches are hit-tested on model frames,
/// as in UIKit, so attach the controller to a view that stays under the finger while the
/// transition runs (the window, or the presenter's view): a view that slides away already has
/// its final frame while it animates. Confined to its window's thread.
open class PanInteractionController: PercentDrivenInteractiveTransition {
    /// Where the controller is in a gesture.
    private enum Phase {
        /// No gesture drives a transition of this controller.
        case idle
        /// A touch grabbed the transition at `percent`; the pan has not begun yet.
        case grabbed(percent: Double)
        /// The pan drives: progress = `base` + `contentTranslation` along the direction / length.
        case driving(base: Double)
    }

    /// The pan that drives the transition.
    public let pan: PanGestureRecognizer
    /// The direction a pan must begin in to start a transition, and the axis progress is measured along.
    public let direction: DirectionGate
    /// Whether a touchpad swipe moves the transition with the fingers (natural scrolling, the
    /// default); false turns it the other way on a touchpad, as GNOME Shell and niri do with
    /// natural scrolling off (a touchscreen always follows the finger).
    public var naturalScroll = true
    /// Resistance past the ends (`RubberBand.niri`, say): the container moves on, under the
    /// fingers, beyond 100 % or back past 0 %, and goes back at the release; nil (the default):
    /// the transition stops at its ends. The percent stays within 0…1 either way.
    public var rubberBand: RubberBand?
    /// Progress per travel: 1 maps the container's length to 100 %, 2 gets there in half the
    /// travel (a policy is then told the velocity and path scaled alike, as Hyprland's gesture
    /// `scale` multiplies the deltas). Not positive or not finite: 1.
    public var sensitivity = 1.0
    /// Decides finish or cancel at release, and may time the rest (`ReleaseVerdict.timing`).
    public var policy: any ReleasePolicy
    /// Gives the completion speed at release.
    public var speedRule: CompletionSpeedRule
    /// Starts the transition (dismiss, pop, push, present, tab selection) when a pan begins in `direction`.
    public var beginTransition: () -> Void
    /// Whether a touch during the completion animation grabs the transition back (default true).
    public var allowsInterruption = true
    /// True while a gesture drives (or has grabbed) a transition of this controller.
    public var isInteracting: Bool {
        if case .idle = phase { false } else { true }
    }
    /// The view the recognizers are attached to.
    public private(set) weak var view: View?

    private let touchDown: TouchDownGestureRecognizer
    private var panTarget: GestureTarget?
    private var phase = Phase.idle
    /// The gesture's path along the axis so far (points, every motion counted), its motion
    /// events, and the translation at the last one: what a policy is told beside the release.
    private var path = (travel: 0.0, events: 0, last: 0.0)
    /// The container the rubber band moves and the transform it had before, while it is stretched.
    private var stretched: (view: View, transform: CGAffineTransform)?

    /// A controller driven by `pan`, starting transitions with `beginTransition` for pans that begin in `direction`.
    public init(
        pan: PanGestureRecognizer, direction: DirectionGate = .rightward(), policy: any ReleasePolicy = .standard,
        speedRule: CompletionSpeedRule = .remainingFraction, beginTransition: @escaping () -> Void = {}
    ) {
        self.pan = pan
        self.direction = direction
        self.policy = policy
        self.speedRule = speedRule
        self.beginTransition = beginTransition
        self.touchDown = TouchDownGestureRecognizer(pan: pan.configuration, mapping: pan.mapping)
        super.init()
        touchDown.onTouchDown = { [weak self] _ in self?.touchLanded() }
        touchDown.onLift = { [weak self] _ in self?.touchesLifted() }
        touchDown.onReset = { [weak self] _ in self?.touchesReset() }
        panTarget = pan.addTarget { [weak self] pan in self?.panChanged(pan) }
    }

    /// Removes the pan's target so the recognizer no longer calls back into a released controller.
    deinit {
        if let panTarget { pan.removeTarget(panTarget) }
    }

    /// Follows `isInteracting`, so a delegate that vends this controller while no gesture drives
    /// gets a non-interactive transition instead of one waiting for a finger; setting it does nothing.
    open override var wantsInteractiveStart: Bool {
        get { isInteracting }
        set {}
    }

    /// Adds the pan and the touch-down detector to `view` (removing them from the previous view).
    public func attach(to view: View) {
        detach()
        view.addGestureRecognizer(touchDown)
        view.addGestureRecognizer(pan)
        self.view = view
    }

    /// Removes the recognizers from their view; a gesture in progress is cancelled (`gesture-cancelled`).
    public func detach() {
        guard let view else { return }
        view.removeGestureRecognizer(pan)
        view.removeGestureRecognizer(touchDown)
        self.view = nil
    }

    /// The pan's translation as the content should move: the finger's, turned round on a touchpad
    /// without `naturalScroll`, times the sensitivity (for interactions that move views under the finger).
    public var contentTranslation: GestureVector { pan.translation * contentScale }

    /// The pan's velocity as the content should move (`contentTranslation`'s), points per second.
    public var contentVelocity: GestureVector { pan.velocity * contentScale }

    /// The sensitivity, negative on a touchpad without `naturalScroll` (the fingers move against the content).
    private var contentScale: Double { (naturalScroll || pan.mapping.pointsPerMillimetre == nil ? 1 : -1) * scale }

    /// The container's length along the direction's axis, while a transition of this controller exists.
    public var containerLength: Double? {
        guard let context else { return nil }
        let bounds = context.containerView.bounds
        return abs(direction.direction.dx) >= abs(direction.direction.dy) ? bounds.width : bounds.height
    }

    /// The pan's velocity along the direction measured by `method`, points per second, times the sensitivity.
    public func axisVelocity(_ method: VelocityMethod = .leastSquares) -> Double {
        (pan.velocity(method) * contentScale).dot(direction.direction)
    }

    /// `sensitivity`, or 1 when it is not positive and finite.
    private var scale: Double { sensitivity.isFinite && sensitivity > 0 ? sensitivity : 1 }

    /// What `policy` (by default the controller's) would be told if the fingers lifted now; nil unless a gesture drives.
    public func pendingRelease(for policy: (any ReleasePolicy)? = nil) -> ReleaseInput? {
        guard case .driving = phase else { return nil }
        let method = (policy ?? self.policy).velocityMethod
        return releaseInput(velocity: axisVelocity(method), method: method)
    }

    // MARK: Gesture

    private func panChanged(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            switch phase {
            case .grabbed(let percent):
                phase = .driving(base: percent)
                path = (0, 0, 0)
                drive()
            case .idle:
                beginIfAllowed()
            case .driving:
                drive()
            }
        case .changed:
            if case .driving = phase { drive() }
        case .ended:
            if case .driving = phase { release(cancelReason: nil) }
        case .cancelled:
            if case .driving = phase { release(cancelReason: lossReason) }
        case .failed:
            if case .grabbed = phase { releaseGrab() }
        case .possible:
            break
        }
    }

    private func beginIfAllowed() {
        if let context, context.isInFlight { return }
        if let window = view?.window, let current = window.currentTransition, current.isInFlight { return }
        guard direction.allows(translation: contentTranslation, velocity: contentVelocity) else { return }
        phase = .driving(base: 0)
        path = (0, 0, 0)
        beginTransition()
        // The transition started with this controller when its context is interacting: the
        // previous context, if any, was not in flight above and cannot be again.
        guard let context, context.state == .interacting else {
            phase = .idle
            return
        }
        drive()
    }

    private func drive() {
        guard case .driving(let base) = phase, let length = containerLength, length > 0 else { return }
        let along = contentTranslation.dot(direction.direction)
        path = (path.travel + abs(along - path.last), path.events + 1, along)
        let progress = base + along / length
        update(progress)
        if let rubberBand { stretch(by: rubberBand.offset(forExcess: progress - min(max(progress, 0), 1)) * length) }
    }

    /// Moves the container `points` along the transition's direction beyond its end (back past its start when negative); 0 puts it back.
    private func stretch(by points: Double) {
        guard points != 0 else { return unstretch() }
        guard let container = context?.containerView else { return }
        let original = stretched?.transform ?? container.transform
        stretched = (container, original)
        let shift = direction.direction * points
        container.transform = original.concatenating(CGAffineTransform(translationX: shift.dx, y: shift.dy))
    }

    /// Puts a stretched container back as it was.
    private func unstretch() {
        guard let (view, transform) = stretched else { return }
        view.transform = transform
        stretched = nil
    }

    private func touchLanded() {
        guard allowsInterruption, case .idle = phase, let context, canPause else { return }
        pause()
        guard context.state == .interacting else { return }
        phase = .grabbed(percent: percentComplete)
    }

    private func touchesLifted() {
        if case .grabbed = phase { releaseGrab() }
    }

    private func touchesReset() {
        if case .grabbed = phase { settle(.cancel, because: ReleaseCause(reason: lossReason, velocity: 0)) }
    }

    /// Why a cancelled gesture ended: the window lost its device, or something else cancelled the pan.
    private var lossReason: TransitionReason {
        view?.window?.hasLostInputDevice == true ? .deviceLost : .gestureCancelled
    }

    // MARK: Release

    private func release(cancelReason: TransitionReason?) {
        if let cancelReason { return settle(.cancel, because: ReleaseCause(reason: cancelReason, velocity: axisVelocity())) }
        let method = policy.velocityMethod
        let input = releaseInput(velocity: axisVelocity(method), method: method)
        let verdict = policy.decide(input)
        settle(verdict.decision, because: ReleaseCause(reason: verdict.reason, velocity: input.velocity, policy: policy, input: input), timing: verdict.timing)
    }

    private func releaseGrab() {
        let input = releaseInput(velocity: 0, method: policy.velocityMethod)
        let verdict = policy.decide(input)
        settle(verdict.decision, because: ReleaseCause(reason: .interrupted, velocity: 0, policy: policy, input: input), timing: verdict.timing)
    }

    /// What the policy is told: the percent, `velocity` (measured by `method`), the container's length, the touchpad's scale and the path.
    private func releaseInput(velocity: Double, method: VelocityMethod) -> ReleaseInput {
        ReleaseInput(
            percent: Double(percentComplete), velocity: velocity, containerLength: containerLength ?? 0,
            pointsPerMillimetre: pan.mapping.pointsPerMillimetre, travel: path.travel, events: path.events, velocityMethod: method)
    }

    /// Ends the interaction: the speed and timing the policy's timing gives (else the speed
    /// rule's speed along `completionCurve`), then the release.
    private func settle(_ decision: TransitionDecision, because cause: ReleaseCause, timing: CompletionTiming? = nil) {
        phase = .idle
        unstretch()
        let p = Double(percentComplete)
        let remaining = decision == .finish ? 1 - p : p
        // A policy's timing comes with what it was told: the finger's velocity in containers per second.
        let towardsRest = (decision == .finish ? 1 : -1) * (cause.input?.percentPerSecond ?? 0)
        let completion = timing?.completion(remaining: remaining, duration: Double(duration), velocity: towardsRest)
        completionSpeed = CGFloat(completion?.speed ?? speedRule.speed(atPercent: percentComplete))
        completionTiming = completion?.timing
        release(decision, because: cause)
    }
}
