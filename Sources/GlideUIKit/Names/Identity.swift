import GlideUI

// `NSObject`'s `isEqual(_:)` and `isKind(of:)`, which UIKit code calls on views, controllers and
// recognizers (`gestureRecognizer.isEqual(pan)`, `view.isKind(of: UIScrollView.self)`): identity,
// as NSObject's default is, and the class chain. Glide's classes are not NSObjects, so these are
// extensions here and cannot be overridden.

/// The identity of `value` when it is an object (nil for nil or a value type): how targets,
/// observers and `isEqual` tell objects apart.
func objectIdentity(of value: Any?) -> ObjectIdentifier? {
    guard let value, type(of: value) is AnyObject.Type else { return nil }
    return ObjectIdentifier(value as AnyObject)
}

/// Whether `object`'s class is `aClass` or inherits from it.
private func isInstance(_ object: AnyObject, of aClass: AnyClass) -> Bool {
    var current: AnyClass? = type(of: object)
    while let candidate = current {
        if candidate == aClass { return true }
        current = _getSuperclass(candidate)
    }
    return false
}

extension View {
    /// Whether `object` is this very view (NSObject's identity comparison).
    public func isEqual(_ object: Any?) -> Bool {
        objectIdentity(of: object) == ObjectIdentifier(self)
    }
}

extension View {
    /// Whether the view is an instance of `aClass` or of a subclass (NSObject's `isKind(of:)`).
    public func isKind(of aClass: AnyClass) -> Bool { isInstance(self, of: aClass) }
}

extension ViewController {
    /// Whether the controller is an instance of `aClass` or of a subclass (NSObject's `isKind(of:)`).
    public func isKind(of aClass: AnyClass) -> Bool { isInstance(self, of: aClass) }

    /// Whether `object` is this very controller (NSObject's identity comparison).
    public func isEqual(_ object: Any?) -> Bool {
        objectIdentity(of: object) == ObjectIdentifier(self)
    }
}

extension UIGestureRecognizer {
    /// Whether `object` is this very recognizer (NSObject's identity comparison).
    public func isEqual(_ object: Any?) -> Bool {
        objectIdentity(of: object) == ObjectIdentifier(self)
    }
}
