import Foundation

// `NotificationCenter.addObserver(_:selector:name:object:)` for ported code: `glide port` turns
// `#selector(handle(_:))` into the unapplied method reference `Self.handle(_:)`, and these
// overloads take it. Foundation on Linux has no selectors, so each observation is a block
// observer of Foundation's (`addObserver(forName:object:queue:using:)`) that calls the method on
// the observer, held weakly; once the observer is gone the block does nothing.
//
// Foundation's own `removeObserver(_:)` cannot see these blocks (it knows only their tokens), so
// GlideUIKit adds `removeObserver(_:)` and `removeObserver(_:name:object:)` for objects: they end
// the observer's selector observations (all, or those of a name and object) and then call
// Foundation's, so removing a block observer's token works as before. Observations of observers
// that are gone are taken off the center at the next call of either kind.

extension NotificationCenter {
    /// Calls `selector` (an unapplied method reference taking the notification) on `observer`,
    /// held weakly, for each notification named `name` (any, for nil) posted by `object` (anyone,
    /// for nil), on the posting thread, as UIKit's selector observers are.
    public func addObserver<Target>(
        _ observer: AnyObject, selector: @escaping (Target) -> (Notification) -> Void, name: Notification.Name?, object: Any?
    ) {
        observe(observer, name: name, object: object) { target, notification in
            guard let target = target as? Target else { return }
            selector(target)(notification)
        }
    }

    /// Calls `selector` (an unapplied method reference taking an `NSNotification`, as Objective-C
    /// era handlers are declared) on `observer`, held weakly, with an `NSNotification` of the
    /// notification's name, object and user info.
    public func addObserver<Target>(
        _ observer: AnyObject, selector: @escaping (Target) -> (NSNotification) -> Void, name: Notification.Name?, object: Any?
    ) {
        observe(observer, name: name, object: object) { target, notification in
            guard let target = target as? Target else { return }
            selector(target)(NSNotification(name: notification.name, object: notification.object, userInfo: notification.userInfo))
        }
    }

    /// Calls `selector` (an unapplied method reference taking no argument) on `observer`, held
    /// weakly, for each notification named `name` posted by `object`.
    public func addObserver<Target>(
        _ observer: AnyObject, selector: @escaping (Target) -> () -> Void, name: Notification.Name?, object: Any?
    ) {
        observe(observer, name: name, object: object) { target, _ in
            guard let target = target as? Target else { return }
            selector(target)()
        }
    }

    /// Ends every selector observation of `observer` on this center, then removes it (or the
    /// block observer whose token it is) as Foundation's `removeObserver(_:)` does.
    public func removeObserver(_ observer: AnyObject) {
        SelectorObservations.shared.remove(observer, from: self, name: nil, object: nil)
        removeObserver(observer as Any)
    }

    /// Ends `observer`'s selector observations of `name` (every name, for nil) from `object`
    /// (anyone's, for nil) on this center, then calls Foundation's `removeObserver(_:name:object:)`.
    public func removeObserver(_ observer: AnyObject, name: Notification.Name?, object: Any?) {
        SelectorObservations.shared.remove(observer, from: self, name: name, object: object)
        removeObserver(observer as Any, name: name, object: object)
    }

    /// Adds the block observer that calls `deliver` with `observer` while it lives.
    private func observe(
        _ observer: AnyObject, name: Notification.Name?, object: Any?, deliver: @escaping (AnyObject, Notification) -> Void
    ) {
        let weakObserver = WeakObserver(observer)
        let delivery = UncheckedDelivery(deliver)
        let token = addObserver(forName: name, object: object, queue: nil) { notification in
            guard let observer = weakObserver.object else { return }
            delivery.deliver(observer, notification)
        }
        SelectorObservations.shared.add(
            SelectorObservations.Entry(
                center: self, observer: weakObserver, name: name, object: objectIdentity(of: object), token: token))
    }
}

/// An observer held weakly.
private final class WeakObserver: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// The delivery of a selector observation, called on the posting thread as UIKit's selector
/// observers are (the observer is confined to that thread, as Glide's objects are).
private struct UncheckedDelivery: @unchecked Sendable {
    let deliver: (AnyObject, Notification) -> Void
    init(_ deliver: @escaping (AnyObject, Notification) -> Void) { self.deliver = deliver }
}

/// The selector observations of every center, to end them by observer.
private final class SelectorObservations: @unchecked Sendable {
    struct Entry {
        weak var center: NotificationCenter?
        let observer: WeakObserver
        let name: Notification.Name?
        let object: ObjectIdentifier?
        let token: any NSObjectProtocol
    }

    static let shared = SelectorObservations()
    private let lock = NSLock()
    private var entries: [Entry] = []

    func add(_ entry: Entry) {
        let ended = lock.withLock {
            let ended = takeEntries { $0.observer.object == nil || $0.center == nil }
            entries.append(entry)
            return ended
        }
        end(ended)
    }

    /// Ends `observer`'s observations on `center` that match `name` and `object`, and those of observers that are gone.
    func remove(_ observer: AnyObject, from center: NotificationCenter, name: Notification.Name?, object: Any?) {
        let objectIdentity = objectIdentity(of: object)
        let ended = lock.withLock {
            takeEntries { entry in
                guard let current = entry.observer.object else { return true }
                return current === observer && entry.center === center && (name == nil || entry.name == name)
                    && (object == nil || entry.object == objectIdentity)
            }
        }
        end(ended)
    }

    /// Removes and returns the entries that match (called under the lock).
    private func takeEntries(where matches: (Entry) -> Bool) -> [Entry] {
        let taken = entries.filter(matches)
        entries.removeAll(where: matches)
        return taken
    }

    /// Takes the entries' block observers off their centers (outside the lock).
    private func end(_ ended: [Entry]) {
        for entry in ended { entry.center?.removeObserver(entry.token as Any) }
    }
}
