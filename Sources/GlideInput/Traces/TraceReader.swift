/// A recorded input trace, read one event at a time: the device it came from, then its events.
///
/// There is one conforming type per file format (``EvemuReader``, ``LibinputRecordReader``);
/// ``Trace/open(path:descriptionPath:deviceIndex:)`` picks the right one. Readers stream from
/// the file, so memory stays flat however long the trace. Times are microseconds, rebased so the
/// first event is at 0: only differences matter. A reader is a cursor over an open file, so
/// copies share one position: read from one copy only.
public protocol TraceReader {
    /// The device the trace was recorded from.
    var device: DeviceDescription { get }
    /// The format the trace is read as (a reader over events in memory gives `.evemu`, whose
    /// events are evdev's own).
    var format: TraceFormat { get }
    /// Oddities accepted so far (they grow as events are read).
    var warnings: [TraceWarning] { get }
    /// The next event, or nil at the end; after an error the reader is finished and returns nil.
    mutating func nextEvent() throws(TraceError) -> InputEvent?
}

extension TraceReader {
    /// Reads every remaining event into an array (for tests and short traces).
    public mutating func readAll() throws(TraceError) -> [InputEvent] {
        var events: [InputEvent] = []
        while let event = try nextEvent() { events.append(event) }
        return events
    }
}

/// Rebases a trace's raw event times so that the first event is at 0, and notices times going back.
struct TraceTimeBase {
    private var firstRawTime: Int64?
    private var lastTime: Int64 = .min

    /// `raw` relative to the first raw time seen, and how many µs it goes back from the previous
    /// event's time (nil when it does not); the event is kept in file order either way.
    mutating func rebase(_ raw: Int64) -> (time: Int64, goesBackBy: Int64?) {
        let first = firstRawTime ?? raw
        firstRawTime = first
        let time = raw &- first
        let goesBackBy = time < lastTime ? lastTime &- time : nil
        lastTime = time
        return (time, goesBackBy)
    }
}

extension TraceWarning {
    /// The warning for an event whose time goes back by `microseconds` from the previous event's.
    static func timeGoesBack(by microseconds: Int64, at location: TraceLocation) -> TraceWarning {
        TraceWarning(location: location, message: "the timestamp goes back by \(microseconds) µs; the event is kept in file order")
    }
}

/// The trace file formats Glide reads.
public enum TraceFormat: String, Hashable, Sendable, CaseIterable {
    /// evemu (`evemu-record`, `evemu-describe`), file format 1.0 to 1.3.
    case evemu
    /// `libinput record` YAML, file version 1.
    case libinputRecord
}

/// Opens traces in whichever supported format they are in.
///
/// Each input is opened once and read once: the format is sniffed from the first lines of the
/// buffer the reader then goes on with, so a pipe, a FIFO, `/dev/stdin` or a process
/// substitution (`<(…)`) reads like a regular file, and a FIFO whose writer has finished ends
/// the trace there.
public enum Trace {
    /// The path that stands for standard input (`glide describe -`, `cat trace | glide replay -`).
    public static let standardInputPath = "-"

    /// Opens a trace and returns the reader for its format.
    ///
    /// - Parameters:
    ///   - path: the trace (`.evemu`, `.events`, `libinput record` `.yml`); ``standardInputPath``
    ///     reads standard input.
    ///   - descriptionPath: for an evemu events-only file, its description (`.desc`); the two
    ///     are read as one file, description first.
    ///   - deviceIndex: for a `libinput record` file with several devices, which one (from 0);
    ///     nil picks the first touch device.
    public static func open(path: String, descriptionPath: String? = nil, deviceIndex: Int? = nil) throws(TraceError) -> any TraceReader {
        let source = try TraceLineSource(paths: descriptionPath.map { [$0, path] } ?? [path])
        return try open(source, sniffing: descriptionPath == nil, deviceIndex: deviceIndex)
    }

    /// Opens a trace from an open file descriptor (a pipe, a socket, standard input, a file),
    /// reading it from where it stands; `name` stands for it in warnings and errors. The caller
    /// keeps the descriptor, and closes it once the reader is done.
    public static func open(fileDescriptor: Int32, name: String = standardInputPath, deviceIndex: Int? = nil) throws(TraceError) -> any TraceReader {
        try open(TraceLineSource(fileDescriptor: fileDescriptor, name: name), sniffing: true, deviceIndex: deviceIndex)
    }

    /// The reader for `source`: evemu when it starts with a description file, else the sniffed format's.
    private static func open(_ source: TraceLineSource, sniffing: Bool, deviceIndex: Int?) throws(TraceError) -> any TraceReader {
        if sniffing, try detectFormat(source) == .libinputRecord {
            return try LibinputRecordReader(source: source, deviceIndex: deviceIndex)
        }
        return try EvemuReader(source: source)
    }

    /// The format of the trace file at `path`, from its first lines (for tests of the sniffing;
    /// ``open(path:descriptionPath:deviceIndex:)`` sniffs the buffer it goes on reading).
    static func detectFormat(path: String) throws(TraceError) -> TraceFormat {
        try detectFormat(TraceLineSource(paths: [path]))
    }

    /// The format from the input's first lines, read ahead without consuming them: YAML keys
    /// (`version:`, `devices:`) or the `# libinput record` banner, after an optional UTF-8 byte
    /// order mark, mean `libinput record`; anything else is read as evemu.
    static func detectFormat(_ source: TraceLineSource) throws(TraceError) -> TraceFormat {
        var offset = 0
        var linesSeen = 0
        while linesSeen < 50, let peeked = try source.peekLine(at: offset) {
            offset += peeked.count
            let line = linesSeen == 0 ? peeked.droppingByteOrderMark : peeked
            linesSeen += 1
            var banner = ByteScanner(line: line)
            if banner.literal("# libinput record") { return .libinputRecord }
            var scanner = ByteScanner(line: line)
            scanner.skipSpace()
            if scanner.atEnd || scanner.literal(UInt8(ascii: "#")) { continue }
            var end = scanner.position
            while end < scanner.bytes.count, isKeyByte(scanner.bytes[end]) { end += 1 }
            let isYAMLKey = end - scanner.position >= 2 && end < scanner.bytes.count && scanner.bytes[end] == UInt8(ascii: ":")
            return isYAMLKey ? .libinputRecord : .evemu
        }
        return .evemu
    }

    private static func isKeyByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
    }
}

extension UnsafeRawBufferPointer {
    /// The line without a leading UTF-8 byte order mark (EF BB BF), which YAML allows at the start of a file.
    var droppingByteOrderMark: UnsafeRawBufferPointer {
        guard count >= 3, self[0] == 0xef, self[1] == 0xbb, self[2] == 0xbf else { return self }
        return UnsafeRawBufferPointer(rebasing: self[3...])
    }
}
