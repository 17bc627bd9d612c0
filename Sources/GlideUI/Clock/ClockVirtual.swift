/// A clock that moves only when told to, for deterministic replay, tests and fuzzing.
///
/// Modelled on swift-nio's `EmbeddedEventLoop.advanceTime`: advancing runs every callback due by
/// the target time in (deadline, insertion order), setting `now` to each callback's deadline before
/// running it; callbacks scheduled while advancing run in the same advance when they fall due.
public final class VirtualClock: AnimationClock {
    // Exempt from the runtime exclusivity checks (read on every frame and tick): only this
    // class's methods modify them, and callbacks run after `popDue` has returned, never inside
    // an access.
    /// The current time in seconds.
    @exclusivity(unchecked) public private(set) var now: Double
    @exclusivity(unchecked) private var queue = ClockCallbackQueue()

    /// Creates a clock that reads `now` (seconds) until advanced.
    public init(now: Double = 0) {
        precondition(now.isFinite, "VirtualClock.init(now:) needs a finite time, got \(now)")
        self.now = now
    }

    /// False: the clock moves only when advanced.
    public var followsRealTime: Bool { false }

    /// The number of callbacks waiting to run.
    public var pendingCallbackCount: Int { queue.count }

    /// The deadline of the next callback, if any.
    public var nextDeadline: Double? { queue.nextDeadline() }

    /// Schedules `action` at `deadline`; a deadline before `now` runs at `now` on the next advance.
    @discardableResult
    public func schedule(at deadline: Double, _ action: @escaping () -> Void) -> ClockCallbackID {
        precondition(!deadline.isNaN, "VirtualClock.schedule(at:) got a NaN deadline")
        return queue.insert(deadline: max(deadline, now), action: action)
    }

    /// Cancels a scheduled callback.
    public func cancel(_ id: ClockCallbackID) {
        queue.cancel(id)
    }

    /// Moves time forward by `seconds` (≥ 0, finite), running every callback that falls due.
    public func advance(by seconds: Double) {
        precondition(seconds.isFinite && seconds >= 0, "VirtualClock.advance(by:) needs a finite, non-negative step, got \(seconds) at now = \(now)")
        advance(to: now + seconds)
    }

    /// Moves time forward to `time`, running every callback due by then; a time before `now` only runs what is due now.
    public func advance(to time: Double) {
        precondition(time.isFinite, "VirtualClock.advance(to:) needs a finite time, got \(time) at now = \(now)")
        let target = max(time, now)
        while let entry = queue.popDue(notAfter: target) {
            now = max(now, entry.deadline)
            entry.action()
        }
        now = target
    }

    /// Moves time forward to `deadline`, as `advance(to:)`.
    public func run(until deadline: Double) {
        advance(to: deadline)
    }
}
