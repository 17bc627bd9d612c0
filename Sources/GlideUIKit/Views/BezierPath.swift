import GlideUI

/// UIKit's `UIBezierPath`: a reference to a `Path` (its `cgPath`) with UIKit's building calls.
/// Stroke attributes other than `lineWidth` and drawing calls (`fill()`, `stroke()`) are not
/// kept: Glide draws a path through the shape layer or mask that holds it.
open class UIBezierPath {
    /// The outline, as Core Graphics' `CGPath` (a value: changing this object later does not change a copy taken before).
    open var cgPath: CGPath
    /// The stroke width (default 1).
    open var lineWidth: CGFloat = 1
    /// Whether overlapping subpaths fill by the even-odd rule (used by `contains`).
    open var usesEvenOddFillRule = false

    /// An empty path.
    public init() {
        cgPath = Path()
    }

    /// A path holding `path`.
    public init(cgPath path: CGPath) {
        cgPath = path
    }

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init(cgPath: Path(rect: rect))
    }

    /// The oval inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init(cgPath: Path(ellipseIn: rect))
    }

    /// A rectangle with every corner rounded by `cornerRadius` (circular corners, not UIKit's continuous curve).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(cgPath: Path(roundedRect: rect, radii: CGSize(width: cornerRadius, height: cornerRadius)))
    }

    /// A rectangle with `corners` rounded by `cornerRadii`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init(cgPath: Path(roundedRect: rect, corners: corners, radii: cornerRadii))
    }

    /// An arc of a circle (angles in radians; `clockwise` on the y-down screen turns towards larger angles).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { cgPath.move(to: point) }
    /// A line from the current point.
    open func addLine(to point: CGPoint) { cgPath.addLine(to: point) }
    /// A quadratic curve from the current point.
    open func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) { cgPath.addQuadCurve(to: point, control: controlPoint) }
    /// A cubic curve from the current point.
    open func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        cgPath.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
    }
    /// An arc joined to the current point by a line.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        cgPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    /// Closes the current subpath.
    open func close() { cgPath.closeSubpath() }
    /// Appends `path`'s subpaths.
    open func append(_ path: UIBezierPath) { cgPath.addPath(path.cgPath) }
    /// Empties the path.
    open func removeAllPoints() { cgPath = Path() }
    /// Maps every point through `transform`.
    open func apply(_ transform: CGAffineTransform) { cgPath = cgPath.applying(transform) }

    /// The smallest rectangle holding the outline.
    open var bounds: CGRect { cgPath.boundingBox }
    /// The point the next call starts from (`.zero` in an empty path, as UIKit).
    open var currentPoint: CGPoint { cgPath.currentPoint ?? .zero }
    /// Whether the path has no steps.
    open var isEmpty: Bool { cgPath.isEmpty }
    /// Whether `point` lies inside (by `usesEvenOddFillRule`).
    open func contains(_ point: CGPoint) -> Bool { cgPath.contains(point, evenOdd: usesEvenOddFillRule) }
}

/// Core Graphics' `CGPath`: in Glide a value (`Path`), built in place by its `mutating` calls.
public typealias CGPath = Path
/// Core Graphics' `CGMutablePath`: the same value (declare it with `var`).
public typealias CGMutablePath = Path
/// Core Graphics' `CGColor`: in Glide the one colour type.
public typealias CGColor = Color
/// UIKit's `UIRectCorner`.
public typealias UIRectCorner = RectCorners
/// Core Animation's `CAShapeLayer`.
public typealias CAShapeLayer = ShapeLayer
/// Core Animation's `CAShapeLayerFillRule` (`.nonZero`, `.evenOdd`).
public typealias CAShapeLayerFillRule = ShapeLayer.FillRule

extension Color {
    /// The colour as Core Graphics' `CGColor` (the same value in Glide).
    public var cgColor: CGColor { self }

    /// The colour of a `CGColor`.
    public init(cgColor: CGColor) {
        self = cgColor
    }
}
