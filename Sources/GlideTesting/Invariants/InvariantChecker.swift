import GlideInput

/// Checks replays against a list of invariants, and (when asked) that replaying the same trace
/// in a fresh world gives byte-identical JSON lines.
///
/// Start from `standard` and add your own (`adding(_:)`, or `Invariant("name") { run in … }`).
public struct InvariantChecker: Sendable {
    /// The name determinism violations carry.
    public static let determinismName = "deterministic"

    /// The invariants each run is checked against.
    public var invariants: [any TransitionInvariant]
    /// Whether `check(_:world:)` replays twice and compares the JSON lines.
    public var checksDeterminism: Bool

    /// A checker of `invariants`, replaying twice when `checksDeterminism`.
    public init(invariants: [any TransitionInvariant] = Invariant.standard, checksDeterminism: Bool = true) {
        self.invariants = invariants
        self.checksDeterminism = checksDeterminism
    }

    /// The standard invariants and the determinism check: what `glide fuzz` uses.
    public static let standard = InvariantChecker()

    /// This checker with `invariant` added.
    public func adding(_ invariant: any TransitionInvariant) -> InvariantChecker {
        var copy = self
        copy.invariants.append(invariant)
        return copy
    }

    /// The names of everything this checker checks.
    public var names: [String] {
        invariants.map(\.name) + (checksDeterminism ? [Self.determinismName] : [])
    }

    /// What `run` breaks (determinism aside).
    public func check(_ run: ReplayRun) -> [InvariantViolation] {
        invariants.flatMap { invariant in
            invariant.violations(in: run).map { InvariantViolation(invariant: invariant.name, message: $0) }
        }
    }

    /// What the invariants could not apply to in `run`, as (invariant, why) pairs, one per thing left unchecked.
    public func unchecked(_ run: ReplayRun) -> [(invariant: String, why: String)] {
        invariants.flatMap { invariant in invariant.unchecked(in: run).map { (invariant.name, $0) } }
    }

    /// Replays `trace` in a world from `makeWorld` (twice, in two fresh worlds, when checking
    /// determinism) and returns the first run, with its coverage when `countsCoverage`, and everything it breaks.
    public func check(
        _ trace: GestureTrace, world makeWorld: (DeviceDescription) throws -> ReplayWorld, countsCoverage: Bool = false
    ) -> (run: ReplayRun?, violations: [InvariantViolation]) {
        let first: ReplayRun
        do {
            first = try makeWorld(trace.device).replay(trace, countsCoverage: countsCoverage)
        } catch {
            return (nil, [InvariantViolation(invariant: "replay", message: "\(error)")])
        }
        var violations = check(first)
        guard checksDeterminism else { return (first, violations) }
        do {
            let second = try makeWorld(trace.device).replay(trace)
            if second.jsonLines != first.jsonLines {
                violations.append(InvariantViolation(
                    invariant: Self.determinismName,
                    message: "two replays of the same trace differ:\n  first:  \(first.jsonLines)\n  second: \(second.jsonLines)"))
            }
        } catch {
            violations.append(InvariantViolation(invariant: "replay", message: "the second replay failed: \(error)"))
        }
        return (first, violations)
    }
}
