import Foundation
import GlideUI

/// Core Animation's `CATransform3D`: a 4 × 4 matrix in Core Animation's row-vector convention
/// (a point p becomes p · M; the translation is in `m41`, `m42`, `m43`). Glide draws in the plane:
/// a layer's 3D transform is shown through its affine part (`CATransform3DGetAffineTransform`),
/// so a turn about the y axis narrows the layer by its cosine and perspective (`m34`) is kept but
/// not drawn.
public struct CATransform3D: Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// Every entry 0, as Core Animation's `CATransform3D()`.
    public init() {
        (m11, m12, m13, m14, m21, m22, m23, m24) = (0, 0, 0, 0, 0, 0, 0, 0)
        (m31, m32, m33, m34, m41, m42, m43, m44) = (0, 0, 0, 0, 0, 0, 0, 0)
    }

    /// The matrix of these entries, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14, self.m21, self.m22, self.m23, self.m24) = (m11, m12, m13, m14, m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34, self.m41, self.m42, self.m43, self.m44) = (m31, m32, m33, m34, m41, m42, m43, m44)
    }

    /// The rows.
    var rows: [[CGFloat]] { [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]] }

    /// The matrix of `rows`.
    init(rows r: [[CGFloat]]) {
        self.init(
            m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
            m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }
}

/// The identity.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// `a` then `b`: a · b.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let x = a.rows, y = b.rows
    return CATransform3D(rows: (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(CGFloat(0)) { $0 + x[i][$1] * y[$1][j] } } })
}

/// A translation by (`tx`, `ty`, `tz`).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A scale by (`sx`, `sy`, `sz`).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A turn of `angle` radians about the axis (`x`, `y`, `z`) (the identity for a zero axis);
/// about z it is `CGAffineTransform(rotationAngle:)`.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3DIdentity }
    let (x, y, z) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), t = 1 - c
    return CATransform3D(
        m11: t * x * x + c, m12: t * x * y + s * z, m13: t * x * z - s * y, m14: 0,
        m21: t * x * y - s * z, m22: t * y * y + c, m23: t * y * z + s * x, m24: 0,
        m31: t * x * z + s * y, m32: t * y * z - s * x, m33: t * z * z + c, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `t` translated first by (`tx`, `ty`, `tz`).
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` scaled first by (`sx`, `sy`, `sz`).
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` turned first by `angle` about (`x`, `y`, `z`).
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether `a` and `b` are the same matrix.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// The 3D form of an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Whether `t` is an affine transform (nothing in z, no perspective).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t`: what a layer with `t` shows in the plane.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

extension Layer {
    /// Core Animation's `transform`: set, the view shows its affine part (see `CATransform3D`);
    /// read, the transform last set when its affine part is still the view's, else the view's
    /// affine transform in 3D form.
    public var transform: CATransform3D {
        get {
            let affine = affineTransform()
            if let kept = keptMatrix, kept.affine == affine { return CATransform3D(rows: (0..<4).map { i in (0..<4).map { CGFloat(kept.matrix[4 * i + $0]) } }) }
            return CATransform3DMakeAffineTransform(affine)
        }
        set {
            let affine = CATransform3DGetAffineTransform(newValue)
            setAffineTransform(affine)
            keptMatrix = CATransform3DIsAffine(newValue) ? nil : (newValue.rows.flatMap { $0.map(Double.init) }, affine)
        }
    }
}
