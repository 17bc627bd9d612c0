import Glibc

/// `CLOCK_MONOTONIC`, the clock live devices stamp their events with: the one reading of it in Glide.
package enum MonotonicTime {
    /// The current time in seconds.
    package static var now: Double {
        let spec = timespecNow
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    /// The current time in microseconds, the unit of `InputEvent.time`.
    package static var microseconds: Int64 {
        let spec = timespecNow
        return Int64(spec.tv_sec) * 1_000_000 + Int64(spec.tv_nsec) / 1_000
    }

    /// The clock as `clock_gettime` gives it (it cannot fail for `CLOCK_MONOTONIC`).
    private static var timespecNow: timespec {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return spec
    }
}
