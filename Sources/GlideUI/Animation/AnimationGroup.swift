/// The animations captured by `AnimationEngine.captureAnimations`, scrubbed and resumed together:
/// the headless equivalent of UIKit's container layer with `speed = 0` and `timeOffset = p·D`.
///
/// The group has one time, its offset in seconds from 0 (the capture) to `duration` (the latest
/// end among its members, or longer after `extendDuration(to:)`); every member shows its own timing
/// at that offset. A new group runs
/// free on the clock; `pause()` freezes it, `seek(toOffset:)` scrubs it linearly in time, and
/// `resume(forward:speed:timing:completion:)` runs the offset to the end (forward) or back to 0
/// with `timing`, taking exactly |target − offset| / speed seconds. A member completes (with
/// `finished == true`, also when run backwards, as UIKit does after a percent-driven cancel) at the
/// first engine tick at which the offset has passed its end or its start, and at the latest when the
/// resume ends; members never complete while paused. Model values stay whatever the animation
/// blocks set, as a layer driven by its clock alone leaves them, unless a backward resume is asked
/// to restore the start (`restoresStart`), as UIKit's percent-driven cancel does: each member
/// that runs back past its start writes the values it started from back into the model before its
/// completion runs.
///
/// A `PropertyAnimator` started during the capture is a member too (UIKit's container layer
/// freezes its animations as well): once the group is paused, its position follows the group's
/// offset, and it ends, running its completions with `.end`, when a resume passes its end or its
/// start, as an animation member completes.
public final class AnimationGroup {
    /// What the group's time is doing.
    private enum State {
        /// Running on the clock at speed 1 since clock time `start`.
        case free(start: Double)
        /// Frozen at an offset.
        case paused(offset: Double)
        /// Running from `from` to `to` with `timing` (a curve or a spring), `length` seconds from clock time `start`;
        /// `settling` is where members that end leave their model values.
        case resuming(from: Double, to: Double, start: Double, length: Double, timing: AnimationTiming, settling: AnimatingPosition)
        /// Done: every member ended at this offset.
        case ended(offset: Double)
    }

    private(set) weak var engine: AnimationEngine?
    private var state: State
    /// The members that have not completed yet, in the order they started.
    private var members: [Animation] = []
    /// The property animators started during the capture that have not ended, each with its offset at the start.
    private var animators: [(animator: PropertyAnimator, offset: Double)] = []
    /// The number of animations ever captured.
    public private(set) var capturedCount = 0
    /// The group's full length in seconds: the latest member end (delay + duration), or more if extended.
    public private(set) var duration: Double = 0
    private var resumeCallback: ClockCallbackID?
    private var resumeCompletion: ((Bool) -> Void)?

    init(engine: AnimationEngine) {
        self.engine = engine
        self.state = .free(start: engine.clock.now)
    }

    /// The number of members that have not completed yet.
    public var activeCount: Int { members.count + animators.count }

    /// Whether the group is frozen (after `pause()` or `seek(toOffset:)`).
    public var isPaused: Bool {
        if case .paused = state { return true }
        return false
    }

    /// Whether a resume is in progress.
    public var isResuming: Bool {
        if case .resuming = state { return true }
        return false
    }

    /// Whether any captured animation has completed (its completion block has run), so the group can no longer show it scrubbed back.
    public var hasCompletedMembers: Bool { activeCount < capturedCount }

    /// Whether a resume has run to its end.
    public var isEnded: Bool {
        if case .ended = state { return true }
        return false
    }

    /// Whether the group still runs free on the clock (neither paused, resumed nor ended).
    public var isFree: Bool {
        if case .free = state { return true }
        return false
    }

    /// The clock time at which a free group started (its offset 0).
    var freeStart: Double {
        if case .free(let start) = state { return start }
        return engine?.clock.now ?? 0
    }

    /// The offset now, in seconds.
    public var offset: Double { offset(at: engine?.clock.now ?? 0) }

    /// The offset as a fraction of `duration` (0 when the group is empty).
    public var fractionComplete: Double { duration > 0 ? offset / duration : 0 }

    /// The seconds left until a resume in progress ends, or nil when not resuming.
    public var remainingTime: Double? {
        guard case .resuming(_, _, let start, let length, _, _) = state, let now = engine?.clock.now else { return nil }
        return max(0, start + length - now)
    }

    /// Lengthens the group's timeline to at least `seconds` (e.g. the transition's duration, as UIKit's
    /// percent-driven transition drives the container's time offset to that duration); members still
    /// complete when the offset passes their own ends. Shorter, negative or non-finite values change nothing.
    public func extendDuration(to seconds: Double) {
        guard seconds.isFinite, seconds > duration else { return }
        duration = seconds
    }

    /// The offset at clock time `now`.
    func offset(at now: Double) -> Double {
        switch state {
        case .free(let start):
            return min(now - start, duration)
        case .paused(let offset), .ended(let offset):
            return offset
        case .resuming(let from, let to, let start, let length, let timing, _):
            guard length > 0 else { return to }
            let elapsed = now - start
            if elapsed >= length { return to }
            // A spring may overshoot either end; the timeline has none beyond them.
            let offset = Double.interpolate(from: from, to: to, fraction: timing.progress(atTime: elapsed, duration: length))
            return min(max(offset, 0), duration)
        }
    }

    /// Adds a newly started animation (during capture).
    func add(_ animation: Animation) {
        let memberOffset = offset
        animation.driver = .group(self, offset: memberOffset)
        members.append(animation)
        capturedCount += 1
        duration = max(duration, memberOffset + animation.totalTime)
    }

    /// Adds a property animator starting now (during capture), `delay` seconds before its
    /// animations move; returns the offset it starts at.
    func add(_ animator: PropertyAnimator, delay: Double) -> Double {
        let memberOffset = offset
        animators.append((animator, memberOffset))
        capturedCount += 1
        duration = max(duration, memberOffset + delay + animator.duration)
        return memberOffset
    }

    /// Forgets a property animator that ended or was taken over by its own calls.
    func remove(_ animator: PropertyAnimator) {
        animators.removeAll { $0.animator === animator }
    }

    /// Forgets a member that ended.
    func remove(_ animation: Animation) {
        members.removeAll { $0 === animation }
    }

    /// Freezes every member at the current offset; nothing completes until `resume`.
    public func pause() {
        guard let engine else { return }
        switch state {
        case .ended, .paused:
            return
        case .free, .resuming:
            let current = offset
            if let callback = resumeCallback {
                engine.clock.cancel(callback)
                resumeCallback = nil
            }
            engine.removeResuming(self)
            for member in members { engine.hold(member) }
            for member in animators { member.animator.holdForGroup() }
            state = .paused(offset: current)
        }
    }

    /// Pauses and moves the offset to `seconds`, clamped to 0…duration (NaN counts as 0).
    public func seek(toOffset seconds: Double) {
        guard !isEnded else { return }
        pause()
        state = .paused(offset: seconds.isNaN ? 0 : min(max(seconds, 0), duration))
    }

    /// Pauses and moves the offset to `fraction`·duration (fraction clamped to 0…1).
    public func seek(toFraction fraction: Double) {
        seek(toOffset: (fraction.isNaN ? 0 : min(max(fraction, 0), 1)) * duration)
    }

    /// Runs the offset to `duration` (forward) or to 0 with `timing`, taking |target − offset| / speed
    /// seconds (a spring that overshoots holds at the end it passed); a speed that is not positive
    /// and finite finishes at once (at the current clock time).
    /// Then every member still active completes with `finished == true`, in the order they started,
    /// then `completion(true)`. Backward with `restoresStart`, each member ends with its start values
    /// in the model (its property animators at `.start`); otherwise members leave the values the
    /// blocks set. A resume while resuming starts again from the current offset, replacing the
    /// earlier completion (which then never runs); a resume after the end only runs `completion`.
    public func resume(
        forward: Bool, speed: Double = 1, timing: AnimationTiming = .curve(.linear), restoresStart: Bool = false, completion: ((Bool) -> Void)? = nil
    ) {
        guard let engine else { return }
        let now = engine.clock.now
        if isEnded {
            if let completion {
                engine.clock.schedule(at: now) { completion(true) }
            }
            return
        }
        pause()
        let from = offset
        let to = forward ? duration : 0
        let length = speed > 0 && speed.isFinite ? abs(to - from) / speed : 0
        state = .resuming(from: from, to: to, start: now, length: length, timing: timing, settling: !forward && restoresStart ? .start : .end)
        resumeCompletion = completion
        resumeCallback = engine.clock.schedule(at: now + length) {
            self.endResume()
        }
        engine.addResuming(self)
    }

    /// Completes the members whose end (forward) or start (backward) the offset has passed.
    func finishMembersPassed() {
        guard let engine, case .resuming(let from, let to, _, _, _, let settling) = state else { return }
        let current = offset
        for member in members {
            guard case .group(_, let memberOffset) = member.driver else { continue }
            let passed = to >= from ? current >= memberOffset + member.totalTime : current <= memberOffset
            if passed { engine.finish(member, finished: true, settlingAt: settling) }
        }
        for member in animators {
            let passed = to >= from ? current >= member.offset + member.animator.delay + member.animator.duration : current <= member.offset
            if passed { member.animator.endForGroup(at: settling) }
        }
    }

    private func endResume() {
        guard let engine, case .resuming(_, let to, _, _, _, let settling) = state else { return }
        resumeCallback = nil
        state = .ended(offset: to)
        engine.removeResuming(self)
        for member in members {
            engine.finish(member, finished: true, settlingAt: settling)
        }
        members.removeAll()
        for member in animators { member.animator.endForGroup(at: settling) }
        animators.removeAll()
        let completion = resumeCompletion
        resumeCompletion = nil
        completion?(true)
    }
}
