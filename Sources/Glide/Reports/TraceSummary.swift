import GlideInput

/// What `glide describe` reports about a trace: its device, its size in events, frames and
/// time, the pans a recognizer found in it and, on a touchpad with holds, libinput's holds.
public struct TraceSummary: Hashable, Sendable {
    /// The trace file (the events file when the description is separate).
    public var path: String
    /// The file format it was read as.
    public var format: TraceFormat
    /// The device the trace was recorded from.
    public var device: DeviceSummary
    /// The evdev events read: one per `E:` line, as libevemu counts them.
    public var events: Int
    /// The frames (`SYN_REPORT`s) assembled.
    public var frames: Int
    /// From the first event to the last, in microseconds.
    public var duration: Int64
    /// The most fingers down in one frame (counting `BTN_TOOL_*` fingers beyond the slots).
    public var maxFingers: Int
    /// The pans recognised, in order.
    public var gestures: [GestureSummary]
    /// The holds (`HoldGestureRecognizer`), in order; nil on a device without them (libinput
    /// holds only on multitouch touchpads that are not semi-MT).
    public var holds: [HoldSummary]?
    /// What the reader accepted but found odd, and the device's guesses, as sentences.
    public var warnings: [String]

    /// Makes a summary from its parts.
    public init(path: String, format: TraceFormat, device: DeviceSummary, events: Int, frames: Int,
                duration: Int64, maxFingers: Int, gestures: [GestureSummary], holds: [HoldSummary]? = nil, warnings: [String]) {
        self.path = path
        self.format = format
        self.device = device
        self.events = events
        self.frames = frames
        self.duration = duration
        self.maxFingers = maxFingers
        self.gestures = gestures
        self.holds = holds
        self.warnings = warnings
    }

    /// The JSON object `describe --json` prints; its keys are a contract for scripts.
    public var json: JSONValue {
        .object([
            ("path", .string(path)),
            ("format", .string(format == .evemu ? "evemu" : "libinput-record")),
            ("device", device.json),
            ("events", .int(Int64(events))),
            ("frames", .int(Int64(frames))),
            ("duration_ms", .milliseconds(duration)),
            ("max_fingers", .int(Int64(maxFingers))),
            ("gestures", .array(gestures.map(\.json))),
            ("holds", holds.map { .array($0.map(\.json)) } ?? .null),
            ("warnings", .array(warnings.map(JSONValue.string))),
        ])
    }

    /// The summary for people: the device, the counts, then one line per gesture.
    public var text: String {
        var lines = [
            "\(path) (\(format == .evemu ? "evemu" : "libinput record"))",
            "  device     \(device.name): \(device.kind), \(device.sizeText), \(device.contactReporting)",
            "  duration   \(Self.format(milliseconds: duration))",
            "  events     \(events)",
            "  frames     \(frames)",
            "  fingers    at most \(maxFingers)",
        ]
        if gestures.isEmpty {
            lines.append("  gestures   none recognised")
        } else {
            lines.append("  gestures   \(gestures.count):")
            for (index, gesture) in gestures.enumerated() {
                lines.append("    \(index + 1). " + gesture.text)
            }
        }
        if let holds {
            lines.append(holds.isEmpty ? "  holds      none" : "  holds      \(holds.count):")
            for (index, hold) in holds.enumerated() { lines.append("    \(index + 1). " + hold.text) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `1234.567 ms`.
    static func format(milliseconds microseconds: Int64) -> String {
        "\(Double(microseconds) / 1000) ms"
    }
}

/// One pan found in a trace: its fingers, when it began and ended, and how far it went.
public struct GestureSummary: Hashable, Sendable {
    /// How a pan (or a hold, `HoldSummary`) ended.
    public enum End: String, Hashable, Sendable {
        /// Every finger lifted.
        case ended
        /// The recognizer cancelled it (a pan: a finger-count change that lasted; a hold: motion or a finger-count change).
        case cancelled
        /// The trace stopped while the gesture was still running.
        case unfinished
    }

    /// The fingers down when the pan began.
    public var fingers: Int
    /// The most fingers down during the pan.
    public var maxFingers: Int
    /// When the pan began (crossed the hysteresis), in microseconds from the first event.
    public var begin: Int64
    /// When it ended or was cancelled (the last frame's time when unfinished).
    public var end: Int64
    /// The translation at the end, in millimetres (y grows downwards).
    public var dx: Double
    /// The vertical part of the translation, in millimetres.
    public var dy: Double
    /// How the pan ended.
    public var outcome: End

    /// Makes a summary from its parts.
    public init(fingers: Int, maxFingers: Int, begin: Int64, end: Int64, dx: Double, dy: Double, outcome: End) {
        self.fingers = fingers
        self.maxFingers = maxFingers
        self.begin = begin
        self.end = end
        self.dx = dx
        self.dy = dy
        self.outcome = outcome
    }

    /// True when the recognizer cancelled the pan.
    public var isCancelled: Bool { outcome == .cancelled }

    /// `{"fingers":…,"max_fingers":…,"begin_ms":…,"end_ms":…,"dx_mm":…,"dy_mm":…,"cancelled":…,"end":…}`.
    public var json: JSONValue {
        .object([
            ("fingers", .int(Int64(fingers))),
            ("max_fingers", .int(Int64(maxFingers))),
            ("begin_ms", .milliseconds(begin)),
            ("end_ms", .milliseconds(end)),
            ("dx_mm", .rounded(dx, decimals: 2)),
            ("dy_mm", .rounded(dy, decimals: 2)),
            ("cancelled", .bool(isCancelled)),
            ("end", .string(outcome.rawValue)),
        ])
    }

    /// `2 fingers, 120.5–980.0 ms, dx +61.2 mm, dy -0.4 mm, ended`.
    public var text: String {
        func signed(_ value: Double) -> String {
            let text = SurfaceSize.millimetresText(value)
            return value >= 0 && !text.hasPrefix("-") ? "+" + text : text
        }
        let fingerText = fingers == maxFingers ? "\(fingers)" : "\(fingers)–\(maxFingers)"
        return "\(fingerText) finger\(maxFingers == 1 ? "" : "s"), \(Double(begin) / 1000)–\(Double(end) / 1000) ms, "
            + "dx \(signed(dx)) mm, dy \(signed(dy)) mm, \(outcome.rawValue)"
    }
}

/// One hold `glide describe` found, as libinput reports it: fingers, begin and end.
public struct HoldSummary: Hashable, Sendable {
    /// The fingers held.
    public var fingers: Int
    /// When the hold began, µs from the first event.
    public var begin: Int64
    /// When it ended or was cancelled (the last event's time when unfinished).
    public var end: Int64
    /// How the hold ended: fingers lifted, motion or a finger-count change cancelled it, or the trace stopped first.
    public var outcome: GestureSummary.End

    /// Makes a summary from its parts.
    public init(fingers: Int, begin: Int64, end: Int64, outcome: GestureSummary.End) {
        self.fingers = fingers
        self.begin = begin
        self.end = end
        self.outcome = outcome
    }

    /// `{"fingers":…,"begin_ms":…,"end_ms":…,"cancelled":…,"end":…}`, as a gesture's.
    public var json: JSONValue {
        .object([
            ("fingers", .int(Int64(fingers))), ("begin_ms", .milliseconds(begin)), ("end_ms", .milliseconds(end)),
            ("cancelled", .bool(outcome == .cancelled)), ("end", .string(outcome.rawValue)),
        ])
    }

    /// `2 fingers, 40.0–400.0 ms, ended` (or `cancelled`, or `unfinished`).
    public var text: String {
        "\(fingers) finger\(fingers == 1 ? "" : "s"), \(Double(begin) / 1000)–\(Double(end) / 1000) ms, \(outcome.rawValue)"
    }
}
