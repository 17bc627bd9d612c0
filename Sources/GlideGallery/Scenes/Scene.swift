import GlideGestures
import GlideInput
import GlideUI

/// A named, playable arrangement of one article's transition: a window with its controllers in a
/// start state, and the gestures (taps to present or push, pans to dismiss, pop or switch) bound
/// to the views they act on.
///
/// A scene is a recipe (`Scene.all`, `Scene.named(_:)`); `make` builds a fresh `RunningScene`
/// on a clock, for a screen and an input device, which a replay feeds `TouchFrame`s and a test
/// queries. The recipe holds no state, so one scene can be made any number of times, on any thread.
public struct Scene: Sendable, CustomStringConvertible {
    /// The scene's name, as the command line spells it (`aweme`, `modal-fade`, …).
    public let name: String
    /// The source article it comes from (`000` … `004`).
    public let article: String
    /// What it shows, in one sentence.
    public let summary: String
    /// Builds the start state and the bindings.
    let build: @Sendable (SceneAssembly) -> Void

    /// The screen scenes use unless told otherwise: a window's default, 390 × 844 points.
    public static let defaultScreen: Size = Window.defaultFrame.size

    /// Every scene, in the order of the articles.
    public static let all: [Scene] = [modalFade, navFade, slide, navScale, aweme, circle, tabs]

    /// The scene called `name`, or nil.
    public static func named(_ name: String) -> Scene? {
        all.first { $0.name == name }
    }

    /// The scene called `name`; throws `SceneError.unknownScene` (listing the scenes) when there is none.
    public static func require(named name: String) throws -> Scene {
        guard let scene = named(name) else { throw SceneError.unknownScene(name) }
        return scene
    }

    /// The names of every scene, for error messages and help text.
    public static var names: [String] { all.map(\.name) }

    /// Builds the scene in a new window on `clock`, for `device`'s frames.
    ///
    /// Touchpad pans take `touchpadFingers` fingers (default 2, libinput's scroll/swipe count;
    /// touchscreen pans take any number), taps one; `policy` decides every interactive release.
    /// `settings` (a device profile's) take the place of the fingers and the policy where they
    /// give them, and set the pans' trigger distance and the interactions' scrolling direction,
    /// sensitivity, rubber band and cancel-by-reversing. Throws `SceneError.notATouchSurface` when `device`
    /// reports no touch positions.
    public func make(
        clock: any AnimationClock = VirtualClock(), screen: Size = Scene.defaultScreen, device: DeviceDescription,
        policy: any ReleasePolicy = .standard, touchpadFingers: ClosedRange<Int> = 2...2, settings: GestureSettings = GestureSettings(),
        frameRate: Double = 120
    ) throws -> RunningScene {
        let touchpadFingers = settings.touchpadFingers ?? touchpadFingers
        let policy = settings.policy(else: policy)
        guard screen.width > 0, screen.height > 0, screen.width.isFinite, screen.height.isFinite else {
            throw SceneError.invalidScreen(screen)
        }
        guard (1...4).contains(touchpadFingers.lowerBound), (1...4).contains(touchpadFingers.upperBound) else {
            throw SceneError.invalidFingers(touchpadFingers)
        }
        let window = Window(frame: Rect(origin: .zero, size: screen), clock: clock, frameRate: frameRate, name: "window")
        window.makeKeyAndVisible()
        guard window.touchMapping(for: device) != nil, device.kind != .notTouch else {
            throw SceneError.notATouchSurface(device.name)
        }
        window.connectInputDevice(device)
        let assembly = SceneAssembly(window: window, device: device, policy: policy, touchpadFingers: touchpadFingers, settings: settings)
        build(assembly)
        assembly.setupTransitionCount = window.transitionLog.outcomes.count
        return RunningScene(scene: self, assembly: assembly)
    }

    /// "name (article NNN): summary".
    public var description: String { "\(name) (article \(article)): \(summary)" }
}

/// Why a scene could not be made.
public enum SceneError: Error, Equatable, CustomStringConvertible {
    /// The device is not a touchpad or touchscreen (or reports no size), so no gesture can be bound.
    case notATouchSurface(String)
    /// The screen size is not positive and finite.
    case invalidScreen(Size)
    /// The touchpad finger count is outside 1…4.
    case invalidFingers(ClosedRange<Int>)
    /// No scene has this name.
    case unknownScene(String)

    /// What went wrong and how to fix it.
    public var description: String {
        switch self {
        case .notATouchSurface(let name):
            "device '\(name)' is not a touchpad or touchscreen with known axes; record or open a touch device (ABS_MT_POSITION_X/Y)"
        case .invalidScreen(let size):
            "screen \(size.glideDescription) is not a positive, finite size in points; pass e.g. 390x844"
        case .invalidFingers(let fingers):
            "touchpad pans take 1 to 4 fingers, got \(fingers); pass --fingers 2 (the default) or 3"
        case .unknownScene(let name):
            "no scene named '\(name)'; the scenes are \(Scene.names.joined(separator: ", "))"
        }
    }
}

/// One gesture a running scene listens to: which recognizer, on which view, does what.
public struct GestureBinding: Hashable, Sendable, CustomStringConvertible {
    /// The kind of recognizer.
    public enum Gesture: Hashable, Sendable {
        /// A single tap (a click too, on a touchpad).
        case tap
        /// A pan that must begin within 45° of `direction` (a unit vector, y down).
        case pan(direction: GestureVector)
    }

    /// The recognizer.
    public var gesture: Gesture
    /// The name of the view it is attached to (views made later, like each new list, carry the same name).
    public var view: String
    /// How many fingers it takes on the scene's device.
    public var fingers: ClosedRange<Int>
    /// The kind of transition it starts.
    public var transition: TransitionKind
    /// What it does, in a few words.
    public var action: String

    /// Reads like "pan right (2 fingers) on 'window': dismiss — drag the list back into its cell".
    public var description: String {
        let gestureText: String
        switch gesture {
        case .tap: gestureText = "tap"
        case .pan(let direction):
            if abs(direction.dx) >= abs(direction.dy) {
                gestureText = direction.dx >= 0 ? "pan right" : "pan left"
            } else {
                gestureText = direction.dy >= 0 ? "pan down" : "pan up"
            }
        }
        let count = fingers.lowerBound == fingers.upperBound ? "\(fingers.lowerBound)" : "\(fingers.lowerBound)+"
        let plural = fingers == 1...1 ? "finger" : "fingers"
        return "\(gestureText) (\(count) \(plural)) on '\(view)': \(transition.rawValue) — \(action)"
    }
}
