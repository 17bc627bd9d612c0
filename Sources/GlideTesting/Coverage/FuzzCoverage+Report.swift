import Foundation

extension FuzzCoverage: Codable {
    private enum CodingKeys: String, CodingKey {
        case cases, counts, reached, reachable
        case neverReached = "never_reached"
        case excluded
    }

    /// Reads `cases` and `counts` (family → name → count), refusing a negative count; the other
    /// fields are derived and ignored.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let families = try container.decode([String: [String: Int]].self, forKey: .counts)
        var counts: [Key: Int] = [:]
        for (familyName, names) in families {
            guard let family = Family(rawValue: familyName) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .counts, in: container,
                    debugDescription: "unknown family '\(familyName)'; the families are \(Family.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            for (name, count) in names {
                guard count >= 0 else {
                    throw DecodingError.dataCorruptedError(forKey: .counts, in: container, debugDescription: "\(familyName).\(name) is \(count); a count is never negative")
                }
                counts[Key(family, name)] = count
            }
        }
        let cases = try container.decode(Int.self, forKey: .cases)
        guard cases >= 0 else { throw DecodingError.dataCorruptedError(forKey: .cases, in: container, debugDescription: "\(cases) cases; a count is never negative") }
        self.init(cases: cases, counts: counts)
    }

    /// Writes `cases`, `counts` (family → name → count), `reached` of `reachable`, `never_reached`
    /// (family → names) and `excluded` (family → name → reason); with `JSONEncoder`'s
    /// `.sortedKeys` the same coverage is the same text (see `jsonText`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(cases, forKey: .cases)
        try container.encode(Self.byFamily(counts.map { ($0.key, $0.value) }), forKey: .counts)
        try container.encode(reachedCount, forKey: .reached)
        try container.encode(Self.reachable.count, forKey: .reachable)
        try container.encode(Self.byFamily(neverReached.map { ($0, $0.name) }).mapValues { $0.values.sorted() }, forKey: .neverReached)
        try container.encode(Self.byFamily(Self.exclusions.map { ($0.key, $0.value) }), forKey: .excluded)
    }

    /// The coverage as one pretty-printed JSON document with sorted keys, ending in a newline.
    public var jsonText: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding strings and integers cannot fail.
        let data = try! encoder.encode(self)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Coverage read back from `jsonText` (or any JSON with `cases` and `counts`).
    public init(jsonText: String) throws {
        self = try JSONDecoder().decode(FuzzCoverage.self, from: Data(jsonText.utf8))
    }

    /// `values` grouped as family name → key name → value.
    private static func byFamily<Value>(_ values: [(Key, Value)]) -> [String: [String: Value]] {
        var grouped: [String: [String: Value]] = [:]
        for (key, value) in values { grouped[key.family.rawValue, default: [:]][key.name] = value }
        return grouped
    }

    /// The coverage as a table: per family the keys reached with their counts, then the keys never
    /// reached; then the excluded keys, grouped by reason.
    public var table: String {
        var text = "coverage of \(cases) cases: \(reachedCount) of \(Self.reachable.count) reachable keys reached\n"
        let never = neverReached
        for family in Family.allCases {
            let reachedHere = reached.filter { $0.family == family }
            let neverHere = never.filter { $0.family == family }
            let reachableHere = Self.reachable.count { $0.family == family }
            let width = max(reachedHere.map(\.name.count).max() ?? 0, 8)
            text += "\(family.rawValue): \(reachableHere - neverHere.count) of \(reachableHere) reached\n"
            for key in reachedHere {
                let count = String(self[key])
                text += "  " + key.name + String(repeating: " ", count: width - key.name.count + max(1, 8 - count.count)) + count + "\n"
            }
            if !neverHere.isEmpty {
                text += "  never reached:\n"
                for key in neverHere { text += "    \(key.name)\n" }
            }
        }
        var byReason: [String: [Key]] = [:]
        for (key, reason) in Self.exclusions { byReason[reason, default: []].append(key) }
        text += "excluded (cannot be reached):\n"
        for (reason, keys) in byReason.sorted(by: { $0.value.min()! < $1.value.min()! }) {
            text += "  \(reason):\n    " + keys.sorted().map(\.description).joined(separator: ", ") + "\n"
        }
        return text
    }
}
