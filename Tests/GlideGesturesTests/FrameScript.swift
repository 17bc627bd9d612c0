import GlideGestures
import GlideInput

/// Builds synthetic touch frames for transcripts: fingers by id, positions in surface units.
///
/// One unit is one millimetre and 1 % of the normalised range, so both `touchpadMapping`
/// and `touchscreenMapping` below map one unit to one point: tests read in points.
struct FrameScript {
    /// Microseconds of the next frame.
    private(set) var time: Int64 = 1_000_000
    /// The fingers down, in landing order (their slot is their index).
    private var fingers: [(id: Int32, x: Double, y: Double)] = []
    private var nextID: Int32 = 100
    /// Marks every frame as coming from a semi-MT device.
    var semiMT = false
    /// Extra fingers reported only by `BTN_TOOL_*` (more fingers than slots).
    var extraFingers = 0
    /// Buttons held down (`BTN_LEFT` …).
    var buttons: Set<UInt16> = []

    /// A 100 mm pad spanning 100 points.
    static let touchpadMapping = TouchMapping.touchpad(padWidthMM: 100, containerWidth: 100)
    /// A 100 × 100 point screen.
    static let touchscreenMapping = TouchMapping.touchscreen(screenSize: GestureSize(width: 100, height: 100))

    /// The ids of the fingers down, in landing order.
    var fingerIDs: [Int32] { fingers.map(\.id) }

    /// Puts a finger down at (x, y) and returns its id.
    @discardableResult
    mutating func down(x: Double, y: Double) -> Int32 {
        nextID += 1
        fingers.append((nextID, x, y))
        return nextID
    }

    /// Lifts the finger `id`.
    mutating func up(_ id: Int32) {
        fingers.removeAll { $0.id == id }
    }

    /// Lifts every finger.
    mutating func upAll() {
        fingers.removeAll()
    }

    /// Moves the finger `id` by (dx, dy).
    mutating func move(_ id: Int32, dx: Double, dy: Double) {
        for i in fingers.indices where fingers[i].id == id {
            fingers[i].x += dx
            fingers[i].y += dy
        }
    }

    /// Moves every finger by (dx, dy).
    mutating func moveAll(dx: Double, dy: Double) {
        for i in fingers.indices {
            fingers[i].x += dx
            fingers[i].y += dy
        }
    }

    /// The frame for the current fingers, `ms` milliseconds after the previous one.
    mutating func frame(after ms: Double = 10, resynced: Bool = false) -> TouchFrame {
        time += Int64(ms * 1000)
        return frameNow(resynced: resynced)
    }

    /// The frame for the current fingers at exactly `time` µs (which may go backwards).
    mutating func frame(at time: Int64) -> TouchFrame {
        self.time = time
        return frameNow(resynced: false)
    }

    private func frameNow(resynced: Bool) -> TouchFrame {
        let touches = fingers.enumerated().map { slot, finger in
            Touch(trackingID: finger.id, slot: slot, x: Int32(finger.x * 10), y: Int32(finger.y * 10),
                  mm: SurfacePoint(x: finger.x, y: finger.y),
                  normalized: SurfacePoint(x: finger.x / 100, y: finger.y / 100))
        }
        return TouchFrame(time: time, touches: touches, fingerCount: touches.count + (touches.isEmpty ? 0 : extraFingers),
                          buttons: buttons, resynced: resynced, semiMT: semiMT)
    }
}

/// Records every state a recognizer announces, with the time it was entered.
final class Transcript {
    private(set) var entries: [(state: GestureRecognizerState, time: Int64)] = []

    /// The announced states, in order.
    var states: [GestureRecognizerState] { entries.map(\.state) }

    /// Starts listening to `pan`.
    init(_ pan: PanGestureRecognizer) {
        pan.addTarget { self.entries.append(($0.state, $0.stateTimes[$0.state] ?? -1)) }
    }

    /// Starts listening to `tap`.
    init(_ tap: TapGestureRecognizer) {
        tap.addTarget { self.entries.append(($0.state, $0.stateTimes[$0.state] ?? -1)) }
    }
}

extension Double {
    /// True when `self` is within `tolerance` of `other`.
    func isClose(to other: Double, within tolerance: Double = 1e-9) -> Bool {
        abs(self - other) <= tolerance
    }
}
