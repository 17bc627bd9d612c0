internal import CEvdev

extension DeviceState {
    /// The state libevdev read when it opened `device` (EVIOCGMTSLOTS, EVIOCGKEY, EVIOCGABS),
    /// interpreted as `description` classifies the device: slots for protocol B (semi-MT
    /// included), the `ABS_X`/`ABS_Y` position for single-touch devices and the keys down
    /// for every device. Protocol-A contacts have no state to read.
    init(libevdev device: OpaquePointer, description: DeviceDescription) {
        let abs = UInt32(EventType.abs.rawValue)
        let key = UInt32(EventType.key.rawValue)
        var slots: [Slot] = []
        var currentSlot: Int32?
        if case .slots(let count) = description.contactReporting {
            let hasPressure = description.supports(.abs, AbsCode.mtPressure)
            let hasTouchMajor = description.supports(.abs, AbsCode.mtTouchMajor)
            func value(_ slot: UInt32, _ code: UInt16) -> Int32 {
                libevdev_get_slot_value(device, slot, UInt32(code))
            }
            let slotCount = min(count, Int(max(0, libevdev_get_num_slots(device))))
            for slot in 0..<UInt32(slotCount) {
                let trackingID = value(slot, AbsCode.mtTrackingID)
                guard trackingID >= 0 else { continue }
                slots.append(Slot(
                    slot: Int32(slot), trackingID: trackingID,
                    x: value(slot, AbsCode.mtPositionX), y: value(slot, AbsCode.mtPositionY),
                    pressure: hasPressure ? value(slot, AbsCode.mtPressure) : nil,
                    touchMajor: hasTouchMajor ? value(slot, AbsCode.mtTouchMajor) : nil))
            }
            currentSlot = libevdev_get_current_slot(device)
        }
        let keysDown = (description.codes[.key] ?? []).sorted().filter { code in
            libevdev_get_event_value(device, key, UInt32(code)) != 0
        }
        var position: Position?
        if description.contactReporting == .singleTouch {
            position = Position(
                x: libevdev_get_event_value(device, abs, UInt32(AbsCode.x)),
                y: libevdev_get_event_value(device, abs, UInt32(AbsCode.y)),
                pressure: description.supports(.abs, AbsCode.pressure)
                    ? libevdev_get_event_value(device, abs, UInt32(AbsCode.pressure)) : nil)
        }
        self.init(slots: slots, currentSlot: currentSlot, keysDown: keysDown, position: position)
    }
}
