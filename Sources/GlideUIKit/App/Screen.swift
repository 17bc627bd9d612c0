import GlideUI

/// UIKit's `UIScreen`, as far as transitions read it: the bounds of an iPhone 12–15's screen
/// (`Window.defaultFrame`, 390 × 844 points at scale 3), the size Glide's windows have by default.
public final class UIScreen: Sendable {
    /// The screen apps run on.
    public static let main = UIScreen()

    /// The screen's bounds in points.
    public let bounds = Window.defaultFrame
    /// Pixels per point (the screen's traits').
    public let scale: CGFloat = TraitCollection.phone.displayScale
}
