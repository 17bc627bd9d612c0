/// An evemu file format version (`# EVEMU 1.3` on the first line; no such line means 1.0).
public struct EvemuVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The major number.
    public var major: UInt16
    /// The minor number.
    public var minor: UInt16

    /// Makes a version from its two numbers.
    public init(major: UInt16, minor: UInt16) {
        self.major = major
        self.minor = minor
    }

    /// 1.0: no header line, `A:` lines without resolution.
    public static let v1_0 = EvemuVersion(major: 1, minor: 0)
    /// 1.1: comments anywhere.
    public static let v1_1 = EvemuVersion(major: 1, minor: 1)
    /// 1.2: `A:` lines carry the resolution.
    public static let v1_2 = EvemuVersion(major: 1, minor: 2)
    /// 1.3: `L:` and `S:` lines (LED and switch states); what evemu 2.x writes.
    public static let v1_3 = EvemuVersion(major: 1, minor: 3)

    /// Orders versions as libevemu does (major, then minor).
    public static func < (lhs: EvemuVersion, rhs: EvemuVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    /// `1.3`.
    public var description: String { "\(major).\(minor)" }
}

/// Reads an evemu recording exactly as libevemu's `evemu_read` and `evemu_read_event` do.
///
/// The description is `N:` `I:` `P:`* `B:`* `A:`* `L:`* `S:`* in that order, and ends at the
/// first line that does not fit the order (that line is then read again for events). Lines are
/// read the way `sscanf` reads them (see `ByteScanner+Scanf.swift`); supported codes follow libevdev, which
/// libevemu fills: codes past a type's maximum are dropped, an `ABS` code enabled by `B:` without
/// an `A:` line has the range 0…1, `A:` lines for codes not enabled are ignored, `EV_REP` gets
/// `REP_DELAY`/`REP_PERIOD`, and `EV_SYN` is implied for every device so it is not listed in
/// `codes`. Unlike libevemu, `L:`/`S:` states are kept (non-zero ones). Events are `E:` lines;
/// other lines are skipped, and a non-comment line of two bytes or fewer ends the events (with a
/// warning). Times become microseconds rebased to the first event. Values outside `Int32` keep
/// their low 32 bits and timestamps going backwards are kept; both with a warning.
public struct EvemuReader: TraceReader {
    /// The device described by the file's header.
    public let device: DeviceDescription
    /// The file format version the header declares (1.0 without one).
    public let version: EvemuVersion
    /// Always `.evemu`.
    public var format: TraceFormat { .evemu }
    /// Oddities accepted so far.
    public var warnings: [TraceWarning] { log.warnings }

    private let source: TraceLineSource
    private var log: TraceWarningLog
    private var timeBase = TraceTimeBase()
    private var finished = false

    /// Opens `path` and reads its description; `descriptionPath`, when given, is read first, as
    /// one file with `path` (the `.desc` + `.events` pairs).
    /// `-` as either path reads standard input.
    public init(path: String, descriptionPath: String? = nil) throws(TraceError) {
        try self.init(source: TraceLineSource(paths: descriptionPath.map { [$0, path] } ?? [path]))
    }

    /// Reads the description from `source`, which is at its start.
    init(source: TraceLineSource) throws(TraceError) {
        self.source = source
        var parser = EvemuDescriptionParser(source: source)
        (device, version) = try parser.parse()
        log = parser.log
    }

    /// The next `E:` line as an event, or nil at the end.
    public mutating func nextEvent() throws(TraceError) -> InputEvent? {
        if finished { return nil }
        do {
            return try readEvent()
        } catch {
            finished = true
            throw error
        }
    }

    private mutating func readEvent() throws(TraceError) -> InputEvent? {
        while true {
            guard let line = try EvemuLines.nextNonComment(source) else {
                finished = true
                return nil
            }
            var scanner = ByteScanner(line: line, cLength: source.lastLineCLength)
            let isEvent = scanner.literal("E:")
            if scanner.bytes.count > 2 && !isEvent { continue }
            if scanner.bytes.count <= 2 {
                finished = true
                log.add(TraceWarning(
                    location: source.location(column: 1),
                    message: "a line of two bytes or fewer ends the events here, as in libevemu; the rest of the file is not read"
                ))
                return nil
            }
            return try event(from: &scanner, line: line)
        }
    }

    private mutating func event(from scanner: inout ByteScanner, line: UnsafeRawBufferPointer) throws(TraceError) -> InputEvent {
        guard let (seconds, micros, type, code, value) = scanner.plainEventFields() ?? scanner.eventFields() else {
            throw TraceError(
                reason: .malformedLine,
                location: source.location(column: scanner.column),
                problem: "malformed event line",
                expected: "E: <seconds>.<microseconds> <type hex> <code hex> <value>, e.g. E: 0.000001 0003 0035 206",
                text: TraceLimits.printable(line)
            )
        }
        let raw = Int64(bitPattern: seconds) &* 1_000_000 &+ Int64(UInt32(truncatingIfNeeded: micros))
        let (time, goesBackBy) = timeBase.rebase(raw)
        if let goesBackBy { log.add(.timeGoesBack(by: goesBackBy, at: source.location(column: 4))) }
        let event = InputEvent(
            time: time,
            type: EventType(UInt16(truncatingIfNeeded: type)),
            code: UInt16(truncatingIfNeeded: code),
            value: Int32(truncatingIfNeeded: value)
        )
        if Int64(event.value) != value || UInt64(event.type.rawValue) != type || UInt64(event.code) != code {
            log.add(TraceWarning(
                location: source.location(column: 1),
                message: "a field is out of range (type \(type), code \(code), value \(value)); kept cut to its C width as libevemu does: \(event)"
            ))
        }
        return event
    }
}

/// libevemu's line skipping (`first_line`, `next_line`) over a line source.
enum EvemuLines {
    /// The next line longer than one byte (as C sees it), or nil at the end.
    static func nextNonEmpty(_ source: TraceLineSource) throws(TraceError) -> UnsafeRawBufferPointer? {
        while let line = try source.nextLine() {
            if source.lastLineCLength > 1 { return line }
        }
        return nil
    }

    /// The next line longer than one byte that is not a comment (`#` first), or nil at the end.
    static func nextNonComment(_ source: TraceLineSource) throws(TraceError) -> UnsafeRawBufferPointer? {
        while let line = try nextNonEmpty(source) {
            if !isComment(line) { return line }
        }
        return nil
    }

    /// True when the line's first byte is `#` (leading whitespace makes it not a comment).
    static func isComment(_ line: UnsafeRawBufferPointer) -> Bool {
        !line.isEmpty && line[0] == UInt8(ascii: "#")
    }
}

/// Parses an evemu description the way `evemu_read` does, filling what libevdev would hold.
struct EvemuDescriptionParser {
    let source: TraceLineSource
    var log = TraceWarningLog()
    private var version = EvemuVersion.v1_0
    private var propertyBytes = 0
    private var maskBytes = [Int](repeating: 0, count: Int(EventType.count))
    private var device = DeviceDescription(name: "", id: DeviceID(bustype: 0, vendor: 0, product: 0, version: 0))

    init(source: TraceLineSource) {
        self.source = source
    }

    /// Reads the description and leaves the source at the first line after it.
    mutating func parse() throws(TraceError) -> (DeviceDescription, EvemuVersion) {
        guard let first = try EvemuLines.nextNonEmpty(source) else {
            throw TraceError(
                reason: .emptyFile,
                location: source.location(line: 1, column: 1),
                problem: "the file is empty",
                expected: "an evemu recording (N: name, I: ids, then B:/A: and E: lines)"
            )
        }
        version = parseVersion(first)
        var line = first
        if EvemuLines.isComment(first) {
            guard let next = try EvemuLines.nextNonComment(source) else {
                throw TraceError(
                    reason: .emptyFile,
                    location: source.location(column: 1),
                    problem: "the file holds only comments, no device description",
                    expected: "N: <device name>"
                )
            }
            line = next
        }
        try parseName(line)
        guard let idLine = try EvemuLines.nextNonComment(source) else {
            throw malformed(column: 1, line: source.lastLine, problem: "the file ends after the device name", expected: "I: <bustype> <vendor> <product> <version>")
        }
        try parseID(idLine)
        guard var line = try EvemuLines.nextNonComment(source) else { return (device, version) }

        // Each group takes the lines that fit it; the first line that fits no later group ends the
        // description. At the end of the file libevemu's remaining checks see a line that none of
        // the later groups accept, so they are skipped.
        var atEnd = false
        for group in [UInt8(ascii: "P"), UInt8(ascii: "B"), UInt8(ascii: "A"), UInt8(ascii: "L"), UInt8(ascii: "S")] where !atEnd {
            while try parseLine(line, group: group) {
                guard let next = try EvemuLines.nextNonComment(source) else {
                    atEnd = true
                    break
                }
                line = next
            }
        }
        // libevemu seeks back by the C length of the last line it read, so the event reader reads it again.
        source.stepBack(keeping: ByteScanner.cLength(source.lastLine))
        return (device, version)
    }

    private mutating func parseVersion(_ line: UnsafeRawBufferPointer) -> EvemuVersion {
        var scanner = ByteScanner(line: line)
        guard scanner.literal(UInt8(ascii: "#")) else { return .v1_0 }
        scanner.skipSpace()
        guard scanner.literal("EVEMU"), let major = scanner.signed(), scanner.literal(UInt8(ascii: ".")), let minor = scanner.signed() else {
            return .v1_0
        }
        let version = EvemuVersion(major: UInt16(truncatingIfNeeded: major), minor: UInt16(truncatingIfNeeded: minor))
        if version > .v1_3 {
            log.add(TraceWarning(
                location: source.location(column: 1),
                message: "file format \(version) is newer than 1.3, the newest known; read as 1.3 (libevemu does the same)"
            ))
        }
        return version
    }

    private mutating func parseName(_ line: UnsafeRawBufferPointer) throws(TraceError) {
        var scanner = ByteScanner(line: line)
        guard scanner.literal("N:"), let name = scanner.restOfLine() else {
            var probe = ByteScanner(line: line)
            if probe.literal("E:") {
                throw TraceError(
                    reason: .missingDescription,
                    location: source.location(column: 1),
                    problem: "this is an evemu events-only file (E: lines with no N:/I: device description before them)",
                    expected: "its description file as well: pass it as the description path (e.g. NAME.desc with NAME.events); the two are read as one recording",
                    text: TraceLimits.printable(line)
                )
            }
            throw malformed(column: scanner.column, line: line, problem: "the device description does not start with the device name", expected: "N: <device name>")
        }
        device.name = String(decoding: name, as: UTF8.self)
    }

    private mutating func parseID(_ line: UnsafeRawBufferPointer) throws(TraceError) {
        var scanner = ByteScanner(line: line)
        guard scanner.literal("I:"),
              let bustype = scanner.unsigned(width: 4, base: 16),
              let vendor = scanner.unsigned(width: 4, base: 16),
              let product = scanner.unsigned(width: 4, base: 16),
              let version = scanner.unsigned(width: 4, base: 16)
        else {
            throw malformed(column: scanner.column, line: line, problem: "malformed device id line", expected: "I: <bustype> <vendor> <product> <version> (4 hex numbers)")
        }
        device.id = DeviceID(
            bustype: UInt16(truncatingIfNeeded: bustype),
            vendor: UInt16(truncatingIfNeeded: vendor),
            product: UInt16(truncatingIfNeeded: product),
            version: UInt16(truncatingIfNeeded: version)
        )
    }

    /// Parses `line` when it belongs to `group` (`P`, `B`, `A`, `L`, `S`); false when it does not.
    private mutating func parseLine(_ line: UnsafeRawBufferPointer, group: UInt8) throws(TraceError) -> Bool {
        var scanner = ByteScanner(line: line)
        guard scanner.bytes.count > 2, scanner.literal(group), scanner.literal(UInt8(ascii: ":")) else { return false }
        switch group {
        case UInt8(ascii: "P"): try parseProperties(&scanner, line: line)
        case UInt8(ascii: "B"): try parseMask(&scanner, line: line)
        case UInt8(ascii: "A"): try parseAbs(&scanner, line: line)
        default: try parseState(&scanner, line: line, group: group)
        }
        return true
    }

    private mutating func parseProperties(_ scanner: inout ByteScanner, line: UnsafeRawBufferPointer) throws(TraceError) {
        var mask: [UInt8] = []
        while mask.count < 8, let byte = scanner.unsigned(width: 2, base: 16) {
            mask.append(UInt8(truncatingIfNeeded: byte))
        }
        guard mask.count == 8 else {
            throw malformed(column: scanner.column, line: line, problem: "the property line has \(mask.count) of 8 bytes", expected: "P: followed by 8 hex bytes")
        }
        for bit in 0..<64 where mask[bit / 8] & (1 << (bit % 8)) != 0 {
            let property = propertyBytes * 8 + bit
            if property <= Int(InputProperty.max.rawValue) {
                device.properties.insert(InputProperty(UInt16(property)))
            }
        }
        propertyBytes += 8
    }

    private mutating func parseMask(_ scanner: inout ByteScanner, line: UnsafeRawBufferPointer) throws(TraceError) {
        let index = scanner.unsigned(width: 2, base: 16)
        var mask: [UInt8] = []
        while index != nil, mask.count < 8, let byte = scanner.unsigned(width: 2, base: 16) {
            mask.append(UInt8(truncatingIfNeeded: byte))
        }
        guard let index, mask.count == 8 else {
            throw malformed(column: scanner.column, line: line, problem: "malformed event-bits line", expected: "B: <type hex> followed by 8 hex bytes")
        }
        let type = UInt32(truncatingIfNeeded: index)
        guard type < UInt32(EventType.count) else {
            throw malformed(column: 4, line: line, problem: "event type 0x\(String(type, radix: 16)) is out of range", expected: "a type below 0x20 (EV_CNT)")
        }
        for bit in 0..<64 where mask[bit / 8] & (1 << (bit % 8)) != 0 {
            enable(EventType(UInt16(type)), code: maskBytes[Int(type)] * 8 + bit)
        }
        maskBytes[Int(type)] += 8
    }

    /// `libevdev_enable_event_code` as `evemu_read` calls it (no data, except a 0…1 range for ABS).
    private mutating func enable(_ type: EventType, code: Int) {
        guard let maximum = EvemuDescriptionParser.maximumCode(type) else { return }
        if type == .syn { return }
        if device.codes[type] == nil {
            device.codes[type] = type == .rep ? [0, 1] : []
        }
        guard code <= maximum, type != .rep else { return }
        device.codes[type, default: []].insert(UInt16(code))
        if type == .abs {
            device.absInfo[UInt16(code)] = AbsInfo(minimum: 0, maximum: 1)
        }
    }

    /// libevdev's largest code for each event type it knows (nil: the type cannot be enabled).
    static func maximumCode(_ type: EventType) -> Int? {
        switch type {
        case .syn: 0x0f
        case .key: Int(KeyCode.max)
        case .rel: 0x0f
        case .abs: Int(AbsCode.max)
        case .msc: 0x07
        case .sw: 0x10
        case .led: 0x0f
        case .snd: 0x07
        case .rep: 0x01
        case .ff: 0x7f
        default: nil
        }
    }

    private mutating func parseAbs(_ scanner: inout ByteScanner, line: UnsafeRawBufferPointer) throws(TraceError) {
        let needed = version > .v1_1 ? 6 : 5
        var fields: [Int32] = []
        let index = scanner.unsigned(width: 2, base: 16)
        while index != nil, fields.count < 5, let value = scanner.signed() {
            fields.append(Int32(truncatingIfNeeded: value))
        }
        let parsed = index == nil ? 0 : 1 + fields.count
        guard let index, parsed == needed else {
            let layout = needed == 6 ? "A: <code hex> <min> <max> <fuzz> <flat> <resolution>" : "A: <code hex> <min> <max> <fuzz> <flat>"
            let hint = needed == 6
                ? " (file format \(version) has the resolution; a file without a `# EVEMU 1.2` first line has none)"
                : " (file format \(version) has no resolution; add `# EVEMU 1.2` as the first line for 6 fields)"
            throw malformed(
                column: scanner.column, line: line,
                problem: "the axis line has \(parsed) fields, file format \(version) needs \(needed)",
                expected: layout + hint
            )
        }
        let code = UInt32(truncatingIfNeeded: index)
        guard code <= UInt32(AbsCode.max), device.supports(.abs, UInt16(code)) else { return }
        device.absInfo[UInt16(code)] = AbsInfo(
            minimum: fields[0], maximum: fields[1], fuzz: fields[2], flat: fields[3],
            resolution: needed == 6 ? fields[4] : 0
        )
    }

    private mutating func parseState(_ scanner: inout ByteScanner, line: UnsafeRawBufferPointer, group: UInt8) throws(TraceError) {
        let kind = group == UInt8(ascii: "L") ? "LED" : "switch"
        guard let index = scanner.unsigned(width: 2, base: 16), let state = scanner.signed() else {
            throw malformed(
                column: scanner.column, line: line,
                problem: "malformed \(kind) state line",
                expected: "\(Character(Unicode.Scalar(group))): <code hex> <state>"
            )
        }
        let code = UInt16(truncatingIfNeeded: index)
        let value = Int32(truncatingIfNeeded: state)
        guard value != 0 else { return }
        if group == UInt8(ascii: "L") {
            device.ledStates[code] = value
        } else {
            device.switchStates[code] = value
        }
    }

    private func malformed(column: Int, line: UnsafeRawBufferPointer, problem: String, expected: String) -> TraceError {
        TraceError(
            reason: .malformedLine,
            location: source.location(column: column),
            problem: problem,
            expected: expected,
            text: TraceLimits.printable(line)
        )
    }
}
