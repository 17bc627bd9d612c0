import GlideGestures
import GlideInput
import GlideUI

@testable import GlideGallery

/// Synthetic touch devices and frames for driving scenes: positions are given in screen points
/// (390 × 844) for both kinds of device, and converted to what the device would report.
struct TouchScript {
    /// The device the frames come from.
    enum Surface {
        /// A touchscreen covering the screen.
        case touchscreen
        /// A 100 × 70 mm touchpad whose width spans the screen's 390 points (3.9 points per mm).
        case touchpad
    }

    let surface: Surface
    let screen = Scene.defaultScreen
    /// Microseconds of the next frame.
    private(set) var time: Int64 = 1_000_000
    private var fingers: [(id: Int32, x: Double, y: Double)] = []
    private var nextID: Int32 = 10

    init(_ surface: Surface) { self.surface = surface }

    /// The device description for `surface`.
    var device: DeviceDescription {
        let range: (x: Int32, y: Int32) = surface == .touchscreen ? (3900, 8440) : (1000, 700)
        let abs: [UInt16: AbsInfo] = [
            AbsCode.x: AbsInfo(minimum: 0, maximum: range.x, resolution: 10),
            AbsCode.y: AbsInfo(minimum: 0, maximum: range.y, resolution: 10),
            AbsCode.mtSlot: AbsInfo(minimum: 0, maximum: 4),
            AbsCode.mtTrackingID: AbsInfo(minimum: 0, maximum: 65535),
            AbsCode.mtPositionX: AbsInfo(minimum: 0, maximum: range.x, resolution: 10),
            AbsCode.mtPositionY: AbsInfo(minimum: 0, maximum: range.y, resolution: 10),
        ]
        return DeviceDescription(
            name: surface == .touchscreen ? "test touchscreen" : "test touchpad",
            id: DeviceID(bustype: 0x18, vendor: 1, product: 2, version: 1),
            properties: surface == .touchscreen ? [.direct] : [.pointer],
            codes: [.syn: [0, 1, 2, 3], .key: [KeyCode.btnTouch, KeyCode.btnToolFinger, KeyCode.btnLeft], .abs: Set(abs.keys)],
            absInfo: abs)
    }

    /// The number of fingers a pan takes on this surface in the scenes' default configuration.
    var panFingers: Int { surface == .touchscreen ? 1 : 2 }

    /// Puts `count` fingers down around (x, y) points, 20 points apart horizontally.
    mutating func down(x: Double, y: Double, count: Int = 1) {
        for index in 0..<count {
            nextID += 1
            fingers.append((nextID, x + Double(index) * 20, y))
        }
    }

    /// Moves every finger by (dx, dy) points.
    mutating func move(dx: Double, dy: Double) {
        for index in fingers.indices {
            fingers[index].x += dx
            fingers[index].y += dy
        }
    }

    /// Moves the script's time up to the scene's clock, so the next frame does not fall in the clock's past.
    mutating func sync(to scene: RunningScene) {
        time = max(time, scene.window.frameTime(ofClockTime: scene.clock.now))
    }

    /// Lifts every finger.
    mutating func upAll() {
        fingers.removeAll()
    }

    /// The frame for the current fingers, `ms` milliseconds after the previous one.
    mutating func frame(after ms: Double = 10) -> TouchFrame {
        time += Int64((ms * 1000).rounded())
        let touches = fingers.enumerated().map { slot, finger -> Touch in
            switch surface {
            case .touchscreen:
                return Touch(
                    trackingID: finger.id, slot: slot, x: Int32(finger.x * 10), y: Int32(finger.y * 10),
                    mm: SurfacePoint(x: finger.x, y: finger.y),
                    normalized: SurfacePoint(x: finger.x / screen.width, y: finger.y / screen.height))
            case .touchpad:
                let mm = SurfacePoint(x: finger.x / 3.9, y: finger.y / 3.9)
                return Touch(
                    trackingID: finger.id, slot: slot, x: Int32(mm.x * 10), y: Int32(mm.y * 10), mm: mm,
                    normalized: SurfacePoint(x: mm.x / 100, y: mm.y / 70))
            }
        }
        return TouchFrame(time: time, touches: touches, fingerCount: touches.count)
    }
}

extension RunningScene {
    /// A pan of `fingers` fingers from (x, y) by (dx, dy) points in `steps` moves 10 ms apart, then a lift.
    func pan(_ script: inout TouchScript, from start: Point, by delta: Point, steps: Int = 10, fingers: Int? = nil) {
        script.sync(to: self)
        script.down(x: start.x, y: start.y, count: fingers ?? script.panFingers)
        feed(script.frame())
        for _ in 0..<steps {
            script.move(dx: delta.x / Double(steps), dy: delta.y / Double(steps))
            feed(script.frame())
        }
        script.upAll()
        feed(script.frame())
    }

    /// A one-finger tap at (x, y) points.
    func tap(_ script: inout TouchScript, at point: Point) {
        script.sync(to: self)
        script.down(x: point.x, y: point.y)
        feed(script.frame())
        feed(script.frame(after: 30))
        script.upAll()
        feed(script.frame(after: 30))
    }
}
