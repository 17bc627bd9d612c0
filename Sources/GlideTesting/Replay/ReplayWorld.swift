import Glide
import GlideInput
import GlideUI

/// What a trace is replayed against: a window on a `VirtualClock` with its controllers, and the
/// interaction controllers whose pans coverage watches.
///
/// Make one from your own window (your controllers already in their start state, your
/// interaction controllers attached), or from a gallery scene (`ReplayWorld(scene:device:)`, in GlideGallery). A world is replayed once: make a
/// fresh one per replay (the fuzzer and the determinism check take a factory for that). The
/// transitions the window already ran when the world was made are the start state, and their
/// records are left out of every run. Confined to the thread that made it.
public final class ReplayWorld {
    /// The window the frames go to.
    public let window: Window
    /// Interaction controllers whose pans' state changes coverage counts (the releases carry their own policies).
    public let interactions: [PanInteractionController]
    /// How many transitions the window ran before the replay (their records are left out).
    public let setupTransitionCount: Int
    /// The diagnostics this world produces on purpose (an article's flaw it keeps, a bug a test
    /// plants): the standard invariants let these through and fail on any other (see
    /// `Invariant.expectedDiagnosticsOnly`); none by default, and no gallery scene needs one.
    public var expectedDiagnostics: Set<TransitionDiagnostic> = []
    private let retained: [AnyObject]
    private var hasReplayed = false

    /// A world of `window` and its `interactions`, keeping `retaining` (delegates the window only holds weakly) alive.
    public init(window: Window, interactions: [PanInteractionController] = [], retaining: [AnyObject] = []) {
        self.window = window
        self.interactions = interactions
        self.retained = retaining
        setupTransitionCount = window.currentTransition?.number ?? window.transitionLog.outcomes.count
    }

    /// Replays `script`'s trace in this world (see `replay(_:settleLimit:countsCoverage:observers:)`).
    public func replay(
        _ script: GestureScript, settleLimit: Double = InputDriver.settleLimit, countsCoverage: Bool = false,
        observers: [any ReplayObserver] = []
    ) throws(GlideTestingError) -> ReplayRun {
        try replay(script.trace, settleLimit: settleLimit, countsCoverage: countsCoverage, observers: observers)
    }

    /// Replays `trace`: connects its device, feeds every frame at its time on the virtual clock,
    /// reports a device loss when the trace ends with contacts down, and runs the clock until
    /// nothing is left (at most `settleLimit` seconds); returns what happened, with what it
    /// reached in `coverage` when `countsCoverage`. The replay is `ReplaySession`'s, the run loop
    /// every front end shares; `observers` watch it too (after the invariants' own watcher).
    public func replay(
        _ trace: GestureTrace, settleLimit: Double = InputDriver.settleLimit, countsCoverage: Bool = false,
        observers: [any ReplayObserver] = []
    ) throws(GlideTestingError) -> ReplayRun {
        guard !window.clock.followsRealTime else { throw GlideTestingError.notVirtualClock(window.name) }
        precondition(!hasReplayed, "ReplayWorld.replay called twice on window '\(window.name)'; make a fresh world for each replay")
        hasReplayed = true
        return try TraceReplayer(world: self).run(trace, settleLimit: settleLimit, countsCoverage: countsCoverage, observers: observers)
    }
}

/// Why GlideTesting could not replay or fuzz: what went wrong and how to fix it.
public enum GlideTestingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The window runs on a clock other than `VirtualClock`, so a replay cannot control time.
    case notVirtualClock(String)
    /// The world could not be made (a scene refused the device, a factory threw).
    case worldFailed(String)
    /// A failing case's trace or note could not be written.
    case cannotWrite(String)

    /// The message.
    public var description: String {
        switch self {
        case .notVirtualClock(let name):
            "window '\(name)' does not run on a VirtualClock; make it with Window(frame:clock: VirtualClock()) so replays control time"
        case .worldFailed(let reason):
            "cannot make the world to replay in: \(reason)"
        case .cannotWrite(let reason):
            reason
        }
    }
}
