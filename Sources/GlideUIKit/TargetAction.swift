/// UIKit's target–action, for recognizers and controls alike: the action is an unapplied method
/// reference (`Self.handlePan(_:)` for `#selector(handlePan(_:))`), and the target is held weakly,
/// as UIKit retains neither a recognizer's nor a control's targets.
enum TargetAction {
    /// An action that takes the sender (or a class it refines): called with the sender while the
    /// target is alive and is a `Target`.
    static func make<Target, Sender>(_ target: Any?, _ action: @escaping (Target) -> (Sender) -> Void) -> (Any) -> Void {
        let object = weakly(target)
        return { sender in
            guard let target = object() as? Target, let sender = sender as? Sender else { return }
            action(target)(sender)
        }
    }

    /// An action that takes no argument: called while the target is alive and is a `Target`.
    static func make<Target>(_ target: Any?, _ action: @escaping (Target) -> () -> Void) -> (Any) -> Void {
        let object = weakly(target)
        return { _ in
            guard let target = object() as? Target else { return }
            action(target)()
        }
    }

    /// `target`, held weakly when it is an object.
    private static func weakly(_ target: Any?) -> () -> Any? {
        guard let target else { return { nil } }
        guard type(of: target) is AnyObject.Type else { return { target } }
        let object = target as AnyObject
        return { [weak object] in object }
    }
}
