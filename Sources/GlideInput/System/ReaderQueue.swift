import Glibc

/// A blocking `next()` turned into a queue: a `ReaderThread` calls it until it returns nil and
/// queues what it returns, and the consumer waits for the queue, on a thread of its own with a
/// timeout (`wait(until:)`, a live session's loop) or in a task (`wait()`, `DeviceEvents`), then
/// takes what is queued with `take(into:)`; neither side uses the CPU while nothing happens.
///
/// One lock and one condition variable (on `CLOCK_MONOTONIC`, so deadlines are `MonotonicTime`
/// seconds) guard the queue. The thread holds the queue's storage, not the queue, so dropping the
/// queue (an iteration that ends early) stops the source, as `stop()` does.
package final class ReaderQueue<Element: Sendable>: Sendable {
    private let storage: Storage
    private let stopSource: @Sendable () -> Void

    /// A queue over `next`, called on its own thread from `start()` until it returns nil; `stop`
    /// makes a blocked `next` return nil.
    package init(next: @escaping @Sendable () -> Element?, stop: @escaping @Sendable () -> Void) {
        storage = Storage(next: next)
        stopSource = stop
    }

    deinit { stopSource() }

    /// Starts the reading thread (once).
    package func start() {
        let storage = storage
        let isFirst = storage.withLock { state in
            defer { state.started = true }
            return !state.started
        }
        guard isFirst else { return }
        ReaderThread.start {
            while let element = storage.next() {
                storage.deliver { state in
                    if state.elements.isEmpty { state.oldestQueuedAt = MonotonicTime.now }
                    state.elements.append(element)
                }
            }
            storage.deliver { $0.ended = true }
        }
    }

    /// Makes a blocked `next()` return nil, which ends the elements.
    package func stop() {
        stopSource()
    }

    /// Blocks until elements are queued, the elements ended (and that was not taken yet), or
    /// `deadline` (seconds of `MonotonicTime`) passes; nil waits without a timeout.
    package func wait(until deadline: Double?) {
        storage.waitUntilReady(deadline: deadline)
    }

    /// Suspends until elements are queued or the elements ended (and that was not taken yet);
    /// cancelling the task stops the source, which ends the elements.
    package func wait() async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
                let ready = storage.withLock { state in
                    if !state.isReady { state.waiter = waiter }
                    return state.isReady
                }
                if ready { waiter.resume() }
            }
        } onCancel: {
            stop()
        }
    }

    /// Moves the queued elements into `elements` (which must be empty), keeping its storage for
    /// the next call; returns true once the elements have ended and nothing more will come.
    package func take(into elements: inout [Element]) -> Bool {
        var queuedAt: Double?
        return take(into: &elements, queuedAt: &queuedAt)
    }

    /// `take(into:)`, also setting `queuedAt` to when the oldest element taken was read
    /// (`MonotonicTime` seconds; nil when none was taken).
    package func take(into elements: inout [Element], queuedAt: inout Double?) -> Bool {
        precondition(elements.isEmpty, "ReaderQueue.take(into:) needs an empty buffer, got \(elements.count) elements")
        return storage.withLock { state in
            swap(&state.elements, &elements)
            queuedAt = elements.isEmpty ? nil : state.oldestQueuedAt
            if state.ended { state.endTaken = true }
            return state.endTaken
        }
    }

    /// What the reading thread has queued and not yet taken.
    fileprivate struct State {
        /// Elements read and not yet taken.
        var elements: [Element] = []
        /// When the oldest of `elements` was read.
        var oldestQueuedAt: Double?
        /// True once the thread was started.
        var started = false
        /// True once `next()` returned nil.
        var ended = false
        /// True once `take(into:)` reported the end.
        var endTaken = false
        /// The task suspended in `wait()`, if any.
        var waiter: CheckedContinuation<Void, Never>?

        /// Whether a waiter has something to take.
        var isReady: Bool { !elements.isEmpty || (ended && !endTaken) }
    }

    /// The state, its lock and condition variable, and the source: what the reading thread holds.
    fileprivate final class Storage: @unchecked Sendable {
        /// The source's blocking `next()`.
        let next: @Sendable () -> Element?
        private var state = State()
        private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

        /// Storage over `next`, with a condition variable timed on `CLOCK_MONOTONIC`.
        init(next: @escaping @Sendable () -> Element?) {
            self.next = next
            var attributes = pthread_condattr_t()
            pthread_condattr_init(&attributes)
            pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
            precondition(pthread_mutex_init(lock, nil) == 0 && pthread_cond_init(condition, &attributes) == 0,
                         "ReaderQueue could not set up its lock")
            pthread_condattr_destroy(&attributes)
        }

        deinit {
            pthread_cond_destroy(condition)
            pthread_mutex_destroy(lock)
            lock.deallocate()
            condition.deallocate()
        }

        /// Runs `body` on the state under the lock.
        func withLock<Result>(_ body: (inout State) -> Result) -> Result {
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            return body(&state)
        }

        /// Changes the state with `change` and wakes whoever waits for it.
        func deliver(_ change: (inout State) -> Void) {
            let waiter = withLock { state in
                change(&state)
                pthread_cond_signal(condition)
                defer { state.waiter = nil }
                return state.waiter
            }
            waiter?.resume()
        }

        /// Blocks until the state is ready or `deadline` (monotonic seconds) passes.
        func waitUntilReady(deadline: Double?) {
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            // No deadline, or one too far to matter (uptime stays far below 2^31 seconds).
            guard let deadline, deadline < Double(Int32.max) else {
                while !state.isReady { pthread_cond_wait(condition, lock) }
                return
            }
            let seconds = deadline.rounded(.down)
            var time = timespec(tv_sec: Int(seconds), tv_nsec: Int((deadline - seconds) * 1e9))
            while !state.isReady, pthread_cond_timedwait(condition, lock, &time) != ETIMEDOUT {}
        }
    }
}
