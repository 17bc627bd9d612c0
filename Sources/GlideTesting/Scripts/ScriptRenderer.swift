import Glibc
import GlideInput

/// Turns gesture steps into the events a protocol-B device sends, frame by frame.
///
/// Like the kernel, each frame carries only what changed since the last one (the slot when it
/// changes, tracking ids, positions), then `BTN_TOUCH`, the `BTN_TOOL_*` key for the finger
/// count, the pointer emulation `ABS_X`/`ABS_Y` of the oldest contact, the button, and
/// `SYN_REPORT`. Fingers take the lowest free slot; fingers beyond the slots are only counted
/// by the tool key. After a `SYN_DROPPED` the whole state is sent again, as libevdev's resync does.
struct ScriptRenderer {
    /// A finger down.
    private struct Contact {
        /// Its slot, or nil when every slot was taken.
        var slot: Int?
        var trackingID: Int32
        var x: Double
        var y: Double
    }

    /// What the last frame reported for a slot (nil: unknown, so the next frame says it again).
    private struct ReportedSlot {
        var trackingID: Int32?
        var x: Int32?
        var y: Int32?
    }

    let device: SyntheticDevice
    /// The device's `BTN_TOOL_*` keys, by finger count.
    private let tools: [UInt16]
    private(set) var events: [InputEvent] = []
    private var time: Int64 = 0
    private var started = false
    private var contacts: [Contact] = []
    private var nextTrackingID: Int32 = 1
    private var buttonDown = false
    private var reported: [ReportedSlot]
    private var reportedSlot: Int? = 0
    private var reportedTouch: Bool? = false
    private var reportedTool: UInt16?? = .some(nil)
    private var reportedPointer: (x: Int32, y: Int32)?
    private var reportedButton: Bool? = false

    init(device: SyntheticDevice) {
        self.device = device
        tools = device.toolKeys
        reported = Array(repeating: ReportedSlot(trackingID: -1, x: nil, y: nil), count: device.slots)
    }

    /// Appends the events of `step`.
    mutating func render(_ step: GestureStep) {
        switch step {
        case .down(let points, let after):
            let time = advance(after)
            for point in points { land(at: point) }
            emitFrame(at: time)
        case .move(let motion):
            move(motion)
        case .pause(let seconds):
            if started { time = time &+ Self.micros(seconds) }
        case .lift(let count, let after):
            let time = advance(after)
            contacts.removeLast(min(max(count, 0), contacts.count))
            emitFrame(at: time)
        case .tap(let point, let fingers, let hold, let after):
            let downTime = advance(after)
            let before = contacts.count
            for finger in GestureScript.row(of: fingers, at: point, spacing: 15) { land(at: finger) }
            emitFrame(at: downTime)
            let upTime = advance(hold)
            contacts.removeLast(contacts.count - before)
            emitFrame(at: upTime)
        case .click(let hold, let after):
            guard device.hasButton else { return }
            buttonDown = true
            emitFrame(at: advance(after))
            buttonDown = false
            emitFrame(at: advance(hold))
        case .synDropped(let dx, let dy, let after):
            dropEvents(dx: dx, dy: dy, at: advance(after))
        case .duplicateTimestamp:
            let time = advance(0)
            creep()
            emitFrame(at: time)
        case .backwardsTimestamp(let seconds):
            let back = started ? max(0, time &- Self.micros(seconds)) : advance(0)
            started = true
            time = back
            creep()
            emitFrame(at: back)
        case .deviceLost:
            break
        }
    }

    /// Every contact moves along `motion`'s path, one frame per sample.
    private mutating func move(_ motion: Motion) {
        guard !contacts.isEmpty else {
            if started { time = time &+ Self.micros(motion.duration) }
            return
        }
        var random = SplitMix64(seed: motion.seed)
        let samples = motion.sampleCount
        let interval = max(motion.duration, 0) / Double(samples)
        let spread = min(max(motion.spread, 0), 0.9)
        let jitter = abs(motion.jitter)
        let starts = contacts.map { (x: $0.x, y: $0.y) }
        for sample in 1...samples {
            let stretch = spread > 0 ? 1 + Double.random(in: -spread...spread, using: &random) : 1
            let frameTime = advance(interval * stretch)
            let t = Double(sample) / Double(samples)
            let bulge = motion.bend * Self.halfSine(t)
            let offset = (x: motion.dx * t + bulge * motion.dy, y: motion.dy * t - bulge * motion.dx)
            for index in contacts.indices {
                let noise = jitter > 0
                    ? (x: Double.random(in: -jitter...jitter, using: &random), y: Double.random(in: -jitter...jitter, using: &random))
                    : (x: 0, y: 0)
                contacts[index].x = starts[index].x + offset.x + noise.x
                contacts[index].y = starts[index].y + offset.y + noise.y
            }
            emitFrame(at: frameTime)
        }
    }

    /// sin(π t), exactly 0 at both ends.
    private static func halfSine(_ t: Double) -> Double {
        t <= 0 || t >= 1 ? 0 : sin(Double.pi * t)
    }

    /// Some events of a jump, `SYN_DROPPED`, then the whole state after the jump.
    private mutating func dropEvents(dx: Double, dy: Double, at time: Int64) {
        if let first = contacts.first, let slot = first.slot {
            events.append(InputEvent(time: time, type: .abs, code: AbsCode.mtSlot, value: Int32(slot)))
            events.append(InputEvent(time: time, type: .abs, code: AbsCode.mtPositionX, value: device.unitsX(first.x + dx / 2)))
        }
        events.append(InputEvent(time: time, type: .syn, code: SynCode.dropped, value: 0))
        for index in contacts.indices {
            contacts[index].x += dx
            contacts[index].y += dy
        }
        reported = Array(repeating: ReportedSlot(), count: device.slots)
        reportedSlot = nil
        reportedTouch = nil
        reportedTool = nil
        reportedPointer = nil
        reportedButton = nil
        emitFrame(at: time)
    }

    /// Moves every contact 0.2 mm right (so a frame with an odd timestamp carries motion).
    private mutating func creep() {
        for index in contacts.indices { contacts[index].x += 0.2 }
    }

    /// A new contact at `point` in the lowest free slot.
    private mutating func land(at point: SurfacePoint) {
        let taken = Set(contacts.compactMap(\.slot))
        let slot = (0..<device.slots).first { !taken.contains($0) }
        contacts.append(Contact(slot: slot, trackingID: nextTrackingID, x: point.x, y: point.y))
        nextTrackingID = nextTrackingID >= 65535 ? 0 : nextTrackingID + 1
    }

    /// The time of the next frame, `seconds` after the previous one (the first frame is at 0).
    private mutating func advance(_ seconds: Double) -> Int64 {
        if started {
            time = time &+ Self.micros(seconds)
        } else {
            started = true
            time = 0
        }
        return time
    }

    /// Whole microseconds in `seconds` (negative and non-finite count as 0, at most 10⁶ s).
    static func micros(_ seconds: Double) -> Int64 {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return Int64((min(seconds, 1_000_000) * 1_000_000).rounded())
    }

    /// Appends what changed since the last frame, and `SYN_REPORT`.
    private mutating func emitFrame(at time: Int64) {
        func append(_ type: EventType, _ code: UInt16, _ value: Int32) {
            events.append(InputEvent(time: time, type: type, code: code, value: value))
        }
        for slot in 0..<device.slots {
            let contact = contacts.last { $0.slot == slot }
            let wanted = ReportedSlot(
                trackingID: contact?.trackingID ?? -1, x: contact.map { device.unitsX($0.x) }, y: contact.map { device.unitsY($0.y) })
            let old = reported[slot]
            let idChanged = old.trackingID != wanted.trackingID
            let xChanged = wanted.x != nil && (idChanged || old.x != wanted.x)
            let yChanged = wanted.y != nil && (idChanged || old.y != wanted.y)
            guard idChanged || xChanged || yChanged else { continue }
            if reportedSlot != slot {
                append(.abs, AbsCode.mtSlot, Int32(slot))
                reportedSlot = slot
            }
            if idChanged { append(.abs, AbsCode.mtTrackingID, wanted.trackingID ?? -1) }
            if xChanged, let x = wanted.x { append(.abs, AbsCode.mtPositionX, x) }
            if yChanged, let y = wanted.y { append(.abs, AbsCode.mtPositionY, y) }
            reported[slot] = wanted
        }
        let touching = !contacts.isEmpty
        if reportedTouch != touching {
            append(.key, KeyCode.btnTouch, touching ? 1 : 0)
            reportedTouch = touching
        }
        if !tools.isEmpty {
            let tool: UInt16? = touching ? tools[min(contacts.count, tools.count) - 1] : nil
            if reportedTool != .some(tool) {
                for key in tools where key != tool && (reportedTool == nil || reportedTool == .some(key)) { append(.key, key, 0) }
                if let tool { append(.key, tool, 1) }
                reportedTool = .some(tool)
            }
        }
        if let oldest = contacts.first(where: { $0.slot != nil }) {
            let pointer = (x: device.unitsX(oldest.x), y: device.unitsY(oldest.y))
            if reportedPointer?.x != pointer.x { append(.abs, AbsCode.x, pointer.x) }
            if reportedPointer?.y != pointer.y { append(.abs, AbsCode.y, pointer.y) }
            reportedPointer = pointer
        }
        if device.hasButton, reportedButton != buttonDown {
            append(.key, KeyCode.btnLeft, buttonDown ? 1 : 0)
            reportedButton = buttonDown
        }
        append(.syn, SynCode.report, 0)
    }
}
