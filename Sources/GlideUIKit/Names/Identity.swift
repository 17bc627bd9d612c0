import GlideUI

// `NSObject`'s `isEqual(_:)` and `isKind(of:)`, which UIKit code calls on views, controllers and
// recognizers (`gestureRecognizer.isEqual(pan)`, `view.isKind(of: UIScrollView.self)`): identity,
// as NSObject's default is, and the class chain. Glide's classes are not NSObjects, so these are
// extensions here and cannot be overridden.

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
        guard let object, type(of: object) is AnyObject.Type else { return false }
        return object as AnyObject === self
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
        guard let object, type(of: object) is AnyObject.Type else { return false }
        return object as AnyObject === self
    }
}

extension UIGestureRecognizer {
    /// Whether `object` is this very recognizer (NSObject's identity comparison).
    public func isEqual(_ object: Any?) -> Bool {
        guard let object, type(of: object) is AnyObject.Type else { return false }
        return object as AnyObject === self
    }
}
