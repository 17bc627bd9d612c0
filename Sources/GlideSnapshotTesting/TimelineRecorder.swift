import Glide
import GlideInput
import GlideRender
import GlideTesting
import GlideUI

/// Replays a trace in a world while sampling its window: the timeline (before the first frame,
/// after every frame, at every animation tick, once settled) and, at chosen instants, frames
/// drawn by a `FrameRenderer` through Glide's `FrameCapture` (no fingers; a percent only where
/// the transition presents one). Instants the replay does not reach (after it settled) are drawn
/// once it has, the clock moved to each.
struct TimelineRecorder {
    let world: ReplayWorld
    var sampling = true
    var renderer = FrameRenderer()

    /// What the replay gave.
    struct Result {
        var timeline: ReplayTimeline
        /// The SVG of each instant asked for, in the order asked.
        var frames: [String]
        var run: ReplayRun
    }

    /// Replays `trace` (see `ReplayWorld.replay`), drawing the window at `instants` (ms of trace
    /// time: trace time 0 is the clock's now when the replay starts, as every replay has it).
    func record(_ trace: GestureTrace, framesAt instants: [Double] = []) throws(GlideTestingError) -> Result {
        let window = world.window
        let clock = window.clock
        let start = clock.now
        var samples: [ReplayTimeline.Sample] = []
        var frames = [String?](repeating: nil, count: instants.count)
        func milliseconds() -> Double { (clock.now - start) * 1000 }
        /// The transition the replay began that is in flight now, nil when idle.
        func moment() -> ReplayTimeline.Moment? {
            guard let context = window.currentTransition, context.number > world.setupTransitionCount, context.state != .ended else { return nil }
            let shown = context.shownPercent
            return ReplayTimeline.Moment(transition: context.number, state: context.state.rawValue, percent: shown.isPresented ? shown.percent : nil)
        }
        func sample(_ cause: ReplayTimeline.Cause) {
            samples.append(ReplayTimeline.Sample(time: milliseconds(), cause: cause, moment: moment(), tree: PresentedTree(of: window)))
        }
        let capture = FrameCapture(renderer: renderer, settledAt: nil)
        for (index, instant) in instants.enumerated() {
            capture.schedule(atMilliseconds: instant, fingers: false, estimatesPercent: false) { frames[index] = $0.svg }
        }
        var observer: FrameObserverID?
        var observers: [any ReplayObserver] = [capture]
        if sampling {
            sample(.start)
            observer = window.engine?.addFrameObserver { _ in sample(.tick) }
            observers.append(AfterEachFrame { sample(.frame) })
        }
        let run = try world.replay(trace, observers: observers)
        if let observer { window.engine?.removeFrameObserver(observer) }
        if sampling { sample(.end) }
        capture.finish()
        let records = run.outcomes.map { outcome in
            ReplayTimeline.Record(
                transition: outcome.transition, kind: outcome.kind.rawValue, decision: outcome.decision.rawValue,
                reason: outcome.reason.rawValue, end: outcome.endMilliseconds - start * 1000, release: outcome.percentAtRelease)
        }
        let screen = window.bounds.size
        return Result(timeline: ReplayTimeline(screen: screen, samples: samples, records: records), frames: frames.map { $0 ?? "" }, run: run)
    }
}

/// Calls `body` after each frame of a replay (the timeline's `.frame` samples).
private final class AfterEachFrame: ReplayObserver {
    let body: () -> Void

    init(_ body: @escaping () -> Void) {
        self.body = body
    }

    func replay(_ session: ReplaySession, didHandleFrameAt time: Int64) {
        body()
    }
}

extension ReplayWorld {
    /// Replays `script` (once, as `replay(_:)` does) and returns its timeline: what
    /// `.timeline(trace:)` pins, for a test that looks at the motion itself (e.g. the instant a
    /// transition first shows 50 %, to pin a frame there).
    public func timeline(replaying script: GestureScript) throws(GlideTestingError) -> ReplayTimeline {
        try timeline(replaying: script.trace)
    }

    /// Replays `trace` (once) and returns its timeline, its times on the trace's clock.
    public func timeline(replaying trace: GestureTrace) throws(GlideTestingError) -> ReplayTimeline {
        try TimelineRecorder(world: self).record(trace).timeline
    }
}
