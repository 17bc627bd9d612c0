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
/// Make it, schedule, run the session, then call `finish()`.
final class FrameCapture {
    /// One drawing, and what its caption says.
    struct Frame {
        /// The SVG document.
        var svg: String
        /// The transition's percent, nil when none was in flight.
        var percent: Double?
        /// The caption's text (also when the SVG leaves its band out).
        var caption: String
    }

    /// How one frame is written.
    private struct Look {
        /// What its ids start with (`FrameRenderer.idPrefix`).
        var idPrefix: String
        /// Whether its SVG has the caption band.
        var caption: Bool
    }

    private let session: ReplaySession
    private let renderer: FrameRenderer
    /// The captures not yet drawn, by the order they were scheduled in.
    private var pending: [Int: (time: Double, id: ClockCallbackID?, look: Look, body: (Frame) -> Void)] = [:]
    /// When the replay settles, in clock seconds.
    private let settledAt: Double
    private var scheduledCount = 0

    /// A capture of `session`'s window drawn by `renderer`, for a replay that settles at
    /// `settledAt` ms of trace time.
    init(session: ReplaySession, renderer: FrameRenderer, settledAt: Double) {
        self.session = session
        self.renderer = renderer
        self.settledAt = session.target.window.clockTime(ofFrameTime: 0) + settledAt / 1000
    }

    /// Draws the window at `milliseconds` of trace time (finite, ≥ 0), its ids starting with
    /// `idPrefix` (`FrameRenderer.idPrefix`), with the caption band under it unless `caption` is
    /// false, and hands the frame to `body`.
    func schedule(atMilliseconds milliseconds: Double, idPrefix: String = "", caption: Bool = true, _ body: @escaping (Frame) -> Void) {
        precondition(milliseconds.isFinite && milliseconds >= 0, "FrameCapture instants are finite and ≥ 0, got \(milliseconds) ms")
        let time = session.target.window.clockTime(ofFrameTime: 0) + milliseconds / 1000
        let key = scheduledCount
        scheduledCount += 1
        let look = Look(idPrefix: idPrefix, caption: caption)
        guard time <= settledAt else { return pending[key] = (time, nil, look, body) }
        let id = session.clock.schedule(at: time) { [weak self] in
            guard let self, let entry = pending.removeValue(forKey: key) else { return }
            entry.body(draw(entry.look))
        }
        pending[key] = (time, id, look, body)
    }

    /// Draws the instants the replay did not reach (after it settled), in time order, moving the clock to each.
    func finish() {
        let clock = session.clock
        let late = pending.sorted { ($0.value.time, $0.key) < ($1.value.time, $1.key) }.map(\.value)
        pending.removeAll()
        for case let id? in late.map(\.id) { clock.cancel(id) }
        for entry in late {
            clock.advance(to: max(entry.time, clock.now))
            entry.body(draw(entry.look))
        }
    }

    /// The window as it is now.
    private func draw(_ look: Look) -> Frame {
        let target = session.target
        let window = target.window
        let now = window.clock.now
        var state = "idle"
        var percent: Double?
        if let context = window.currentTransition, context.number > target.setupTransitionCount, context.state != .ended {
            state = context.state.rawValue
            percent = context.shownPercent.percent
        }
        let bounds = window.bounds
        let touches = session.driver.touches.map { touch in
            Point(x: bounds.minX + touch.normalized.x * bounds.width, y: bounds.minY + touch.normalized.y * bounds.height)
        }
        let caption = FrameCaption(time: now - window.clockTime(ofFrameTime: 0), state: state, percent: percent)
        var renderer = renderer
        renderer.idPrefix = look.idPrefix
        let svg = renderer.svg(of: window, overlay: FrameOverlay(touches: touches, caption: look.caption ? caption : nil))
        return Frame(svg: svg, percent: percent, caption: caption.description)
    }
}
