import Synchronization

/// Hands what a live session shows to any number of viewers without ever making the session wait.
///
/// The session's thread publishes `LiveMessage`s; each viewer (`join()`) pulls them at its own
/// pace through a bounded queue of its own. Frames at rest in the queue are replaced by newer ones
/// (a slow viewer skips frames), and a heartbeat goes only to a viewer with nothing queued;
/// everything else (the hello, chart points, key frames, records, the end) is kept in order, and a viewer so far behind that its queue passes `Limits` is closed
/// instead of keeping more (its page reconnects and starts again from the history). Publishing
/// takes one short lock and never blocks on a viewer.
///
/// A viewer that joins late first gets the history: the hello, the last key frames (up to
/// `Limits.historyKeyFrames`, so that the page has the frames at recent releases), the chart
/// points of the last transitions (up to `Limits.historyPoints`), the last records (up to
/// `Limits.historyRecords`), the latest frame, and the end once the session ended.
public final class LiveBroadcast: Sendable {
    /// How much is kept, for each viewer and for late joiners.
    public struct Limits: Sendable {
        /// Messages queued for one viewer before it is closed as too slow.
        public var queuedMessages = 4096
        /// Bytes queued for one viewer before it is closed as too slow.
        public var queuedBytes = 8 << 20
        /// Viewers at once; `join()` refuses more.
        public var viewers = 64
        /// Chart points kept for late joiners.
        public var historyPoints = 4096
        /// Records kept for late joiners.
        public var historyRecords = 200
        /// Key frames kept for late joiners.
        public var historyKeyFrames = 16

        /// The defaults.
        public init() {}
    }

    /// One viewer's queue, in the broadcast's lock.
    private struct Queue {
        var messages: [String] = []
        var head = 0
        var bytes = 0
        var frame: String?
        var finished = false
        var waiting: CheckedContinuation<String?, Never>?

        var isEmpty: Bool { head == messages.count && frame == nil }

        /// The next message to send, if any.
        mutating func pop() -> String? {
            if head < messages.count {
                let message = messages[head]
                head += 1
                bytes -= message.utf8.count
                if head == messages.count {
                    messages.removeAll(keepingCapacity: true)
                    head = 0
                } else if head >= 1024 && head * 2 >= messages.count {
                    messages.removeFirst(head)
                    head = 0
                }
                return message
            }
            defer { frame = nil }
            return frame
        }
    }

    private struct State {
        var queues: [Int: Queue] = [:]
        var nextViewer = 0
        var hello: String?
        var points: [String] = []
        var records: [String] = []
        var keyFrames: [String] = []
        var frame: String?
        var end: String?
        var closedAsSlow = 0
    }

    /// What this broadcast keeps.
    public let limits: Limits
    private let state = Mutex(State())

    /// A broadcast keeping `limits`.
    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// Sends `message` to every viewer (and keeps it for late joiners as its kind says); never waits.
    public func publish(_ message: LiveMessage) {
        state.withLock { state in
            guard state.end == nil else { return }
            switch message.kind {
            case .hello: state.hello = message.text
            case .point:
                state.points.append(message.text)
                if state.points.count > limits.historyPoints { state.points.removeFirst(state.points.count - limits.historyPoints) }
            case .record:
                state.records.append(message.text)
                if state.records.count > limits.historyRecords { state.records.removeFirst(state.records.count - limits.historyRecords) }
            case .keyFrame:
                state.keyFrames.append(message.text)
                if state.keyFrames.count > limits.historyKeyFrames { state.keyFrames.removeFirst(state.keyFrames.count - limits.historyKeyFrames) }
                state.frame = nil
            case .frame: state.frame = message.text
            case .end: state.end = message.text
            case .heartbeat: break
            }
            for id in state.queues.keys {
                deliver(message, to: id, in: &state)
            }
        }
    }

    /// Hands `message` to viewer `id`: at once to a waiting viewer, else into its queue.
    private func deliver(_ message: LiveMessage, to id: Int, in state: inout State) {
        guard var queue = state.queues[id], !queue.finished else { return }
        defer { state.queues[id] = queue }
        if message.kind == .end { queue.finished = true }
        if let waiting = queue.waiting {
            queue.waiting = nil
            waiting.resume(returning: message.text)
            return
        }
        if message.kind == .frame {
            queue.frame = message.text
            return
        }
        if message.kind == .heartbeat {
            if queue.isEmpty { queue.frame = message.text }
            return
        }
        if message.kind == .keyFrame { queue.frame = nil }
        queue.messages.append(message.text)
        queue.bytes += message.text.utf8.count
        if queue.messages.count - queue.head > limits.queuedMessages || queue.bytes > limits.queuedBytes {
            queue = Queue(messages: [LiveMessage.closedAsTooSlow.text], bytes: 0, finished: true)
            state.closedAsSlow += 1
        }
    }

    /// A new viewer, its queue starting with the history; nil when `Limits.viewers` are watching.
    public func join() -> LiveViewer? {
        state.withLock { state -> LiveViewer? in
            guard state.queues.count < limits.viewers else { return nil }
            var queue = Queue()
            queue.messages = (state.hello.map { [$0] } ?? []) + state.keyFrames + state.points + state.records + (state.frame.map { [$0] } ?? [])
            if let end = state.end {
                queue.messages.append(end)
                queue.finished = true
            }
            let id = state.nextViewer
            state.nextViewer += 1
            state.queues[id] = queue
            return LiveViewer(id: id, broadcast: self)
        }
    }

    /// The viewers connected now.
    public var viewerCount: Int { state.withLock { $0.queues.count } }

    /// How many viewers were closed for falling too far behind.
    public var viewersClosedAsTooSlow: Int { state.withLock { $0.closedAsSlow } }

    /// The messages and bytes queued for viewer `id` (for tests of the bounds).
    func queued(for id: Int) -> (messages: Int, bytes: Int) {
        state.withLock { state in
            guard let queue = state.queues[id] else { return (0, 0) }
            return (queue.messages.count - queue.head + (queue.frame == nil ? 0 : 1), queue.bytes + (queue.frame?.utf8.count ?? 0))
        }
    }

    /// The next message for viewer `id`, waiting for one; nil once it has nothing more (the end
    /// was sent, it was closed as too slow, or `leave`).
    fileprivate func next(for id: Int) async -> String? {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<String?, Never>) in
                state.withLock { state in
                    guard var queue = state.queues[id] else { return continuation.resume(returning: nil) }
                    if let message = queue.pop() {
                        state.queues[id] = queue
                        return continuation.resume(returning: message)
                    }
                    if queue.finished || Task.isCancelled { return continuation.resume(returning: nil) }
                    queue.waiting = continuation
                    state.queues[id] = queue
                }
            }
        } onCancel: {
            leave(id)
        }
    }

    /// Forgets viewer `id`, ending a wait it is in.
    fileprivate func leave(_ id: Int) {
        let waiting = state.withLock { state in state.queues.removeValue(forKey: id)?.waiting }
        waiting?.resume(returning: nil)
    }
}

/// One viewer of a `LiveBroadcast`: pull its messages with `next()`, and `leave()` when it goes.
public final class LiveViewer: Sendable {
    /// Its number in the broadcast.
    public let id: Int
    private let broadcast: LiveBroadcast

    fileprivate init(id: Int, broadcast: LiveBroadcast) {
        self.id = id
        self.broadcast = broadcast
    }

    /// The next message (a JSON text), waiting for one; nil when there will be none (the session
    /// ended and everything was sent, the viewer fell too far behind, or it left). Cancelling the
    /// waiting task makes the viewer leave.
    public func next() async -> String? {
        await broadcast.next(for: id)
    }

    /// Leaves the broadcast (idempotent); a `next()` waiting returns nil.
    public func leave() {
        broadcast.leave(id)
    }

    deinit {
        broadcast.leave(id)
    }
}
