import GlideUI

/// UIKit's `UIControl`, as far as transitions use it: a view that sends actions for events. Glide
/// delivers no touches to views, so a control recognizes its own taps (a `UITapGestureRecognizer`
/// on itself) and sends `.touchUpInside` for each, while `isEnabled`.
open class UIControl: UIView {
    /// UIKit's `UIControl.Event`: the events a control sends actions for.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A tap that lifted inside the control.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The control's value changed (never sent by Glide's controls).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// Every event the control sends (here `.touchUpInside`).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Every event, for removing actions.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// UIKit's `UIControl.State`, for titles and images.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    /// Whether the control sends actions (default true).
    open var isEnabled = true
    private var actions: [(event: Event, action: TargetAction)] = []
    private let tap = UITapGestureRecognizer()

    /// A control of `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        tap.addTarget(self, action: UIControl.tapped)
        addGestureRecognizer(tap)
    }

    /// Calls `sendActions(for:)` for a recognized tap.
    private func tapped() {
        guard tap.state == .ended else { return }
        sendActions(for: .touchUpInside)
    }

    /// Calls the actions added for `event` (any of its events), in the order they were added, unless disabled.
    open func sendActions(for event: Event) {
        guard isEnabled else { return }
        let expanded: Event = event.contains(.touchUpInside) ? event.union(.primaryActionTriggered) : event
        for entry in actions where !entry.event.isDisjoint(with: expanded) { entry.action.send(self) }
    }

    /// Appends an action for `events`.
    fileprivate func append(_ action: TargetAction, for events: Event) {
        actions.append((events, action))
    }

    /// Takes `events` off `target`'s actions of `shape` (every target's for nil), dropping those left with none.
    fileprivate func remove(target: Any?, shape: ObjectIdentifier?, for events: Event) {
        actions = actions.compactMap { entry in
            guard entry.action.matches(target, shape: shape) else { return entry }
            let left = entry.event.subtracting(events)
            return left.isEmpty ? nil : (left, entry.action)
        }
    }
}

/// What every control class inherits with its own type as the action's argument.
public protocol ControlTargetActions: UIControl {}

extension UIControl: ControlTargetActions {}

extension ControlTargetActions {
    /// Calls `action` (an unapplied method reference taking the control, a class it has, or `Any`) on `target` for `events`.
    public func addTarget<Target, Sender>(_ target: Any?, action: @escaping (Target) -> (Sender) -> Void, for events: UIControl.Event) {
        append(TargetAction(target, action, sender: self), for: events)
    }

    /// Calls `action` (an unapplied method reference taking no argument) on `target` for `events`.
    public func addTarget<Target>(_ target: Any?, action: @escaping (Target) -> () -> Void, for events: UIControl.Event) {
        append(TargetAction(target, action), for: events)
    }

    /// Stops calling `target`'s `action` (every target's for nil) for `events`; see `TargetAction` on what identifies an action.
    public func removeTarget<Target, Sender>(_ target: Any?, action: @escaping (Target) -> (Sender) -> Void, for events: UIControl.Event) {
        remove(target: target, shape: TargetAction.shape(of: action), for: events)
    }

    /// Stops calling every action of `target` (of every target, for nil) for `events`, as UIKit's
    /// `removeTarget(target, action: nil, for: events)`.
    public func removeTarget(_ target: Any?, action: AnyTargetAction?, for events: UIControl.Event) {
        remove(target: target, shape: nil, for: events)
    }

    /// Stops calling `target`'s `action` that takes no argument (every target's for nil) for `events`.
    public func removeTarget<Target>(_ target: Any?, action: @escaping (Target) -> () -> Void, for events: UIControl.Event) {
        remove(target: target, shape: TargetAction.shape(of: action), for: events)
    }
}

/// UIKit's `UIButton`: a control with a title per state; a tap sends `.touchUpInside`.
open class UIButton: UIControl {
    /// UIKit's `UIButton.ButtonType` (Glide draws none of them).
    public enum ButtonType: Sendable {
        case custom, system, close, detailDisclosure, infoLight, infoDark, contactAdd
    }

    /// The type it was made with.
    public private(set) var buttonType = ButtonType.custom
    private var titles: [UInt: String] = [:]

    /// A button of `type`.
    public convenience init(type: ButtonType) {
        self.init(frame: .zero)
        buttonType = type
    }

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
    }

    /// The title for `state`, else the normal one.
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// The title shown now (the normal one, or the disabled one when disabled).
    open var currentTitle: String? { title(for: isEnabled ? .normal : .disabled) }
}
