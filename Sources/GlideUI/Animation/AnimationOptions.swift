/// Options of `View.animate`, laid out like `UIView.AnimationOptions` (the curve is a 2-bit field at bit 16).
public struct AnimationOptions: OptionSet, Hashable, Sendable {
    /// The raw option bits.
    public let rawValue: UInt

    /// Creates options from raw bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Lets the animating views take touches (otherwise `hitTest` skips them while they animate).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from the current presentation value; Glide always does, so this is accepted for fidelity.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Ease in and out (the default when no curve is given).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Constant speed.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// `transition(from:to:)` hides and shows the views instead of removing and adding them.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// `transition(with:)` animates the block's property changes instead of cross-fading snapshots.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Transition styles (a 3-bit field at bit 20); Glide shows every one as a cross-dissolve.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// See `transitionFlipFromLeft`.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// See `transitionFlipFromLeft`.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// See `transitionFlipFromLeft`.
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// A cross-dissolve from the old content to the new.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// See `transitionFlipFromLeft`.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// See `transitionFlipFromLeft`.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    /// Whether a transition style is chosen.
    var hasTransitionStyle: Bool { (rawValue >> 20) & 7 != 0 }

    /// The timing curve these options select.
    public var curve: TimingCurve {
        switch (rawValue >> 16) & 3 {
        case 1: .easeIn
        case 2: .easeOut
        case 3: .linear
        default: .easeInOut
        }
    }
}
