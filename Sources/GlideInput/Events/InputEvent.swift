/// One evdev event (`struct input_event`), as read from a device or a trace.
///
/// Time is kept in whole microseconds so that replays are exact and deterministic;
/// a trace reader rebases absolute timestamps so that only differences matter.
public struct InputEvent: Hashable, Sendable {
    /// Microseconds on the source's clock (CLOCK_MONOTONIC for live devices).
    public var time: Int64
    /// The event type (`EV_*`).
    public var type: EventType
    /// The event code within its type (`ABS_*`, `BTN_*`, `SYN_*`, …).
    public var code: UInt16
    /// The event value, as the kernel reports it.
    public var value: Int32

    /// Makes an event from its four fields.
    public init(time: Int64, type: EventType, code: UInt16, value: Int32) {
        self.time = time
        self.type = type
        self.code = code
        self.value = value
    }

    /// True for `SYN_REPORT`, the end of a hardware frame.
    @inlinable public var isSynReport: Bool { type == .syn && code == SynCode.report }
    /// True for `SYN_DROPPED`: the kernel's buffer overflowed and events were lost.
    @inlinable public var isSynDropped: Bool { type == .syn && code == SynCode.dropped }
}

extension InputEvent: CustomStringConvertible {
    /// `time type code value`, in the notation of an evemu `E:` line.
    public var description: String {
        let seconds = time / 1_000_000
        let micros = time % 1_000_000
        let fraction = String(micros).leftPadded(to: 6)
        return "\(seconds).\(fraction) \(type) \(EventNames.codeName(type: type, code: code)) \(value)"
    }
}

extension String {
    /// The string padded on the left with zeros to `width` characters.
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
