import Foundation
import GlideGestures

/// A node of the headless view tree, modelled on `UIView`: geometry, appearance, subviews, and
/// model values that animations blend into presentation values.
///
/// Setting an animatable property (`frame`, `center`, `bounds`, `transform`, `alpha`,
/// `backgroundColor`, `mask`, `layer.cornerRadius`) inside a `View.animate` block changes the model value at once and
/// animates the presentation value (`presentation`) from its current value, on the engine of the
/// view's tree (`engine`). Outside a block, or for a view under no engine, the change is immediate
/// and stops that property's animation (its completion still runs at its own end).
/// `isHidden`, `zPosition`, `clipsToBounds` and the tree itself never animate. Confined to its world's thread.
open class View {
    /// Identifies the view in digests, dumps and transition records (the object identity never appears there).
    public var name: String
    /// The view this one is a subview of.
    public private(set) weak var superview: View?
    /// The subviews, back to front.
    public private(set) var subviews: [View] = []
    /// The engine this view's subtree animates on; set on a root view or window (`engine` finds the nearest).
    public var animationEngine: AnimationEngine?
    /// Whether the view is invisible (and skipped by hit-testing); not animatable.
    public var isHidden = false {
        didSet { notifyObservers() }
    }
    /// The layer's stacking position, recorded for digests; not animatable.
    public var zPosition: Double = 0
    /// Whether hit-testing may return this view or its subviews.
    public var isUserInteractionEnabled = true
    /// Whether the subviews are clipped to the bounds (rounded by `layer.cornerRadius`), as UIKit's
    /// `clipsToBounds` (`layer.masksToBounds`); not animatable.
    public var clipsToBounds = false
    /// How the view lays out its content in its bounds (an image view's image); default `.scaleToFill`.
    public var contentMode = ContentMode.scaleToFill
    /// Whether the frame is set directly (true, the default) or from `constraints` (see `LayoutConstraint`).
    public var translatesAutoresizingMaskIntoConstraints = true
    /// The active constraints whose first item is this view.
    var activeConstraints: [LayoutConstraint] = []
    /// Whether `layoutSubviews` is due in the next layout pass (see `setNeedsLayout`).
    public internal(set) var needsLayout = false
    /// The controller whose view this is (told of its layout passes).
    weak var viewController: ViewController?
    /// The key-value observations of this view (see `observe(_:options:changeHandler:)`).
    var observations: [WeakObservation] = []
    /// The view's layer: corner radius, clipping, mask, shadow and sublayers, as UIKit code reaches them (see `Layer`).
    public var layer: Layer {
        if let loadedLayer { return loadedLayer }
        let layer = Layer(view: self)
        loadedLayer = layer
        return layer
    }
    /// The layer once something has asked for it (digests and renderers read it without making one).
    public private(set) var loadedLayer: Layer?
    /// The standalone layer set as `layer.mask`, if any.
    var maskLayer: Layer?
    /// The recognizers attached to this view, in the order they were added (see `addGestureRecognizer`).
    public internal(set) var attachedGestureRecognizers: [any GestureRecognizer] = []

    private var modelCenter: Point
    private var modelBounds: Rect
    private var modelTransform = CGAffineTransform.identity
    private var modelAlpha: Double = 1
    private var modelBackgroundColor: Color?
    private var modelMask: MaskShape?
    private var modelCornerRadius: Double = 0

    private var centerTrack: Track<Point>?
    private var boundsTrack: Track<Rect>?
    private var transformTrack: Track<CGAffineTransform>?
    private var alphaTrack: Track<Double>?
    private var backgroundColorTrack: Track<BackgroundFill>?
    private var maskTrack: Track<MaskShape>?
    private var cornerRadiusTrack: Track<Double>?

    /// Creates a view with the given frame (bounds at the origin), UIKit's designated initialiser.
    public init(frame: Rect) {
        self.name = ""
        self.modelCenter = frame.center
        self.modelBounds = Rect(origin: .zero, size: frame.size)
    }

    /// Creates a view with the given frame and name.
    public convenience init(frame: Rect = .zero, name: String) {
        self.init(frame: frame)
        self.name = name
    }

    /// Creates a view with a zero frame, as UIKit's `UIView()`.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// The name of the view's class, as digests and dumps show it.
    public var typeName: String { String(describing: type(of: self)) }

    /// The engine of the nearest view, this one or an ancestor, that carries one.
    public var engine: AnimationEngine? {
        var view: View? = self
        while let current = view {
            if let engine = current.animationEngine { return engine }
            view = current.superview
        }
        return nil
    }

    // MARK: Geometry

    /// The centre in the superview's coordinates (animatable).
    public var center: Point {
        get { modelCenter }
        set {
            centerTrack = change(.center, track: centerTrack, presented: presentedCenter, to: newValue)
            modelCenter = newValue
            notifyObservers()
        }
    }

    /// The view's own coordinate space: origin and size (animatable).
    public var bounds: Rect {
        get { modelBounds }
        set {
            let resized = newValue.size != modelBounds.size
            boundsTrack = change(.bounds, track: boundsTrack, presented: presentedBounds, to: newValue)
            modelBounds = newValue
            notifyObservers()
            if resized {
                // Each subview placed anew places its own when its size changes, through this setter.
                if subviews.contains(where: { !$0.activeConstraints.isEmpty }) { placeConstrainedSubviews() }
                setNeedsLayout()
            }
        }
    }

    /// The transform applied about the centre (animatable).
    public var transform: CGAffineTransform {
        get { modelTransform }
        set {
            transformTrack = change(.transform, track: transformTrack, presented: presentedTransform, to: newValue)
            modelTransform = newValue
            notifyObservers()
        }
    }

    /// The rectangle the view occupies in its superview: the bounding box of the transformed bounds
    /// around `center`; setting it sets `center` and the size of `bounds` (animatable) as CALayer's
    /// frame setter does, so that the transformed box is the rectangle given (see
    /// `placement(ofFrame:size:transform:)`; `v.frame = v.frame` changes nothing), and observers see
    /// the change once, whole.
    public var frame: Rect {
        get { Self.frame(center: modelCenter, bounds: modelBounds, transform: modelTransform) }
        set {
            let held = observations
            observations = []
            let placement = Self.placement(ofFrame: newValue, size: modelBounds.size, transform: modelTransform)
            center = placement.center
            bounds = Rect(origin: modelBounds.origin, size: placement.size)
            observations = held
            notifyObservers()
        }
    }

    /// The centre and bounds size that `frame = rect` gives a view of bounds size `size` under
    /// `transform`, as CALayer's frame setter: the centre puts the transformed box's centre at the
    /// rectangle's (the translation taken off), and the size is the one whose transformed box is
    /// the rectangle's size: for a box of a·w + c·h by b·w + d·h (|a|, |b|, |c|, |d| of the
    /// transform), the solution of that system. A transform that leaves no single solution (one
    /// that flattens the view, a rotation by an odd multiple of 45°, where UIKit calls the frame
    /// undefined) or a rectangle no size fits keeps `size`.
    static func placement(ofFrame rect: Rect, size: Size, transform: CGAffineTransform) -> (center: Point, size: Size) {
        let center = Point(x: rect.origin.x + rect.size.width / 2 - transform.tx, y: rect.origin.y + rect.size.height / 2 - transform.ty)
        let (a, b, c, d) = (abs(transform.a), abs(transform.b), abs(transform.c), abs(transform.d))
        // Axis-aligned (a scale, a flip, a quarter turn): one division each, exact for powers of two.
        if b == 0, c == 0, a > 0, d > 0 { return (center, Size(width: rect.size.width / a, height: rect.size.height / d)) }
        if a == 0, d == 0, b > 0, c > 0 { return (center, Size(width: rect.size.height / b, height: rect.size.width / c)) }
        let determinant = a * d - b * c
        guard determinant.isFinite, abs(determinant) > 1e-12 else { return (center, size) }
        let width = (d * rect.size.width - c * rect.size.height) / determinant
        let height = (a * rect.size.height - b * rect.size.width) / determinant
        guard width.isFinite, height.isFinite, width >= 0, height >= 0 else { return (center, size) }
        return (center, Size(width: width, height: height))
    }

    /// The frame of a view with the given centre, bounds and transform.
    static func frame(center: Point, bounds: Rect, transform: CGAffineTransform) -> Rect {
        let local = Rect(center: .zero, size: bounds.size)
        let box = transform.isIdentity ? local : transform.apply(to: local)
        // Not `offsetBy`: on Linux it standardizes, and a size overshooting past 0 must stay as is.
        return Rect(x: box.origin.x + center.x, y: box.origin.y + center.y, width: box.size.width, height: box.size.height)
    }

    // MARK: Appearance

    /// The opacity, 0…1 (animatable).
    public var alpha: Double {
        get { modelAlpha }
        set {
            alphaTrack = change(.alpha, track: alphaTrack, presented: presentedAlpha, to: newValue)
            modelAlpha = newValue
            notifyObservers()
        }
    }

    /// The fill colour; nil draws nothing (animates like `Color.clear`).
    public var backgroundColor: Color? {
        get { modelBackgroundColor }
        set {
            backgroundColorTrack = change(.backgroundColor, track: backgroundColorTrack, presented: BackgroundFill(color: presentedBackgroundColor), to: BackgroundFill(color: newValue))
            modelBackgroundColor = newValue
            notifyObservers()
        }
    }

    /// The clipping shape in bounds coordinates; animatable between two shapes (to or from nil is
    /// immediate). Setting it takes the view from a mask layer it had (`layer.mask`).
    public var mask: MaskShape? {
        get { modelMask }
        set { setMask(newValue, fromLayer: false) }
    }

    /// Sets the mask: from the view's mask layer (`fromLayer`), which stays, or from anything else,
    /// which the view then follows instead of the layer.
    func setMask(_ newValue: MaskShape?, fromLayer: Bool) {
        if !fromLayer, let layer = maskLayer {
            layer.maskedView = nil
            maskLayer = nil
        }
        if let newValue, let presented = presentedMask {
            maskTrack = change(.mask, track: maskTrack, presented: presented, to: newValue)
        } else {
            maskTrack?.animation.detached(removed: false)
            maskTrack = nil
        }
        modelMask = newValue
        notifyObservers()
    }

    /// The radius the background's corners (and, with `clipsToBounds`, the clipping) are rounded
    /// by: set it as UIKit code does, through `layer.cornerRadius` (animatable, as in UIKit since
    /// iOS 11; negative counts as 0). UIView has no `cornerRadius` of its own, and UIKit code often
    /// declares one in an extension or subclass, so the view's is not public.
    var layerCornerRadius: Double {
        get { modelCornerRadius }
        set {
            let radius = newValue.isNaN ? 0 : max(0, newValue)
            cornerRadiusTrack = change(.cornerRadius, track: cornerRadiusTrack, presented: presentedCornerRadius, to: radius)
            modelCornerRadius = radius
            notifyObservers()
        }
    }

    // MARK: Layout

    /// Lays out the subviews, in a layout pass (see `setNeedsLayout`); override it to place
    /// subviews from `bounds`, as in UIKit. The default places the subviews that follow Auto
    /// Layout constraints (`LayoutConstraint`).
    open func layoutSubviews() {
        placeConstrainedSubviews()
    }

    /// UIKit's `awakeFromNib()`, for a view loaded from a nib or storyboard. Glide loads none, so
    /// it never calls it; overrides compile and may call `super`.
    open func awakeFromNib() {}

    // MARK: Presentation

    private var presentedCenter: Point { centerTrack?.value() ?? modelCenter }
    private var presentedBounds: Rect { boundsTrack?.value() ?? modelBounds }
    private var presentedTransform: CGAffineTransform { transformTrack?.value() ?? modelTransform }
    private var presentedAlpha: Double { alphaTrack?.value() ?? modelAlpha }
    private var presentedBackgroundColor: Color? { backgroundColorTrack.map { $0.value().color } ?? modelBackgroundColor }
    private var presentedMask: MaskShape? { maskTrack?.value() ?? modelMask }
    private var presentedCornerRadius: Double { cornerRadiusTrack?.value() ?? modelCornerRadius }

    /// What the view shows now: the model values blended by the animations in flight, at the engine's current time.
    public var presentation: ViewPresentation {
        ViewPresentation(
            center: presentedCenter, bounds: presentedBounds, transform: presentedTransform, alpha: presentedAlpha,
            backgroundColor: presentedBackgroundColor, mask: presentedMask, isHidden: isHidden, zPosition: zPosition,
            cornerRadius: presentedCornerRadius, clipsToBounds: clipsToBounds)
    }

    /// The model values: what the view shows once every animation has ended.
    public var modelValues: ViewPresentation {
        ViewPresentation(
            center: modelCenter, bounds: modelBounds, transform: modelTransform, alpha: modelAlpha,
            backgroundColor: modelBackgroundColor, mask: modelMask, isHidden: isHidden, zPosition: zPosition,
            cornerRadius: modelCornerRadius, clipsToBounds: clipsToBounds)
    }

    /// Sets every model value to `state`'s through the animatable setters, so an open animation block animates them.
    func setModel(_ state: ViewPresentation) {
        center = state.center
        bounds = state.bounds
        transform = state.transform
        alpha = state.alpha
        backgroundColor = state.backgroundColor
        mask = state.mask
        layerCornerRadius = state.cornerRadius
        clipsToBounds = state.clipsToBounds
        isHidden = state.isHidden
        zPosition = state.zPosition
    }

    /// Whether any property of this view is animating.
    public var hasAnimations: Bool {
        centerTrack != nil || boundsTrack != nil || transformTrack != nil || alphaTrack != nil || backgroundColorTrack != nil || maskTrack != nil
            || cornerRadiusTrack != nil
    }

    /// Whether an animation without `.allowUserInteraction` is running on this view (UIKit then ignores its touches).
    public var isInteractionBlockedByAnimation: Bool {
        centerTrack?.animation.blocksInteraction == true || boundsTrack?.animation.blocksInteraction == true
            || transformTrack?.animation.blocksInteraction == true || alphaTrack?.animation.blocksInteraction == true
            || backgroundColorTrack?.animation.blocksInteraction == true || maskTrack?.animation.blocksInteraction == true
            || cornerRadiusTrack?.animation.blocksInteraction == true
    }

    /// Whether a property animator that lets touches through moves this view (its centre, bounds or
    /// transform): hit-testing then takes the view where it is shown, not its model values.
    var isHitTestedWhereShown: Bool {
        centerTrack?.animation.hitTestsPresentation == true || boundsTrack?.animation.hitTestsPresentation == true
            || transformTrack?.animation.hitTestsPresentation == true
    }

    /// Stops every animation of this view's properties, so it shows its model values; an animation
    /// left with nothing to animate this way completes at the current clock time with `finished == false`.
    public func removeAllAnimations() {
        centerTrack?.animation.detached(removed: true)
        boundsTrack?.animation.detached(removed: true)
        transformTrack?.animation.detached(removed: true)
        alphaTrack?.animation.detached(removed: true)
        backgroundColorTrack?.animation.detached(removed: true)
        maskTrack?.animation.detached(removed: true)
        cornerRadiusTrack?.animation.detached(removed: true)
        centerTrack = nil
        boundsTrack = nil
        transformTrack = nil
        alphaTrack = nil
        backgroundColorTrack = nil
        maskTrack = nil
        cornerRadiusTrack = nil
    }

    /// The new track of a property after a change: the running block's animation from the
    /// presented value, or none (immediate); a track it replaces is detached from its animation.
    private func change<V: Interpolatable>(_ property: AnimatableProperty, track: Track<V>?, presented: @autoclosure () -> V, to newValue: V) -> Track<V>? {
        guard let transaction = AnimationTransaction.current, let animation = transaction.animation(for: engine) else {
            track?.animation.detached(removed: false)
            return nil
        }
        if var track, track.animation === animation {
            track.to = newValue
            return track
        }
        let group = ThreadAnimationState.current.keyframeGroups.last
        animation.keyframeGroup = group
        track?.animation.detached(removed: false)
        animation.attach(self, property)
        // A later keyframe of the same call chains on from the earlier one's end.
        if let group, var earlier = track, earlier.animation.keyframeGroup === group, !earlier.animation.isFinished {
            let chain = earlier.earlier
            earlier.earlier = []
            return Track(from: earlier.to, to: newValue, animation: animation, earlier: chain + [earlier])
        }
        return Track(from: presented(), to: newValue, animation: animation)
    }

    /// Drops a property's track when it belongs to `animation` (which is ending), setting the model
    /// value to the track's start, end or current value; returns a way to set it to another position later.
    func settleTrack(_ property: AnimatableProperty, ownedBy animation: Animation, at position: AnimatingPosition) -> ((AnimatingPosition) -> Void)? {
        switch property {
        case .center: return settle(&centerTrack, animation, position) { [weak self] in self?.modelCenter = $0 }
        case .bounds: return settle(&boundsTrack, animation, position) { [weak self] in self?.modelBounds = $0 }
        case .transform: return settle(&transformTrack, animation, position) { [weak self] in self?.modelTransform = $0 }
        case .alpha: return settle(&alphaTrack, animation, position) { [weak self] in self?.modelAlpha = $0 }
        case .backgroundColor: return settle(&backgroundColorTrack, animation, position) { [weak self] in self?.modelBackgroundColor = $0.color }
        case .mask: return settle(&maskTrack, animation, position) { [weak self] in self?.modelMask = $0 }
        case .cornerRadius: return settle(&cornerRadiusTrack, animation, position) { [weak self] in self?.modelCornerRadius = $0 }
        }
    }

    /// `settleTrack` for one property.
    private func settle<V>(_ track: inout Track<V>?, _ animation: Animation, _ position: AnimatingPosition, set: @escaping (V) -> Void) -> ((AnimatingPosition) -> Void)? {
        guard let owned = track, owned.animation === animation else { return nil }
        if position == .start, var previous = owned.earlier.last, !previous.animation.isFinished {
            // Run back past its start, a chained keyframe hands the property to the one before,
            // which settles it when it, too, has run back.
            previous.earlier = Array(owned.earlier.dropLast())
            previous.animation.reattached()
            track = previous
            return nil
        }
        let start = owned.start
        let end = owned.to
        let current = position == .current ? owned.value() : owned.to
        track = nil
        let apply: (AnimatingPosition) -> Void = { target in
            switch target {
            case .start: set(start)
            case .current: set(current)
            case .end: set(end)
            }
        }
        apply(position)
        return apply
    }

    // MARK: Tree

    /// Adds `view` on top of the subviews, first removing it from its current superview.
    public func addSubview(_ view: View) {
        insertSubview(view, at: .max)
    }

    /// Inserts `view` at `index` among the subviews (clamped to the valid range), first removing it from its current superview.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "insertSubview: '\(view.name)' (\(view.typeName)) cannot become a subview of '\(name)', its own descendant or itself")
        view.removeFromSuperview()
        let position = min(max(index, 0), subviews.count)
        subviews.insert(view, at: position)
        view.superview = self
        view.setNeedsLayout()
    }

    /// Inserts `view` just above `sibling`; when `sibling` is not a subview, `view` goes on top.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard view !== sibling else { return }
        view.removeFromSuperview()
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: index + 1)
    }

    /// Inserts `view` just below `sibling`; when `sibling` is not a subview, `view` goes on top.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        guard view !== sibling else { return }
        view.removeFromSuperview()
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: index)
    }

    /// Detaches the view from its superview (its animations keep running).
    public func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }

    /// Moves a subview on top of its siblings; does nothing for a view that is not a subview.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        subviews.removeAll { $0 === view }
        subviews.append(view)
    }

    /// Moves a subview below its siblings; does nothing for a view that is not a subview.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        subviews.removeAll { $0 === view }
        subviews.insert(view, at: 0)
    }

    /// Whether this view is `view` or lies somewhere below it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The topmost ancestor (the view itself when it has no superview).
    public var rootView: View {
        var current = self
        while let parent = current.superview { current = parent }
        return current
    }

    /// The subtree in pre-order (this view first, then each subview's subtree, back to front).
    public var subtree: [View] {
        var result: [View] = []
        func visit(_ view: View) {
            result.append(view)
            for child in view.subviews { visit(child) }
        }
        visit(self)
        return result
    }
}

/// Views compare by identity, as UIKit's (`NSObject`s) do, so `view == other` and
/// `subviews.firstIndex(of:)` work.
extension View: Hashable {
    public static func == (lhs: View, rhs: View) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
