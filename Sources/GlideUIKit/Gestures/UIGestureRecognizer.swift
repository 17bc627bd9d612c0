import GlideGestures
import GlideInput
import GlideUI

/// UIKit's `UIGestureRecognizer`: made with a target and an action before any device is known,
/// attached to a view with `addGestureRecognizer`, and calling its actions on every state change.
///
/// Recognition is Glide's: at each touch-down that reaches the recognizer, its window hands it
/// the device the touches come from, and the recognizer makes (once per device) the Glide
/// recognizer that does the work, reading touches through the window's mapping
/// (`Window.touchMapping(for:)`). This class forwards that recognizer's frames, deadlines and
/// states and turns its positions into the coordinates of the view asked about. Actions are
/// added with `addTarget(_:action:)` or the initialiser, the action being an unapplied method
/// reference (`Self.handlePan(_:)` for `#selector(handlePan(_:))`) that takes the recognizer,
/// a class it has, `Any`, or nothing (`TargetAction`). The target is held weakly, as in UIKit.
///
/// Recognizers that share a touch sequence (those of the touched view and its ancestors) do not
/// all recognize at once: see `UIGestureRecognizer+Arbitration.swift` for the delegate,
/// `require(toFail:)` and the default exclusivity. Touches are not delivered to views
/// (`cancelsTouchesInView` is kept but changes nothing). Confined to its window's thread.
open class UIGestureRecognizer: ViewAttachedGestureRecognizer {
    /// UIKit's `UIGestureRecognizer.State`.
    public typealias State = GestureRecognizerState

    /// The view the recognizer is attached to.
    public private(set) weak var view: UIView?
    /// Whether the recognizer takes touches; turning it off during a gesture cancels the gesture, as in UIKit.
    open var isEnabled = true {
        didSet {
            guard oldValue, !isEnabled, let recognizer else { return }
            recognizer.reset(at: lastFrameTime ?? 0)
        }
    }
    /// A name for debugging, as UIKit's `name` (Glide never reads it).
    open var name: String?
    /// UIKit's flag for cancelling the touches of the view; Glide delivers no touches to views, so it changes nothing.
    open var cancelsTouchesInView = true
    /// Decides whether the recognizer may begin, receive a touch, or recognize with another.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// The Glide recognizer made for the device of the latest touch sequence, once one has come.
    public private(set) var recognizer: (any GestureRecognizer)?
    /// The device of the latest touch sequence.
    private(set) var device: DeviceDescription?
    private var actions: [TargetAction] = []
    private(set) var lastFrameTime: Int64?
    private var lastLocation: GesturePoint?
    /// Where the recognizer stands among the recognizers of the current touch sequence.
    var arbitration = Arbitration.undecided
    /// The other UIKit recognizers of the current touch sequence.
    var peers = WeakRecognizers()
    /// The recognizers `require(toFail:)` named.
    var failureRequirements = WeakRecognizers()
    /// Whether the delegate still has to be asked about the sequence's first touch.
    private var asksAboutFirstTouch = false

    /// A recognizer with no action yet (add one with `addTarget`).
    public init() {}

    /// A recognizer calling `action` (an unapplied method reference taking the recognizer, a
    /// class it has, or `Any`; another class is refused with the fix) on `target`. Designated, so
    /// a subclass's initialiser may call it on `super`, as UIKit code does.
    public init<Target, Sender>(target: Any?, action: @escaping (Target) -> (Sender) -> Void) {
        actions.append(TargetAction(target, action, sender: self))
    }

    /// A recognizer calling `action` (an unapplied method reference taking no argument) on `target`.
    public init<Target>(target: Any?, action: @escaping (Target) -> () -> Void) {
        actions.append(TargetAction(target, action))
    }

    /// UIKit's `init(target: nil, action: nil)`: a recognizer with no action yet (add one with
    /// `addTarget`); the target given without an action is ignored, as UIKit ignores it.
    public init(target: Any?, action: AnyTargetAction?) {}

    // MARK: What subclasses provide

    /// Makes the Glide recognizer for touches from `device`, read through `mapping`, calling
    /// `changed` on each state change; nil when this kind of gesture cannot come from the device.
    func makeRecognizer(
        for device: DeviceDescription, mapping: TouchMapping, in window: Window, changed: @escaping () -> Void
    ) -> (any GestureRecognizer)? {
        TouchForwardingRecognizer(owner: self, mapping: mapping, window: window, changed: changed)
    }

    // MARK: UIGestureRecognizerSubclass

    /// Fingers touched down (a subclass of the app's own overrides it; see `TouchForwardingRecognizer`).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Fingers moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Fingers lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The touches were cancelled (the device went away, the view left the window).
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Called once a gesture is over, before the next begins: a subclass clears its own state here.
    open func reset() {}

    /// Whether the gesture may begin as far as the subclass is concerned (asked before the delegate).
    func permitsBegin() -> Bool { true }

    // MARK: UIKit's API

    /// The state; `possible` until the first touch sequence, `failed` once it failed or was made
    /// to fail in a sequence, `possible` while it waits for recognizers it requires to fail. A
    /// subclass of the app's own sets it from its touch methods (`UIGestureRecognizerSubclass`);
    /// setting it on UIKit's own recognizers changes nothing, as they decide their states.
    public var state: State {
        get {
            switch arbitration {
            case .failed: .failed
            case .ignoring, .waiting: .possible
            case .undecided, .recognized: recognizer?.state ?? .possible
            }
        }
        set { forwarding?.enter(newValue) }
    }

    /// The centroid of the touches in `view`'s coordinates (nil: the window's); the last one
    /// while no touch is down, as in UIKit; (0, 0) before any touch.
    public func location(in view: UIView?) -> CGPoint {
        guard let point = recognizer?.location ?? lastLocation else { return .zero }
        return windowPoint(point, to: view)
    }

    /// Calls `action` with the recognizer on every state change, after the actions added before it.
    fileprivate func appendAction(_ action: TargetAction) {
        actions.append(action)
    }

    /// Removes `target`'s actions of `shape` (every target's for a nil target).
    fileprivate func removeActions(of target: Any?, shape: ObjectIdentifier?) {
        actions.removeAll { $0.matches(target, shape: shape) }
    }

    // MARK: Coordinates

    /// A point of the window (gesture space is the window's points) in `view`'s coordinates.
    func windowPoint(_ point: GesturePoint, to view: UIView?) -> CGPoint {
        let inWindow = CGPoint(x: point.x, y: point.y)
        return view?.convert(inWindow, from: nil) ?? inWindow
    }

    /// A displacement in the window in `view`'s coordinates (its transform's scale and rotation apply, not its position).
    func windowVector(_ vector: GestureVector, to view: UIView?) -> CGPoint {
        guard let view else { return CGPoint(x: vector.dx, y: vector.dy) }
        let origin = view.convert(CGPoint.zero, from: nil)
        let end = view.convert(CGPoint(x: vector.dx, y: vector.dy), from: nil)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }

    /// A displacement in `view`'s coordinates as one in the window.
    func viewVector(_ vector: CGPoint, from view: UIView?) -> GestureVector {
        guard let view else { return GestureVector(dx: vector.x, dy: vector.y) }
        let origin = view.convert(CGPoint.zero, to: nil)
        let end = view.convert(vector, to: nil)
        return GestureVector(dx: end.x - origin.x, dy: end.y - origin.y)
    }

    // MARK: ViewAttachedGestureRecognizer

    public func didMove(to view: View?) {
        self.view = view
    }

    public func prepare(for device: DeviceDescription, in window: Window, receivers: [any GestureRecognizer]) {
        if recognizer == nil || device != self.device, let mapping = window.touchMapping(for: device) {
            self.device = device
            recognizer = makeRecognizer(for: device, mapping: mapping, in: window) { [weak self] in self?.recognizerChanged() }
        }
        arbitration = isEnabled && recognizer != nil ? .undecided : .ignoring
        peers = WeakRecognizers(receivers.compactMap { $0 as? UIGestureRecognizer }.filter { $0 !== self })
        asksAboutFirstTouch = delegate != nil
    }

    /// Calls every action (UIKit announces a failure to no one; the arbitration holds the rest back until the recognizer recognized).
    func sendActions() {
        for action in actions { action.send(self) }
    }

    // MARK: GestureRecognizer

    public var stateTimes: GestureStateTimes { recognizer?.stateTimes ?? GestureStateTimes() }
    public var mapping: TouchMapping { recognizer?.mapping ?? .custom { _ in .zero } }
    public var location: GesturePoint? { recognizer?.location }
    public var deadline: Int64? { isEnabled && arbitration != .ignoring ? recognizer?.deadline : nil }

    public func handle(_ frame: TouchFrame) {
        lastFrameTime = frame.time
        guard isEnabled, let recognizer else { return }
        if asksAboutFirstTouch, let first = frame.touches.first {
            asksAboutFirstTouch = false
            let touch = UITouch(point: recognizer.mapping.point(for: first), view: view)
            if delegate?.gestureRecognizer(self, shouldReceive: touch) == false { arbitration = .ignoring }
        }
        guard arbitration != .ignoring else { return }
        recognizer.handle(frame)
        if let location = recognizer.location { lastLocation = location }
        if frame.fingers == 0 { sequenceLifted() }
    }

    public func advance(to time: Int64) {
        guard isEnabled, arbitration != .ignoring else { return }
        recognizer?.advance(to: time)
    }

    public func reset(at time: Int64) {
        recognizer?.reset(at: time)
    }
}

/// `addTarget` and `removeTarget` on every recognizer class, checked against its own type.
public protocol GestureRecognizerTargetActions: UIGestureRecognizer {}

extension UIGestureRecognizer: GestureRecognizerTargetActions {}

/// Recognizers are equal only to themselves, as UIKit's (an `NSObject`'s equality), so code can
/// compare them and keep them in sets.
extension UIGestureRecognizer: Hashable {
    public static func == (lhs: UIGestureRecognizer, rhs: UIGestureRecognizer) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension GestureRecognizerTargetActions {
    /// Adds an action that takes the recognizer (as its own class, a base class of it, or `Any`;
    /// another class is refused with the fix), called on every state change.
    public func addTarget<Target, Sender>(_ target: Any?, action: @escaping (Target) -> (Sender) -> Void) {
        appendAction(TargetAction(target, action, sender: self))
    }

    /// Adds an action that takes no argument, called on every state change.
    public func addTarget<Target>(_ target: Any?, action: @escaping (Target) -> () -> Void) {
        appendAction(TargetAction(target, action))
    }

    /// Removes `target`'s action (every target's for nil); see `TargetAction` on what identifies an action.
    public func removeTarget<Target, Sender>(_ target: Any?, action: @escaping (Target) -> (Sender) -> Void) {
        removeActions(of: target, shape: TargetAction.shape(of: action))
    }

    /// Removes `target`'s action that takes no argument (every target's for nil).
    public func removeTarget<Target>(_ target: Any?, action: @escaping (Target) -> () -> Void) {
        removeActions(of: target, shape: TargetAction.shape(of: action))
    }

    /// Removes every action of `target` (of every target, for nil), as UIKit's `removeTarget(target, action: nil)`.
    public func removeTarget(_ target: Any?, action: AnyTargetAction?) {
        removeActions(of: target, shape: nil)
    }

}

extension GestureRecognizerState {
    /// A discrete gesture was recognised: `ended`, as in UIKit.
    public static var recognized: GestureRecognizerState { .ended }
}

extension View {
    /// UIKit's `gestureRecognizers`: the UIKit recognizers attached to the view, in the order
    /// they were added (an empty array when there are none). Setting it replaces them; Glide's own
    /// recognizers (in `attachedGestureRecognizers`) stay.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.compactMap { $0 as? UIGestureRecognizer } }
        set {
            for recognizer in gestureRecognizers ?? [] { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }
}
