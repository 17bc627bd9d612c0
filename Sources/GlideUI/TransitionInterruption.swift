/// A completion animation that a touch grabbed back, kept on its transition's outcome record.
///
/// A transition has exactly one outcome record, however often it is grabbed. Its top-level
/// `decision`, `reason`, `percent_at_release`, `velocity_at_release`, `completion_speed` and
/// `release_ms` describe the last release, the one that ended it; every earlier release whose
/// completion was abandoned is one `TransitionInterruption` in `interruptions`, in order, with
/// that release's fields and where and when the grab caught it. The record's `reason` is
/// `interrupted` when the transition's end was decided by an interruption rather than by a
/// gesture's release: a grab let go without a pan (the interaction then re-decides with its
/// policy at zero velocity), or a release whose controller named no reason.
public struct TransitionInterruption: Equatable, Sendable {
    /// Where the abandoned completion was heading.
    public var decision: TransitionDecision
    /// Why the abandoned release went that way (`non-interactive` for a grabbed non-interactive start).
    public var reason: TransitionReason
    /// The percent at the abandoned release; nil for a grabbed non-interactive start.
    public var percentAtRelease: Double?
    /// Points per second along the axis at the abandoned release; nil when unknown.
    public var velocityAtRelease: Double?
    /// The speed the abandoned completion ran at.
    public var completionSpeed: Double
    /// Milliseconds on the clock at the abandoned release; nil for a grabbed non-interactive start.
    public var releaseMilliseconds: Double?
    /// The presented fraction where the grab caught the transition, 0…1.
    public var percentAtGrab: Double
    /// Milliseconds on the clock at the grab.
    public var grabMilliseconds: Double

    /// Makes an entry from all of its fields.
    public init(
        decision: TransitionDecision, reason: TransitionReason, percentAtRelease: Double?, velocityAtRelease: Double?,
        completionSpeed: Double, releaseMilliseconds: Double?, percentAtGrab: Double, grabMilliseconds: Double
    ) {
        self.decision = decision
        self.reason = reason
        self.percentAtRelease = percentAtRelease
        self.velocityAtRelease = velocityAtRelease
        self.completionSpeed = completionSpeed
        self.releaseMilliseconds = releaseMilliseconds
        self.percentAtGrab = percentAtGrab
        self.grabMilliseconds = grabMilliseconds
    }

    /// The entry as a JSON object, keys in a fixed order, numbers as in `TransitionOutcome.jsonLine`.
    public var jsonObject: String {
        var out = "{"
        out += "\"decision\":" + JSONText.string(decision.rawValue)
        out += ",\"reason\":" + JSONText.string(reason.rawValue)
        out += ",\"percent_at_release\":" + JSONText.number(percentAtRelease)
        out += ",\"velocity_at_release\":" + JSONText.number(velocityAtRelease)
        out += ",\"completion_speed\":" + JSONText.number(completionSpeed)
        out += ",\"release_ms\":" + JSONText.number(releaseMilliseconds)
        out += ",\"percent_at_grab\":" + JSONText.number(percentAtGrab)
        out += ",\"grab_ms\":" + JSONText.number(grabMilliseconds)
        return out + "}"
    }
}
