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

/// UIKit's `UITimingCurveType`: which of a provider's parameters a property animator reads.
public enum UITimingCurveType: Int, Sendable {
    /// One of the standard curves, in `cubicTimingParameters`.
    case builtin
    /// A Bézier curve, in `cubicTimingParameters`.
    case cubic
    /// A spring, in `springTimingParameters`.
    case spring
    /// The cubic curve modified by the spring.
    case composed
}

/// UIKit's `UITimingCurveProvider`, with its requirements, so an app's own provider compiles.
/// Glide's animators read `animationTiming`, derived here from `timingCurveType` as UIKit's
/// documentation assigns the parameters: `.builtin` and `.cubic` run the cubic curve, `.spring`
/// the spring. Glide composes no curve with a spring, so `.composed` runs the spring
/// (https://developer.apple.com/documentation/uikit/uitimingcurvetype/composed).
public protocol UITimingCurveProvider: TimingCurveProvider {
    /// Which parameters to read.
    var timingCurveType: UITimingCurveType { get }
    /// The curve, for `.builtin`, `.cubic` and `.composed`.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, for `.spring` and `.composed`.
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The parameters `timingCurveType` names; ease-in-out when they are missing.
    public var animationTiming: AnimationTiming {
        switch timingCurveType {
        case .builtin, .cubic: cubicTimingParameters?.animationTiming ?? .curve(.easeInOut)
        case .spring, .composed: springTimingParameters?.animationTiming ?? cubicTimingParameters?.animationTiming ?? .curve(.easeInOut)
        }
    }
}

/// UIKit's `UICubicTimingParameters`: a Bézier curve for a property animator, one of the standard
/// curves or one of control points
/// (https://developer.apple.com/documentation/uikit/uicubictimingparameters/controlpoint2).
public final class UICubicTimingParameters: UITimingCurveProvider {
    /// The curve.
    public let curve: TimingCurve
    /// The standard curve it was made from; nil for control points.
    private let standard: UIView.AnimationCurve?

    /// Ease-in-out, UIKit's default.
    public convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// One of the standard curves.
    public init(animationCurve: UIView.AnimationCurve) {
        curve = animationCurve.timingCurve
        standard = animationCurve
    }

    /// The curve through these control points.
    public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
        curve = TimingCurve(controlPoint1: controlPoint1, controlPoint2: controlPoint2)
        standard = nil
    }

    /// The standard curve it was made from; for control points UIKit leaves it undefined, and Glide says `.easeInOut`.
    public var animationCurve: UIView.AnimationCurve { standard ?? .easeInOut }
    /// `.builtin` for a standard curve, `.cubic` for control points.
    public var timingCurveType: UITimingCurveType { standard == nil ? .cubic : .builtin }
    /// The first control point given; `.zero` for a standard curve, as UIKit's.
    public var controlPoint1: CGPoint { standard == nil ? curve.controlPoint1 : .zero }
    /// The second control point given; `.zero` for a standard curve, as UIKit's.
    public var controlPoint2: CGPoint { standard == nil ? curve.controlPoint2 : .zero }
    /// `.curve(curve)`.
    public var animationTiming: AnimationTiming { .curve(curve) }
    /// Itself.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// Nil.
    public var springTimingParameters: UISpringTimingParameters? { nil }
}

/// UIKit's `UISpringTimingParameters`: a damped spring for a property animator. The spring
/// settles at the animator's duration (Glide's `SpringTiming`); the initial velocity is the
/// vector's `dx`, or `dy` when `dx` is 0 (a one-dimensional motion, as UIKit reads it).
public final class UISpringTimingParameters: UITimingCurveProvider {
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
    /// `.spring`.
    public var timingCurveType: UITimingCurveType { .spring }
    /// Nil.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    public var springTimingParameters: UISpringTimingParameters? { self }

    private static func speed(_ velocity: CGVector) -> CGFloat {
        velocity.dx != 0 ? velocity.dx : velocity.dy
    }
}
