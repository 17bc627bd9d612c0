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
    private var actions: [(event: Event, send: (UIControl) -> Void)] = []
    private let tap = UITapGestureRecognizer()

    /// A control of `frame`.
    public override init(frame: CGRect = .zero, name: String = "") {
        super.init(frame: frame, name: name)
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
        for action in actions where !action.event.isDisjoint(with: expanded) { action.send(self) }
    }

    /// Appends an action for `events`.
    fileprivate func append(_ send: @escaping (UIControl) -> Void, for events: Event) {
        actions.append((events, send))
    }
}

/// What every control class inherits with its own type as the action's argument.
public protocol UIControlActions: UIControl {}

extension UIControl: UIControlActions {}

extension UIControlActions {
    /// Calls `action` (an unapplied method reference taking the control or its base class) on `target` for `events`.
    public func addTarget<Target>(_ target: Any?, action: @escaping (Target) -> (Self) -> Void, for events: UIControl.Event) {
        append(TargetAction.make(target, action), for: events)
    }

    /// Calls `action` (an unapplied method reference taking no argument) on `target` for `events`.
    public func addTarget<Target>(_ target: Any?, action: @escaping (Target) -> () -> Void, for events: UIControl.Event) {
        append(TargetAction.make(target, action), for: events)
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
