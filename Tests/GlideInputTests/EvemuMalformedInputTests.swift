import Foundation
import GlideInput
import Testing

/// Bad and odd evemu files: each fails with the right line and column, or is read as libevemu reads it.
@Suite struct EvemuMalformedInputTests {
    static let header = """
    # EVEMU 1.3
    N: Test Pad
    I: 0018 06cb cd3e 0100
    P: 05 00 00 00 00 00 00 00
    B: 00 0b 00 00 00 00 00 00 00
    B: 03 03 00 00 00 00 80 60 02
    A: 00 0 1212 0 0 12
    A: 01 0 800 0 0 12
    A: 2f 0 4 0 0 0
    A: 35 0 1212 0 0 12
    A: 36 0 800 0 0 12
    A: 39 0 65535 0 0 0

    """

    /// Reads `text` (or `data`) to the end and returns the reader, the events and the error.
    static func read(_ data: Data, descriptionPath: String? = nil) -> (EvemuReader?, [InputEvent], TraceError?) {
        TraceFixtures.read(path: TraceFixtures.write(data), descriptionPath: descriptionPath)
    }

    static func read(_ text: String) -> (EvemuReader?, [InputEvent], TraceError?) { read(Data(text.utf8)) }

    /// Expects `text` to fail at `line`:`column` with `reason`.
    static func expectError(_ text: String, line: Int, column: Int? = nil, reason: TraceError.Reason = .malformedLine, sourceLocation: SourceLocation = #_sourceLocation) -> TraceError? {
        let (_, _, error) = read(text)
        guard let error else {
            Issue.record("no error", sourceLocation: sourceLocation)
            return nil
        }
        #expect(error.reason == reason, sourceLocation: sourceLocation)
        #expect(error.location.line == line, "\(error)", sourceLocation: sourceLocation)
        if let column { #expect(error.location.column == column, "\(error)", sourceLocation: sourceLocation) }
        return error
    }

    @Test func emptyFile() {
        let error = Self.expectError("", line: 1, column: 1, reason: .emptyFile)
        #expect(error?.description.hasSuffix(":1:1: the file is empty; expected an evemu recording (N: name, I: ids, then B:/A: and E: lines)") == true)
        _ = Self.expectError("\n\n", line: 1, column: 1, reason: .emptyFile)
        _ = Self.expectError("# EVEMU 1.3\n# nothing else\n\n", line: 3, reason: .emptyFile)
    }

    @Test func binaryGarbage() {
        var generator = SplitMix(seed: 7)
        let bytes = (0..<4096).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let (_, _, error) = Self.read(Data(bytes))
        let newlines = bytes.filter { $0 == 0x0a }.count
        #expect(error?.reason == .malformedLine)
        #expect((1...(newlines + 1)).contains(error?.location.line ?? 0))
    }

    @Test func truncatedLines() {
        let error = Self.expectError(Self.header + "E: 0.000001 0003 0039 0007\nE: 0.000001 0003", line: 14, column: 17)
        #expect(error?.text == "E: 0.000001 0003")
        if let error {
            #expect(error.description == """
                \(error.location.file):14:17: malformed event line; expected E: <seconds>.<microseconds> <type hex> <code hex> <value>, e.g. E: 0.000001 0003 0035 206
                    E: 0.000001 0003
                                    ^
                """)
        }
        #expect(error?.description.contains("expected E: <seconds>.<microseconds> <type hex> <code hex> <value>") == true)
        _ = Self.expectError("# EVEMU 1.3\nN: Pad\nI: 0018 06cb", line: 3, column: 13)
        _ = Self.expectError("# EVEMU 1.3\nN: Pad\n", line: 2, column: 1)
        _ = Self.expectError(Self.header.replacingOccurrences(of: "A: 36 0 800 0 0 12", with: "A: 36 0 800"), line: 11, column: 12)
    }

    @Test func badHex() {
        _ = Self.expectError(Self.header.replacingOccurrences(of: "B: 03 03 00", with: "B: 03 zz 00"), line: 6, column: 7)
        _ = Self.expectError(Self.header.replacingOccurrences(of: "I: 0018 06cb", with: "I: 0018 g6cb"), line: 3, column: 9)
        _ = Self.expectError(Self.header + "E: 0.1 00g3 0035 5\n", line: 13, column: 10)
        _ = Self.expectError(Self.header.replacingOccurrences(of: "B: 03 03", with: "B: 23 03"), line: 6, column: 4)
        _ = Self.expectError(Self.header.replacingOccurrences(of: "P: 05 00 00 00 00 00 00 00", with: "P: 05 00 00"), line: 4, column: 12)
    }

    @Test func outOfRangeValuesKeepTheirLow32BitsWithAWarning() throws {
        let (reader, events, error) = Self.read(Self.header + "E: 0.000001 0003 0035 4294967297\nE: 0.000002 0003 0035 -4294967295\n")
        #expect(error == nil)
        #expect(events.map(\.value) == [1, 1])
        #expect(reader?.warnings.count == 2)
        #expect(reader?.warnings.first?.location.line == 13)
        #expect(reader?.warnings.first?.message.contains("value 4294967297") == true)
    }

    @Test func timestampsGoingBackwardsAreKeptInOrderWithAWarning() {
        let (reader, events, error) = Self.read(Self.header + "E: 10.000000 0003 0035 1\nE: 9.500000 0003 0035 2\nE: 10.000100 0000 0000 0\n")
        #expect(error == nil)
        #expect(events.map(\.time) == [0, -500_000, 100])
        #expect(events.map(\.value) == [1, 2, 0])
        #expect(reader?.warnings.map(\.location.line) == [14])
        #expect(reader?.warnings.first?.message == "the timestamp goes back by 500000 µs; the event is kept in file order")
    }

    @Test func nulBytesEndTheLineAsInC() {
        var data = Data((Self.header + "E: 0.000001 0003 0035 11\nE: 0.000001 0003 0035 12").utf8)
        data.append(contentsOf: [0, 0x37, 0x37])
        data.append(contentsOf: "\n".utf8)
        data.append(0)
        data.append(contentsOf: "E: 0.000002 0003 0035 13\nE: 0.000003 0003 0035 14\n".utf8)
        let (_, events, error) = Self.read(data)
        #expect(error == nil)
        // The NUL hides "77"; a line starting with NUL is empty to C and skipped.
        #expect(events.map(\.value) == [11, 12, 14])

        // libevemu seeks back over the line that ended the description by its C length, so a
        // NUL in that line makes it re-read only the line's tail (here not an event).
        var first = Data((Self.header + "E: 0.000001 0003 0035 12").utf8)
        first.append(contentsOf: [0, 0x37, 0x37, 0x0a])
        first.append(contentsOf: "E: 0.000003 0003 0035 14\n".utf8)
        #expect(Self.read(first).1.map(\.value) == [14])
    }

    @Test func enormousLines() {
        let long = String(repeating: "x", count: 200_000)
        let error = Self.expectError(Self.header + "E: 0.000001 0003 0035 1\n# " + long + "\n", line: 14, column: TraceLimits.maximumLineLength + 1, reason: .lineTooLong)
        #expect(error?.description.contains("the line is longer than 65536 bytes") == true)
        _ = Self.expectError(long, line: 1, column: TraceLimits.maximumLineLength + 1, reason: .lineTooLong)
    }

    @Test func eventsOnlyFileWithoutItsDescription() throws {
        let error = Self.expectError("E: 1353330434.388618 0003 0039 0007\n", line: 1, column: 1, reason: .missingDescription)
        #expect(error?.description.contains("pass it as the description path") == true)
        _ = Self.expectError("# EVEMU 1.2\n# device /dev/input/event5\nE: 0.000001 0003 0039 0007\n", line: 3, column: 1, reason: .missingDescription)

        // A bundled trace split as upstream recordings come: the events file alone is refused.
        let whole = TraceFixtures.bundledTrace("aweme-touchpad-2fg-finish.evemu")
        let split = try TraceFixtures.split(whole)
        #expect(throws: TraceError.self) { _ = try Trace.open(path: split.events) }
        var reader = try Trace.open(path: split.events, descriptionPath: split.description)
        var wholeReader = try Trace.open(path: whole)
        #expect(reader.device.name == "Glide synthetic touchpad")
        #expect(reader.device == wholeReader.device)
        let events = try reader.readAll()
        #expect(events.count == 304)
        #expect(try events == wholeReader.readAll())
    }

    @Test func axisFieldCountFollowsTheVersion() {
        let noHeader = Self.header.replacingOccurrences(of: "# EVEMU 1.3\n", with: "")
        let error = Self.expectError(noHeader, line: 6, column: 20)
        #expect(error?.description.contains("the axis line has 6 fields, file format 1.0 needs 5") == true)
        #expect(error?.description.contains("add `# EVEMU 1.2` as the first line") == true)
        _ = Self.expectError(Self.header.replacingOccurrences(of: "A: 2f 0 4 0 0 0", with: "A: 2f 0 4 0 0"), line: 9, column: 14)
        // A comment before the version line makes the file 1.0, as in libevemu.
        _ = Self.expectError("# recorded on a laptop\n" + Self.header, line: 8)
        let (reader, _, fine) = Self.read(noHeader.replacingOccurrences(of: " 12\n", with: "\n").replacingOccurrences(of: " 0 0 0\n", with: " 0 0\n"))
        #expect(fine == nil)
        #expect(reader?.version == .v1_0)
        #expect(reader?.device.absInfo[AbsCode.x] == AbsInfo(minimum: 0, maximum: 1212))
    }

    @Test func descriptionEndsAtTheFirstLineOutOfOrder() {
        // P: after B: ends the description: the P: and A: lines are then skipped as non-events.
        let text = Self.header.replacingOccurrences(of: "P: 05 00 00 00 00 00 00 00\nB: 00 0b 00 00 00 00 00 00 00\n", with: "B: 00 0b 00 00 00 00 00 00 00\nP: 05 00 00 00 00 00 00 00\n")
        let (reader, events, error) = Self.read(text + "E: 0.000001 0003 0035 9\n")
        #expect(error == nil)
        #expect(reader?.device.properties == [])
        #expect(reader?.device.codes == [:])
        #expect(events.count == 1)
    }

    @Test func shortLineStopsReadingWithAWarning() {
        let (reader, events, error) = Self.read(Self.header + "E: 0.000001 0003 0035 1\nX\nE: 0.000002 0003 0035 2\n")
        #expect(error == nil)
        #expect(events.count == 1)
        #expect(reader?.warnings.map(\.location.line) == [14])
    }

    @Test func fieldsReadAsSscanfReadsThem() {
        let (reader, events, error) = Self.read(Self.header + "E: 5.5 53 0x35 0x10\t# 5 s + 5 µs; 53 is hex; the value is decimal\nE: 5.1234567 0003 0035 1\n")
        #expect(error == nil)
        #expect(events == [
            InputEvent(time: 0, type: EventType(0x53), code: 0x35, value: 0),
            // %06u takes 6 digits, %04x then takes "7", the code "0003", the value "0035".
            InputEvent(time: 123_451, type: EventType(7), code: 3, value: 35),
        ])
        #expect(reader?.device.name == "Test Pad")
    }

    @Test func newerVersionWarns() {
        let (reader, _, error) = Self.read(Self.header.replacingOccurrences(of: "# EVEMU 1.3", with: "# EVEMU 1.4"))
        #expect(error == nil)
        #expect(reader?.version == EvemuVersion(major: 1, minor: 4))
        #expect(reader?.warnings.first?.location.line == 1)
    }

    @Test func descriptionWithoutTrailingNewlineJoinsTheEventsFile() {
        let desc = TraceFixtures.write(String(Self.header.dropLast()), name: "pad.desc")
        let events = TraceFixtures.write("E: 1.0 0003 0035 1\nE: 1.000010 0003 0035 2\n", name: "pad.events")
        let (reader, read, error) = TraceFixtures.read(path: events, descriptionPath: desc)
        // As with `cat`, "A: 39 0 65535 0 0 0E: 1.0 …" is one line: the axis line, read by sscanf.
        #expect(error == nil)
        #expect(reader?.device.absInfo[AbsCode.mtTrackingID]?.maximum == 65535)
        #expect(read.map(\.value) == [2])
    }

    @Test func errorsInTheEventsFileNameIt() {
        let desc = TraceFixtures.write(Self.header, name: "pad.desc")
        let events = TraceFixtures.write("# events\nE: 1.0 0003 0035 1\nE: 1.000010 0003\n", name: "pad.events")
        do {
            var reader = try EvemuReader(path: events, descriptionPath: desc)
            _ = try reader.readAll()
            Issue.record("no error")
        } catch {
            #expect(error.location == TraceLocation(file: events, line: 3, column: 17))
        }
    }

    /// Every case above, fed to libevemu too: the Swift reader agrees on description, events and failure.
    @Test(.enabled(if: EvemuOracle.executable != nil, "\(EvemuOracle.unavailableReason)"))
    func libevemuAgreesOnEveryCase() throws {
        let noHeader = Self.header.replacingOccurrences(of: "# EVEMU 1.3\n", with: "")
        var nul = Data((Self.header + "E: 0.000001 0003 0035 12").utf8)
        nul.append(contentsOf: [0, 0x37, 0x0a, 0, 0x45, 0x0a])
        nul.append(contentsOf: "E: 0.000003 0003 0035 14\n".utf8)
        let cases: [Data] = [
            "", "\n\n", "# EVEMU 1.3\n# nothing else\n\n",
            Self.header + "E: 0.000001 0003 0039 0007\nE: 0.000001 0003",
            "# EVEMU 1.3\nN: Pad\nI: 0018 06cb", "# EVEMU 1.3\nN: Pad\n", "N: Pad\nI: 1 2 3 4\n",
            Self.header.replacingOccurrences(of: "B: 03 03 00", with: "B: 03 zz 00"),
            Self.header.replacingOccurrences(of: "B: 03 03", with: "B: 23 03"),
            Self.header.replacingOccurrences(of: "B: 03 03", with: "B: 14 03"),
            Self.header.replacingOccurrences(of: "B: 03 03", with: "B: 16 03"),
            Self.header.replacingOccurrences(of: "P: 05 00 00 00 00 00 00 00", with: "P: 05 00 00 00 ff ff 00 00\nP: ff 00 00 00 00 00 00 00"),
            Self.header + "E: 0.1 00g3 0035 5\n",
            Self.header + "E: 0.000001 0003 0035 4294967297\nE: 0.000002 0003 0035 -4294967295\nE: 1.2 -1 -2 99999999999999999999\n",
            Self.header + "E: 10.000000 0003 0035 1\nE: 9.500000 0003 0035 2\n",
            Self.header + "E: 0.000001 0003 0035 1\nX\nE: 0.000002 0003 0035 2\n",
            Self.header + "E: 5.5 53 0x35 0x10\nE: 5.1234567 0003 0035 1\nE: -1.-5 +3 0x 7\n",
            Self.header + "  E: 0.1 0003 0035 1\nE:0.2 3 35 2 trailing\n\r\nE: 0.3 0003 0035 3\n",
            noHeader, "# comment first\n" + Self.header,
            Self.header.replacingOccurrences(of: "A: 2f 0 4 0 0 0", with: "A: 2f 0 4 0 0 0 # trailing comment\nA: 50 1 2 3 4 5\nA: 2f 9 9 9 9 9"),
            Self.header.replacingOccurrences(of: "P: 05 00 00 00 00 00 00 00\nB: 00 0b 00 00 00 00 00 00 00\n", with: "B: 00 0b 00 00 00 00 00 00 00\nP: 05 00 00 00 00 00 00 00\n"),
            Self.header.replacingOccurrences(of: "# EVEMU 1.3", with: "#EVEMU 1.2\n\n# comment").replacingOccurrences(of: "N: Test Pad", with: "N:   Test # Pad  \r"),
            Self.header + "L: 01 1\nS: 02 1\nE: 0.1 0003 0035 1\n",
            Self.header + "L: 01\n",
            "E: 1353330434.388618 0003 0039 0007\n", "# EVEMU 1.2\n# device /dev/input/event5\nE: 0.000001 0003 0039 0007\n",
        ].map { Data($0.utf8) } + [nul]
        let paths = cases.map { TraceFixtures.write($0) }
        let results = try EvemuOracle.run(paths)
        try #require(results.count == cases.count)
        for (index, path) in paths.enumerated() {
            let (reader, events, error) = TraceFixtures.read(path: path)
            #expect(results[index].differences(from: reader, events: events, error: error) == [], "case \(index)")
        }
    }
}

/// A small deterministic random number generator (SplitMix64) for reproducible test inputs.
struct SplitMix: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
}
