import GlideInput

/// Makes random gesture scripts from a seed: the same seed gives the same script on every machine.
///
/// A script is a few gestures separated by pauses: taps (mostly one finger), pans (one to
/// `maxFingers` fingers, mostly two on a touchpad and one on a touchscreen) in the four
/// directions or at any angle, of one to three strokes with their own speed, sample rate, jitter,
/// bend and irregular sampling, broken now and then by a finger added or lifted, a pause, a
/// `SYN_DROPPED` jump, a duplicate or a backwards timestamp; button clicks; and grabs — a pan
/// that lands again a few milliseconds after another lifted, while its completion still runs.
/// The last gesture may end with the device lost. The device is picked from `devices`.
public struct GestureScriptGenerator: Sendable {
    /// The devices scripts run on, picked at random per script.
    public var devices: [SyntheticDevice]
    /// How many gestures a script has.
    public var gestures: ClosedRange<Int>
    /// The most fingers a gesture puts down (1…5).
    public var maxFingers: Int
    /// Whether the last gesture may end with the device lost.
    public var includesDeviceLoss: Bool
    /// Whether strokes may be broken by `SYN_DROPPED`.
    public var includesSynDropped: Bool
    /// Whether frames may repeat a timestamp or go back in time.
    public var includesOddTimestamps: Bool

    /// A generator; the defaults exercise everything on a touchpad, a clickpad and a touchscreen.
    public init(
        devices: [SyntheticDevice] = [.touchpad(), .clickpad(), .touchscreen()], gestures: ClosedRange<Int> = 2...6, maxFingers: Int = 4,
        includesDeviceLoss: Bool = true, includesSynDropped: Bool = true, includesOddTimestamps: Bool = true
    ) {
        precondition(!devices.isEmpty, "GestureScriptGenerator needs at least one device")
        precondition(gestures.lowerBound >= 1, "GestureScriptGenerator needs at least one gesture per script, got \(gestures)")
        precondition((1...5).contains(maxFingers), "GestureScriptGenerator takes 1…5 fingers, got \(maxFingers)")
        self.devices = devices
        self.gestures = gestures
        self.maxFingers = maxFingers
        self.includesDeviceLoss = includesDeviceLoss
        self.includesSynDropped = includesSynDropped
        self.includesOddTimestamps = includesOddTimestamps
    }

    /// The script for `seed`.
    public func script(seed: UInt64) -> GestureScript {
        var random = SplitMix64(seed: seed)
        return script(using: &random)
    }

    /// The script `random`'s numbers make (`SplitMix64` for a seed, `FuzzBytes` for libFuzzer's input).
    public func script(using random: inout some RandomNumberGenerator) -> GestureScript {
        let device = devices[Int.random(in: 0..<devices.count, using: &random)]
        var builder = Builder(device: device, generator: self, script: GestureScript(device: device))
        let count = Int.random(in: gestures, using: &random)
        for index in 0..<count {
            if index > 0 { builder.gap(using: &random) }
            builder.gesture(last: index == count - 1, using: &random)
        }
        return builder.script
    }

    /// Builds one script's gestures.
    private struct Builder {
        let device: SyntheticDevice
        let generator: GestureScriptGenerator
        var script: GestureScript
        /// Fingers down now.
        var fingers = 0

        /// A pause between gestures: short (a grab while the last completion runs) or long.
        mutating func gap(using random: inout some RandomNumberGenerator) {
            let seconds = Bool.random(using: &random)
                ? Double.random(in: 0...0.15, using: &random) : Double.random(in: 0.2...1.2, using: &random)
            script.pause(Self.round(seconds))
        }

        /// One gesture: a tap, a pan, a click, or a pan grabbed again right after it lifts.
        mutating func gesture(last: Bool, using random: inout some RandomNumberGenerator) {
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<30:
                tap(using: &random)
            case 30..<75:
                pan(last: last, using: &random)
            case 75..<80 where device.hasButton:
                script.click(hold: Self.round(Double.random(in: 0.02...0.2, using: &random)))
            case 75..<80:
                tap(using: &random)
            default:
                pan(last: false, using: &random)
                script.pause(Self.round(Double.random(in: 0.005...0.15, using: &random)))
                pan(last: last, using: &random)
            }
        }

        mutating func tap(using random: inout some RandomNumberGenerator) {
            let count = Int.random(in: 0..<5, using: &random) == 0 ? min(2, generator.maxFingers) : 1
            script.tap(
                at: point(using: &random), fingers: count, hold: Self.round(Double.random(in: 0.02...0.25, using: &random)),
                after: Self.round(Double.random(in: 0.005...0.05, using: &random)))
        }

        /// Fingers land, move in one to three strokes (with interruptions between), and lift (or the device is lost).
        mutating func pan(last: Bool, using random: inout some RandomNumberGenerator) {
            let count = fingerCount(using: &random)
            script.down(fingers: count, at: point(using: &random), spacing: 12, after: Self.round(Double.random(in: 0.005...0.05, using: &random)))
            fingers = count
            var direction = self.direction(using: &random)
            for stroke in 0..<Int.random(in: 1...3, using: &random) {
                if stroke > 0 {
                    if Int.random(in: 0..<4, using: &random) == 0 { direction = self.direction(using: &random) }
                    if Int.random(in: 0..<10, using: &random) < 4 { interruption(using: &random) }
                }
                move(along: direction, using: &random)
            }
            if last && generator.includesDeviceLoss && Int.random(in: 0..<8, using: &random) == 0 {
                script.deviceLost()
            } else {
                script.lift(after: Self.round(Double.random(in: 0.004...0.05, using: &random)))
                fingers = 0
            }
        }

        /// One stroke: a fraction of the surface along `direction` in 30…600 ms.
        mutating func move(along direction: (dx: Double, dy: Double), using random: inout some RandomNumberGenerator) {
            let span = abs(direction.dx) >= abs(direction.dy) ? device.width : device.height
            let distance = Double.random(in: 0.02...0.8, using: &random) * span
            let rates: [Double] = [60, 90, 120, 125, 144, 240]
            script.move(
                dx: Self.round(direction.dx * distance), dy: Self.round(direction.dy * distance),
                duration: Self.round(Double.random(in: 0.03...0.6, using: &random)),
                rate: rates[Int.random(in: 0..<rates.count, using: &random)],
                jitter: Bool.random(using: &random) ? 0 : Self.round(Double.random(in: 0...0.6, using: &random)),
                bend: Int.random(in: 0..<10, using: &random) < 7 ? 0 : Self.round(Double.random(in: -0.3...0.3, using: &random)),
                spread: Int.random(in: 0..<10, using: &random) < 7 ? 0 : Self.round(Double.random(in: 0...0.6, using: &random)),
                seed: random.next())
        }

        /// Something between two strokes: a pause, a finger added or lifted, a resync jump, an odd timestamp.
        mutating func interruption(using random: inout some RandomNumberGenerator) {
            switch Int.random(in: 0..<6, using: &random) {
            case 0:
                script.pause(Self.round(Double.random(in: 0.01...0.3, using: &random)))
            case 1 where fingers < generator.maxFingers:
                script.addFinger(at: point(using: &random))
                fingers += 1
            case 2 where fingers > 1:
                script.liftFinger()
                fingers -= 1
            case 3 where generator.includesSynDropped:
                script.synDropped(
                    dx: Self.round(Double.random(in: -10...10, using: &random)), dy: Self.round(Double.random(in: -10...10, using: &random)))
            case 4 where generator.includesOddTimestamps:
                script.duplicateTimestamp()
            case 5 where generator.includesOddTimestamps:
                script.backwardsTimestamp(by: Self.round(Double.random(in: 0.001...0.05, using: &random)))
            default:
                script.pause(Self.round(Double.random(in: 0...0.05, using: &random)))
            }
        }

        /// How many fingers a pan takes: mostly two on a touchpad and one on a touchscreen.
        func fingerCount(using random: inout some RandomNumberGenerator) -> Int {
            let roll = Int.random(in: 0..<100, using: &random)
            let count: Int
            if device.kind == .touchscreen {
                count = roll < 70 ? 1 : roll < 90 ? 2 : 3
            } else {
                count = roll < 15 ? 1 : roll < 70 ? 2 : roll < 90 ? 3 : 4
            }
            return min(count, generator.maxFingers)
        }

        /// A unit direction: right, left, down, up, or any angle.
        func direction(using random: inout some RandomNumberGenerator) -> (dx: Double, dy: Double) {
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<35: return (1, 0)
            case 35..<50: return (-1, 0)
            case 50..<75: return (0, 1)
            case 75..<85: return (0, -1)
            default:
                let dx = Double.random(in: -1...1, using: &random)
                let dy = Double.random(in: -1...1, using: &random)
                let length = (dx * dx + dy * dy).squareRoot()
                return length > 0.01 ? (dx / length, dy / length) : (1, 0)
            }
        }

        /// A point in the middle 80 % of the surface.
        func point(using random: inout some RandomNumberGenerator) -> SurfacePoint {
            device.point(x: Self.round(Double.random(in: 0.1...0.9, using: &random)), y: Self.round(Double.random(in: 0.1...0.9, using: &random)))
        }

        /// `value` to 3 decimals, so scripts print and compare readably.
        static func round(_ value: Double) -> Double {
            (value * 1000).rounded() / 1000
        }
    }
}
