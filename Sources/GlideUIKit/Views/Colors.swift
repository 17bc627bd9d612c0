import GlideUI

/// The colours ordinary apps name, with the values UIKit gives them in light mode (Glide has no dark mode).
extension Color {
    /// 1/3 white.
    public static let darkGray = Color(white: 1.0 / 3)
    /// 2/3 white.
    public static let lightGray = Color(white: 2.0 / 3)
    /// 1/2 white.
    public static let gray = Color(white: 0.5)
    /// Cyan (0, 1, 1).
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// Yellow (1, 1, 0).
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// Magenta (1, 0, 1).
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// Orange (1, 0.5, 0).
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// Purple (0.5, 0, 0.5).
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// Brown (0.6, 0.4, 0.2).
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    /// `systemBackground`: white.
    public static let systemBackground = Color.white
    /// `secondarySystemBackground`: #F2F2F7.
    public static let secondarySystemBackground = Color(red: 242 / 255.0, green: 242 / 255.0, blue: 247 / 255.0)
    /// `label`: black.
    public static let label = Color.black
    /// `systemBlue`: #007AFF.
    public static let systemBlue = Color(red: 0, green: 122 / 255.0, blue: 1)
    /// `systemRed`: #FF3B30.
    public static let systemRed = Color(red: 1, green: 59 / 255.0, blue: 48 / 255.0)
    /// `systemGreen`: #34C759.
    public static let systemGreen = Color(red: 52 / 255.0, green: 199 / 255.0, blue: 89 / 255.0)
    /// `systemOrange`: #FF9500.
    public static let systemOrange = Color(red: 1, green: 149 / 255.0, blue: 0)
    /// `systemYellow`: #FFCC00.
    public static let systemYellow = Color(red: 1, green: 204 / 255.0, blue: 0)
    /// `systemPink`: #FF2D55.
    public static let systemPink = Color(red: 1, green: 45 / 255.0, blue: 85 / 255.0)
    /// `systemPurple`: #AF52DE.
    public static let systemPurple = Color(red: 175 / 255.0, green: 82 / 255.0, blue: 222 / 255.0)
    /// `systemTeal`: #5AC8FA.
    public static let systemTeal = Color(red: 90 / 255.0, green: 200 / 255.0, blue: 250 / 255.0)
    /// `systemIndigo`: #5856D6.
    public static let systemIndigo = Color(red: 88 / 255.0, green: 86 / 255.0, blue: 214 / 255.0)
    /// `systemGray`: #8E8E93.
    public static let systemGray = Color(red: 142 / 255.0, green: 142 / 255.0, blue: 147 / 255.0)

    /// The same colour with opacity `alpha`.
    public func withAlphaComponent(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }
}
