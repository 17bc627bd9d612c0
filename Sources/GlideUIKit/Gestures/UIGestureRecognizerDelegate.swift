import GlideGestures
import GlideUI

/// UIKit's `UIGestureRecognizerDelegate`; every method is optional, as in UIKit.
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether `gestureRecognizer` may leave `possible` now that it would recognize (default true); false fails it, sending no action.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the two may recognize at once (default false; either delegate saying true allows it).
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// Whether `gestureRecognizer` sees the touch sequence starting with `touch` (default true).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Whether `gestureRecognizer` must wait for `otherGestureRecognizer` to fail (default false).
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// Whether `otherGestureRecognizer` must wait for `gestureRecognizer` to fail (default false).
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
}

/// UIKit's `UITouch`, as a gesture delegate sees it: the first finger of a touch sequence.
public final class UITouch {
    /// The view of the recognizer asking.
    public private(set) weak var view: UIView?
    private let point: GesturePoint

    init(point: GesturePoint, view: UIView?) {
        self.point = point
        self.view = view
    }

    /// Where the finger is, in `view`'s coordinates (nil: the window's).
    public func location(in view: UIView?) -> CGPoint {
        let inWindow = CGPoint(x: point.x, y: point.y)
        return view?.convert(inWindow, from: nil) ?? inWindow
    }
}
