import Foundation

/// A value an animation can blend between; `fraction` may leave 0…1 (springs overshoot).
public protocol Interpolatable: Equatable {
    /// The value `fraction` of the way from `from` to `to`.
    static func interpolate(from: Self, to: Self, fraction: Double) -> Self
}

extension Double: Interpolatable {
    /// Linear interpolation.
    public static func interpolate(from: Double, to: Double, fraction: Double) -> Double {
        fraction == 1 ? to : from + (to - from) * fraction
    }
}

extension Point: Interpolatable {
    /// Linear interpolation of each coordinate.
    public static func interpolate(from: Point, to: Point, fraction: Double) -> Point {
        Point(x: Double.interpolate(from: from.x, to: to.x, fraction: fraction), y: Double.interpolate(from: from.y, to: to.y, fraction: fraction))
    }
}

extension Size: Interpolatable {
    /// Linear interpolation of each extent.
    public static func interpolate(from: Size, to: Size, fraction: Double) -> Size {
        Size(
            width: Double.interpolate(from: from.width, to: to.width, fraction: fraction),
            height: Double.interpolate(from: from.height, to: to.height, fraction: fraction))
    }
}

extension Rect: Interpolatable {
    /// Linear interpolation of origin and size.
    public static func interpolate(from: Rect, to: Rect, fraction: Double) -> Rect {
        Rect(origin: .interpolate(from: from.origin, to: to.origin, fraction: fraction), size: .interpolate(from: from.size, to: to.size, fraction: fraction))
    }
}

extension Color: Interpolatable {
    /// Linear interpolation of each component.
    public static func interpolate(from: Color, to: Color, fraction: Double) -> Color {
        Color(
            red: .interpolate(from: from.red, to: to.red, fraction: fraction),
            green: .interpolate(from: from.green, to: to.green, fraction: fraction),
            blue: .interpolate(from: from.blue, to: to.blue, fraction: fraction),
            alpha: .interpolate(from: from.alpha, to: to.alpha, fraction: fraction))
    }
}

extension CGAffineTransform: Interpolatable {
    /// Interpolation of the decomposed transform, as Core Animation does: translation, rotation
    /// (the short way round), scale and shear each blend linearly; a singular end falls back to
    /// blending the matrix entries.
    public static func interpolate(from: CGAffineTransform, to: CGAffineTransform, fraction: Double) -> CGAffineTransform {
        if fraction == 0 { return from }
        if fraction == 1 { return to }
        guard let start = Decomposed(from), let end = Decomposed(to) else {
            return CGAffineTransform(
                a: Double.interpolate(from: from.a, to: to.a, fraction: fraction), b: Double.interpolate(from: from.b, to: to.b, fraction: fraction),
                c: Double.interpolate(from: from.c, to: to.c, fraction: fraction), d: Double.interpolate(from: from.d, to: to.d, fraction: fraction),
                tx: Double.interpolate(from: from.tx, to: to.tx, fraction: fraction), ty: Double.interpolate(from: from.ty, to: to.ty, fraction: fraction))
        }
        var turn = end.rotation - start.rotation
        if turn > .pi { turn -= 2 * .pi }
        if turn < -.pi { turn += 2 * .pi }
        return Decomposed(
            scaleX: .interpolate(from: start.scaleX, to: end.scaleX, fraction: fraction),
            scaleY: .interpolate(from: start.scaleY, to: end.scaleY, fraction: fraction),
            shear: .interpolate(from: start.shear, to: end.shear, fraction: fraction),
            rotation: start.rotation + turn * fraction,
            tx: .interpolate(from: start.tx, to: end.tx, fraction: fraction),
            ty: .interpolate(from: start.ty, to: end.ty, fraction: fraction)
        ).transform
    }

    /// A transform as scale, shear, rotation and translation: scale·shear first, then rotation, then translation.
    struct Decomposed {
        var scaleX: Double
        var scaleY: Double
        var shear: Double
        var rotation: Double
        var tx: Double
        var ty: Double

        init(scaleX: Double, scaleY: Double, shear: Double, rotation: Double, tx: Double, ty: Double) {
            self.scaleX = scaleX
            self.scaleY = scaleY
            self.shear = shear
            self.rotation = rotation
            self.tx = tx
            self.ty = ty
        }

        /// Decomposes a non-singular transform (a QR split of the linear part).
        init?(_ t: CGAffineTransform) {
            let scaleX = (t.a * t.a + t.b * t.b).squareRoot()
            guard scaleX > 0, t.determinant != 0 else { return nil }
            let rotation = atan2(t.b, t.a)
            let cosine = t.a / scaleX, sine = t.b / scaleX
            // Row 2 of the linear part in the rotated frame: (c, d) = (shear·sx·cos − sy·sin, shear·sx·sin + sy·cos).
            let scaleY = -t.c * sine + t.d * cosine
            let shear = (t.c * cosine + t.d * sine) / scaleX
            self.init(scaleX: scaleX, scaleY: scaleY, shear: shear, rotation: rotation, tx: t.tx, ty: t.ty)
        }

        var transform: CGAffineTransform {
            let cosine = cos(rotation), sine = sin(rotation)
            return CGAffineTransform(
                a: scaleX * cosine, b: scaleX * sine,
                c: shear * scaleX * cosine - scaleY * sine, d: shear * scaleX * sine + scaleY * cosine,
                tx: tx, ty: ty)
        }
    }
}

/// A view's optional fill colour as an animatable value: nil blends like `Color.clear` but stays nil at the ends.
struct BackgroundFill: Interpolatable {
    /// The colour, or nil for no fill.
    var color: Color?

    /// The ends exactly; in between, the colours blended with nil read as clear.
    static func interpolate(from: BackgroundFill, to: BackgroundFill, fraction: Double) -> BackgroundFill {
        if fraction == 0 { return from }
        if fraction == 1 { return to }
        return BackgroundFill(color: Color.interpolate(from: from.color ?? .clear, to: to.color ?? .clear, fraction: fraction))
    }
}
