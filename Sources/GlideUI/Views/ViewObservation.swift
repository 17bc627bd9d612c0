/// Which values a key-value observation hands its handler, as Foundation's `NSKeyValueObservingOptions`.
public struct KeyValueObservingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The value after the change.
    public static let new = KeyValueObservingOptions(rawValue: 1 << 0)
    /// The value before the change.
    public static let old = KeyValueObservingOptions(rawValue: 1 << 1)
    /// Call the handler once at once, with the current value as `newValue`.
    public static let initial = KeyValueObservingOptions(rawValue: 1 << 2)
    /// Accepted for UIKit code; Glide sends no before-the-change calls.
    public static let prior = KeyValueObservingOptions(rawValue: 1 << 3)
}

/// One change an observation reports, as Foundation's `NSKeyValueObservedChange`.
public struct KeyValueObservedChange<Value> {
    /// The value after the change, when `.new` (or `.initial`) was asked for.
    public let newValue: Value?
    /// The value before the change, when `.old` was asked for.
    public let oldValue: Value?
    /// Always false (no `.prior` calls).
    public let isPrior = false
}

/// A running observation of one view's key path, as Foundation's `NSKeyValueObservation`: it
/// stops when invalidated or released (keep it in a property).
public final class KeyValueObservation {
    fileprivate var check: (() -> Void)?

    fileprivate init() {}

    /// Stops the observation.
    public func invalidate() {
        check = nil
    }
}

/// What `observe(_:options:changeHandler:)` is declared on: views, with `Self` as the handler's argument.
public protocol KeyValueObservingView: View {}

extension View: KeyValueObservingView {}

extension KeyValueObservingView {
    /// Calls `changeHandler` whenever the value at `keyPath` changes, as Swift's KVO on UIKit
    /// views: Glide checks the view's observed values after each change of its geometry,
    /// appearance or a UIKit subclass's observable property (`UIScrollView.contentOffset`), and
    /// reports a change when the value differs (a value that is not `Hashable` is reported on
    /// every such change). Model values only: an animation's frames are not changes, as in UIKit.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: KeyValueObservingOptions = [],
        changeHandler: @escaping (Self, KeyValueObservedChange<Value>) -> Void
    ) -> KeyValueObservation {
        let observation = KeyValueObservation()
        var last = self[keyPath: keyPath]
        if options.contains(.initial) {
            changeHandler(self, KeyValueObservedChange(newValue: last, oldValue: nil))
        }
        observation.check = { [weak self] in
            guard let self else { return }
            let value = self[keyPath: keyPath]
            if let a = value as? AnyHashable, let b = last as? AnyHashable, a == b { return }
            let old = last
            last = value
            changeHandler(self, KeyValueObservedChange(newValue: options.contains(.new) ? value : nil, oldValue: options.contains(.old) ? old : nil))
        }
        observations.append(WeakObservation(observation: observation))
        return observation
    }
}

/// A view's link to an observation, which the view does not keep alive.
struct WeakObservation {
    weak var observation: KeyValueObservation?
}

extension View {
    /// Runs the checks of this view's live observations (called by every observable setter).
    package func notifyObservers() {
        guard !observations.isEmpty else { return }
        observations.removeAll { $0.observation?.check == nil }
        for entry in observations { entry.observation?.check?() }
    }
}
