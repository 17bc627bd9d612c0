import Foundation
import GlideUI

/// Core Animation's `CATransform3D` (see `Transform3D`) and its functions.
public typealias CATransform3D = Transform3D

/// The identity.
public let CATransform3DIdentity = Transform3D.identity

/// `a` then `b`: a · b.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenating(b) }

/// A translation by (`tx`, `ty`, `tz`).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    Transform3D(translationX: tx, y: ty, z: tz)
}

/// A scale by (`sx`, `sy`, `sz`).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    Transform3D(scaleX: sx, y: sy, z: sz)
}

/// A turn of `angle` radians about the axis (`x`, `y`, `z`).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z)
}

/// `t` translated first by (`tx`, `ty`, `tz`).
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    Transform3D(translationX: tx, y: ty, z: tz).concatenating(t)
}

/// `t` scaled first by (`sx`, `sy`, `sz`).
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    Transform3D(scaleX: sx, y: sy, z: sz).concatenating(t)
}

/// `t` turned first by `angle` about (`x`, `y`, `z`).
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(t)
}

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == .identity }

/// Whether `a` and `b` are the same matrix.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// The 3D form of an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { Transform3D(affine: m) }

/// Whether `t` is an affine transform (nothing in z, no perspective).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }

/// The affine part of `t`: what a layer with `t` shows in the plane.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affine }

/// Core Animation's `CACurrentMediaTime()`: seconds on the key window's clock (`keyWindow`: a
/// replay's virtual clock, so times measured with it agree with the trace), or on the system's
/// monotonic clock when there is no key window.
public func CACurrentMediaTime() -> CFTimeInterval {
    UIApplication.shared.keyWindow?.clock.now ?? SystemClock().now
}
