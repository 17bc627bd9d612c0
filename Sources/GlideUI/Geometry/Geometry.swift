import Foundation

/// A point in a view's coordinate space, in points: Foundation's `CGPoint`, as in UIKit.
public typealias Point = CGPoint
/// A width and a height, in points: Foundation's `CGSize`.
public typealias Size = CGSize
/// An axis-aligned rectangle, an origin and a size in points: Foundation's `CGRect`.
///
/// Its edges, `insetBy`, `offsetBy`, `union`, `intersection`, `contains` and `==` are
/// Foundation's, which on Linux work on the standardized rectangle: `offsetBy` flips a negative
/// size, `==` compares standardized rectangles, touching edges `intersect`, `insetBy` past empty
/// gives `.null`, `midX` is (minX + maxX) / 2, and `contains` traps on a NaN edge. So views
/// take their centre from `center` (origin plus half the size), and compute their frame and
/// hit-tests with plain arithmetic.
public typealias Rect = CGRect

extension CGPoint {
    /// The distance from this point to another.
    public func distance(to other: CGPoint) -> CGFloat {
        ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot()
    }
}

extension CGSize {
    /// Reads "w×h", as Glide prints a size (Foundation's `CGSize` prints "CGSize(width: w, height: h)").
    package var glideDescription: String { "\(width)×\(height)" }
}

extension CGRect {
    /// Creates the rectangle of the given size centred on a point.
    public init(center: CGPoint, size: CGSize) {
        self.init(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// The centre point: the origin plus half the size.
    public var center: CGPoint { CGPoint(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

    /// The rectangle shrunk by the given insets (standardized first, as `insetBy`).
    public func inset(by insets: EdgeInsets) -> CGRect {
        let rect = standardized
        return CGRect(
            x: rect.origin.x + insets.left, y: rect.origin.y + insets.top,
            width: rect.size.width - insets.left - insets.right, height: rect.size.height - insets.top - insets.bottom)
    }

    /// The smallest axis-aligned rectangle that holds the four corners after `mapping` (no allocation).
    func boundingBox(mapping: (CGPoint) -> CGPoint) -> CGRect {
        let p1 = mapping(CGPoint(x: minX, y: minY)), p2 = mapping(CGPoint(x: maxX, y: minY))
        let p3 = mapping(CGPoint(x: minX, y: maxY)), p4 = mapping(CGPoint(x: maxX, y: maxY))
        let minX = min(p1.x, p2.x, p3.x, p4.x), maxX = max(p1.x, p2.x, p3.x, p4.x)
        let minY = min(p1.y, p2.y, p3.y, p4.y), maxY = max(p1.y, p2.y, p3.y, p4.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Reads "(x, y, w×h)", as Glide prints a rectangle.
    package var glideDescription: String { "(\(origin.x), \(origin.y), \(size.glideDescription))" }
}

/// Distances inward from each edge of a rectangle, in points (UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Creates insets from the four distances.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
