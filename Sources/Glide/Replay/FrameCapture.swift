import GlideInput
import GlideRender
import GlideUI

/// Draws a replay's window at chosen instants of its trace, as `FrameRenderer` SVG documents.
///
/// Each instant is a callback scheduled on the replay's `VirtualClock` before it runs, so the
/// window is drawn with its presentation values at exactly that time, whatever the frames and
/// animation ticks around it. Input at exactly an instant is handled after the drawing (a frame
/// at 120 ms shows the window as the events before 120 ms left it, animations run up to 120 ms).
/// Instants after the replay settles (known from an earlier replay of the same trace) are not put
/// on the clock, which would keep it from going idle, and are drawn at rest by `finish()`. The fingers
/// are drawn where they are on the surface, scaled onto the window (a touchscreen's exact place;
/// a touchpad's position on the pad, as if the pad covered the screen). The caption gives the
/// time, the current transition's state and its percent, or `idle`.
///
/// Make it, schedule, add it to the session's observers (it puts the instants on the clock when
/// the replay starts), run the session, then call `finish()`. `glide replay --frames`, the
/// filmstrip, the HTML player and the snapshots' `.frame(at:trace:)` all draw through it.
package final class FrameCapture: ReplayObserver {
    /// One drawing, and what its caption says.
    package struct Frame {
        /// The SVG document.
        package var svg: String
        /// The transition's percent, nil when none was in flight.
        package var percent: Double?
        /// The caption's text (also when the SVG leaves its band out).
        package var caption: String
    }

    /// How one frame is written.
    private struct Look {
        /// What its ids start with (`FrameRenderer.idPrefix`).
        var idPrefix: String
        /// Whether its SVG has the caption band.
        var caption: Bool
        /// Whether it draws the fingers.
        var fingers: Bool
        /// Whether the percent of a transition that presents none (an animation no interactor
        /// tracks) is estimated from its elapsed time, or left out.
        var estimatesPercent: Bool
    }

    /// One instant asked for: when (ms of trace time), how it looks, who gets it, and its clock callback once scheduled.
    private struct Instant {
        var milliseconds: Double
        var look: Look
        var body: (Frame) -> Void
        var id: ClockCallbackID?
    }

    private let renderer: FrameRenderer
    /// The session being replayed, from `replayWillStart` until `finish()` (the session drops its
    /// observers when its run ends, so the two do not keep each other).
    private var session: ReplaySession?
    /// The captures not yet drawn, by the order they were scheduled in.
    private var pending: [Int: Instant] = [:]
    /// When the replay settles, in ms of trace time (nil: not known, every instant goes on the clock).
    private let settledAt: Double?
    private var scheduledCount = 0

    /// A capture drawn by `renderer`, for a replay that settles at `settledAt` ms of trace time
    /// (nil when not known: the clock then runs on to the last instant before it goes idle).
    package init(renderer: FrameRenderer, settledAt: Double?) {
        self.renderer = renderer
        self.settledAt = settledAt
    }

    /// Draws the window at `milliseconds` of trace time (finite, ≥ 0), its ids starting with
    /// `idPrefix` (`FrameRenderer.idPrefix`), with the caption band under it unless `caption` is
    /// false, with the fingers unless `fingers` is false, and hands the frame to `body`. Schedule
    /// before the replay starts.
    package func schedule(
        atMilliseconds milliseconds: Double, idPrefix: String = "", caption: Bool = true, fingers: Bool = true, estimatesPercent: Bool = true,
        _ body: @escaping (Frame) -> Void
    ) {
        precondition(milliseconds.isFinite && milliseconds >= 0, "FrameCapture instants are finite and ≥ 0, got \(milliseconds) ms")
        precondition(session == nil, "FrameCapture instants are scheduled before the replay starts")
        let look = Look(idPrefix: idPrefix, caption: caption, fingers: fingers, estimatesPercent: estimatesPercent)
        pending[scheduledCount] = Instant(milliseconds: milliseconds, look: look, body: body)
        scheduledCount += 1
    }

    /// Puts the instants the replay reaches on its clock.
    package func replayWillStart(_ session: ReplaySession) {
        self.session = session
        let origin = session.target.window.clockTime(ofFrameTime: 0)
        for (key, instant) in pending where instant.milliseconds <= settledAt ?? .infinity {
            pending[key]?.id = session.clock.schedule(at: origin + instant.milliseconds / 1000) { [weak self] in
                guard let self, let entry = pending.removeValue(forKey: key) else { return }
                entry.body(draw(entry.look))
            }
        }
    }

    /// Draws the instants the replay did not reach (after it settled), in time order, moving the clock to each.
    package func finish() {
        guard let session else { return }
        let clock = session.clock
        let origin = session.target.window.clockTime(ofFrameTime: 0)
        let late = pending.sorted { ($0.value.milliseconds, $0.key) < ($1.value.milliseconds, $1.key) }.map(\.value)
        pending.removeAll()
        for case let id? in late.map(\.id) { clock.cancel(id) }
        for entry in late {
            clock.advance(to: max(origin + entry.milliseconds / 1000, clock.now))
            entry.body(draw(entry.look))
        }
        self.session = nil
    }

    /// The window as it is now.
    private func draw(_ look: Look) -> Frame {
        guard let session else { preconditionFailure("FrameCapture draws only during or after a replay") }
        let target = session.target
        return Self.frame(of: target, touches: look.fingers ? session.driver.touches : [], renderer: renderer,
                          timeOrigin: target.window.clockTime(ofFrameTime: 0), idPrefix: look.idPrefix, caption: look.caption, estimatesPercent: look.estimatesPercent)
    }

    /// `target`'s window as it is now, with `touches` drawn where they are on the surface (scaled
    /// onto the window), the caption's time counted from the clock's `timeOrigin` (seconds), ids starting with `idPrefix`, the caption band unless `caption` is false,
    /// and the percent of an animation no interactor tracks estimated when `estimatesPercent`
    /// (`glide live --serve` draws its frames through it too).
    package static func frame(
        of target: SessionTarget, touches: [Touch], renderer: FrameRenderer, timeOrigin: Double, idPrefix: String = "", caption: Bool = true, estimatesPercent: Bool = true
    ) -> Frame {
        let window = target.window
        let now = window.clock.now
        var state = "idle"
        var percent: Double?
        if let context = window.currentTransition, context.number > target.setupTransitionCount, context.state != .ended {
            state = context.state.rawValue
            let shown = context.shownPercent
            percent = shown.isPresented || estimatesPercent ? shown.percent : nil
        }
        let bounds = window.bounds
        let points = touches.map { touch in
            Point(x: bounds.minX + touch.normalized.x * bounds.width, y: bounds.minY + touch.normalized.y * bounds.height)
        }
        let frameCaption = FrameCaption(time: now - timeOrigin, state: state, percent: percent)
        var renderer = renderer
        renderer.idPrefix = idPrefix
        let svg = renderer.svg(of: window, overlay: FrameOverlay(touches: points, caption: caption ? frameCaption : nil))
        return Frame(svg: svg, percent: percent, caption: frameCaption.description)
    }
}
