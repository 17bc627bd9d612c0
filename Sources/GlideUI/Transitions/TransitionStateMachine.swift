/// Which way a released transition goes.
public enum TransitionDecision: String, Equatable, Sendable, CaseIterable {
    /// Run to the end state.
    case finish
    /// Run back to the start state.
    case cancel

    /// The progress a transition ends at: 1 for a finish, 0 for a cancel.
    public var finalPercent: Double { self == .finish ? 1 : 0 }
}

/// How a transition ended.
public enum TransitionResult: Equatable, Sendable {
    /// The transition reached its end state.
    case finished
    /// The transition went back to its start state.
    case cancelled
}

/// The name of a state, for reports and tests.
public enum TransitionState: String, Equatable, Sendable, CaseIterable {
    /// No transition has begun yet.
    case idle
    /// A non-interactive animation runs.
    case animating
    /// A gesture scrubs the transition.
    case interacting
    /// The released transition runs its remaining animation.
    case completing
    /// The transition has called `completeTransition`.
    case ended
}

/// An input the current state does not accept; the state is left unchanged.
public enum TransitionViolation: Equatable, Sendable {
    /// `begin` while another transition is in flight.
    case begunWhileInFlight
    /// An input that needs a transition in flight arrived when none was.
    case notInFlight(TransitionState)
    /// `update`, `finish` or `cancel` on a transition that is not being scrubbed.
    case notInteracting(TransitionState)
    /// A percent that was NaN or infinite.
    case nonFinitePercent
    /// `grab` of an animator that is not interruptible.
    case notInterruptible
    /// `completionAnimationEnded` before the transition was released.
    case notReleased(TransitionState)
    /// `completeTransition` after the transition had already ended.
    case completedTwice
}

/// Something worth recording that does not stop the input from being applied.
public enum TransitionNote: Equatable, Sendable {
    /// `completeTransition(true)` after a cancel: the cancel stands.
    case completedDespiteCancel
    /// `completeTransition(false)` after a finish: the finish stands.
    case cancelledDespiteFinish
    /// `completeTransition` while a gesture still scrubbed, without `finish` or `cancel`.
    case completedWhileInteracting
}

/// The one explicit state machine every transition runs through, interactive or not.
///
/// It holds no timers and no views: each input returns a small action that the owner (the
/// window's transition driver) carries out, so the rules can be read, and tested, as a table.
/// An input that is not valid in the current state is returned as `.rejected(_)` and leaves
/// the state unchanged; the owner records it as a diagnostic instead of dropping it.
/// The machine is generic over the timing-curve type so that it depends on nothing else in
/// the module. After `ended` the machine stays there until the next `begin`, so a
/// second `completeTransition` is still recognised as such.
package struct TransitionStateMachine<Curve: Equatable & Sendable>: Sendable {
    private enum State: Equatable {
        /// Nothing has begun yet.
        case idle
        /// A non-interactive animation runs; `interruptible` says whether it may be grabbed.
        case animating(interruptible: Bool)
        /// A gesture scrubs the transition, last at `percent`.
        case interacting(percent: Double, interruptible: Bool)
        /// Released at `percent`: the remaining animation runs towards `decision`.
        case completing(decision: TransitionDecision, percent: Double, speed: Double, curve: Curve, interruptible: Bool)
        /// `completeTransition` was called (or the transition was recovered as stuck).
        case ended(TransitionResult)
    }

    private var state: State = .idle

    /// Makes an idle machine.
    package init() {}

    /// The name of the current state.
    package var currentState: TransitionState {
        switch state {
        case .idle: .idle
        case .animating: .animating
        case .interacting: .interacting
        case .completing: .completing
        case .ended: .ended
        }
    }

    /// The last percent a gesture set, or the percent at release; nil when not interactive.
    package var percent: Double? {
        switch state {
        case .interacting(let percent, _), .completing(_, let percent, _, _, _): percent
        case .idle, .animating, .ended: nil
        }
    }

    /// The decision taken at release, while the remaining animation runs.
    package var decision: TransitionDecision? {
        switch state {
        case .completing(let decision, _, _, _, _): decision
        case .idle, .animating, .interacting, .ended: nil
        }
    }

    /// How the transition ended, once it has.
    package var result: TransitionResult? {
        switch state {
        case .ended(let result): result
        case .idle, .animating, .interacting, .completing: nil
        }
    }

    /// True between `begin` and `completeTransition`.
    package var isInFlight: Bool {
        switch state {
        case .animating, .interacting, .completing: true
        case .idle, .ended: false
        }
    }

    // MARK: begin

    /// What to do for `begin`.
    package enum BeginAction: Equatable, Sendable {
        /// Call the animator's `animateTransition`.
        case animate
        /// Call the interaction controller's `startInteractiveTransition`.
        case startInteractive
        /// Refuse the new transition.
        case rejected(TransitionViolation)
    }

    /// A transition begins, driven by a gesture when `interactive`.
    package mutating func begin(interactive: Bool, interruptible: Bool) -> BeginAction {
        switch state {
        case .idle, .ended:
            if interactive {
                state = .interacting(percent: 0, interruptible: interruptible)
                return .startInteractive
            }
            state = .animating(interruptible: interruptible)
            return .animate
        case .animating, .interacting, .completing:
            return .rejected(.begunWhileInFlight)
        }
    }

    // MARK: update

    /// What to do for `update(percent:)`.
    package enum UpdateAction: Equatable, Sendable {
        /// Show the transition at this fraction (clamped to 0…1).
        case seek(Double)
        /// Ignore the update and record why.
        case rejected(TransitionViolation)
    }

    /// A gesture moved the transition to `percent`; it is clamped to 0…1.
    package mutating func update(percent: Double) -> UpdateAction {
        switch state {
        case .interacting(_, let interruptible):
            guard percent.isFinite else { return .rejected(.nonFinitePercent) }
            let clamped = min(max(percent, 0), 1)
            state = .interacting(percent: clamped, interruptible: interruptible)
            return .seek(clamped)
        case .idle, .ended:
            return .rejected(.notInFlight(currentState))
        case .animating, .completing:
            return .rejected(.notInteracting(currentState))
        }
    }

    // MARK: finish / cancel

    /// What to do for `finish` or `cancel`.
    package enum ReleaseAction: Equatable, Sendable {
        /// Run the remaining `fraction` of the whole duration towards `decision`, `speed` times faster.
        case run(TransitionDecision, fraction: Double, speed: Double, curve: Curve)
        /// Jump to the end (or start) now: nothing remains, or the speed is not positive.
        case completeAtOnce(TransitionDecision)
        /// Ignore the release and record why.
        case rejected(TransitionViolation)
    }

    /// The gesture ended and the transition should finish, at `speed` along `curve`.
    package mutating func finish(speed: Double, curve: Curve) -> ReleaseAction {
        release(.finish, speed: speed, curve: curve)
    }

    /// The gesture ended and the transition should go back, at `speed` along `curve`.
    package mutating func cancel(speed: Double, curve: Curve) -> ReleaseAction {
        release(.cancel, speed: speed, curve: curve)
    }

    private mutating func release(_ decision: TransitionDecision, speed: Double, curve: Curve) -> ReleaseAction {
        switch state {
        case .interacting(let percent, let interruptible):
            state = .completing(
                decision: decision, percent: percent, speed: speed, curve: curve, interruptible: interruptible)
            let fraction = decision == .finish ? 1 - percent : percent
            // `speed > 0` is false for NaN too, so a NaN speed cannot hang the transition either.
            guard fraction > 0, speed > 0, speed.isFinite else { return .completeAtOnce(decision) }
            return .run(decision, fraction: fraction, speed: speed, curve: curve)
        case .idle, .ended:
            return .rejected(.notInFlight(currentState))
        case .animating, .completing:
            return .rejected(.notInteracting(currentState))
        }
    }

    // MARK: grab

    /// What to do for `grab(percent:)`.
    package enum GrabAction: Equatable, Sendable {
        /// Pause the running animation at this fraction and scrub from there.
        case pause(at: Double)
        /// Let the animation run on and record why.
        case rejected(TransitionViolation)
    }

    /// A touch landed while the animation ran, at the presented fraction `percent`.
    package mutating func grab(percent: Double) -> GrabAction {
        switch state {
        case .animating(let interruptible), .completing(_, _, _, _, let interruptible):
            guard interruptible else { return .rejected(.notInterruptible) }
            guard percent.isFinite else { return .rejected(.nonFinitePercent) }
            let clamped = min(max(percent, 0), 1)
            state = .interacting(percent: clamped, interruptible: true)
            return .pause(at: clamped)
        case .idle, .ended:
            return .rejected(.notInFlight(currentState))
        case .interacting:
            return .rejected(.notInteracting(currentState))
        }
    }

    // MARK: mark interruptible

    /// What to do for `markInterruptible()`.
    package enum MarkInterruptibleAction: Equatable, Sendable {
        /// From now on a grab pauses the transition instead of being refused.
        case interruptible
        /// Ignore the call and record why.
        case rejected(TransitionViolation)
    }

    /// The transition's driver turned out to be pausable at its presented fraction (a captured
    /// animation group, or an interaction that runs its own completion): grabs are accepted from now on.
    package mutating func markInterruptible() -> MarkInterruptibleAction {
        switch state {
        case .animating:
            state = .animating(interruptible: true)
            return .interruptible
        case .interacting(let percent, _):
            state = .interacting(percent: percent, interruptible: true)
            return .interruptible
        case .completing(let decision, let percent, let speed, let curve, _):
            state = .completing(decision: decision, percent: percent, speed: speed, curve: curve, interruptible: true)
            return .interruptible
        case .idle, .ended:
            return .rejected(.notInFlight(currentState))
        }
    }

    /// Whether the transition in flight has an interruptible driver (from `begin` or `markInterruptible`); false when none is in flight.
    package var isInterruptible: Bool {
        switch state {
        case .animating(let interruptible), .completing(_, _, _, _, let interruptible): interruptible
        case .interacting(_, let interruptible): interruptible
        case .idle, .ended: false
        }
    }

    // MARK: completion animation ended

    /// What to do when the remaining animation after a release has run out.
    package enum AnimationEndedAction: Equatable, Sendable {
        /// Wait (with the stuck watchdog armed) for the animator's `completeTransition`.
        case awaitCompleteTransition(TransitionDecision)
        /// The animator already completed: nothing to do.
        case alreadyCompleted
        /// Record why this was unexpected.
        case rejected(TransitionViolation)
    }

    /// The remaining animation started at release has reached its end (or start).
    package mutating func completionAnimationEnded() -> AnimationEndedAction {
        switch state {
        case .completing(let decision, _, _, _, _):
            return .awaitCompleteTransition(decision)
        case .ended:
            return .alreadyCompleted
        case .idle:
            return .rejected(.notInFlight(currentState))
        case .animating, .interacting:
            return .rejected(.notReleased(currentState))
        }
    }

    // MARK: completeTransition

    /// What to do for `completeTransition(didComplete:)`.
    package enum CompleteAction: Equatable, Sendable {
        /// Settle the view controllers as `result`, recording `note` when there is one.
        case settle(TransitionResult, note: TransitionNote?)
        /// Ignore the call and record why.
        case rejected(TransitionViolation)
    }

    /// The animator (or interaction controller) called `completeTransition(didComplete)`.
    /// With `trustsFlag` (UIKit-strict) a flag that contradicts the release decides the result, as in UIKit.
    package mutating func completeTransition(didComplete: Bool, trustsFlag: Bool = false) -> CompleteAction {
        let claimed: TransitionResult = didComplete ? .finished : .cancelled
        switch state {
        case .animating:
            state = .ended(claimed)
            return .settle(claimed, note: nil)
        case .interacting:
            state = .ended(claimed)
            return .settle(claimed, note: .completedWhileInteracting)
        case .completing(let decision, _, _, _, _):
            let result: TransitionResult = trustsFlag ? claimed : decision == .finish ? .finished : .cancelled
            state = .ended(result)
            switch (decision, didComplete) {
            case (.finish, true), (.cancel, false): return .settle(result, note: nil)
            case (.cancel, true): return .settle(result, note: .completedDespiteCancel)
            case (.finish, false): return .settle(result, note: .cancelledDespiteFinish)
            }
        case .ended:
            return .rejected(.completedTwice)
        case .idle:
            return .rejected(.notInFlight(currentState))
        }
    }

    // MARK: stuck

    /// What to do when the stuck watchdog fires.
    package enum StuckAction: Equatable, Sendable {
        /// End the transition as cancelled and restore the tree as it was at `begin`.
        case recover
        /// Report it and leave it in flight, as UIKit would (UIKit-strict).
        case report
        /// The watchdog is stale; record why.
        case rejected(TransitionViolation)
    }

    /// The animator did not call `completeTransition` within the generous bound.
    package mutating func stuckTimeout(recovers: Bool = true) -> StuckAction {
        switch state {
        case .animating, .interacting, .completing:
            guard recovers else { return .report }
            state = .ended(.cancelled)
            return .recover
        case .idle, .ended:
            return .rejected(.notInFlight(currentState))
        }
    }
}
