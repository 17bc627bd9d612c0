import Glide
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

    /// The name.
    public var description: String { name }
}
