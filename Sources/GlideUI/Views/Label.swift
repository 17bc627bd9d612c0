import Foundation

/// A font as view-tree data, as UIKit's `UIFont`: a family name, a size in points and a weight.
/// Glide lays out no glyphs: renderers draw text in a generic sans-serif of this size and weight.
public struct Font: Hashable, Sendable {
    /// A weight, as UIKit's `UIFont.Weight` (−1 ultralight … 1 black; regular is 0).
    public struct Weight: Hashable, Sendable {
        public var rawValue: Double
        public init(rawValue: Double) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    /// The family's name (`.SFUI` for the system font, as UIKit names it).
    public var fontName: String
    /// The size, points.
    public var pointSize: Double
    /// The weight.
    public var weight: Weight

    /// The font `fontName` at `size` points, regular. Failable as UIKit's, whose font may not be
    /// installed; Glide has every font (it draws none), so it always succeeds.
    public init?(name fontName: String, size: Double) {
        self.init(family: fontName, size: size, weight: .regular)
    }

    /// The font `family` at `size` points (a finite size ≥ 0) and `weight`.
    init(family: String, size: Double, weight: Weight) {
        self.fontName = family
        self.pointSize = size.isFinite ? max(0, size) : 0
        self.weight = weight
    }

    /// The system font at `size` points and `weight`.
    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
        Font(family: ".SFUI", size: size, weight: weight)
    }

    /// The bold system font at `size` points.
    public static func boldSystemFont(ofSize size: Double) -> Font {
        systemFont(ofSize: size, weight: .bold)
    }

    /// This font at `size` points.
    public func withSize(_ size: Double) -> Font {
        Font(family: fontName, size: size, weight: weight)
    }

    /// The height of a line, points (1.2 × the size, as a typical sans-serif's).
    public var lineHeight: Double { pointSize * 1.2 }
}

/// How text lines up in its box, as UIKit's `NSTextAlignment`.
public enum TextAlignment: Int, Hashable, Sendable {
    case left, center, right, justified, natural
}

/// A view that shows text, as UIKit's `UILabel`: its `text` in `font` and `textColor`, aligned
/// by `textAlignment` and centred vertically in its bounds, as data renderers draw. Glide
/// measures no glyphs: `sizeThatFits` estimates a line as 0.55 × the font size a character.
open class Label: View {
    /// The text; nil shows nothing.
    public var text: String?
    /// The font (default the system font at 17 points, UIKit's).
    public var font: Font = .systemFont(ofSize: 17)
    /// The colour of the text (default black).
    public var textColor: Color = .black
    /// How lines line up (default natural: left).
    public var textAlignment: TextAlignment = .natural
    /// The most lines shown (default 1; 0 for any number).
    public var numberOfLines = 1

    /// A label of `frame` with no text.
    public override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// The size the text would take, at most `size` wide (an estimate: 0.55 em a character).
    open func sizeThatFits(_ size: Size) -> Size {
        guard let text, !text.isEmpty else { return .zero }
        let limit = size.width > 0 ? size.width : .infinity
        let widths = text.split(separator: "\n", omittingEmptySubsequences: false).map { Double($0.count) * font.pointSize * 0.55 }
        // Each line wraps into as many lines as its width takes, unless one line is all there is.
        let wrapped = numberOfLines == 1 ? 1 : widths.reduce(0) { $0 + max(1, ($1 / limit).rounded(.up)) }
        let shown = numberOfLines > 0 ? min(wrapped, Double(numberOfLines)) : wrapped
        return Size(width: min(widths.max() ?? 0, limit), height: shown * font.lineHeight)
    }

    /// Resizes the label to its text (`sizeThatFits` with no limit), keeping its origin.
    open func sizeToFit() {
        let fitted = sizeThatFits(.zero)
        frame = Rect(origin: frame.origin, size: fitted)
    }
}
