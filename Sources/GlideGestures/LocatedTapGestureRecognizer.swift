import GlideInput

/// A tap recognizer that also remembers where its touches were: `TapGestureRecognizer.location`
/// is nil once the fingers have lifted, which is when a tap is recognised, and a scene needs to
/// know which cell or half of the screen was tapped.
public final class LocatedTapGestureRecognizer: GestureRecognizer {
    /// The tap recognizer that decides.
    public let tap: TapGestureRecognizer
    /// The centroid of the last frame that had fingers down, in gesture space.
    public private(set) var lastTouchLocation: GesturePoint?

    /// Wraps a tap recognizer made from `mapping` and `configuration`.
    public init(mapping: TouchMapping, configuration: TapGestureRecognizer.Configuration) {
        tap = TapGestureRecognizer(mapping: mapping, configuration: configuration)
    }

    /// The tap's state.
    public var state: GestureRecognizerState { tap.state }
    /// The tap's state times.
    public var stateTimes: GestureStateTimes { tap.stateTimes }
    /// The tap's mapping.
    public var mapping: TouchMapping { tap.mapping }
    /// The centroid of the touches now down.
    public var location: GesturePoint? { tap.location }
    /// The tap's deadline.
    public var deadline: Int64? { tap.deadline }

    /// Calls `action` with the tap's last touch location when the tap is recognised.
    @discardableResult
    public func onTap(_ action: @escaping (GesturePoint?) -> Void) -> GestureTarget {
        tap.addTarget { [weak self] tap in
            if tap.state == .ended { action(self?.lastTouchLocation) }
        }
    }

    /// Feeds the frame to the tap, then remembers the touches' centroid.
    public func handle(_ frame: TouchFrame) {
        tap.handle(frame)
        if let location = tap.location { lastTouchLocation = location }
    }

    /// Lets the tap's deadline pass.
    public func advance(to time: Int64) {
        tap.advance(to: time)
    }

    /// Resets the tap.
    public func reset(at time: Int64) {
        tap.reset(at: time)
    }
}
