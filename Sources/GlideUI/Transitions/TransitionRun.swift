/// The run of one transition, behind its `TransitionContext`: the state machine, the release in
/// force, the completions grabs abandoned, the diagnostics, the stuck watchdog and the outcome record.
///
/// Every input reaches the machine here, is reported to the window's transition-input
/// observers (`Window.addTransitionInputObserver`), and comes back to the context as what to carry out (seek, run the rest, hold, settle);
/// what the machine refuses becomes a diagnostic. The context owns the UIKit-facing half: the
/// setup, the scrubbed animations, the appearance callbacks, the coordinator and the tree.
final class TransitionRun {
    /// The transition's number in its window.
    let number: Int
    /// Its kind, for the record.
    let kind: TransitionKind
    /// The clock time it began at, seconds.
    let startTime: Double
    /// The animator's duration in seconds, once the transition began.
    var duration = 0.0
    /// Whether the transition began under a gesture's control.
    private(set) var startedInteractive = false
    /// The release in force: set when the machine accepts a finish or cancel, dropped when a grab abandons it.
    private(set) var release: TransitionRelease?
    /// Whether the outcome record has been written.
    private(set) var isRecorded = false
    /// Whether the transition is ending (from `completeTransition` or the stuck recovery until its record is written).
    private(set) var isSettling = false
    /// Whether the stuck watchdog ended the transition.
    private(set) var recoveredFromStuck = false
    /// Ends the transition as cancelled after the watchdog recovered it (the context's settling).
    var onStuckRecovery: () -> Void = {}

    private(set) var machine = TransitionStateMachine<AnimationTiming>()
    private weak var window: Window?
    private var watchdog: ClockCallbackID?
    /// When the running animation (non-interactive, or the completion after a release) is due to end; nil when none runs.
    private var animationEnd: Double?
    private var diagnostics: [TransitionDiagnostic] = []
    /// The pan that drove the percent, for the velocity of a release that does not say its own.
    private var drivingPan = DrivingPan()
    /// The completions abandoned to grabs, for the outcome record (the first and last few).
    private var interruptions = InterruptionList()
    /// Whether a touch has grabbed this transition: every accepted grab records an interruption.
    private var wasGrabbed: Bool { interruptions.count > 0 }

    init(window: Window, number: Int, kind: TransitionKind) {
        self.window = window
        self.number = number
        self.kind = kind
        startTime = window.clock.now
    }

    /// The window's clock now, or the start time once the window is gone.
    var now: Double { window?.clock.now ?? startTime }

    /// Whether the window behaves exactly as UIKit would (`TransitionStrictness.uikit`).
    var isStrict: Bool { window?.strictness == .uikit }

    // MARK: Inputs

    /// A transition begins; a non-interactive one has its duration to end before the watchdog looks.
    func begin(interactive: Bool, interruptible: Bool) -> TransitionStateMachine<AnimationTiming>.BeginAction {
        startedInteractive = interactive
        report(.begin)
        let action = machine.begin(interactive: interactive, interruptible: interruptible)
        switch action {
        case .animate:
            let end = startTime + duration
            animationEnd = end
            armWatchdog(expectedEnd: end)
        case .startInteractive:
            break
        case .rejected(let violation):
            record(.rejected(.begin, violation))
        }
        return action
    }

    /// Refuses another transition while this one is in flight, recording it here.
    func refuseBegin() {
        report(.begin)
        switch machine.begin(interactive: false, interruptible: false) {
        case .rejected(let violation):
            record(.rejected(.begin, violation))
        case .animate, .startInteractive:
            preconditionFailure("TransitionRun.refuseBegin: transition \(number) accepted a second begin in state \(machine.currentState)")
        }
    }

    /// The interaction set `percent`: the accepted (clamped) percent, or nil when refused and recorded.
    func update(_ percent: Double) -> Double? {
        report(.update)
        switch machine.update(percent: percent) {
        case .seek(let accepted):
            if let pan = window?.deliveringPan { drivingPan.updated(by: pan, to: accepted) }
            return accepted
        case .rejected(let violation):
            record(.rejected(.update, violation))
            return nil
        }
    }

    /// A release towards `decision` as `cause` decided, at `speed` with `timing` (at once when the
    /// window reduces motion): what remains to run (nil when refused and recorded; a speed of
    /// infinity: complete at once). Keeps the release (who decided, percent, velocity, how the rest
    /// ran) and arms the watchdog for the rest's end.
    func release(
        _ decision: TransitionDecision, because cause: ReleaseCause, speed: Double, timing: AnimationTiming
    ) -> (speed: Double, timing: AnimationTiming)? {
        let percent = machine.percent
        let pan = window?.deliveringPan
        let velocity = cause.velocity ?? pan.flatMap { drivingPan.velocity(of: $0) }
        var reason = cause.reason
        if reason == .app, decision == .cancel, let pan, pan.state == .cancelled {
            reason = window?.hasLostInputDevice == true ? .deviceLost : .gestureCancelled
        }
        report(decision == .finish ? .finish : .cancel)
        let reducesMotion = window?.reducesMotion == true
        let running = reducesMotion ? .infinity : speed
        let action = decision == .finish ? machine.finish(speed: running, curve: timing) : machine.cancel(speed: running, curve: timing)
        let rest: (speed: Double, timing: AnimationTiming)
        let end: Double
        switch action {
        case .run(_, let fraction, let speed, let timing):
            rest = (speed, timing)
            end = now + fraction * duration / speed
        case .completeAtOnce:
            rest = (.infinity, .curve(.linear))
            end = now
        case .rejected(let violation):
            record(.rejected(decision == .finish ? .finish : .cancel, violation))
            return nil
        }
        release = TransitionRelease(
            decision: decision, reason: reason, percent: percent, velocity: velocity, completionSpeed: speed,
            milliseconds: now * 1000, policy: cause.policy, input: cause.input, completionTiming: rest.speed.isFinite ? rest.timing : nil,
            reducedMotion: reducesMotion)
        animationEnd = end
        armWatchdog(expectedEnd: end)
        return rest
    }

    /// A touch grabbed the running transition at `percent`: the accepted percent, the abandoned
    /// completion kept for the record; nil when refused and recorded.
    func grab(_ percent: Double) -> Double? {
        let abandoned = machine.decision ?? .finish
        let wasAnimating = machine.currentState == .animating
        report(.grab)
        switch machine.grab(percent: percent) {
        case .pause(let grabbedAt):
            animationEnd = nil
            let abandonedRelease = (wasAnimating ? nil : release) ?? .unreleased(abandoned, reason: .nonInteractive)
            interruptions.append(TransitionInterruption(release: abandonedRelease, percentAtGrab: grabbedAt, grabMilliseconds: now * 1000))
            release = nil
            disarmWatchdog()
            return grabbedAt
        case .rejected(let violation):
            record(.rejected(.grab, violation))
            return nil
        }
    }

    /// The interaction can pause the transition from now on.
    func markInterruptible() {
        report(.markInterruptible)
        if case .rejected(let violation) = machine.markInterruptible() { record(.rejected(.markInterruptible, violation)) }
    }

    /// The animator called `completeTransition(didComplete)`: how the transition ends, or nil when refused and recorded.
    func completeTransition(_ didComplete: Bool) -> TransitionResult? {
        report(.completeTransition)
        switch machine.completeTransition(didComplete: didComplete, trustsFlag: isStrict) {
        case .settle(let result, let note):
            if let note { diagnostics.append(TransitionDiagnostic(note)) }
            return result
        case .rejected(let violation):
            record(recoveredFromStuck && violation == .completedTwice ? .completedAfterStuck : .rejected(.completeTransition, violation))
            return nil
        }
    }

    /// The remaining animation after a release has run out: the animator has the stuck bound from now to complete.
    func completionAnimationEnded() {
        report(.completionAnimationEnded)
        switch machine.completionAnimationEnded() {
        case .awaitCompleteTransition:
            armWatchdog(expectedEnd: now)
        case .alreadyCompleted:
            break
        case .rejected(let violation):
            record(.rejected(.completionAnimationEnded, violation))
        }
    }

    // MARK: Watchdog

    private func armWatchdog(expectedEnd: Double) {
        disarmWatchdog()
        guard let window else { return }
        let deadline = expectedEnd + window.stuckBound(forDuration: duration)
        watchdog = window.clock.schedule(at: deadline) { [weak self] in
            self?.watchdog = nil
            self?.stuckTimeout()
        }
    }

    private func disarmWatchdog() {
        if let watchdog, let window { window.clock.cancel(watchdog) }
        watchdog = nil
    }

    private func stuckTimeout() {
        report(.stuckTimeout)
        switch machine.stuckTimeout(recovers: !isStrict) {
        case .report:
            diagnostics.append(.stuck)
            window?.warn("transition \(number) (\(kind.rawValue)) is stuck: its animator has not called completeTransition; UIKit would wait for ever (UIKit-strict mode)")
        case .recover:
            recoveredFromStuck = true
            diagnostics.append(.stuck)
            if let window {
                for view in window.subtree { view.removeAllAnimations() }
            }
            onStuckRecovery()
        case .rejected(let violation):
            record(.rejected(.stuckTimeout, violation))
        }
    }

    // MARK: The record

    /// The transition is ending: no watchdog, no running animation from now on.
    func beginSettling() {
        disarmWatchdog()
        animationEnd = nil
        isSettling = true
    }

    /// Writes the outcome record of the transition by `animator` (its type name) that ended as
    /// `result`, `visible` on screen, to the window's log.
    func writeRecord(animator: String, result: TransitionResult, visible: String?) {
        let decision: TransitionDecision = result == .finished ? .finish : .cancel
        let interactive = startedInteractive || wasGrabbed
        let reason: TransitionReason = recoveredFromStuck ? .stuck : release?.reason ?? (interactive ? .app : .nonInteractive)
        var final = release ?? .unreleased(decision, reason: reason)
        final.decision = decision
        final.reason = reason
        let outcome = TransitionOutcome(
            transition: number, kind: kind, animator: animator, interactive: interactive, release: final,
            startMilliseconds: startTime * 1000, endMilliseconds: now * 1000, visible: visible, diagnostics: diagnostics,
            interruptions: interruptions.kept, omittedInterruptions: interruptions.omitted)
        window?.transitionLog.append(outcome)
        isRecorded = true
    }

    /// Adds a diagnostic to this transition's record, or keeps it for the record still to come.
    func record(_ diagnostic: TransitionDiagnostic) {
        if isRecorded {
            window?.transitionLog.add(diagnostic, toTransition: number)
        } else {
            diagnostics.append(diagnostic)
        }
    }

    /// Tells the window's transition-input observers, if any, that the machine takes `input` now.
    private func report(_ input: TransitionInput) {
        guard let window, !window.transitionInputObservers.isEmpty else { return }
        window.transitionInputObservers.notify(TransitionInputEvent(
            transition: number, state: machine.currentState, input: input, time: window.clock.now, animationEnd: animationEnd))
    }
}
