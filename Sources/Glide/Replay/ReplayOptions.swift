import Foundation
import GlideUI

/// How `ReplaySession` builds a named scene of a `SceneCatalogue`: which scene, the completion
/// policy, the touchpad's finger count and the screen.
public struct ReplayOptions: Sendable, Equatable {
    /// The scene's name in the catalogue; `aweme` (the gallery's first) by default.
    public var scene: String
    /// Decides every interactive release.
    public var policy: CompletionPolicy
    /// Fingers a touchpad pan takes (touchscreen pans take any number).
    public var touchpadFingers: Int
    /// The screen, in points.
    public var screen: Size

    /// Options with the command line's defaults: `aweme`, `threshold(0.2)`, 2 fingers, 390 × 844.
    public init(scene: String = "aweme", policy: CompletionPolicy = .standard, touchpadFingers: Int = 2, screen: Size = Window.defaultFrame.size) {
        self.scene = scene
        self.policy = policy
        self.touchpadFingers = touchpadFingers
        self.screen = screen
    }

    /// The policy the command line names (`threshold`, `projected`, `fling`) with `threshold`
    /// (nil: the rule's own default, 0.2 for `threshold` and 0.5 for the others).
    public static func policy(named name: String, threshold: Double?) throws(GlideError) -> CompletionPolicy {
        if let threshold, !(threshold >= 0 && threshold <= 1) {
            throw GlideError(status: .usage, message: "--threshold must be in 0…1, got \(threshold)")
        }
        switch name {
        case "threshold": return .threshold(threshold ?? 0.2)
        case "projected": return .projected(threshold: threshold ?? 0.5)
        case "fling": return .fling(threshold: threshold ?? 0.5)
        default:
            throw GlideError(status: .usage, message: "no policy named '\(name)'; the policies are threshold, projected, fling")
        }
    }
}
