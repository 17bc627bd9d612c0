/// The line-by-line state machine behind ``LibinputRecordReader``: here its state and the
/// blocks that indentation opens and closes; the extensions read keys, devices, event frames
/// and values, lexing through `ByteScanner`.
struct LibinputRecordParser {
    /// What a block of lines holds, by the key that opened it.
    enum Context: Equatable {
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
    struct Block {
        /// What the block holds.
        var context: Context
        /// The column of its key, or of its item's dash.
        var column: Int
        /// True for a list item, false for a key's block.
        var isItem: Bool
        /// The keys read in this block so far (see `note(_:)`), to refuse duplicates.
        var seen: UInt64 = 0

        /// A key's block holds deeper lines and list items at its own column; an item holds deeper lines.
        func contains(indent: Int, isDash: Bool) -> Bool {
            isItem ? indent > column : indent > column || (indent == column && isDash)
        }
    }

    /// The lines read.
    let source: TraceLineSource
    /// The oddities accepted so far.
    var log = TraceWarningLog()
    /// The device index asked for; nil for the first touch device.
    let wanted: Int?
    /// The open blocks, outermost first.
    var blocks: [Block] = []
    /// Brackets still open in a multi-line flow value being skipped.
    var skipDepth = 0
    /// The top-level keys read so far (see `note(_:)`).
    var topLevelSeen: UInt64 = 0
    /// True once `version: 1` was read.
    var sawVersion = false
    /// True once `devices:` was read.
    var sawDevices = false
    /// The devices started so far.
    var deviceCount = 0
    /// The description of the device being read.
    var candidate = DeviceDescription(name: "", id: DeviceID(bustype: 0, vendor: 0, product: 0, version: 0))
    /// True once the device being read was chosen or passed over.
    var candidateDecided = false
    /// The names of the devices read, for the message when none is chosen.
    var candidateNames: [String] = []
    /// The index of the device whose events are read, once chosen.
    var selected: Int?
    /// The description of that device.
    var selectedDevice: DeviceDescription?
    /// True once the selected device's events are over.
    var finished = false
    /// The events of the frame being read, with raw times.
    var frame: [InputEvent] = []
    /// The line of each event of `frame`, for warnings.
    var frameLines: [Int] = []
    /// True when the frame being read dropped a key repeat.
    var frameSkippedRepeats = false
    /// Events rebased and not yet handed out, from `readyIndex` on.
    var ready: [InputEvent] = []
    /// The first of `ready` not handed out yet.
    private var readyIndex = 0
    /// Rebases times to the first event.
    var timeBase = TraceTimeBase()
    /// The integers of the last flow list read (see `list(_:from:count:)`).
    var numbers: [Int64] = []

    /// A parser of `source` for device `wanted` (nil: the first touch device).
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

    /// Closes every block at the end of the file; a file without a version is refused.
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

    /// Reads a line's content at `contentColumn` in the innermost open block.
    private mutating func interpret(_ text: UnsafeRawBufferPointer, indent: Int, isDash: Bool, contentColumn: Int) throws(TraceError) {
        let context = blocks.last?.context
        if context == .frame {
            guard isDash, contentColumn < text.count, text[contentColumn] == UInt8(ascii: "[") else {
                throw malformed(column: contentColumn + 1, line: text, problem: "unexpected line in an evdev frame", expected: "- [sec, usec, type, code, value]")
            }
            var scanner = ByteScanner(text, at: contentColumn)
            try row(&scanner)
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
}
