import GlideTesting
import Testing

/// Swift Testing helpers: replay a gesture script against your own window and controllers, or
/// fuzz them, and get an issue recorded for every invariant broken, at the caller's line.
public enum GlideExpect {
    /// Replays `script` in `window` (its transitions driven by `interactions`), records an issue
    /// for each of `invariants` the replay breaks, calls `body` with the outcome records of the
    /// transitions the script caused, and returns the whole run.
    ///
    /// The window must run on a `VirtualClock`, with its controllers in their start state; it is
    /// used up by the replay. Determinism needs two fresh worlds: see `noViolations(_:checker:sourceLocation:world:)`.
    @discardableResult
    public static func replay(
        _ script: GestureScript, in window: Window, interactions: [PanInteractionController] = [],
        checking invariants: [any TransitionInvariant] = Invariant.standard, sourceLocation: SourceLocation = #_sourceLocation,
        _ body: ([TransitionOutcome]) throws -> Void = { _ in }
    ) throws -> ReplayRun {
        try replay(script, in: ReplayWorld(window: window, interactions: interactions), checking: invariants, sourceLocation: sourceLocation, body)
    }

    /// Replays `script` in `world` (see `replay(_:in:interactions:checking:sourceLocation:_:)`).
    @discardableResult
    public static func replay(
        _ script: GestureScript, in world: ReplayWorld, checking invariants: [any TransitionInvariant] = Invariant.standard,
        sourceLocation: SourceLocation = #_sourceLocation, _ body: ([TransitionOutcome]) throws -> Void = { _ in }
    ) throws -> ReplayRun {
        let run = try world.replay(script)
        record(InvariantChecker(invariants: invariants, checksDeterminism: false).check(run), script: script, at: sourceLocation)
        try body(run.outcomes)
        return run
    }

    /// Checks `script` in fresh worlds from `world` (twice, for determinism) and records an issue
    /// per violation; returns the violations.
    @discardableResult
    public static func noViolations(
        _ script: GestureScript, checker: InvariantChecker = .standard, sourceLocation: SourceLocation = #_sourceLocation,
        world: (DeviceDescription) throws -> ReplayWorld
    ) -> [InvariantViolation] {
        let violations = checker.check(script.trace, world: world).violations
        record(violations, script: script, at: sourceLocation)
        return violations
    }

    /// Runs `fuzzer` for `cases` cases from `seed` and records an issue per failing case, with its
    /// shrunk script and the evemu text that reproduces it; returns the report.
    @discardableResult
    public static func fuzz(
        _ fuzzer: Fuzzer, cases: Int, seed: UInt64 = 1, threads: Int? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) -> FuzzReport {
        let report = fuzzer.run(cases: cases, seed: seed, threads: threads)
        for failure in report.failures {
            let violations = failure.violations.map { "  \($0)" }.joined(separator: "\n")
            Issue.record(
                "\(failure)\n\(violations)\nshrunk script: \(failure.shrunk)\nas evemu:\n\(failure.shrunk.trace.evemuText(options: EvemuWriterOptions(comments: false)))",
                sourceLocation: sourceLocation)
        }
        return report
    }

    /// Records one issue per violation, naming the script.
    private static func record(_ violations: [InvariantViolation], script: GestureScript, at sourceLocation: SourceLocation) {
        for violation in violations {
            Issue.record("\(violation)\nscript: \(script)", sourceLocation: sourceLocation)
        }
    }
}
