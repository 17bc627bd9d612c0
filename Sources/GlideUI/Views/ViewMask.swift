/// The shape that clips a view, in the view's bounds coordinates; animatable (the circle reveal grows an oval).
public enum MaskShape: Hashable, Sendable, CustomStringConvertible {
    /// A rectangle.
    case rect(Rect)
    /// A rectangle with rounded corners of the given radius.
    case roundedRect(Rect, cornerRadius: Double)
    /// The oval inscribed in the rectangle.
    case oval(Rect)
    /// Any outline, filled by the non-zero winding rule (a `CAShapeLayer` mask's path).
    case path(Path)

    /// The circle of `radius` around `center`.
    public static func circle(center: Point, radius: Double) -> MaskShape {
        .oval(Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// The rectangle the shape fills (a path's bounding box).
    public var rect: Rect {
        switch self {
        case .rect(let rect), .roundedRect(let rect, _), .oval(let rect): rect
        case .path(let path): path.boundingBox
        }
    }

    /// Whether the point (bounds coordinates) lies inside the shape.
    public func contains(_ point: Point) -> Bool {
        switch self {
        case .rect(let rect):
            return rect.contains(point)
        case .roundedRect(let rect, let radius):
            guard rect.contains(point) else { return false }
            let r = min(max(radius, 0), rect.width / 2, rect.height / 2)
            let cx = min(max(point.x, rect.minX + r), rect.maxX - r)
            let cy = min(max(point.y, rect.minY + r), rect.maxY - r)
            return point.distance(to: Point(x: cx, y: cy)) <= r
        case .oval(let rect):
            guard rect.width > 0, rect.height > 0 else { return false }
            let center = rect.center
            let dx = (point.x - center.x) / (rect.width / 2)
            let dy = (point.y - center.y) / (rect.height / 2)
            return dx * dx + dy * dy <= 1
        case .path(let path):
            return path.contains(point)
        }
    }

    /// Reads like "oval(x, y, w×h)".
    public var description: String {
        switch self {
        case .rect(let rect): "rect\(rect.glideDescription)"
        case .roundedRect(let rect, let radius): "roundedRect\(rect.glideDescription) r=\(radius)"
        case .oval(let rect): "oval\(rect.glideDescription)"
        case .path(let path): "path(\(path))"
        }
    }
}

extension MaskShape: Interpolatable {
    /// Blends the rectangles (and corner radii); between different kinds the target kind is shown
    /// with the blended rectangle, except that a plain rectangle counts as a rounded one of radius 0.
    /// Paths blend as `Path` does; to or from a path, the target is shown at once.
    public static func interpolate(from: MaskShape, to: MaskShape, fraction: Double) -> MaskShape {
        switch (from, to) {
        case (.path(let a), .path(let b)): return .path(.interpolate(from: a, to: b, fraction: fraction))
        case (.path, _), (_, .path): return to
        default: break
        }
        let rect = Rect.interpolate(from: from.rect, to: to.rect, fraction: fraction)
        switch (from, to) {
        case (.rect, .rect):
            return .rect(rect)
        case (.oval, .oval):
            return .oval(rect)
        case (.roundedRect(_, let r0), .roundedRect(_, let r1)):
            return .roundedRect(rect, cornerRadius: .interpolate(from: r0, to: r1, fraction: fraction))
        case (.rect, .roundedRect(_, let r1)):
            return .roundedRect(rect, cornerRadius: .interpolate(from: 0, to: r1, fraction: fraction))
        case (.roundedRect(_, let r0), .rect):
            return .roundedRect(rect, cornerRadius: .interpolate(from: r0, to: 0, fraction: fraction))
        case (_, .rect):
            return .rect(rect)
        case (_, .roundedRect(_, let r1)):
            return .roundedRect(rect, cornerRadius: r1)
        case (_, .oval):
            return .oval(rect)
        case (_, .path):
            return to
        }
    }
}
