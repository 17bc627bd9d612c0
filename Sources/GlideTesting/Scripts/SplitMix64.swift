/// SplitMix64: a small, fast, seeded random number generator, so that every generated script,
/// every jitter and every fuzz case can be made again from its seed on any machine.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The seed of case `index` of a run started from `seed`: decorrelated, so neighbouring cases differ.
    public static func caseSeed(_ seed: UInt64, index: Int) -> UInt64 {
        var mixer = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD6E8_FEB8_6659_FD93))
        return mixer.next()
    }
}
