import Glibc

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

/// The events of an `EvdevDevice`, read on a dedicated thread that blocks in `poll`.
public struct DeviceEvents: AsyncSequence, Sendable {
    /// The events are `DeviceEvent`s.
    public typealias Element = DeviceEvent
    /// Reading never throws: failures end the events with `.deviceLost`.
    public typealias Failure = Never

    let device: EvdevDevice

    /// Starts the reading thread and returns an iterator over what it reads.
    public func makeAsyncIterator() -> Iterator {
        let (stream, continuation) = AsyncStream.makeStream(of: DeviceEvent.self, bufferingPolicy: .unbounded)
        let device = device
        continuation.onTermination = { _ in device.stop() }
        ReaderThread.start {
            while let event = device.next() {
                continuation.yield(event)
            }
            continuation.finish()
        }
        return Iterator(base: stream.makeAsyncIterator())
    }

    /// Hands out the events the reading thread delivers.
    public struct Iterator: AsyncIteratorProtocol {
        var base: AsyncStream<DeviceEvent>.Iterator

        /// The next event, or nil once the device is lost or stopped.
        public mutating func next() async -> DeviceEvent? {
            await base.next()
        }
    }
}
