/// A view's layer, as far as UIKit transition code reaches through `view.layer`: the corner
/// radius, `masksToBounds` and a mask layer, all held by the view itself (`cornerRadius`,
/// `clipsToBounds`, `mask`), so there is one view tree and one animation engine. A layer made on
/// its own (`Layer()`) is a mask layer: its frame and corner radius become the masked view's
/// `mask` (a rectangle or rounded rectangle in the view's bounds), at once, also when changed later.
public final class Layer {
    /// The view this layer belongs to; nil for a layer made on its own.
    public private(set) weak var view: View?
    /// The view this (standalone) layer masks.
    private weak var maskedView: View?
    private var ownFrame = Rect.zero
    private var ownCornerRadius: Double = 0

    /// A standalone layer, for use as another layer's `mask`.
    public init() {}

    init(view: View) {
        self.view = view
    }

    /// The frame, in the superlayer's coordinates (the view's frame for a view's layer).
    public var frame: Rect {
        get { view?.frame ?? ownFrame }
        set {
            if let view { view.frame = newValue } else { ownFrame = newValue; applyAsMask() }
        }
    }

    /// The bounds (the view's bounds for a view's layer).
    public var bounds: Rect {
        get { view?.bounds ?? Rect(origin: .zero, size: ownFrame.size) }
        set {
            if let view { view.bounds = newValue } else { ownFrame.size = newValue.size; applyAsMask() }
        }
    }

    /// The corner radius (the view's `cornerRadius`, animatable in `View.animate`).
    public var cornerRadius: Double {
        get { view?.cornerRadius ?? ownCornerRadius }
        set {
            if let view { view.cornerRadius = newValue } else { ownCornerRadius = max(0, newValue.isNaN ? 0 : newValue); applyAsMask() }
        }
    }

    /// Whether sublayers are clipped to the bounds (the view's `clipsToBounds`).
    public var masksToBounds: Bool {
        get { view?.clipsToBounds ?? false }
        set { view?.clipsToBounds = newValue }
    }

    /// A standalone layer whose frame and corner radius clip this layer's view (its `mask`); nil
    /// when none was set or the view's `mask` was changed since.
    public var mask: Layer? {
        get {
            guard let view, let layer = view.maskLayer, view.mask == layer.maskShape else { return nil }
            return layer
        }
        set {
            guard let view else { return }
            view.maskLayer?.maskedView = nil
            if let other = newValue?.maskedView, other !== view {
                // A layer masks one layer at a time: it leaves the one it masked.
                other.maskLayer = nil
                other.mask = nil
            }
            view.maskLayer = newValue
            newValue?.maskedView = view
            view.mask = newValue?.maskShape
        }
    }

    /// The clipping shape this standalone layer stands for.
    private var maskShape: MaskShape {
        ownCornerRadius > 0 ? .roundedRect(ownFrame, cornerRadius: ownCornerRadius) : .rect(ownFrame)
    }

    /// Puts this standalone layer's shape on the view it masks.
    private func applyAsMask() {
        guard let maskedView, maskedView.maskLayer === self else { return }
        maskedView.mask = maskShape
    }
}
