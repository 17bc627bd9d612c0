import GlideUI

/// What one replay produced: the outcome records and what the replay saw on the way, the
/// material every `TransitionInvariant` checks.
public struct ReplayRun: Sendable {
    /// A percent seen while a gesture drove a transition.
    public struct PercentSample: Hashable, Sendable {
        /// The transition it belongs to.
        public var transition: Int
        /// The context's percent.
        public var percent: Double
        /// The frame's time, µs.
        public var frameTime: Int64

        /// A sample of `percent` for `transition` after the frame at `frameTime` µs.
        public init(transition: Int, percent: Double, frameTime: Int64) {
            self.transition = transition
            self.percent = percent
            self.frameTime = frameTime
        }
    }

    /// The tree before a transition that was cancelled, and after it.
    public struct TreeCheck: Hashable, Sendable {
        /// The cancelled transition.
        public var transition: Int
        /// The digest while idle before it began.
        public var before: TreeDigest
        /// The digest once it had ended.
        public var after: TreeDigest

        /// The tree around cancelled `transition`.
        public init(transition: Int, before: TreeDigest, after: TreeDigest) {
            self.transition = transition
            self.before = before
            self.after = after
        }
    }

    /// The records of the transitions the replay began, in order.
    public var outcomes: [TransitionOutcome]
    /// Those records as JSON lines, each ending in a newline.
    public var jsonLines: String
    /// The number of transitions begun during the replay.
    public var begunTransitions: Int
    /// The number of the first transition the replay could begin (the start state's count + 1).
    public var firstTransition: Int
    /// Whether a transition was still in flight when the clock stopped.
    public var inFlightAtEnd: Bool
    /// Whether the clock ran out of work within the settle limit.
    public var settled: Bool
    /// The number of frames fed.
    public var frameCount: Int
    /// Whether the trace ended with contacts down, so the device was reported lost.
    public var endedWithDeviceLoss: Bool
    /// Percents outside 0…1 or not finite, seen after any frame (normally empty).
    public var strayPercents: [PercentSample]
    /// For each cancelled transition whose start the replay saw while idle, the tree around it.
    public var treeChecks: [TreeCheck]
    /// The controller on screen at the end.
    public var visible: String?
    /// The diagnostics the world declared expected (`ReplayWorld.expectedDiagnostics`).
    public var expectedDiagnostics: Set<TransitionDiagnostic> = []
    /// What the replay reached, when it was asked to count it (`ReplayWorld.replay(_:settleLimit:countsCoverage:)`).
    public var coverage: FuzzCoverage?

    /// The decisions, in order (`finish`/`cancel`).
    public var decisions: [TransitionDecision] { outcomes.map(\.decision) }
    /// The reasons, in order.
    public var reasons: [TransitionReason] { outcomes.map(\.reason) }
}
