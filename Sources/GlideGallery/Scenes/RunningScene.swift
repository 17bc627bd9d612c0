import GlideGestures
import GlideInput
import GlideUI

/// A scene made by `Scene.make`: its window (controllers in their start state, on the clock),
/// the bindings of its gestures and its interaction controllers, ready for frames.
///
/// A replay hands every frame to `feed(_:)` (the window advances a `VirtualClock` to each
/// frame's time and dispatches it), reports a device loss with `deviceLost()`, then calls
/// `settle()` so the last animations end; `outcomes` are then the records of the transitions the
/// frames caused (the start state's own transitions are left out). Confined to one thread.
public final class RunningScene {
    /// The recipe it was made from.
    public let scene: Scene
    /// The window, with the scene's controllers.
    public let window: Window
    /// The device whose frames it takes.
    public let device: DeviceDescription
    /// The policy every interactive release is decided by.
    public let policy: any ReleasePolicy
    /// The gestures it listens to.
    public let bindings: [GestureBinding]
    /// Its interaction controllers (one per pan binding; the Aweme drag is an `AwemeDragInteraction`).
    public let interactions: [PanInteractionController]
    /// How many transitions the start state ran (their records come first in the window's log).
    public let setupTransitionCount: Int
    private let retained: [AnyObject]

    init(scene: Scene, assembly: SceneAssembly) {
        self.scene = scene
        self.window = assembly.window
        self.device = assembly.device
        self.policy = assembly.policy
        self.bindings = assembly.bindings
        self.interactions = assembly.interactions
        self.setupTransitionCount = assembly.setupTransitionCount
        self.retained = assembly.retained
    }

    /// The scene's name.
    public var name: String { scene.name }

    /// The clock the window runs on.
    public var clock: any AnimationClock { window.clock }

    /// Delivers one frame of the device to the window.
    public func feed(_ frame: TouchFrame) {
        window.handle(frame)
    }

    /// The device went away: a gesture in progress is cancelled (`device-lost`).
    public func deviceLost() {
        window.inputDeviceLost()
    }

    /// Runs every pending animation and deadline (up to `limit` seconds, in real time on a clock
    /// that follows it); returns whether everything ended.
    @discardableResult
    public func settle(limit: Double = 60) -> Bool {
        clock.runUntilIdle(limit: limit)
    }

    /// The records of the transitions since the start state, in order.
    public var outcomes: [TransitionOutcome] {
        window.transitionLog.outcomes.filter { $0.transition > setupTransitionCount }
    }

    /// The records since the start state as JSON lines, each followed by a newline.
    public var jsonLines: String {
        outcomes.jsonLines
    }

    /// The name of the controller on screen.
    public var visibleControllerName: String? { window.visibleViewController?.name }

    /// Whether a transition is in flight.
    public var isTransitionInFlight: Bool { window.currentTransition?.isInFlight ?? false }

    /// The digest of the window's tree (model values).
    public var treeDigest: TreeDigest { window.treeDigest }

    /// The first view named `name` in the window's tree.
    public func view(named name: String) -> View? {
        window.subtree.first { $0.name == name }
    }
}
