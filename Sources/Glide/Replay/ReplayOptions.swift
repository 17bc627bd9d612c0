import Foundation
import GlideInput
import GlideUI

/// How `ReplaySession` builds a named scene of a `SceneCatalogue`: which scene, the completion
/// policy, the touchpad's finger count and the screen.
public struct ReplayOptions: Sendable, Equatable {
    /// The scene's name in the catalogue; `aweme` (the gallery's first) by default.
    public var scene: String
    /// Decides every interactive release.
    public var policy: any ReleasePolicy
    /// Fingers a touchpad pan takes (touchscreen pans take any number).
    public var touchpadFingers: Int
    /// The screen, in points.
    public var screen: Size
    /// Whether the scene's window reduces motion (`Window.reducesMotion`): releases complete at once.
    public var reducesMotion: Bool
    /// Per-device settings: the trace's or live device's profile takes the place of the fingers
    /// and the policy where it gives them, and sets the rest (`Scene.make(settings:)`).
    public var profiles: DeviceProfiles
    /// Settings given explicitly (the command line's `--fingers` and `--policy`): each one set
    /// wins over every profile's.
    public var overrides: GestureSettings

    /// Options with the command line's defaults: `aweme`, `threshold(0.2)`, 2 fingers, 390 × 844, full motion.
    public init(
        scene: String = "aweme", policy: any ReleasePolicy = .standard, touchpadFingers: Int = 2, screen: Size = Window.defaultFrame.size,
        reducesMotion: Bool = false, profiles: DeviceProfiles = DeviceProfiles(), overrides: GestureSettings = GestureSettings()
    ) {
        self.scene = scene
        self.policy = policy
        self.touchpadFingers = touchpadFingers
        self.screen = screen
        self.reducesMotion = reducesMotion
        self.profiles = profiles
        self.overrides = overrides
    }

    /// The policy a scene for `device` decides with: its profile's (cancelling on reversal when
    /// the profile says so), else `policy`.
    public func policy(for device: DeviceDescription) -> any ReleasePolicy {
        settings(for: device).policy(else: policy)
    }

    /// `device`'s profile's settings (or none), with `overrides` in place of theirs.
    public func settings(for device: DeviceDescription) -> GestureSettings {
        (profiles.profile(for: device)?.settings ?? GestureSettings()).overridden(by: overrides)
    }

    /// The policy the command line names (`ReleasePolicies.policy(named:threshold:)`); 64 for an
    /// unknown name, a threshold outside 0…1, or one given to a desktop whose constants are its own
    /// (the messages call the threshold `thresholdName`: a profile's key is `threshold`).
    public static func policy(named name: String, threshold: Double?, thresholdName: String = "--threshold") throws(GlideError) -> any ReleasePolicy {
        if let threshold, !(threshold >= 0 && threshold <= 1) {
            throw GlideError(status: .usage, message: "\(thresholdName) must be in 0…1, got \(threshold)")
        }
        guard let policy = ReleasePolicies.policy(named: name, threshold: threshold) else {
            throw GlideError(status: .usage, message: "no policy named '\(name)'; the policies are \(policyNames)")
        }
        if threshold != nil, !ReleasePolicies.takingThreshold.contains(ReleasePolicies.name(of: policy)) {
            throw GlideError(status: .usage, message: "\(thresholdName) does not apply to \(name), whose constants are the desktop's; it applies to \(ReleasePolicies.takingThreshold.sorted().joined(separator: ", "))")
        }
        return policy
    }

    /// The names `policy(named:threshold:)` takes, comma-separated.
    public static let policyNames = ReleasePolicies.named.map(\.name).joined(separator: ", ") + " (uikit is projected)"

    /// The arguments `glide replay` takes for `policy`: `--policy NAME`, and `--threshold T` for
    /// the policies that take one; nil for a policy the command line cannot name (your own).
    public static func arguments(for policy: any ReleasePolicy) -> [String]? {
        let name = ReleasePolicies.name(of: policy)
        guard ReleasePolicies.policy(named: name) != nil else { return nil }
        return ["--policy", name] + (ReleasePolicies.threshold(of: policy).map { ["--threshold", "\($0)"] } ?? [])
    }

    /// Equal when every field is, policies by their descriptions.
    public static func == (a: ReplayOptions, b: ReplayOptions) -> Bool {
        a.scene == b.scene && a.policy.description == b.policy.description && a.touchpadFingers == b.touchpadFingers && a.screen == b.screen
            && a.reducesMotion == b.reducesMotion && a.profiles == b.profiles && a.overrides == b.overrides
    }
}
