import GlideGestures

/// One release of a transition, as its outcome record writes it: where the completion was
/// heading, why, where and how fast the finger was, and how fast the rest ran.
///
/// A record's top level describes the release that ended the transition
/// (`TransitionOutcome.release`); each completion a touch grabbed back keeps the release it
/// abandoned (`TransitionInterruption.release`). Both write the same fields the same way.
public struct TransitionRelease: Equatable, Sendable {
    /// Where the completion went (or was heading).
    public var decision: TransitionDecision
    /// Why it went that way.
    public var reason: TransitionReason
    /// The percent when the finger lifted; nil when no gesture released it.
    public var percent: Double?
    /// Points per second along the transition's axis at release; nil when unknown.
    public var velocity: Double?
    /// The speed the remaining animation ran at.
    public var completionSpeed: Double
    /// Milliseconds on the clock at release; nil when no gesture released it.
    public var milliseconds: Double?
    /// The release policy that decided, and what it was told; nil when none did (the app's own
    /// code, a cancelled gesture). Not written to JSON: what `decision-follows-policy` checks the
    /// release against.
    public var policy: (any ReleasePolicy)?
    /// What `policy` was told.
    public var input: ReleaseInput?
    /// How the rest ran after the release (a curve or a spring); nil when it ran at once or nothing released the transition.
    public var completionTiming: AnimationTiming?
    /// Whether the window reduced motion, so the rest completed at once (`completionSpeed` is the
    /// speed it would have run at).
    public var reducedMotion: Bool

    /// The container's length along the axis that `policy` judged over, points.
    public var containerLength: Double? { input?.containerLength }

    /// Where `policy` starts to finish a still finger over what it was told (its threshold); nil without a policy or one.
    public var restingThreshold: Double? {
        policy?.restingThreshold(containerLength: input?.containerLength ?? 0, pointsPerMillimetre: input?.pointsPerMillimetre)
    }

    /// Makes a release from all of its fields.
    public init(
        decision: TransitionDecision, reason: TransitionReason, percent: Double?, velocity: Double?,
        completionSpeed: Double, milliseconds: Double?, policy: (any ReleasePolicy)? = nil, input: ReleaseInput? = nil,
        completionTiming: AnimationTiming? = nil, reducedMotion: Bool = false
    ) {
        self.decision = decision
        self.reason = reason
        self.percent = percent
        self.velocity = velocity
        self.completionSpeed = completionSpeed
        self.milliseconds = milliseconds
        self.policy = policy
        self.input = input
        self.completionTiming = completionTiming
        self.reducedMotion = reducedMotion
    }

    /// Equal when every field is, policies by their descriptions.
    public static func == (a: TransitionRelease, b: TransitionRelease) -> Bool {
        a.decision == b.decision && a.reason == b.reason && a.percent == b.percent && a.velocity == b.velocity
            && a.completionSpeed == b.completionSpeed && a.milliseconds == b.milliseconds
            && a.policy?.description == b.policy?.description && a.input == b.input && a.completionTiming == b.completionTiming
            && a.reducedMotion == b.reducedMotion
    }

    /// What a record says when no gesture released the transition: heading for `decision` because of `reason`, at speed 1.
    public static func unreleased(_ decision: TransitionDecision, reason: TransitionReason) -> TransitionRelease {
        TransitionRelease(decision: decision, reason: reason, percent: nil, velocity: nil, completionSpeed: 1, milliseconds: nil)
    }

    /// Appends the release's JSON fields, comma-separated: `decision`, `reason`,
    /// `percent_at_release`, `velocity_at_release`, `completion_speed`; `velocity_estimator` when a
    /// desktop's method measured the velocity (absent: Glide's least squares); `completion_spring`
    /// (`damping_ratio`, `initial_velocity` in remaining distances per second) when the rest ran
    /// as a spring; `reduced_motion` (true) when the window reduced motion; then `between` (the record's own fields that come before the time, rendered
    /// with their leading commas), then `release_ms`.
    func appendJSONFields(to out: inout String, between: String = "") {
        out += "\"decision\":" + JSONText.string(decision.rawValue)
        out += ",\"reason\":" + JSONText.string(reason.rawValue)
        out += ",\"percent_at_release\":" + JSONText.number(percent)
        out += ",\"velocity_at_release\":" + JSONText.number(velocity)
        out += ",\"completion_speed\":" + JSONText.number(completionSpeed)
        if let method = input?.velocityMethod, method != .leastSquares {
            out += ",\"velocity_estimator\":" + JSONText.string(method.rawValue)
        }
        if case .spring(let spring) = completionTiming {
            out += ",\"completion_spring\":{\"damping_ratio\":" + JSONText.number(spring.dampingRatio)
            out += ",\"initial_velocity\":" + JSONText.number(spring.initialVelocity) + "}"
        }
        if reducedMotion { out += ",\"reduced_motion\":true" }
        out += between
        out += ",\"release_ms\":" + JSONText.number(milliseconds)
    }
}

/// A record that carries a release: its fields under the names the records have always had.
public protocol TransitionReleaseRecord {
    /// The release the record describes.
    var release: TransitionRelease { get set }
}

extension TransitionReleaseRecord {
    /// Where the completion went (or was heading).
    public var decision: TransitionDecision {
        get { release.decision }
        set { release.decision = newValue }
    }
    /// Why it went that way.
    public var reason: TransitionReason {
        get { release.reason }
        set { release.reason = newValue }
    }
    /// The percent when the finger lifted; nil when no gesture released it.
    public var percentAtRelease: Double? {
        get { release.percent }
        set { release.percent = newValue }
    }
    /// Points per second along the transition's axis at release; nil when unknown.
    public var velocityAtRelease: Double? {
        get { release.velocity }
        set { release.velocity = newValue }
    }
    /// The speed the remaining animation ran at.
    public var completionSpeed: Double {
        get { release.completionSpeed }
        set { release.completionSpeed = newValue }
    }
    /// Milliseconds on the clock at release; nil when no gesture released it.
    public var releaseMilliseconds: Double? {
        get { release.milliseconds }
        set { release.milliseconds = newValue }
    }
}
