import GlideGestures

/// What decides a release of an interactive transition, and how the rest runs: Glide's rules
/// (`CompletionPolicy`), the Linux desktops' (`GNOMEPolicy`, `NiriPolicy`, `HyprlandPolicy`,
/// `KWinPolicy`, `ToucheggPolicy`) or a conformer of your own, given to
/// `PanInteractionController`, replays, live sessions and the fuzzer alike.
///
/// A policy is a pure function of what it is told (`ReleaseInput`), so that a record can be
/// checked against it afterwards (`decision-follows-policy`); its `description` names it and its
/// constants, and two policies with one description must decide alike.
public protocol ReleasePolicy: Sendable, CustomStringConvertible {
    /// The decision, the reason the record names, and how the rest runs (nil: the interaction's own speed rule).
    func decide(_ release: ReleaseInput) -> ReleaseVerdict
    /// How the finger's velocity is measured for this policy (default: Glide's least squares; the
    /// desktops' presets measure as their desktop does).
    var velocityMethod: VelocityMethod { get }
    /// The percent from which a release at rest finishes, over a container `containerLength`
    /// points long; nil when none does. The default finds it by bisection to 1e-9 (assuming a
    /// still finger finishes from some percent on); a policy that knows it says so exactly.
    func restingThreshold(containerLength: Double, pointsPerMillimetre: Double?) -> Double?
}

extension ReleasePolicy {
    /// Glide's least squares.
    public var velocityMethod: VelocityMethod { .leastSquares }

    /// Bisection of `decide` at rest, to 1e-9.
    public func restingThreshold(containerLength: Double, pointsPerMillimetre: Double?) -> Double? {
        func finishes(_ percent: Double) -> Bool {
            decide(ReleaseInput(percent: percent, velocity: 0, containerLength: containerLength, pointsPerMillimetre: pointsPerMillimetre)).decision == .finish
        }
        guard finishes(1) else { return nil }
        guard !finishes(0) else { return 0 }
        var (low, high) = (0.0, 1.0)
        while high - low > 1e-9 {
            let middle = (low + high) / 2
            if finishes(middle) { high = middle } else { low = middle }
        }
        return high
    }
}

/// What a release policy is told when a gesture lets a transition go, in Glide's units: points
/// on the screen, and on a touchpad the points one millimetre of finger travel moves
/// (`pointsPerMillimetre`), from which a policy written in a desktop's units converts.
public struct ReleaseInput: Hashable, Sendable {
    /// The transition's percent, 0…1.
    public var percent: Double
    /// The finger's velocity along the transition's axis, points per second, positive towards the end.
    public var velocity: Double
    /// The container's length along the axis, points (what 100 % spans).
    public var containerLength: Double
    /// On a touchpad, points per millimetre of finger travel; nil on a touchscreen.
    public var pointsPerMillimetre: Double?
    /// The finger's path along the axis since the gesture began, points (every motion counted); nil when unknown.
    public var travel: Double?
    /// The motion events the gesture has had; nil when unknown.
    public var events: Int?
    /// How `velocity` was measured.
    public var velocityMethod: VelocityMethod

    /// A release of these values.
    public init(
        percent: Double, velocity: Double, containerLength: Double, pointsPerMillimetre: Double? = nil, travel: Double? = nil, events: Int? = nil,
        velocityMethod: VelocityMethod = .leastSquares
    ) {
        self.percent = percent
        self.velocity = velocity
        self.containerLength = containerLength
        self.pointsPerMillimetre = pointsPerMillimetre
        self.travel = travel
        self.events = events
        self.velocityMethod = velocityMethod
    }

    /// The percent clamped into 0…1, a non-finite one as 0.
    public var clampedPercent: Double { percent.isFinite ? min(max(percent, 0), 1) : 0 }
    /// The velocity, a non-finite one as 0.
    public var finiteVelocity: Double { velocity.isFinite ? velocity : 0 }
    /// The container's length when it is positive and finite; nil otherwise (velocity then plays no part).
    public var length: Double? { containerLength.isFinite && containerLength > 0 ? containerLength : nil }
    /// The velocity in containers per second (nil without a length).
    public var percentPerSecond: Double? { length.map { finiteVelocity / $0 } }

    /// libinput's unit: deltas are normalised to 1000 dpi, so one unit is 1/1000 inch of finger travel.
    public static let millimetresPerLibinputUnit = 0.0254

    /// `points` in a desktop's device units: libinput units of finger travel on a touchpad, logical
    /// pixels (a point each) on a touchscreen.
    public func deviceUnits(_ points: Double) -> Double {
        guard let perMillimetre = pointsPerMillimetre, perMillimetre > 0, perMillimetre.isFinite else { return points }
        return points / perMillimetre / Self.millimetresPerLibinputUnit
    }
}

/// How a policy decided a release.
public struct ReleaseVerdict: Hashable, Sendable {
    /// Finish or cancel.
    public var decision: TransitionDecision
    /// The reason the record names.
    public var reason: TransitionReason
    /// How the rest runs; nil: the interaction's own speed rule.
    public var timing: CompletionTiming?

    /// A verdict of these values.
    public init(_ decision: TransitionDecision, _ reason: TransitionReason, timing: CompletionTiming? = nil) {
        self.decision = decision
        self.reason = reason
        self.timing = timing
    }
}

/// How the rest of a transition runs after its release, as a policy chooses it.
public enum CompletionTiming: Hashable, Sendable {
    /// The completion speed, as `UIPercentDrivenInteractiveTransition.completionSpeed`: the rest
    /// takes (remaining fraction × duration) / speed, along the interaction's curve.
    case speed(Double)
    /// The rest takes this many milliseconds along `curve` (GNOME Shell's rule, whose workspace
    /// switch eases out cubically: `js/ui/workspaceAnimation.js` @ 8f782086 l.548-575).
    case milliseconds(Double, curve: TimingCurve = .easeOutCubic)
    /// The rest is a spring of `dampingRatio` and `stiffness` (per second², mass 1) that starts
    /// at the finger's velocity, as niri's and libadwaita's completions do: no jump in speed at
    /// the lift. It lasts `SpringTiming.settlingDuration(stiffness:)`.
    case spring(dampingRatio: Double, stiffness: Double)

    /// The completion speed and timing that run the rest (`remaining`, 0…1, of a transition
    /// `duration` seconds long) as this says, after a release at `velocity` (transitions per
    /// second, positive towards where the rest goes); the timing is nil for `.speed` (the
    /// interaction's curve). Nil when it cannot be said (a non-positive or non-finite value, nothing left).
    public func completion(remaining: Double, duration: Double, velocity: Double) -> (speed: Double, timing: AnimationTiming?)? {
        /// The speed that runs the rest in `seconds`.
        func speed(lasting seconds: Double) -> Double? {
            guard remaining > 0, remaining.isFinite, duration > 0, duration.isFinite, seconds > 0 else { return nil }
            let speed = remaining * duration / seconds
            return speed.isFinite && speed > 0 ? speed : nil
        }
        switch self {
        case .speed(let speed):
            return speed > 0 && speed.isFinite ? (speed, nil) : nil
        case .milliseconds(let milliseconds, let curve):
            return speed(lasting: milliseconds / 1000).map { ($0, .curve(curve)) }
        case .spring(let dampingRatio, let stiffness):
            // A non-finite start (no distance left, a NaN velocity) is 0: `SpringTiming` takes it so.
            let spring = SpringTiming(dampingRatio: dampingRatio, initialVelocity: velocity / remaining)
            return speed(lasting: spring.settlingDuration(stiffness: stiffness)).map { ($0, .spring(spring)) }
        }
    }
}

extension CompletionPolicy: ReleasePolicy {
    /// `decide(percent:velocity:containerLength:)`; the interaction's speed rule times the rest.
    public func decide(_ release: ReleaseInput) -> ReleaseVerdict {
        let verdict = decide(percent: release.percent, velocity: release.velocity, containerLength: release.containerLength)
        return ReleaseVerdict(verdict.decision, verdict.reason)
    }

    /// `threshold`: at rest every rule compares the percent with it.
    public func restingThreshold(containerLength: Double, pointsPerMillimetre: Double?) -> Double? { threshold }
}

extension ReleasePolicy where Self == CompletionPolicy {
    /// Glide's default, `CompletionPolicy.threshold(0.2)`.
    public static var standard: CompletionPolicy { CompletionPolicy.standard }

    /// `CompletionPolicy.threshold(_:)`.
    public static func threshold(_ threshold: Double = 0.2) -> CompletionPolicy { CompletionPolicy.threshold(threshold) }

    /// `CompletionPolicy.projected(decelerationRate:threshold:)`, UIKit's projection.
    public static func projected(decelerationRate: Double = 0.998, threshold: Double = 0.5) -> CompletionPolicy {
        CompletionPolicy.projected(decelerationRate: decelerationRate, threshold: threshold)
    }

    /// `CompletionPolicy.fling(minimumVelocity:threshold:)`, Flutter's back swipe.
    public static func fling(minimumVelocity: Double = 1, threshold: Double = 0.5) -> CompletionPolicy {
        CompletionPolicy.fling(minimumVelocity: minimumVelocity, threshold: threshold)
    }
}
