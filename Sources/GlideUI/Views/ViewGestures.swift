import GlideGestures
import GlideInput

/// A recognizer made before any device is known, as UIKit's are: the view it is attached to
/// tells it so, and the window prepares it for the device at each touch-down that reaches it.
public protocol ViewAttachedGestureRecognizer: GestureRecognizer {
    /// The view the recognizer is attached to.
    var view: View? { get }
    /// The recognizer was attached to `view`, or detached (nil).
    func didMove(to view: View?)
    /// The Glide recognizer doing the work for the current device, once one was made.
    var recognizer: (any GestureRecognizer)? { get }
    /// A touch sequence from `device` in `window` reaches the recognizer, and `receivers` (the
    /// recognizers of the touched view and its ancestors, this one among them, in the order they
    /// get frames); called before its first frame.
    func prepare(for device: DeviceDescription, in window: Window, receivers: [any GestureRecognizer])
}

/// Gesture recognizers attached to views, as in UIKit: the window feeds the recognizers of the
/// view a touch sequence goes to and of its ancestors (see `Window.handle(_:)`).
extension View {
    /// Attaches `recognizer` to this view; attaching one that is already attached here does
    /// nothing, and a `ViewAttachedGestureRecognizer` attached to another view leaves it, as in UIKit.
    public func addGestureRecognizer(_ recognizer: any GestureRecognizer) {
        guard !attachedGestureRecognizers.contains(where: { $0 === recognizer }) else { return }
        let attached = recognizer as? any ViewAttachedGestureRecognizer
        if let previous = attached?.view, previous !== self { previous.removeGestureRecognizer(recognizer) }
        attachedGestureRecognizers.append(recognizer)
        attached?.didMove(to: self)
    }

    /// Detaches `recognizer`; a recognizer in the middle of a touch sequence is reset (a pan in progress is cancelled).
    public func removeGestureRecognizer(_ recognizer: any GestureRecognizer) {
        guard let index = attachedGestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
        attachedGestureRecognizers.remove(at: index)
        window?.recognizerDetached(recognizer)
        (recognizer as? any ViewAttachedGestureRecognizer)?.didMove(to: nil)
    }

    /// The recognizers of this view and then of each ancestor up to the root, each once.
    var gestureRecognizerChain: [any GestureRecognizer] {
        var chain: [any GestureRecognizer] = []
        var view: View? = self
        while let current = view {
            for recognizer in current.attachedGestureRecognizers where !chain.contains(where: { $0 === recognizer }) {
                chain.append(recognizer)
            }
            view = current.superview
        }
        return chain
    }

    /// Whether this view is in `window` and neither it nor an ancestor is hidden, nearly transparent or refuses interaction.
    func canReceiveTouches(in window: Window) -> Bool {
        var view: View? = self
        while let current = view {
            guard !current.isHidden, current.alpha >= 0.01, current.isUserInteractionEnabled else { return false }
            if current === window { return true }
            view = current.superview
        }
        return false
    }
}
