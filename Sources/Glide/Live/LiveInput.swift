import GlideInput

/// A live session's source of device events: a `ReaderQueue` over a device's (or, in tests, a
/// script's) blocking `next()`, which the session's loop waits on with a timeout.
typealias LiveInput = ReaderQueue<DeviceEvent>

extension LiveInput {
    /// The events of `device`.
    convenience init(device: EvdevDevice) {
        self.init(next: { device.next() }, stop: { device.stop() })
    }
}
