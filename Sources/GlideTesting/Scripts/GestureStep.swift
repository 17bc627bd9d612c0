import GlideInput

/// One step of a `GestureScript`: what the fingers (or the device) do next.
///
/// Positions and distances are millimetres on the device's surface (x right, y down, from its
/// top-left corner); times are seconds. Every step that makes a frame says how long after the
/// previous frame it comes (`after`); the script's first frame is at time 0 whatever its `after`.
public enum GestureStep: Hashable, Sendable, CustomStringConvertible {
    /// Fingers land at these points (added to those already down), in one frame.
    case down([SurfacePoint], after: Double)
    /// Every finger down moves together along a path (nothing happens with no finger down but time passing).
    case move(Motion)
    /// Time passes without any event.
    case pause(Double)
    /// The `count` fingers that landed last lift, in one frame (all of them when `count` ≥ those down).
    case lift(count: Int, after: Double)
    /// `fingers` fingers land around a point, stay `hold` seconds without moving, and lift.
    case tap(at: SurfacePoint, fingers: Int, hold: Double, after: Double)
    /// The physical button (`BTN_LEFT`) is pressed for `hold` seconds; nothing on a touchscreen.
    case click(hold: Double, after: Double)
    /// The kernel's buffer overflows (`SYN_DROPPED`) while the fingers jump by (dx, dy) mm; the
    /// device's full state follows, as libevdev's resync delivers it.
    case synDropped(dx: Double, dy: Double, after: Double)
    /// A frame with exactly the previous frame's timestamp (the fingers creep 0.2 mm right).
    case duplicateTimestamp
    /// A frame `seconds` before the previous frame (never before the first); later frames count from it.
    case backwardsTimestamp(Double)
    /// The device goes away: the trace ends here, with the fingers still down (see `GestureTrace`).
    case deviceLost

    /// A `lift` count that lifts every finger down.
    public static let allFingers = Int(UInt16.max)

    /// A short readable form, e.g. `move(40,0 mm, 0.2 s @120 Hz, jitter 0.3)`.
    public var description: String {
        func mm(_ value: Double) -> String { SyntheticDevice.format((value * 100).rounded() / 100) }
        func s(_ value: Double) -> String { SyntheticDevice.format((value * 10_000).rounded() / 10_000) }
        switch self {
        case .down(let points, let after):
            return "down(\(points.map { "\(mm($0.x)),\(mm($0.y))" }.joined(separator: " ")) +\(s(after)) s)"
        case .move(let motion):
            return motion.description
        case .pause(let seconds):
            return "pause(\(s(seconds)) s)"
        case .lift(let count, let after):
            return "lift(\(count >= GestureStep.allFingers ? "all" : String(count)) +\(s(after)) s)"
        case .tap(let point, let fingers, let hold, let after):
            return "tap(\(mm(point.x)),\(mm(point.y)) ×\(fingers), hold \(s(hold)) s +\(s(after)) s)"
        case .click(let hold, let after):
            return "click(hold \(s(hold)) s +\(s(after)) s)"
        case .synDropped(let dx, let dy, let after):
            return "synDropped(\(mm(dx)),\(mm(dy)) mm +\(s(after)) s)"
        case .duplicateTimestamp:
            return "duplicateTimestamp"
        case .backwardsTimestamp(let seconds):
            return "backwardsTimestamp(\(s(seconds)) s)"
        case .deviceLost:
            return "deviceLost"
        }
    }
}

/// A movement of every finger down: a distance over a duration, sampled at a rate, with jitter,
/// a bend and irregular sampling if asked.
///
/// The path runs from where the fingers are by (dx, dy) mm; `bend` pushes its middle sideways by
/// `bend` × its length (a half sine, positive to the left of the direction of travel), so 0 is
/// a straight line. There are max(1, round(duration × rate)) samples, one frame each; with
/// `spread` > 0 each interval is scaled by a factor in 1 − spread … 1 + spread. `jitter` adds
/// noise of up to that many millimetres to each sample (not accumulated). Noise and irregular
/// intervals come from `seed`, so a motion renders the same events every time.
public struct Motion: Hashable, Sendable, CustomStringConvertible {
    /// Millimetres along x.
    public var dx: Double
    /// Millimetres along y.
    public var dy: Double
    /// Seconds from the previous frame to the last sample.
    public var duration: Double
    /// Samples per second.
    public var rate: Double
    /// Largest noise per sample and axis, millimetres.
    public var jitter: Double
    /// Sideways bulge of the path's middle, as a fraction of its length.
    public var bend: Double
    /// How much each sampling interval may stretch or shrink, 0…0.9.
    public var spread: Double
    /// Seeds the noise and the irregular intervals.
    public var seed: UInt64

    /// A motion by (dx, dy) mm over `duration` s at `rate` Hz.
    public init(dx: Double, dy: Double, duration: Double, rate: Double = 120, jitter: Double = 0, bend: Double = 0, spread: Double = 0, seed: UInt64 = 0) {
        self.dx = dx
        self.dy = dy
        self.duration = duration
        self.rate = rate
        self.jitter = jitter
        self.bend = bend
        self.spread = spread
        self.seed = seed
    }

    /// The number of samples (frames) it makes: max(1, round(duration × rate)), at most 100 000.
    public var sampleCount: Int {
        let samples = (duration * rate).rounded()
        guard samples.isFinite, samples >= 1 else { return 1 }
        return Int(min(samples, 100_000))
    }

    /// `move(40,0 mm, 0.2 s @120 Hz, jitter 0.3, bend 0.1, spread 0.3)`, leaving out what is zero.
    public var description: String {
        func r(_ value: Double) -> String { SyntheticDevice.format((value * 100).rounded() / 100) }
        var text = "move(\(r(dx)),\(r(dy)) mm, \(SyntheticDevice.format((duration * 10_000).rounded() / 10_000)) s @\(r(rate)) Hz"
        if jitter != 0 { text += ", jitter \(r(jitter))" }
        if bend != 0 { text += ", bend \(r(bend))" }
        if spread != 0 { text += ", spread \(r(spread))" }
        return text + ")"
    }
}
