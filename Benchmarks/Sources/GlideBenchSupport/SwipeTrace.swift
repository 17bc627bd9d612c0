import GlideInput

/// The generated input every benchmark shares: a 100 × 65 mm clickpad and an endless run of
/// 2-finger horizontal swipes on it, as a Linux touchpad reports them (protocol B, 7 ms frames).
///
/// Each swipe lands two fingers 20 mm apart, moves them together across 50 mm in
/// `framesPerSwipe` frames (alternately rightwards and leftwards, with a little vertical
/// wobble), lifts them, and waits `pause` (longer than any scene's completion animation, so the
/// next swipe never grabs one back). A moving frame is 7 events (`ABS_MT_SLOT`, x, y for
/// each finger, `SYN_REPORT`), so a trace of n events holds about n / 7 frames. The same
/// numbers always come out: no randomness.
public struct SwipeTrace: Sequence, IteratorProtocol {
    /// The frames between touch-down and lift-off in one swipe.
    public static let framesPerSwipe = 60
    /// Microseconds between frames.
    public static let frameInterval: Int64 = 7_000
    /// Microseconds between a lift-off and the next touch-down.
    public static let pause: Int64 = 500_000
    /// The frames of one swipe: the moving frames and the lift-off.
    public static let framesPerSwipeWithLift = framesPerSwipe + 2
    /// Device units per millimetre on both axes.
    public static let unitsPerMillimetre: Int32 = 40

    /// The touchpad the swipes are made on: two slots, resolution 40 units/mm, a clickpad.
    public static let device: DeviceDescription = {
        let resolution = unitsPerMillimetre
        let abs: [UInt16: AbsInfo] = [
            AbsCode.x: AbsInfo(minimum: 0, maximum: 4000, resolution: resolution),
            AbsCode.y: AbsInfo(minimum: 0, maximum: 2600, resolution: resolution),
            AbsCode.mtSlot: AbsInfo(minimum: 0, maximum: 1),
            AbsCode.mtPositionX: AbsInfo(minimum: 0, maximum: 4000, resolution: resolution),
            AbsCode.mtPositionY: AbsInfo(minimum: 0, maximum: 2600, resolution: resolution),
            AbsCode.mtTrackingID: AbsInfo(minimum: 0, maximum: 65535),
        ]
        return DeviceDescription(
            name: "Glide benchmark clickpad",
            id: DeviceID(bustype: 0x18, vendor: 0x6cb, product: 0x1, version: 0x100),
            properties: [.pointer, .buttonpad],
            codes: [
                .syn: [SynCode.report, SynCode.config, SynCode.mtReport, SynCode.dropped],
                .key: [KeyCode.btnLeft, KeyCode.btnToolFinger, KeyCode.btnToolDoubleTap, KeyCode.btnTouch],
                .abs: Set(abs.keys),
            ],
            absInfo: abs
        )
    }()

    private var pending: [InputEvent] = []
    private var cursor = 0
    private var swipe = 0
    private var time: Int64 = 0

    /// A trace starting with the first swipe at time 0.
    public init() {
        pending.reserveCapacity(8 * (Self.framesPerSwipe + 2))
    }

    /// The first `count` events of the trace.
    public static func events(count: Int) -> [InputEvent] {
        Array(SwipeTrace().prefix(count))
    }

    /// The events of the first `swipes` whole swipes.
    public static func events(swipes: Int) -> [InputEvent] {
        var trace = SwipeTrace()
        var events: [InputEvent] = []
        for _ in 0..<swipes {
            trace.makeSwipe()
            events.append(contentsOf: trace.pending)
        }
        return events
    }

    /// The frames `events` assemble into on `device`, each with touch storage of its own.
    public static func frames(_ events: [InputEvent]) -> [TouchFrame] {
        var assembler = FrameAssembler(device: device)
        return events.compactMap { assembler.feed($0) }
    }

    /// The next event; the trace never ends.
    public mutating func next() -> InputEvent? {
        if cursor == pending.count { makeSwipe() }
        defer { cursor += 1 }
        return pending[cursor]
    }

    /// Fills `pending` with the next swipe's events and advances the clock past it.
    private mutating func makeSwipe() {
        pending.removeAll(keepingCapacity: true)
        cursor = 0
        let mm = Self.unitsPerMillimetre
        let rightwards = swipe % 2 == 0
        let startX = rightwards ? 25 * mm : 75 * mm
        let travel = (rightwards ? 50 : -50) * mm
        let firstID = Int32(truncatingIfNeeded: (2 * swipe) & 0xffff)
        for frame in 0...Self.framesPerSwipe {
            let x = startX + travel * Int32(frame) / Int32(Self.framesPerSwipe)
            let wobble = Int32(frame % 5) - 2
            for finger in 0..<2 {
                emit(.abs, AbsCode.mtSlot, Int32(finger))
                if frame == 0 { emit(.abs, AbsCode.mtTrackingID, firstID + Int32(finger)) }
                emit(.abs, AbsCode.mtPositionX, x + Int32(finger) * 20 * mm)
                emit(.abs, AbsCode.mtPositionY, 30 * mm + wobble)
            }
            if frame == 0 {
                emit(.key, KeyCode.btnTouch, 1)
                emit(.key, KeyCode.btnToolDoubleTap, 1)
            }
            emit(.syn, SynCode.report, 0)
            time += Self.frameInterval
        }
        for finger in 0..<2 {
            emit(.abs, AbsCode.mtSlot, Int32(finger))
            emit(.abs, AbsCode.mtTrackingID, -1)
        }
        emit(.key, KeyCode.btnTouch, 0)
        emit(.key, KeyCode.btnToolDoubleTap, 0)
        emit(.syn, SynCode.report, 0)
        time += Self.pause
        swipe += 1
    }

    private mutating func emit(_ type: EventType, _ code: UInt16, _ value: Int32) {
        pending.append(InputEvent(time: time, type: type, code: code, value: value))
    }
}
