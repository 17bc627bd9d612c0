/// Velocity by least squares over the last window of (time, position) samples, always finite.
///
/// Each axis gets the slope of the best-fitting line through the samples of the last
/// `window` microseconds (100 ms by default, as libinput's and iOS's trackers look back about
/// that far). Bad clocks cannot produce NaN or infinity: a sample whose time goes backwards
/// or repeats is merged into the newest sample (same time, newest position), so no two samples
/// share a time; with a single sample the velocity is 0; and a result that is not finite is
/// replaced by the last finite one. When fewer than two samples fall in the window, the two
/// newest are used, provided the newest is in the window: slow, sparse frames still give a
/// velocity, while fingers that rested longer than the window give 0. Storage is a fixed ring
/// allocated once, so adding a sample never allocates.
public struct VelocityEstimator: Sendable {
    /// How far back samples count, in microseconds.
    public let window: Int64
    /// The latest estimate, in points per second.
    public private(set) var velocity = GestureVector.zero

    private struct Sample: Sendable {
        var time: Int64
        var position: GestureVector
    }

    private var ring: [Sample]
    private var newest = -1
    private var count = 0

    /// An empty estimator looking back `window` microseconds (> 0) over at most `capacity` samples (≥ 2).
    public init(window: Int64 = 100_000, capacity: Int = 64) {
        precondition(window > 0 && capacity >= 2, "VelocityEstimator needs window > 0 and capacity ≥ 2, got \(window) µs and \(capacity)")
        self.window = window
        self.ring = Array(repeating: Sample(time: 0, position: .zero), count: capacity)
    }

    /// Forgets every sample and sets the velocity to 0.
    public mutating func reset() {
        newest = -1
        count = 0
        velocity = .zero
    }

    /// Records `position` (points) at `time` (microseconds) and updates `velocity`.
    public mutating func add(_ position: GestureVector, at time: Int64) {
        guard position.isFinite else { return }
        if count > 0 && time <= ring[newest].time {
            ring[newest].position = position
        } else {
            newest = (newest + 1) % ring.count
            ring[newest] = Sample(time: time, position: position)
            count = min(count + 1, ring.count)
        }
        update(at: ring[newest].time)
    }

    /// Updates `velocity` as of `now` without a new sample, e.g. when the fingers lift.
    public mutating func settle(at now: Int64) {
        guard count > 0 else { return }
        update(at: max(now, ring[newest].time))
    }

    private mutating func update(at now: Int64) {
        let newestTime = ring[newest].time
        guard now - newestTime <= window else {
            velocity = .zero
            return
        }
        // The samples are read through a buffer pointer: `ring` is never resized, and `index(back:)`
        // stays within it, so the per-sample bounds checks of the three passes are dropped.
        let (count, window) = (self.count, self.window)
        let estimate: GestureVector? = ring.withUnsafeBufferPointer { samples in
            var used = 0
            while used < count, now - samples[index(back: used)].time <= window { used += 1 }
            used = min(max(used, 2), count)
            guard used >= 2 else { return .zero }
            // Times in seconds relative to the newest sample keep the sums well conditioned.
            var meanT = 0.0
            var meanX = 0.0
            var meanY = 0.0
            for k in 0..<used {
                let sample = samples[index(back: k)]
                meanT += Double(sample.time - newestTime) / 1e6
                meanX += sample.position.dx
                meanY += sample.position.dy
            }
            let n = Double(used)
            meanT /= n
            meanX /= n
            meanY /= n
            var stt = 0.0
            var stx = 0.0
            var sty = 0.0
            for k in 0..<used {
                let sample = samples[index(back: k)]
                let dt = Double(sample.time - newestTime) / 1e6 - meanT
                stt += dt * dt
                stx += dt * (sample.position.dx - meanX)
                sty += dt * (sample.position.dy - meanY)
            }
            let estimate = GestureVector(dx: stx / stt, dy: sty / stt)
            return stt > 0 && estimate.isFinite ? estimate : nil
        }
        if let estimate { velocity = estimate }
    }

    /// The ring index of the sample `k` places before the newest (0 ≤ k < count), without a
    /// division: it runs for every sample in the window on every frame.
    private func index(back k: Int) -> Int {
        let index = newest - k
        return index >= 0 ? index : index + ring.count
    }
}
