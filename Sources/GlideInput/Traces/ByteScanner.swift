/// A cursor over the bytes of one trace line: the lexing both trace readers share.
///
/// `EvemuReader` reads its lines with the `sscanf` conversions of `ByteScanner+Scanf.swift`, and
/// `LibinputRecordParser` its YAML values with `decimalInteger()`; both match literals and skip
/// blanks here. A failed match leaves `position` where the scan stopped, for the error's column.
struct ByteScanner {
    /// The bytes scanned.
    let bytes: UnsafeRawBufferPointer
    /// The index of the next byte to read.
    var position: Int

    /// Scans `bytes` from `position`.
    init(_ bytes: UnsafeRawBufferPointer, at position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    /// The 1-based column of `position` for messages, kept on the line's text (not past its line break).
    var column: Int {
        var end = bytes.count
        if end > 0, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > 0, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return min(position, end) + 1
    }

    /// True at the end of the bytes.
    var atEnd: Bool { position >= bytes.count }

    /// The next byte, or nil at the end.
    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// C's `isspace` in the C locale.
    @inline(__always)
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte &- 0x09 < 5
    }

    /// A `sscanf` whitespace directive: skips any amount of C whitespace, including none.
    @inline(__always)
    mutating func skipSpace() {
        while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
    }

    /// Skips spaces and tabs, the blanks between YAML tokens.
    mutating func skipBlanks() {
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") { position += 1 }
    }

    /// Matches one literal byte (no whitespace skipped before it).
    @inline(__always)
    mutating func literal(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// Matches a literal ASCII word byte by byte.
    mutating func literal(_ word: StaticString) -> Bool {
        for index in 0..<word.utf8CodeUnitCount {
            guard literal(word.utf8Start[index]) else { return false }
        }
        return true
    }

    /// True when the blanks from `position` lead to the end of the bytes or a `#` comment.
    mutating func atEndOrComment() -> Bool {
        skipBlanks()
        return atEnd || bytes[position] == UInt8(ascii: "#")
    }

    /// A YAML decimal integer with an optional sign; nil (and `position` unchanged) when there
    /// are no digits, it overflows `Int64`, or it has a leading zero, which YAML 1.1 readers
    /// (PyYAML, `libinput replay`) take as octal.
    mutating func decimalInteger() -> Int64? {
        var index = position
        var negative = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var magnitude: Int64 = 0
        let digitsStart = index
        while index < bytes.count, case let digit = bytes[index] &- UInt8(ascii: "0"), digit < 10 {
            let (product, overflowA) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflowB) = product.addingReportingOverflow(Int64(digit))
            if overflowA || overflowB { return nil }
            magnitude = sum
            index += 1
        }
        guard index > digitsStart, index == digitsStart + 1 || bytes[digitsStart] != UInt8(ascii: "0") else { return nil }
        position = index
        return negative ? -magnitude : magnitude
    }
}
