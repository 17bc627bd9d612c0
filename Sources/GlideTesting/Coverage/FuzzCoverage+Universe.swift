import GlideGestures
import GlideUI

extension FuzzCoverage {
    /// Every key, sorted: the machine's states × inputs, every pan state × state, the reasons, the
    /// diagnostics Glide names (property-animator rejections, named after the call, are counted
    /// when seen but cannot be listed ahead), every policy rule × reason × decision, the timing classes.
    public static let universe: [Key] = {
        var keys: [Key] = []
        for state in TransitionState.allCases {
            for input in TransitionInput.allCases { keys.append(.transition(state, input)) }
        }
        for from in GestureRecognizerState.allCases {
            for to in GestureRecognizerState.allCases { keys.append(.recognizer(from, to)) }
        }
        keys += TransitionReason.allCases.map(Key.reason)
        keys += Set(namedDiagnostics + refusals.keys).map(Key.diagnostic)
        for rule in PolicyRule.allCases {
            for reason in [TransitionReason.threshold, .velocity] {
                for decision in TransitionDecision.allCases { keys.append(.policy(rule, reason, decision)) }
            }
        }
        keys += TimingClass.allCases.map(Key.timing)
        return keys.sorted()
    }()

    /// The keys of `universe` that cannot be reached, each with the reason.
    public static let exclusions: [Key: String] = {
        var excluded: [Key: String] = [:]
        for state in TransitionState.allCases {
            for input in TransitionInput.allCases {
                if let reason = exclusion(state, input) { excluded[.transition(state, input)] = reason }
            }
        }
        for from in GestureRecognizerState.allCases {
            for to in GestureRecognizerState.allCases {
                if let reason = exclusion(from, to) { excluded[.recognizer(from, to)] = reason }
            }
        }
        // A refusal is out of reach when every (state, input) pair that produces it is.
        for (diagnostic, pairs) in refusals {
            let reasons = pairs.map { exclusion($0.state, $0.input) }
            if let first = reasons.first, reasons.allSatisfy({ $0 != nil }) { excluded[.diagnostic(diagnostic)] = first }
        }
        for rule in PolicyRule.allCases {
            for decision in TransitionDecision.allCases {
                switch rule {
                case .threshold: excluded[.policy(rule, .velocity, decision)] = "the threshold rule always names the threshold"
                case .projected: excluded[.policy(rule, .threshold, decision)] = "the projection always names the velocity"
                case .fling: break
                }
            }
        }
        return excluded
    }()

    /// The keys of `universe` that are not excluded: what a run can aim at.
    public static let reachable: [Key] = universe.filter { exclusions[$0] == nil }

    /// Why the context never feeds `input` to its machine in `state`, or nil when it may.
    static func exclusion(_ state: TransitionState, _ input: TransitionInput) -> String? {
        switch (state, input) {
        case (.ended, .begin):
            return "each transition has its own context: a begin after the end begins a new one"
        case (.idle, .stuckTimeout), (.interacting, .stuckTimeout), (.ended, .stuckTimeout):
            return "the stuck watchdog runs only while animating or completing (a grab and the end disarm it)"
        case (.idle, .completionAnimationEnded), (.animating, .completionAnimationEnded):
            return "a completion animation runs only after a release, and nothing leads back to idle or animating"
        case (.idle, _) where input != .begin:
            return "the context begins its machine before anything but the animator's transitionDuration(using:) "
                + "and interruptibleAnimator(using:) holds it, and no gallery animator calls it from there"
        default:
            return nil
        }
    }

    /// Why a pan never goes from `from` to `to`, or nil when it may.
    static func exclusion(_ from: GestureRecognizerState, _ to: GestureRecognizerState) -> String? {
        switch (from, to) {
        case (.possible, .began), (.possible, .failed), (.began, .changed), (.changed, .changed),
            (.began, .ended), (.changed, .ended), (.began, .cancelled), (.changed, .cancelled),
            (.ended, .possible), (.cancelled, .possible), (.failed, .possible):
            return nil
        default:
            if from.isTerminal { return "a terminal state is left only for possible, at the next frame" }
            if to == .possible { return "possible is entered only from a terminal state" }
            if to == .began || to == .failed { return "a pan begins or fails only from possible" }
            return "a pan changes, ends or is cancelled only after it began"
        }
    }

    /// The diagnostics Glide names that do not come from a refused input.
    private static let namedDiagnostics: [TransitionDiagnostic] = [
        .stuck, .completedTwice, .completedAfterStuck, .completedDespiteCancel, .cancelledDespiteFinish,
        .completedWhileInteracting, .begunWhileInFlight, .blankScreen, .treeRestored, .changeOutsideAnimationKept,
        .grabAfterAnimationCompleted, .nonFinitePercent, .interruptibleAnimatorUnsupported,
    ]

    /// Every diagnostic the machine's refusals produce, with the (state, input) pairs that produce
    /// it: each input fed to a machine in each state, with and without an interruptible driver, and
    /// a non-finite percent too.
    static let refusals: [TransitionDiagnostic: [(state: TransitionState, input: TransitionInput)]] = {
        var found: [TransitionDiagnostic: [(state: TransitionState, input: TransitionInput)]] = [:]
        for state in TransitionState.allCases {
            for input in TransitionInput.allCases {
                for interruptible in [false, true] {
                    for percent in [0.5, .nan] {
                        var machine = RefusalProbe.machine(in: state, interruptible: interruptible)
                        guard let violation = RefusalProbe.feed(input, percent: percent, to: &machine) else { continue }
                        let diagnostic = TransitionDiagnostic.rejected(input, violation)
                        if !(found[diagnostic] ?? []).contains(where: { $0 == (state, input) }) {
                            found[diagnostic, default: []].append((state, input))
                        }
                    }
                }
            }
        }
        return found
    }()
}

/// Drives a bare state machine into a state and feeds it one input, to learn what it refuses.
private enum RefusalProbe {
    typealias Machine = TransitionStateMachine<Int>

    /// A machine in `state`, begun with an interruptible driver when `interruptible`.
    static func machine(in state: TransitionState, interruptible: Bool) -> Machine {
        var machine = Machine()
        switch state {
        case .idle: break
        case .animating: _ = machine.begin(interactive: false, interruptible: interruptible)
        case .interacting: _ = machine.begin(interactive: true, interruptible: interruptible)
        case .completing:
            _ = machine.begin(interactive: true, interruptible: interruptible)
            _ = machine.finish(speed: 1, curve: 0)
        case .ended:
            _ = machine.begin(interactive: false, interruptible: interruptible)
            _ = machine.completeTransition(didComplete: true)
        }
        return machine
    }

    /// Feeds `input` (with `percent` where it takes one) and returns the violation when refused.
    static func feed(_ input: TransitionInput, percent: Double, to machine: inout Machine) -> TransitionViolation? {
        switch input {
        case .begin:
            if case .rejected(let violation) = machine.begin(interactive: false, interruptible: false) { return violation }
        case .update:
            if case .rejected(let violation) = machine.update(percent: percent) { return violation }
        case .finish:
            if case .rejected(let violation) = machine.finish(speed: 1, curve: 0) { return violation }
        case .cancel:
            if case .rejected(let violation) = machine.cancel(speed: 1, curve: 0) { return violation }
        case .grab:
            if case .rejected(let violation) = machine.grab(percent: percent) { return violation }
        case .markInterruptible:
            if case .rejected(let violation) = machine.markInterruptible() { return violation }
        case .completionAnimationEnded:
            if case .rejected(let violation) = machine.completionAnimationEnded() { return violation }
        case .completeTransition:
            if case .rejected(let violation) = machine.completeTransition(didComplete: true) { return violation }
        case .stuckTimeout:
            if case .rejected(let violation) = machine.stuckTimeout() { return violation }
        }
        return nil
    }
}
