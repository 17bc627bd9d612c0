import Glide
import GlideGallery
import GlideInput
import GlideUI

/// Something to fuzz: a named way to make a fresh world for a device, and the `glide replay`
/// arguments that reproduce a replay in the same world.
public struct FuzzTarget: Sendable, CustomStringConvertible {
    /// A short name, e.g. `aweme threshold(0.2)` or `my sheet`.
    public var name: String
    /// The `glide replay` arguments (after the trace) that replay in the same world, e.g.
    /// `["--scene", "aweme", "--policy", "threshold", "--threshold", "0.2"]`; empty for a user's own world.
    public var replayArguments: [String]
    /// Makes a fresh world for a device.
    public var makeWorld: @Sendable (DeviceDescription) throws -> ReplayWorld

    /// A target called `name` whose worlds come from `makeWorld`.
    public init(name: String, replayArguments: [String] = [], makeWorld: @escaping @Sendable (DeviceDescription) throws -> ReplayWorld) {
        self.name = name
        self.replayArguments = replayArguments
        self.makeWorld = makeWorld
    }

    /// A gallery scene with `policy`, touchpad pans taking `touchpadFingers` fingers.
    public static func scene(_ scene: Scene, policy: CompletionPolicy = .standard, touchpadFingers: Int = 2) -> FuzzTarget {
        let policyArguments: [String] = switch policy.rule {
        case .threshold: ["--policy", "threshold", "--threshold", "\(policy.threshold)"]
        case .projected: ["--policy", "projected", "--threshold", "\(policy.threshold)"]
        case .fling: ["--policy", "fling", "--threshold", "\(policy.threshold)"]
        }
        return FuzzTarget(
            name: "\(scene.name) \(policy)",
            replayArguments: ["--scene", scene.name] + policyArguments + ["--fingers", "\(touchpadFingers)"]
        ) { device throws(GlideTestingError) in
            try ReplayWorld(scene: scene, device: device, policy: policy, touchpadFingers: touchpadFingers...touchpadFingers)
        }
    }

    /// Every gallery scene with each policy `glide replay` offers at its default settings.
    public static func allScenes(touchpadFingers: Int = 2) -> [FuzzTarget] {
        Scene.all.flatMap { scene in
            [CompletionPolicy.standard, .projected(), .fling()].map { FuzzTarget.scene(scene, policy: $0, touchpadFingers: touchpadFingers) }
        }
    }

    /// The name.
    public var description: String { name }
}
