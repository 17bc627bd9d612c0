import GlideGallery
import GlideGestures
import GlideInput
import GlideUI

/// Everything that consumes a frame on the replay path after frame assembly: the `tabs` scene's
/// window on a `VirtualClock` (touch dispatch, the two pan recognizers and touch-down detectors,
/// the `PanInteractionController`s that drive the tab slide, the transition and the view tree),
/// fed as a replay feeds it. Every frame benchmark and profile measures this path.
///
/// The generated swipes alternate rightwards and leftwards, starting rightwards on the first
/// tab: the first swipe finds no previous tab, every later one slides to the other tab (50 % of
/// the width, finished at release) and its completion runs in the pause before the next swipe.
/// `handle(_:)` advances the clock to each frame's time, so animation ticks due before a frame
/// run inside it; a benchmark that times them apart calls `runAnimations(untilFrameTime:)` first.
public final class RecognizerPath {
    /// The running `tabs` scene.
    public let scene: RunningScene
    /// The clock the scene runs on.
    public let clock: VirtualClock
    /// The window's animation engine (its `frameCount` counts the ticks).
    public let engine: AnimationEngine

    /// The `tabs` scene for the benchmark clickpad (`SwipeTrace.device`) on a new virtual clock, its releases decided by `policy`.
    public init(policy: any ReleasePolicy = .standard) {
        let clock = VirtualClock()
        do {
            scene = try Scene.tabs.make(clock: clock, device: SwipeTrace.device, policy: policy)
        } catch {
            preconditionFailure("the tabs scene cannot be made for the benchmark clickpad: \(error)")
        }
        guard let engine = scene.window.animationEngine else {
            preconditionFailure("the tabs scene's window \(scene.window.name) has no animation engine")
        }
        self.clock = clock
        self.engine = engine
    }

    /// Hands one frame to the window (advancing the clock to its time first).
    @inlinable
    public func handle(_ frame: TouchFrame) {
        scene.feed(frame)
    }

    /// Runs every animation tick and deadline due by `time` (µs on the frames' clock).
    @inlinable
    public func runAnimations(untilFrameTime time: Int64) {
        clock.advance(to: scene.window.clockTime(ofFrameTime: time))
    }

    /// Runs every remaining animation to its end.
    public func settle() {
        scene.settle()
    }

    /// The animation ticks so far.
    @inlinable
    public var ticks: Int { engine.frameCount }

    /// Whether a pan is driving a transition now.
    @inlinable
    public var isDragging: Bool {
        scene.window.currentTransition?.state == .interacting
    }

    /// The transitions that finished (the tab changed).
    public var finishedTransitions: Int {
        scene.outcomes.filter { $0.decision == .finish }.count
    }

    /// Why the path did not finish `expected` tab slides, or nil when it did: the swipes must really drive transitions.
    public func problem(expectingFinishedTransitions expected: Int) -> String? {
        let outcomes = scene.outcomes
        let finished = outcomes.filter { $0.decision == .finish }.count
        guard finished != expected || outcomes.count != expected else { return nil }
        return "\(outcomes.count) transitions with \(finished) finished, not \(expected) finished: the benchmark swipes do not drive the tab slides"
    }
}
