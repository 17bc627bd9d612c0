import GlideUI

/// The invariants of ARCHITECTURE.md ("Invariants") that `glide fuzz` checks on every replay
/// (determinism, which needs two runs, is `InvariantChecker`'s own).
extension Invariant {
    /// Every standard invariant, in the order they are reported.
    public static let standard: [Invariant] = [
        onePerTransition, noneStuck, percentInRange, finiteDurations, decisionFollowsPolicy, completionMatchesRelease, reducedMotionIsInstant,
        cancelKeepsTree, expectedDiagnosticsOnly,
    ]

    /// No diagnostic on any record but those the world declares expected
    /// (`ReplayWorld.expectedDiagnostics`): completed twice, completed while interacting, success
    /// claimed after a cancel, a blank screen, a transition begun while another was in flight, an
    /// input in the wrong state, a rejected property-animator call, … (`stuck` is `noneStuck`'s).
    public static let expectedDiagnosticsOnly = Invariant("expected-diagnostics-only") { run in
        var problems: [String] = []
        for outcome in run.outcomes {
            for diagnostic in outcome.diagnostics where diagnostic != .stuck && !run.expectedDiagnostics.contains(diagnostic) {
                let count = outcome.count(of: diagnostic)
                problems.append(
                    "transition \(outcome.transition) (\(outcome.animator)) recorded \(diagnostic.rawValue)\(count > 1 ? " \(count) times" : ""): "
                        + "\(diagnostic.meaning); if the world keeps this on purpose, add it to ReplayWorld.expectedDiagnostics")
            }
        }
        return problems
    }

    /// Exactly one record per transition begun, numbered in order, none missing or repeated.
    public static let onePerTransition = Invariant("one-record-per-transition") { run in
        let expected = Array(run.firstTransition..<(run.firstTransition + run.begunTransitions))
        let numbers = run.outcomes.map(\.transition)
        return numbers == expected ? [] : ["records for transitions \(numbers) but \(run.begunTransitions) begun (\(expected))"]
    }

    /// No transition stuck: nothing in flight once the clock ran out, no `stuck` diagnostic or reason.
    public static let noneStuck = Invariant("no-stuck-transition") { run in
        var problems: [String] = []
        if run.inFlightAtEnd { problems.append("a transition is still in flight after the clock ran out") }
        if !run.settled { problems.append("the clock still had work after the settle limit") }
        for outcome in run.outcomes where outcome.diagnostics.contains(.stuck) || outcome.reason == .stuck {
            problems.append("transition \(outcome.transition) (\(outcome.animator)) got stuck: its animator never called completeTransition")
        }
        return problems
    }

    /// Every percent finite and in 0…1: at release, at each grab, and while driven.
    public static let percentInRange = Invariant("percent-in-range") { run in
        var problems: [String] = []
        func check(_ value: Double?, _ what: String) {
            guard let value else { return }
            if !(value.isFinite && value >= 0 && value <= 1) { problems.append("\(what) is \(value)") }
        }
        for outcome in run.outcomes {
            check(outcome.percentAtRelease, "transition \(outcome.transition)'s percent at release")
            for (index, interruption) in outcome.interruptions.enumerated() {
                check(interruption.percentAtGrab, "transition \(outcome.transition)'s percent at grab \(index + 1)")
                check(interruption.percentAtRelease, "transition \(outcome.transition)'s percent at release before grab \(index + 1)")
            }
        }
        for sample in run.strayPercents {
            problems.append("transition \(sample.transition)'s percent was \(sample.percent) after the frame at \(sample.frameTime) µs")
        }
        return problems
    }

    /// Times finite and in order (start ≤ release ≤ end), the completion speed finite and positive.
    public static let finiteDurations = Invariant("finite-durations") { run in
        var problems: [String] = []
        for outcome in run.outcomes {
            let name = "transition \(outcome.transition)"
            let start = outcome.startMilliseconds
            let end = outcome.endMilliseconds
            guard start.isFinite, end.isFinite, end >= start else {
                problems.append("\(name) starts at \(start) ms and ends at \(end) ms")
                continue
            }
            if let release = outcome.releaseMilliseconds, !(release.isFinite && release >= start && release <= end) {
                problems.append("\(name) is released at \(release) ms, outside \(start)…\(end) ms")
            }
            if !(outcome.completionSpeed.isFinite && outcome.completionSpeed > 0) {
                problems.append("\(name) completes at speed \(outcome.completionSpeed)")
            }
        }
        return problems
    }

    /// Each release decided by a `ReleasePolicy` decided as that policy decides what it was told
    /// (`TransitionRelease.input`: the percent, velocity, length and path at the lift); a grab let
    /// go decides at rest; a cancelled gesture or a lost device cancels. A release the app's own
    /// code decided, or a rule that is no policy, is named as unchecked.
    public static let decisionFollowsPolicy = Invariant(
        "decision-follows-policy",
        unchecked: { run in releases(of: run).compactMap { uncheckable($0.release) } }
    ) { run in
        releases(of: run).compactMap { disagreement($0.release, $0.name) }
    }

    /// A release whose policy times the rest with a spring (`CompletionTiming.spring`: niri's,
    /// libadwaita's) ran one, and a completion that ran as a spring starts at the finger's speed:
    /// its initial velocity × the distance left is the release velocity towards where it went
    /// (within 0.1 %), so nothing jumps at the lift. A release that completed at once has no start to check.
    public static let completionMatchesRelease = Invariant("completion-matches-release") { run in
        releases(of: run).compactMap { completionMismatch($0.release, $0.name) }
    }

    /// A release under reduced motion (`Window.reducesMotion`) completed at once: the record ends
    /// at its release, and no touch grabbed a completion that had no time to run.
    public static let reducedMotionIsInstant = Invariant("reduced-motion-is-instant") { run in
        run.outcomes.flatMap { outcome in
            let name = "transition \(outcome.transition)"
            var problems: [String] = []
            if outcome.release.reducedMotion, let release = outcome.releaseMilliseconds, outcome.endMilliseconds != release {
                problems.append("\(name) was released under reduced motion at \(release) ms but ended at \(outcome.endMilliseconds) ms")
            }
            for (index, interruption) in outcome.interruptions.enumerated() where interruption.release.reducedMotion {
                problems.append("\(name)'s completion released under reduced motion was grabbed (grab \(index + 1)), though it had no time to run")
            }
            return problems
        }
    }

    /// A cancelled transition leaves the view tree's digest as it was before the transition began,
    /// with what the app did at its end in the same turn (the transitions that set off: a stack
    /// given to a navigation controller during its cancelled pop takes effect then), unless the
    /// world expects `change-outside-animation-kept` (`ReplayWorld.expectedDiagnostics`): then a
    /// cancel whose record says so keeps the app's change, as UIKit keeps it (a library that
    /// redraws a mask in `viewWillAppear`, which a cancelled dismissal calls again).
    public static let cancelKeepsTree = Invariant("cancel-keeps-tree") { run in
        let kept = run.expectedDiagnostics.contains(.changeOutsideAnimationKept)
            ? Set(run.outcomes.filter { $0.diagnostics.contains(.changeOutsideAnimationKept) }.map(\.transition)) : []
        return run.treeChecks.compactMap { check in
            guard check.before != check.after, !kept.contains(check.transition) else { return nil }
            let difference = check.after.difference(from: check.before) ?? "the digests differ"
            return "transition \(check.transition) was cancelled but the tree changed: \(difference)"
        }
    }

    /// No diagnostic at all on any record (stricter than `noneStuck`; not in `standard`).
    public static let noDiagnostics = Invariant("no-diagnostics") { run in
        run.outcomes.filter { !$0.diagnostics.isEmpty }.map {
            "transition \($0.transition) has diagnostics \($0.diagnostics.map(\.rawValue).joined(separator: ", "))"
        }
    }

    /// Every release of the run's interactive transitions, each named: the one that ended it and those grabs abandoned.
    private static func releases(of run: ReplayRun) -> [(release: TransitionRelease, name: String)] {
        run.outcomes.filter(\.interactive).flatMap { outcome in
            let name = "transition \(outcome.transition)"
            return [(outcome.release, name)]
                + outcome.interruptions.enumerated().map { index, interruption in (interruption.release, "\(name) before grab \(index + 1)") }
        }
    }

    /// Why `decision-follows-policy` cannot check `release`, or nil when it can (or there is nothing to check).
    private static func uncheckable(_ release: TransitionRelease) -> String? {
        switch release.reason {
        case .app: "a release decided by the app's own code"
        case .threshold, .velocity, .interrupted: release.policy == nil ? "a release decided by a rule that is no CompletionPolicy" : nil
        case .gestureCancelled, .deviceLost, .nonInteractive, .stuck: nil
        }
    }

    /// How `release`'s completion fails to start at the finger's speed, or nil when it does (or is no spring).
    private static func completionMismatch(_ release: TransitionRelease, _ name: String) -> String? {
        guard let percent = release.percent, let velocity = release.velocity else { return nil }
        let remaining = release.decision == .finish ? 1 - percent : percent
        guard case .spring(let spring) = release.completionTiming else {
            guard let policy = release.policy, let input = release.input, remaining > 0, let ran = release.completionTiming,
                case .spring = policy.decide(input).timing
            else { return nil }
            return "\(name): \(policy) times the rest with a spring from the finger's speed, but it ran as \(ran)"
        }
        guard let length = release.input?.containerLength, length > 0, length.isFinite else {
            return "\(name) ran a spring completion without the container's length it was matched to"
        }
        let finger = release.decision == .finish ? velocity : -velocity
        let start = spring.initialVelocity * remaining * length
        guard abs(start - finger) > max(1e-3 * abs(finger), 1e-6) else { return nil }
        return "\(name) was let go at \(finger) pt/s towards its \(release.decision.rawValue), but its spring starts at \(start) pt/s "
            + "(\(spring.initialVelocity) × \(remaining) of \(length) pt)"
    }

    /// Why `release`'s decision is not the one its policy gives, or nil when it is (or it cannot be checked).
    private static func disagreement(_ release: TransitionRelease, _ name: String) -> String? {
        let decision = release.decision
        let reason = release.reason
        switch reason {
        case .threshold, .velocity:
            guard let policy = release.policy else { return nil }
            guard release.percent != nil, release.velocity != nil, let input = release.input else {
                return "\(name) was decided by \(reason.rawValue) without a percent, a velocity or what its policy was told"
            }
            let verdict = policy.decide(input)
            guard verdict.decision != decision || verdict.reason != reason else { return nil }
            return "\(name) was a \(decision.rawValue) by \(reason.rawValue) at p = \(input.percent), v = \(input.velocity) pt/s, but "
                + "\(policy) over \(input.containerLength) pt gives \(verdict.decision.rawValue) by \(verdict.reason.rawValue)"
        case .interrupted:
            guard let policy = release.policy else { return nil }
            guard let percent = release.percent, let input = release.input else { return "\(name) was let go without a percent" }
            let verdict = policy.decide(input)
            return verdict.decision == decision
                ? nil : "\(name) was let go at p = \(percent) and ended in \(decision.rawValue), but \(policy) at rest gives \(verdict.decision.rawValue)"
        case .gestureCancelled, .deviceLost:
            return decision == .cancel ? nil : "\(name) ended by \(reason.rawValue) but was a \(decision.rawValue)"
        case .nonInteractive, .stuck, .app:
            return nil
        }
    }
}
