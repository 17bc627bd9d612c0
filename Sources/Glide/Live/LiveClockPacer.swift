import GlideUI

/// Moves a live session's `VirtualClock` with real time, so that the clock reads the input's time.
///
/// The window's clock is 0 at the session's first event and follows the event timestamps from
/// there (`Window.inputClockOffset` = −first event time), exactly as a replay of a recording
/// of the session does; so records of start and release, taken while a frame is handled, are
/// the frames' own times, and completions end at the deadlines their animations scheduled,
/// unaffected by how late the thread wakes. Between events, `CLOCK_MONOTONIC` paces it: the
/// clock's estimate of now is the last event's time plus the real time since it arrived, less
/// `lag` (the session's `LiveSession.Latency`), and the clock is advanced to each callback's
/// deadline once that estimate reaches it.
/// Before the first event the clock stands still.
///
/// Counting from the last event, not the first, follows a source whose delivery drifts from
/// its timestamps (a mocked node replaying slower than recorded, a device clock that is not
/// `CLOCK_MONOTONIC`): a recognizer's deadline, 100 ms of input time after a frame, never fires
/// before a frame stamped earlier has had time to arrive. The lag keeps the clock behind the
/// events still on their way: an event is stamped before it can be read, and one stamped
/// before a deadline the clock already passed would be handled late (at the clock's now) and
/// its record would differ from the replay's. Frames themselves are not delayed (handling one
/// moves the clock to its time at once), only clock-driven animation steps, by `lag`. With no
/// lag (`.low`), steps run as soon as they are due, and an event still on its way when a
/// deadline passes is handled after it: records can then differ from a replay's by a frame.
struct LiveClockPacer {
    /// The window's clock.
    let clock: VirtualClock
    /// How far the clock stays behind real time between events, in seconds.
    let lag: Double
    /// The monotonic time (seconds) at which the clock would have read 0, from the last
    /// event's arrival; nil before the first event.
    private(set) var anchor: Double?

    /// A pacer for `clock` keeping `latency`'s lag, waiting for the first event.
    init(clock: VirtualClock, latency: LiveSession.Latency) {
        self.clock = clock
        self.lag = latency.lag
    }

    /// Takes in an event (time `eventTime`, µs) that arrived now: the first puts `window`'s
    /// input on the clock (at the clock's now), every one re-anchors the pace.
    mutating func noteEvent(time eventTime: Int64, window: Window) {
        if anchor == nil { window.alignInputClock(toFrameTime: eventTime) }
        anchor = MonotonicTime.now - window.clockTime(ofFrameTime: eventTime)
    }

    /// The monotonic time of the clock's next callback, nil when none is pending or before the first event.
    var nextWakeup: Double? {
        guard let anchor, let deadline = clock.nextDeadline else { return nil }
        return anchor + deadline + lag
    }

    /// Runs every callback due by now, advancing the clock deadline by deadline (never past the
    /// last one due, so that an event stamped just before now, still on its way, is not in the
    /// clock's past); returns whether any was due.
    @discardableResult
    func runDue() -> Bool {
        guard let anchor else { return false }
        let target = MonotonicTime.now - anchor - lag
        var ran = false
        while let deadline = clock.nextDeadline, deadline <= target {
            clock.advance(to: max(deadline, clock.now))
            ran = true
        }
        return ran
    }
}
