import Glibc
import GlideInput
import Synchronization

/// A live source of device events that a session's loop can wait on with a timeout.
///
/// `EvdevDevice.next()` blocks in `poll` without a timeout, so a reading thread calls it and
/// queues what it returns; the session's thread sleeps in `poll` on a wake-up pipe with a
/// timeout (the next clock deadline), so neither thread uses the CPU while nothing happens.
/// The source is any blocking `next()`: a device's in `glide live`, a script's in tests.
final class LiveInput: Sendable {
    /// What the reading thread has queued and not yet taken.
    private struct Queue {
        /// Events read and not yet taken.
        var events: [DeviceEvent] = []
        /// True once `next()` returned nil (stopped, or after a loss).
        var ended = false
        /// True once `take(into:)` reported the end.
        var endTaken = false

        /// Whether a waiter has something to take.
        var isReady: Bool { !events.isEmpty || (ended && !endTaken) }
    }

    private let next: @Sendable () -> DeviceEvent?
    private let stopSource: @Sendable () -> Void
    private let queue = Mutex(Queue())
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let started = Atomic<Bool>(false)

    /// A source that calls `next` on its own thread until it returns nil; `stop` makes a blocked `next` return nil.
    init(next: @escaping @Sendable () -> DeviceEvent?, stop: @escaping @Sendable () -> Void) throws(GlideError) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else {
            let code = errno
            throw GlideError(status: .osError, message: "cannot create the session's wake-up pipe: \(String(cString: strerror(code)))")
        }
        for fd in fds {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        }
        self.next = next
        self.stopSource = stop
        self.wakeRead = fds[0]
        self.wakeWrite = fds[1]
    }

    /// The events of `device`.
    convenience init(device: EvdevDevice) throws(GlideError) {
        try self.init(next: { device.next() }, stop: { device.stop() })
    }

    deinit {
        close(wakeRead)
        close(wakeWrite)
    }

    /// Starts the reading thread (once).
    func start() {
        guard !started.exchange(true, ordering: .acquiringAndReleasing) else { return }
        ReaderThread.start { [self] in
            while let event = next() {
                let wasEmpty = queue.withLock { queue in
                    queue.events.append(event)
                    return queue.events.count == 1
                }
                if wasEmpty { wake() }
            }
            queue.withLock { $0.ended = true }
            wake()
        }
    }

    /// Makes a blocked `next()` return nil, which ends the events.
    func stop() {
        stopSource()
    }

    /// Blocks until events are queued, the events ended (and that was not taken yet), or
    /// `deadline` (seconds of `CLOCK_MONOTONIC`) passes; nil waits without a timeout.
    func wait(until deadline: Double?) {
        guard !queue.withLock(\.isReady) else { return }
        var timeout: Int32 = -1
        if let deadline {
            let remaining = (deadline - MonotonicTime.now) * 1000
            guard remaining > 0 else { return }
            // Rounded up: waking a little late is harmless, waking early would spin.
            timeout = Int32(min(remaining.rounded(.up), Double(Int32.max)))
        }
        var descriptor = pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)
        while poll(&descriptor, 1, timeout) < 0, errno == EINTR {}
        drainWakeups()
    }

    /// Moves the queued events into `events` (which must be empty), keeping its storage for the
    /// next call; returns true once the events have ended and nothing more will come.
    func take(into events: inout [DeviceEvent]) -> Bool {
        precondition(events.isEmpty, "LiveInput.take(into:) needs an empty buffer, got \(events.count) events")
        return queue.withLock { queue in
            swap(&queue.events, &events)
            if queue.ended { queue.endTaken = true }
            return queue.endTaken
        }
    }

    private func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    private func drainWakeups() {
        var bytes = (UInt64(0), UInt64(0))
        while withUnsafeMutableBytes(of: &bytes, { read(wakeRead, $0.baseAddress, $0.count) }) > 0 {}
    }
}

/// Seconds of `CLOCK_MONOTONIC`, the clock live devices stamp their events with.
enum MonotonicTime {
    /// The current time.
    static var now: Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
