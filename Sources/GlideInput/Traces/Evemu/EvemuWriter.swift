import Glibc

/// How an ``EvemuWriter`` lays out its output.
public struct EvemuWriterOptions: Hashable, Sendable {
    /// Where written timestamps start.
    public enum Timestamps: Hashable, Sendable {
        /// As `evemu-record`: the first event at `0.000001`, the rest offset by the same amount.
        case relativeToFirstEvent
        /// The events' own times, unchanged.
        case asGiven
    }

    /// Where written timestamps start.
    public var timestamps: Timestamps
    /// Microseconds as six digits (`0.000042`, evemu's `%06u`); false writes `0.42`, which
    /// libevemu reads the same but umockdev 0.17's evemu loader needs (it reads padded digits as octal).
    public var zeroPaddedMicroseconds: Bool
    /// Writes evemu's comments: the evtest-like device summary and a name after every event.
    public var comments: Bool
    /// Writes the `N:` `I:` `P:` `B:` `A:` `L:` `S:` description; false writes an events-only
    /// file (like upstream `.events` files and umockdev's `-e` input), which readers need the
    /// description for.
    public var includesDescription: Bool
    /// Writes every keyboard key (`KeyCode.isKeyboardKey`) as `KEY_A`, in the events and the
    /// description's key bits, so that a recording never shows what was typed (press and release
    /// times are kept; `BTN_*` codes are untouched). When the description is included
    /// (`includesDescription`), a comment line (`hiddenKeyCodesNote`) says so.
    public var hidesKeyCodes: Bool
    /// The permissions of the file created (0600 for recordings of live devices).
    public var fileMode: UInt32
    /// Writes the header at once and every frame as its `SYN_REPORT` comes, so that a write that
    /// fails is known at once (live recordings); otherwise output goes out in 64 KiB chunks.
    public var writesEachFrame: Bool

    /// Makes options; the defaults are evemu-record's own format.
    public init(
        timestamps: Timestamps = .relativeToFirstEvent,
        zeroPaddedMicroseconds: Bool = true,
        comments: Bool = true,
        includesDescription: Bool = true,
        hidesKeyCodes: Bool = false,
        fileMode: UInt32 = 0o644,
        writesEachFrame: Bool = false
    ) {
        self.timestamps = timestamps
        self.zeroPaddedMicroseconds = zeroPaddedMicroseconds
        self.comments = comments
        self.includesDescription = includesDescription
        self.hidesKeyCodes = hidesKeyCodes
        self.fileMode = fileMode
        self.writesEachFrame = writesEachFrame
    }

    /// evemu-record's format.
    public static let evemu = EvemuWriterOptions()
    /// Events only, with unpadded microseconds, for umockdev 0.17's `-e` event replay (its
    /// loader reads zero-padded digits as octal and warns about description lines).
    public static let umockdev = EvemuWriterOptions(zeroPaddedMicroseconds: false, includesDescription: false)
    /// A recording of a live device: evemu's format, key codes hidden unless `showingKeyCodes`,
    /// readable by its owner only, written frame by frame.
    public static func liveRecording(showingKeyCodes: Bool = false) -> EvemuWriterOptions {
        EvemuWriterOptions(hidesKeyCodes: !showingKeyCodes, fileMode: 0o600, writesEachFrame: true)
    }
}

/// Writes a device description and its events as an evemu 1.3 recording, line for line as
/// `evemu-record` writes it (`E: %lu.%06u %04x %04x %04d` and its comments), so that libevemu,
/// `evemu-play` and ``EvemuReader`` read it back exactly.
///
/// Output is buffered and written through a file descriptor in 64 KiB chunks. `EV_SYN` bits are
/// written as evemu does (`B: 00 0b …`, whatever the description says), and every event type
/// libevdev knows gets its `B:` lines, set or not. Comments name codes Glide knows and give
/// others in hex.
public final class EvemuWriter {
    /// The path being written.
    public let path: String
    private let options: EvemuWriterOptions
    private let file: OutputFile
    /// The events in `buffer`, not yet written.
    private var eventsBuffered = 0
    /// The events whose lines the file holds whole.
    public private(set) var eventsWritten = 0
    private var buffer: [UInt8] = []
    private var firstTime: Int64?
    private var lastSynMillis: Int64 = 0

    private static let flushThreshold = 65_536

    /// Creates the recording beside `path` (it replaces `path` at `finish()`; an unfinished or
    /// failed recording leaves `path` as it was, see `OutputFile`) and buffers the header and
    /// (unless the options leave it out) the description of `device`.
    public init(path: String, device: DeviceDescription, options: EvemuWriterOptions = .evemu) throws(TraceError) {
        self.path = path
        self.options = options
        do {
            file = try OutputFile(path: path, mode: mode_t(options.fileMode))
        } catch {
            throw TraceError(
                reason: .cannotOpen(errno: error.errno.code),
                location: TraceLocation(file: path, line: 0, column: 0),
                problem: "cannot create the recording: \(error.errno)",
                expected: "a writable path"
            )
        }
        buffer.reserveCapacity(2 * Self.flushThreshold)
        Self.appendDescription(of: device, options: options, to: &buffer)
        if options.writesEachFrame { try flush() }
    }

    /// Appends one event as an `E:` line.
    public func write(_ event: InputEvent) throws(TraceError) {
        precondition(!file.isFinished, "EvemuWriter.write after finish() on \(path)")
        Self.appendEvent(event, options: options, firstTime: &firstTime, lastSynMillis: &lastSynMillis, to: &buffer)
        eventsBuffered += 1
        if buffer.count >= Self.flushThreshold || (options.writesEachFrame && event.isSynReport) { try flush() }
    }

    /// Writes out what is buffered and puts the recording at `path`; later writes are a
    /// programmer error. When writing fails the recording is not finished: keep what the file
    /// holds with `finishKeepingWhatWasWritten()`, or drop the writer and nothing is left.
    public func finish() throws(TraceError) {
        precondition(!file.isFinished, "EvemuWriter.finish() called twice on \(path)")
        try flush()
        do {
            try file.commit()
        } catch {
            throw Self.writeFailure(error)
        }
    }

    /// After a failed write: keeps what the file holds whole (`eventsWritten` events, cut back to
    /// the last write that went through) at `path` and returns that count, or 0 when nothing
    /// could be kept (the file is then removed).
    public func finishKeepingWhatWasWritten() -> Int {
        guard !file.isFinished else { return 0 }  // finish() got as far as the rename, which failed: nothing is left
        return file.commitWholeWrites() ? eventsWritten : 0
    }

    /// The whole recording as text (for small traces and tests).
    public static func text(device: DeviceDescription, events: some Sequence<InputEvent>, options: EvemuWriterOptions = .evemu) -> String {
        var bytes: [UInt8] = []
        appendDescription(of: device, options: options, to: &bytes)
        var firstTime: Int64?
        var lastSynMillis: Int64 = 0
        for event in events {
            appendEvent(event, options: options, firstTime: &firstTime, lastSynMillis: &lastSynMillis, to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes the buffer out.
    private func flush() throws(TraceError) {
        do {
            try file.write(buffer)
        } catch {
            throw Self.writeFailure(error)
        }
        eventsWritten += eventsBuffered
        eventsBuffered = 0
        buffer.removeAll(keepingCapacity: true)
    }

    /// A failed write or rename as the recording's error.
    private static func writeFailure(_ error: OutputFile.Failure) -> TraceError {
        TraceError(
            reason: .writeFailed(errno: error.errno.code),
            location: TraceLocation(file: error.path, line: 0, column: 0),
            problem: "writing the recording failed: \(error.errno)"
        )
    }

    // MARK: Formatting

    /// The comment a recording with hidden key codes carries after its version line.
    public static let hiddenKeyCodesNote = "# Key codes hidden: every KEY_* code is written as KEY_A (BTN_* kept); record with --show-keycodes to keep them"

    private static func appendDescription(of device: DeviceDescription, options: EvemuWriterOptions, to out: inout [UInt8]) {
        out.append(contentsOf: "# EVEMU 1.3\n".utf8)
        guard options.includesDescription else { return }
        let device = options.hidesKeyCodes ? device.hidingKeyCodes() : device
        if options.hidesKeyCodes { out.append(contentsOf: (hiddenKeyCodesNote + "\n").utf8) }
        if options.comments { appendSummary(of: device, to: &out) }
        out.append(contentsOf: "N: \(device.name)\n".utf8)
        out.append(contentsOf: "I: ".utf8)
        for (index, field) in [device.id.bustype, device.id.vendor, device.id.product, device.id.version].enumerated() {
            if index > 0 { out.append(UInt8(ascii: " ")) }
            appendHex(UInt64(field), width: 4, to: &out)
        }
        out.append(UInt8(ascii: "\n"))

        var properties = [UInt8](repeating: 0, count: 8)
        for property in device.properties where property.rawValue < 64 {
            properties[Int(property.rawValue) / 8] |= 1 << (property.rawValue % 8)
        }
        appendMaskLine(prefix: "P:", type: nil, bytes: properties[...], to: &out)

        out.append(contentsOf: "B: 00 0b 00 00 00 00 00 00 00\n".utf8)
        for rawType in UInt16(1)..<UInt16(EventType.count) {
            let type = EventType(rawType)
            guard let maximum = EvemuDescriptionParser.maximumCode(type) else { continue }
            let byteCount = (maximum + 1 + 7) / 8
            var mask = [UInt8](repeating: 0, count: (byteCount + 7) / 8 * 8)
            for code in device.codes[type] ?? [] where Int(code) <= maximum {
                mask[Int(code) / 8] |= 1 << (code % 8)
            }
            for start in stride(from: 0, to: byteCount, by: 8) {
                appendMaskLine(prefix: "B:", type: rawType, bytes: mask[start..<(start + 8)], to: &out)
            }
        }

        for code in (device.codes[.abs] ?? []).sorted() where code <= AbsCode.max {
            let info = device.absInfo[code] ?? AbsInfo(minimum: 0, maximum: 0)
            out.append(contentsOf: "A: ".utf8)
            appendHex(UInt64(code), width: 2, to: &out)
            for value in [info.minimum, info.maximum, info.fuzz, info.flat, info.resolution] {
                out.append(UInt8(ascii: " "))
                appendDecimal(Int64(value), width: 0, to: &out)
            }
            out.append(UInt8(ascii: "\n"))
        }
        for (prefix, states) in [("L: ", device.ledStates), ("S: ", device.switchStates)] {
            for (code, state) in states.sorted(by: { $0.key < $1.key }) where state != 0 {
                out.append(contentsOf: prefix.utf8)
                appendHex(UInt64(code), width: 2, to: &out)
                out.append(UInt8(ascii: " "))
                appendDecimal(Int64(state), width: 0, to: &out)
                out.append(UInt8(ascii: "\n"))
            }
        }
        if options.comments {
            out.append(contentsOf: "################################\n#      Waiting for events      #\n################################\n".utf8)
        }
    }

    /// evemu's evtest-like comment block (`write_desc`).
    private static func appendSummary(of device: DeviceDescription, to out: inout [UInt8]) {
        func alternateHex(_ value: UInt16) -> String {
            // printf's `%#04x`: no prefix for 0, otherwise `0x` and at least two digits.
            value == 0 ? "0000" : "0x" + String(value, radix: 16).leftPadded(to: 2)
        }
        var text = "# Input device name: \"\(device.name)\"\n"
        text += "# Input device ID: bus \(alternateHex(device.id.bustype)) vendor \(alternateHex(device.id.vendor))"
            + " product \(alternateHex(device.id.product)) version \(alternateHex(device.id.version))\n"
        if let x = device.absInfo[AbsCode.x], let y = device.absInfo[AbsCode.y],
           device.supports(.abs, AbsCode.x), device.supports(.abs, AbsCode.y) {
            let width = x.resolution != 0 ? (Int64(x.maximum) - Int64(x.minimum)) / Int64(x.resolution) : 0
            let height = y.resolution != 0 ? (Int64(y.maximum) - Int64(y.minimum)) / Int64(y.resolution) : 0
            if width != 0 && height != 0 { text += "# Size in mm: \(width)x\(height)\n" }
        }
        text += "# Supported events:\n"
        text += "#   Event type 0 (EV_SYN)\n"
        for code in UInt16(0)...0x0f {
            text += "#     Event code \(code) (\(EventNames.codeName(type: .syn, code: code)))\n"
        }
        for (type, codes) in device.codes.sorted(by: { $0.key < $1.key }) where type != .syn {
            text += "#   Event type \(type.rawValue) (\(type))\n"
            for code in codes.sorted() {
                text += "#     Event code \(code) (\(EventNames.codeName(type: type, code: code)))\n"
                if type == .abs, let info = device.absInfo[code] {
                    text += "#       Value   \(pad(info.value, 6))\n#       Min     \(pad(info.minimum, 6))\n"
                        + "#       Max     \(pad(info.maximum, 6))\n#       Fuzz    \(pad(info.fuzz, 6))\n"
                        + "#       Flat    \(pad(info.flat, 6))\n#       Resolution \(pad(info.resolution, 3))\n"
                } else if type == .led || type == .sw {
                    let state = (type == .led ? device.ledStates : device.switchStates)[code] ?? 0
                    text += "#        State \(state)\n"
                }
            }
        }
        text += "# Properties:\n"
        for property in device.properties.sorted() {
            text += "#   Property  type \(property.rawValue) (\(propertyName(property)))\n"
        }
        out.append(contentsOf: text.utf8)
    }

    private static func pad(_ value: Int32, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }

    private static func propertyName(_ property: InputProperty) -> String {
        switch property {
        case .pointer: "INPUT_PROP_POINTER"
        case .direct: "INPUT_PROP_DIRECT"
        case .buttonpad: "INPUT_PROP_BUTTONPAD"
        case .semiMT: "INPUT_PROP_SEMI_MT"
        case .topButtonpad: "INPUT_PROP_TOPBUTTONPAD"
        default: "0x" + String(property.rawValue, radix: 16)
        }
    }

    private static func appendMaskLine(prefix: StaticString, type: UInt16?, bytes: ArraySlice<UInt8>, to out: inout [UInt8]) {
        out.append(contentsOf: UnsafeRawBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount))
        if let type {
            out.append(UInt8(ascii: " "))
            appendHex(UInt64(type), width: 2, to: &out)
        }
        for byte in bytes {
            out.append(UInt8(ascii: " "))
            appendHex(UInt64(byte), width: 2, to: &out)
        }
        out.append(UInt8(ascii: "\n"))
    }

    /// `evemu_write_event`: `E: %lu.%06u %04x %04x %04d\t# comment`.
    private static func appendEvent(
        _ event: InputEvent, options: EvemuWriterOptions, firstTime: inout Int64?, lastSynMillis: inout Int64, to out: inout [UInt8]
    ) {
        var event = event
        if options.hidesKeyCodes && event.type == .key && KeyCode.isKeyboardKey(event.code) { event.code = KeyCode.keyA }
        let first = firstTime ?? event.time
        firstTime = first
        let time = options.timestamps == .relativeToFirstEvent ? event.time &- first &+ 1 : event.time
        // tv_sec and tv_usec with 0 ≤ tv_usec < 10⁶; a negative tv_sec prints as `%lu` prints it.
        var seconds = time / 1_000_000
        var micros = time % 1_000_000
        if micros < 0 {
            seconds -= 1
            micros += 1_000_000
        }
        out.append(contentsOf: "E: ".utf8)
        appendUnsigned(UInt64(bitPattern: seconds), width: 0, to: &out)
        out.append(UInt8(ascii: "."))
        appendUnsigned(UInt64(micros), width: options.zeroPaddedMicroseconds ? 6 : 0, to: &out)
        out.append(UInt8(ascii: " "))
        appendHex(UInt64(event.type.rawValue), width: 4, to: &out)
        out.append(UInt8(ascii: " "))
        appendHex(UInt64(event.code), width: 4, to: &out)
        out.append(UInt8(ascii: " "))
        appendDecimal(Int64(event.value), width: 4, to: &out)
        guard options.comments else {
            out.append(UInt8(ascii: "\n"))
            return
        }
        out.append(UInt8(ascii: "\t"))
        // Appended piece by piece, not interpolated, so that a live recording builds no String per event.
        let codeName = EventNames.codeName(type: event.type, code: event.code)
        if event.type == .syn && event.code == SynCode.mtReport {
            out.append(contentsOf: "# ++++++++++++ ".utf8)
            out.append(contentsOf: codeName.utf8)
            out.append(contentsOf: " (".utf8)
            appendDecimal(Int64(event.value), width: 0, to: &out)
            out.append(contentsOf: ") ++++++++++\n".utf8)
        } else if event.type == .syn {
            let millis = seconds &* 1000 &+ micros / 1000
            let delta = millis &- lastSynMillis
            lastSynMillis = millis
            out.append(contentsOf: "# ------------ ".utf8)
            out.append(contentsOf: codeName.utf8)
            out.append(contentsOf: " (".utf8)
            appendDecimal(Int64(event.value), width: 0, to: &out)
            out.append(contentsOf: ") ---------- ".utf8)
            if delta >= 0 { out.append(UInt8(ascii: "+")) }
            appendDecimal(delta, width: 0, to: &out)
            out.append(contentsOf: "ms\n".utf8)
        } else {
            out.append(contentsOf: "# ".utf8)
            out.append(contentsOf: EventNames.typeName(event.type).utf8)
            out.append(contentsOf: " / ".utf8)
            out.append(contentsOf: codeName.utf8)
            for _ in codeName.utf8.count..<max(codeName.utf8.count, 20) { out.append(UInt8(ascii: " ")) }
            out.append(UInt8(ascii: " "))
            appendDecimal(Int64(event.value), width: 0, to: &out)
            out.append(UInt8(ascii: "\n"))
        }
    }

    /// printf `%0*lu`.
    private static func appendUnsigned(_ value: UInt64, width: Int, to out: inout [UInt8]) {
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { storage in
            repeat {
                storage[count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            } while rest > 0
            for _ in count..<max(count, width) { out.append(UInt8(ascii: "0")) }
            for index in stride(from: count - 1, through: 0, by: -1) { out.append(storage[index]) }
        }
    }

    /// printf `%0*d` (the sign counts toward the width, as in `-001`).
    private static func appendDecimal(_ value: Int64, width: Int, to out: inout [UInt8]) {
        if value < 0 {
            out.append(UInt8(ascii: "-"))
            appendUnsigned(value.magnitude, width: max(width - 1, 0), to: &out)
        } else {
            appendUnsigned(UInt64(value), width: width, to: &out)
        }
    }

    /// printf `%0*x`.
    private static func appendHex(_ value: UInt64, width: Int, to out: inout [UInt8]) {
        let hexDigits: StaticString = "0123456789abcdef"
        var shift = 60
        while shift > 0 && (value >> UInt64(shift)) == 0 && shift >= width * 4 { shift -= 4 }
        while shift >= 0 {
            out.append(hexDigits.utf8Start[Int((value >> UInt64(shift)) & 0xf)])
            shift -= 4
        }
    }
}
