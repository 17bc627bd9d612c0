/// One of UIKit's four standard curves, `UIView.AnimationCurve`: what an interaction's
/// `completionCurve` and `PropertyAnimator(duration:curve:)` take. An enum, as UIKit's, so code
/// that switches over it compiles; `timingCurve` is its Bézier curve.
public enum AnimationCurve: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Slow start and end (UIKit's raw value 0).
    case easeInOut
    /// Slow start.
    case easeIn
    /// Slow end.
    case easeOut
    /// Constant speed.
    case linear

    /// The curve's control points.
    public var timingCurve: TimingCurve {
        switch self {
        case .easeInOut: .easeInOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }

    /// The case's name.
    public var description: String {
        switch self {
        case .easeInOut: "easeInOut"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .linear: "linear"
        }
    }
}
