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

    /// An action that takes the sender, typed as its own class, a base class or `Any`, or, as
    /// published code does, as a subclass the sender is not (a pan's action typed as an edge pan):
    /// UIKit calls that with the sender all the same, and so does Glide, so the method works as
    /// long as it uses what the sender's own class has (as it must on iOS too).
    init<Target, Sender>(_ target: Any?, _ action: @escaping (Target) -> (Sender) -> Void) {
        let object = Self.weakly(target)
        self.target = objectIdentity(of: target)
        shape = Self.shape(of: action)
        send = { sender in
            guard let target = object() as? Target else { return }
            if let typed = sender as? Sender {
                action(target)(typed)
            } else if Sender.self is AnyClass, type(of: sender) is AnyObject.Type {
                action(target)(unsafeBitCast(sender as AnyObject, to: Sender.self))
            }
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

/// The type of the `nil` in UIKit's `removeTarget(_:action: nil)`: no action named, so every
/// action of the target goes (of every target, with a nil target too). It has no values.
public enum AnyTargetAction {}
