import GlideGestures
import GlideInput
import GlideUI

/// What a session drives: a window (with its controllers and the recognizers attached to its
/// views), the recognizers whose states it reports, and the completion threshold its timeline draws.
///
/// Make one from your own window (or a `SceneCatalogue` makes one for a scene name): build the
/// window on the clock the session gives you, attach your recognizers and interaction
/// controllers to its views, and list the recognizers you want state changes for. The driver
/// connects the device to the window (`Window.connectInputDevice`) and feeds it frames; the
/// window's transition log gives the outcome records.
public final class SessionTarget {
    /// The window the frames go to.
    public let window: Window
    /// The recognizers whose state changes are reported, each with a label.
    public let recognizers: [(label: String, recognizer: any GestureRecognizer)]
    /// The percent at or above which a release finishes (drawn on timelines); nil when unknown.
    public let threshold: Double?
    /// How many transitions had run before the input started (their records are not reported).
    public let setupTransitionCount: Int
    /// What the target listens to, for the warning when a trace began no transition (a scene's gestures); nil when unknown.
    public let gestureSummary: String?
    /// What the target keeps alive: delegates and interactions the window holds only weakly.
    private let retained: [AnyObject]

    /// A target of your own: `window` (built on the session's clock) and the recognizers to report.
    ///
    /// Transitions already in the window's log are counted as setup and not reported, unless
    /// `setupTransitionCount` says how many; `retaining` is kept alive as long as the target.
    public init(
        window: Window, recognizers: [(label: String, recognizer: any GestureRecognizer)] = [], threshold: Double? = nil,
        setupTransitionCount: Int? = nil, gestureSummary: String? = nil, retaining: [AnyObject] = []
    ) {
        retained = retaining
        self.window = window
        self.recognizers = recognizers
        self.threshold = threshold
        self.setupTransitionCount = setupTransitionCount ?? window.transitionLog.outcomes.count
        self.gestureSummary = gestureSummary
    }

    /// The outcome records since the input started, in order.
    public var outcomes: [TransitionOutcome] {
        window.transitionLog.outcomes.filter { $0.transition > setupTransitionCount }
    }
}
