/// How an animation's progress follows its time: a Bézier curve or a spring.
public enum AnimationTiming: Hashable, Sendable, CustomStringConvertible {
    /// A cubic Bézier timing curve.
    case curve(TimingCurve)
    /// A damped spring that settles exactly at the animation's duration.
    case spring(SpringTiming)

    /// The progress `time` seconds into an animation of `duration` seconds: 0 before the start, 1 from the end on.
    public func progress(atTime time: Double, duration: Double) -> Double {
        guard duration > 0 else { return time >= 0 ? 1 : 0 }
        switch self {
        case .curve(let curve):
            return curve.value(at: time / duration)
        case .spring(let spring):
            return spring.value(atTime: time, duration: duration)
        }
    }

    /// The curve's or the spring's description.
    public var description: String {
        switch self {
        case .curve(let curve): curve.description
        case .spring(let spring): spring.description
        }
    }
}
