/// A point in gesture space: points, x to the right, y downwards (screen convention).
///
/// GlideGestures keeps its own geometry so that it depends on GlideInput only; GlideUI
/// converts to and from its own types at the boundary.
public struct GesturePoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    /// Makes a point from its coordinates in points.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = GesturePoint(x: 0, y: 0)

    /// The point moved by `vector`.
    public static func + (point: GesturePoint, vector: GestureVector) -> GesturePoint {
        GesturePoint(x: point.x + vector.dx, y: point.y + vector.dy)
    }

    /// The vector from `rhs` to `lhs`.
    public static func - (lhs: GesturePoint, rhs: GesturePoint) -> GestureVector {
        GestureVector(dx: lhs.x - rhs.x, dy: lhs.y - rhs.y)
    }
}

/// A displacement (points) or a velocity (points per second) in gesture space.
public struct GestureVector: Hashable, Sendable {
    public var dx: Double
    public var dy: Double

    /// Makes a vector from its components.
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public static let zero = GestureVector(dx: 0, dy: 0)

    /// The Euclidean length.
    public var length: Double { (dx * dx + dy * dy).squareRoot() }

    /// True when both components are finite.
    public var isFinite: Bool { dx.isFinite && dy.isFinite }

    /// The component-wise sum.
    public static func + (lhs: GestureVector, rhs: GestureVector) -> GestureVector {
        GestureVector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy)
    }

    /// The component-wise difference.
    public static func - (lhs: GestureVector, rhs: GestureVector) -> GestureVector {
        GestureVector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy)
    }

    /// The vector scaled by `factor`.
    public static func * (vector: GestureVector, factor: Double) -> GestureVector {
        GestureVector(dx: vector.dx * factor, dy: vector.dy * factor)
    }

    /// The dot product.
    public func dot(_ other: GestureVector) -> Double { dx * other.dx + dy * other.dy }
}

/// A size in gesture-space points.
public struct GestureSize: Hashable, Sendable {
    public var width: Double
    public var height: Double

    /// Makes a size from its width and height in points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
