import Foundation
import GlideInput
import Testing

/// `E:` lines full of `sscanf` corner cases (signs, `0x` prefixes inside a field width, leading
/// zeros, upper-case hex, numbers too long for 64 bits, odd whitespace) read exactly as libevemu
/// reads them: the number scanner's fast paths must not change a single value.
@Suite(.enabled(if: EvemuOracle.executable != nil, "\(EvemuOracle.unavailableReason)"))
struct EvemuNumberOracleTests {
    /// A minimal description libevemu accepts.
    private static let header = "# EVEMU 1.3\nN: oracle numbers\nI: 0003 0001 0002 0003\nB: 03 03 00 00 00 00 00 60 00\nA: 00 0 1000 0 0 10\nA: 01 0 1000 0 0 10\n"

    /// SplitMix64: a fixed seed gives the same lines on every run.
    private struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    }

    /// A number field: digits of `base`, maybe signed, prefixed, zero-padded or too long.
    private static func field(hex: Bool, _ random: inout Random) -> String {
        let alphabet = Array(hex ? "0123456789abcdefABCDEF" : "0123456789")
        let length = random.chance(10) ? 15 + random.below(12) : 1 + random.below(6)
        var text = String((0..<length).map { _ in alphabet[random.below(alphabet.count)] })
        if random.chance(15) { text = String(repeating: "0", count: 1 + random.below(4)) + text }
        if hex && random.chance(20) { text = (random.chance(50) ? "0x" : "0X") + text }
        if random.chance(10) { text = (random.chance(50) ? "-" : "+") + text }
        return text
    }

    /// Whitespace between fields: usually one space, sometimes tabs, several, or none at all.
    private static func gap(_ random: inout Random) -> String {
        switch random.below(10) {
        case 0: ""
        case 1: "\t"
        case 2: "  \t "
        default: " "
        }
    }

    /// One `E:` line with random fields (its seconds field keeps to 1…10 digits ⅔ of the time).
    private static func line(_ random: inout Random) -> String {
        var seconds = field(hex: false, &random)
        if random.chance(66) { seconds = String(seconds.prefix(10)) }
        return "E:" + gap(&random) + seconds + "." + field(hex: false, &random)
            + gap(&random) + field(hex: true, &random) + gap(&random) + field(hex: true, &random)
            + gap(&random) + field(hex: false, &random) + (random.chance(30) ? "\t# comment 12 0x3" : "") + "\n"
    }

    @Test func edgeCasesReadAsLibevemuReadsThem() throws {
        let lines = [
            "E: 0.000001 0003 0035 0206\n", "E: 5.5 3 35 -1\n", "E: 1.000002 0x03 0X35 +7\n",
            "E: 1.000003 00030035 12\n", "E: 1.0000041 0003 0036 4\n", "E: 99999999999999999999.000005 0003 0036 5\n",
            "E: 1.000006 -003 -0x1 -2147483649\n", "E: 1.000007 0003 0036 2147483648\n",
            "E: 1.000008 ffff FFFF 99999999999999999999999\n", "E: 1.000009 0x 0x1 1\n", "E:1.000010\t0003\t0035\t10\n",
            // The edges of ByteScanner.plainEventFields: 18 and 19 digits, 5 and 7 microsecond
            // digits, -0, a NUL inside the value, fields ending at the line's end.
            "E: 123456789012345678.000011 002F 002f -123456789012345678\n",
            "E: 1234567890123456789.000012 0003 0035 1234567890123456789\n", "E: 1.00013 0003 0035 13\n",
            "E: 1.0000141 0003 0035 14\n", "E: 1.000015 0003 0035 -0\n", "E: 1.000016 0003 0035 12\u{0}34\n",
            "E: 1.000017 0003 0035 17", "E: 12345678.123456 aBcD 0039 -\n",
        ]
        try compare(jobs: lines.map { Self.header + $0 })
    }

    @Test func randomLinesReadAsLibevemuReadsThem() throws {
        var random = Random(state: 0x61_6C_69_64_65)
        // One file per pair of lines: a malformed line ends its file, so the others still count.
        let jobs = (0..<300).map { _ in Self.header + Self.line(&random) + Self.line(&random) }
        try compare(jobs: jobs)
    }

    /// Writes each text as a file, runs libevemu over them all, and expects Glide to agree on each.
    private func compare(jobs texts: [String]) throws {
        let paths = texts.enumerated().map { TraceFixtures.write($1, name: "numbers-\($0).evemu") }
        let oracles = try EvemuOracle.run(paths)
        try #require(oracles.count == paths.count)
        var compared = 0
        for (index, path) in paths.enumerated() {
            let reader: EvemuReader?
            var events: [InputEvent] = []
            var failure: TraceError?
            do {
                let (read, all, error) = try TraceFixtures.readAll(path: path)
                (reader, events, failure) = (read, all, error)
            } catch {
                (reader, failure) = (nil, error)
            }
            compared += oracles[index].events.count
            #expect(oracles[index].differences(from: reader, events: events, error: failure) == [], "file \(index): \(texts[index])")
        }
        #expect(compared > texts.count / 2, "too few lines were events libevemu accepted: \(compared)")
    }
}
