/// How a release velocity is measured: Glide's least-squares fit, or as a Linux desktop measures
/// it from the motion of the last 150 ms (`VelocityEstimator.velocity(_:)`); a record names it.
public enum VelocityMethod: String, Hashable, Sendable, CaseIterable {
    /// Least squares over the estimator's window (`VelocityEstimator.velocity`): Glide's.
    case leastSquares = "least-squares"
    /// GNOME's (libadwaita `src/adw-swipe-tracker.c` @ c68992bd l.281-352, GNOME Shell
    /// `js/ui/swipeTracker.js` @ 8f782086 l.50-87): the motion between the first and the last
    /// sample of the 150 ms before the lift (the first sample's own delta left out) over the time
    /// between them. Nothing is added at the lift, so a pause shorter than 150 ms keeps the velocity.
    case gnome = "gnome-150ms"
    /// niri's (`src/input/swipe_tracker.rs` @ f30db163 l.29-72, with the zero-motion sample each
    /// gesture pushes at the lift, `src/layout/monitor.rs` l.1989-1991): every delta of the 150 ms
    /// before the lift, the first sample's included, over the time from the first sample to the
    /// lift. A finger that paused before lifting has slowed down.
    case niri = "niri-150ms-lift"
}

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
///
/// The fit runs when `velocity` is read, not at every sample (a pan reads it at a few moments,
/// `glide describe` never), whenever that gives the same value: while every position since the
/// last reset is within ±1e150 points and the times within 2^53 µs of the first, the fit
/// cannot fail (its time spread is at least 1 µs, its sums stay finite), so the last update
/// alone decides the velocity. Past those bounds each sample is fitted as it arrives.
///
/// `velocity(_:)` also measures as the desktops do, over the samples of their 150 ms history.
public struct VelocityEstimator: Sendable {
    /// How far back samples count, in microseconds.
    public let window: Int64
    /// How far back the desktops' methods look (`EVENT_HISTORY_THRESHOLD_MS`, `HISTORY_LIMIT`): 150 ms, in microseconds.
    public static let desktopHistory: Int64 = 150_000

    /// The latest estimate, in points per second.
    public var velocity: GestureVector {
        guard let now = deferredUpdate else { return fitted }
        return estimate(at: now) ?? fitted
    }

    /// The velocity of the last fit run.
    private var fitted = GestureVector.zero
    /// The time of the last update when its fit is left to `velocity`.
    private var deferredUpdate: Int64?
    /// The first sample's time since the last reset, while fits may still be deferred.
    private var deferralStart: Int64?
    /// True once a sample since the last reset was past the bounds that let fits be deferred.
    private var fitsEveryUpdate = false

    private struct Sample: Sendable {
        var time: Int64
        var position: GestureVector
    }

    private var ring: [Sample]
    private var newest = -1
    private var count = 0
    /// The time of the newest sample or settle (the lift's, once the fingers lifted).
    private var latest: Int64 = 0

    /// An empty estimator looking back `window` microseconds (> 0) over at most `capacity` samples
    /// (≥ 2; 256 keep the desktops' 150 ms at a 1 kHz report rate).
    public init(window: Int64 = 100_000, capacity: Int = 256) {
        precondition(window > 0 && capacity >= 2, "VelocityEstimator needs window > 0 and capacity ≥ 2, got \(window) µs and \(capacity)")
        self.window = window
        self.ring = Array(repeating: Sample(time: 0, position: .zero), count: capacity)
    }

    /// Forgets every sample and sets the velocity to 0.
    public mutating func reset() {
        newest = -1
        count = 0
        fitted = .zero
        deferredUpdate = nil
        deferralStart = nil
        fitsEveryUpdate = false
    }

    /// Records `position` (points) at `time` (microseconds) and updates `velocity`.
    public mutating func add(_ position: GestureVector, at time: Int64) {
        guard position.isFinite else { return }
        if !fitsEveryUpdate && !allowsDeferredFits(position, at: time) { fitFromNowOn() }
        if count > 0 && time <= ring[newest].time {
            ring[newest].position = position
        } else {
            newest = (newest + 1) % ring.count
            ring[newest] = Sample(time: time, position: position)
            count = min(count + 1, ring.count)
        }
        latest = ring[newest].time
        update(at: latest)
    }

    /// Updates `velocity` as of `now` without a new sample, e.g. when the fingers lift.
    public mutating func settle(at now: Int64) {
        guard count > 0 else { return }
        let now = max(now, ring[newest].time)
        latest = now
        if !fitsEveryUpdate && now.subtractingReportingOverflow(ring[newest].time).overflow { fitFromNowOn() }
        update(at: now)
    }

    /// The velocity measured by `method`, points per second, as of the newest sample or settle.
    public func velocity(_ method: VelocityMethod) -> GestureVector {
        switch method {
        case .leastSquares: velocity
        case .gnome: historyVelocity(countsFirstDelta: false, toLatest: false)
        case .niri: historyVelocity(countsFirstDelta: true, toLatest: true)
        }
    }

    /// The motion of the samples in the desktops' history over their span: from the first
    /// sample's position (or, `countsFirstDelta`, the sample before it) to the newest's, over the
    /// time from the first to the newest (or, `toLatest`, to the lift); 0 when that time is not positive.
    private func historyVelocity(countsFirstDelta: Bool, toLatest: Bool) -> GestureVector {
        guard count > 0 else { return .zero }
        var used = 0
        while used < count {
            let (age, overflow) = latest.subtractingReportingOverflow(ring[index(back: used)].time)
            guard !overflow, age <= Self.desktopHistory else { break }
            used += 1
        }
        guard used > 0 else { return .zero }
        let first = ring[index(back: used - 1)]
        let base = countsFirstDelta && used < count ? ring[index(back: used)] : first
        let (span, overflow) = (toLatest ? latest : ring[newest].time).subtractingReportingOverflow(first.time)
        guard !overflow, span > 0 else { return .zero }
        let velocity = (ring[newest].position - base.position) * (1e6 / Double(span))
        return velocity.isFinite ? velocity : .zero
    }

    /// Runs the deferred fit, and fits every update from now until the next reset.
    private mutating func fitFromNowOn() {
        fitted = velocity
        deferredUpdate = nil
        fitsEveryUpdate = true
    }

    /// Whether `position` at `time` keeps the fit from failing (see the type's discussion).
    private mutating func allowsDeferredFits(_ position: GestureVector, at time: Int64) -> Bool {
        let bound = 1e150
        guard abs(position.dx) <= bound, abs(position.dy) <= bound else { return false }
        let start = deferralStart ?? time
        deferralStart = start
        let (span, overflow) = time.subtractingReportingOverflow(start)
        return !overflow && span <= 1 << 53
    }

    /// Fits now, or leaves the fit to `velocity` while that gives the same value.
    private mutating func update(at now: Int64) {
        if fitsEveryUpdate {
            if let estimate = estimate(at: now) { fitted = estimate }
        } else {
            deferredUpdate = now
        }
    }

    /// The velocity as of `now` from the samples, or nil when the fit is not finite.
    private func estimate(at now: Int64) -> GestureVector? {
        let newestTime = ring[newest].time
        guard now - newestTime <= window else { return .zero }
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
        return estimate
    }

    /// The ring index of the sample `k` places before the newest (0 ≤ k < count), without a
    /// division: it runs for every sample in the window on every frame.
    private func index(back k: Int) -> Int {
        let index = newest - k
        return index >= 0 ? index : index + ring.count
    }
}
