import GlideGallery
import GlideGestures
import GlideInput
import GlideUI

/// What a session drives: a window (with its controllers and the recognizers attached to its
/// views), the recognizers whose states it reports, and the completion threshold its timeline draws.
///
/// Make one from a named scene (`SessionTarget(scene:)`) or from your own window: build the
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
    /// The running scene, when the target is one.
    public let scene: RunningScene?

    /// A target of your own: `window` (built on the session's clock) and the recognizers to report.
    ///
    /// Transitions already in the window's log are counted as setup and not reported.
    public init(window: Window, recognizers: [(label: String, recognizer: any GestureRecognizer)] = [], threshold: Double? = nil) {
        self.window = window
        self.recognizers = recognizers
        self.threshold = threshold
        self.setupTransitionCount = window.transitionLog.outcomes.count
        self.scene = nil
    }

    /// A running scene: its window, its interactions' pans (labelled `pan`, `pan 2`, …) and its policy's threshold.
    public init(scene: RunningScene) {
        self.window = scene.window
        self.recognizers = scene.interactions.enumerated().map { index, interaction in
            (label: index == 0 ? "pan" : "pan \(index + 1)", recognizer: interaction.pan as any GestureRecognizer)
        }
        self.threshold = scene.policy.threshold
        self.setupTransitionCount = scene.setupTransitionCount
        self.scene = scene
    }

    /// The outcome records since the input started, in order.
    public var outcomes: [TransitionOutcome] {
        window.transitionLog.outcomes.filter { $0.transition > setupTransitionCount }
    }
}
