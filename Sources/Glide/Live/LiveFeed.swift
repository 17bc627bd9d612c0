import Glibc
import GlideGestures
import GlideInput
import GlideRender
import GlideUI

/// Turns a `LiveSession` into `LiveMessage`s for a `LiveBroadcast`: what `glide live --serve`'s
/// page shows. One more observer of the session's events, on the session's thread.
///
/// Each progress report becomes a chart point and each outcome a record, as they happen. At the
/// end of each turn of the session's loop that read input or reported something, the window is drawn once by
/// `FrameRenderer` (as `glide replay --frames` draws it, without the caption band, whose text goes
/// with the frame) with the fingers: a key frame when a transition began, was released or ended or
/// the fingers changed in that turn (every viewer gets it), else a frame a slow viewer may skip.
/// A frame costs a tree walk and about 1–2 KB of SVG; an idle session draws nothing. A frame
/// drawn after input carries `read_ms`, when the oldest input it shows was read (ms since the
/// epoch, on `CLOCK_REALTIME`, as a browser's `performance.timeOrigin + performance.now()`), for
/// measuring the latency to the page.
public final class LiveFeed {
    private let session: LiveSession
    private let broadcast: LiveBroadcast
    private let renderer: FrameRenderer
    private var turnHadKeyEvent = true
    private var frames = 0

    /// Attaches to `session` (before it runs, on its thread), whose page is titled `title` (the
    /// scene's name): publishes the hello and the first frame now, then what the session reports.
    /// Keeps the session's own `onEvent` and `onTurnEnd`. Times are the session's clock's (0 at its first event).
    public init(session: LiveSession, title: String, broadcast: LiveBroadcast, renderer: FrameRenderer = FrameRenderer()) {
        self.session = session
        self.broadcast = broadcast
        self.renderer = renderer
        let bounds = session.target.window.bounds
        broadcast.publish(.hello(title: title, device: session.device.name, path: session.devicePath,
                                 threshold: session.target.threshold, width: bounds.width, height: bounds.height))
        publishFrame()
        let previousEvent = session.onEvent
        session.onEvent = { [unowned self] event in
            previousEvent?(event)
            take(event)
        }
        let previousTurnEnd = session.onTurnEnd
        session.onTurnEnd = { [unowned self] in
            previousTurnEnd?()
            publishFrame()
        }
    }

    /// Publishes the last frame and the end, with `reason` (`LiveSession.End`'s description); after `run` returned.
    public func finish(reason: String) {
        turnHadKeyEvent = true
        publishFrame()
        broadcast.publish(.end(reason))
    }

    private func take(_ event: SessionEvent) {
        switch event {
        case .progress(let update):
            broadcast.publish(.point(transition: update.transition, time: update.time, percent: update.percent))
        case .outcome(let outcome):
            turnHadKeyEvent = true
            broadcast.publish(.record(outcome))
        case .transition, .fingers:
            turnHadKeyEvent = true
        case .recognizer:
            break
        }
    }

    private func publishFrame() {
        let target = session.target
        let frame = FrameCapture.frame(of: target, touches: session.touches, renderer: renderer, timeOrigin: 0, caption: false)
        let window = target.window
        frames += 1
        var text = #"{"type":"frame","seq":\#(frames),"t":"# + JSONText.number(window.clock.now * 1000)
        text += #","read_ms":"# + JSONText.number(session.turnReadTime.map(Self.epochMilliseconds(ofMonotonic:)))
        text += #","key":\#(turnHadKeyEvent),"caption":"# + JSONText.string(frame.caption) + #","percent":"# + JSONText.number(frame.percent)
        var transitionNumber: Int?
        var transitionState = "idle"
        if let context = window.currentTransition, context.number > target.setupTransitionCount {
            transitionNumber = context.number
            transitionState = context.state.rawValue
        }
        text += #","transition":"# + (transitionNumber.map { String($0) } ?? "null") + #","state":"# + JSONText.string(transitionState)
        text += #","recognizers":["#
        var velocity: GestureVector?
        for (index, (label, recognizer)) in target.recognizers.enumerated() {
            text += (index == 0 ? "" : ",") + #"{"label":"# + JSONText.string(label) + #","state":"# + JSONText.string(recognizer.state.description) + "}"
            if velocity == nil, let pan = recognizer as? PanGestureRecognizer { velocity = pan.velocity }
        }
        text += "]"
        text += #","velocity":"# + (velocity.map { #"{"dx":"# + JSONText.number($0.dx) + #","dy":"# + JSONText.number($0.dy) + "}" } ?? "null")
        text += #","fingers":\#(session.touches.count),"svg":"# + JSONText.string(String(SVGText.withoutDeclaration(frame.svg))) + "}"
        broadcast.publish(LiveMessage(kind: turnHadKeyEvent ? .keyFrame : .frame, text: text))
        turnHadKeyEvent = false
    }

    /// `CLOCK_MONOTONIC` seconds as ms since the epoch on `CLOCK_REALTIME`.
    private static func epochMilliseconds(ofMonotonic time: Double) -> Double {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return (Double(now.tv_sec) + Double(now.tv_nsec) / 1e9 - (MonotonicTime.now - time)) * 1000
    }
}
