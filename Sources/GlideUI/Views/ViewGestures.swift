import GlideGestures

/// Gesture recognizers attached to views, as in UIKit: the window feeds the recognizers of the
/// view a touch sequence goes to and of its ancestors (see `Window.handle(_:)`).
extension View {
    /// Attaches `recognizer` to this view; attaching one that is already attached here does nothing.
    public func addGestureRecognizer(_ recognizer: any GestureRecognizer) {
        guard !gestureRecognizers.contains(where: { $0 === recognizer }) else { return }
        gestureRecognizers.append(recognizer)
    }

    /// Detaches `recognizer`; a recognizer in the middle of a touch sequence is reset (a pan in progress is cancelled).
    public func removeGestureRecognizer(_ recognizer: any GestureRecognizer) {
        guard let index = gestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
        gestureRecognizers.remove(at: index)
        (rootView as? Window)?.recognizerDetached(recognizer)
    }

    /// The recognizers of this view and then of each ancestor up to the root, each once.
    var gestureRecognizerChain: [any GestureRecognizer] {
        var chain: [any GestureRecognizer] = []
        var view: View? = self
        while let current = view {
            for recognizer in current.gestureRecognizers where !chain.contains(where: { $0 === recognizer }) {
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
