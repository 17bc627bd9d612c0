/// Random numbers read from a fuzzing engine's input, so that the engine's mutations of bytes
/// become changes of a gesture script (through `GestureScriptGenerator.script(using:)`): every
/// input makes a valid script.
///
/// Each number is the next 8 bytes, little-endian (the last ones zero-padded); once the bytes
/// are used up, the numbers go on from a `SplitMix64` seeded with the bytes' FNV-1a hash, so a
/// script never runs short of numbers (and rejection sampling always ends) and the same input
/// always makes the same script.
public struct FuzzBytes: RandomNumberGenerator, Sendable {
    private let bytes: [UInt8]
    private var offset = 0
    private var rest: SplitMix64

    /// Numbers from `bytes`.
    public init(_ bytes: some Collection<UInt8>) {
        self.bytes = Array(bytes)
        rest = SplitMix64(seed: Self.hash(self.bytes))
    }

    /// The next 64 bits: the next 8 bytes while there are any.
    public mutating func next() -> UInt64 {
        guard offset < bytes.count else { return rest.next() }
        var value: UInt64 = 0
        for shift in 0..<8 where offset + shift < bytes.count {
            value |= UInt64(bytes[offset + shift]) << (8 * UInt64(shift))
        }
        offset += 8
        return value
    }

    /// The FNV-1a hash of `bytes`: a seed that names an input.
    public static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        bytes.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }
}
