import GlideGestures
import GlideUI

/// What a terminal view shows of a session: the transition's percent and state, the
/// recognizer's state, the fingers down and the last decision. Feed it every `SessionEvent`.
public struct SessionStatus: Sendable, Equatable {
    /// The current (or last) transition's percent, 0…1.
    public var percent: Double = 0
    /// The current (or last) transition: its number, kind and state.
    public var transition: TransitionStateChange?
    /// The last recognizer state change.
    public var recognizer: RecognizerStateChange?
    /// Fingers down.
    public var fingers = 0
    /// The last outcome record.
    public var lastOutcome: TransitionOutcome?
    /// The clock time of the last event, seconds.
    public var time = 0.0

    /// An empty status.
    public init() {}

    /// Takes one event into account.
    public mutating func apply(_ event: SessionEvent) {
        time = event.time
        switch event {
        case .progress(let update): percent = update.percent
        case .recognizer(let change): recognizer = change
        case .transition(let change):
            if transition?.transition != change.transition { percent = 0 }
            transition = change
        case .fingers(let change): fingers = change.fingers
        case .outcome(let outcome): lastOutcome = outcome
        }
    }

    /// One line, at most `width` columns: a bar of the percent, then the states, fingers and last decision.
    ///
    /// `[##########----------]  48%  dismiss interacting  pan changed  2 fingers  last: finish (threshold, p 0.31)`
    public func line(width: Int = 100, barWidth: Int = 24) -> String {
        let clamped = percent.isFinite ? min(max(percent, 0), 1) : 0
        let filled = Int((clamped * Double(barWidth)).rounded())
        var text = "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: barWidth - filled) + "] "
        let shown = String(Int((clamped * 100).rounded()))
        text += String(repeating: " ", count: max(0, 3 - shown.count)) + shown + "%"
        if let transition {
            text += "  \(transition.kind.rawValue) \(transition.state.rawValue)"
        } else {
            text += "  no transition"
        }
        if let recognizer { text += "  \(recognizer.label) \(recognizer.state)" }
        text += "  \(fingers) finger\(fingers == 1 ? "" : "s")"
        if let outcome = lastOutcome {
            var detail = outcome.reason.rawValue
            if let percent = outcome.percentAtRelease { detail += ", p " + OutcomeTable.decimal(percent, places: 2) }
            text += "  last: \(outcome.kind.rawValue) \(outcome.decision.rawValue) (\(detail))"
        }
        return text.count > width ? String(text.prefix(width)) : text
    }
}
