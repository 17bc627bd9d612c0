import Foundation

/// UIKit's `UIFeedbackGenerator`: asks the device for haptic feedback. Glide has no motor, so
/// each generator only records what it was asked (public, read-only), for tests to check.
open class UIFeedbackGenerator {
    /// How many times `prepare()` was called.
    public private(set) var preparationCount = 0

    /// A generator.
    public init() {}

    /// UIKit readies the motor to reduce latency; Glide counts the call.
    open func prepare() {
        preparationCount += 1
    }
}

/// UIKit's `UISelectionFeedbackGenerator`: the tick of a changing selection, counted.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// How many times `selectionChanged()` was called.
    public private(set) var selectionChangeCount = 0

    /// Records one selection change (UIKit plays a tick).
    open func selectionChanged() {
        selectionChangeCount += 1
    }
}

/// UIKit's `UIImpactFeedbackGenerator`: a tap of the given style, recorded with its intensity.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum FeedbackStyle: Int, Sendable {
        case light = 0, medium = 1, heavy = 2, soft = 3, rigid = 4
    }

    /// The style it was made with.
    public let style: FeedbackStyle
    /// The intensity of each impact asked for, in order (1 for `impactOccurred()`).
    public private(set) var impacts: [CGFloat] = []

    /// A generator of `style` impacts (`.medium` by default, as UIKit's `init()`).
    public init(style: FeedbackStyle = .medium) {
        self.style = style
    }

    /// Records an impact at full intensity.
    open func impactOccurred() {
        impacts.append(1)
    }

    /// Records an impact at `intensity`, clamped to 0…1 as UIKit reads it.
    open func impactOccurred(intensity: CGFloat) {
        impacts.append(min(max(intensity, 0), 1))
    }
}

/// UIKit's `UINotificationFeedbackGenerator`: the success, warning and error patterns, recorded.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// UIKit's `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Int, Sendable {
        case success = 0, warning = 1, error = 2
    }

    /// Each notification asked for, in order.
    public private(set) var notifications: [FeedbackType] = []

    /// Records a notification of `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        notifications.append(notificationType)
    }
}
