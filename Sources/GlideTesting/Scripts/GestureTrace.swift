import GlideInput

/// A rendered gesture: a device description and its events, in memory, ready to replay or to
/// write as an evemu recording.
///
/// **Device loss.** A trace cannot say "the device went away" with an event, and neither can
/// an evemu file. The convention, shared with `glide replay`: a trace whose input ends with
/// contacts still down (`endsWithContactsDown`) stands for a device lost right after its last
/// event; the replay then reports the loss (a gesture in progress is cancelled, reason
/// `device-lost`) before letting the clock run out. So `GestureScript.deviceLost()` simply ends
/// the script with the fingers down, and an evemu file written from it reproduces the loss.
public struct GestureTrace: Hashable, Sendable {
    /// The device the events come from.
    public let device: DeviceDescription
    /// The events, in order; microseconds from 0.
    public let events: [InputEvent]
    /// The number of frames (`SYN_REPORT`s).
    public let frameCount: Int
    /// Whether contacts are still down after the last frame: the device was lost there.
    public let endsWithContactsDown: Bool

    /// A trace of `events` from `device`.
    public init(device: DeviceDescription, events: [InputEvent]) {
        self.device = device
        self.events = events
        var assembler = FrameAssembler(device: device)
        var frames = 0
        var down = false
        for event in events {
            if let frame = assembler.feed(event) {
                frames += 1
                down = frame.fingerCount > 0
            }
        }
        frameCount = frames
        endsWithContactsDown = down
    }

    /// Reads a whole trace (an `EvemuReader`, a `LibinputRecordReader`, another trace's reader).
    public init(reading reader: inout some TraceReader) throws(TraceError) {
        let device = reader.device
        self.init(device: device, events: try reader.readAll())
    }

    /// Reads the trace at `path` (evemu or `libinput record`).
    public init(path: String, descriptionPath: String? = nil) throws(TraceError) {
        var reader = try Trace.open(path: path, descriptionPath: descriptionPath)
        let device = reader.device
        self.init(device: device, events: try reader.readAll())
    }

    /// A reader over the events, for code that takes any `TraceReader`.
    public func reader() -> GestureTraceReader {
        GestureTraceReader(trace: self)
    }

    /// The frames the events assemble into.
    public var frames: [TouchFrame] {
        var assembler = FrameAssembler(device: device)
        return events.compactMap { assembler.feed($0) }
    }

    /// The trace as an evemu recording (`evemu-play` and `glide replay` read it).
    public func evemuText(options: EvemuWriterOptions = .evemu) -> String {
        EvemuWriter.text(device: device, events: events, options: options)
    }

    /// Writes the trace as an evemu recording at `path`.
    public func writeEvemu(to path: String, options: EvemuWriterOptions = .evemu) throws(TraceError) {
        let writer = try EvemuWriter(path: path, device: device, options: options)
        for event in events { try writer.write(event) }
        try writer.finish()
    }
}

/// A `TraceReader` over a `GestureTrace` in memory; it never throws and never warns.
public struct GestureTraceReader: TraceReader {
    /// The trace read.
    public let trace: GestureTrace
    private var index = 0

    /// A reader at the start of `trace`.
    public init(trace: GestureTrace) {
        self.trace = trace
    }

    /// The trace's device.
    public var device: DeviceDescription { trace.device }
    /// `.evemu`: the events are evdev's, as `writeEvemu(to:options:)`'s recording holds them.
    public var format: TraceFormat { .evemu }
    /// Always empty: a synthetic trace has no oddities to report.
    public var warnings: [TraceWarning] { [] }

    /// The next event, or nil at the end.
    public mutating func nextEvent() throws(TraceError) -> InputEvent? {
        guard index < trace.events.count else { return nil }
        defer { index += 1 }
        return trace.events[index]
    }
}
