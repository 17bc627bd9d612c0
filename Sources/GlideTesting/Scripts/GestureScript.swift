import GlideInput

/// A gesture on a synthetic device, step by step: what a test (or the fuzzer) wants the fingers
/// to do, rendered into the evdev events a real device would send (`trace`).
///
/// Build one with the mutating methods, which read like the gesture:
/// ```swift
/// var script = GestureScript(device: .touchpad())
/// script.down(fingers: 2, at: script.device.point(x: 0.3, y: 0.5))
/// script.move(dx: 40, dy: 0, duration: 0.25, jitter: 0.2)
/// script.lift()
/// ```
/// Positions are millimetres from the surface's top-left corner, times seconds. The script is a
/// plain value (`steps`), so the generator can make one at random and the shrinker can cut it
/// down; rendering is deterministic (noise comes from each motion's seed). A script that ends
/// with fingers down (after `deviceLost()`, or just without lifting) stands for a device that
/// went away: see `GestureTrace`.
public struct GestureScript: Hashable, Sendable, CustomStringConvertible {
    /// The device the fingers are on.
    public var device: SyntheticDevice
    /// What happens, in order.
    public var steps: [GestureStep]

    /// The gap between frames that do not say otherwise: 1/120 s.
    public static let frameInterval = 1.0 / 120

    /// A script on `device` made of `steps`.
    public init(device: SyntheticDevice, steps: [GestureStep] = []) {
        self.device = device
        self.steps = steps
    }

    /// Whether the script has ended with `deviceLost()` (nothing may follow it).
    public var hasEnded: Bool { steps.last == .deviceLost }

    /// Adds a step (a programmer error after `deviceLost()`).
    public mutating func append(_ step: GestureStep) {
        precondition(!hasEnded, "GestureScript: \(step) added after deviceLost(); the device is gone, so the script must end there")
        steps.append(step)
    }

    /// Fingers land at `points` (mm), `after` seconds after the previous frame.
    public mutating func down(at points: [SurfacePoint], after: Double = frameInterval) {
        append(.down(points, after: after))
    }

    /// `fingers` fingers land in a row from `point` (mm), `spacing` mm apart along x.
    public mutating func down(fingers: Int = 1, at point: SurfacePoint, spacing: Double = 15, after: Double = frameInterval) {
        down(at: Self.row(of: fingers, at: point, spacing: spacing), after: after)
    }

    /// One more finger lands at `point` (mm).
    public mutating func addFinger(at point: SurfacePoint, after: Double = frameInterval) {
        down(at: [point], after: after)
    }

    /// Every finger down moves by (dx, dy) mm over `duration` s at `rate` Hz (see `Motion`).
    public mutating func move(
        dx: Double, dy: Double, duration: Double, rate: Double = 120, jitter: Double = 0, bend: Double = 0, spread: Double = 0,
        seed: UInt64? = nil
    ) {
        append(.move(Motion(dx: dx, dy: dy, duration: duration, rate: rate, jitter: jitter, bend: bend, spread: spread,
                            seed: seed ?? UInt64(steps.count + 1) &* 0x9E37_79B9_7F4A_7C15)))
    }

    /// Time passes without events.
    public mutating func pause(_ seconds: Double) {
        append(.pause(seconds))
    }

    /// The `count` fingers that landed last lift (every finger when nil).
    public mutating func lift(count: Int? = nil, after: Double = frameInterval) {
        append(.lift(count: count ?? GestureStep.allFingers, after: after))
    }

    /// The finger that landed last lifts.
    public mutating func liftFinger(after: Double = frameInterval) {
        lift(count: 1, after: after)
    }

    /// `fingers` fingers tap at `point` (mm): down, `hold` seconds still, up.
    public mutating func tap(at point: SurfacePoint, fingers: Int = 1, hold: Double = 0.05, after: Double = frameInterval) {
        append(.tap(at: point, fingers: fingers, hold: hold, after: after))
    }

    /// The physical button is pressed for `hold` seconds (touchpads and clickpads).
    public mutating func click(hold: Double = 0.08, after: Double = frameInterval) {
        append(.click(hold: hold, after: after))
    }

    /// Events are lost (`SYN_DROPPED`) while the fingers jump by (dx, dy) mm.
    public mutating func synDropped(dx: Double = 0, dy: Double = 0, after: Double = frameInterval) {
        append(.synDropped(dx: dx, dy: dy, after: after))
    }

    /// A frame with the same timestamp as the previous one.
    public mutating func duplicateTimestamp() {
        append(.duplicateTimestamp)
    }

    /// A frame `seconds` before the previous one.
    public mutating func backwardsTimestamp(by seconds: Double) {
        append(.backwardsTimestamp(seconds))
    }

    /// The device goes away with the fingers still down; the script ends here.
    public mutating func deviceLost() {
        append(.deviceLost)
    }

    /// A whole swipe: `fingers` fingers land at `point`, move by (dx, dy) mm over `duration` s, and lift.
    public mutating func swipe(
        fingers: Int = 1, from point: SurfacePoint, dx: Double, dy: Double, duration: Double = 0.2, rate: Double = 120,
        jitter: Double = 0
    ) {
        down(fingers: fingers, at: point)
        move(dx: dx, dy: dy, duration: duration, rate: rate, jitter: jitter)
        lift()
    }

    /// The events a device would send for this script.
    public var trace: GestureTrace {
        var renderer = ScriptRenderer(device: device)
        for step in steps {
            if step == .deviceLost { break }
            renderer.render(step)
        }
        return GestureTrace(device: device.deviceDescription, events: renderer.events)
    }

    /// The number of frames (`SYN_REPORT`s) the script renders to: its size for shrinking.
    public var frameCount: Int { trace.frameCount }

    /// "touchpad 100×70 mm, 12 units/mm, 5 slots: down(…) move(…) lift(…)".
    public var description: String {
        "\(device): " + steps.map(\.description).joined(separator: " ")
    }

    /// `count` points in a row from `point`, `spacing` mm apart along x.
    static func row(of count: Int, at point: SurfacePoint, spacing: Double) -> [SurfacePoint] {
        (0..<max(count, 0)).map { SurfacePoint(x: point.x + Double($0) * spacing, y: point.y) }
    }
}
