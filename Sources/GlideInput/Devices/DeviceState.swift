/// What a device reports as down at one moment (contacts in slots, keys, the single-touch
/// position): the state libevdev reads when it opens a device.
///
/// `events(at:)` presents it as the kernel would have reported it, one frame of events in
/// the order libevdev's resync uses for slots, so a `FrameAssembler` that starts with no
/// fingers sees the contacts that were already down when the device was opened.
public struct DeviceState: Hashable, Sendable {
    /// One protocol-B slot with a contact down.
    public struct Slot: Hashable, Sendable {
        /// The slot number.
        public var slot: Int32
        /// The contact's tracking id (≥ 0).
        public var trackingID: Int32
        /// `ABS_MT_POSITION_X`.
        public var x: Int32
        /// `ABS_MT_POSITION_Y`.
        public var y: Int32
        /// `ABS_MT_PRESSURE`, when the device reports it.
        public var pressure: Int32?
        /// `ABS_MT_TOUCH_MAJOR`, when the device reports it.
        public var touchMajor: Int32?

        /// A slot holding contact `trackingID` at (`x`, `y`).
        public init(slot: Int32, trackingID: Int32, x: Int32, y: Int32, pressure: Int32? = nil, touchMajor: Int32? = nil) {
            self.slot = slot
            self.trackingID = trackingID
            self.x = x
            self.y = y
            self.pressure = pressure
            self.touchMajor = touchMajor
        }
    }

    /// The position of a single-touch device (`ABS_X`, `ABS_Y`, and `ABS_PRESSURE` when reported).
    public struct Position: Hashable, Sendable {
        /// `ABS_X`.
        public var x: Int32
        /// `ABS_Y`.
        public var y: Int32
        /// `ABS_PRESSURE`, when the device reports it.
        public var pressure: Int32?

        /// A position at (`x`, `y`).
        public init(x: Int32, y: Int32, pressure: Int32? = nil) {
            self.x = x
            self.y = y
            self.pressure = pressure
        }
    }

    /// The protocol-B slots with a contact down, in slot order; empty for other devices.
    public var slots: [Slot]
    /// The slot `ABS_MT_*` events apply to, for protocol-B devices; nil for others.
    public var currentSlot: Int32?
    /// The keys down (`BTN_TOUCH`, `BTN_TOOL_*`, buttons), in ascending code order.
    public var keysDown: [UInt16]
    /// The single-touch position; nil for multitouch devices.
    public var position: Position?

    /// A state with these contacts, keys and position.
    public init(slots: [Slot] = [], currentSlot: Int32? = nil, keysDown: [UInt16] = [], position: Position? = nil) {
        self.slots = slots
        self.currentSlot = currentSlot
        self.keysDown = keysDown
        self.position = position
    }

    /// True when no contact and no key is down: there is nothing to report.
    public var isIdle: Bool { slots.isEmpty && keysDown.isEmpty }

    /// The state as one frame of events stamped `time` (µs): per slot down `ABS_MT_SLOT`,
    /// `ABS_MT_TRACKING_ID`, `ABS_MT_POSITION_X`/`Y`, then `ABS_MT_PRESSURE` and
    /// `ABS_MT_TOUCH_MAJOR` when known; then `ABS_MT_SLOT` back to the current slot; a
    /// press for each key down; `ABS_X`/`ABS_Y` (and `ABS_PRESSURE`) for a single-touch
    /// position; then `SYN_REPORT`. No events at all when the state is idle.
    public func events(at time: Int64) -> [InputEvent] {
        guard !isIdle else { return [] }
        var events: [InputEvent] = []
        events.reserveCapacity(slots.count * 6 + keysDown.count + 5)
        func absolute(_ code: UInt16, _ value: Int32) {
            events.append(InputEvent(time: time, type: .abs, code: code, value: value))
        }
        for slot in slots {
            absolute(AbsCode.mtSlot, slot.slot)
            absolute(AbsCode.mtTrackingID, slot.trackingID)
            absolute(AbsCode.mtPositionX, slot.x)
            absolute(AbsCode.mtPositionY, slot.y)
            if let pressure = slot.pressure { absolute(AbsCode.mtPressure, pressure) }
            if let touchMajor = slot.touchMajor { absolute(AbsCode.mtTouchMajor, touchMajor) }
        }
        if let currentSlot, !slots.isEmpty { absolute(AbsCode.mtSlot, currentSlot) }
        for key in keysDown {
            events.append(InputEvent(time: time, type: .key, code: key, value: 1))
        }
        if let position {
            absolute(AbsCode.x, position.x)
            absolute(AbsCode.y, position.y)
            if let pressure = position.pressure { absolute(AbsCode.pressure, pressure) }
        }
        events.append(InputEvent(time: time, type: .syn, code: SynCode.report, value: 0))
        return events
    }
}
