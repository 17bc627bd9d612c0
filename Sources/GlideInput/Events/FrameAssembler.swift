/// Turns one device's events into `TouchFrame`s, one at each `SYN_REPORT`.
///
/// Feed it every event of the device, in order; it returns a frame at each `SYN_REPORT`
/// and nil otherwise. Choices, following the kernel's multitouch protocol and libevdev:
/// - **Protocol B.** Slots keep their last values across frames, because the kernel never
///   resends an unchanged value. Events before any `ABS_MT_SLOT` go to the device's current
///   slot (`ABS_MT_SLOT`'s absinfo value: 0 in traces). A negative tracking id ends the
///   contact; a new id in a slot whose contact is still down replaces it (the kernel's
///   "replacement"; libevdev would discard it), keeping the slot's position until a new one
///   arrives. An `ABS_MT_SLOT` outside `0..<slots` is clamped to the last slot, as libevdev
///   does. At most `maxTrackedSlots` slots are tracked.
/// - **No position yet.** A contact is reported only once its slot has had both an x and a
///   y; until then it counts towards `fingerCount` but is not in `touches`.
/// - **Finger count** is max(contacts down, the largest `BTN_TOOL_*` key down), so a 2-slot
///   device with `BTN_TOOL_TRIPLETAP` counts 3 fingers.
/// - **`SYN_DROPPED`** rolls the state back to the last `SYN_REPORT`; events after it are
///   applied (the live path feeds libevdev's resync deltas there) and the next frame has
///   `resynced` set.
/// - **Semi-MT** devices' frames have `semiMT` set: their two "touches" are the corners of
///   the fingers' bounding box, whose motion gestures may use but whose size is no position.
/// - **Protocol A** contacts are anonymous: each frame's contacts are numbered in report
///   order (`slot` = index) and get synthesised tracking ids that stay the same while the
///   number of contacts stays the same, and are all fresh when it changes. Device tracking
///   ids are ignored. A contact whose `ABS_MT_TOUCH_MAJOR` is 0 has no contact area: it is
///   a finger lifting off (Apple bcm5974 reports those) and is dropped. At most
///   `maxAnonymousContacts` are positioned; more are only counted.
/// - **Single-touch** devices report `ABS_X`/`ABS_Y` while `BTN_TOUCH` is down, as slot 0,
///   with a new tracking id for each touch.
/// - Buttons are the keys `BTN_MISC` (0x100) … 0x13f, which include `BTN_LEFT`/`RIGHT`/`MIDDLE`.
/// - **Past the range.** A position outside its axis's range is kept as reported (libinput
///   does the same, with a "kernel bug" warning); the first one on each axis is kept in
///   `rangeWarnings`.
///
/// It allocates nothing per frame in steady state: slots live in arrays allocated once,
/// and the one frame kept inside is mutated in place and returned by value, so a consumer
/// that drops each frame before the next `feed` leaves its `touches` storage unshared.
public struct FrameAssembler: Sendable {
    /// The most protocol-B slots tracked: libevdev's `MAX_SLOTS`.
    public static let maxTrackedSlots = 256
    /// The most protocol-A contacts positioned per frame; more are counted in `fingerCount` only.
    public static let maxAnonymousContacts = 32
    /// The first key code recorded in `TouchFrame.buttons` (`BTN_MISC`); the last is this + 63.
    static let buttonBase: UInt16 = 0x100

    /// How the device reports contacts, fixed at `init`.
    public let reporting: ContactReporting
    /// The axes used for millimetres and 0…1, or nil when the device has no position axes.
    public let geometry: SurfaceGeometry?

    private let xScale: AxisScale
    private let yScale: AxisScale
    private let reportsPressure: Bool
    private let isSemiMT: Bool
    private var working: ContactState
    private var committed: ContactState
    private var anonymous: AnonymousContacts
    private var frame: TouchFrame
    private var emittedButtons: UInt64 = 0
    private var resyncPending = false
    /// The first position seen outside each axis's range, at most one warning per axis.
    public private(set) var rangeWarnings: [DeviceWarning] = []
    private var warnedX = false
    private var warnedY = false

    /// An assembler for `device`, with no contacts down.
    public init(device: DeviceDescription) {
        reporting = device.contactReporting
        geometry = device.surfaceGeometry
        let emptyAxis = AxisScale(code: 0, minimum: 0, maximum: 0, unitsPerMillimetre: 1, isResolutionAssumed: true)
        xScale = geometry?.x ?? emptyAxis
        yScale = geometry?.y ?? emptyAxis
        isSemiMT = device.isSemiMT

        let slotCount: Int
        let frameCapacity: Int
        switch reporting {
        case .slots(let count):
            slotCount = min(count, Self.maxTrackedSlots)
            frameCapacity = slotCount
            reportsPressure = device.supports(.abs, AbsCode.mtPressure)
        case .anonymousContacts:
            slotCount = 0
            frameCapacity = Self.maxAnonymousContacts
            reportsPressure = device.supports(.abs, AbsCode.mtPressure)
        case .singleTouch:
            slotCount = 0
            frameCapacity = 1
            reportsPressure = device.supports(.abs, AbsCode.pressure)
        case .none:
            slotCount = 0
            frameCapacity = 0
            reportsPressure = false
        }
        let initialSlot = Int(device.absInfo[AbsCode.mtSlot]?.value ?? 0)
        let currentSlot = slotCount == 0 ? 0 : min(max(initialSlot, 0), slotCount - 1)
        working = ContactState(slotCount: slotCount, currentSlot: currentSlot)
        committed = ContactState(slotCount: slotCount, currentSlot: currentSlot)
        anonymous = AnonymousContacts(capacity: reporting == .anonymousContacts ? Self.maxAnonymousContacts : 0)
        var touches: [Touch] = []
        touches.reserveCapacity(frameCapacity)
        frame = TouchFrame(time: 0, touches: touches, fingerCount: 0, semiMT: isSemiMT)
    }

    /// Applies `event`; returns the surface's state when it is a `SYN_REPORT`, else nil.
    public mutating func feed(_ event: InputEvent) -> TouchFrame? {
        switch event.type {
        case .abs:
            applyAbsolute(code: event.code, value: event.value)
        case .key:
            applyKey(code: event.code, value: event.value)
        case .syn:
            switch event.code {
            case SynCode.report:
                return emitFrame(time: event.time)
            case SynCode.mtReport:
                if reporting == .anonymousContacts { anonymous.finishCurrent() }
            case SynCode.dropped:
                working.restore(from: committed)
                anonymous.clearFrame()
                resyncPending = true
            default:
                break
            }
        default:
            break
        }
        return nil
    }

    /// Records an `EV_ABS` value in the slot, the protocol-A contact or the single touch.
    private mutating func applyAbsolute(code: UInt16, value: Int32) {
        switch reporting {
        case .slots:
            switch code {
            case AbsCode.mtSlot:
                let count = working.slots.count
                working.select(slot: value >= 0 && Int(value) < count ? Int(value) : count - 1)
            case AbsCode.mtTrackingID:
                working.slots[working.currentSlot].trackingID = value < 0 ? -1 : value
            default:
                working.slots[working.currentSlot].record(code: code, value: value, axes: .multitouch)
            }
        case .anonymousContacts:
            if code == AbsCode.mtTouchMajor {
                anonymous.current.isLifting = value <= 0
            } else {
                anonymous.current.record(code: code, value: value, axes: .multitouch)
            }
        case .singleTouch:
            working.single.record(code: code, value: value, axes: .singleTouch)
        case .none:
            break
        }
    }

    /// Records `BTN_TOUCH`, a `BTN_TOOL_*` finger key, or a button.
    private mutating func applyKey(code: UInt16, value: Int32) {
        let down = value != 0
        if code == KeyCode.btnTouch {
            if reporting == .singleTouch && down != working.touching {
                if down {
                    working.single.trackingID = working.nextSingleID
                    working.nextSingleID = (working.nextSingleID &+ 1) & Int32.max
                } else {
                    working.single.trackingID = -1
                }
            }
            working.touching = down
        } else if let fingers = KeyCode.fingerCount(ofTool: code) {
            let bit = UInt8(1) << UInt8(fingers - 1)
            working.toolFingers = down ? working.toolFingers | bit : working.toolFingers & ~bit
        } else if code >= Self.buttonBase && code < Self.buttonBase + 64 {
            let bit = UInt64(1) << UInt64(code - Self.buttonBase)
            working.buttons = down ? working.buttons | bit : working.buttons & ~bit
        }
    }

    /// Builds the frame for the state at this `SYN_REPORT`, then makes that state the rollback point.
    private mutating func emitFrame(time: Int64) -> TouchFrame {
        frame.time = time
        frame.touches.removeAll(keepingCapacity: true)
        var contactsDown = 0
        switch reporting {
        case .slots:
            for slot in 0..<working.slotsInUse {
                let contact = working.slots[slot]
                guard contact.trackingID >= 0 else { continue }
                contactsDown += 1
                if contact.isPositioned {
                    let touch = touch(contact, trackingID: contact.trackingID, slot: slot)
                    frame.touches.append(touch)
                }
            }
        case .anonymousContacts:
            anonymous.finishCurrent()
            anonymous.assignIDs()
            for index in 0..<anonymous.count {
                let touch = touch(anonymous.contacts[index], trackingID: anonymous.trackingID(at: index), slot: index)
                frame.touches.append(touch)
            }
            contactsDown = anonymous.count + anonymous.overflow
            anonymous.clearFrame()
        case .singleTouch:
            let contact = working.single
            if contact.trackingID >= 0 {
                contactsDown = 1
                if contact.isPositioned {
                    let touch = touch(contact, trackingID: contact.trackingID, slot: 0)
                    frame.touches.append(touch)
                }
            }
        case .none:
            break
        }
        frame.fingerCount = max(contactsDown, working.toolFingerCount)
        if working.buttons != emittedButtons {
            frame.buttons.removeAll(keepingCapacity: true)
            for bit in 0..<64 where working.buttons & (UInt64(1) << UInt64(bit)) != 0 {
                frame.buttons.insert(Self.buttonBase + UInt16(bit))
            }
            emittedButtons = working.buttons
        }
        frame.resynced = resyncPending
        resyncPending = false
        committed.restore(from: working)
        return frame
    }

    /// The `Touch` for a positioned contact; notes the first position past each axis's range.
    private mutating func touch(_ contact: ContactValues, trackingID: Int32, slot: Int) -> Touch {
        if !warnedX && xScale.isOutside(contact.x) {
            warnedX = true
            rangeWarnings.append(.outsideRange(axis: xScale.code, minimum: xScale.minimum, maximum: xScale.maximum, value: contact.x))
        }
        if !warnedY && yScale.isOutside(contact.y) {
            warnedY = true
            rangeWarnings.append(.outsideRange(axis: yScale.code, minimum: yScale.minimum, maximum: yScale.maximum, value: contact.y))
        }
        return Touch(
            trackingID: trackingID,
            slot: slot,
            x: contact.x,
            y: contact.y,
            mm: SurfacePoint(x: xScale.millimetres(contact.x), y: yScale.millimetres(contact.y)),
            normalized: SurfacePoint(x: xScale.normalized(contact.x), y: yScale.normalized(contact.y)),
            pressure: reportsPressure ? contact.pressure : nil
        )
    }
}
