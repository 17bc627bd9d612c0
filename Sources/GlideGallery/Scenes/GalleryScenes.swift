import Glide
import GlideInput
import GlideTesting
import GlideUI

/// The gallery's scenes by name, for the pipelines that know none of their own: `glide replay`,
/// `live` and `demo` replay traces through them (`ReplaySession(tracePath:options:scenes: .gallery)`).
public struct GalleryScenes: SceneCatalogue {
    /// The catalogue of `Scene.all`.
    public init() {}

    /// `Scene.names`.
    public var sceneNames: [String] { Scene.names }

    /// The running scene `options.scene` names, as a session target, with `device`'s profile of `options.profiles`.
    public func makeTarget(options: ReplayOptions, device: DeviceDescription, clock: VirtualClock) throws(SceneRequestError) -> SessionTarget {
        do {
            let running = try Scene.require(named: options.scene).make(
                clock: clock, screen: options.screen, device: device, policy: options.policy,
                touchpadFingers: options.touchpadFingers...options.touchpadFingers,
                settings: options.settings(for: device))
            return SessionTarget(scene: running)
        } catch let error as SceneError {
            switch error {
            case .unknownScene: throw .unknown(error.description)
            case .notATouchSurface: throw .notATouchSurface(error.description)
            case .invalidScreen, .invalidFingers: throw .invalidOptions(error.description)
            }
        } catch {
            throw .invalidOptions("\(error)")
        }
    }
}

extension SceneCatalogue where Self == GalleryScenes {
    /// The gallery's scenes.
    public static var gallery: GalleryScenes { GalleryScenes() }
}

extension SessionTarget {
    /// A running scene: its window, its interactions' pans (labelled `pan`, `pan 2`, …), its policy's threshold and its gestures.
    public convenience init(scene: RunningScene) {
        self.init(
            window: scene.window,
            recognizers: scene.interactions.enumerated().map { index, interaction in
                (label: index == 0 ? "pan" : "pan \(index + 1)", recognizer: interaction.pan as any GestureRecognizer)
            },
            threshold: scene.policy.restingThreshold(containerLength: scene.window.bounds.width, pointsPerMillimetre: nil) ?? 1, setupTransitionCount: scene.setupTransitionCount,
            gestureSummary: scene.bindings.map(\.description).joined(separator: "; "), retaining: [scene])
    }
}

extension ReplayWorld {
    /// A world of a gallery scene made for `device`.
    public convenience init(
        scene: Scene, device: DeviceDescription, policy: any ReleasePolicy = .standard, touchpadFingers: ClosedRange<Int> = 2...2
    ) throws(GlideTestingError) {
        let running: RunningScene
        do {
            running = try scene.make(device: device, policy: policy, touchpadFingers: touchpadFingers)
        } catch {
            throw GlideTestingError.worldFailed("scene \(scene.name) cannot be made for \(device.name): \(error)")
        }
        self.init(running: running)
    }

    /// A world of a scene already made (its clock must be a `VirtualClock`).
    public convenience init(running: RunningScene) {
        self.init(window: running.window, interactions: running.interactions, retaining: [running])
    }
}

extension FuzzTarget {
    /// A gallery scene with `policy`, touchpad pans taking `touchpadFingers` fingers.
    public static func scene(_ scene: Scene, policy: any ReleasePolicy = .standard, touchpadFingers: Int = 2) -> FuzzTarget {
        FuzzTarget(
            name: "\(scene.name) \(policy)",
            replayArguments: ["--scene", scene.name] + (ReplayOptions.arguments(for: policy) ?? []) + ["--fingers", "\(touchpadFingers)"]
        ) { device throws(GlideTestingError) in
            try ReplayWorld(scene: scene, device: device, policy: policy, touchpadFingers: touchpadFingers...touchpadFingers)
        }
    }

    /// Every gallery scene with each policy `glide replay` offers at its default settings.
    public static func allScenes(touchpadFingers: Int = 2) -> [FuzzTarget] {
        Scene.all.flatMap { scene in scenePolicies(scene, touchpadFingers: touchpadFingers) }
    }

    /// What `glide fuzz --scene` fuzzes: the scene named `name` under each policy, or every scene
    /// when nil; 64 for a name no scene has.
    public static func scenes(named name: String?) throws(GlideError) -> [FuzzTarget] {
        guard let name else { return allScenes() }
        guard let scene = Scene.named(name) else {
            throw GlideError(status: .usage, message: "no scene named '\(name)'; the scenes are \(Scene.names.joined(separator: ", "))")
        }
        return scenePolicies(scene, touchpadFingers: 2)
    }

    private static func scenePolicies(_ scene: Scene, touchpadFingers: Int) -> [FuzzTarget] {
        [CompletionPolicy.standard, .projected(), .fling()].map { FuzzTarget.scene(scene, policy: $0, touchpadFingers: touchpadFingers) }
    }
}

extension ReplaySession {
    /// Opens the trace and builds the gallery scene `options` names for its device (see `init(tracePath:descriptionPath:options:scenes:)`).
    public convenience init(tracePath: String, descriptionPath: String? = nil, options: ReplayOptions = ReplayOptions()) throws(GlideError) {
        try self.init(tracePath: tracePath, descriptionPath: descriptionPath, options: options, scenes: .gallery)
    }

    /// Replays events from `reader` through the gallery scene `options` names (see `init(reader:tracePath:options:scenes:)`).
    public convenience init(reader: any TraceReader, tracePath: String, options: ReplayOptions = ReplayOptions()) throws(GlideError) {
        try self.init(reader: reader, tracePath: tracePath, options: options, scenes: .gallery)
    }
}

extension LiveSession {
    /// A live session of the gallery scene `options` names (see `init(device:options:scenes:recording:recordingOptions:latency:)`).
    public convenience init(
        device path: String? = nil, options: ReplayOptions = ReplayOptions(), recording: String? = nil,
        recordingOptions: EvemuWriterOptions = .liveRecording(), latency: Latency = .exact
    ) throws(GlideError) {
        try self.init(device: path, options: options, scenes: .gallery, recording: recording, recordingOptions: recordingOptions, latency: latency)
    }
}
