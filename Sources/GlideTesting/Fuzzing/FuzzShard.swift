/// One of `count` equal parts of a fuzz run, for a CI matrix: shard K of N runs the cases whose
/// index is K − 1 modulo N, so that the shards of one seed together run exactly the cases of the
/// whole run, each case the same wherever it runs (its script comes from the seed and its index).
public struct FuzzShard: Hashable, Sendable, Codable, CustomStringConvertible {
    /// This shard's number, 1…`count`.
    public let number: Int
    /// How many shards the run is cut into.
    public let count: Int

    /// The whole run as one shard.
    public static let whole = FuzzShard(uncheckedNumber: 1, count: 1)

    private init(uncheckedNumber number: Int, count: Int) {
        self.number = number
        self.count = count
    }

    /// Shard `number` of `count`; nil unless 1 ≤ number ≤ count.
    public init?(number: Int, count: Int) {
        guard count >= 1, (1...count).contains(number) else { return nil }
        self.init(uncheckedNumber: number, count: count)
    }

    /// Reads `K/N` (e.g. `2/4`); nil when it is not two integers with 1 ≤ K ≤ N.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let number = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(number: number, count: count)
    }

    private enum CodingKeys: String, CodingKey {
        case number, count
    }

    /// Reads `{"number": K, "count": N}`, refusing a shard that is not one of its run's (1 ≤ K ≤ N).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let count = try container.decode(Int.self, forKey: .count)
        guard count >= 1 else {
            throw DecodingError.dataCorruptedError(forKey: .count, in: container, debugDescription: "\(count) shards: a run has at least 1")
        }
        let number = try container.decode(Int.self, forKey: .number)
        guard (1...count).contains(number) else {
            throw DecodingError.dataCorruptedError(forKey: .number, in: container, debugDescription: "shard \(number) of \(count): it must be 1…\(count)")
        }
        self.init(uncheckedNumber: number, count: count)
    }

    /// The index of this shard's `ordinal`-th case (from 0) in the whole run.
    public func caseIndex(_ ordinal: Int) -> Int { number - 1 + ordinal * count }

    /// How many of a run's `cases` this shard runs.
    public func caseCount(of cases: Int) -> Int { cases <= number - 1 ? 0 : (cases - number) / count + 1 }

    /// "K/N".
    public var description: String { "\(number)/\(count)" }
}
