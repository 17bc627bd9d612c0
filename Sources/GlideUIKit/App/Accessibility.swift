import Foundation
import GlideUI

/// UIKit's `UIAccessibility`, as far as transition code reads it to choose a simpler motion:
/// Glide runs no assistive technology and follows no accessibility settings, so every check is
/// false and every post is dropped.
public enum UIAccessibility {
    /// Whether VoiceOver is on: never in Glide.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Reduce Motion is on: never in Glide.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether Reduce Transparency is on: never in Glide.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether Switch Control is on: never in Glide.
    public static var isSwitchControlRunning: Bool { false }

    /// UIKit's `UIAccessibility.Notification`.
    public struct Notification: Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The screen changed.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout changed.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// An announcement.
        public static let announcement = Notification(rawValue: 1008)
    }

    /// Tells assistive technologies something changed; nothing listens in Glide.
    public static func post(notification: Notification, argument: Any?) {}

    /// UIKit's notification that VoiceOver was turned on or off; never posted by Glide.
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// UIKit's notification that Reduce Motion changed; never posted by Glide.
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
}

extension View {
    /// UIKit's `accessibilityIdentifier`, which tests use to find a view: Glide's view `name`, the
    /// name records, digests and renderers show (nil while the view has none).
    public var accessibilityIdentifier: String? {
        get { name.isEmpty ? nil : name }
        set { name = newValue ?? "" }
    }
}
