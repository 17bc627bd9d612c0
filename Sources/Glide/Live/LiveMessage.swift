import GlideUI

/// One message of a live session's viewers: a JSON object with a `type`, and how a
/// `LiveBroadcast` treats it (`kind`).
///
/// The types: `hello` (title, device, window size, threshold), `point` (a transition's percent
/// at a time, for the chart), `frame` (the window drawn, with the caption, percent, states,
/// velocity and fingers), `record` (an outcome record, as `glide replay --json` prints it),
/// `end` (the session ended, and why), `closed` (this viewer fell too far behind) and
/// `heartbeat` (nothing happened for a while). Times are
/// ms on the session's clock (0 at its first event).
public struct LiveMessage: Sendable, Equatable {
    /// How a broadcast treats a message.
    public enum Kind: Sendable, Equatable {
        /// Kept for late joiners, replacing the previous one.
        case hello
        /// A chart point: kept in order, never dropped.
        case point
        /// A frame a slow viewer may skip.
        case frame
        /// A frame every viewer gets (a transition began, was released or ended; fingers changed).
        case keyFrame
        /// An outcome record: kept in order, never dropped.
        case record
        /// The session ended; the last message.
        case end
        /// Sent to viewers with nothing else to do, never kept: writing it finds the viewers that went away.
        case heartbeat
    }

    /// How a broadcast treats it.
    public var kind: Kind
    /// The JSON object.
    public var text: String

    /// A message of `kind` whose JSON object is `text`.
    public init(kind: Kind, text: String) {
        self.kind = kind
        self.text = text
    }

    /// What a server sends its idle viewers now and then (`Kind.heartbeat`).
    public static let heartbeat = LiveMessage(kind: .heartbeat, text: #"{"type":"heartbeat"}"#)

    /// What a viewer closed for falling too far behind gets last.
    static let closedAsTooSlow = LiveMessage(kind: .end, text: #"{"type":"closed","reason":"this viewer fell too far behind; reconnecting starts again from the session's history"}"#)

    /// `hello`: the page's title, the device, the completion threshold and the window's size in points.
    static func hello(title: String, device: String, path: String?, threshold: Double?, width: Double, height: Double) -> LiveMessage {
        var text = #"{"type":"hello","title":"# + JSONText.string(title) + #","device":"# + JSONText.string(device)
        text += #","path":"# + (path.map(JSONText.string) ?? "null") + #","threshold":"# + JSONText.number(threshold)
        text += #","width":"# + JSONText.number(width) + #","height":"# + JSONText.number(height) + "}"
        return LiveMessage(kind: .hello, text: text)
    }

    /// `point`: transition `transition`'s percent at `time` seconds.
    static func point(transition: Int, time: Double, percent: Double) -> LiveMessage {
        LiveMessage(kind: .point, text: #"{"type":"point","transition":\#(transition),"t":"# + JSONText.number(time * 1000) + #","p":"# + JSONText.number(percent) + "}")
    }

    /// `record`: an outcome record.
    static func record(_ outcome: TransitionOutcome) -> LiveMessage {
        LiveMessage(kind: .record, text: #"{"type":"record","record":"# + outcome.jsonLine + "}")
    }

    /// `end`: the session ended for `reason`.
    static func end(_ reason: String) -> LiveMessage {
        LiveMessage(kind: .end, text: #"{"type":"end","reason":"# + JSONText.string(reason) + "}")
    }
}
