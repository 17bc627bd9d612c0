import Foundation

/// A 2-D affine transform with UIKit's `CGAffineTransform` API (Foundation on Linux has none): a
/// point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty), and `t1.concatenating(t2)` applies t1
/// first, then t2.
///
/// It has no `AffineTransform` alias: that name would be ambiguous with Foundation's unrelated
/// `AffineTransform` in code that imports both modules.
public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// Row 1, column 1 of the matrix.
    public var a: CGFloat
    /// Row 1, column 2 of the matrix.
    public var b: CGFloat
    /// Row 2, column 1 of the matrix.
    public var c: CGFloat
    /// Row 2, column 2 of the matrix.
    public var d: CGFloat
    /// The horizontal translation.
    public var tx: CGFloat
    /// The vertical translation.
    public var ty: CGFloat

    /// Creates a transform from its six matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A scale by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A translation by `tx`, `ty`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A rotation by `angle` radians (positive turns +x towards +y).
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle)
        let sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is exactly the identity.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `other`.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A scale applied before this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A translation applied before this transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A rotation applied before this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The determinant of the linear part; 0 means the transform cannot be inverted.
    public var determinant: CGFloat { a * d - b * c }

    /// Whether `inverted()` undoes the transform: the determinant is finite and not 0.
    public var isInvertible: Bool { determinant != 0 && determinant.isFinite }

    /// The inverse transform; as in UIKit, the transform itself when it cannot be inverted (see `isInvertible`).
    public func inverted() -> CGAffineTransform {
        guard isInvertible else { return self }
        let det = determinant
        return CGAffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// Maps a point through the transform.
    public func apply(to point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The smallest axis-aligned rectangle that holds the transformed corners of `rect`.
    public func apply(to rect: CGRect) -> CGRect {
        rect.boundingBox { apply(to: $0) }
    }

    /// Reads "[a b c d tx ty]".
    public var description: String { "[\(a) \(b) \(c) \(d) \(tx) \(ty)]" }
}

extension CGPoint {
    /// This point mapped through a transform.
    public func applying(_ transform: CGAffineTransform) -> CGPoint { transform.apply(to: self) }
}

extension CGRect {
    /// The bounding box of this rectangle mapped through a transform.
    public func applying(_ transform: CGAffineTransform) -> CGRect { transform.apply(to: self) }
}
