import GlideUI

// `NSObject`'s `isEqual(_:)`, which UIKit code calls on views, controllers and recognizers
// (`gestureRecognizer.isEqual(pan)`): identity, as NSObject's default is. Glide's classes are not
// NSObjects, so it is an extension here and cannot be overridden.

extension View {
    /// Whether `object` is this very view (NSObject's identity comparison).
    public func isEqual(_ object: Any?) -> Bool {
        guard let object, type(of: object) is AnyObject.Type else { return false }
        return object as AnyObject === self
    }
}

extension ViewController {
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
