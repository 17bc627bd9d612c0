/// A layer, as far as UIKit transition code reaches through `view.layer` and Core Animation's
/// `CALayer`. A view's layer forwards its frame, bounds, corner radius, `masksToBounds`,
/// background colour, opacity and hidden flag to the view (`frame`, `cornerRadius`,
/// `clipsToBounds`, `backgroundColor`, `alpha`, `isHidden`; the corner radius is the view's own), so there is one view tree and one
/// animation engine; its shadow, border, rasterization flags and sublayers are data the layer
/// holds for digests and renderers, never animated. A layer made on its own (`Layer()`,
/// `ShapeLayer()`) holds all of these itself: set as another layer's `mask`, its shape (frame
/// and corner radius, or a shape layer's path) becomes that view's `mask`, at once and whenever
/// it changes; added with `addSublayer`, it is drawn above its view's background and below its
/// subviews (UIKit interleaves sublayers with subviews' layers; Glide keeps views and layers apart).
open class Layer {
    /// The view this layer belongs to; nil for a layer made on its own.
    public private(set) weak var view: View?
    /// The view this (standalone) layer masks.
    weak var maskedView: View?
    /// The explicit animations added with `add(_:forKey:)` that have not ended, in the order added.
    var layerAnimations: [(key: String, animation: LayerAnimation, snapBack: () -> Void)] = []
    /// Names animations added without a key.
    var unnamedAnimations = 0
    /// The layer this one was added to with `addSublayer`.
    public private(set) weak var superlayer: Layer?
    /// The layers added with `addSublayer`, back to front (nil when none, as UIKit's).
    public private(set) var sublayers: [Layer]?
    private var ownFrame = Rect.zero
    private var ownCornerRadius: Double = 0
    private var ownBackgroundColor: Color?
    private var ownOpacity: Float = 1
    private var ownHidden = false
    private var ownMasksToBounds = false
    private var ownPosition: Point?
    private var ownZPosition: Double = 0
    private var ownTransform = CGAffineTransform.identity
    /// The last transform set beyond the plane, kept for readers while the affine transform is still its affine part.
    private var kept3D: Transform3D?

    /// The shadow's colour (default opaque black, as Core Animation's).
    public var shadowColor: Color? = .black
    /// The shadow's opacity, 0…1 (default 0: no shadow).
    public var shadowOpacity: Float = 0
    /// The shadow's offset (default 0, −3, as Core Animation's).
    public var shadowOffset = Size(width: 0, height: -3)
    /// The shadow's blur radius (default 3).
    public var shadowRadius: Double = 3
    /// The shadow's outline; nil casts it from the layer's bounds (rounded by its corner radius).
    public var shadowPath: Path?
    /// The border's width, drawn inside the bounds (default 0).
    public var borderWidth: Double = 0
    /// The border's colour (default opaque black).
    public var borderColor: Color? = .black
    /// The corners `cornerRadius` rounds (default all, as Core Animation's `maskedCorners`): the
    /// others stay square, in renderers' fills and clips and in a mask's shape.
    public var maskedCorners: RectCorners = .allCorners {
        didSet { applyAsMask() }
    }
    /// How the corners curve; recorded (renderers draw every corner as a circular arc).
    public var cornerCurve: CornerCurve = .circular
    /// Whether Core Animation would cache the layer as a bitmap; recorded, changes nothing in Glide.
    public var shouldRasterize = false
    /// The scale of that bitmap; recorded, changes nothing in Glide.
    public var rasterizationScale: Double = 1

    /// A standalone layer (a mask, a sublayer).
    public required init() {}

    init(view: View) {
        self.view = view
    }

    /// The frame, in the superlayer's coordinates (the view's frame for a view's layer).
    open var frame: Rect {
        get { view?.frame ?? ownFrame }
        set {
            if let view { view.frame = newValue } else { ownFrame = newValue; applyAsMask() }
        }
    }

    /// The bounds (the view's bounds for a view's layer).
    open var bounds: Rect {
        get { view?.bounds ?? Rect(origin: .zero, size: ownFrame.size) }
        set {
            if let view { view.bounds = newValue } else { ownFrame.size = newValue.size; applyAsMask() }
        }
    }

    /// The corner radius (animatable in `View.animate` for a view's layer).
    open var cornerRadius: Double {
        get { view?.layerCornerRadius ?? ownCornerRadius }
        set {
            if let view { view.layerCornerRadius = newValue } else { ownCornerRadius = max(0, newValue.isNaN ? 0 : newValue); applyAsMask() }
        }
    }

    /// Whether sublayers are clipped to the bounds (the view's `clipsToBounds`).
    open var masksToBounds: Bool {
        get { view?.clipsToBounds ?? ownMasksToBounds }
        set { if let view { view.clipsToBounds = newValue } else { ownMasksToBounds = newValue } }
    }

    /// The fill colour (the view's `backgroundColor`).
    open var backgroundColor: Color? {
        get { view.map(\.backgroundColor) ?? ownBackgroundColor }
        set { if let view { view.backgroundColor = newValue } else { ownBackgroundColor = newValue } }
    }

    /// The opacity, 0…1 (the view's `alpha`).
    open var opacity: Float {
        get { view.map { Float($0.alpha) } ?? ownOpacity }
        set { if let view { view.alpha = Double(newValue) } else { ownOpacity = newValue } }
    }

    /// Whether the layer is hidden (the view's `isHidden`).
    open var isHidden: Bool {
        get { view?.isHidden ?? ownHidden }
        set { if let view { view.isHidden = newValue } else { ownHidden = newValue } }
    }

    /// Where the layer's centre sits in its superlayer (the view's `center` for a view's layer;
    /// a standalone layer's frame centre unless set).
    open var position: Point {
        get { view?.center ?? ownPosition ?? ownFrame.center }
        set {
            guard let view else { ownPosition = newValue; return }
            view.center = newValue
        }
    }

    /// The stacking order among siblings (the view's `zPosition` for a view's layer).
    open var zPosition: Double {
        get { view?.zPosition ?? ownZPosition }
        set { if let view { view.zPosition = newValue } else { ownZPosition = newValue } }
    }

    /// The layer's transform as an affine one (the view's `transform` for a view's layer; kept,
    /// not drawn, for a standalone layer).
    open func affineTransform() -> CGAffineTransform {
        view?.transform ?? ownTransform
    }

    /// Sets the layer's transform from an affine one (see `affineTransform()`).
    open func setAffineTransform(_ transform: CGAffineTransform) {
        if let view { view.transform = transform } else { ownTransform = transform }
    }

    /// Core Animation's `transform`: set, the layer shows its affine part (`Transform3D.affine`;
    /// the view's `transform` for a view's layer); read, the transform last set while its affine
    /// part is still the layer's, else the layer's affine transform in 3D form.
    public var transform: Transform3D {
        get {
            let affine = affineTransform()
            if let kept3D, kept3D.affine == affine { return kept3D }
            return Transform3D(affine: affine)
        }
        set {
            setAffineTransform(newValue.affine)
            kept3D = newValue.isAffine ? nil : newValue
        }
    }

    /// The layer as it is shown now, as Core Animation's presentation layer: a standalone copy
    /// whose frame, position, transform, corner radius, colour, opacity and hidden flag
    /// are the view's presented values (mid-animation, where the animation shows them); for a
    /// standalone layer, a copy of its own values.
    open func presentation() -> Self? {
        let copy = Self()
        copy.ownFrame = ownFrame
        copy.ownCornerRadius = ownCornerRadius
        copy.ownBackgroundColor = ownBackgroundColor
        copy.ownOpacity = ownOpacity
        copy.ownHidden = ownHidden
        copy.ownPosition = ownPosition
        copy.ownZPosition = ownZPosition
        copy.ownTransform = ownTransform
        copy.maskedCorners = maskedCorners
        if let view {
            let shown = view.presentation
            copy.ownFrame = View.frame(center: shown.center, bounds: shown.bounds, transform: shown.transform)
            copy.ownCornerRadius = shown.cornerRadius
            copy.ownBackgroundColor = shown.backgroundColor
            copy.ownOpacity = Float(shown.alpha)
            copy.ownHidden = shown.isHidden
            copy.ownPosition = shown.center
            copy.ownZPosition = shown.zPosition
            copy.ownTransform = shown.transform
        }
        return copy
    }

    // MARK: Sublayers

    /// Adds `layer` on top of the sublayers, first removing it from its current superlayer.
    open func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: UInt32.max)
    }

    /// Inserts `layer` at `index` among the sublayers (clamped), first removing it from its current superlayer.
    open func insertSublayer(_ layer: Layer, at index: UInt32) {
        guard layer !== self, layer.view == nil else { return }
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayers = list
        layer.superlayer = self
    }

    /// Inserts `layer` just below `sibling` (on top when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        layer.removeFromSuperlayer()
        let index = sublayers?.firstIndex { $0 === sibling }
        insertSublayer(layer, at: index.map { UInt32($0) } ?? UInt32.max)
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        layer.removeFromSuperlayer()
        let index = sublayers?.firstIndex { $0 === sibling }
        insertSublayer(layer, at: index.map { UInt32($0 + 1) } ?? UInt32.max)
    }

    /// Detaches the layer from its superlayer.
    open func removeFromSuperlayer() {
        guard let superlayer else { return }
        superlayer.sublayers?.removeAll { $0 === self }
        if superlayer.sublayers?.isEmpty == true { superlayer.sublayers = nil }
        self.superlayer = nil
    }

    // MARK: Mask

    /// A standalone layer whose shape clips this layer's view (its `mask`); nil when none was set
    /// or the view's `mask` was set directly since.
    open var mask: Layer? {
        get { view?.maskLayer }
        set {
            guard let view else { return }
            view.maskLayer?.maskedView = nil
            if let other = newValue?.maskedView, other !== view {
                // A layer masks one layer at a time: it leaves the one it masked.
                other.maskLayer = nil
                other.setMask(nil, fromLayer: true)
            }
            view.maskLayer = newValue
            newValue?.maskedView = view
            view.setMask(newValue?.maskShape, fromLayer: true)
        }
    }

    /// The clipping shape this standalone layer stands for, in the masked view's bounds.
    var maskShape: MaskShape {
        ownCornerRadius > 0 ? roundedShape(of: ownFrame, radius: ownCornerRadius) : .rect(ownFrame)
    }

    /// `rect` rounded by `radius` at the `maskedCorners`.
    public func roundedShape(of rect: Rect, radius: Double) -> MaskShape {
        guard maskedCorners != .allCorners, radius > 0 else { return .roundedRect(rect, cornerRadius: radius) }
        return .path(Path(roundedRect: rect, corners: maskedCorners, radii: Size(width: radius, height: radius)))
    }

    /// How a layer's corners curve, as Core Animation's `CALayerCornerCurve`.
    public enum CornerCurve: Hashable, Sendable {
        /// Circular arcs (the default).
        case circular
        /// Apple's continuous ("squircle") curve.
        case continuous
    }

    /// Puts this standalone layer's shape on the view it masks.
    func applyAsMask() {
        guard let maskedView, maskedView.maskLayer === self else { return }
        maskedView.setMask(maskShape, fromLayer: true)
    }
}

/// A layer that draws a path, as Core Animation's `CAShapeLayer`: the path (in the layer's own
/// coordinates), its fill and stroke, as data a renderer draws. As a mask, its path (moved by the
/// layer's frame origin) is the clipping shape; with no path it hides the whole view, as in UIKit.
open class ShapeLayer: Layer {
    /// How overlapping subpaths fill, as `CAShapeLayerFillRule`.
    public enum FillRule: Hashable, Sendable {
        /// Non-zero winding (the default).
        case nonZero
        /// Even-odd.
        case evenOdd
    }

    /// The outline; nil draws nothing.
    open var path: Path? {
        didSet { if !isFollowingMask { applyAsMask() } }
    }
    /// Whether `path` is being set from the masked view's animated mask (which must not be set back).
    private var isFollowingMask = false
    /// The fill colour (default opaque black; nil fills nothing).
    open var fillColor: Color? = .black
    /// The stroke colour (default nil: no stroke).
    open var strokeColor: Color?
    /// The stroke width (default 1).
    open var lineWidth: Double = 1
    /// How overlapping subpaths fill (default `.nonZero`; a mask always clips by non-zero winding).
    open var fillRule = FillRule.nonZero

    /// A shape layer with no path.
    public required init() {
        super.init()
    }

    /// Sets `path` to follow the mask a layer animation put on the masked view.
    func setPathKeepingMask(_ path: Path) {
        isFollowingMask = true
        self.path = path
        isFollowingMask = false
    }

    override var maskShape: MaskShape {
        let origin = frame.origin
        return .path((path ?? Path()).applying(CGAffineTransform(translationX: origin.x, y: origin.y)))
    }
}
