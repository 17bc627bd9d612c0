import GlideUI

/// A property every replay must have; `violations(in:)` says how a run breaks it (empty: it holds).
///
/// Conform your own type, or wrap a closure in `Invariant`, and add it to an `InvariantChecker`
/// next to the standard ones.
public protocol TransitionInvariant: Sendable {
    /// A short kebab-case name, e.g. `one-record-per-transition`.
    var name: String { get }
    /// What is wrong with `run`, one sentence each; empty when the invariant holds.
    func violations(in run: ReplayRun) -> [String]
    /// What in `run` the invariant could not apply to, one phrase each saying why (e.g. "a release
    /// decided by the app's own code"), so that nothing is skipped silently; empty by default.
    func unchecked(in run: ReplayRun) -> [String]
}

extension TransitionInvariant {
    /// Nothing left unchecked.
    public func unchecked(in run: ReplayRun) -> [String] { [] }
}

/// An invariant made of a name and a closure.
public struct Invariant: TransitionInvariant {
    /// Its name.
    public let name: String
    private let check: @Sendable (ReplayRun) -> [String]
    private let skipped: @Sendable (ReplayRun) -> [String]

    /// An invariant called `name` that `check` evaluates, and that could not apply to what `unchecked` names (nothing by default).
    public init(
        _ name: String, unchecked: @escaping @Sendable (ReplayRun) -> [String] = { _ in [] }, _ check: @escaping @Sendable (ReplayRun) -> [String]
    ) {
        self.name = name
        self.check = check
        self.skipped = unchecked
    }

    /// What `check` finds wrong with `run`.
    public func violations(in run: ReplayRun) -> [String] {
        check(run)
    }

    /// What the invariant could not apply to in `run`, and why.
    public func unchecked(in run: ReplayRun) -> [String] {
        skipped(run)
    }
}

/// What an invariant could not apply to, and why: counted over a fuzz run, per world.
public struct UncheckedInvariant: Codable, Hashable, Sendable, Comparable {
    /// The world (the fuzz target's name).
    public var world: String
    /// The invariant's name.
    public var invariant: String
    /// What it could not apply to and why.
    public var why: String

    /// "world: invariant did not apply to N × why", as `glide fuzz` and `glide fuzz merge` print it.
    public func line(count: Int) -> String { "\(world): \(invariant) did not apply to \(count) × \(why)" }

    /// By world, invariant, then why.
    public static func < (lhs: UncheckedInvariant, rhs: UncheckedInvariant) -> Bool {
        (lhs.world, lhs.invariant, lhs.why) < (rhs.world, rhs.invariant, rhs.why)
    }
}

/// One broken invariant: which, and what the run did.
public struct InvariantViolation: Hashable, Sendable, CustomStringConvertible {
    /// The invariant's name.
    public var invariant: String
    /// What went wrong.
    public var message: String

    /// A violation of `invariant`.
    public init(invariant: String, message: String) {
        self.invariant = invariant
        self.message = message
    }

    /// `invariant: message`.
    public var description: String { "\(invariant): \(message)" }
}
