/// One action of UIKit's target–action, for recognizers and controls alike: an unapplied method
/// reference (`Self.handlePan(_:)` for `#selector(handlePan(_:))`) on a target held weakly, as
/// UIKit retains neither a recognizer's nor a control's targets.
///
/// Swift cannot compare two method references, so an action is known by its target and its shape
/// (the reference's type): `removeTarget(_:action:)` removes the target's actions of that shape,
/// which is the action itself unless the target added two methods of one signature.
struct TargetAction {
    /// The target's identity (nil for none, or a value).
    let target: ObjectIdentifier?
    /// The type of the method reference.
    let shape: ObjectIdentifier
    /// Calls the action with the sender, while the target is alive and of the action's type.
    let send: (Any) -> Void

    /// An action of `sender` (the recognizer or control adding it) that takes the sender, typed as
    /// its own class, a base class or `Any`. An action typed as a class the sender is not (a pan's
    /// action typed as an edge pan, as some published code has it) is refused here with the fix:
    /// UIKit's Objective-C calls it all the same, which Swift cannot do safely.
    init<Target, Sender>(_ target: Any?, _ action: @escaping (Target) -> (Sender) -> Void, sender: AnyObject) {
        precondition(
            sender is Sender,
            "addTarget: \(Target.self)'s action takes a \(Sender.self), which a \(type(of: sender)) is not; UIKit would call it "
                + "with the \(type(of: sender)) all the same, which Swift cannot do safely: type the action's parameter as "
                + "\(type(of: sender)), a class it has, or Any")
        let object = Self.weakly(target)
        self.target = objectIdentity(of: target)
        shape = Self.shape(of: action)
        send = { sender in
            guard let target = object() as? Target, let typed = sender as? Sender else { return }
            action(target)(typed)
        }
    }

    /// An action that takes no argument.
    init<Target>(_ target: Any?, _ action: @escaping (Target) -> () -> Void) {
        let object = Self.weakly(target)
        self.target = objectIdentity(of: target)
        shape = Self.shape(of: action)
        send = { _ in
            guard let target = object() as? Target else { return }
            action(target)()
        }
    }

    /// Whether this is `target`'s action of `shape` (any target's for a nil target, any action for a nil shape).
    func matches(_ target: Any?, shape: ObjectIdentifier?) -> Bool {
        (target == nil || self.target == objectIdentity(of: target)) && (shape == nil || self.shape == shape)
    }

    /// The type of a method reference, its identity for removal.
    static func shape<Action>(of action: Action) -> ObjectIdentifier {
        ObjectIdentifier(Action.self)
    }


    /// `target`, held weakly when it is an object.
    private static func weakly(_ target: Any?) -> () -> Any? {
        guard let target else { return { nil } }
        guard type(of: target) is AnyObject.Type else { return { target } }
        let object = target as AnyObject
        return { [weak object] in object }
    }
}

/// The type of the `nil` in UIKit's `removeTarget(_:action: nil)` (no action named, so every
/// action of the target goes, of every target with a nil target too) and in
/// `init(target: nil, action: nil)` (no action yet). It has no values.
public enum AnyTargetAction {}
