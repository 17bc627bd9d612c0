import Foundation

/// UIKit's `UIScreen`, as far as transitions read it: the bounds of an iPhone 15's screen
/// (390 × 844 points at scale 3), the size Glide's windows have by default.
public final class UIScreen: Sendable {
    /// The screen apps run on.
    public static let main = UIScreen()

    /// The screen's bounds in points.
    public let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// Pixels per point.
    public let scale: CGFloat = 3
}
