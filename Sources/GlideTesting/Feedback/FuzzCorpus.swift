/// The scripts guided fuzzing keeps, each with the world it ran in: only those that reached a key
/// no earlier case had.
///
/// Energy: an entry is picked for mutation with weight 1 + the keys it added + 4 × the mutants
/// of it that added keys since, tripled while it is among the `recent` newest entries, so cases go
/// to what still reaches new keys.
public struct FuzzCorpus: Sendable {
    /// One kept script.
    public struct Entry: Sendable {
        /// The script.
        public var script: GestureScript
        /// The index of its world in the fuzzer's `targets`.
        public var target: Int
        /// The case that ran it.
        public var caseIndex: Int
        /// The keys it reached first.
        public var keys: [FuzzCoverage.Key]
        /// How many of its mutants reached keys first.
        public var hits: Int
    }

    /// How many of the newest entries get triple weight.
    public static let recent = 8

    /// The entries, in the order their cases ran.
    public private(set) var entries: [Entry] = []

    /// An empty corpus.
    public init() {}

    /// Keeps `script` (case `caseIndex`, in target `target`) when `coverage` reaches keys `total`
    /// has not, crediting `parent` (the entry it was mutated from) with a hit; returns whether it was kept.
    @discardableResult
    public mutating func add(_ script: GestureScript, target: Int, caseIndex: Int, parent: Int?, coverage: FuzzCoverage, over total: FuzzCoverage) -> Bool {
        let keys = coverage.newKeys(over: total)
        guard !keys.isEmpty else { return false }
        if let parent { entries[parent].hits += 1 }
        entries.append(Entry(script: script, target: target, caseIndex: caseIndex, keys: keys, hits: 0))
        return true
    }

    /// The index of an entry picked by energy, or nil when the corpus is empty.
    public func pick(using random: inout SplitMix64) -> Int? {
        guard !entries.isEmpty else { return nil }
        let weights = entries.indices.map { index in
            (1 + entries[index].keys.count + 4 * entries[index].hits) * (index >= entries.count - Self.recent ? 3 : 1)
        }
        var roll = Int.random(in: 0..<weights.reduce(0, +), using: &random)
        for (index, weight) in weights.enumerated() {
            if roll < weight { return index }
            roll -= weight
        }
        return entries.count - 1
    }
}
