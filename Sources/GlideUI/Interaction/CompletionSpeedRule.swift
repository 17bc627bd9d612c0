/// The `completionSpeed` an interaction sets at release, from the release percent p.
///
/// `remainingFraction` is `1 − p`, with its real effect: the finish then takes
/// (1 − p)·D / (1 − p) = D, the whole duration, and a cancel p·D / (1 − p). `fixed(s)` runs the
/// rest `s` times faster than the duration. Either way the speed is clamped to at least
/// `minimum` (0.1, so a cancel near p = 1 takes at most 10·D), and a fixed speed that is not
/// finite counts as 1; a finish at p = 1 has nothing left and ends at once, whatever the speed.
public enum CompletionSpeedRule: Hashable, Sendable {
    /// `1 − p`: the rest runs as fast as the finger left it to go.
    case remainingFraction
    /// A constant speed.
    case fixed(Double)

    /// The smallest speed a rule yields.
    public static let minimum = 0.1

    /// The speed for a release at `percent` (non-finite percents count as 0).
    public func speed(atPercent percent: Double) -> Double {
        let raw: Double
        switch self {
        case .remainingFraction: raw = 1 - (percent.isFinite ? min(max(percent, 0), 1) : 0)
        case .fixed(let speed): raw = speed
        }
        guard raw.isFinite else { return 1 }
        return max(raw, Self.minimum)
    }
}
