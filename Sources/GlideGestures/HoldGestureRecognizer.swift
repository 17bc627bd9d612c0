import GlideInput

/// libinput's touchpad hold gesture (libinput 1.19 on; read at 1.22.1,
/// `src/evdev-mt-touchpad-gestures.c`): fingers down and still begin a hold, motion cancels it,
/// lifting them ends it.
///
/// - **Begin** (`began`, libinput's `GESTURE_HOLD_BEGIN`): 40 ms after 1 or 2 fingers are
///   detected (`QUICK_GESTURE_HOLD_TIMEOUT`), 180 ms after 3 or 4 (`DEFAULT_GESTURE_HOLD_TIMEOUT`),
///   counted from the frame the count was first seen; fingers that land first re-time it. One
///   finger begins only while it is within 0.5 mm of where it landed.
/// - **Cancel** (`cancelled`, `GESTURE_HOLD_END` with `cancelled`): one finger that has moved
///   0.5 mm or more from where it landed (`HOLD_AND_MOTION_THRESHOLD`), on a frame with motion
///   (the two frames after a finger-count change carry none: libinput resets its motion history
///   on both); two to four fingers once libinput would decide a scroll, swipe or pinch
///   (`MotionDecision`, which also stops a hold from beginning); a new finger count that lasts
///   100 ms (`DEFAULT_GESTURE_SWITCH_TIMEOUT`), after which the next frame may begin a new hold.
/// - **End** (`ended`, `GESTURE_HOLD_END` not cancelled): every finger lifted.
///
/// Holds exist on touchpads with more than one slot that are not semi-MT (libinput's
/// `hold_enabled`; `Configuration.touchpad(device:)` is nil otherwise), with 1 to 4 fingers; more
/// than 2 fingers on a pad with fewer slots go straight to a swipe. Distances are libinput's
/// millimetres: the axes' resolution, or for a pad without one its range over 69 × 50 mm in
/// whole units, as `tp_init_default_resolution` divides (not `Touch.mm`, whose guess keeps the
/// fraction: the hold's 0.5 mm and decision distances are matched to libinput's holds on every
/// litest pad). Deadlines fire before a frame at or after them, as `libinput_timer_flush` does.
/// libinput's tap state machine (on by default on pads without a left button, where it delays
/// motion for up to 180 ms) and its quirks database are not modelled.
public final class HoldGestureRecognizer: TargetActionGestureRecognizer {
    /// The device's slots and millimetres.
    public struct Configuration: Hashable, Sendable {
        /// The device's protocol-B slots: more fingers than this (and more than 2) swipe at once.
        public var slots: Int
        /// Device units per millimetre along x and y, as libinput takes them.
        public var unitsPerMillimetre: (x: Double, y: Double)

        /// Hold begin after 1 or 2 fingers are detected, µs (`QUICK_GESTURE_HOLD_TIMEOUT`).
        public static let quickTimeout: Int64 = 40_000
        /// Hold begin after 3 or 4 fingers are detected, µs (`DEFAULT_GESTURE_HOLD_TIMEOUT`).
        public static let timeout: Int64 = 180_000
        /// How long a new finger count must last to cancel a hold, µs (`DEFAULT_GESTURE_SWITCH_TIMEOUT`).
        public static let switchTimeout: Int64 = 100_000
        /// How far one finger may move from where it landed and still hold, mm (`HOLD_AND_MOTION_THRESHOLD`).
        public static let motionThreshold = 0.5

        /// A configuration of `slots` slots and these resolutions.
        public init(slots: Int, unitsPerMillimetre: (x: Double, y: Double)) {
            precondition(slots > 1 && unitsPerMillimetre.x > 0 && unitsPerMillimetre.y > 0,
                         "HoldGestureRecognizer needs more than one slot and positive resolutions, got \(slots) and \(unitsPerMillimetre)")
            self.slots = slots
            self.unitsPerMillimetre = unitsPerMillimetre
        }

        /// The hold of `device`: nil unless it is a touchpad (or clickpad) with more than one slot
        /// that is not semi-MT, as libinput enables holds.
        public static func touchpad(device: DeviceDescription) -> Configuration? {
            guard device.isTouchpad, !device.isSemiMT, device.slotCount > 1,
                let x = device.absInfo[AbsCode.mtPositionX], let y = device.absInfo[AbsCode.mtPositionY]
            else { return nil }
            // libinput's guess for a pad without resolution: the range over 69 × 50 mm, in whole units (in 64 bits: any range).
            func resolution(_ info: AbsInfo, _ millimetres: Int64) -> Double {
                info.resolution > 0 ? Double(info.resolution) : Double(max(1, abs(Int64(info.maximum) - Int64(info.minimum)) / millimetres))
            }
            return Configuration(slots: device.slotCount, unitsPerMillimetre: (resolution(x, 69), resolution(y, 50)))
        }

        public static func == (a: Configuration, b: Configuration) -> Bool {
            a.slots == b.slots && a.unitsPerMillimetre == b.unitsPerMillimetre
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(slots)
            hasher.combine(unitsPerMillimetre.x)
            hasher.combine(unitsPerMillimetre.y)
        }
    }

    /// libinput's choice for two to four fingers that have not held still: `undecided` keeps a
    /// hold, anything else ends it (G:864-1021, with `a`, `b` the tracked pair's distances in mm
    /// from where they were detected).
    public enum MotionDecision: Sendable {
        /// Neither a scroll, swipe nor pinch yet.
        case undecided
        /// libinput would begin a scroll, swipe or pinch (or suppress a thumb).
        case decided

        /// The decision for `fingers` fingers whose tracked pair moved `a` and `b` mm, lie
        /// `spread` mm apart, `elapsed` µs after they were detected.
        public static func of(fingers: Int, a: Double, b: Double, spread: (dx: Double, dy: Double), elapsed: Int64) -> MotionDecision {
            let extra = Double(max(0, fingers - 2))
            let minimumMove = 1.5 + 0.5 * extra
            let maximumMove = 4 + 2 * extra
            if a < 1 && b < 1 { return .undecided }
            if abs(spread.dx) < 40 && abs(spread.dy) < 7 && elapsed > 150_000 { return .decided }
            if a >= maximumMove || b >= maximumMove { return .decided }
            if a < minimumMove || b < minimumMove { return .undecided }
            return .decided
        }
    }

    /// Where the recognizer is.
    private enum Phase {
        /// No fingers, or fingers waiting for the next frame to be detected.
        case idle
        /// `fingers` detected at `since` (the tracked touches at `initial`); the hold begins at `since` + its timeout.
        case detected(fingers: Int, since: Int64, initial: [Touch], quietFrames: Int)
        /// Holding with `fingers`; `pending` is a new count first seen at `since`.
        case holding(fingers: Int, since: Int64, initial: [Touch], quietFrames: Int, pending: (fingers: Int, since: Int64)?)
        /// A scroll, swipe, pinch or pointer motion took the fingers: no hold until they lift
        /// (one finger: until the count changes).
        case decided(fingers: Int)
        /// Reset with fingers down: they are ignored until every one lifts.
        case waitingForLift
    }

    /// The slots and resolutions in use.
    public let configuration: Configuration
    /// How touches become gesture-space points (for `location`).
    public let mapping: TouchMapping
    /// The current state: `began` while holding; `ended` or `cancelled` until the next hold.
    public var state: GestureRecognizerState { status.state }
    /// When each state was entered during the current hold.
    public var stateTimes: GestureStateTimes { status.times }
    /// The fingers of the current (or last) hold.
    public private(set) var numberOfTouches = 0
    /// The centroid of the touches now down, or nil when none are.
    public var location: GesturePoint? { mapping.centroid(of: lastTouches) }
    /// The actions called on each announced state change (`addTarget`).
    public let targets = GestureTargets<HoldGestureRecognizer>()

    private var status = RecognizerStatus()
    private var phase = Phase.idle
    private var lastTouches: [Touch] = []

    /// A hold recognizer reading touches with `configuration` (and `mapping` for its location).
    public init(mapping: TouchMapping, configuration: Configuration) {
        self.mapping = mapping
        self.configuration = configuration
    }

    /// When the hold begins, or a pending finger count cancels it, unless a frame comes first.
    public var deadline: Int64? {
        switch phase {
        case .detected(let fingers, let since, _, _): since + (fingers <= 2 ? Configuration.quickTimeout : Configuration.timeout)
        case .holding(_, _, _, _, let pending?): pending.since + Configuration.switchTimeout
        case .idle, .holding, .decided, .waitingForLift: nil
        }
    }

    /// Consumes one frame: detects, begins, cancels or ends a hold.
    public func handle(_ frame: TouchFrame) {
        let time = frame.time
        fireDeadline(upTo: time)
        let fingers = frame.fingers
        let moved = frame.touches != lastTouches
        // Copied into this recognizer's own storage, so the assembler's buffer is never shared (no copy of it per frame).
        lastTouches.removeAll(keepingCapacity: true)
        lastTouches.append(contentsOf: frame.touches)
        guard fingers > 0 else {
            if case .holding = phase { enter(.ended, at: time) }
            phase = .idle
            return
        }
        switch phase {
        case .idle:
            detect(frame)
        case .detected(let count, let since, let initial, let quiet):
            if count != fingers {
                detect(frame)
            } else if count == 1 {
                phase = .detected(fingers: count, since: since, initial: initial, quietFrames: max(0, quiet - 1))
            } else if decision(count, initial, frame, since) == .decided {
                phase = .decided(fingers: count)
            }
        case .holding(let count, let since, let initial, let quiet, let pending):
            if count != fingers {
                let start = pending?.fingers == fingers ? pending?.since ?? time : time
                phase = .holding(fingers: count, since: since, initial: initial, quietFrames: quiet, pending: (fingers, start))
                return
            }
            phase = .holding(fingers: count, since: since, initial: initial, quietFrames: max(0, quiet - 1), pending: nil)
            let ends: Bool
            if count == 1 {
                ends = quiet == 0 && moved && distance(frame.touches.first, from: initial.first) >= Configuration.motionThreshold
            } else {
                ends = pending == nil && decision(count, initial, frame, since) == .decided
            }
            if ends {
                phase = .decided(fingers: count)
                enter(.cancelled, at: time)
            }
        case .decided(let count):
            if count == 1 && fingers != 1 { detect(frame) }
        case .waitingForLift:
            break
        }
    }

    /// Fires a due deadline: the hold begins, or a pending finger count cancels it.
    public func advance(to time: Int64) {
        fireDeadline(upTo: time)
    }

    /// Cancels a hold in progress; the touches now down are ignored until they all lift.
    public func reset(at time: Int64) {
        if case .holding = phase { enter(.cancelled, at: time) }
        phase = lastTouches.isEmpty ? .idle : .waitingForLift
    }

    /// Detects the frame's fingers: their timer starts now, or more than 2 fingers on a pad with fewer slots swipe at once.
    private func detect(_ frame: TouchFrame) {
        let fingers = frame.fingers
        guard fingers <= 4, !(fingers > 2 && fingers > configuration.slots) else {
            phase = .decided(fingers: fingers)
            return
        }
        phase = .detected(fingers: fingers, since: frame.time, initial: trackedTouches(frame.touches, fingers: fingers), quietFrames: 1)
    }

    /// The touches libinput follows: the first, or the top-most and bottom-most of several (slot order breaking ties).
    private func trackedTouches(_ touches: [Touch], fingers: Int) -> [Touch] {
        guard fingers >= 2, touches.count >= 2 else { return Array(touches.prefix(1)) }
        guard fingers > 2 else { return Array(touches.prefix(2)) }
        var top = touches[0]
        var bottom = touches[0]
        for touch in touches.dropFirst() {
            if touch.y < top.y { top = touch }
            if touch.y >= bottom.y { bottom = touch }
        }
        return top.trackingID == bottom.trackingID ? Array(touches.prefix(2)) : [top, bottom]
    }

    /// libinput's decision for `fingers` fingers whose tracked touches started at `initial`, now in `frame`.
    private func decision(_ fingers: Int, _ initial: [Touch], _ frame: TouchFrame, _ since: Int64) -> MotionDecision {
        guard initial.count == 2,
            let first = frame.touches.first(where: { $0.trackingID == initial[0].trackingID }),
            let second = frame.touches.first(where: { $0.trackingID == initial[1].trackingID })
        else { return .undecided }
        let spread = millimetres(from: second, to: first)
        return MotionDecision.of(
            fingers: fingers, a: distance(first, from: initial[0]), b: distance(second, from: initial[1]), spread: spread, elapsed: frame.time - since)
    }

    /// How far `touch` is from `start`, mm (infinity when either is missing: the touch is not the one detected).
    private func distance(_ touch: Touch?, from start: Touch?) -> Double {
        guard let touch, let start, touch.trackingID == start.trackingID else { return .infinity }
        let offset = millimetres(from: start, to: touch)
        return (offset.dx * offset.dx + offset.dy * offset.dy).squareRoot()
    }

    /// From `start` to `touch` in libinput's millimetres (in doubles: positions past the axes' range cannot overflow).
    private func millimetres(from start: Touch, to touch: Touch) -> (dx: Double, dy: Double) {
        ((Double(touch.x) - Double(start.x)) / configuration.unitsPerMillimetre.x, (Double(touch.y) - Double(start.y)) / configuration.unitsPerMillimetre.y)
    }

    /// Fires the deadline if it is at or before `time`.
    private func fireDeadline(upTo time: Int64) {
        guard let deadline, deadline <= time else { return }
        switch phase {
        case .detected(let fingers, let since, let initial, let quiet):
            // One finger holds only while within 0.5 mm of where it landed.
            if fingers == 1, distance(lastTouches.first, from: initial.first) >= Configuration.motionThreshold {
                phase = .decided(fingers: 1)
                return
            }
            phase = .holding(fingers: fingers, since: since, initial: initial, quietFrames: quiet, pending: nil)
            numberOfTouches = fingers
            enter(.possible, at: deadline)
            enter(.began, at: deadline)
        case .holding(_, _, _, _, _?):
            phase = .idle
            enter(.cancelled, at: deadline)
        case .idle, .holding, .decided, .waitingForLift:
            break
        }
    }

    private func enter(_ state: GestureRecognizerState, at time: Int64) {
        if status.enter(state, at: time) { targets.send(self) }
    }
}
