import GlideInput

/// A recognizer that consumes touch frames: what GlideUI attaches to views and feeds.
///
/// Recognizers are classes, as in UIKit: a view holds them, the window feeds them frames, and
/// an interaction controller observes the same instance through a target, so they need
/// identity. Time never comes from a wall clock: frames carry it, and a recognizer that waits
/// (a finger-switch debounce, a tap timeout) publishes a `deadline` and is told
/// `advance(to:)` when its owner's clock passes it.
public protocol GestureRecognizer: AnyObject {
    /// The current state; a terminal state lasts until the first frame after its touches lifted.
    var state: GestureRecognizerState { get }
    /// When each state was entered during the current gesture.
    var stateTimes: GestureStateTimes { get }
    /// How touches become gesture-space points: given when the recognizer is made, and the
    /// mapping its distances (hysteresis, movement limits) were converted through.
    var mapping: TouchMapping { get }
    /// The centroid of the touches now down, or nil when none are.
    var location: GesturePoint? { get }
    /// The earliest time at which `advance(to:)` would change the state, if any.
    var deadline: Int64? { get }
    /// Consumes the surface's state after one hardware frame.
    func handle(_ frame: TouchFrame)
    /// Lets time pass without a frame, firing a due `deadline`.
    func advance(to time: Int64)
    /// Cancels a gesture in progress (device lost, view removed) and ignores the touches now down.
    func reset(at time: Int64)
}

/// Identifies a target added to a recognizer, for removing it again.
public struct GestureTarget: Hashable, Sendable {
    let id: Int
}

/// A recognizer that calls actions, its targets, on its state changes (UIKit's target–action):
/// `addTarget` and `removeTarget` are implemented once, here, over its `targets`.
public protocol TargetActionGestureRecognizer: GestureRecognizer {
    /// What the actions are called with: the recognizer's class (or the class it refines).
    associatedtype Sender: AnyObject
    /// The actions added, which the recognizer calls as it announces each state.
    var targets: GestureTargets<Sender> { get }
}

extension TargetActionGestureRecognizer {
    /// Calls `action` with the recognizer on every state change it announces (all but the return to `possible`).
    @discardableResult
    public func addTarget(_ action: @escaping (Sender) -> Void) -> GestureTarget {
        targets.add(action)
    }

    /// Stops calling the action added as `target`; removing an unknown target does nothing.
    public func removeTarget(_ target: GestureTarget) {
        targets.remove(target)
    }
}

/// The actions added to one recognizer, called in the order they were added; only the
/// recognizer calls them (a class, so that an action may add or remove targets while called).
public final class GestureTargets<Sender: AnyObject> {
    private var entries: [(target: GestureTarget, action: (Sender) -> Void)] = []
    private var nextID = 0

    /// An empty list.
    init() {}

    /// Adds `action` and returns its handle.
    func add(_ action: @escaping (Sender) -> Void) -> GestureTarget {
        let target = GestureTarget(id: nextID)
        nextID += 1
        entries.append((target, action))
        return target
    }

    /// Removes the action added as `target`.
    func remove(_ target: GestureTarget) {
        entries.removeAll { $0.target == target }
    }

    /// Calls every action, in the order they were added, with `sender`.
    func send(_ sender: Sender) {
        for entry in entries { entry.action(sender) }
    }
}

/// A recognizer's state and the times it entered each state (GlideUIKit's forwarding recognizer keeps one too).
package struct RecognizerStatus {
    package private(set) var state: GestureRecognizerState = .possible
    package private(set) var times = GestureStateTimes()

    /// `possible`, no state entered yet.
    package init() {}

    /// Enters `newState` at `time` and says whether targets must hear of it.
    ///
    /// Entering `possible` starts a new gesture's timeline; it is not announced.
    package mutating func enter(_ newState: GestureRecognizerState, at time: Int64) -> Bool {
        if newState == .possible { times = GestureStateTimes() }
        state = newState
        times[newState] = time
        return newState != .possible
    }
}
