import GlideInput

/// The edges of the screen in gesture space.
public struct ScreenEdges: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    /// Makes a set from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The edge at x = 0.
    public static let left = ScreenEdges(rawValue: 1 << 0)
    /// The edge at x = width.
    public static let right = ScreenEdges(rawValue: 1 << 1)
    /// The edge at y = 0.
    public static let top = ScreenEdges(rawValue: 1 << 2)
    /// The edge at y = height.
    public static let bottom = ScreenEdges(rawValue: 1 << 3)
    /// All four edges.
    public static let all: ScreenEdges = [.left, .right, .top, .bottom]
}

/// A touchscreen pan that starts at a screen edge, like UIKit's back swipe.
///
/// The touch-down centroid must lie within `edgeWidth` points (20 by default) of one of
/// `edges` of the rectangle from (0, 0) to `screenSize`; otherwise the recognizer fails at
/// touch-down. When the hysteresis is crossed, the motion must point away from such an edge
/// (within 45° of its inward normal), or it fails: a drag along the edge is not an edge pan.
public final class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The edges a pan may start from.
    public let edges: ScreenEdges
    /// The screen in gesture-space points.
    public let screenSize: GestureSize
    /// How far (points) from an edge the touch-down may be.
    public let edgeWidth: Double
    /// The edge the current pan started from, once it has begun.
    public private(set) var beganEdge: ScreenEdges?

    /// The default edge strip, in points.
    public static let defaultEdgeWidth = 20.0

    /// An edge pan on a touchscreen of `screenSize` points, mapped with `.touchscreen(screenSize:)` unless `mapping` is given.
    public init(
        edges: ScreenEdges,
        screenSize: GestureSize,
        edgeWidth: Double = defaultEdgeWidth,
        mapping: TouchMapping? = nil,
        configuration: Configuration = .touchscreen
    ) {
        precondition(!edges.isEmpty && edgeWidth > 0 && edgeWidth.isFinite,
                     "ScreenEdgePanGestureRecognizer needs at least one edge and a positive edge width, got \(edges.rawValue) and \(edgeWidth)")
        self.edges = edges
        self.screenSize = screenSize
        self.edgeWidth = edgeWidth
        super.init(mapping: mapping ?? .touchscreen(screenSize: screenSize), configuration: configuration)
    }

    override func allowsTouchDown(at location: GesturePoint) -> Bool {
        beganEdge = nil
        return !nearEdges(location).isEmpty
    }

    override func allowsBegin(translation: GestureVector) -> Bool {
        guard let touchDown = touchDownLocation else { return false }
        let near = nearEdges(touchDown)
        for (edge, inward) in Self.inwardNormals where near.contains(edge) {
            let along = translation.dot(inward)
            let across = abs(translation.dx * inward.dy - translation.dy * inward.dx)
            if along > across {
                beganEdge = edge
                return true
            }
        }
        return false
    }

    /// Each edge with the unit vector pointing from it into the screen.
    private static let inwardNormals: [(ScreenEdges, GestureVector)] = [
        (.left, GestureVector(dx: 1, dy: 0)), (.right, GestureVector(dx: -1, dy: 0)),
        (.top, GestureVector(dx: 0, dy: 1)), (.bottom, GestureVector(dx: 0, dy: -1)),
    ]

    /// The chosen edges whose strip contains `point`.
    private func nearEdges(_ point: GesturePoint) -> ScreenEdges {
        var near: ScreenEdges = []
        if point.x <= edgeWidth { near.insert(.left) }
        if point.x >= screenSize.width - edgeWidth { near.insert(.right) }
        if point.y <= edgeWidth { near.insert(.top) }
        if point.y >= screenSize.height - edgeWidth { near.insert(.bottom) }
        return near.intersection(edges)
    }
}
