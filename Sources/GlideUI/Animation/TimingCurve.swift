/// A cubic Bézier timing curve from (0, 0) to (1, 1), as `CAMediaTimingFunction` defines them.
///
/// `value(at:)` solves x(s) = t for the curve parameter s exactly (Newton's method, with bisection
/// when Newton stalls, to 1e-12) and returns y(s); no polynomial approximation is involved. The
/// control points' x coordinates are clamped to 0…1 so that x(s) is monotonic, as Core Animation requires.
public struct TimingCurve: Hashable, Sendable, CustomStringConvertible {
    /// The first control point.
    public let controlPoint1: Point
    /// The second control point.
    public let controlPoint2: Point

    /// Creates a custom curve from its two control points (x clamped to 0…1; y free, so curves may overshoot).
    public init(controlPoint1: Point, controlPoint2: Point) {
        self.controlPoint1 = Point(x: Self.clampUnit(controlPoint1.x), y: controlPoint1.y.isFinite ? controlPoint1.y : 0)
        self.controlPoint2 = Point(x: Self.clampUnit(controlPoint2.x), y: controlPoint2.y.isFinite ? controlPoint2.y : 1)
    }

    /// Creates a custom curve from the control points (x1, y1) and (x2, y2).
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.init(controlPoint1: Point(x: x1, y: y1), controlPoint2: Point(x: x2, y: y2))
    }

    /// Constant speed: (0, 0), (1, 1).
    public static let linear = TimingCurve(0, 0, 1, 1)
    /// Slow start: (0.42, 0), (1, 1).
    public static let easeIn = TimingCurve(0.42, 0, 1, 1)
    /// Slow end: (0, 0), (0.58, 1).
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)
    /// Slow start and end: (0.42, 0), (0.58, 1).
    public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)
    /// Ease-out cubic, 1 − (1 − t)³ exactly: (1/3, 1), (2/3, 1); it starts at 3× the mean speed
    /// (Clutter's `CLUTTER_EASE_OUT_CUBIC`, which GNOME Shell's swipes finish along).
    public static let easeOutCubic = TimingCurve(1.0 / 3, 1, 2.0 / 3, 1)
    /// Core Animation's default: (0.25, 0.1), (0.25, 1).
    public static let `default` = TimingCurve(0.25, 0.1, 0.25, 1)

    /// Whether the curve is the identity (y = t), because each control point lies on the diagonal.
    public var isLinear: Bool { controlPoint1.x == controlPoint1.y && controlPoint2.x == controlPoint2.y }

    /// The progress at time fraction `t` (clamped to 0…1): y(s) where x(s) = t.
    public func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t < 1 else { return 1 }
        if isLinear { return t }
        return Self.bezier(parameter(forX: t), controlPoint1.y, controlPoint2.y)
    }

    /// The Bézier parameter s with x(s) = x, to 1e-12.
    func parameter(forX x: Double) -> Double {
        let x1 = controlPoint1.x, x2 = controlPoint2.x
        var s = x
        for _ in 0..<8 {
            let error = Self.bezier(s, x1, x2) - x
            if abs(error) < 1e-12 { return s }
            let slope = Self.bezierDerivative(s, x1, x2)
            if abs(slope) < 1e-9 { break }
            let next = s - error / slope
            if !(0...1).contains(next) { break }
            s = next
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<100 {
            let value = Self.bezier(s, x1, x2)
            if abs(value - x) < 1e-12 { return s }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    /// One coordinate of the cubic Bézier with end points 0 and 1 and inner control values p1, p2.
    static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
    }

    /// The derivative of `bezier` with respect to s.
    static func bezierDerivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * p1 + 6 * inverse * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    private static func clampUnit(_ value: Double) -> Double {
        value.isFinite ? min(max(value, 0), 1) : 0
    }

    /// Reads "cubic-bezier(x1, y1, x2, y2)".
    public var description: String {
        "cubic-bezier(\(controlPoint1.x), \(controlPoint1.y), \(controlPoint2.x), \(controlPoint2.y))"
    }
}
