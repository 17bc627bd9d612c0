import Glibc

/// Reads fields from one line of bytes exactly as glibc's `sscanf` reads them for libevemu.
///
/// libevemu parses every line with `sscanf`, so its quirks are the format: `%04x` reads at most
/// four characters counting a sign and a `0x` prefix, `%06u` reads at most six digits as an
/// integer (`5.5` is 5 s + 5 µs), numbers take an optional sign, whitespace before a number is
/// skipped, and values are then cut to the width of the C variable. The line is the C string
/// libevemu sees: it ends at the first NUL byte. A failed read leaves `position` where `sscanf`
/// stopped, for the error's column.
struct EvemuScanner {
    /// The line as a C string (up to, not including, the first NUL byte).
    let bytes: UnsafeRawBufferPointer
    /// The index of the next byte to read.
    private(set) var position = 0

    /// Scans `line`, cut at its first NUL byte as C would see it.
    init(line: UnsafeRawBufferPointer) {
        bytes = UnsafeRawBufferPointer(rebasing: line[0..<Self.cLength(line)])
    }

    /// The length of `line` as `strlen` sees it: up to the first NUL byte.
    static func cLength(_ line: UnsafeRawBufferPointer) -> Int {
        guard let base = line.baseAddress, !line.isEmpty else { return 0 }
        guard let nul = memchr(base, 0, line.count) else { return line.count }
        return base.distance(to: UnsafeRawPointer(nul))
    }

    /// The 1-based column of `position` for messages, kept on the line's text (not past its line break).
    var column: Int {
        var end = bytes.count
        if end > 0, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > 0, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return min(position, end) + 1
    }

    /// True at the end of the line.
    var atEnd: Bool { position >= bytes.count }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// C's `isspace` in the C locale.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0d)
    }

    /// A whitespace directive: skips any amount of whitespace, including none.
    mutating func skipSpace() {
        while let byte = current, Self.isSpace(byte) { position += 1 }
    }

    /// Matches one literal byte (no whitespace skipped before it).
    mutating func literal(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
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

    /// `%[^\n\r]` after whitespace: the bytes up to a line break, or nil when there are none.
    mutating func restOfLine() -> UnsafeRawBufferPointer? {
        skipSpace()
        let start = position
        while let byte = current, byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") { position += 1 }
        return position > start ? UnsafeRawBufferPointer(rebasing: bytes[start..<position]) : nil
    }

    /// An unsigned conversion (`%u`, `%x`, `%lu`) with an optional width, as `strtoul` gives it.
    mutating func unsigned(width: Int? = nil, base: UInt64) -> UInt64? {
        guard let (negative, magnitude, overflow) = number(width: width, base: base) else { return nil }
        if overflow { return UInt64.max }
        return negative ? 0 &- magnitude : magnitude
    }

    /// A signed decimal conversion (`%d`, `%hd`), as `strtol` gives it before the cast.
    mutating func signed(width: Int? = nil) -> Int64? {
        guard let (negative, magnitude, overflow) = number(width: width, base: 10) else { return nil }
        if negative {
            return overflow || magnitude > UInt64(Int64.max) + 1 ? Int64.min : 0 &- Int64(truncatingIfNeeded: magnitude)
        }
        return overflow || magnitude > UInt64(Int64.max) ? Int64.max : Int64(magnitude)
    }

    /// glibc's number scan: whitespace, a sign, `0x` for base 16, then digits, all within `width`.
    private mutating func number(width: Int?, base: UInt64) -> (negative: Bool, magnitude: UInt64, overflow: Bool)? {
        skipSpace()
        guard let byte = current else { return nil }
        var remaining = width ?? -1
        var negative = false
        if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
            negative = byte == UInt8(ascii: "-")
            position += 1
            if remaining > 0 { remaining -= 1 }
        }
        var digits = 0
        var magnitude: UInt64 = 0
        var overflow = false
        if remaining != 0, current == UInt8(ascii: "0") {
            position += 1
            digits = 1
            if remaining > 0 { remaining -= 1 }
            if remaining != 0, base == 16, let next = current, next | 0x20 == UInt8(ascii: "x") {
                position += 1
                if remaining > 0 { remaining -= 1 }
            }
        }
        while remaining != 0, let next = current, let digit = Self.digit(next, base: base) {
            let (product, multiplied) = magnitude.multipliedReportingOverflow(by: base)
            let (sum, added) = product.addingReportingOverflow(digit)
            overflow = overflow || multiplied || added
            magnitude = sum
            digits += 1
            position += 1
            if remaining > 0 { remaining -= 1 }
        }
        return digits > 0 ? (negative, magnitude, overflow) : nil
    }

    private static func digit(_ byte: UInt8, base: UInt64) -> UInt64? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt64(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where base == 16: return UInt64(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where base == 16: return UInt64(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
