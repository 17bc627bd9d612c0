extension FrameAssembler {
    /// One contact's last known values: a protocol-B slot, a protocol-A contact, or the single touch.
    struct ContactValues: Sendable {
        /// The tracking id, -1 when no contact is down.
        var trackingID: Int32 = -1
        var x: Int32 = 0
        var y: Int32 = 0
        var pressure: Int32 = 0
        /// True once an x position has arrived (the kernel never resends an unchanged value).
        var hasX = false
        /// True once a y position has arrived.
        var hasY = false
        /// True for a protocol-A contact whose `ABS_MT_TOUCH_MAJOR` is 0: a finger lifting off, not touching.
        var isLifting = false

        /// True when both coordinates are known.
        var isPositioned: Bool { hasX && hasY }

        /// Records `value` when `code` is one of `axes`' position or pressure codes; ignores any other code.
        mutating func record(code: UInt16, value: Int32, axes: ContactAxes) {
            switch code {
            case axes.x:
                x = value
                hasX = true
            case axes.y:
                y = value
                hasY = true
            case axes.pressure:
                pressure = value
            default:
                break
            }
        }
    }

    /// The `EV_ABS` codes that carry a contact's position and pressure.
    struct ContactAxes: Sendable {
        let x: UInt16
        let y: UInt16
        let pressure: UInt16

        /// `ABS_MT_POSITION_X`/`Y` and `ABS_MT_PRESSURE`: protocol-B slots and protocol-A contacts.
        static let multitouch = ContactAxes(x: AbsCode.mtPositionX, y: AbsCode.mtPositionY, pressure: AbsCode.mtPressure)
        /// `ABS_X`/`Y` and `ABS_PRESSURE`: single-touch devices.
        static let singleTouch = ContactAxes(x: AbsCode.x, y: AbsCode.y, pressure: AbsCode.pressure)
    }

    /// Everything a `SYN_DROPPED` must be able to roll back to the last `SYN_REPORT`.
    ///
    /// `slots` is allocated once at its final length; `restore(from:)` copies element by
    /// element so the two states never share (and then copy) the array's storage. Slots from
    /// `slotsInUse` on have never been current, so they are empty: frames and `restore(from:)`
    /// look only at the ones before (a 60-slot touchscreen driven by 10 fingers uses 10).
    struct ContactState: Sendable {
        /// Protocol-B slots, at most `FrameAssembler.maxTrackedSlots`.
        var slots: [ContactValues]
        /// The slot that `ABS_MT_*` events apply to; set it through `select(slot:)`.
        private(set) var currentSlot: Int
        /// One past the highest slot ever current: every slot after it is empty.
        private(set) var slotsInUse: Int
        /// Bit n−1 is set while the `BTN_TOOL_*` key for n fingers is down (FINGER … QUINTTAP).
        var toolFingers: UInt8 = 0
        /// `BTN_TOUCH`.
        var touching = false
        /// Bit n is set while key `FrameAssembler.buttonBase + n` is down (`BTN_MISC` … `0x13f`).
        var buttons: UInt64 = 0
        /// The contact of a single-touch device.
        var single = ContactValues()
        /// The tracking id the next single-touch contact gets.
        var nextSingleID: Int32 = 0

        /// A state with `slotCount` empty slots, the current one being `currentSlot`.
        init(slotCount: Int, currentSlot: Int) {
            slots = Array(repeating: ContactValues(), count: slotCount)
            self.currentSlot = currentSlot
            slotsInUse = slotCount == 0 ? 0 : currentSlot + 1
        }

        /// Makes `slot` (within `slots`) the one `ABS_MT_*` events apply to.
        mutating func select(slot: Int) {
            currentSlot = slot
            slotsInUse = max(slotsInUse, slot + 1)
        }

        /// Makes this state equal to `other` without replacing the slot array's storage.
        mutating func restore(from other: ContactState) {
            precondition(slots.count == other.slots.count,
                         "ContactState.restore: \(slots.count) slots here, \(other.slots.count) in the source")
            for index in 0..<max(slotsInUse, other.slotsInUse) { slots[index] = other.slots[index] }
            currentSlot = other.currentSlot
            slotsInUse = other.slotsInUse
            toolFingers = other.toolFingers
            touching = other.touching
            buttons = other.buttons
            single = other.single
            nextSingleID = other.nextSingleID
        }

        /// The finger count of the largest `BTN_TOOL_*` key down, 0 when none is.
        var toolFingerCount: Int {
            toolFingers == 0 ? 0 : UInt8.bitWidth - toolFingers.leadingZeroBitCount
        }
    }

    /// The protocol-A contacts of the frame being assembled, in fixed storage.
    struct AnonymousContacts: Sendable {
        /// Finished contacts; only the first `count` are meaningful.
        var contacts: [ContactValues]
        /// How many finished, positioned contacts `contacts` holds.
        var count = 0
        /// Positioned contacts that did not fit into `contacts`: counted, not reported.
        var overflow = 0
        /// The contact whose values are arriving now, before its `SYN_MT_REPORT`.
        var current = ContactValues()
        /// The number of contacts in the last emitted frame.
        var lastCount = 0
        /// The tracking id of contact 0 in the last emitted frame.
        var idBase: Int32 = 0
        /// The first tracking id not yet handed out.
        var nextID: Int32 = 0

        /// Storage for `capacity` contacts.
        init(capacity: Int) {
            contacts = Array(repeating: ContactValues(), count: capacity)
        }

        /// Ends the current contact (`SYN_MT_REPORT`): kept when it has a position and is not lifting.
        mutating func finishCurrent() {
            defer { current = ContactValues() }
            guard current.isPositioned && !current.isLifting else { return }
            if count < contacts.count {
                contacts[count] = current
                count += 1
            } else {
                overflow += 1
            }
        }

        /// Forgets this frame's contacts (after a `SYN_REPORT` or `SYN_DROPPED`).
        mutating func clearFrame() {
            count = 0
            overflow = 0
            current = ContactValues()
        }

        /// Picks the ids for a frame of `count` contacts: kept while the count holds, fresh when it changes.
        mutating func assignIDs() {
            guard count != lastCount else { return }
            idBase = nextID
            nextID = (nextID &+ Int32(truncatingIfNeeded: count)) & Int32.max
            lastCount = count
        }

        /// The synthesised tracking id of contact `index` in this frame.
        func trackingID(at index: Int) -> Int32 {
            (idBase &+ Int32(truncatingIfNeeded: index)) & Int32.max
        }
    }
}
