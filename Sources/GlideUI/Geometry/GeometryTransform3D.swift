import Foundation

/// A layer's 3D transform, as Core Animation's `CATransform3D`: a 4 × 4 matrix in Core
/// Animation's row-vector convention (a point p becomes p · M; the translation is in `m41`,
/// `m42`, `m43`). Glide draws in the plane: a layer shows its transform's affine part (`affine`),
/// so a turn about the y axis narrows the layer by its cosine, and perspective (`m34`) is kept
/// but not drawn.
public struct Transform3D: Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// Every entry 0, as Core Animation's `CATransform3D()`.
    public init() {
        self.init(rows: Array(repeating: Array(repeating: 0, count: 4), count: 4))
    }

    /// The matrix of these entries, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14, self.m21, self.m22, self.m23, self.m24) = (m11, m12, m13, m14, m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34, self.m41, self.m42, self.m43, self.m44) = (m31, m32, m33, m34, m41, m42, m43, m44)
    }

    /// The matrix of `rows` (four of four).
    init(rows r: [[CGFloat]]) {
        self.init(
            m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
            m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }

    /// The rows.
    var rows: [[CGFloat]] { [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]] }

    /// The identity.
    public static let identity = Transform3D(affine: .identity)

    /// The 3D form of an affine transform.
    public init(affine m: CGAffineTransform) {
        self.init(m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
    }

    /// A translation by (`x`, `y`, `z`).
    public init(translationX x: CGFloat, y: CGFloat, z: CGFloat) {
        self = .identity
        (m41, m42, m43) = (x, y, z)
    }

    /// A scale by (`x`, `y`, `z`).
    public init(scaleX x: CGFloat, y: CGFloat, z: CGFloat) {
        self = .identity
        (m11, m22, m33) = (x, y, z)
    }

    /// A turn of `angle` radians about the axis (`x`, `y`, `z`) (the identity for a zero axis);
    /// about z it is `CGAffineTransform(rotationAngle:)`.
    public init(rotationAngle angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0 else { self = .identity; return }
        let (x, y, z) = (x / length, y / length, z / length)
        let c = cos(angle), s = sin(angle), t = 1 - c
        self.init(
            m11: t * x * x + c, m12: t * x * y + s * z, m13: t * x * z - s * y, m14: 0,
            m21: t * x * y - s * z, m22: t * y * y + c, m23: t * y * z + s * x, m24: 0,
            m31: t * x * z + s * y, m32: t * y * z - s * x, m33: t * z * z + c, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// This transform, then `other`: self · other.
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let x = rows, y = other.rows
        return Transform3D(rows: (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(CGFloat(0)) { $0 + x[i][$1] * y[$1][j] } } })
    }

    /// The affine part: what a layer with this transform shows in the plane.
    public var affine: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// Whether it is an affine transform (nothing in z, no perspective).
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }
}
