import UIKit

/// A drawer handle written before Swift 4.2 nested UIKit's names.
final class LegacyHandle: NSObject {
    let pan = UIPanGestureRecognizer()

    func isDragging(_ recognizer: UIPanGestureRecognizer) -> Bool {
        let state: UIGestureRecognizerState = recognizer.state
        return state == .began || state == .changed
    }

    func springOptions() -> UIViewAnimationOptions {
        [.curveEaseOut, .allowUserInteraction]
    }

    func padding() -> UIEdgeInsets {
        UIEdgeInsetsMake(8, 16, 8, 16)
    }

    func isOnScreen(_ view: UIView) -> Bool {
        view.window != nil
    }

    func goesBack(_ operation: UINavigationControllerOperation) -> Bool {
        operation == .pop
    }
}
