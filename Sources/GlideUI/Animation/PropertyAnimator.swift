import Foundation

/// A property animator's life cycle, as `UIViewAnimatingState`.
public enum AnimatingState: String, Hashable, Sendable {
    /// Fresh, or finished: no animations in flight.
    case inactive
    /// Started or paused: its animations are in flight.
    case active
    /// Stopped without finishing: waiting for `finishAnimation(at:)`.
    case stopped
}

/// Where a property animator's animations end, as `UIViewAnimatingPosition`.
public enum AnimatingPosition: String, Hashable, Sendable {
    /// At their end values.
    case end
    /// Back at their start values.
    case start
    /// Where they were when stopped.
    case current
}

/// A call that UIKit rejects with an exception: Glide changes nothing and reports it instead
/// (`PropertyAnimator.lastRejection`, and the window's in-flight transition as a
/// `property-animator-rejected:<call>` diagnostic plus a window warning), so a fuzz run goes on.
public struct PropertyAnimatorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The rejected call, e.g. `finishAnimation(at:)`.
    public let call: String
    /// The animator's state at the call.
    public let state: AnimatingState
    /// Whether the animator was running at the call.
    public let isRunning: Bool
    /// Why UIKit rejects it and what to do instead.
    public let reason: String

    /// Reads "PropertyAnimator.<call> is invalid while <state>: <reason>".
    public var description: String {
        "PropertyAnimator.\(call) is invalid while the animator is \(state.rawValue)\(isRunning ? " and running" : ""): \(reason)"
    }
}

/// `UIViewPropertyAnimator`, headless: animations that can be started, paused, scrubbed
/// (setting `fractionComplete`), reversed, continued with new timing, stopped and finished.
///
/// Time model: the position f on the animator's timeline (0…1) moves linearly in time; the
/// animations see a progress p. Starting runs f from 0 to 1 in `duration` seconds with p
/// following `timing`. Pausing freezes (f, p); scrubbing sets f and p = f (`scrubsLinearly`, the
/// default) or p = timing(f). Starting a paused animator runs f from where it is to 1 (0 when
/// reversed) in |target − f|·duration seconds; continuing does so in durationFactor·duration
/// seconds (as Apple documents; 0 keeps the animator's pace), p going from its current value to 1
/// (or 0) along the new timing; reversing while running turns round at the same pace.
/// `fractionComplete` is f, or 1 − f once reversed (UIKit's reading since iOS 11).
/// At the end the animator becomes inactive and its completions run with `.end` (or `.start` when
/// reversed, the properties' model values then going back to their start values), unless
/// `pausesOnCompletion`, which leaves it active and paused without running them.
///
/// The engine is the one given, else that of the first view under an engine its animation blocks
/// change, else the capturing engine (`AnimationEngine.captureAnimations`). An animator with no
/// engine has no time: it reaches the end at once when started or continued.
///
/// The calls are UIKit's, without `throws`. A call UIKit rejects with an exception changes nothing
/// and is reported as a `PropertyAnimatorError` (see there): start/pause/add/scrub/reverse on a
/// stopped animator; pause, scrub, continue or reverse (active) when not interruptible; scrubbing
/// while running; continue unless active and paused; setting `isInterruptible` or
/// `isUserInteractionEnabled` unless inactive; `finishAnimation(at:)` unless stopped;
/// `stopAnimation` when already stopped. `stopAnimation` on an inactive animator does nothing.
public final class PropertyAnimator: ViewImplicitlyAnimating {
    /// The animator's duration in seconds.
    public let duration: Double
    /// The animator's own timing (curve or spring).
    public let timing: AnimationTiming
    /// The delay given to the last `startAnimation(afterDelay:)`, in seconds.
    public private(set) var delay: Double = 0
    /// The engine timing this animator, once known; held weakly (the engine's clock holds a
    /// running animator, so a strong link back would keep a dropped window alive).
    public private(set) weak var engine: AnimationEngine?
    /// The life-cycle state.
    public private(set) var state: AnimatingState = .inactive
    /// Whether the animations are moving (including a start delay).
    public private(set) var isRunning = false
    /// Whether the animations run towards their start; setting it while running turns them round
    /// at once, from where they are (rejected when stopped, or active and not interruptible).
    public var isReversed: Bool {
        get { reversed }
        set { setReversed(newValue) }
    }
    /// Whether the animator can be paused, scrubbed, reversed and continued (default true); set only while inactive.
    public var isInterruptible: Bool {
        get { interruptible }
        set { setWhileInactive(\.interruptible, newValue, call: "isInterruptible") }
    }
    /// Whether scrubbing maps fraction to progress linearly (default true) instead of along `timing`.
    public var scrubsLinearly = true
    /// Whether reaching the end leaves the animator active and paused, without running completions.
    public var pausesOnCompletion = false
    /// Whether the animated views take touches while animating (default true); set only while inactive.
    public var isUserInteractionEnabled: Bool {
        get { userInteractionEnabled }
        set { setWhileInactive(\.userInteractionEnabled, newValue, call: "isUserInteractionEnabled") }
    }
    /// Whether the app hit-tests the animating views itself (default false: they are hit-tested
    /// where they are shown, so a finger can catch a moving view, as Apple showed at WWDC 2016).
    public var isManualHitTestingEnabled = false
    /// The last call rejected (see `PropertyAnimatorError`), if any.
    public private(set) var lastRejection: PropertyAnimatorError?

    private var reversed = false
    private var interruptible = true
    private var userInteractionEnabled = true

    /// A stretch of the timeline: from (fraction, progress) towards the targets, or frozen.
    private struct Segment {
        var fraction: Double
        var progress: Double
        var targetFraction: Double
        var targetProgress: Double
        /// Clock time at which motion starts (after any delay).
        var start: Double
        var length: Double
        var timing: AnimationTiming
        /// Seconds per unit of fraction, as a multiple of `duration` (1: the animator's own pace).
        var pace: Double
        var isMoving: Bool

        static func frozen(fraction: Double, progress: Double) -> Segment {
            Segment(
                fraction: fraction, progress: progress, targetFraction: fraction, targetProgress: progress,
                start: 0, length: 0, timing: .curve(.linear), pace: 1, isMoving: false)
        }

        /// (fraction, progress) at clock time `now`.
        func sample(at now: Double) -> (fraction: Double, progress: Double) {
            guard isMoving else { return (fraction, progress) }
            let elapsed = now - start
            if elapsed <= 0 { return (fraction, progress) }
            if length <= 0 || elapsed >= length { return (targetFraction, targetProgress) }
            let shaped = timing.progress(atTime: elapsed, duration: length)
            return (
                .interpolate(from: fraction, to: targetFraction, fraction: elapsed / length),
                .interpolate(from: progress, to: targetProgress, fraction: shaped))
        }
    }

    private var segment = Segment.frozen(fraction: 0, progress: 0)
    /// Animation blocks waiting for the start, each with its delay factor (nil: not delayed).
    private var pendingAnimations: [(block: () -> Void, delayFactor: Double?)] = []
    private var completions: [(AnimatingPosition) -> Void] = []
    private var animations: [Animation] = []
    private var endCallback: ClockCallbackID?
    /// The capture group this animator was started in (by a transition's animator that does not
    /// vend it), which drives its position once paused, seeked or resumed; until its own calls take it back.
    private weak var group: AnimationGroup?
    /// The group's offset when this animator started in it.
    private var groupStart: Double = 0
    private var stoppedSettlers: [(AnimatingPosition) -> Void] = []

    /// Creates an animator with explicit timing.
    public init(duration: Double, timing: AnimationTiming, engine: AnimationEngine? = nil, animations: (() -> Void)? = nil) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.timing = timing
        self.engine = engine
        if let animations { pendingAnimations.append((animations, nil)) }
    }

    /// Creates an animator along a curve or spring given as timing parameters, as UIKit's `init(duration:timingParameters:)`.
    public convenience init(duration: Double, timingParameters: any TimingCurveProvider) {
        self.init(duration: duration, timing: timingParameters.animationTiming)
    }

    /// Creates an animator along the Bézier curve with these control points.
    public convenience init(duration: Double, controlPoint1: Point, controlPoint2: Point, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timing: .curve(TimingCurve(controlPoint1: controlPoint1, controlPoint2: controlPoint2)), animations: animations)
    }

    /// Creates an animator along one of the standard curves (default ease-in-out), as UIKit's `init(duration:curve:animations:)`.
    public convenience init(duration: Double, curve: AnimationCurve = .easeInOut, engine: AnimationEngine? = nil, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timing: .curve(curve.timingCurve), engine: engine, animations: animations)
    }

    /// Creates a spring animator (see `SpringTiming`).
    public convenience init(duration: Double, dampingRatio: Double, initialVelocity: Double = 0, engine: AnimationEngine? = nil, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timing: .spring(SpringTiming(dampingRatio: dampingRatio, initialVelocity: initialVelocity)), engine: engine, animations: animations)
    }

    /// Creates an animator that starts at once, after `delay`, along the curve `options` select, as
    /// UIKit's `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`; the
    /// views take touches only with `.allowUserInteraction`.
    public static func runningPropertyAnimator(
        withDuration duration: Double, delay: Double, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((AnimatingPosition) -> Void)? = nil
    ) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: duration, timing: .curve(options.curve), animations: animations)
        animator.userInteractionEnabled = options.contains(.allowUserInteraction)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// The animator's timing as UIKit's `timingParameters`.
    public var timingParameters: (any TimingCurveProvider)? { timing }

    private var now: Double { engine?.clock.now ?? 0 }

    /// How far the animations are, 0…1, measured from where they run from: once reversed it reads
    /// from the end (1 − the position), as UIKit has done since iOS 11. Setting it scrubs a paused
    /// (or inactive, which it activates) animator there, clamped to 0…1 (NaN as 0); rejected while
    /// running, stopped or not interruptible.
    public var fractionComplete: CGFloat {
        get { CGFloat(reversed ? 1 - position : position) }
        set {
            let f = newValue.isNaN ? 0 : min(max(Double(newValue), 0), 1)
            scrub(toPosition: reversed ? 1 - f : f, call: "fractionComplete")
        }
    }

    /// The position on the timeline, 0 at the start values and 1 at the end values, whatever the direction.
    var position: Double { sample().fraction }

    /// The progress the animations show now.
    var progress: Double { sample().progress }

    /// (position, progress) now: from the segment, or, while a group that is not running free
    /// drives it, from the group's offset along the animator's timing.
    private func sample() -> (fraction: Double, progress: Double) {
        guard let group, !group.isFree else { return segment.sample(at: now) }
        let elapsed = group.offset - groupStart - delay
        guard duration > 0 else { return elapsed >= 0 ? (1, 1) : (0, 0) }
        let fraction = min(max(elapsed / duration, 0), 1)
        return (fraction, timing.progress(atTime: elapsed, duration: duration))
    }

    /// Seconds until a running animator reaches its end, or nil when not running.
    public var remainingTime: Double? {
        guard isRunning, engine != nil else { return nil }
        return max(0, segment.start + segment.length - now)
    }

    // MARK: Building

    /// Adds animations: kept for the start when inactive, started at once (over the remaining time) when active.
    public func addAnimations(_ animations: @escaping () -> Void) {
        switch state {
        case .stopped:
            reject("addAnimations(_:)", "a stopped animator takes no new animations; call finishAnimation(at:) first")
        case .inactive:
            pendingAnimations.append((animations, nil))
        case .active:
            run(animations, base: progress, startFraction: nil)
        }
    }

    /// Adds animations that start after `delayFactor` (0…1) of the remaining duration and run to the
    /// animator's end along its timing; kept for the start when inactive, scheduled at once when active.
    public func addAnimations(_ animations: @escaping () -> Void, delayFactor: Double) {
        let factor = delayFactor.isNaN ? 0 : min(max(delayFactor, 0), 1)
        switch state {
        case .stopped:
            reject("addAnimations(_:delayFactor:)", "a stopped animator takes no new animations; call finishAnimation(at:) first")
        case .inactive:
            pendingAnimations.append((animations, factor))
        case .active:
            let fraction = position
            run(animations, base: progress, startFraction: fraction + factor * (1 - fraction))
        }
    }

    /// Adds a block that runs with the final position when the animations end.
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    /// Starts (or, when paused, resumes with the animator's own timing).
    public func startAnimation() {
        start(afterDelay: 0, call: "startAnimation()")
    }

    /// Starts (or, when paused, resumes with the animator's own timing) after `delay` seconds.
    public func startAnimation(afterDelay delay: Double) {
        start(afterDelay: delay, call: "startAnimation(afterDelay:)")
    }

    private func start(afterDelay delay: Double, call: String) {
        takeBackFromGroup()
        switch state {
        case .stopped:
            reject(call, "a stopped animator cannot start; call finishAnimation(at:)")
        case .inactive:
            if reversed { segment = .frozen(fraction: 1, progress: 1) }
            self.delay = delay.isFinite ? max(0, delay) : 0
            activate()
            begin(timing: timing, pace: 1, delay: delay)
            if let capture = ThreadAnimationState.current.ambientEngines.last?.capturingGroup, engine == nil || engine === capture.engine {
                group = capture
                groupStart = capture.add(self, delay: self.delay)
            }
        case .active:
            if !isRunning { begin(timing: timing, pace: 1, delay: delay) }
        }
    }

    /// Freezes the animations where they are (activating an inactive animator at fraction 0).
    public func pauseAnimation() {
        takeBackFromGroup()
        switch state {
        case .stopped:
            reject("pauseAnimation()", "a stopped animator cannot pause; call finishAnimation(at:)")
        case .inactive, .active:
            guard interruptible else {
                return reject("pauseAnimation()", "a non-interruptible animator cannot pause; set isInterruptible while inactive")
            }
            if state == .inactive { activate() }
            freeze()
        }
    }

    /// Resumes a paused animator with new timing (nil: its own) over `durationFactor` × `duration`
    /// seconds, as Apple documents: the rest of the animation runs as if it restarted from where it
    /// is with that duration. A factor of 0 (or one that is negative or not finite) is the idiom of
    /// Apple's own samples and the device's behaviour: the rest runs at the animator's own pace,
    /// over the time it had left (the remaining fraction × `duration`).
    public func continueAnimation(withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: Double) {
        let remaining = abs((reversed ? 0 : 1) - position)
        let pace = durationFactor.isFinite && durationFactor > 0 && remaining > 0 ? durationFactor / remaining : 1
        continueAnimation(withTimingParameters: parameters?.animationTiming, pace: pace)
    }

    /// Resumes a paused animator with new timing (nil: its own) at `pace` times its own (the rest
    /// takes the remaining fraction × `duration` × `pace` seconds; 0 ends at once).
    func continueAnimation(withTimingParameters parameters: AnimationTiming?, pace: Double) {
        takeBackFromGroup()
        let call = "continueAnimation(withTimingParameters:durationFactor:)"
        guard state == .active else { return reject(call, "only an active, paused animator can continue") }
        guard !isRunning else { return reject(call, "the animator is running; pause it first") }
        guard interruptible else { return reject(call, "a non-interruptible animator cannot continue") }
        begin(timing: parameters ?? timing, pace: pace, delay: 0)
    }

    /// Scrubs a paused (or inactive) animator to `position` on the timeline (0…1), whatever its direction.
    func scrub(toPosition position: Double, call: String = "fractionComplete") {
        takeBackFromGroup()
        guard state != .stopped else { return reject(call, "a stopped animator cannot scrub; call finishAnimation(at:)") }
        guard !isRunning else { return reject(call, "fractionComplete can only change while paused; call pauseAnimation() first") }
        guard interruptible else { return reject(call, "a non-interruptible animator cannot scrub") }
        if state == .inactive { activate() }
        let p = position.isNaN ? 0 : min(max(position, 0), 1)
        segment = .frozen(fraction: p, progress: scrubsLinearly ? p : timing.progress(atTime: p * duration, duration: duration))
    }

    /// Sets the direction; a running animator turns round at once, from where it is.
    private func setReversed(_ value: Bool) {
        takeBackFromGroup()
        let call = "isReversed"
        guard state != .stopped else { return reject(call, "a stopped animator cannot reverse; call finishAnimation(at:)") }
        guard state == .inactive || interruptible else { return reject(call, "an active non-interruptible animator cannot reverse") }
        guard value != reversed else { return }
        reversed = value
        if isRunning { begin(timing: segment.timing, pace: segment.pace, delay: 0) }
    }

    /// Stops the animations where they are (model values become the current values); without
    /// finishing the animator becomes inactive and no completion runs, otherwise it waits, stopped,
    /// for `finishAnimation(at:)`.
    public func stopAnimation(_ withoutFinishing: Bool) {
        takeBackFromGroup()
        switch state {
        case .stopped:
            reject("stopAnimation(_:)", "the animator is already stopped; call finishAnimation(at:)")
        case .inactive:
            return
        case .active:
            freeze()
            let settlers = animations.flatMap { $0.markFinished(settlingAt: .current) }
            animations = []
            if withoutFinishing {
                reset()
                completions = []
            } else {
                state = .stopped
                stoppedSettlers = settlers
            }
        }
    }

    /// Finishes a stopped animator: puts the properties at `position` and runs the completions with it.
    public func finishAnimation(at position: AnimatingPosition) {
        guard state == .stopped else {
            return reject("finishAnimation(at:)", "only a stopped animator can finish; call stopAnimation(false) first")
        }
        for settle in stoppedSettlers { settle(position) }
        stoppedSettlers = []
        reset()
        runCompletions(position)
    }

    // MARK: Internals

    /// Stops the clock from ending this animator: its group has paused and now drives it.
    func holdForGroup() {
        cancelEnd()
    }

    /// Ends this animator as its group's resume passed its end (or, backwards, its start): the
    /// completions run with `.end`, as an animation member completes finished (`.start` for a
    /// reversed animator), or with `.start` and the start values in the model when the group
    /// restores them (`settling == .start`).
    func endForGroup(at settling: AnimatingPosition) {
        group?.remove(self)
        group = nil
        cancelEnd()
        let position: AnimatingPosition = settling == .start || reversed ? .start : .end
        let fraction: Double = position == .start ? 0 : 1
        segment = .frozen(fraction: fraction, progress: fraction)
        reachedEnd(at: position)
    }

    /// Leaves the group before a call of the animator's own: it goes on from where the group showed it.
    private func takeBackFromGroup() {
        guard let group else { return }
        if !group.isFree {
            let current = sample()
            segment = .frozen(fraction: current.fraction, progress: current.progress)
            isRunning = false
        }
        group.remove(self)
        self.group = nil
    }

    /// Takes `engine` as this animator's engine unless it has another; returns whether it is this animator's.
    func adopt(_ engine: AnimationEngine) -> Bool {
        if self.engine == nil { self.engine = engine }
        return self.engine === engine
    }

    /// Records an animation made by one of this animator's blocks.
    func register(_ animation: Animation) {
        animations.append(animation)
    }

    private func activate() {
        state = .active
        let pending = pendingAnimations
        pendingAnimations = []
        for (block, delayFactor) in pending {
            run(block, base: 0, startFraction: delayFactor)
        }
        if engine == nil { engine = ThreadAnimationState.current.ambientEngines.last }
    }

    private func run(_ block: () -> Void, base: Double, startFraction: Double?) {
        AnimationTransaction(animator: self, base: base, startFraction: startFraction).run(block)
    }

    /// Runs from the current (fraction, progress) to the end the direction points at, at `pace`.
    private func begin(timing: AnimationTiming, pace: Double, delay: Double) {
        let current = segment.sample(at: now)
        cancelEnd()
        let target = reversed ? 0.0 : 1.0
        let pace = pace.isFinite ? max(0, pace) : 1
        let wait = delay.isFinite ? max(0, delay) : 0
        let length = abs(target - current.fraction) * duration * pace
        segment = Segment(
            fraction: current.fraction, progress: current.progress, targetFraction: target, targetProgress: target,
            start: now + wait, length: length, timing: timing, pace: pace, isMoving: true)
        isRunning = true
        guard let engine else { return reachedEnd() }
        // The clock holds a running animator, as UIKit keeps one alive while it runs.
        endCallback = engine.clock.schedule(at: now + wait + length) {
            self.endCallback = nil
            self.reachedEnd()
        }
        engine.setRunning(self, true)
    }

    private func reachedEnd(at end: AnimatingPosition? = nil) {
        segment = .frozen(fraction: segment.targetFraction, progress: segment.targetProgress)
        isRunning = false
        engine?.setRunning(self, false)
        guard !pausesOnCompletion else { return }
        let position = end ?? (reversed ? .start : .end)
        for animation in animations { animation.markFinished(settlingAt: position) }
        animations = []
        reset()
        runCompletions(position)
    }

    private func freeze() {
        let current = segment.sample(at: now)
        cancelEnd()
        segment = .frozen(fraction: current.fraction, progress: current.progress)
        isRunning = false
    }

    private func cancelEnd() {
        if let endCallback { engine?.clock.cancel(endCallback) }
        endCallback = nil
        engine?.setRunning(self, false)
    }

    private func reset() {
        state = .inactive
        isRunning = false
        segment = .frozen(fraction: 0, progress: 0)
    }

    private func runCompletions(_ position: AnimatingPosition) {
        let blocks = completions
        completions = []
        for completion in blocks { completion(position) }
    }

    /// Sets a flag UIKit lets change only while the animator is inactive.
    private func setWhileInactive(_ flag: ReferenceWritableKeyPath<PropertyAnimator, Bool>, _ value: Bool, call: String) {
        guard state == .inactive else { return reject(call, "\(call) can only change while the animator is inactive") }
        self[keyPath: flag] = value
    }

    /// Reports a call UIKit would reject: kept as `lastRejection` and told to the engine (its window).
    private func reject(_ call: String, _ reason: String) {
        let error = PropertyAnimatorError(call: call, state: state, isRunning: isRunning, reason: reason)
        lastRejection = error
        (engine ?? ThreadAnimationState.current.ambientEngines.last)?.report(error)
    }
}
