#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A 2-D affine transform, laid out and applied like `CGAffineTransform`: a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty), and `t1.concatenating(t2)` applies t1 first, then t2.
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// Row 1, column 1 of the matrix.
    public var a: Double
    /// Row 1, column 2 of the matrix.
    public var b: Double
    /// Row 2, column 1 of the matrix.
    public var c: Double
    /// Row 2, column 2 of the matrix.
    public var d: Double
    /// The horizontal translation.
    public var tx: Double
    /// The vertical translation.
    public var ty: Double

    /// Creates a transform from its six matrix entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A scale by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A translation by `tx`, `ty`.
    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A rotation by `angle` radians (positive turns +x towards +y).
    public init(rotationAngle angle: Double) {
        let cosine = cos(angle)
        let sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is exactly the identity.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `other`.
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A scale applied before this transform (as `CGAffineTransform.scaledBy`).
    public func scaledBy(x sx: Double, y sy: Double) -> AffineTransform {
        AffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A translation applied before this transform (as `CGAffineTransform.translatedBy`).
    public func translatedBy(x tx: Double, y ty: Double) -> AffineTransform {
        AffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A rotation applied before this transform (as `CGAffineTransform.rotated(by:)`).
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The determinant of the linear part; 0 means the transform cannot be inverted.
    public var determinant: Double { a * d - b * c }

    /// The inverse transform, or nil when the transform is singular (e.g. a scale by 0).
    public func inverted() -> AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// Maps a point through the transform.
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The smallest axis-aligned rectangle that holds the transformed corners of `rect`.
    public func apply(to rect: Rect) -> Rect {
        rect.boundingBox { apply(to: $0) }
    }

    /// Reads "[a b c d tx ty]".
    public var description: String { "[\(a) \(b) \(c) \(d) \(tx) \(ty)]" }
}

extension Point {
    /// This point mapped through a transform.
    public func applying(_ transform: AffineTransform) -> Point { transform.apply(to: self) }
}

extension Rect {
    /// The bounding box of this rectangle mapped through a transform.
    public func applying(_ transform: AffineTransform) -> Rect { transform.apply(to: self) }
}
