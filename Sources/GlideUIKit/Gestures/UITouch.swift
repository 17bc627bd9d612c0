import GlideGestures
import GlideInput
import GlideUI

/// UIKit's `UITouch`: one finger on the surface, as a gesture delegate and a recognizer
/// subclass's `touchesBegan(_:with:)` see it. Equal only to itself, as UIKit's, so touches go in
/// sets; one object follows one finger from its touch-down to its lift.
public final class UITouch: Hashable {
    /// UIKit's `UITouch.Phase`.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    /// The view of the recognizer asking.
    public private(set) weak var view: UIView?
    /// Where the finger is in its life.
    public internal(set) var phase: Phase
    /// When it was last seen, seconds on the window's clock.
    public internal(set) var timestamp: TimeInterval
    /// The taps in a row it is part of (1: Glide counts none).
    public let tapCount = 1
    private var point: GesturePoint
    private var previous: GesturePoint

    init(point: GesturePoint, view: UIView?, phase: Phase = .began, timestamp: TimeInterval = 0) {
        self.point = point
        self.previous = point
        self.view = view
        self.phase = phase
        self.timestamp = timestamp
    }

    /// Where the finger is, in `view`'s coordinates (nil: the window's).
    public func location(in view: UIView?) -> CGPoint {
        Self.convert(point, to: view)
    }

    /// Where the finger was at the frame before, in `view`'s coordinates (nil: the window's).
    public func previousLocation(in view: UIView?) -> CGPoint {
        Self.convert(previous, to: view)
    }

    /// Moves the finger to `point` at `time`.
    func move(to point: GesturePoint, at time: TimeInterval) {
        previous = self.point
        self.point = point
        timestamp = time
        phase = .moved
    }

    private static func convert(_ point: GesturePoint, to view: UIView?) -> CGPoint {
        let inWindow = CGPoint(x: point.x, y: point.y)
        return view?.convert(inWindow, from: nil) ?? inWindow
    }

    public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// UIKit's `UIEvent`, as a recognizer subclass's touch methods get it: the touches down now.
public final class UIEvent {
    /// Every touch of the sequence still down (or ending in this frame).
    public let allTouches: Set<UITouch>?
    /// When it happened, seconds on the window's clock.
    public let timestamp: TimeInterval

    init(touches: Set<UITouch>, timestamp: TimeInterval) {
        allTouches = touches
        self.timestamp = timestamp
    }

    /// The touches in `view` (Glide sends a recognizer only its own view's touches: all of them).
    public func touches(for view: UIView) -> Set<UITouch>? { allTouches }
}
