/// Identifies one scheduled clock callback, for cancelling it.
public struct ClockCallbackID: Hashable, Sendable {
    /// The clock's insertion counter at scheduling time; also the tie-breaker between equal deadlines.
    public let sequence: UInt64
}

/// A source of animation time in seconds that runs callbacks at deadlines; confined to one thread.
///
/// Callbacks run in (deadline, insertion order) and time never moves back. `VirtualClock` is
/// advanced by hand (replay, tests, fuzzing); `SystemClock` follows `CLOCK_MONOTONIC` (live use).
public protocol AnimationClock: AnyObject {
    /// The current time in seconds.
    var now: Double { get }
    /// Runs `action` once the clock reaches `deadline` (a deadline in the past means "at the next turn").
    @discardableResult
    func schedule(at deadline: Double, _ action: @escaping () -> Void) -> ClockCallbackID
    /// Stops a scheduled callback from running; cancelling one that ran already does nothing.
    func cancel(_ id: ClockCallbackID)
    /// Whether the clock follows real time (`SystemClock`) rather than moving only when its owner advances it (`VirtualClock`).
    var followsRealTime: Bool { get }
    /// The deadline of the next callback, if any.
    var nextDeadline: Double? { get }
    /// Moves the clock to `time` (seconds), running every callback due by then; a clock that
    /// follows real time cannot be moved and only runs what is due now.
    func advance(to time: Double)
    /// Runs callbacks as they fall due until `deadline` (seconds): a clock moved by hand jumps
    /// there, one that follows real time sleeps until then.
    func run(until deadline: Double)
}

extension AnimationClock {
    /// Runs callbacks as they fall due until none is left or `limit` seconds have passed (in real
    /// time on a clock that follows it); returns whether it went idle.
    @discardableResult
    public func runUntilIdle(limit: Double = 3600) -> Bool {
        let end = now + max(0, limit)
        while let next = nextDeadline {
            guard next <= end else {
                run(until: end)
                return false
            }
            run(until: next)
        }
        return true
    }
}

/// The pending callbacks of a clock, as a binary min-heap on (deadline, sequence).
struct ClockCallbackQueue {
    /// One pending callback.
    struct Entry {
        /// When it is due.
        let deadline: Double
        /// Its insertion number.
        let sequence: UInt64
        /// What to run.
        let action: () -> Void

        /// Whether this entry runs before `other`.
        func precedes(_ other: Entry) -> Bool {
            deadline < other.deadline || (deadline == other.deadline && sequence < other.sequence)
        }
    }

    private var heap: [Entry] = []
    private var cancelled: Set<UInt64> = []
    private var nextSequence: UInt64 = 0

    /// The number of callbacks that will still run.
    var count: Int { heap.count - cancelled.count }

    /// Adds a callback and returns its id.
    mutating func insert(deadline: Double, action: @escaping () -> Void) -> ClockCallbackID {
        let entry = Entry(deadline: deadline, sequence: nextSequence, action: action)
        nextSequence += 1
        heap.append(entry)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
        return ClockCallbackID(sequence: entry.sequence)
    }

    /// Marks a callback as cancelled when it is still pending.
    mutating func cancel(_ id: ClockCallbackID) {
        if heap.contains(where: { $0.sequence == id.sequence }) {
            cancelled.insert(id.sequence)
        }
    }

    /// The deadline of the first live callback.
    mutating func nextDeadline() -> Double? {
        dropCancelledHead()
        return heap.first?.deadline
    }

    /// Removes and returns the first live callback when it is due at or before `time`.
    mutating func popDue(notAfter time: Double) -> Entry? {
        dropCancelledHead()
        guard let first = heap.first, first.deadline <= time else { return nil }
        return removeFirst()
    }

    private mutating func dropCancelledHead() {
        while let first = heap.first, cancelled.contains(first.sequence) {
            cancelled.remove(first.sequence)
            _ = removeFirst()
        }
    }

    private mutating func removeFirst() -> Entry {
        let first = heap[0]
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                let right = left + 1
                var smallest = parent
                if left < heap.count, heap[left].precedes(heap[smallest]) { smallest = left }
                if right < heap.count, heap[right].precedes(heap[smallest]) { smallest = right }
                if smallest == parent { break }
                heap.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return first
    }
}
