/// A point in a view's coordinate space, in points.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The distance from this point to another.
    public func distance(to other: Point) -> Double {
        ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot()
    }

    /// Reads "(x, y)".
    public var description: String { "(\(x), \(y))" }
}

/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size from its extents.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size, 0 × 0.
    public static let zero = Size(width: 0, height: 0)

    /// Reads "w×h".
    public var description: String { "\(width)×\(height)" }
}

/// An axis-aligned rectangle: an origin and a size, in points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The corner with the smallest coordinates when the size is positive.
    public var origin: Point
    /// The extent from the origin.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates and extents.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// Creates the rectangle of the given size centred on a point.
    public init(center: Point, size: Size) {
        self.init(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// The rectangle at the origin with zero size.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// The rectangle with its size made non-negative (origin moved accordingly).
    public var standardized: Rect {
        var rect = self
        if rect.size.width < 0 {
            rect.origin.x += rect.size.width
            rect.size.width = -rect.size.width
        }
        if rect.size.height < 0 {
            rect.origin.y += rect.size.height
            rect.size.height = -rect.size.height
        }
        return rect
    }

    /// The smallest x coordinate.
    public var minX: Double { standardized.origin.x }
    /// The x coordinate of the centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The largest x coordinate.
    public var maxX: Double { standardized.origin.x + abs(size.width) }
    /// The smallest y coordinate.
    public var minY: Double { standardized.origin.y }
    /// The y coordinate of the centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The largest y coordinate.
    public var maxY: Double { standardized.origin.y + abs(size.height) }
    /// The width, never negative.
    public var width: Double { abs(size.width) }
    /// The height, never negative.
    public var height: Double { abs(size.height) }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }
    /// Whether the rectangle encloses no area.
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// The rectangle shrunk by `dx` on the left and right and `dy` at the top and bottom (grown for negative values).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let rect = standardized
        return Rect(x: rect.origin.x + dx, y: rect.origin.y + dy, width: rect.size.width - 2 * dx, height: rect.size.height - 2 * dy)
    }

    /// The rectangle shrunk by the given insets.
    public func inset(by insets: EdgeInsets) -> Rect {
        let rect = standardized
        return Rect(
            x: rect.origin.x + insets.left, y: rect.origin.y + insets.top,
            width: rect.size.width - insets.left - insets.right, height: rect.size.height - insets.top - insets.bottom)
    }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The smallest rectangle that encloses both rectangles.
    public func union(_ other: Rect) -> Rect {
        let minX = Swift.min(self.minX, other.minX)
        let minY = Swift.min(self.minY, other.minY)
        return Rect(x: minX, y: minY, width: Swift.max(maxX, other.maxX) - minX, height: Swift.max(maxY, other.maxY) - minY)
    }

    /// The overlap of both rectangles, or nil when they do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        let minX = Swift.max(self.minX, other.minX)
        let minY = Swift.max(self.minY, other.minY)
        let maxX = Swift.min(self.maxX, other.maxX)
        let maxY = Swift.min(self.maxY, other.maxY)
        guard minX < maxX, minY < maxY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether the rectangles share some area (touching edges do not count).
    public func intersects(_ other: Rect) -> Bool {
        intersection(other) != nil
    }

    /// Whether the point lies inside: the minimum edges are inside, the maximum edges outside.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether the other rectangle lies entirely inside this one.
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// The smallest axis-aligned rectangle that holds the four corners after `mapping` (no allocation).
    func boundingBox(mapping: (Point) -> Point) -> Rect {
        let p1 = mapping(Point(x: minX, y: minY)), p2 = mapping(Point(x: maxX, y: minY))
        let p3 = mapping(Point(x: minX, y: maxY)), p4 = mapping(Point(x: maxX, y: maxY))
        let minX = min(p1.x, p2.x, p3.x, p4.x), maxX = max(p1.x, p2.x, p3.x, p4.x)
        let minY = min(p1.y, p2.y, p3.y, p4.y), maxY = max(p1.y, p2.y, p3.y, p4.y)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Reads "(x, y, w×h)".
    public var description: String { "(\(origin.x), \(origin.y), \(size.width)×\(size.height))" }
}

/// Distances inward from each edge of a rectangle, in points.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// Creates insets from the four distances.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
