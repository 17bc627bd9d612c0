/// The values of a libinput record file: flow lists of integers, keys, names and skipped flow values.
extension LibinputRecordParser {
    /// Reads a flow list of integers into `numbers`; `count` checks its length.
    mutating func list(_ text: UnsafeRawBufferPointer, from start: Int, count: Int?) throws(TraceError) {
        numbers.removeAll(keepingCapacity: true)
        var scanner = ByteScanner(text, at: start)
        let expected = count.map { "a list of \($0) integers on one line, e.g. [\((1...$0).map(String.init).joined(separator: ", "))]" }
            ?? "a list of integers on one line, e.g. [0, 1, 47]"
        guard scanner.literal(UInt8(ascii: "[")) else {
            throw malformed(column: scanner.position + 1, line: text, problem: "expected a list", expected: expected)
        }
        scanner.skipBlanks()
        if !scanner.literal(UInt8(ascii: "]")) {
            while true {
                guard let value = scanner.decimalInteger() else {
                    throw malformed(column: scanner.position + 1, line: text, problem: "expected an integer", expected: expected)
                }
                numbers.append(value)
                scanner.skipBlanks()
                if scanner.literal(UInt8(ascii: "]")) { break }
                guard scanner.literal(UInt8(ascii: ",")) else {
                    throw malformed(column: scanner.position + 1, line: text, problem: "expected , or ]", expected: expected)
                }
                scanner.skipBlanks()
            }
        }
        if let count, numbers.count != count {
            throw malformed(column: start + 1, line: text, problem: "the list has \(numbers.count) items", expected: expected)
        }
        guard scanner.atEndOrComment() else {
            throw malformed(column: scanner.position + 1, line: text, problem: "unexpected text after the list", expected: "a comment (# …) or the end of the line")
        }
    }

    /// The integer key of a `codes:` or `absinfo:` entry, within `range`.
    func number(key: UnsafeRawBufferPointer, text: UnsafeRawBufferPointer, column: Int, range: ClosedRange<Int64>, what: String) throws(TraceError) -> Int64 {
        var scanner = ByteScanner(key)
        guard let value = scanner.decimalInteger(), scanner.atEnd, range.contains(value) else {
            throw malformed(column: column + 1, line: text, problem: "expected \(what) as the key", expected: "an integer from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    /// A malformed-line error at `column` of the current line, showing `line`.
    func malformed(column: Int, line: UnsafeRawBufferPointer?, problem: String, expected: String) -> TraceError {
        TraceError(
            reason: .malformedLine,
            location: source.location(column: column),
            problem: problem,
            expected: expected,
            text: line.map(TraceLimits.printable) ?? ""
        )
    }

    /// A `key:` at `start` (ended by `:` and a space or the line's end): the key and where its value starts.
    static func key(_ text: UnsafeRawBufferPointer, from start: Int) -> (UnsafeRawBufferPointer, Int)? {
        var position = start
        while position < text.count {
            let byte = text[position]
            if byte == UInt8(ascii: ":") && (position + 1 == text.count || text[position + 1] == UInt8(ascii: " ")) { break }
            if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") { return nil }
            position += 1
        }
        guard position < text.count, position > start else { return nil }
        var value = ByteScanner(text, at: position + 1)
        value.skipBlanks()
        return (UnsafeRawBufferPointer(rebasing: text[start..<position]), value.position)
    }

    /// A name: double-quoted as libinput writes it (unescaped; a backslash is refused, since YAML
    /// readers would take it as an escape), single-quoted, or plain up to a comment.
    func name(_ text: UnsafeRawBufferPointer, from start: Int) throws(TraceError) -> String {
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
    static let eventsExpected = "a list of `- evdev:` frames on the lines below it (or [] for none)"

    /// True when the value at `start` is `[]` (an empty flow list), with an optional comment after it.
    static func isEmptyList(_ text: UnsafeRawBufferPointer, from start: Int) -> Bool {
        var scanner = ByteScanner(text, at: start)
        guard scanner.literal(UInt8(ascii: "[")) else { return false }
        scanner.skipBlanks()
        guard scanner.literal(UInt8(ascii: "]")) else { return false }
        return scanner.atEndOrComment()
    }

    /// The integer at `start` when only blanks or a comment follow it.
    static func integer(_ text: UnsafeRawBufferPointer, from start: Int) -> Int64? {
        var scanner = ByteScanner(text, at: start)
        guard let value = scanner.decimalInteger() else { return nil }
        return scanner.atEndOrComment() ? value : nil
    }

    /// `values` as `Int32`s, or nil when one does not fit.
    static func int32s(_ values: [Int64]) -> [Int32]? {
        var result: [Int32] = []
        for value in values {
            guard let narrow = Int32(exactly: value) else { return nil }
            result.append(narrow)
        }
        return result
    }

    /// True when `bytes` are exactly `word`.
    static func equals(_ bytes: UnsafeRawBufferPointer, _ word: StaticString) -> Bool {
        bytes.count == word.utf8CodeUnitCount && bytes.elementsEqual(UnsafeRawBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
    }

    /// The open-bracket count after `text[start...]`, from `start` open brackets; quotes and comments are skipped.
    static func bracketBalance(_ text: UnsafeRawBufferPointer, from start: Int, start depth: Int) -> Int {
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
