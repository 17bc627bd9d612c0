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
///
/// A record keeps at most the first and the last `InterruptionList.keptAtEachEnd` (4) of its
/// interruptions, so that one record stays small however often it is grabbed; the record's
/// `omittedInterruptions` (`interruptions_omitted` in JSON, written only when not 0) counts those
/// left out between them.
public struct TransitionInterruption: TransitionReleaseRecord, Equatable, Sendable {
    /// The abandoned release (`non-interactive`, without percent or time, for a grabbed non-interactive start).
    public var release: TransitionRelease
    /// The presented fraction where the grab caught the transition, 0…1.
    public var percentAtGrab: Double
    /// Milliseconds on the clock at the grab.
    public var grabMilliseconds: Double

    /// Makes an entry from all of its fields.
    public init(release: TransitionRelease, percentAtGrab: Double, grabMilliseconds: Double) {
        self.release = release
        self.percentAtGrab = percentAtGrab
        self.grabMilliseconds = grabMilliseconds
    }

    /// The entry as a JSON object, keys in a fixed order, numbers as in `TransitionOutcome.jsonLine`.
    public var jsonObject: String {
        var out = "{"
        release.appendJSONFields(to: &out)
        out += ",\"percent_at_grab\":" + JSONText.number(percentAtGrab)
        out += ",\"grab_ms\":" + JSONText.number(grabMilliseconds)
        return out + "}"
    }
}

/// A transition's interruptions as its record keeps them: the first and the last few, and how
/// many were left out between them.
struct InterruptionList {
    /// How many interruptions are kept at each end.
    static let keptAtEachEnd = 4
    /// The first ones, up to `keptAtEachEnd`.
    private var first: [TransitionInterruption] = []
    /// The latest ones after `first`, up to `keptAtEachEnd`, oldest first.
    private var last: [TransitionInterruption] = []
    /// Every interruption added.
    private(set) var count = 0

    /// Adds the newest interruption, dropping the oldest of the latest ones when full.
    mutating func append(_ interruption: TransitionInterruption) {
        count += 1
        if first.count < Self.keptAtEachEnd {
            first.append(interruption)
            return
        }
        if last.count == Self.keptAtEachEnd { last.removeFirst() }
        last.append(interruption)
    }

    /// The kept interruptions in order.
    var kept: [TransitionInterruption] { first + last }
    /// How many were left out between the first and the last kept ones.
    var omitted: Int { count - first.count - last.count }
}

