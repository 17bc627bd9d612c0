import GlideInput

/// A clock that follows `CLOCK_MONOTONIC`, for live use; the owner calls `runDueCallbacks()` or `run(until:)`.
public final class SystemClock: AnimationClock {
    private var queue = ClockCallbackQueue()

    /// Creates a clock reading the system's monotonic time.
    public init() {}

    /// True: time moves by itself.
    public var followsRealTime: Bool { true }

    /// Seconds of `CLOCK_MONOTONIC`.
    public var now: Double { MonotonicTime.now }

    /// The deadline of the next callback, if any.
    public var nextDeadline: Double? { queue.nextDeadline() }

    /// Schedules `action` at `deadline` (seconds of `CLOCK_MONOTONIC`).
    @discardableResult
    public func schedule(at deadline: Double, _ action: @escaping () -> Void) -> ClockCallbackID {
        precondition(!deadline.isNaN, "SystemClock.schedule(at:) got a NaN deadline")
        return queue.insert(deadline: deadline, action: action)
    }

    /// Cancels a scheduled callback.
    public func cancel(_ id: ClockCallbackID) {
        queue.cancel(id)
    }

    /// Runs every callback due now, in (deadline, insertion order); returns how many ran.
    @discardableResult
    public func runDueCallbacks() -> Int {
        var ran = 0
        let time = now
        while let entry = queue.popDue(notAfter: time) {
            entry.action()
            ran += 1
        }
        return ran
    }

    /// Sleeps and runs callbacks as they fall due until `deadline` (seconds of `CLOCK_MONOTONIC`).
    public func run(until deadline: Double) {
        while true {
            runDueCallbacks()
            let current = now
            guard current < deadline else { return }
            let wake = min(deadline, queue.nextDeadline() ?? deadline)
            Syscall.sleep(seconds: wake - current)
        }
    }

    /// Runs what is due now: real time cannot be moved, so `time` is not used.
    public func advance(to time: Double) {
        runDueCallbacks()
    }
}
