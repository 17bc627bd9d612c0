/// Reads a `libinput record` file (YAML, file version 1) for one of its devices.
///
/// It is a streaming line parser for the regular subset `libinput record` writes, not a general
/// YAML parser: block mappings and sequences by indentation (sequences may sit at their key's
/// indentation, as libinput writes them), flow lists of integers on one line, quoted names and
/// `#` comments, after an optional UTF-8 byte order mark. It reads `version`, and per device
/// `evdev` (`name`, `id`, `codes`, `absinfo`, `properties`) and the `events` list; every other
/// key (`libinput`, `system`, `hid`, `udev`, `quirks`, `- libinput:` and `- hid:` items) is
/// skipped with its contents, as the format asks. Each `- evdev:` item is one kernel frame of
/// `- [sec, usec, type, code, value]` rows (or one `[[…], …]` flow list); the selected device's
/// `events:` must be a list of them, `[]` or nothing (a mapping, an alias or another scalar is an
/// error). Key repeats (`EV_KEY` value 2) are skipped and a frame left with only
/// its `SYN_REPORT` is dropped, as `libinput replay` intends. Times are rebased to the selected
/// device's first event. With several devices it reads the one asked for, or the first touch
/// device (one with `ABS_MT_POSITION_X`/`Y`, or `ABS_X`/`Y` and `BTN_TOUCH`, and no pen).
public struct LibinputRecordReader: TraceReader {
    /// The selected device.
    public let device: DeviceDescription
    /// The selected device's index among the file's devices (from 0).
    public let deviceIndex: Int
    /// Oddities accepted so far.
    public var warnings: [TraceWarning] { parser.log.warnings }

    private var parser: LibinputRecordParser

    /// Opens `path` and reads up to the selected device's events: device `deviceIndex` (from 0),
    /// or the first touch device when nil. `-` reads standard input.
    public init(path: String, deviceIndex: Int? = nil) throws(TraceError) {
        try self.init(source: TraceLineSource(paths: [path]), deviceIndex: deviceIndex)
    }

    /// Reads up to the selected device's events from `source`, which is at its start.
    init(source: TraceLineSource, deviceIndex: Int?) throws(TraceError) {
        parser = LibinputRecordParser(source: source, wanted: deviceIndex)
        let (device, index) = try parser.readToSelectedDevice()
        self.device = device
        self.deviceIndex = index
    }

    /// The next event of the selected device, or nil at the end.
    public mutating func nextEvent() throws(TraceError) -> InputEvent? {
        try parser.nextEvent()
    }

    /// True for a device Glide can read touches from: MT positions, or single-touch
    /// `ABS_X`/`ABS_Y` with `BTN_TOUCH`; pens are left out.
    public static func isTouchDevice(_ device: DeviceDescription) -> Bool {
        let multitouch = device.supports(.abs, AbsCode.mtPositionX) && device.supports(.abs, AbsCode.mtPositionY)
        let singleTouch = device.supports(.abs, AbsCode.x) && device.supports(.abs, AbsCode.y) && device.supports(.key, KeyCode.btnTouch)
        return (multitouch || singleTouch) && !device.supports(.key, KeyCode.btnToolPen)
    }
}

/// The line-by-line state machine behind ``LibinputRecordReader``.
struct LibinputRecordParser {
    /// What a block of lines holds, by the key that opened it.
    private enum Context: Equatable {
        /// `devices:`: a list of device items.
        case devices
        /// One `- node:` item of `devices`.
        case deviceItem
        /// A device's `evdev:` mapping.
        case evdev
        /// `codes:`: event type → list of codes.
        case codes
        /// `absinfo:`: ABS code → [min, max, fuzz, flat, resolution].
        case absinfo
        /// The selected device's `events:` list.
        case events
        /// One item of `events`.
        case eventItem
        /// An `- evdev:` frame: its event rows.
        case frame
        /// Anything Glide does not read.
        case ignored
    }

    /// An open block: its context and the column of its key (or of the dash of a list item).
    private struct Block {
        var context: Context
        var column: Int
        var isItem: Bool
        /// The keys read in this block so far (see `note(_:)`), to refuse duplicates.
        var seen: UInt64 = 0

        /// A key's block holds deeper lines and list items at its own column; an item holds deeper lines.
        func contains(indent: Int, isDash: Bool) -> Bool {
            isItem ? indent > column : indent > column || (indent == column && isDash)
        }
    }

    let source: TraceLineSource
    var log = TraceWarningLog()
    private let wanted: Int?
    private var blocks: [Block] = []
    /// Brackets still open in a multi-line flow value being skipped.
    private var skipDepth = 0
    /// The top-level keys read so far (see `note(_:)`).
    private var topLevelSeen: UInt64 = 0
    private var sawVersion = false
    private var sawDevices = false
    private var deviceCount = 0
    private var candidate = DeviceDescription(name: "", id: DeviceID(bustype: 0, vendor: 0, product: 0, version: 0))
    private var candidateDecided = false
    private var candidateNames: [String] = []
    private var selected: Int?
    private var selectedDevice: DeviceDescription?
    private var finished = false
    private var frame: [InputEvent] = []
    private var frameLines: [Int] = []
    private var frameSkippedRepeats = false
    private var ready: [InputEvent] = []
    private var readyIndex = 0
    private var timeBase = TraceTimeBase()
    private var numbers: [Int64] = []

    init(source: TraceLineSource, wanted: Int?) {
        self.source = source
        self.wanted = wanted
        blocks.reserveCapacity(16)
        frame.reserveCapacity(64)
        frameLines.reserveCapacity(64)
        ready.reserveCapacity(64)
        numbers.reserveCapacity(64)
    }

    /// Reads up to the selected device's events and returns its description and index.
    mutating func readToSelectedDevice() throws(TraceError) -> (DeviceDescription, Int) {
        while selected == nil {
            guard let line = try source.nextLine() else {
                try endOfFile()
                break
            }
            try process(line)
        }
        guard let selected, let selectedDevice else {
            let names = candidateNames.enumerated().map { "\($0.offset): \($0.element)" }.joined(separator: ", ")
            let problem: String
            if !sawDevices {
                problem = "the file has no devices: list"
            } else if let wanted {
                problem = "device index \(wanted) is out of range: the file has \(deviceCount) device(s) (\(names))"
            } else {
                problem = "none of the file's \(deviceCount) device(s) is a touch device (\(names))"
            }
            throw TraceError(
                reason: .noSuchDevice,
                location: source.location(line: max(source.lineNumber, 1), column: 1),
                problem: problem,
                expected: wanted == nil ? "a touchpad or touchscreen, or an explicit device index" : "an index below \(deviceCount)"
            )
        }
        return (selectedDevice, selected)
    }

    /// The next event of the selected device, or nil at the end.
    mutating func nextEvent() throws(TraceError) -> InputEvent? {
        do {
            while readyIndex >= ready.count {
                if finished { return nil }
                ready.removeAll(keepingCapacity: true)
                readyIndex = 0
                guard let line = try source.nextLine() else {
                    try endOfFile()
                    finished = true
                    continue
                }
                try process(line)
            }
            let event = ready[readyIndex]
            readyIndex += 1
            return event
        } catch {
            finished = true
            ready.removeAll()
            readyIndex = 0
            throw error
        }
    }

    // MARK: Lines

    private mutating func endOfFile() throws(TraceError) {
        try close(downTo: -1)
        if !sawVersion {
            throw malformed(column: 1, line: nil, problem: "the file has no version: line", expected: "a libinput record file (version: 1)")
        }
    }

    /// Reads one line; on the first, a UTF-8 byte order mark is dropped (columns count after it).
    private mutating func process(_ line: UnsafeRawBufferPointer) throws(TraceError) {
        let unmarked = source.lineNumber == 1 ? line.droppingByteOrderMark : line
        var end = unmarked.count
        if end > 0, unmarked[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > 0, unmarked[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        let text = UnsafeRawBufferPointer(rebasing: unmarked[0..<end])
        if skipDepth > 0 {
            skipDepth = Self.bracketBalance(text, from: 0, start: skipDepth)
            return
        }
        var position = 0
        while position < text.count, text[position] == UInt8(ascii: " ") { position += 1 }
        if position == text.count || text[position] == UInt8(ascii: "#") { return }
        let indent = position
        let isDash = text[position] == UInt8(ascii: "-") && (position + 1 == text.count || text[position + 1] == UInt8(ascii: " "))
        try close(downTo: indent, isDash: isDash)
        if isDash {
            position += 1
            while position < text.count, text[position] == UInt8(ascii: " ") { position += 1 }
        }
        try interpret(text, indent: indent, isDash: isDash, contentColumn: position)
    }

    /// Closes the blocks that do not contain a line at `indent`.
    private mutating func close(downTo indent: Int, isDash: Bool = false) throws(TraceError) {
        while let block = blocks.last, !block.contains(indent: indent, isDash: isDash) {
            blocks.removeLast()
            switch block.context {
            case .frame: try finishFrame()
            case .deviceItem: try decideCandidate()
            default: break
            }
        }
    }

    private mutating func interpret(_ text: UnsafeRawBufferPointer, indent: Int, isDash: Bool, contentColumn: Int) throws(TraceError) {
        let context = blocks.last?.context
        if context == .frame {
            guard isDash, contentColumn < text.count, text[contentColumn] == UInt8(ascii: "[") else {
                throw malformed(column: contentColumn + 1, line: text, problem: "unexpected line in an evdev frame", expected: "- [sec, usec, type, code, value]")
            }
            try row(text, from: contentColumn)
            return
        }
        if context == .ignored {
            skipFlow(text, from: contentColumn)
            return
        }
        if context == .events && !isDash {
            throw malformed(column: contentColumn + 1, line: text, problem: "events: holds a mapping, not a list", expected: Self.eventsExpected)
        }
        if isDash {
            switch context {
            case .devices:
                try startDevice()
                blocks.append(Block(context: .deviceItem, column: indent, isItem: true))
            case .events:
                blocks.append(Block(context: .eventItem, column: indent, isItem: true))
            default:
                if context == nil || context == .evdev || context == .codes || context == .absinfo {
                    throw malformed(column: indent + 1, line: text, problem: "unexpected list item", expected: "key: value")
                }
                blocks.append(Block(context: .ignored, column: indent, isItem: true))
                return
            }
            if contentColumn >= text.count { return }
        }
        guard let (key, valueStart) = Self.key(text, from: contentColumn) else {
            if isDash && blocks.last?.context == .eventItem {
                // An events item that is not a mapping: nothing Glide reads.
                skipFlow(text, from: contentColumn)
                return
            }
            throw malformed(column: contentColumn + 1, line: text, problem: "expected a key", expected: "key: value (libinput record YAML)")
        }
        try keyed(text, key: key, keyColumn: contentColumn, valueStart: valueStart)
    }

    private mutating func keyed(_ text: UnsafeRawBufferPointer, key: UnsafeRawBufferPointer, keyColumn: Int, valueStart: Int) throws(TraceError) {
        let hasValue = valueStart < text.count && text[valueStart] != UInt8(ascii: "#")
        switch blocks.last?.context {
        case nil:
            if keyColumn != 0 {
                throw malformed(column: 1, line: text, problem: "the line is indented at the top level", expected: "a top-level key")
            }
            if Self.equals(key, "version") {
                guard let version = Self.integer(text, from: valueStart), version == 1 else {
                    throw TraceError(
                        reason: .unsupportedFormat,
                        location: source.location(column: valueStart + 1),
                        problem: "unsupported libinput record file version",
                        expected: "version: 1",
                        text: TraceLimits.printable(text)
                    )
                }
                try note(KeyBit.version, key: key, line: text, column: keyColumn)
                sawVersion = true
            } else if Self.equals(key, "devices") {
                if !sawVersion {
                    throw malformed(column: 1, line: text, problem: "devices: comes before version:", expected: "version: 1 first")
                }
                try note(KeyBit.devices, key: key, line: text, column: keyColumn)
                sawDevices = true
                blocks.append(Block(context: .devices, column: 0, isItem: false))
            } else {
                openIgnored(text, hasValue: hasValue, keyColumn: keyColumn, valueStart: valueStart)
            }
        case .deviceItem:
            if Self.equals(key, "evdev") && !hasValue {
                try note(KeyBit.evdev, key: key, line: text, column: keyColumn)
                blocks.append(Block(context: .evdev, column: keyColumn, isItem: false))
            } else if Self.equals(key, "events") {
                try note(KeyBit.events, key: key, line: text, column: keyColumn)
                try decideCandidate()
                let isRead = selected == deviceCount - 1
                if !hasValue {
                    blocks.append(Block(context: isRead ? .events : .ignored, column: keyColumn, isItem: false))
                } else if isRead, !Self.isEmptyList(text, from: valueStart) {
                    throw malformed(column: valueStart + 1, line: text, problem: "events: is not a list of frames", expected: Self.eventsExpected)
                } else {
                    skipFlow(text, from: valueStart)
                }
            } else {
                openIgnored(text, hasValue: hasValue, keyColumn: keyColumn, valueStart: valueStart)
            }
        case .evdev:
            try evdevKey(text, key: key, keyColumn: keyColumn, valueStart: valueStart, hasValue: hasValue)
        case .codes:
            let type = try number(key: key, text: text, column: keyColumn, range: 0...Int64(EventType.max.rawValue), what: "event type")
            try note(Int(type), key: key, line: text, column: keyColumn)
            try list(text, from: valueStart, count: nil)
            if type == Int64(EventType.syn.rawValue) { return }
            var codes = Set<UInt16>()
            for (offset, code) in numbers.enumerated() {
                guard (0...0xffff).contains(code) else {
                    throw malformed(column: valueStart + 1, line: text, problem: "code \(code) (item \(offset + 1)) is out of range", expected: "codes from 0 to 65535")
                }
                codes.insert(UInt16(code))
            }
            candidate.codes[EventType(UInt16(type))] = codes
        case .absinfo:
            let code = try number(key: key, text: text, column: keyColumn, range: 0...Int64(AbsCode.max), what: "ABS code")
            try note(Int(code), key: key, line: text, column: keyColumn)
            try list(text, from: valueStart, count: 5)
            guard let values = Self.int32s(numbers) else {
                throw malformed(column: valueStart + 1, line: text, problem: "an absinfo value is out of Int32 range", expected: "[min, max, fuzz, flat, resolution]")
            }
            candidate.absInfo[UInt16(code)] = AbsInfo(minimum: values[0], maximum: values[1], fuzz: values[2], flat: values[3], resolution: values[4])
        case .eventItem:
            if Self.equals(key, "evdev") {
                try note(KeyBit.evdev, key: key, line: text, column: keyColumn)
                if hasValue {
                    try inlineFrame(text, from: valueStart)
                } else {
                    blocks.append(Block(context: .frame, column: keyColumn, isItem: false))
                }
            } else {
                openIgnored(text, hasValue: hasValue, keyColumn: keyColumn, valueStart: valueStart)
            }
        case .devices, .events, .frame, .ignored:
            openIgnored(text, hasValue: hasValue, keyColumn: keyColumn, valueStart: valueStart)
        }
    }

    private mutating func evdevKey(_ text: UnsafeRawBufferPointer, key: UnsafeRawBufferPointer, keyColumn: Int, valueStart: Int, hasValue: Bool) throws(TraceError) {
        if Self.equals(key, "name") {
            try note(KeyBit.name, key: key, line: text, column: keyColumn)
            candidate.name = try name(text, from: valueStart)
        } else if Self.equals(key, "id") {
            try note(KeyBit.id, key: key, line: text, column: keyColumn)
            try list(text, from: valueStart, count: 4)
            guard numbers.allSatisfy({ (0...0xffff).contains($0) }) else {
                throw malformed(column: valueStart + 1, line: text, problem: "an id field is out of range", expected: "id: [bustype, vendor, product, version], each 0…65535")
            }
            candidate.id = DeviceID(bustype: UInt16(numbers[0]), vendor: UInt16(numbers[1]), product: UInt16(numbers[2]), version: UInt16(numbers[3]))
        } else if Self.equals(key, "properties") {
            try note(KeyBit.properties, key: key, line: text, column: keyColumn)
            try list(text, from: valueStart, count: nil)
            for property in numbers {
                guard (0...Int64(InputProperty.max.rawValue)).contains(property) else {
                    throw malformed(column: valueStart + 1, line: text, problem: "property \(property) is out of range", expected: "INPUT_PROP numbers from 0 to 31")
                }
                candidate.properties.insert(InputProperty(UInt16(property)))
            }
        } else if Self.equals(key, "codes") && !hasValue {
            try note(KeyBit.codes, key: key, line: text, column: keyColumn)
            blocks.append(Block(context: .codes, column: keyColumn, isItem: false))
        } else if Self.equals(key, "absinfo") && !hasValue {
            try note(KeyBit.absinfo, key: key, line: text, column: keyColumn)
            blocks.append(Block(context: .absinfo, column: keyColumn, isItem: false))
        } else {
            openIgnored(text, hasValue: hasValue, keyColumn: keyColumn, valueStart: valueStart)
        }
    }

    /// Bits for the keys Glide reads, for `note(_:)`; numeric keys (`codes`, `absinfo`) use their number.
    private enum KeyBit {
        static let version = 0, devices = 1, evdev = 2, events = 3, name = 4, id = 5, codes = 6, absinfo = 7, properties = 8
    }

    /// Records a key read in the current block, refusing a second one (YAML readers would keep only the last).
    private mutating func note(_ bit: Int, key: UnsafeRawBufferPointer, line text: UnsafeRawBufferPointer, column: Int) throws(TraceError) {
        let mask: UInt64 = 1 << UInt64(bit)
        let seen = blocks.last?.seen ?? topLevelSeen
        if seen & mask != 0 {
            throw malformed(
                column: column + 1, line: text,
                problem: "duplicate key \(String(decoding: key, as: UTF8.self))",
                expected: "each key once in its block (YAML readers would keep only the last)"
            )
        }
        if blocks.isEmpty {
            topLevelSeen |= mask
        } else {
            blocks[blocks.count - 1].seen |= mask
        }
    }

    /// Skips a key Glide does not read: its block, or its value (across lines when a flow list continues).
    private mutating func openIgnored(_ text: UnsafeRawBufferPointer, hasValue: Bool, keyColumn: Int, valueStart: Int) {
        if hasValue {
            skipFlow(text, from: valueStart)
        } else {
            blocks.append(Block(context: .ignored, column: keyColumn, isItem: false))
        }
    }

    private mutating func skipFlow(_ text: UnsafeRawBufferPointer, from start: Int) {
        skipDepth = Self.bracketBalance(text, from: start, start: 0)
    }

    // MARK: Devices

    private mutating func startDevice() throws(TraceError) {
        if selected != nil {
            // The selected device's events are over: nothing after it is read.
            finished = true
        }
        deviceCount += 1
        candidate = DeviceDescription(name: "", id: DeviceID(bustype: 0, vendor: 0, product: 0, version: 0))
        candidateDecided = false
    }

    /// Decides, once per device, whether the device just described is the one to read.
    private mutating func decideCandidate() throws(TraceError) {
        guard !candidateDecided, deviceCount > 0, selected == nil else { return }
        candidateDecided = true
        let index = deviceCount - 1
        candidateNames.append(candidate.name.isEmpty ? "(no name)" : candidate.name)
        let chosen = wanted.map { $0 == index } ?? LibinputRecordReader.isTouchDevice(candidate)
        if chosen {
            selected = index
            selectedDevice = candidate
        }
    }

    // MARK: Events

    private mutating func inlineFrame(_ text: UnsafeRawBufferPointer, from start: Int) throws(TraceError) {
        var position = start
        guard Self.consume(text, &position, UInt8(ascii: "[")) else {
            throw malformed(column: start + 1, line: text, problem: "expected a list of event rows", expected: "evdev: [[sec, usec, type, code, value], …]")
        }
        Self.skipSpaces(text, &position)
        while position < text.count, text[position] == UInt8(ascii: "[") {
            position = try row(text, from: position)
            Self.skipSpaces(text, &position)
            if !Self.consume(text, &position, UInt8(ascii: ",")) { break }
            Self.skipSpaces(text, &position)
        }
        guard Self.consume(text, &position, UInt8(ascii: "]")) else {
            throw malformed(column: position + 1, line: text, problem: "the event list is not closed on this line", expected: "evdev: [[sec, usec, type, code, value], …] on one line")
        }
        try finishFrame()
    }

    /// Reads one `[sec, usec, type, code, value]` row into the current frame; returns the index after it.
    @discardableResult
    private mutating func row(_ text: UnsafeRawBufferPointer, from start: Int) throws(TraceError) -> Int {
        var position = start
        var fields: (Int64, Int64, Int64, Int64, Int64) = (0, 0, 0, 0, 0)
        let expected = "[sec, usec, type, code, value] (5 integers)"
        guard Self.consume(text, &position, UInt8(ascii: "[")) else {
            throw malformed(column: position + 1, line: text, problem: "expected an event row", expected: expected)
        }
        for index in 0..<5 {
            Self.skipSpaces(text, &position)
            if index > 0 {
                guard Self.consume(text, &position, UInt8(ascii: ",")) else {
                    throw malformed(column: position + 1, line: text, problem: "the event row has \(index) of 5 fields", expected: expected)
                }
                Self.skipSpaces(text, &position)
            }
            guard let value = Self.parseInteger(text, &position) else {
                throw malformed(column: position + 1, line: text, problem: "expected an integer", expected: expected)
            }
            switch index {
            case 0: fields.0 = value
            case 1: fields.1 = value
            case 2: fields.2 = value
            case 3: fields.3 = value
            default: fields.4 = value
            }
        }
        Self.skipSpaces(text, &position)
        guard Self.consume(text, &position, UInt8(ascii: "]")) else {
            throw malformed(column: position + 1, line: text, problem: "the event row has more than 5 fields or is not closed", expected: expected)
        }
        guard (0...0xffff).contains(fields.2), (0...0xffff).contains(fields.3) else {
            throw malformed(column: start + 1, line: text, problem: "the event type or code is out of range", expected: "type and code from 0 to 65535")
        }
        guard let value = Int32(exactly: fields.4) else {
            throw malformed(column: start + 1, line: text, problem: "the event value \(fields.4) is out of Int32 range", expected: "a value from \(Int32.min) to \(Int32.max)")
        }
        let (scaled, overflowA) = fields.0.multipliedReportingOverflow(by: 1_000_000)
        let (raw, overflowB) = scaled.addingReportingOverflow(fields.1)
        guard !overflowA, !overflowB else {
            throw malformed(column: start + 2, line: text, problem: "the timestamp is out of range", expected: "seconds and microseconds that fit 64-bit microseconds")
        }
        let type = EventType(UInt16(fields.2))
        if type == .key && value == 2 {
            frameSkippedRepeats = true
        } else {
            // Raw time for now: the frame is rebased when it is handed out, so that a dropped
            // frame does not set the time base.
            frame.append(InputEvent(time: raw, type: type, code: UInt16(fields.3), value: value))
            frameLines.append(source.lineNumber)
        }
        return position
    }

    /// Hands a finished frame to the reader, unless key repeats left only its `SYN_REPORT`.
    private mutating func finishFrame() throws(TraceError) {
        defer {
            frame.removeAll(keepingCapacity: true)
            frameLines.removeAll(keepingCapacity: true)
            frameSkippedRepeats = false
        }
        if frameSkippedRepeats && frame.allSatisfy(\.isSynReport) { return }
        for (index, event) in frame.enumerated() {
            var rebased = event
            let goesBackBy: Int64?
            (rebased.time, goesBackBy) = timeBase.rebase(event.time)
            if let goesBackBy { log.add(.timeGoesBack(by: goesBackBy, at: source.location(line: frameLines[index], column: 1))) }
            ready.append(rebased)
        }
    }

    // MARK: Values

    /// Reads a flow list of integers into `numbers`; `count` checks its length.
    private mutating func list(_ text: UnsafeRawBufferPointer, from start: Int, count: Int?) throws(TraceError) {
        numbers.removeAll(keepingCapacity: true)
        var position = start
        let expected = count.map { "a list of \($0) integers on one line, e.g. [\((1...$0).map(String.init).joined(separator: ", "))]" }
            ?? "a list of integers on one line, e.g. [0, 1, 47]"
        guard Self.consume(text, &position, UInt8(ascii: "[")) else {
            throw malformed(column: position + 1, line: text, problem: "expected a list", expected: expected)
        }
        Self.skipSpaces(text, &position)
        if !Self.consume(text, &position, UInt8(ascii: "]")) {
            while true {
                guard let value = Self.parseInteger(text, &position) else {
                    throw malformed(column: position + 1, line: text, problem: "expected an integer", expected: expected)
                }
                numbers.append(value)
                Self.skipSpaces(text, &position)
                if Self.consume(text, &position, UInt8(ascii: "]")) { break }
                guard Self.consume(text, &position, UInt8(ascii: ",")) else {
                    throw malformed(column: position + 1, line: text, problem: "expected , or ]", expected: expected)
                }
                Self.skipSpaces(text, &position)
            }
        }
        if let count, numbers.count != count {
            throw malformed(column: start + 1, line: text, problem: "the list has \(numbers.count) items", expected: expected)
        }
        Self.skipSpaces(text, &position)
        guard position == text.count || text[position] == UInt8(ascii: "#") else {
            throw malformed(column: position + 1, line: text, problem: "unexpected text after the list", expected: "a comment (# …) or the end of the line")
        }
    }

    private func number(key: UnsafeRawBufferPointer, text: UnsafeRawBufferPointer, column: Int, range: ClosedRange<Int64>, what: String) throws(TraceError) -> Int64 {
        var position = 0
        guard let value = Self.parseInteger(key, &position), position == key.count, range.contains(value) else {
            throw malformed(column: column + 1, line: text, problem: "expected \(what) as the key", expected: "an integer from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    private func malformed(column: Int, line: UnsafeRawBufferPointer?, problem: String, expected: String) -> TraceError {
        TraceError(
            reason: .malformedLine,
            location: source.location(column: column),
            problem: problem,
            expected: expected,
            text: line.map(TraceLimits.printable) ?? ""
        )
    }

    /// A `key:` at `start` (ended by `:` and a space or the line's end): the key and where its value starts.
    private static func key(_ text: UnsafeRawBufferPointer, from start: Int) -> (UnsafeRawBufferPointer, Int)? {
        var position = start
        while position < text.count {
            let byte = text[position]
            if byte == UInt8(ascii: ":") && (position + 1 == text.count || text[position + 1] == UInt8(ascii: " ")) { break }
            if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") { return nil }
            position += 1
        }
        guard position < text.count, position > start else { return nil }
        var valueStart = position + 1
        skipSpaces(text, &valueStart)
        return (UnsafeRawBufferPointer(rebasing: text[start..<position]), valueStart)
    }

    /// A name: double-quoted as libinput writes it (unescaped; a backslash is refused, since YAML
    /// readers would take it as an escape), single-quoted, or plain up to a comment.
    private func name(_ text: UnsafeRawBufferPointer, from start: Int) throws(TraceError) -> String {
        var begin = start
        var end = text.count
        let quote = begin < end ? text[begin] : 0
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            begin += 1
            while end > begin, text[end - 1] != quote { end -= 1 }
            guard end > begin else {
                throw malformed(column: start + 1, line: text, problem: "the name's quote is not closed", expected: "name: \"<device name>\"")
            }
            end -= 1
        } else {
            var index = begin
            while index < end, !(text[index] == UInt8(ascii: "#") && index > begin && text[index - 1] == UInt8(ascii: " ")) { index += 1 }
            end = index
            while end > begin, text[end - 1] == UInt8(ascii: " ") || text[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        }
        let bytes = UnsafeRawBufferPointer(rebasing: text[begin..<end])
        if quote == UInt8(ascii: "\""), let backslash = bytes.firstIndex(of: UInt8(ascii: "\\")) {
            throw malformed(column: backslash + 1, line: text, problem: "a backslash in a quoted name", expected: "a name without escapes, as libinput record writes it")
        }
        guard quote == UInt8(ascii: "'") else { return String(decoding: bytes, as: UTF8.self) }
        // In single quotes, '' stands for one quote.
        var unquoted: [UInt8] = []
        var previousWasQuote = false
        for byte in bytes {
            if byte == quote && previousWasQuote {
                previousWasQuote = false
                continue
            }
            previousWasQuote = byte == quote
            unquoted.append(byte)
        }
        return String(decoding: unquoted, as: UTF8.self)
    }

    /// What the selected device's `events:` holds.
    private static let eventsExpected = "a list of `- evdev:` frames on the lines below it (or [] for none)"

    /// True when the value at `start` is `[]` (an empty flow list), with an optional comment after it.
    private static func isEmptyList(_ text: UnsafeRawBufferPointer, from start: Int) -> Bool {
        var position = start
        guard consume(text, &position, UInt8(ascii: "[")) else { return false }
        skipSpaces(text, &position)
        guard consume(text, &position, UInt8(ascii: "]")) else { return false }
        skipSpaces(text, &position)
        return position == text.count || text[position] == UInt8(ascii: "#")
    }

    private static func integer(_ text: UnsafeRawBufferPointer, from start: Int) -> Int64? {
        var position = start
        guard let value = parseInteger(text, &position) else { return nil }
        skipSpaces(text, &position)
        return position == text.count || text[position] == UInt8(ascii: "#") ? value : nil
    }

    /// A decimal integer with an optional sign; nil when there are no digits or it overflows.
    private static func parseInteger(_ text: UnsafeRawBufferPointer, _ position: inout Int) -> Int64? {
        var index = position
        var negative = false
        if index < text.count, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
            negative = text[index] == UInt8(ascii: "-")
            index += 1
        }
        var magnitude: Int64 = 0
        let digitsStart = index
        while index < text.count, text[index] >= UInt8(ascii: "0"), text[index] <= UInt8(ascii: "9") {
            let (product, overflowA) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflowB) = product.addingReportingOverflow(Int64(text[index] - UInt8(ascii: "0")))
            if overflowA || overflowB { return nil }
            magnitude = sum
            index += 1
        }
        // No digits, or a leading zero, which YAML 1.1 readers (PyYAML, libinput replay) take as octal.
        guard index > digitsStart, index == digitsStart + 1 || text[digitsStart] != UInt8(ascii: "0") else { return nil }
        position = index
        return negative ? -magnitude : magnitude
    }

    private static func int32s(_ values: [Int64]) -> [Int32]? {
        var result: [Int32] = []
        for value in values {
            guard let narrow = Int32(exactly: value) else { return nil }
            result.append(narrow)
        }
        return result
    }

    private static func skipSpaces(_ text: UnsafeRawBufferPointer, _ position: inout Int) {
        while position < text.count, text[position] == UInt8(ascii: " ") || text[position] == UInt8(ascii: "\t") { position += 1 }
    }

    private static func consume(_ text: UnsafeRawBufferPointer, _ position: inout Int, _ byte: UInt8) -> Bool {
        guard position < text.count, text[position] == byte else { return false }
        position += 1
        return true
    }

    private static func equals(_ bytes: UnsafeRawBufferPointer, _ word: StaticString) -> Bool {
        bytes.count == word.utf8CodeUnitCount && bytes.elementsEqual(UnsafeRawBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
    }

    /// The open-bracket count after `text[start...]`, from `start` open brackets; quotes and comments are skipped.
    private static func bracketBalance(_ text: UnsafeRawBufferPointer, from start: Int, start depth: Int) -> Int {
        var depth = depth
        var inQuotes = false
        var previous = UInt8(ascii: " ")
        for byte in text[start...] {
            if inQuotes {
                if byte == UInt8(ascii: "\"") { inQuotes = false }
            } else if byte == UInt8(ascii: "\"") {
                inQuotes = true
            } else if byte == UInt8(ascii: "#") && (previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\t")) {
                break
            } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                depth += 1
            } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                depth = max(depth - 1, 0)
            }
            previous = byte
        }
        return depth
    }
}
