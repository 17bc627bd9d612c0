/// The kind of a transition, as the outcome record names it.
public enum TransitionKind: String, Sendable {
    /// A modal presentation.
    case present
    /// A modal dismissal.
    case dismiss
    /// A navigation push (also `setViewControllers` that grows the stack's top).
    case push
    /// A navigation pop (also `popToRoot` and `setViewControllers` back to a lower controller).
    case pop
    /// A tab switch.
    case tab
}

/// Why a transition went the way it did, as the outcome record names it.
public enum TransitionReason: String, Sendable, CaseIterable {
    /// The release percent was compared with a threshold.
    case threshold
    /// The release velocity (or its projection) decided.
    case velocity
    /// No gesture drove the transition.
    case nonInteractive = "non-interactive"
    /// The gesture recognizer was cancelled.
    case gestureCancelled = "gesture-cancelled"
    /// The input device went away mid-gesture.
    case deviceLost = "device-lost"
    /// The transition was grabbed while completing and released again.
    case interrupted
    /// The animator never completed; Glide recovered the transition as cancelled.
    case stuck
    /// The app's own code decided: it called finish or cancel (UIKit's `UIPercentDrivenInteractiveTransition`,
    /// a hand-written interaction), or completed the transition while a gesture still drove it.
    case app
}

/// One transition's outcome: the record contract of ARCHITECTURE.md ("Outcome records"), one JSON line each.
///
/// The JSON has a fixed key order and numbers written with at most six decimals (rounded
/// half away from zero, no exponent, no trailing zeros, `-0` written `0`), so that the same
/// run writes byte-identical lines; absent and non-finite numbers are written `null`. A
/// transition that was grabbed while completing also carries `interruptions` (see
/// `TransitionInterruption`), written after `diagnostics` and only when not empty, and, when it
/// was grabbed more than 8 times, `interruptions_omitted`: how many were left out between the
/// first 4 and the last 4 kept.
public struct TransitionOutcome: TransitionReleaseRecord, Equatable, Sendable {
    /// 1, 2, … in order of beginning.
    public var transition: Int
    /// What kind of transition it was.
    public var kind: TransitionKind
    /// The animator's type name.
    public var animator: String
    /// True when a gesture drove it.
    public var interactive: Bool
    /// The release that ended it: finish or cancel, why, and (when a gesture released it) where and how fast.
    public var release: TransitionRelease
    /// Milliseconds on the clock when the transition began.
    public var startMilliseconds: Double
    /// Milliseconds on the clock when the transition ended.
    public var endMilliseconds: Double
    /// The name of the view controller on screen afterwards; nil when there is none.
    public var visible: String?
    /// What went wrong, each kind once in the order first seen; empty when all was well.
    public private(set) var diagnostics: [TransitionDiagnostic] = []
    /// How many times each diagnostic seen more than once was recorded (JSON `diagnostic_counts`).
    public private(set) var diagnosticRepeats: [TransitionDiagnostic: Int] = [:]
    /// The completions abandoned because a touch grabbed the transition, in order; empty when
    /// never grabbed. At most the first 4 and the last 4 (see `omittedInterruptions`).
    public var interruptions: [TransitionInterruption]
    /// How many interruptions were left out of `interruptions` between its first and last kept ones.
    public var omittedInterruptions: Int
    /// How many times the transition was grabbed: the kept interruptions and the omitted ones.
    public var interruptionCount: Int { interruptions.count + omittedInterruptions }

    /// Makes a record from all of its fields.
    public init(
        transition: Int, kind: TransitionKind, animator: String, interactive: Bool, release: TransitionRelease,
        startMilliseconds: Double, endMilliseconds: Double, visible: String?,
        diagnostics: [TransitionDiagnostic], interruptions: [TransitionInterruption] = [], omittedInterruptions: Int = 0
    ) {
        self.transition = transition
        self.kind = kind
        self.animator = animator
        self.interactive = interactive
        self.release = release
        self.startMilliseconds = startMilliseconds
        self.endMilliseconds = endMilliseconds
        self.visible = visible
        self.interruptions = interruptions
        self.omittedInterruptions = omittedInterruptions
        for diagnostic in diagnostics { add(diagnostic) }
    }

    /// Records `diagnostic`: listed the first time, counted after.
    public mutating func add(_ diagnostic: TransitionDiagnostic) {
        if diagnostics.contains(diagnostic) {
            diagnosticRepeats[diagnostic, default: 1] += 1
        } else {
            diagnostics.append(diagnostic)
        }
    }

    /// How many times `diagnostic` was recorded.
    public func count(of diagnostic: TransitionDiagnostic) -> Int {
        diagnosticRepeats[diagnostic] ?? (diagnostics.contains(diagnostic) ? 1 : 0)
    }

    /// The record as one line of JSON, without a trailing newline.
    public var jsonLine: String { jsonLine(leading: [:]) }

    /// The record's JSON line with `leading` string fields before its own (a replay's `"trace"`).
    public func jsonLine(leading: KeyValuePairs<String, String>) -> String {
        var out = "{"
        for (key, value) in leading { out += JSONText.string(key) + ":" + JSONText.string(value) + "," }
        out += "\"transition\":\(transition)"
        out += ",\"kind\":" + JSONText.string(kind.rawValue)
        out += ",\"animator\":" + JSONText.string(animator)
        out += ",\"interactive\":\(interactive)"
        out += ","
        release.appendJSONFields(to: &out, between: ",\"start_ms\":" + JSONText.number(startMilliseconds))
        out += ",\"end_ms\":" + JSONText.number(endMilliseconds)
        out += ",\"visible\":" + (visible.map(JSONText.string) ?? "null")
        out += ",\"diagnostics\":[" + diagnostics.map { JSONText.string($0.rawValue) }.joined(separator: ",") + "]"
        if !diagnosticRepeats.isEmpty {
            let counted = diagnostics.compactMap { diagnostic in diagnosticRepeats[diagnostic].map { JSONText.string(diagnostic.rawValue) + ":\($0)" } }
            out += ",\"diagnostic_counts\":{" + counted.joined(separator: ",") + "}"
        }
        if !interruptions.isEmpty {
            out += ",\"interruptions\":[" + interruptions.map(\.jsonObject).joined(separator: ",") + "]"
        }
        if omittedInterruptions > 0 { out += ",\"interruptions_omitted\":\(omittedInterruptions)" }
        out += "}"
        return out
    }
}

extension Array where Element == TransitionOutcome {
    /// The records as JSON lines, each followed by a newline: the one form every log, scene,
    /// replay and fuzz run prints.
    public var jsonLines: String {
        map { $0.jsonLine + "\n" }.joined()
    }
}
