import Foundation

/// A vector outline in a view's coordinates (y down), as Core Graphics' `CGPath`: subpaths of
/// lines and quadratic and cubic Bézier curves. Arcs, ovals and rounded rectangles are stored as
/// cubic curves (a quarter turn at most per curve), so every path is data a renderer draws as is.
/// Masks (`MaskShape.path`), shape layers (`ShapeLayer`) and shadows (`Layer.shadowPath`) hold paths.
public struct Path: Hashable, Sendable, CustomStringConvertible {
    /// One step of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at the point.
        case move(to: Point)
        /// A straight line to the point.
        case line(to: Point)
        /// A quadratic Bézier curve to the point.
        case quadCurve(to: Point, control: Point)
        /// A cubic Bézier curve to the point.
        case curve(to: Point, control1: Point, control2: Point)
        /// A straight line back to the start of the subpath, which ends it.
        case close

        /// The end point (nil for `close`).
        var end: Point? {
            switch self {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): p
            case .close: nil
            }
        }
    }

    /// The steps, in order.
    public private(set) var elements: [Element] = []
    /// The point the next step starts from; nil in an empty path.
    public private(set) var currentPoint: Point?
    private var subpathStart: Point?

    /// An empty path.
    public init() {}

    /// A closed rectangle, clockwise from its top-left corner.
    public init(rect: Rect) {
        addRect(rect)
    }

    /// The oval inscribed in `rect`.
    public init(ellipseIn rect: Rect) {
        addEllipse(in: rect)
    }

    /// A rectangle whose `corners` are rounded by `radii` (each clamped to half the side), with
    /// circular (elliptical) corners; UIKit's continuous corner curve is not reproduced.
    public init(roundedRect rect: Rect, corners: RectCorners = .allCorners, radii: Size) {
        let r = rect.standardized
        let rx = min(max(radii.width, 0), r.width / 2), ry = min(max(radii.height, 0), r.height / 2)
        func radius(_ corner: RectCorners) -> Size { corners.contains(corner) ? Size(width: rx, height: ry) : .zero }
        let tl = radius(.topLeft), tr = radius(.topRight), br = radius(.bottomRight), bl = radius(.bottomLeft)
        move(to: Point(x: r.minX + tl.width, y: r.minY))
        addLine(to: Point(x: r.maxX - tr.width, y: r.minY))
        addCorner(Point(x: r.maxX, y: r.minY), center: Point(x: r.maxX - tr.width, y: r.minY + tr.height), radius: tr, from: 1.5 * .pi)
        addLine(to: Point(x: r.maxX, y: r.maxY - br.height))
        addCorner(Point(x: r.maxX, y: r.maxY), center: Point(x: r.maxX - br.width, y: r.maxY - br.height), radius: br, from: 0)
        addLine(to: Point(x: r.minX + bl.width, y: r.maxY))
        addCorner(Point(x: r.minX, y: r.maxY), center: Point(x: r.minX + bl.width, y: r.maxY - bl.height), radius: bl, from: 0.5 * .pi)
        addLine(to: Point(x: r.minX, y: r.minY + tl.height))
        addCorner(Point(x: r.minX, y: r.minY), center: Point(x: r.minX + tl.width, y: r.minY + tl.height), radius: tl, from: .pi)
        closeSubpath()
    }

    /// Whether the path has no steps.
    public var isEmpty: Bool { elements.isEmpty }

    // MARK: Building

    /// Starts a new subpath at `point`.
    public mutating func move(to point: Point) {
        elements.append(.move(to: point))
        currentPoint = point
        subpathStart = point
    }

    /// A line from the current point (a move when there is none, as Core Graphics starts one).
    public mutating func addLine(to point: Point) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.line(to: point))
        currentPoint = point
    }

    /// A quadratic curve from the current point.
    public mutating func addQuadCurve(to point: Point, control: Point) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.quadCurve(to: point, control: control))
        currentPoint = point
    }

    /// A cubic curve from the current point.
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
        currentPoint = point
    }

    /// Closes the current subpath (nothing in an empty path).
    public mutating func closeSubpath() {
        guard currentPoint != nil, elements.last != .close else { return }
        elements.append(.close)
        currentPoint = subpathStart
    }

    /// A closed rectangle as its own subpath.
    public mutating func addRect(_ rect: Rect) {
        let r = rect.standardized
        move(to: Point(x: r.minX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.maxY))
        addLine(to: Point(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// The oval inscribed in `rect` as its own closed subpath, clockwise from its rightmost point.
    public mutating func addEllipse(in rect: Rect) {
        let r = rect.standardized
        let center = r.center
        move(to: Point(x: r.maxX, y: center.y))
        for quarter in 0..<4 {
            appendArc(center: center, rx: r.width / 2, ry: r.height / 2, from: Double(quarter) * .pi / 2, sweep: .pi / 2)
        }
        closeSubpath()
    }

    /// A circular arc around `center` from `startAngle` to `endAngle` (radians; 0 points right,
    /// and on a y-down screen `clockwise` turns towards increasing angles, as UIKit draws), joined
    /// to the current point by a line (or starting the path). A full turn or more draws one circle.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        guard radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        let start = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if currentPoint == nil { move(to: start) } else if currentPoint != start { addLine(to: start) }
        var sweep = endAngle - startAngle
        let turn = 2 * Double.pi
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
            sweep = min(sweep, turn)
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) - turn }
            sweep = max(sweep, -turn)
        }
        appendArc(center: center, rx: radius, ry: radius, from: startAngle, sweep: sweep)
    }

    /// Appends every step of `path`.
    public mutating func addPath(_ path: Path) {
        for element in path.elements { append(element) }
    }

    /// The path with every point mapped through `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var result = Path()
        for element in elements {
            switch element {
            case .move(let p): result.move(to: transform.apply(to: p))
            case .line(let p): result.addLine(to: transform.apply(to: p))
            case .quadCurve(let p, let c): result.addQuadCurve(to: transform.apply(to: p), control: transform.apply(to: c))
            case .curve(let p, let c1, let c2): result.addCurve(to: transform.apply(to: p), control1: transform.apply(to: c1), control2: transform.apply(to: c2))
            case .close: result.closeSubpath()
            }
        }
        return result
    }

    /// Appends one element through the building calls (so the current point follows).
    private mutating func append(_ element: Element) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
        case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
        case .close: closeSubpath()
        }
    }

    /// A quarter turn of the ellipse of `radius` around `center` from angle `from` (a sharp `corner` when the radius is 0).
    private mutating func addCorner(_ corner: Point, center: Point, radius: Size, from start: Double) {
        guard radius.width > 0, radius.height > 0 else { return addLine(to: corner) }
        appendArc(center: center, rx: radius.width, ry: radius.height, from: start, sweep: .pi / 2)
    }

    /// Cubic curves for an elliptical arc from the current point, a quarter turn at most each.
    private mutating func appendArc(center: Point, rx: Double, ry: Double, from start: Double, sweep: Double) {
        guard sweep != 0 else { return }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = start
        for _ in 0..<pieces {
            let next = angle + step
            let p0 = Point(x: center.x + rx * cos(angle), y: center.y + ry * sin(angle))
            let p3 = Point(x: center.x + rx * cos(next), y: center.y + ry * sin(next))
            let c1 = Point(x: p0.x - k * rx * sin(angle), y: p0.y + k * ry * cos(angle))
            let c2 = Point(x: p3.x + k * rx * sin(next), y: p3.y - k * ry * cos(next))
            addCurve(to: p3, control1: c1, control2: c2)
            angle = next
        }
    }

    // MARK: Reading

    /// The polygons the path outlines, curves flattened to 16 segments each; each subpath closed.
    public func polygons() -> [[Point]] {
        var result: [[Point]] = []
        var polygon: [Point] = []
        var current = Point.zero
        func flush() {
            if polygon.count > 1 { result.append(polygon) }
            polygon = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                flush()
                polygon = [p]
                current = p
            case .line(let p):
                polygon.append(p)
                current = p
            case .quadCurve(let p, let c):
                for i in 1...16 {
                    let t = Double(i) / 16, u = 1 - t
                    polygon.append(Point(x: u * u * current.x + 2 * u * t * c.x + t * t * p.x, y: u * u * current.y + 2 * u * t * c.y + t * t * p.y))
                }
                current = p
            case .curve(let p, let c1, let c2):
                for i in 1...16 {
                    let t = Double(i) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    polygon.append(Point(x: a * current.x + b * c1.x + c * c2.x + d * p.x, y: a * current.y + b * c1.y + c * c2.y + d * p.y))
                }
                current = p
            case .close:
                let start = polygon.first
                flush()
                if let start { current = start }
            }
        }
        flush()
        return result
    }

    /// The smallest rectangle holding the outline (curves included, control points not); `.zero` when empty.
    public var boundingBox: Rect {
        let points = polygons().joined()
        guard let first = points.first else { return elements.first?.end.map { Rect(origin: $0, size: .zero) } ?? .zero }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether the point lies inside, by the non-zero winding rule (or even-odd), on the flattened outline.
    public func contains(_ point: Point, evenOdd: Bool = false) -> Bool {
        var winding = 0
        var crossings = 0
        for polygon in polygons() {
            for (i, a) in polygon.enumerated() {
                let b = polygon[(i + 1) % polygon.count]
                guard (a.y <= point.y) != (b.y <= point.y) else { continue }
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                guard x > point.x else { continue }
                crossings += 1
                winding += b.y > a.y ? 1 : -1
            }
        }
        return evenOdd ? crossings % 2 == 1 : winding != 0
    }

    /// SVG path data ("M 0.0 0.0 L 10.0 0.0 C … Z"), numbers as Swift prints them.
    public var description: String { svgData { "\($0)" } }

    /// SVG path data with each number written by `number`.
    public func svgData(_ number: (Double) -> String) -> String {
        elements.map { element in
            switch element {
            case .move(let p): "M \(number(p.x)) \(number(p.y))"
            case .line(let p): "L \(number(p.x)) \(number(p.y))"
            case .quadCurve(let p, let c): "Q \(number(c.x)) \(number(c.y)) \(number(p.x)) \(number(p.y))"
            case .curve(let p, let c1, let c2):
                "C \(number(c1.x)) \(number(c1.y)) \(number(c2.x)) \(number(c2.y)) \(number(p.x)) \(number(p.y))"
            case .close: "Z"
            }
        }.joined(separator: " ")
    }
}

/// The corners of a rectangle, as UIKit's `UIRectCorner`.
public struct RectCorners: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = RectCorners(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = RectCorners(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = RectCorners(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = RectCorners(rawValue: 1 << 3)
    /// All four.
    public static let allCorners: RectCorners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

extension Path: Interpolatable {
    /// Blends point by point two paths of the same steps (a path animating its own shape); between
    /// paths of different steps the target is shown at once, as Core Animation does.
    public static func interpolate(from: Path, to: Path, fraction: Double) -> Path {
        guard from.elements.count == to.elements.count else { return to }
        var result = Path()
        func mix(_ a: Point, _ b: Point) -> Point { Point.interpolate(from: a, to: b, fraction: fraction) }
        for (a, b) in zip(from.elements, to.elements) {
            switch (a, b) {
            case (.move(let p0), .move(let p1)): result.move(to: mix(p0, p1))
            case (.line(let p0), .line(let p1)): result.addLine(to: mix(p0, p1))
            case (.quadCurve(let p0, let c0), .quadCurve(let p1, let c1)): result.addQuadCurve(to: mix(p0, p1), control: mix(c0, c1))
            case (.curve(let p0, let a0, let b0), .curve(let p1, let a1, let b1)):
                result.addCurve(to: mix(p0, p1), control1: mix(a0, a1), control2: mix(b0, b1))
            case (.close, .close): result.closeSubpath()
            default: return to
            }
        }
        return result
    }
}
