import Glibc

/// `sscanf` conversions, exactly as glibc's `sscanf` reads lines for libevemu.
///
/// libevemu parses every line with `sscanf`, so its quirks are the format: `%04x` reads at most
/// four characters counting a sign and a `0x` prefix, `%06u` reads at most six digits as an
/// integer (`5.5` is 5 s + 5 µs), numbers take an optional sign, whitespace before a number is
/// skipped, and values are then cut to the width of the C variable. The line is the C string
/// libevemu sees: it ends at the first NUL byte. A failed read leaves `position` where `sscanf`
/// stopped, for the error's column.
extension ByteScanner {
    /// Scans `line` as a C string: cut at its first NUL byte.
    init(line: UnsafeRawBufferPointer) {
        self.init(line: line, cLength: Self.cLength(line))
    }

    /// Scans the first `cLength` bytes of `line`, its length up to its first NUL byte.
    init(line: UnsafeRawBufferPointer, cLength: Int) {
        self.init(UnsafeRawBufferPointer(rebasing: line[0..<cLength]))
    }

    /// The length of `line` as `strlen` sees it: up to the first NUL byte.
    static func cLength(_ line: UnsafeRawBufferPointer) -> Int {
        guard let base = line.baseAddress, !line.isEmpty else { return 0 }
        guard let nul = memchr(base, 0, line.count) else { return line.count }
        return base.distance(to: UnsafeRawPointer(nul))
    }

    /// `%[^\n\r]` after whitespace: the bytes up to a line break, or nil when there are none.
    mutating func restOfLine() -> UnsafeRawBufferPointer? {
        skipSpace()
        let start = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n"), bytes[position] != UInt8(ascii: "\r") { position += 1 }
        return position > start ? UnsafeRawBufferPointer(rebasing: bytes[start..<position]) : nil
    }

    /// The fields of an event line after `E:`: `%lu.%06u %04hx %04hx %d`.
    typealias EventFields = (seconds: UInt64, micros: UInt64, type: UInt64, code: UInt64, value: Int64)

    /// Reads the fields after `E:` as libevemu's `sscanf` does; nil when one is missing, with
    /// `position` where the scan stopped.
    mutating func eventFields() -> EventFields? {
        guard let seconds = unsigned(base: 10),
              literal(UInt8(ascii: ".")),
              let micros = unsigned(width: 6, base: 10),
              let type = unsigned(width: 4, base: 16),
              let code = unsigned(width: 4, base: 16),
              let value = signed()
        else { return nil }
        return (seconds, micros, type, code, value)
    }

    /// The fields after `E:` when they are laid out as evemu writes them, or nil (and `position`
    /// unchanged) for any other layout, which `eventFields()` then reads.
    ///
    /// The layout: one space, 1–18 digits, `.`, 6 digits, one space, 4 hex digits, one space,
    /// 4 hex digits, one space, an optional `-` and 1–18 digits. On such a line `sscanf` skips
    /// the single spaces, reads exactly these digits (no sign, `0x` or whitespace inside a field,
    /// no field reaching its width early) and cannot overflow, so the values are the same as
    /// `eventFields()`'s, in a fraction of its instructions (it runs for every event).
    func plainEventFields() -> EventFields? {
        // Bytes through a typed pointer and a local count: the loops check only `index < count`.
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
        let count = bytes.count
        var index = position
        /// One space.
        @inline(__always) func space() -> Bool {
            guard index < count, base[index] == UInt8(ascii: " ") else { return false }
            index += 1
            return true
        }
        /// Decimal digits up to the first other byte, and how many there were: 8 at a time
        /// while 8 bytes of the line remain (`eightDigits`), then one at a time.
        @inline(__always) func decimal() -> (value: UInt64, digits: Int) {
            let start = index
            var value: UInt64 = 0
            while count &- index >= 8 {
                let (chunk, digits) = Self.eightDigits(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                value = digits == 8 ? value &* 100_000_000 &+ chunk : value &* Self.powerOfTen(digits) &+ chunk
                index &+= digits
                if digits < 8 { return (value, index &- start) }
            }
            while index < count, case let digit = base[index] &- UInt8(ascii: "0"), digit < 10 {
                value = value &* 10 &+ UInt64(digit)
                index += 1
            }
            return (value, index &- start)
        }
        /// Exactly 4 hexadecimal digits.
        @inline(__always) func hex4() -> UInt64? {
            guard count &- index >= 4 else { return nil }
            var value: UInt64 = 0
            for _ in 0..<4 {
                guard let digit = Self.digit(base[index], base: 16) else { return nil }
                value = value &<< 4 | digit
                index += 1
            }
            return value
        }
        guard space() else { return nil }
        let seconds = decimal()
        guard seconds.digits >= 1, seconds.digits <= 18, index < count, base[index] == UInt8(ascii: ".") else { return nil }
        index += 1
        let micros = decimal()
        guard micros.digits == 6, space(), let type = hex4(), space(), let code = hex4(), space() else { return nil }
        let negative = index < count && base[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let magnitude = decimal()
        guard magnitude.digits >= 1, magnitude.digits <= 18 else { return nil }
        let value = Int64(magnitude.value)
        return (seconds.value, micros.value, type, code, negative ? -value : value)
    }

    /// The leading decimal digits of 8 bytes loaded little-endian (the first byte lowest) as a
    /// number, and how many there are (0…8), without a branch per byte.
    @inline(__always)
    static func eightDigits(_ word: UInt64) -> (value: UInt64, digits: Int) {
        // Per byte, digit = byte − '0'. A borrow only reaches bytes after a non-digit, which are
        // dropped, so the bytes before the first non-digit are exact; a non-digit byte has a high
        // nibble in digit or in digit + 6.
        let values = word &- 0x3030_3030_3030_3030
        let nonDigits = (values | (values &+ 0x0606_0606_0606_0606)) & 0xF0F0_F0F0_F0F0_F0F0
        let digits = nonDigits.trailingZeroBitCount / 8
        guard digits > 0 else { return (0, 0) }
        // The digits moved to the top bytes, zeros before them, then combined in pairs, fours, eights.
        var value = values &<< UInt64(64 - 8 * digits)
        value = ((value &* (10 << 8 + 1)) >> 8) & 0x00FF_00FF_00FF_00FF
        value = ((value &* (100 << 16 + 1)) >> 16) & 0x0000_FFFF_0000_FFFF
        value = ((value &* (10_000 << 32 + 1)) >> 32) & 0xFFFF_FFFF
        return (value, digits)
    }

    /// 10 to the power `exponent` (0…8).
    @inline(__always)
    static func powerOfTen(_ exponent: Int) -> UInt64 {
        var power: UInt64 = 1
        for _ in 0..<exponent { power &*= 10 }
        return power
    }

    /// An unsigned conversion (`%u`, `%x`, `%lu`) with an optional width, as `strtoul` gives it.
    @inline(__always)
    mutating func unsigned(width: Int? = nil, base: UInt64) -> UInt64? {
        guard let (negative, magnitude, overflow) = number(width: width, base: base) else { return nil }
        if overflow { return UInt64.max }
        return negative ? 0 &- magnitude : magnitude
    }

    /// A signed decimal conversion (`%d`, `%hd`), as `strtol` gives it before the cast.
    @inline(__always)
    mutating func signed(width: Int? = nil) -> Int64? {
        guard let (negative, magnitude, overflow) = number(width: width, base: 10) else { return nil }
        if negative {
            return overflow || magnitude > UInt64(Int64.max) + 1 ? Int64.min : 0 &- Int64(truncatingIfNeeded: magnitude)
        }
        return overflow || magnitude > UInt64(Int64.max) ? Int64.max : Int64(magnitude)
    }

    /// glibc's number scan: whitespace, a sign, `0x` for base 16, then digits, all within `width`.
    ///
    /// Digits are accumulated without overflow checks while the value cannot overflow (19
    /// decimal or 16 hexadecimal digits, counting a leading `0`), then with them. The scan works
    /// on a local copy of `position` (stored back once), so the loops stay in registers.
    @inline(__always)
    private mutating func number(width: Int?, base: UInt64) -> (negative: Bool, magnitude: UInt64, overflow: Bool)? {
        skipSpace()
        let bytes = bytes
        var index = position
        defer { position = index }
        guard index < bytes.count else { return nil }
        // The field ends after `width` characters, sign and `0x` included, or at the line's end.
        let end = width.map { min(bytes.count, index + $0) } ?? bytes.count
        var negative = false
        let sign = bytes[index]
        if sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            index += 1
        }
        var digits = 0
        var magnitude: UInt64 = 0
        var overflow = false
        if index < end, bytes[index] == UInt8(ascii: "0") {
            index += 1
            digits = 1
            if index < end, base == 16, bytes[index] | 0x20 == UInt8(ascii: "x") { index += 1 }
        }
        let uncheckedDigits = base == 10 ? 19 : base == 16 ? 16 : 0
        let uncheckedStart = index
        let uncheckedEnd = min(end, index + max(0, uncheckedDigits - digits))
        while index < uncheckedEnd, let digit = Self.digit(bytes[index], base: base) {
            magnitude = magnitude &* base &+ digit
            index += 1
        }
        digits += index - uncheckedStart
        while index < end, let digit = Self.digit(bytes[index], base: base) {
            let (product, multiplied) = magnitude.multipliedReportingOverflow(by: base)
            let (sum, added) = product.addingReportingOverflow(digit)
            overflow = overflow || multiplied || added
            magnitude = sum
            digits += 1
            index += 1
        }
        return digits > 0 ? (negative, magnitude, overflow) : nil
    }

    /// The value of `byte` as a digit of `base` (10 or 16), or nil when it is not one.
    @inline(__always)
    private static func digit(_ byte: UInt8, base: UInt64) -> UInt64? {
        let decimal = byte &- UInt8(ascii: "0")
        if decimal < 10 { return UInt64(decimal) }
        guard base == 16 else { return nil }
        let letter = (byte | 0x20) &- UInt8(ascii: "a")
        return letter < 6 ? UInt64(letter) + 10 : nil
    }
}
