import Foundation
import GlideGestures

// The Linux desktops' swipe rules as release policies, each with its constants named and its
// source cited (read 2026-11-28). They decide on Glide's percent: a desktop's page (a
// workspace, GNOME's 400 or 300 touchpad units, niri's 300) is the transition's container here.
// Constants in device units convert through `ReleaseInput.deviceUnits`: on a touchpad a libinput
// unit is 1/1000 inch (0.0254 mm) of finger travel, so a point is 1 / (pointsPerMillimetre ×
// 0.0254) units; on a touchscreen a logical pixel is a point.

/// GNOME's swipe tracker (libadwaita `src/adw-swipe-tracker.c` @ c68992bd l.16-32, 441-491;
/// GNOME Shell `js/ui/swipeTracker.js` @ 8f782086 l.13-35, 601-658): below 0.3 px/ms on a
/// touchscreen or 0.6 px/ms on a touchpad the nearest end wins (reason `threshold`); faster
/// towards the end finishes (the point ahead of the initial one, reason `velocity`); faster
/// back projects the release with deceleration 0.998 (touch) or 0.997 (touchpad), steeper
/// above 2 px/ms, and takes the nearest end. GNOME Shell's completion lasts |Δp / v| · 3 ms,
/// clamped to 100…400 ms, with v in pages per millisecond (0.002 when it points away from the
/// end), along an ease-out cubic (`js/ui/workspaceAnimation.js` l.548-575), which starts at 3×
/// the mean speed: at the finger's speed, unless the clamp bit; libadwaita's widgets hand the
/// velocity to a spring instead. The velocity is GNOME's (`VelocityMethod.gnome`).
public struct GNOMEPolicy: ReleasePolicy, Hashable {
    /// px/ms below which the nearest end wins: 0.3 on a touchscreen (`VELOCITY_THRESHOLD_TOUCH`).
    public static let touchVelocityThreshold = 0.3
    /// The same on a touchpad (`VELOCITY_THRESHOLD_TOUCHPAD`).
    public static let touchpadVelocityThreshold = 0.6
    /// Deceleration per millisecond projecting a touchscreen release (`DECELERATION_TOUCH`).
    public static let touchDeceleration = 0.998
    /// The same on a touchpad (`DECELERATION_TOUCHPAD`).
    public static let touchpadDeceleration = 0.997
    /// px/ms above which the projection turns into a parabola (`VELOCITY_CURVE_THRESHOLD`).
    public static let curveThreshold = 2.0
    /// The parabola's multiplier (`DECELERATION_PARABOLA_MULTIPLIER`).
    public static let parabolaMultiplier = 0.35
    /// The completion's duration per |Δp / v| (`DURATION_MULTIPLIER`).
    public static let durationMultiplier = 3.0
    /// Pages per millisecond standing for a velocity away from the end (`ANIMATION_BASE_VELOCITY`).
    public static let baseVelocity = 0.002
    /// The completion's shortest duration, ms (`MIN_ANIMATION_DURATION`).
    public static let minimumMilliseconds = 100.0
    /// Its longest for one page, ms: 400 · log2(1 + 1) (`MAX_ANIMATION_DURATION`).
    public static let maximumMilliseconds = 400.0

    /// GNOME's rule.
    public init() {}

    /// "gnome".
    public var description: String { "gnome" }

    /// GNOME's 150 ms history.
    public var velocityMethod: VelocityMethod { .gnome }

    public func decide(_ release: ReleaseInput) -> ReleaseVerdict {
        let p = release.clampedPercent
        let touchpad = release.pointsPerMillimetre != nil
        // px/ms in the desktop's units.
        let v = release.deviceUnits(release.finiteVelocity) / 1000
        let decision: TransitionDecision
        let reason: TransitionReason
        if abs(v) < (touchpad ? Self.touchpadVelocityThreshold : Self.touchVelocityThreshold) {
            (decision, reason) = (p > 0.5 ? .finish : .cancel, .threshold)
        } else if v > 0 {
            (decision, reason) = (.finish, .velocity)
        } else {
            let projected = p - Self.coast(speed: abs(v), deceleration: touchpad ? Self.touchpadDeceleration : Self.touchDeceleration)
            (decision, reason) = (projected > 0.5 ? .finish : .cancel, .velocity)
        }
        return ReleaseVerdict(decision, reason, timing: .milliseconds(Self.milliseconds(from: p, to: decision == .finish ? 1 : 0, release: release)))
    }

    /// 0.5: a still finger goes to the nearest end.
    public func restingThreshold(containerLength: Double, pointsPerMillimetre: Double?) -> Double? { 0.5 }

    /// Pages a release at `speed` px/ms coasts with `deceleration` (`get_end_progress`): linear up
    /// to 2 px/ms, then a parabola that joins it with the same slope.
    public static func coast(speed: Double, deceleration: Double) -> Double {
        let slope = deceleration / (1 - deceleration) / 1000
        guard speed > curveThreshold else { return speed * slope }
        let c = slope / 2 / parabolaMultiplier
        let x = speed - curveThreshold + c
        return parabolaMultiplier * x * x - parabolaMultiplier * c * c + curveThreshold * slope
    }

    /// GNOME Shell's completion time from `from` to `to` (`_endGesture`).
    public static func milliseconds(from: Double, to: Double, release: ReleaseInput) -> Double {
        var velocity = (release.percentPerSecond ?? 0) / 1000
        if (to - from) * velocity <= 0 { velocity = baseVelocity * (to >= from ? 1 : -1) }
        let duration = abs((to - from) / velocity) * durationMultiplier
        return duration > 0 ? min(max(duration, minimumMilliseconds), maximumMilliseconds) : 0
    }
}

/// niri's swipe tracker (`src/input/swipe_tracker.rs` @ f30db163 l.4-5, 69-72; the workspace
/// switch in `src/layout/monitor.rs` l.1996-2004): the release is projected
/// −v / (1000 · ln 0.997) seconds (0.333 s) ahead, in pages, and rounded to the nearest end
/// (half away from zero): no velocity threshold, no preferred side. Its completions are springs
/// that start at the release velocity (damping ratio 1, stiffness 1000, niri-config
/// `animations.rs` @ fb2f66f3 l.141-148). The velocity is niri's (`VelocityMethod.niri`).
public struct NiriPolicy: ReleasePolicy, Hashable {
    /// The deceleration per millisecond the projection uses (`DECELERATION_TOUCHPAD`, for touch too).
    public static let deceleration = 0.997
    /// The workspace switch's spring: damping ratio 1.0.
    public static let dampingRatio = 1.0
    /// Its stiffness, per second² (mass 1).
    public static let stiffness = 1000.0

    /// niri's rule.
    public init() {}

    /// "niri".
    public var description: String { "niri" }

    /// niri's 150 ms history with the zero-motion sample at the lift.
    public var velocityMethod: VelocityMethod { .niri }

    /// Seconds of the release velocity the projection adds: −1 / (1000 · ln 0.997) ≈ 0.333.
    public static var projectionSeconds: Double { -1 / (1000 * log(deceleration)) }

    public func decide(_ release: ReleaseInput) -> ReleaseVerdict {
        let projected = release.clampedPercent + (release.percentPerSecond ?? 0) * Self.projectionSeconds
        return ReleaseVerdict(projected >= 0.5 ? .finish : .cancel, .velocity, timing: .spring(dampingRatio: Self.dampingRatio, stiffness: Self.stiffness))
    }

    /// 0.5: a still finger rounds to the nearest end.
    public func restingThreshold(containerLength: Double, pointsPerMillimetre: Double?) -> Double? { 0.5 }
}

/// Hyprland's workspace swipe (`src/managers/input/UnifiedWorkspaceSwipeGesture.cpp` @ 6ffae9c5
/// l.57-61, 217; defaults in `src/config/values/ConfigValues.cpp` l.482-491): it reverts when the
/// swipe covered less than `cancel_ratio` (0.5) of `distance` (300 px) and its mean motion per
/// event over the whole gesture is below `min_speed_to_force` (30 px), or when it covered less
/// than 2 px; otherwise it switches. The mean depends on the pad's report rate; Glide counts the
/// gesture's motion events and converts its path to libinput units (Hyprland reads accelerated
/// deltas, Glide's are unaccelerated).
public struct HyprlandPolicy: ReleasePolicy, Hashable {
    /// `workspace_swipe_distance`, px: what 100 % spans.
    public static let distance = 300.0
    /// `workspace_swipe_cancel_ratio`.
    public static let cancelRatio = 0.5
    /// `workspace_swipe_min_speed_to_force`, px per event.
    public static let minimumSpeedToForce = 30.0
    /// The shortest swipe that switches, px.
    public static let minimumDelta = 2.0

    /// Hyprland's rule.
    public init() {}

    /// "hyprland".
    public var description: String { "hyprland" }

    /// The mean motion per event, px: the path in device units over the events (0 when unknown).
    public static func meanSpeed(_ release: ReleaseInput) -> Double {
        guard let travel = release.travel, let events = release.events, events > 0 else { return 0 }
        return release.deviceUnits(abs(travel)) / Double(events)
    }

    public func decide(_ release: ReleaseInput) -> ReleaseVerdict {
        let covered = release.clampedPercent * Self.distance
        let speed = Self.meanSpeed(release)
        if covered < Self.minimumDelta { return ReleaseVerdict(.cancel, .threshold) }
        if covered < Self.distance * Self.cancelRatio {
            return speed < Self.minimumSpeedToForce ? ReleaseVerdict(.cancel, .threshold) : ReleaseVerdict(.finish, .velocity)
        }
        return ReleaseVerdict(.finish, .threshold)
    }

    /// `cancelRatio`: without speed a swipe short of it reverts.
    public func restingThreshold(containerLength: Double, pointsPerMillimetre: Double?) -> Double? { Self.cancelRatio }
}

/// KWin's realtime gestures (`src/gestures.cpp` @ 06059084: progress = |Δ| / 200 units; effects
/// in `src/effect/effecttogglablestate.cpp` @ fc92544c activate past 0.5; the virtual-desktop
/// switch in `src/virtualdesktops.cpp` @ 53e1c383 l.30 past 0.25): the position alone decides,
/// never the velocity.
public struct KWinPolicy: ReleasePolicy, Hashable {
    /// The progress past which it finishes: 0.5 for the effects, 0.25 for the desktop switch.
    public let commitPoint: Double

    /// KWin's effects (`commitPoint` 0.5) or another commit point.
    public init(commitPoint: Double = 0.5) {
        precondition(commitPoint.isFinite && commitPoint >= 0 && commitPoint <= 1, "KWinPolicy needs a commit point in 0…1, got \(commitPoint)")
        self.commitPoint = commitPoint
    }

    /// "kwin", or "kwin(0.25)" with another commit point.
    public var description: String { commitPoint == 0.5 ? "kwin" : "kwin(\(commitPoint))" }

    public func decide(_ release: ReleaseInput) -> ReleaseVerdict {
        ReleaseVerdict(release.clampedPercent > commitPoint ? .finish : .cancel, .threshold)
    }

    /// `commitPoint` (a release exactly there still cancels).
    public func restingThreshold(containerLength: Double, pointsPerMillimetre: Double?) -> Double? { commitPoint }
}

/// touchegg's animated actions (`src/actions/animated-action.cpp` @ 93f8a28e l.70-73, default
/// `action_execute_threshold` 20 in `src/config/config.cpp` l.74-75): the action runs when the
/// gesture reached 20 %; no velocity.
public struct ToucheggPolicy: ReleasePolicy, Hashable {
    /// `action_execute_threshold`, percent.
    public static let executeThreshold = 20.0

    /// touchegg's rule.
    public init() {}

    /// "touchegg".
    public var description: String { "touchegg" }

    public func decide(_ release: ReleaseInput) -> ReleaseVerdict {
        ReleaseVerdict(release.clampedPercent * 100 >= Self.executeThreshold ? .finish : .cancel, .threshold)
    }

    /// 0.2.
    public func restingThreshold(containerLength: Double, pointsPerMillimetre: Double?) -> Double? { Self.executeThreshold / 100 }
}

extension ReleasePolicy where Self == GNOMEPolicy {
    /// GNOME's swipe tracker (libadwaita, GNOME Shell).
    public static var gnome: GNOMEPolicy { GNOMEPolicy() }
}

extension ReleasePolicy where Self == NiriPolicy {
    /// niri's swipe tracker.
    public static var niri: NiriPolicy { NiriPolicy() }
}

extension ReleasePolicy where Self == HyprlandPolicy {
    /// Hyprland's workspace swipe.
    public static var hyprland: HyprlandPolicy { HyprlandPolicy() }
}

extension ReleasePolicy where Self == KWinPolicy {
    /// KWin's realtime effects.
    public static var kwin: KWinPolicy { KWinPolicy() }
}

extension ReleasePolicy where Self == ToucheggPolicy {
    /// touchegg's animated actions.
    public static var touchegg: ToucheggPolicy { ToucheggPolicy() }
}

/// The policies known by name: what the command line takes and what coverage and reproduction
/// commands call a policy.
public enum ReleasePolicies {
    /// Every named policy once, at its defaults: Glide's three rules, then the desktops'.
    public static let named: [(name: String, policy: any ReleasePolicy)] = [
        ("threshold", CompletionPolicy.standard), ("projected", CompletionPolicy.projected()), ("fling", CompletionPolicy.fling()),
        ("gnome", GNOMEPolicy()), ("niri", NiriPolicy()), ("hyprland", HyprlandPolicy()), ("kwin", KWinPolicy()), ("touchegg", ToucheggPolicy()),
    ]

    /// The names whose policy takes a threshold (KWin's is its commit point); the others' constants are the desktop's.
    public static let takingThreshold: Set<String> = ["threshold", "projected", "fling", "kwin"]

    /// The policy called `name` (`uikit` is `projected`, UIKit's projection) with `threshold` for
    /// those that take one (nil: its default: 0.2 for `threshold`, 0.5 for the others); nil for an unknown name.
    public static func policy(named name: String, threshold: Double? = nil) -> (any ReleasePolicy)? {
        switch name.lowercased() {
        case "threshold": CompletionPolicy.threshold(threshold ?? 0.2)
        case "projected", "uikit": CompletionPolicy.projected(threshold: threshold ?? 0.5)
        case "fling": CompletionPolicy.fling(threshold: threshold ?? 0.5)
        case "kwin": KWinPolicy(commitPoint: threshold ?? 0.5)
        case let other: named.first { $0.name == other }?.policy
        }
    }

    /// The name `policy` goes by: its rule's for Glide's, `kwin` for KWin's at any commit point,
    /// else its description (your own policy's).
    public static func name(of policy: any ReleasePolicy) -> String {
        if let glide = policy as? CompletionPolicy {
            return switch glide.rule {
            case .threshold: "threshold"
            case .projected: "projected"
            case .fling: "fling"
            }
        }
        return policy is KWinPolicy ? "kwin" : policy.description
    }

    /// The threshold `policy(named:threshold:)` gives `policy`: Glide's rules' threshold, KWin's commit point; nil for the others.
    public static func threshold(of policy: any ReleasePolicy) -> Double? {
        (policy as? CompletionPolicy)?.threshold ?? (policy as? KWinPolicy)?.commitPoint
    }
}
