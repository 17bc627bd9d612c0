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
}

/// An invariant made of a name and a closure.
public struct Invariant: TransitionInvariant {
    /// Its name.
    public let name: String
    private let check: @Sendable (ReplayRun) -> [String]

    /// An invariant called `name` that `check` evaluates.
    public init(_ name: String, _ check: @escaping @Sendable (ReplayRun) -> [String]) {
        self.name = name
        self.check = check
    }

    /// What `check` finds wrong with `run`.
    public func violations(in run: ReplayRun) -> [String] {
        check(run)
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
