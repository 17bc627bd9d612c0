import Foundation
import GlideInput
import Testing

/// A fixed-seed random mutator over recordings: bit flips, truncation, line splicing,
/// number mangling and stray bytes. Every mutant must read to an end or to an error whose line
/// lies within the file, without crashing or looping; evemu mutants must also read exactly as
/// libevemu reads them, and libinput-record mutants that both accept as PyYAML reads them.
/// (`tools/fuzz-readers` runs the same readers under libFuzzer.)
@Suite struct TraceFuzzTests {
    static let evemuCases = 400
    static let yamlCases = 300

    /// The seeds: the first 6 KB of each bundled trace and, when `../shared/recordings` is
    /// present, of each third-party recording (a `.desc` + `.events` pair as one file).
    static let evemuSeeds: [[UInt8]] = {
        let bundled = ((try? FileManager.default.contentsOfDirectory(atPath: TraceFixtures.bundledTraces.path)) ?? [])
            .filter { $0.hasSuffix(".evemu") }.sorted()
            .map { TraceFixtures.Recording(path: TraceFixtures.bundledTrace($0)) }
        return (bundled + TraceFixtures.recordings).compactMap { recording in
            var data = recording.descriptionPath.flatMap { FileManager.default.contents(atPath: $0) } ?? Data()
            guard let events = FileManager.default.contents(atPath: recording.path) else { return nil }
            data.append(events.prefix(6000))
            return [UInt8](data.prefix(9000))
        }
    }()

    static func mutate(_ seed: [UInt8], using generator: inout SplitMix) -> [UInt8] {
        var bytes = seed
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: flipBits(&bytes, using: &generator)
            case 1: bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &generator)))
            case 2: spliceLines(&bytes, using: &generator)
            case 3: mangleNumber(&bytes, using: &generator)
            case 4:
                let stray: [UInt8] = [0, 0x0d, 0x23, 0x0a, 0x20, 0x2d, 0x5b, 0x5d, 0x3a, 0xff]
                let index = Int.random(in: 0...bytes.count, using: &generator)
                bytes.insert(stray.randomElement(using: &generator) ?? 0, at: index)
            default:
                if !bytes.isEmpty { bytes.remove(at: Int.random(in: 0..<bytes.count, using: &generator)) }
            }
        }
        return bytes
    }

    static func flipBits(_ bytes: inout [UInt8], using generator: inout SplitMix) {
        guard !bytes.isEmpty else { return }
        for _ in 0..<Int.random(in: 1...8, using: &generator) {
            bytes[Int.random(in: 0..<bytes.count, using: &generator)] ^= 1 << UInt8.random(in: 0..<8, using: &generator)
        }
    }

    static func spliceLines(_ bytes: inout [UInt8], using generator: inout SplitMix) {
        var lines = bytes.split(separator: 0x0a, omittingEmptySubsequences: false).map(Array.init)
        guard lines.count > 1 else { return }
        let from = Int.random(in: 0..<lines.count, using: &generator)
        let to = Int.random(in: 0..<lines.count, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: lines.swapAt(from, to)
        case 1: lines.insert(lines[from], at: to)
        default: lines.remove(at: from)
        }
        bytes = Array(lines.joined(separator: [0x0a]))
    }

    static func mangleNumber(_ bytes: inout [UInt8], using generator: inout SplitMix) {
        let digits = bytes.indices.filter { (0x30...0x39).contains(bytes[$0]) }
        guard let start = digits.randomElement(using: &generator) else { return }
        var end = start
        while end < bytes.count, (0x30...0x39).contains(bytes[end]) { end += 1 }
        let replacements = ["0", "-1", "2147483648", "4294967297", "-2147483649", "99999999999999999999",
                            "0x", "0x1f", "ffff", "+", "-", "1.5", "", "18446744073709551615", "007", "-0"]
        let replacement = replacements.randomElement(using: &generator) ?? ""
        bytes.replaceSubrange(start..<end, with: Array(replacement.utf8))
    }

    /// Checks an error's place: a line within the file and a column from 1.
    static func checkLocation(_ error: TraceError, in bytes: [UInt8], path: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = bytes.filter { $0 == 0x0a }.count + 1
        #expect(error.location.file == path, sourceLocation: sourceLocation)
        #expect((1...lines).contains(error.location.line), "\(error)", sourceLocation: sourceLocation)
        #expect(error.location.column >= 1, "\(error)", sourceLocation: sourceLocation)
        #expect(!error.description.isEmpty, sourceLocation: sourceLocation)
    }

    @Test func evemuMutantsReadLikeLibevemu() throws {
        try #require(!Self.evemuSeeds.isEmpty, "no seeds: the bundled traces are missing from Traces/")
        var generator = SplitMix(seed: 0x6c69_6465)
        let directory = TraceFixtures.temporaryDirectory()
        var paths: [String] = []
        var inputs: [[UInt8]] = []
        for index in 0..<Self.evemuCases {
            let seed = Self.evemuSeeds[index % Self.evemuSeeds.count]
            let bytes = Self.mutate(seed, using: &generator)
            let path = directory.appendingPathComponent("mutant-\(index).evemu").path
            #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            paths.append(path)
            inputs.append(bytes)
        }
        let oracle = try EvemuOracle.run(paths)
        if EvemuOracle.executable != nil { try #require(oracle.count == paths.count) }
        var failures = 0
        for (index, path) in paths.enumerated() {
            let lines = inputs[index].filter { $0 == 0x0a }.count + 1
            var reader: EvemuReader?
            var events: [InputEvent] = []
            var failure: TraceError?
            do {
                var opened = try EvemuReader(path: path)
                reader = opened
                while let event = try opened.nextEvent() {
                    events.append(event)
                    if events.count > lines {
                        Issue.record("mutant \(index) yields more events than it has lines")
                        break
                    }
                }
                reader = opened
            } catch {
                failure = error
                Self.checkLocation(error, in: inputs[index], path: path)
            }
            if failure != nil { failures += 1 }
            if index < oracle.count {
                #expect(oracle[index].differences(from: reader, events: events, error: failure) == [], "mutant \(index): \(path)")
            }
        }
        // The mutants must exercise both outcomes.
        #expect(failures > Self.evemuCases / 10 && failures < Self.evemuCases * 9 / 10)
    }

    @Test func libinputRecordMutantsFailCleanly() throws {
        var generator = SplitMix(seed: 0x7961_6d6c)
        let seed = Array(LibinputRecordReaderTests.twoDevices.utf8)
        let directory = TraceFixtures.temporaryDirectory()
        var outcomes = (events: 0, errors: 0)
        var paths: [String] = []
        for index in 0..<Self.yamlCases {
            let bytes = Self.mutate(seed, using: &generator)
            let path = directory.appendingPathComponent("mutant-\(index).yml").path
            #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            paths.append(path)
            let lines = bytes.filter { $0 == 0x0a }.count + 1
            for deviceIndex in [nil, 0] as [Int?] {
                do {
                    var reader = try LibinputRecordReader(path: path, deviceIndex: deviceIndex)
                    var count = 0
                    while try reader.nextEvent() != nil {
                        count += 1
                        if count > lines * 5 {
                            Issue.record("mutant \(index) yields more events than its rows")
                            break
                        }
                    }
                    outcomes.events += 1
                } catch {
                    outcomes.errors += 1
                    Self.checkLocation(error, in: bytes, path: path)
                }
            }
            // Format detection and the matching reader never crash either.
            if var reader = try? Trace.open(path: path) {
                while (try? reader.nextEvent()) != nil {}
            }
        }
        #expect(outcomes.events > Self.yamlCases / 5 && outcomes.errors > Self.yamlCases / 5)

        // Whenever both the Swift reader and PyYAML accept a mutant, they read it the same.
        guard LibinputRecordOracle.available else { return }
        let oracle = try LibinputRecordOracle.run(paths)
        try #require(oracle.count == paths.count)
        var agreed = 0
        for (index, path) in paths.enumerated() {
            let (reader, events, error) = TraceFixtures.readLibinputRecord(path: path)
            guard reader != nil, error == nil, oracle[index].readStatus > 0 else { continue }
            #expect(oracle[index].differences(from: reader, events: events, error: nil) == [], "mutant \(index): \(path)")
            agreed += 1
        }
        #expect(agreed > Self.yamlCases / 5)
    }
}
