/// Something that watches a replay as it runs (`ReplaySession.observers`): told after each frame
/// the window handled, around the end of the input, and once the clock has settled. Invariant
/// checks, snapshot timelines and coverage watch every replay this way, on the one run loop of
/// `ReplaySession.run`; records, progress and state changes come as `SessionEvent`s (`onEvent`).
/// Observers are told in the order they were added; every method does nothing by default.
public protocol ReplayObserver: AnyObject {
    /// The replay starts: the device is connected and trace time 0 is on the window's clock (`Window.clockTime(ofFrameTime: 0)`).
    func replayWillStart(_ session: ReplaySession)
    /// The window handled the frame of the `SYN_REPORT` at `time` µs.
    func replay(_ session: ReplaySession, didHandleFrameAt time: Int64)
    /// The input ended: the clock stands at the last event's time, before a device loss is reported for fingers still down.
    func replayWillEndInput(_ session: ReplaySession)
    /// Right after the end of the input (and the device loss, when fingers were down), before the clock runs on.
    func replayDidEndInput(_ session: ReplaySession)
    /// The clock ran until idle (or the settle limit) after the input ended.
    func replayDidSettle(_ session: ReplaySession, end: InputEnd)
}

extension ReplayObserver {
    public func replayWillStart(_ session: ReplaySession) {}
    public func replay(_ session: ReplaySession, didHandleFrameAt time: Int64) {}
    public func replayWillEndInput(_ session: ReplaySession) {}
    public func replayDidEndInput(_ session: ReplaySession) {}
    public func replayDidSettle(_ session: ReplaySession, end: InputEnd) {}
}
