import Foundation

/// Told when an explicit layer animation starts and stops, as Core Animation's `CAAnimationDelegate`.
public protocol LayerAnimationDelegate: AnyObject {
    /// The animation began.
    func animationDidStart(_ animation: LayerAnimation)
    /// The animation ended: `finished` is false when it was removed before its end.
    func animationDidStop(_ animation: LayerAnimation, finished: Bool)
}

extension LayerAnimationDelegate {
    public func animationDidStart(_ animation: LayerAnimation) {}
    public func animationDidStop(_ animation: LayerAnimation, finished: Bool) {}
}

/// A timing function of Core Animation (`CAMediaTimingFunction`): a cubic Bézier curve.
public final class MediaTimingFunction: Sendable {
    /// Core Animation's named curves (`CAMediaTimingFunctionName`).
    public struct Name: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Constant speed.
        public static let linear = Name(rawValue: "linear")
        /// Slow start.
        public static let easeIn = Name(rawValue: "easeIn")
        /// Slow end.
        public static let easeOut = Name(rawValue: "easeOut")
        /// Slow start and end.
        public static let easeInEaseOut = Name(rawValue: "easeInEaseOut")
        /// Core Animation's default (0.25, 0.1, 0.25, 1).
        public static let `default` = Name(rawValue: "default")
    }

    /// The curve.
    public let curve: TimingCurve

    /// The named curve, with Core Animation's control points.
    public init(name: Name) {
        switch name {
        case .linear: curve = .linear
        case .easeIn: curve = .easeIn
        case .easeOut: curve = .easeOut
        case .easeInEaseOut: curve = .easeInOut
        default: curve = .default
        }
    }

    /// A curve through (0, 0), the two control points and (1, 1).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = TimingCurve(Double(c1x), Double(c1y), Double(c2x), Double(c2y))
    }
}

/// An explicit animation of a layer property, as Core Animation's `CAAnimation`, run by the view
/// tree's one animation engine (as a `View.animate` block), so transitions scrub it like any other.
/// Glide keeps its duration, timing function, delegate, `isRemovedOnCompletion` and `fillMode`;
/// it starts when added (`beginTime`, `repeatCount`, `autoreverses`, `speed` and `timeOffset`
/// are recorded, not applied).
open class LayerAnimation {
    /// How the animated value shows outside the animation's time (`CAMediaTimingFillMode`).
    public struct FillMode: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Only during the animation (the default).
        public static let removed = FillMode(rawValue: "removed")
        /// The end value stays once the animation ends (with `isRemovedOnCompletion` false).
        public static let forwards = FillMode(rawValue: "forwards")
        /// The start value shows before the animation begins.
        public static let backwards = FillMode(rawValue: "backwards")
        /// Both.
        public static let both = FillMode(rawValue: "both")
    }

    /// Seconds it lasts; 0 means Core Animation's default, 0.25 s.
    open var duration: Double = 0
    /// The pacing (nil: linear, as Core Animation's).
    open var timingFunction: MediaTimingFunction?
    /// Told when it starts and stops (held strongly, as Core Animation holds it).
    open var delegate: (any LayerAnimationDelegate)?
    /// Whether it leaves the layer once finished (default true: the layer shows its model value again).
    open var isRemovedOnCompletion = true
    /// How the value shows outside the animation's time (default `.removed`).
    open var fillMode = FillMode.removed
    /// Recorded; Glide starts an animation when it is added.
    open var beginTime: Double = 0
    /// Recorded; Glide runs an animation once.
    open var repeatCount: Float = 0
    /// Recorded; Glide does not play it back.
    open var autoreverses = false
    /// Recorded; Glide runs it at its duration.
    open var speed: Float = 1
    /// Recorded.
    open var timeOffset: Double = 0

    /// An animation with Core Animation's defaults.
    public required init() {}

    /// The duration Glide runs: `duration`, or 0.25 s for 0.
    var effectiveDuration: Double { duration > 0 && duration.isFinite ? duration : 0.25 }
}

/// An animation of one layer property, as Core Animation's `CAPropertyAnimation`. `keyPath`
/// names the property: on a view's layer `opacity`, `position` (and `.x`, `.y`), `bounds` (and
/// `bounds.size`), `cornerRadius`, `backgroundColor`, `transform.scale` (and `.x`, `.y`),
/// `transform.rotation` (`.z`), `transform.translation.x` / `.y`; on a shape layer that masks a
/// view, `path`. Values are given as the property's type (`CGFloat`, `Float`, `Double`,
/// `NSNumber`, `CGPoint`, `CGRect`, `CGSize`, `Color`, `Path`).
open class PropertyLayerAnimation: LayerAnimation {
    /// The property animated.
    open var keyPath: String?

    /// An animation of `keyPath`.
    public convenience init(keyPath: String?) {
        self.init()
        self.keyPath = keyPath
    }

    public required init() {
        super.init()
    }
}

/// An animation of one property from a value to another, as Core Animation's `CABasicAnimation`:
/// nil `fromValue` starts from what is shown, nil `toValue` ends at the model value (or
/// `from + byValue` for numbers).
open class BasicLayerAnimation: PropertyLayerAnimation {
    /// The start value.
    open var fromValue: Any?
    /// The end value.
    open var toValue: Any?
    /// The change from the start, for numbers, when `toValue` is nil.
    open var byValue: Any?

    public required init() {
        super.init()
    }
}

/// An animation of one property through values, as Core Animation's `CAKeyframeAnimation`: at
/// each of `keyTimes` (fractions of the duration, ascending from 0 to 1; evenly spaced when
/// missing or not one per value) the property has that value, and moves linearly between them
/// (run as `View.animateKeyframes`, so a transition scrubs it whole). `calculationMode` and
/// `timingFunctions` are recorded; `timingFunction` is not applied.
open class KeyframeLayerAnimation: PropertyLayerAnimation {
    /// The values, in order (all of the property's type).
    open var values: [Any]?
    /// When each value is reached, as fractions of the duration.
    open var keyTimes: [NSNumber]?
    /// Recorded: the pacing between values.
    open var timingFunctions: [MediaTimingFunction]?
    /// Recorded: how values are interpolated (Glide's is always linear).
    open var calculationMode = "linear"

    public required init() {
        super.init()
    }

    /// `keyTimes` as `count` fractions, or evenly spaced ones when they do not fit.
    func keyTimeFractions(count: Int) -> [Double] {
        let given = (keyTimes ?? []).map(\.doubleValue)
        let fits = given.count == count && given.first == 0 && given.last == 1 && zip(given, given.dropFirst()).allSatisfy { $0 <= $1 }
        if fits { return given }
        return count > 1 ? (0..<count).map { Double($0) / Double(count - 1) } : [0]
    }
}

/// Animations run together, as Core Animation's `CAAnimationGroup`: each member for its own
/// duration (the group's when 0, cut at the group's); the group's delegate hears it start and,
/// once every member has stopped, stop.
open class LayerAnimationGroup: LayerAnimation {
    /// The members.
    open var animations: [LayerAnimation]?

    public required init() {
        super.init()
    }
}

/// A number from the untyped values Core Animation takes.
func layerNumber(_ value: Any?) -> Double? {
    switch value {
    case let v as Double: v
    case let v as CGFloat: Double(v)
    case let v as Float: Double(v)
    case let v as Int: Double(v)
    case let v as NSNumber: v.doubleValue
    default: nil
    }
}
