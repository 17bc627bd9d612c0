import GlideUI

/// Foundation on Linux has no `CGVector`: UIKit's, for spring velocities.
public struct CGVector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// A vector of these components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// (0, 0).
    public static let zero = CGVector(dx: 0, dy: 0)
}

/// UIKit's `UICubicTimingParameters`: a Bézier curve for a property animator.
public final class UICubicTimingParameters: TimingCurveProvider {
    /// The curve.
    public let curve: TimingCurve

    /// Ease-in-out, UIKit's default.
    public init() {
        curve = .easeInOut
    }

    /// One of the standard curves.
    public init(animationCurve: UIView.AnimationCurve) {
        curve = animationCurve
    }

    /// The curve through these control points.
    public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
        curve = TimingCurve(controlPoint1: controlPoint1, controlPoint2: controlPoint2)
    }

    /// The first control point.
    public var controlPoint1: CGPoint { curve.controlPoint1 }
    /// The second control point.
    public var controlPoint2: CGPoint { curve.controlPoint2 }
    /// `.curve(curve)`.
    public var animationTiming: AnimationTiming { .curve(curve) }
}

/// UIKit's `UISpringTimingParameters`: a damped spring for a property animator. The spring
/// settles at the animator's duration (Glide's `SpringTiming`); the initial velocity is the
/// vector's `dx`, or `dy` when `dx` is 0 (a one-dimensional motion, as UIKit reads it).
public final class UISpringTimingParameters: TimingCurveProvider {
    /// The spring.
    public let spring: SpringTiming

    /// A critically damped spring from rest.
    public init() {
        spring = SpringTiming(dampingRatio: 1)
    }

    /// A spring with this damping ratio, from rest.
    public init(dampingRatio ratio: CGFloat) {
        spring = SpringTiming(dampingRatio: Double(ratio))
    }

    /// A spring with this damping ratio and initial velocity (relative to the distance to travel, per second).
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        spring = SpringTiming(dampingRatio: Double(ratio), initialVelocity: Double(Self.speed(velocity)))
    }

    /// The spring of this mass, stiffness and damping: its damping ratio is
    /// damping / (2 √(mass × stiffness)). UIKit then takes the spring's own settling time as the
    /// duration; Glide keeps the animator's.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let critical = 2 * (Double(mass) * Double(stiffness)).squareRoot()
        let ratio = critical > 0 && critical.isFinite ? Double(damping) / critical : 1
        spring = SpringTiming(dampingRatio: ratio, initialVelocity: Double(Self.speed(velocity)))
    }

    /// `.spring(spring)`.
    public var animationTiming: AnimationTiming { .spring(spring) }

    private static func speed(_ velocity: CGVector) -> CGFloat {
        velocity.dx != 0 ? velocity.dx : velocity.dy
    }
}
