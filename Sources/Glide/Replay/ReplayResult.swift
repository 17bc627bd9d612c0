import GlideUI

/// What a replay keeps for its result while it runs.
public enum ReplayRetention: Sendable {
    /// Every record and every transition's timeline: what the table, the SVG and tests read.
    case everything
    /// Counts and warnings only: records go to `onEvent` as their transitions end, and memory
    /// does not grow with the number of transitions.
    case streaming
    /// Every record, no timeline, and no events made unless `onEvent` listens: what observers of
    /// the replay (invariant checks, the fuzzer) need, at the least cost per frame.
    case records
}

/// What a replay produced: the outcome records, each transition's timeline, and the warnings.
public struct ReplayResult: Sendable {
    /// The trace replayed.
    public var tracePath: String
    /// Its device.
    public var device: DeviceSummary
    /// One record per transition the input caused (the scene's start state left out), in order;
    /// empty for a `.streaming` replay, whose records went to `onEvent`.
    public var outcomes: [TransitionOutcome]
    /// How many records the replay reported (`outcomes.count` unless it streamed).
    public var recordCount: Int
    /// Each transition's progress over time, in order of beginning.
    public var timelines: [TransitionTimeline]
    /// The completion threshold of the target's policy, when known.
    public var threshold: Double?
    /// The time of the trace's last event, µs.
    public var duration: Int64
    /// Whether the trace ended with fingers down (replayed as a device loss).
    public var endedWithFingersDown: Bool
    /// Whether every animation and deadline ended within the settle limit (false also for a stopped replay).
    public var settled = false
    /// The frames the window handled.
    public var frameCount = 0
    /// `FILE: warning: …` sentences: the device's guesses, the reader's oddities, the end of the trace, refused calls.
    public var warnings: [String]

    /// Makes a result from its parts.
    public init(tracePath: String, device: DeviceSummary, outcomes: [TransitionOutcome], timelines: [TransitionTimeline],
                threshold: Double?, duration: Int64, endedWithFingersDown: Bool, warnings: [String], recordCount: Int? = nil) {
        self.tracePath = tracePath
        self.device = device
        self.outcomes = outcomes
        self.recordCount = recordCount ?? outcomes.count
        self.timelines = timelines
        self.threshold = threshold
        self.duration = duration
        self.endedWithFingersDown = endedWithFingersDown
        self.warnings = warnings
    }

    /// The records as JSON lines, each followed by a newline; with `trace`, each record starts
    /// with a `"trace"` key naming the trace (used when several traces are replayed at once).
    public func jsonLines(withTrace trace: String? = nil) -> String {
        outcomes.map { Self.jsonLine($0, trace: trace) + "\n" }.joined()
    }

    /// One record's JSON line (no newline), starting with a `"trace"` key when `trace` is given.
    public static func jsonLine(_ outcome: TransitionOutcome, trace: String?) -> String {
        guard let trace else { return outcome.jsonLine }
        return outcome.jsonLine(leading: ["trace": trace])
    }
}

/// One transition's progress over time, as the replay saw it.
public struct TransitionTimeline: Sendable, Equatable {
    /// One observation of the percent.
    public struct Sample: Sendable, Equatable {
        /// Clock time, seconds.
        public var time: Double
        /// The percent shown, 0…1.
        public var percent: Double
        /// The state then.
        public var state: TransitionState
        /// Whether the percent was read from the running animations.
        public var isPresentedFraction: Bool
    }

    /// The transition's number.
    public var transition: Int
    /// Its kind.
    public var kind: TransitionKind
    /// The observations, in time order.
    public var samples: [Sample]
    /// Its record, once it ended.
    public var outcome: TransitionOutcome?
}

/// Collects progress updates into timelines while a session runs.
struct ProgressTimelines {
    private var timelines: [TransitionTimeline] = []

    mutating func record(_ event: SessionEvent) {
        guard case .progress(let update) = event else { return }
        if timelines.last?.transition != update.transition {
            timelines.append(TransitionTimeline(transition: update.transition, kind: update.kind, samples: [], outcome: nil))
        }
        timelines[timelines.count - 1].samples.append(TransitionTimeline.Sample(
            time: update.time, percent: update.percent, state: update.state, isPresentedFraction: update.isPresentedFraction))
    }

    /// The timelines with their records attached; a transition with a record but no progress seen gets an empty timeline.
    func timelines(outcomes: [TransitionOutcome]) -> [TransitionTimeline] {
        outcomes.map { outcome in
            var timeline = timelines.last { $0.transition == outcome.transition }
                ?? TransitionTimeline(transition: outcome.transition, kind: outcome.kind, samples: [], outcome: nil)
            timeline.outcome = outcome
            return timeline
        }
    }
}
