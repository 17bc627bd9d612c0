import ArgumentParser
import Glide
import GlideProfiles
import GlideGallery

/// The scene and the fingers a touchpad pan takes: what `glide replay`, `glide live` and `glide compare` share.
///
/// Numbers are parsed `.unconditional`ly, as every numeric option of glide is, so that a negative
/// one (`--fingers -1`) reaches the range check instead of being taken for an option name.
public struct SceneChoice: ParsableArguments {
    /// The defaults (ArgumentParser fills in what the command line gives).
    public init() {}

    @Option(help: ArgumentHelp("The scene: \(Scene.names.joined(separator: ", ")).", valueName: "name"))
    public var scene = "aweme"

    @Option(parsing: .unconditional, help: ArgumentHelp("Fingers a touchpad pan takes, 1…4 (default 2; given, it wins over a profile's).", valueName: "n"))
    public var fingers: Int?

    @Option(help: ArgumentHelp(
        "Per-device gesture settings: a YAML file keyed by device name or \"vendor:product\" (\(DeviceProfiles.settingNames.joined(separator: ", "))).",
        valueName: "file"))
    public var profile: String?

    @Flag(help: "Reduce motion: every release decides as it would, and the rest completes at once (records say reduced_motion).")
    public var reduceMotion = false

    public func validate() throws {
        if let fingers, !(1...4).contains(fingers) { throw ValidationError("--fingers must be 1 to 4, got \(fingers)") }
        guard Scene.named(scene) != nil else {
            throw ValidationError("no scene named '\(scene)'; the scenes are \(Scene.names.joined(separator: ", "))")
        }
    }

    /// The session options of this scene, with the profiles of `--profile`; the fingers and a
    /// `policy` given win over theirs.
    public func replayOptions(policy: (any ReleasePolicy)? = nil) throws(GlideError) -> ReplayOptions {
        let profiles = try profile.map { path throws(GlideError) in try DeviceProfiles.load(path: path) } ?? DeviceProfiles()
        return ReplayOptions(
            scene: scene, policy: policy ?? .standard, touchpadFingers: fingers ?? 2, reducesMotion: reduceMotion, profiles: profiles,
            overrides: GestureSettings(touchpadFingers: fingers.map { $0...$0 }, policy: policy))
    }
}

/// The options `glide replay` and `glide live` share: the scene and fingers, and how a release decides.
public struct SceneOptions: ParsableArguments {
    /// The defaults (ArgumentParser fills in what the command line gives).
    public init() {}

    @OptionGroup public var choice: SceneChoice

    @Option(help: ArgumentHelp(
        "How a release decides: Glide's threshold, projected (uikit) or fling, or a desktop's: gnome, niri, hyprland, kwin, touchegg (default threshold; given, it wins over a profile's).",
        valueName: "rule"))
    public var policy: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The policy's threshold, 0…1 (default 0.2 for threshold, 0.5 for projected, fling and kwin's commit point; the other desktops' constants are their own).", valueName: "p"))
    public var threshold: Double?

    /// The session options these name; a policy name or threshold that does not parse is a usage error.
    public func replayOptions() throws(GlideError) -> ReplayOptions {
        let given = policy != nil || threshold != nil
        return try choice.replayOptions(policy: given ? try ReplayOptions.policy(named: policy ?? "threshold", threshold: threshold) : nil)
    }
}
