/// One element of a live device's events.
public enum DeviceEvent: Hashable, Sendable {
    /// An event as the kernel (through libevdev) reported it.
    case event(InputEvent)
    /// The device went away (unplugged, revoked, or hung up); the events end after this.
    case deviceLost(reason: String)
}

extension EvdevDevice {
    /// The device's events as an `AsyncSequence`, to iterate once: each iteration starts a
    /// reading thread, and ending it (a `break`, or cancelling the task) stops the device,
    /// as `stop()` does.
    public var events: DeviceEvents { DeviceEvents(device: self) }
}

/// The events of an `EvdevDevice`, read on a dedicated thread that blocks in `poll` (a `ReaderQueue`).
public struct DeviceEvents: AsyncSequence, Sendable {
    /// The events are `DeviceEvent`s.
    public typealias Element = DeviceEvent
    /// Reading never throws: failures end the events with `.deviceLost`.
    public typealias Failure = Never

    let device: EvdevDevice

    /// Starts the reading thread and returns an iterator over what it reads.
    public func makeAsyncIterator() -> Iterator {
        let device = device
        let queue = ReaderQueue(next: { device.next() }, stop: { device.stop() })
        queue.start()
        return Iterator(queue: queue)
    }

    /// Hands out the events the reading thread delivers; dropping it stops the device.
    public struct Iterator: AsyncIteratorProtocol {
        /// The queue the reading thread fills.
        let queue: ReaderQueue<DeviceEvent>
        /// The events taken from the queue.
        var taken: [DeviceEvent] = []
        /// The first of `taken` not handed out yet.
        var position = 0
        /// True once the queue reported the end.
        var ended = false

        /// The next event, or nil once the device is lost or stopped.
        public mutating func next() async -> DeviceEvent? {
            while position == taken.count {
                if ended { return nil }
                taken.removeAll(keepingCapacity: true)
                position = 0
                await queue.wait()
                ended = queue.take(into: &taken)
            }
            defer { position += 1 }
            return taken[position]
        }
    }
}
