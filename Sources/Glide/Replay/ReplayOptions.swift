import Foundation
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

    /// Options with the command line's defaults: `aweme`, `threshold(0.2)`, 2 fingers, 390 × 844.
    public init(scene: String = "aweme", policy: any ReleasePolicy = .standard, touchpadFingers: Int = 2, screen: Size = Window.defaultFrame.size) {
        self.scene = scene
        self.policy = policy
        self.touchpadFingers = touchpadFingers
        self.screen = screen
    }

    /// The policy the command line names: Glide's `threshold`, `projected` (also `uikit`) and
    /// `fling` with `threshold` (nil: the rule's own default, 0.2 for `threshold` and 0.5 for the
    /// others), or a desktop's (`gnome`, `niri`, `hyprland`, `kwin`, `touchegg`), whose constants
    /// are the desktop's own (only `kwin` takes a threshold: its commit point).
    public static func policy(named name: String, threshold: Double?) throws(GlideError) -> any ReleasePolicy {
        if let threshold, !(threshold >= 0 && threshold <= 1) {
            throw GlideError(status: .usage, message: "--threshold must be in 0…1, got \(threshold)")
        }
        switch name {
        case "threshold": return CompletionPolicy.threshold(threshold ?? 0.2)
        case "projected", "uikit": return CompletionPolicy.projected(threshold: threshold ?? 0.5)
        case "fling": return CompletionPolicy.fling(threshold: threshold ?? 0.5)
        case "kwin": return KWinPolicy(commitPoint: threshold ?? 0.5)
        default:
            guard let policy = ReleasePolicies.policy(named: name) else {
                throw GlideError(status: .usage, message: "no policy named '\(name)'; the policies are \(policyNames)")
            }
            if threshold != nil {
                throw GlideError(status: .usage, message: "--threshold does not apply to \(name), whose constants are the desktop's; it applies to threshold, projected, uikit, fling and kwin")
            }
            return policy
        }
    }

    /// The names `policy(named:threshold:)` takes, comma-separated.
    public static let policyNames = "threshold, projected, fling, " + ReleasePolicies.named.map(\.name).filter { !["threshold", "fling"].contains($0) }.joined(separator: ", ")

    /// The arguments `glide replay` takes for `policy`: `--policy NAME`, and `--threshold T` for
    /// the policies that take one; nil for a policy the command line cannot name (your own).
    public static func arguments(for policy: any ReleasePolicy) -> [String]? {
        if let glide = policy as? CompletionPolicy {
            let rule = switch glide.rule {
            case .threshold: "threshold"
            case .projected: "projected"
            case .fling: "fling"
            }
            return ["--policy", rule, "--threshold", "\(glide.threshold)"]
        }
        if let kwin = policy as? KWinPolicy { return ["--policy", "kwin", "--threshold", "\(kwin.commitPoint)"] }
        return ReleasePolicies.policy(named: policy.description) != nil ? ["--policy", policy.description] : nil
    }

    /// Equal when every field is, policies by their descriptions.
    public static func == (a: ReplayOptions, b: ReplayOptions) -> Bool {
        a.scene == b.scene && a.policy.description == b.policy.description && a.touchpadFingers == b.touchpadFingers && a.screen == b.screen
    }
}
