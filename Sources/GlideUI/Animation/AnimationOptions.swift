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
