import GlideGestures
import GlideUI

/// What replays reached, counted per key: the transition machine's (state, input) pairs, the
/// driving pans' state changes, outcome reasons, diagnostics, completion-policy decisions and
/// timing classes.
///
/// A value: one case's coverage is gathered cheaply during its replay, and coverages of cases,
/// threads or shards add up with `merge` (counts sum, so the order never matters). `universe`
/// enumerates every key from the machine's own enums, so `neverReached` is exact;
/// the keys that cannot be reached are left out of it with a reason (`exclusions`).
public struct FuzzCoverage: Hashable, Sendable {
    /// A group of keys, in the order reports list them.
    public enum Family: String, CaseIterable, Comparable, Codable, Sendable {
        /// A (state, input) pair of the transition state machine: `completing grab`.
        case transition
        /// A state change of a pan that drives a transition: `began→cancelled`.
        case recognizer
        /// An outcome record's reason: `gesture-cancelled`.
        case reason
        /// A diagnostic on an outcome record: `completed-twice`.
        case diagnostic
        /// A completion policy's rule, the reason it gave and its decision: `fling velocity cancel`.
        case policy
        /// A timing class (`TimingClass`): `release-within-frame-of-start`.
        case timing

        /// Families compare in declaration order.
        public static func < (lhs: Family, rhs: Family) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// One thing that can be reached: a family and a name within it.
    public struct Key: Hashable, Comparable, Sendable, CustomStringConvertible {
        /// Its family.
        public var family: Family
        /// Its name, as reports and JSON write it.
        public var name: String

        /// A key named `name` in `family`.
        public init(_ family: Family, _ name: String) {
            self.family = family
            self.name = name
        }

        /// The machine in `state` took `input`.
        public static func transition(_ state: TransitionState, _ input: TransitionInput) -> Key {
            Key(.transition, "\(state.rawValue) \(input.rawValue)")
        }

        /// A driving pan went from `from` to `to`.
        public static func recognizer(_ from: GestureRecognizerState, _ to: GestureRecognizerState) -> Key {
            Key(.recognizer, "\(from)→\(to)")
        }

        /// A record ended for `reason`.
        public static func reason(_ reason: TransitionReason) -> Key {
            Key(.reason, reason.rawValue)
        }

        /// A record carried `diagnostic`.
        public static func diagnostic(_ diagnostic: TransitionDiagnostic) -> Key {
            Key(.diagnostic, diagnostic.rawValue)
        }

        /// A policy following `rule` decided `decision`, naming `reason`.
        public static func policy(_ rule: PolicyRule, _ reason: TransitionReason, _ decision: TransitionDecision) -> Key {
            policy(named: rule.rawValue, reason, decision)
        }

        /// A release decided by the policy called `name` (`ReleasePolicies.name(of:)`).
        public static func policy(named name: String, _ reason: TransitionReason, _ decision: TransitionDecision) -> Key {
            Key(.policy, "\(name) \(reason.rawValue) \(decision.rawValue)")
        }

        /// Something happened in timing class `timing`.
        public static func timing(_ timing: TimingClass) -> Key {
            Key(.timing, timing.rawValue)
        }

        /// Keys compare by family, then name.
        public static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.family, lhs.name) < (rhs.family, rhs.name)
        }

        /// `transition: completing grab`.
        public var description: String { "\(family.rawValue): \(name)" }
    }

    /// A completion policy's rule, without its parameters.
    public enum PolicyRule: String, CaseIterable, Sendable {
        /// `CompletionPolicy.threshold`.
        case threshold
        /// `CompletionPolicy.projected`.
        case projected
        /// `CompletionPolicy.fling`.
        case fling
    }

    /// Moments that matter because they sit on an edge of the timing rules.
    public enum TimingClass: String, CaseIterable, Sendable {
        /// A release (finish or cancel) within one frame (`frame`) of its transition's begin.
        case releaseWithinFrameOfStart = "release-within-frame-of-start"
        /// A grab within one frame before the running animation (non-interactive, or a completion) was due to end.
        case grabWithinFrameOfEnd = "grab-within-frame-of-end"
        /// A transition begun within one frame after the previous one ended.
        case beginWithinFrameOfPreviousEnd = "begin-within-frame-of-previous-end"
        /// A release the threshold decided, at a percent within `thresholdEpsilon` of the threshold.
        case releaseAtThreshold = "release-at-threshold"
        /// A release with nothing left to run (finish at 1, cancel at 0), completed at once.
        case releaseWithNothingLeft = "release-with-nothing-left"
    }

    /// One frame at 60 Hz, seconds: the width of the "within one frame" timing classes.
    public static let frame = 1.0 / 60
    /// How close to its threshold a release counts as `releaseAtThreshold`.
    public static let thresholdEpsilon = 0.001

    /// The cases counted.
    public private(set) var cases: Int
    /// How often each key was reached (keys never reached are absent).
    public private(set) var counts: [Key: Int]

    /// Coverage of `cases` cases with `counts`.
    public init(cases: Int = 0, counts: [Key: Int] = [:]) {
        self.cases = cases
        self.counts = counts.filter { $0.value > 0 }
    }

    /// How often `key` was reached.
    public subscript(key: Key) -> Int { counts[key] ?? 0 }

    /// Counts `key` reached `times` more times.
    public mutating func record(_ key: Key, times: Int = 1) {
        guard times > 0 else { return }
        counts[key, default: 0] += times
    }

    /// Adds `other`'s cases and counts to these.
    public mutating func merge(_ other: FuzzCoverage) {
        guard let sum = checkedMerging(other) else { preconditionFailure("FuzzCoverage.merge: a count overflows Int") }
        self = sum
    }

    /// This coverage and `other` added up; nil when the cases or a key's count would overflow `Int`
    /// (counts read from a file can be anything).
    public func checkedMerging(_ other: FuzzCoverage) -> FuzzCoverage? {
        let (sumOfCases, overflow) = cases.addingReportingOverflow(other.cases)
        guard !overflow else { return nil }
        var sum = FuzzCoverage(cases: sumOfCases, counts: counts)
        for (key, count) in other.counts {
            let (total, overflow) = sum[key].addingReportingOverflow(count)
            guard !overflow else { return nil }
            sum.counts[key] = total
        }
        return sum
    }

    /// This coverage and `other` added up.
    public func merging(_ other: FuzzCoverage) -> FuzzCoverage {
        var copy = self
        copy.merge(other)
        return copy
    }

    /// The keys reached here and not in `total`, sorted: what this case would add to it.
    public func newKeys(over total: FuzzCoverage) -> [Key] {
        counts.keys.filter { total.counts[$0] == nil }.sorted()
    }

    /// Whether this reaches a key `total` has not.
    public func adds(to total: FuzzCoverage) -> Bool {
        counts.keys.contains { total.counts[$0] == nil }
    }

    /// The keys reached, sorted.
    public var reached: [Key] { counts.keys.sorted() }

    /// The reachable keys of `universe` not reached, sorted.
    public var neverReached: [Key] {
        Self.reachable.filter { counts[$0] == nil }
    }

    /// How many reachable keys were reached.
    public var reachedCount: Int {
        Self.reachable.count { counts[$0] != nil }
    }
}
