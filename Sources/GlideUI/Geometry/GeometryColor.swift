/// A colour as red, green, blue and alpha components, each 0…1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The red component.
    public var red: Double
    /// The green component.
    public var green: Double
    /// The blue component.
    public var blue: Double
    /// The opacity.
    public var alpha: Double

    /// Creates a colour from its components.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates an opaque grey of the given brightness.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Fully transparent black.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(white: 0)
    /// Opaque white.
    public static let white = Color(white: 1)
    /// Opaque red.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Opaque green.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Opaque blue.
    public static let blue = Color(red: 0, green: 0, blue: 1)

    /// Reads "rgba(r, g, b, a)".
    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
