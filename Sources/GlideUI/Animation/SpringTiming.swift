#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The timing of a UIKit-style spring animation: a damping ratio and an initial velocity.
///
/// Model: the unit step response of a damped harmonic oscillator whose decay envelope reaches
/// 0.001 exactly at the animation's duration D (for damping ratio ζ ≤ 1 the envelope is
/// e^(−ζωt), so ω = ln(1000)/(ζ·D); for ζ > 1 the slower of the two exponentials decays to 0.001
/// at D). What little is left at D (≤ about 0.001 of the distance) is blended away with a
/// smoothstep (3u² − 2u³ of the residual, zero slope at the start), so progress is exactly 1 at D,
/// the start slope equals `initialVelocity` and nothing jumps. `initialVelocity` is in "whole
/// distances per second", as UIKit's `initialSpringVelocity`: 0.5 on a 200-point move starts at
/// 100 points per second. A damping ratio that is not positive is treated as 0.01.
public struct SpringTiming: Hashable, Sendable, CustomStringConvertible {
    /// The damping ratio ζ: below 1 oscillates, 1 is critically damped, above 1 is overdamped.
    public let dampingRatio: Double
    /// The initial velocity, in whole animation distances per second.
    public let initialVelocity: Double

    /// Creates spring timing (a non-positive or non-finite ratio becomes 0.01, a non-finite velocity 0).
    public init(dampingRatio: Double, initialVelocity: Double = 0) {
        self.dampingRatio = dampingRatio.isFinite && dampingRatio > 0 ? max(dampingRatio, 0.01) : 0.01
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// The duration over which this spring, of `stiffness` (per second², mass 1), settles in this
    /// model: its natural frequency is ω = √stiffness, so D = ln 1000 / (ζ·ω) (ζ ≤ 1), or ln 1000
    /// over the slower decay rate ω·(ζ − √(ζ² − 1)) (ζ > 1). Stiffness 1000 at ζ = 1 (niri's
    /// workspace switch, libadwaita's navigation view) settles in 0.218 s. 0 for a stiffness that
    /// is not positive and finite.
    public func settlingDuration(stiffness: Double) -> Double {
        guard stiffness > 0, stiffness.isFinite else { return 0 }
        let zeta = dampingRatio
        let omega = stiffness.squareRoot()
        let rate = zeta <= 1 ? zeta * omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
        return log(1000.0) / rate
    }

    /// The progress (0 at the start, 1 at the end, possibly beyond 1 while oscillating) `time` seconds into an animation of `duration` seconds.
    public func value(atTime time: Double, duration: Double) -> Double {
        guard duration > 0, time < duration else { return time >= 0 ? 1 : 0 }
        guard time > 0 else { return 0 }
        let residual = 1 - oscillator(time: duration, duration: duration)
        let u = time / duration
        return oscillator(time: time, duration: duration) + residual * u * u * (3 - 2 * u)
    }

    /// The undamped step response x(t) with x(0) = 0, x'(0) = initialVelocity, settling to 1.
    func oscillator(time t: Double, duration: Double) -> Double {
        let ln1000 = log(1000.0)
        let zeta = dampingRatio
        let v0 = initialVelocity
        if zeta < 1 {
            let omega = ln1000 / (zeta * duration)
            let decay = zeta * omega
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let coefficient = (decay - v0) / omegaD
            return 1 - exp(-decay * t) * (cos(omegaD * t) + coefficient * sin(omegaD * t))
        } else if zeta == 1 {
            let omega = ln1000 / duration
            return 1 - exp(-omega * t) * (1 + (omega - v0) * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let omega = ln1000 / ((zeta - root) * duration)
            let slow = -omega * (zeta - root)
            let fast = -omega * (zeta + root)
            // x = 1 − c1·e^(slow·t) − c2·e^(fast·t), with c1 + c2 = 1 and −(c1·slow + c2·fast) = v0.
            let c2 = (v0 + slow) / (slow - fast)
            let c1 = 1 - c2
            return 1 - c1 * exp(slow * t) - c2 * exp(fast * t)
        }
    }

    /// Reads "spring(damping: ζ, velocity: v)".
    public var description: String { "spring(damping: \(dampingRatio), velocity: \(initialVelocity))" }
}
