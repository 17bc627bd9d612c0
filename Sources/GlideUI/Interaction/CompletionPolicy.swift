/// How an interaction decides, at release, whether a transition finishes or goes back.
///
/// Three rules, each a pure function of the release percent p (0…1), the finger's velocity v
/// along the transition's axis (points per second, positive towards the end state) and the
/// container's length along that axis L (points):
/// - `threshold(t)` (default t = 0.2): finish when p ≥ t, else cancel; reason
///   `threshold`. The velocity plays no part.
/// - `projected(decelerationRate: r, threshold: t)` (UIKit's projection, WWDC 2018 "Designing
///   Fluid Interfaces", r = 0.998 as `UIScrollView.DecelerationRate.normal`, t = 0.5): the
///   finger would coast (v / 1000) · r / (1 − r) more points, so the projected progress is
///   p + that / L; finish when it is ≥ t; reason `velocity`.
/// - `fling(minimumVelocity: f, threshold: t)` (Flutter's Cupertino back swipe, f = 1 container
///   length per second, t = 0.5): when |v| ≥ f · L the fling decides (finish when v > 0), reason
///   `velocity`; otherwise finish when p ≥ t, reason `threshold`.
///
/// Bad inputs never trap: a non-finite p counts as 0 (clamped into 0…1 otherwise), a
/// non-finite v as 0, and a length that is not positive and finite makes velocity play no part.
public struct CompletionPolicy: Hashable, Sendable, CustomStringConvertible {
    /// The rule a policy follows.
    public enum Rule: Hashable, Sendable {
        /// Compare the release percent with the threshold.
        case threshold
        /// Compare the percent projected with a deceleration rate with the threshold.
        case projected(decelerationRate: Double)
        /// Let a fast enough fling (container lengths per second) decide, else the threshold.
        case fling(minimumVelocity: Double)
    }

    /// The rule.
    public let rule: Rule
    /// The percent (0…1) at or above which the transition finishes when the percent decides.
    public let threshold: Double

    private init(rule: Rule, threshold: Double) {
        precondition(threshold.isFinite && threshold >= 0 && threshold <= 1, "CompletionPolicy needs a threshold in 0…1, got \(threshold)")
        self.rule = rule
        self.threshold = threshold
    }

    /// The threshold rule: p < `threshold` cancels, otherwise finish.
    public static func threshold(_ threshold: Double = 0.2) -> CompletionPolicy {
        CompletionPolicy(rule: .threshold, threshold: threshold)
    }

    /// UIKit-style projection of the release velocity with `decelerationRate` (per millisecond, in 0…1 exclusive).
    public static func projected(decelerationRate: Double = 0.998, threshold: Double = 0.5) -> CompletionPolicy {
        precondition(decelerationRate > 0 && decelerationRate < 1, "CompletionPolicy.projected needs a deceleration rate in (0, 1), got \(decelerationRate)")
        return CompletionPolicy(rule: .projected(decelerationRate: decelerationRate), threshold: threshold)
    }

    /// Flutter-style fling: |v| ≥ `minimumVelocity` container lengths per second decides, else the threshold.
    public static func fling(minimumVelocity: Double = 1, threshold: Double = 0.5) -> CompletionPolicy {
        precondition(minimumVelocity > 0 && minimumVelocity.isFinite, "CompletionPolicy.fling needs a positive finite minimum velocity, got \(minimumVelocity)")
        return CompletionPolicy(rule: .fling(minimumVelocity: minimumVelocity), threshold: threshold)
    }

    /// The default: `threshold(0.2)`.
    public static let standard = threshold()

    /// How far (points) a finger released at `velocity` points per second coasts at `decelerationRate`: (v / 1000) · r / (1 − r).
    public static func projectedDistance(velocity: Double, decelerationRate: Double) -> Double {
        velocity / 1000 * decelerationRate / (1 - decelerationRate)
    }

    /// The decision and the reason the outcome record names, for a release at `percent` with
    /// `velocity` points per second along an axis `containerLength` points long.
    public func decide(percent: Double, velocity: Double, containerLength: Double) -> (decision: TransitionDecision, reason: TransitionReason) {
        let p = percent.isFinite ? min(max(percent, 0), 1) : 0
        let v = velocity.isFinite ? velocity : 0
        let length = containerLength.isFinite && containerLength > 0 ? containerLength : nil
        switch rule {
        case .threshold:
            return (p >= threshold ? .finish : .cancel, .threshold)
        case .projected(let rate):
            let coast = length.map { Self.projectedDistance(velocity: v, decelerationRate: rate) / $0 } ?? 0
            return (p + coast >= threshold ? .finish : .cancel, .velocity)
        case .fling(let minimum):
            if let length, abs(v) >= minimum * length {
                return (v > 0 ? .finish : .cancel, .velocity)
            }
            return (p >= threshold ? .finish : .cancel, .threshold)
        }
    }

    /// The policy as code spells it: `threshold(0.2)`, `projected(0.998, 0.5)`, `fling(1, 0.5)`.
    public var description: String {
        switch rule {
        case .threshold: "threshold(\(threshold))"
        case .projected(let rate): "projected(\(rate), \(threshold))"
        case .fling(let minimum): "fling(\(minimum), \(threshold))"
        }
    }
}
