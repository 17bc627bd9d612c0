/// The visual state of one view at one instant: model values, or presentation values mid-animation.
public struct ViewPresentation: Hashable, Sendable {
    /// The centre in the superview's coordinates.
    public var center: Point
    /// The view's own coordinate space.
    public var bounds: Rect
    /// The transform about the centre.
    public var transform: CGAffineTransform
    /// The opacity.
    public var alpha: Double
    /// The fill colour.
    public var backgroundColor: Color?
    /// The clipping shape.
    public var mask: MaskShape?
    /// Whether the view is hidden.
    public var isHidden: Bool
    /// The stacking position.
    public var zPosition: Double
    /// The corner radius of the background (and the clipping).
    public var cornerRadius: Double
    /// Whether the subviews are clipped to the bounds.
    public var clipsToBounds: Bool

    /// Creates a visual state from its fields.
    public init(center: Point, bounds: Rect, transform: CGAffineTransform, alpha: Double, backgroundColor: Color?, mask: MaskShape?, isHidden: Bool, zPosition: Double, cornerRadius: Double = 0, clipsToBounds: Bool = false) {
        self.center = center
        self.bounds = bounds
        self.transform = transform
        self.alpha = alpha
        self.backgroundColor = backgroundColor
        self.mask = mask
        self.isHidden = isHidden
        self.zPosition = zPosition
        self.cornerRadius = cornerRadius
        self.clipsToBounds = clipsToBounds
    }

    /// The rectangle in the superview: the bounding box of the transformed bounds around the centre.
    public var frame: Rect { View.frame(center: center, bounds: bounds, transform: transform) }
}
