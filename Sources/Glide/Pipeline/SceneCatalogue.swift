import GlideInput
import GlideUI

/// Where the scene names of `ReplayOptions` come from: Glide's pipelines know no scene of their
/// own; the command layer hands them the gallery's (`GalleryScenes`, in GlideGallery), and an app
/// may hand its own windows under names.
public protocol SceneCatalogue: Sendable {
    /// The names, in order, for messages.
    var sceneNames: [String] { get }
    /// The target of the scene `options.scene`, built for `device` on `clock` with `options`'
    /// policy, fingers, screen and `options.settings(for: device)` (the device's profile, with
    /// the command line's overrides: a catalogue that leaves them out ignores `--profile`);
    /// throws what is wrong with the request.
    func makeTarget(options: ReplayOptions, device: DeviceDescription, clock: VirtualClock) throws(SceneRequestError) -> SessionTarget
}

/// Why a catalogue could not make the scene asked for.
public enum SceneRequestError: Error, Sendable {
    /// No scene has that name (the message lists those there are).
    case unknown(String)
    /// The options do not fit the scene (a screen or finger count out of range).
    case invalidOptions(String)
    /// The device has no touch surface the scene can take.
    case notATouchSurface(String)
}

extension SceneCatalogue {
    /// `makeTarget` with its errors as `GlideError`s: 64 for an unknown scene or bad options, `deviceStatus` for the device, named by `subject`.
    func target(
        options: ReplayOptions, device: DeviceDescription, clock: VirtualClock, subject: String, deviceStatus: GlideError.Status
    ) throws(GlideError) -> SessionTarget {
        do {
            let target = try makeTarget(options: options, device: device, clock: clock)
            target.window.reducesMotion = options.reducesMotion
            return target
        } catch {
            switch error {
            case .unknown(let message), .invalidOptions(let message): throw GlideError(status: .usage, message: message)
            case .notATouchSurface(let message): throw GlideError(status: deviceStatus, message: "\(subject): \(message)")
            }
        }
    }
}
