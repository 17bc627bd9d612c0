/// UIKit's gesture-recognizer states; a discrete gesture (a tap) is recognised as `ended`.
public enum GestureRecognizerState: Int, Hashable, Sendable, CaseIterable {
    /// Watching touches; nothing recognised yet (the resting state).
    case possible
    /// A continuous gesture has just been recognised.
    case began
    /// A continuous gesture moved.
    case changed
    /// The gesture finished normally (for a tap: it was recognised).
    case ended
    /// The gesture was abandoned after it began (finger-count switch, device lost, reset).
    case cancelled
    /// The touches could not be this gesture.
    case failed

    /// True for `began` and `changed`: the gesture is in progress.
    public var isActive: Bool { self == .began || self == .changed }

    /// True for `ended`, `cancelled` and `failed`: the gesture is over; a new one starts from `possible`.
    public var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
}

extension GestureRecognizerState: CustomStringConvertible {
    /// The case name, as UIKit spells it.
    public var description: String {
        switch self {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }
}

/// When a recognizer last entered each state, in microseconds on the frames' clock.
///
/// Cleared when a new gesture starts (the return to `possible`), so within one gesture it
/// reads as its timeline: touch-down (`possible`), `began`, last `changed`, and the end.
public struct GestureStateTimes: Hashable, Sendable {
    private var times: (Int64?, Int64?, Int64?, Int64?, Int64?, Int64?) = (nil, nil, nil, nil, nil, nil)

    /// No state entered yet.
    public init() {}

    /// The time `state` was last entered in the current gesture, or nil.
    public subscript(state: GestureRecognizerState) -> Int64? {
        get {
            switch state {
            case .possible: times.0
            case .began: times.1
            case .changed: times.2
            case .ended: times.3
            case .cancelled: times.4
            case .failed: times.5
            }
        }
        set {
            switch state {
            case .possible: times.0 = newValue
            case .began: times.1 = newValue
            case .changed: times.2 = newValue
            case .ended: times.3 = newValue
            case .cancelled: times.4 = newValue
            case .failed: times.5 = newValue
            }
        }
    }

    /// Two records are equal when every state's time is.
    public static func == (lhs: GestureStateTimes, rhs: GestureStateTimes) -> Bool {
        GestureRecognizerState.allCases.allSatisfy { lhs[$0] == rhs[$0] }
    }

    /// Hashes every state's time.
    public func hash(into hasher: inout Hasher) {
        for state in GestureRecognizerState.allCases { hasher.combine(self[state]) }
    }
}
