import GlideInput

/// How a `Touch` becomes a point in gesture space, given to every recognizer when it is made.
///
/// Per ARCHITECTURE.md, "Units": on a touchpad the pad's width maps onto the container's
/// width, the same scale on both axes, so a swipe across 20 % of the pad is 20 % of the
/// container; on a touchscreen the normalised position is scaled to the screen's size in
/// points. `custom` lets GlideUI (or a test) supply any other mapping, e.g. a view's own
/// coordinate space.
public struct TouchMapping: Sendable {
    private enum Kind: Sendable {
        /// Millimetres times `scale` points per millimetre.
        case touchpad(pointsPerMillimetre: Double)
        /// Normalised position times the screen size.
        case touchscreen(GestureSize)
        /// A caller-supplied function.
        case custom(@Sendable (Touch) -> GesturePoint)
    }

    private let kind: Kind

    private init(_ kind: Kind) { self.kind = kind }

    /// A touchpad `padWidthMM` wide whose width spans `containerWidth` points (both > 0).
    ///
    /// `padWidthMM` must be computed the same way as `Touch.mm` (axis range over resolution,
    /// or the frame assembler's fallback when the resolution is 0).
    public static func touchpad(padWidthMM: Double, containerWidth: Double) -> TouchMapping {
        precondition(
            padWidthMM > 0 && padWidthMM.isFinite && containerWidth > 0 && containerWidth.isFinite,
            "TouchMapping.touchpad needs a positive finite pad width and container width, got \(padWidthMM) mm and \(containerWidth) points")
        return TouchMapping(.touchpad(pointsPerMillimetre: containerWidth / padWidthMM))
    }

    /// A touchscreen covering a screen of `screenSize` points (both sides > 0).
    public static func touchscreen(screenSize: GestureSize) -> TouchMapping {
        precondition(
            screenSize.width > 0 && screenSize.height > 0 && screenSize.width.isFinite && screenSize.height.isFinite,
            "TouchMapping.touchscreen needs a positive finite screen size, got \(screenSize)")
        return TouchMapping(.touchscreen(screenSize))
    }

    /// A mapping given by `map`, which should return finite points.
    public static func custom(_ map: @escaping @Sendable (Touch) -> GesturePoint) -> TouchMapping {
        TouchMapping(.custom(map))
    }

    /// Points per millimetre of finger travel on a touchpad mapping; nil for other mappings.
    public var pointsPerMillimetre: Double? {
        switch kind {
        case .touchpad(let scale): scale
        case .touchscreen, .custom: nil
        }
    }

    /// The centroid of `touches` in gesture space, or nil when there are none or it is not finite.
    public func centroid(of touches: [Touch]) -> GesturePoint? {
        guard !touches.isEmpty else { return nil }
        var x = 0.0
        var y = 0.0
        for touch in touches {
            let point = point(for: touch)
            x += point.x
            y += point.y
        }
        let n = Double(touches.count)
        let centroid = GesturePoint(x: x / n, y: y / n)
        return centroid.x.isFinite && centroid.y.isFinite ? centroid : nil
    }

    /// The touch's position in gesture space.
    public func point(for touch: Touch) -> GesturePoint {
        switch kind {
        case .touchpad(let scale):
            GesturePoint(x: touch.mm.x * scale, y: touch.mm.y * scale)
        case .touchscreen(let size):
            GesturePoint(x: touch.normalized.x * size.width, y: touch.normalized.y * size.height)
        case .custom(let map):
            map(touch)
        }
    }
}

extension TouchMapping {
    /// The default mapping for `device`: a touchpad's width onto `container`'s width, a
    /// touchscreen onto the whole container; nil when the device reports no positions.
    ///
    /// The pad's width comes from `DeviceDescription.sizeInMillimetres`, the same source
    /// (resolution-0 fallback included) as the frame assembler's `Touch.mm`.
    public init?(device: DeviceDescription, container: GestureSize) {
        guard container.width > 0, container.height > 0, container.width.isFinite, container.height.isFinite else { return nil }
        switch device.kind {
        case .touchscreen:
            self = .touchscreen(screenSize: container)
        case .touchpad, .clickpad:
            guard let width = device.sizeInMillimetres?.width, width > 0, width.isFinite else { return nil }
            self = .touchpad(padWidthMM: width, containerWidth: container.width)
        case .notTouch:
            return nil
        }
    }
}
