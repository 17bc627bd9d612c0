/// The selected device's frames: `- [sec, usec, type, code, value]` rows, rebased when handed out.
extension LibinputRecordParser {
    /// Reads an `evdev: [[…], …]` frame on one line from `start`.
    mutating func inlineFrame(_ text: UnsafeRawBufferPointer, from start: Int) throws(TraceError) {
        var scanner = ByteScanner(text, at: start)
        guard scanner.literal(UInt8(ascii: "[")) else {
            throw malformed(column: start + 1, line: text, problem: "expected a list of event rows", expected: "evdev: [[sec, usec, type, code, value], …]")
        }
        scanner.skipBlanks()
        while scanner.current == UInt8(ascii: "[") {
            try row(&scanner)
            scanner.skipBlanks()
            if !scanner.literal(UInt8(ascii: ",")) { break }
            scanner.skipBlanks()
        }
        guard scanner.literal(UInt8(ascii: "]")) else {
            throw malformed(column: scanner.position + 1, line: text, problem: "the event list is not closed on this line", expected: "evdev: [[sec, usec, type, code, value], …] on one line")
        }
        try finishFrame()
    }

    /// Reads one `[sec, usec, type, code, value]` row at `scanner` into the current frame, moving `scanner` past it.
    mutating func row(_ scanner: inout ByteScanner) throws(TraceError) {
        let text = scanner.bytes
        let start = scanner.position
        var fields: (Int64, Int64, Int64, Int64, Int64) = (0, 0, 0, 0, 0)
        let expected = "[sec, usec, type, code, value] (5 integers)"
        guard scanner.literal(UInt8(ascii: "[")) else {
            throw malformed(column: scanner.position + 1, line: text, problem: "expected an event row", expected: expected)
        }
        for index in 0..<5 {
            scanner.skipBlanks()
            if index > 0 {
                guard scanner.literal(UInt8(ascii: ",")) else {
                    throw malformed(column: scanner.position + 1, line: text, problem: "the event row has \(index) of 5 fields", expected: expected)
                }
                scanner.skipBlanks()
            }
            guard let value = scanner.decimalInteger() else {
                throw malformed(column: scanner.position + 1, line: text, problem: "expected an integer", expected: expected)
            }
            switch index {
            case 0: fields.0 = value
            case 1: fields.1 = value
            case 2: fields.2 = value
            case 3: fields.3 = value
            default: fields.4 = value
            }
        }
        scanner.skipBlanks()
        guard scanner.literal(UInt8(ascii: "]")) else {
            throw malformed(column: scanner.position + 1, line: text, problem: "the event row has more than 5 fields or is not closed", expected: expected)
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
    }

    /// Hands a finished frame to the reader, unless key repeats left only its `SYN_REPORT`.
    mutating func finishFrame() throws(TraceError) {
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
}
