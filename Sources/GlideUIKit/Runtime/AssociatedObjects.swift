import Foundation

/// The Objective-C runtime's `objc_AssociationPolicy`: how an associated value is held.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Not retained. Objective-C keeps a dangling pointer once the value goes; Glide holds it
    /// weakly instead, so it reads nil then (a value type is not held at all).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Retained.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Copied (an `NSCopying` value; any other is retained).
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Retained, atomically (Glide's table is always locked).
    case OBJC_ASSOCIATION_RETAIN = 0o1401
    /// Copied, atomically.
    case OBJC_ASSOCIATION_COPY = 0o1403
}

/// Associates `value` with `object` under `key` (the address of a static variable, `&Keys.name`),
/// as the Objective-C runtime's `objc_setAssociatedObject`; nil removes it. `object` must be a
/// class instance: a value type has no identity to associate with, so nothing is stored.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    guard type(of: object) is AnyObject.Type else { return }
    AssociatedObjects.shared.set(object as AnyObject, key, value, policy)
}

/// The value associated with `object` under `key`, as `objc_getAssociatedObject`; nil if none.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard type(of: object) is AnyObject.Type else { return nil }
    return AssociatedObjects.shared.get(object as AnyObject, key)
}

/// Removes every value associated with `object`, as `objc_removeAssociatedObjects`.
public func objc_removeAssociatedObjects(_ object: Any) {
    guard type(of: object) is AnyObject.Type else { return }
    AssociatedObjects.shared.removeAll(object as AnyObject)
}

/// The table of associated values. The Objective-C runtime releases an object's values when it
/// deallocates; Swift has no hook there, so an entry holds its object weakly and the values of an
/// object that went are released at the next set after the table has doubled since its last
/// sweep (and an entry whose object went is never read: a new object at the same address starts
/// empty).
final class AssociatedObjects: @unchecked Sendable {
    static let shared = AssociatedObjects()

    private struct Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Held] = [:]
    }

    private enum Held {
        case strong(Any)
        case weak(WeakBox)

        var value: Any? {
            switch self {
            case .strong(let value): value
            case .weak(let box): box.object
            }
        }
    }

    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var sweptAt = 16

    func set(_ object: AnyObject, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
        let held: Held?
        switch (value, policy) {
        case (nil, _): held = nil
        case (let value?, .OBJC_ASSOCIATION_ASSIGN):
            held = type(of: value) is AnyObject.Type ? .weak(WeakBox(value as AnyObject)) : nil
        case (let value?, .OBJC_ASSOCIATION_COPY_NONATOMIC), (let value?, .OBJC_ASSOCIATION_COPY):
            held = .strong((value as? NSCopying)?.copy() ?? value)
        case (let value?, _): held = .strong(value)
        }
        // Released outside the lock: a value's deinit may use associated objects itself.
        var released: [Entry] = []
        lock.withLock {
            let id = ObjectIdentifier(object)
            var entry = entries[id].flatMap { $0.owner === object ? $0 : nil } ?? Entry(owner: object)
            if let old = entries[id], old.owner !== object { released.append(old) }
            entry.values[key] = held
            entries[id] = entry.values.isEmpty ? nil : entry
            if entries.count >= sweptAt * 2 {
                let gone = entries.filter { $0.value.owner == nil }
                released += gone.values
                for id in gone.keys { entries[id] = nil }
                sweptAt = max(16, entries.count)
            }
        }
        withExtendedLifetime(released) {}
    }

    func get(_ object: AnyObject, _ key: UnsafeRawPointer) -> Any? {
        lock.withLock {
            guard let entry = entries[ObjectIdentifier(object)], entry.owner === object else { return nil }
            return entry.values[key]?.value
        }
    }

    func removeAll(_ object: AnyObject) {
        let removed = lock.withLock { entries.removeValue(forKey: ObjectIdentifier(object)) }
        withExtendedLifetime(removed) {}
    }
}
