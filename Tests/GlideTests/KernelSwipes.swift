import GlideInput

/// A swipe a generated trace holds: `fingers` moving together one way.
struct IntendedPan: Hashable, Sendable, CustomStringConvertible {
    /// Which way the fingers move (y grows downwards).
    enum Direction: String, CaseIterable, Sendable {
        case left, right, up, down
    }

    var fingers: Int
    var direction: Direction

    var description: String { "\(fingers)fg \(direction.rawValue)" }

    /// The direction a motion of `dx`, `dy` mostly goes.
    static func direction(dx: Double, dy: Double) -> Direction {
        abs(dx) >= abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
    }
}

/// Writes swipes as a device's kernel driver reports them, from what the device declares.
///
/// Fingers sit in a row 12 % of the width apart (at most 18 mm when the resolution is known)
/// around the centre, then move 20 % of the axis in 310 ms, a frame every 10 ms, and lift;
/// swipes are 1 s apart. Each frame is written the way the kernel's input core writes it:
/// only values that changed, `ABS_MT_SLOT` only when the slot changes, keys the device does
/// not declare dropped, then `SYN_REPORT`:
/// - **protocol B**: one slot per finger with a new tracking id when it lands, as many
///   fingers as there are slots; the count in `BTN_TOOL_*` (`input_mt_report_finger_count`),
///   `ABS_X`/`ABS_Y` following the first contact (`input_mt_report_pointer_emulation`);
/// - **semi-MT**: slot 0 and 1 hold the fingers' bounding box, its top-left and bottom-right
///   corners (one finger: slot 0 alone), the count in `BTN_TOOL_*`, as ALPS and Synaptics do;
/// - **single-touch**: `ABS_X`/`ABS_Y` at the fingers' centroid with `BTN_TOUCH`, the count in
///   `BTN_TOOL_*TAP` (appletouch);
/// - **protocol A**: every contact's values each frame, each ended by `SYN_MT_REPORT`, a lone
///   `SYN_MT_REPORT` when none is down.
/// Pressure, touch size and `BTN_TOUCH` are sent where declared (30 % and 25 % of their ranges).
struct KernelSwipes {
    /// How the device reports its contacts.
    enum Contacts: Equatable {
        case slots(Int)
        case semiMT
        case singleTouch
        case anonymous
    }

    let device: DeviceDescription
    let contacts: Contacts

    /// A writer for `device`, whose contacts are reported as `contacts`.
    init(device: DeviceDescription, contacts: Contacts) {
        self.device = device
        self.contacts = contacts
    }

    /// The most fingers the device can report: its slots (or, for protocol A, 4), or its largest `BTN_TOOL_*` key.
    var maxFingers: Int {
        let tools = [KeyCode.btnToolFinger, KeyCode.btnToolDoubleTap, KeyCode.btnToolTripleTap, KeyCode.btnToolQuadTap, KeyCode.btnToolQuintTap]
        let counted = tools.filter { device.supports(.key, $0) }.compactMap(KeyCode.fingerCount(ofTool:)).max() ?? 0
        switch contacts {
        case .slots(let slots): return max(slots, counted)
        case .semiMT, .singleTouch: return max(1, counted)
        case .anonymous: return 4
        }
    }

    /// Swipes of 1 to 4 fingers (no more than the device reports), each in every direction.
    var swipes: [IntendedPan] {
        (1...min(4, maxFingers)).flatMap { fingers in IntendedPan.Direction.allCases.map { IntendedPan(fingers: fingers, direction: $0) } }
    }

    /// The events of `swipes`, one after another.
    func events(_ swipes: [IntendedPan]) -> [InputEvent] {
        var out = KernelEventWriter()
        for swipe in swipes {
            let (dx, dy): (Double, Double) = switch swipe.direction {
            case .left: (-0.2, 0)
            case .right: (0.2, 0)
            case .up: (0, -0.2)
            case .down: (0, 0.2)
            }
            let start = startPositions(fingers: swipe.fingers)
            for step in 0...Self.steps {
                let t = Double(step) / Double(Self.steps)
                write(start.map { (x: $0.x + dx * t, y: $0.y + dy * t) }, to: &out)
            }
            write([], to: &out)
            out.time += 1_000_000
        }
        return out.events
    }

    /// Frames of motion per swipe after the touch-down frame.
    private static let steps = 30

    /// The fingers' starting positions (0…1 of each axis) in a row around the centre.
    func startPositions(fingers: Int) -> [(x: Double, y: Double)] {
        var spacing = 0.12
        if let x = device.absInfo[xAxis], x.resolution > 0 {
            spacing = min(spacing, 18 / (Double(x.maximum - x.minimum) / Double(x.resolution)))
        }
        return (0..<fingers).map { (x: 0.5 + (Double($0) - Double(fingers - 1) / 2) * spacing, y: 0.5) }
    }

    /// The axis positions are read from: the MT one, or `ABS_X` for single-touch.
    private var xAxis: UInt16 { contacts == .singleTouch ? AbsCode.x : AbsCode.mtPositionX }
    private var yAxis: UInt16 { contacts == .singleTouch ? AbsCode.y : AbsCode.mtPositionY }

    /// One frame with `fingers` down at those positions (0…1).
    func write(_ fingers: [(x: Double, y: Double)], to out: inout KernelEventWriter) {
        let units = { (code: UInt16, fraction: Double) -> Int32 in
            let info = device.absInfo[code] ?? AbsInfo(minimum: 0, maximum: 0)
            return info.minimum + Int32((Double(info.maximum - info.minimum) * fraction).rounded())
        }
        var emulated = fingers.first
        switch contacts {
        case .slots(let slots):
            for (slot, finger) in fingers.prefix(slots).enumerated() {
                writeSlot(slot, x: units(AbsCode.mtPositionX, finger.x), y: units(AbsCode.mtPositionY, finger.y), to: &out)
            }
            for slot in min(fingers.count, slots)..<slots { out.slot(slot, AbsCode.mtTrackingID, -1) }
        case .semiMT:
            let xs = fingers.map(\.x), ys = fingers.map(\.y)
            if let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() {
                writeSlot(0, x: units(AbsCode.mtPositionX, minX), y: units(AbsCode.mtPositionY, minY), to: &out)
                if fingers.count >= 2 {
                    writeSlot(1, x: units(AbsCode.mtPositionX, maxX), y: units(AbsCode.mtPositionY, maxY), to: &out)
                } else {
                    out.slot(1, AbsCode.mtTrackingID, -1)
                }
                emulated = (x: minX, y: minY)
            } else {
                for slot in 0..<2 { out.slot(slot, AbsCode.mtTrackingID, -1) }
            }
        case .singleTouch:
            if !fingers.isEmpty {
                let n = Double(fingers.count)
                emulated = (x: fingers.map(\.x).reduce(0, +) / n, y: fingers.map(\.y).reduce(0, +) / n)
            }
        case .anonymous:
            for finger in fingers {
                for code in [AbsCode.mtTouchMajor, AbsCode.mtTouchMinor] where device.supports(.abs, code) {
                    out.append(.abs, code, sizeValue(code))
                }
                if device.supports(.abs, AbsCode.mtPressure) { out.append(.abs, AbsCode.mtPressure, pressureValue(AbsCode.mtPressure)) }
                out.append(.abs, AbsCode.mtPositionX, units(AbsCode.mtPositionX, finger.x))
                out.append(.abs, AbsCode.mtPositionY, units(AbsCode.mtPositionY, finger.y))
                out.append(.syn, SynCode.mtReport, 0)
            }
            if fingers.isEmpty { out.append(.syn, SynCode.mtReport, 0) }
        }
        out.key(KeyCode.btnTouch, fingers.isEmpty ? 0 : 1, declared: device)
        for tool in [KeyCode.btnToolFinger, KeyCode.btnToolDoubleTap, KeyCode.btnToolTripleTap, KeyCode.btnToolQuadTap, KeyCode.btnToolQuintTap] {
            out.key(tool, KeyCode.fingerCount(ofTool: tool) == fingers.count ? 1 : 0, declared: device)
        }
        if let emulated, device.supports(.abs, AbsCode.x), device.supports(.abs, AbsCode.y) {
            out.abs(AbsCode.x, units(AbsCode.x, emulated.x))
            out.abs(AbsCode.y, units(AbsCode.y, emulated.y))
        }
        if device.supports(.abs, AbsCode.pressure) { out.abs(AbsCode.pressure, fingers.isEmpty ? 0 : pressureValue(AbsCode.pressure)) }
        out.report()
    }

    /// A protocol-B slot holding a contact at `x`, `y` (device units), with a new tracking id if it was empty.
    private func writeSlot(_ slot: Int, x: Int32, y: Int32, to out: inout KernelEventWriter) {
        if out.value(slot: slot, AbsCode.mtTrackingID) ?? -1 < 0 { out.slot(slot, AbsCode.mtTrackingID, out.nextTrackingID()) }
        out.slot(slot, AbsCode.mtPositionX, x)
        out.slot(slot, AbsCode.mtPositionY, y)
        for code in [AbsCode.mtTouchMajor, AbsCode.mtTouchMinor] where device.supports(.abs, code) { out.slot(slot, code, sizeValue(code)) }
        if device.supports(.abs, AbsCode.mtPressure) { out.slot(slot, AbsCode.mtPressure, pressureValue(AbsCode.mtPressure)) }
    }

    /// 30 % of the pressure axis `code`'s range above its minimum (at least 1).
    private func pressureValue(_ code: UInt16) -> Int32 { fraction(0.3, of: code) }
    /// 25 % of the touch-size axis `code`'s range above its minimum (at least 1).
    private func sizeValue(_ code: UInt16) -> Int32 { fraction(0.25, of: code) }

    private func fraction(_ fraction: Double, of code: UInt16) -> Int32 {
        guard let info = device.absInfo[code] else { return 1 }
        return info.minimum + max(1, Int32((Double(info.maximum - info.minimum) * fraction).rounded()))
    }
}

/// Events as the kernel's input core passes them on: unchanged values and undeclared keys dropped,
/// and with `dropsEmptyFrames` a frame in which nothing changed (the kernel sends no lone `SYN_REPORT`).
struct KernelEventWriter {
    private(set) var events: [InputEvent] = []
    /// Whether a frame without a change is left out (its 10 ms still pass).
    var dropsEmptyFrames = false
    /// Where the frame being written starts in `events`.
    private var frameStart = 0
    /// The time of the frame being written (µs).
    var time: Int64 = 0
    private var currentSlot = 0
    private var slotValues: [Int: [UInt16: Int32]] = [:]
    private var values: [UInt16: Int32] = [:]
    private var keys: [UInt16: Int32] = [:]
    private var trackingIDs: Int32 = 0

    /// A fresh tracking id.
    mutating func nextTrackingID() -> Int32 {
        trackingIDs += 1
        return trackingIDs
    }

    /// The last value of `code` in `slot`.
    func value(slot: Int, _ code: UInt16) -> Int32? { slotValues[slot]?[code] }

    /// `code` = `value` in `slot`, preceded by `ABS_MT_SLOT` when another slot was current.
    mutating func slot(_ slot: Int, _ code: UInt16, _ value: Int32) {
        guard slotValues[slot]?[code] ?? (code == AbsCode.mtTrackingID ? -1 : nil) != value else { return }
        if slot != currentSlot {
            append(.abs, AbsCode.mtSlot, Int32(slot))
            currentSlot = slot
        }
        slotValues[slot, default: [:]][code] = value
        append(.abs, code, value)
    }

    /// A non-MT axis, when its value changed.
    mutating func abs(_ code: UInt16, _ value: Int32) {
        guard values[code] != value else { return }
        values[code] = value
        append(.abs, code, value)
    }

    /// A key the device declares, when its state changed.
    mutating func key(_ code: UInt16, _ value: Int32, declared device: DeviceDescription) {
        guard device.supports(.key, code), keys[code] ?? 0 != value else { return }
        keys[code] = value
        append(.key, code, value)
    }

    /// Ends the frame; the next one comes 10 ms later.
    mutating func report() {
        if !(dropsEmptyFrames && events.count == frameStart) { append(.syn, SynCode.report, 0) }
        frameStart = events.count
        time += 10_000
    }

    /// Any event, as it is.
    mutating func append(_ type: EventType, _ code: UInt16, _ value: Int32) {
        events.append(InputEvent(time: time, type: type, code: code, value: value))
    }
}
