import GlideGestures

/// A device's gesture settings, the ones the desktops' users ask for most (a device profile's
/// contents, `Glide`'s `DeviceProfiles`): each is nil when the profile leaves it to the scene.
///
/// Fingers shape the pan (the scene's configuration takes them), the trigger distance too
/// (`configure(_:mapping:)`); natural scrolling,
/// sensitivity and the rubber band the interaction (`apply(to:)`); cancel-by-reversing wraps the
/// policy, which decides its releases. Glide has no separate direction lock: a transition's progress is measured along its
/// axis alone and clamped at its start, so motion across it or back past it never turns into
/// another transition, which is what Hyprland's `direction_lock` gives.
public struct GestureSettings: Equatable, Sendable, CustomStringConvertible {
    /// Fingers a touchpad pan takes: 3, 4, or 3…4 for either (within 1…4).
    public var touchpadFingers: ClosedRange<Int>?
    /// Whether a touchpad swipe moves the transition with the fingers (`PanInteractionController.naturalScroll`).
    public var naturalScroll: Bool?
    /// Progress per travel (`PanInteractionController.sensitivity`), positive.
    public var sensitivity: Double?
    /// How far the fingers move before a pan begins: millimetres on a touchpad, points on a
    /// touchscreen (default libinput's 1.5 mm, UIKit's 10 points).
    public var triggerDistance: Double?
    /// Whether a release moving back towards the start cancels (`ReversalCancelsPolicy`).
    public var reversalCancels: Bool?
    /// Whether the container moves on, with resistance, past the ends (`RubberBand.niri`).
    public var rubberBand: Bool?
    /// The release policy.
    public var policy: (any ReleasePolicy)?

    /// Settings that leave everything to the scene, or these.
    public init(
        touchpadFingers: ClosedRange<Int>? = nil, naturalScroll: Bool? = nil, sensitivity: Double? = nil, triggerDistance: Double? = nil,
        reversalCancels: Bool? = nil, rubberBand: Bool? = nil, policy: (any ReleasePolicy)? = nil
    ) {
        self.touchpadFingers = touchpadFingers
        self.naturalScroll = naturalScroll
        self.sensitivity = sensitivity
        self.triggerDistance = triggerDistance
        self.reversalCancels = reversalCancels
        self.rubberBand = rubberBand
        self.policy = policy
    }

    /// Equal when every setting is, policies by their descriptions.
    public static func == (a: GestureSettings, b: GestureSettings) -> Bool {
        a.touchpadFingers == b.touchpadFingers && a.naturalScroll == b.naturalScroll && a.sensitivity == b.sensitivity
            && a.triggerDistance == b.triggerDistance && a.reversalCancels == b.reversalCancels && a.rubberBand == b.rubberBand
            && a.policy?.description == b.policy?.description
    }

    /// These settings, each of `other`'s that is set taking the place of this one's.
    public func overridden(by other: GestureSettings) -> GestureSettings {
        GestureSettings(
            touchpadFingers: other.touchpadFingers ?? touchpadFingers, naturalScroll: other.naturalScroll ?? naturalScroll,
            sensitivity: other.sensitivity ?? sensitivity, triggerDistance: other.triggerDistance ?? triggerDistance,
            reversalCancels: other.reversalCancels ?? reversalCancels, rubberBand: other.rubberBand ?? rubberBand, policy: other.policy ?? policy)
    }

    /// `configuration` with the trigger distance (converted through `mapping` on a touchpad) as its hysteresis.
    public func configure(_ configuration: PanGestureRecognizer.Configuration, mapping: TouchMapping) -> PanGestureRecognizer.Configuration {
        var configured = configuration
        if let triggerDistance, triggerDistance.isFinite, triggerDistance >= 0 {
            configured.hysteresis = mapping.pointsPerMillimetre.map { triggerDistance * $0 } ?? triggerDistance
        }
        return configured
    }

    /// These settings' policy (else `fallback`), cancelling on reversal when they say so.
    public func policy(else fallback: any ReleasePolicy) -> any ReleasePolicy {
        let chosen = policy ?? fallback
        return reversalCancels == true ? ReversalCancelsPolicy(chosen) : chosen
    }

    /// Sets `controller`'s natural scrolling, sensitivity and rubber band when these settings give them.
    public func apply(to controller: PanInteractionController) {
        if let naturalScroll { controller.naturalScroll = naturalScroll }
        if let sensitivity { controller.sensitivity = sensitivity }
        if let rubberBand { controller.rubberBand = rubberBand ? .niri : nil }
    }

    /// "fingers 3…4, natural scroll off, sensitivity 1.5, trigger 4.0, reversal cancels, policy gnome", or "defaults".
    public var description: String {
        var parts: [String] = []
        if let touchpadFingers {
            parts.append("fingers " + (touchpadFingers.count == 1 ? "\(touchpadFingers.lowerBound)" : "\(touchpadFingers.lowerBound)…\(touchpadFingers.upperBound)"))
        }
        if let naturalScroll { parts.append("natural scroll " + (naturalScroll ? "on" : "off")) }
        if let sensitivity { parts.append("sensitivity \(sensitivity)") }
        if let triggerDistance { parts.append("trigger \(triggerDistance)") }
        if let reversalCancels { parts.append(reversalCancels ? "reversal cancels" : "reversal does not cancel") }
        if let rubberBand { parts.append(rubberBand ? "rubber band" : "no rubber band") }
        if let policy { parts.append("policy \(policy)") }
        return parts.isEmpty ? "defaults" : parts.joined(separator: ", ")
    }
}
