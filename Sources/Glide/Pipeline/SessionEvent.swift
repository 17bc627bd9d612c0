import GlideGestures
import GlideUI

/// One thing a session reports while input drives a window: a progress update, a state change,
/// a change in the fingers down, or an outcome record.
///
/// Times are seconds on the window's clock (for a replay, the trace's time: its first event is 0).
public enum SessionEvent: Sendable {
    /// A transition in flight moved (or may have): its percent and the views that animate.
    case progress(ProgressUpdate)
    /// A recognizer of the session changed state.
    case recognizer(RecognizerStateChange)
    /// A transition began or changed state (interacting, completing, ended, …).
    case transition(TransitionStateChange)
    /// The number of fingers on the surface changed.
    case fingers(FingerChange)
    /// A transition ended: its record, as `TransitionLog` holds it.
    case outcome(TransitionOutcome)

    /// The clock time of the event, in seconds (an outcome's is its `end_ms` / 1000).
    public var time: Double {
        switch self {
        case .progress(let update): update.time
        case .recognizer(let change): change.time
        case .transition(let change): change.time
        case .fingers(let change): change.time
        case .outcome(let outcome): outcome.endMilliseconds / 1000
        }
    }
}

/// Where a transition in flight is: its percent, its state, and the presentation of its moving views.
public struct ProgressUpdate: Sendable, Equatable {
    /// Clock time, seconds.
    public var time: Double
    /// The transition's number in its window (1, 2, …).
    public var transition: Int
    /// Its kind.
    public var kind: TransitionKind
    /// Its state.
    public var state: TransitionState
    /// The fraction shown, 0…1: the finger's percent while interacting, the presented fraction
    /// of the animations afterwards (the release percent when the interaction animates the rest itself).
    public var percent: Double
    /// Whether `percent` was read from running animations (false: the last interactive percent).
    public var isPresentedFraction: Bool
    /// The views of the window that animate now, with their presentation values.
    public var views: [MovingView]

    /// Makes an update from its parts.
    public init(time: Double, transition: Int, kind: TransitionKind, state: TransitionState, percent: Double,
                isPresentedFraction: Bool, views: [MovingView]) {
        self.time = time
        self.transition = transition
        self.kind = kind
        self.state = state
        self.percent = percent
        self.isPresentedFraction = isPresentedFraction
        self.views = views
    }
}

/// A view that animates, and what it shows now.
public struct MovingView: Sendable, Equatable {
    /// The view's name.
    public var name: String
    /// Its presentation values (what a renderer draws).
    public var presentation: ViewPresentation

    /// Makes a moving view from its parts.
    public init(name: String, presentation: ViewPresentation) {
        self.name = name
        self.presentation = presentation
    }
}

/// A recognizer's new state.
public struct RecognizerStateChange: Sendable, Equatable {
    /// Clock time, seconds.
    public var time: Double
    /// Which recognizer: its index in the session target's `recognizers`.
    public var index: Int
    /// The recognizer's label (the target's name for it, e.g. `pan`).
    public var label: String
    /// The state before.
    public var previous: GestureRecognizerState
    /// The state now.
    public var state: GestureRecognizerState

    /// Makes a change from its parts.
    public init(time: Double, index: Int, label: String, previous: GestureRecognizerState, state: GestureRecognizerState) {
        self.time = time
        self.index = index
        self.label = label
        self.previous = previous
        self.state = state
    }
}

/// A transition's new state (`animating` or `interacting` when it begins, then `completing`, `ended`).
public struct TransitionStateChange: Sendable, Equatable {
    /// Clock time, seconds.
    public var time: Double
    /// The transition's number in its window.
    public var transition: Int
    /// Its kind.
    public var kind: TransitionKind
    /// The state now.
    public var state: TransitionState

    /// Makes a change from its parts.
    public init(time: Double, transition: Int, kind: TransitionKind, state: TransitionState) {
        self.time = time
        self.transition = transition
        self.kind = kind
        self.state = state
    }
}

/// The fingers on the surface after a frame (or 0 after a device loss).
public struct FingerChange: Sendable, Equatable {
    /// Clock time, seconds.
    public var time: Double
    /// Fingers down now.
    public var fingers: Int

    /// Makes a change from its parts.
    public init(time: Double, fingers: Int) {
        self.time = time
        self.fingers = fingers
    }
}
