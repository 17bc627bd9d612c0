/// The keys of a libinput record file: those Glide reads, refused when repeated, and the rest skipped.
extension LibinputRecordParser {
    /// Reads `key:` at `keyColumn`, its value (if any) starting at `valueStart`, in the innermost block.
    mutating func keyed(_ text: UnsafeRawBufferPointer, key: UnsafeRawBufferPointer, keyColumn: Int, valueStart: Int) throws(TraceError) {
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

    /// Reads a key of a device's `evdev:` mapping.
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

    /// Skips a flow value from `start`, remembering brackets left open for the next lines.
    mutating func skipFlow(_ text: UnsafeRawBufferPointer, from start: Int) {
        skipDepth = Self.bracketBalance(text, from: start, start: 0)
    }
}
