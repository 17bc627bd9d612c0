import Foundation

/// Explicit animations on layers (Core Animation's `add(_:forKey:)`), run as `View.animate`
/// blocks on the property they name: the layer shows `fromValue` at once and moves to
/// `toValue`; at the end the animation leaves the layer, which shows its model value again,
/// unless it is kept (`isRemovedOnCompletion` false with a `.forwards` or `.both` fill), and the
/// delegate hears `animationDidStop`. One difference from Core Animation: while the animation
/// runs, the property's model value reads `toValue` (set the model to the end value first, as
/// most code does, and nothing differs). A key path Glide cannot animate changes nothing: the
/// window warns, and the delegate hears the animation stop, finished, at once.
extension Layer {
    /// Runs `animation` on this layer under `key` (replacing, and stopping, one of the same key).
    public func add(_ animation: LayerAnimation, forKey key: String?) {
        let key = key ?? {
            unnamedAnimations += 1
            return "animation-\(unnamedAnimations)"
        }()
        removeAnimation(forKey: key)
        guard let basic = animation as? BasicLayerAnimation, let keyPath = basic.keyPath, let binding = LayerKeyBinding(layer: self, keyPath: keyPath) else {
            let name = (animation as? BasicLayerAnimation)?.keyPath ?? String(describing: type(of: animation))
            (view ?? maskedView)?.window?.warn("layer animation of '\(name)' is not supported by Glide: nothing moves and it stops at once; animate the view with UIView.animate instead")
            animation.delegate?.animationDidStart(animation)
            animation.delegate?.animationDidStop(animation, finished: true)
            return
        }
        let model = binding.model()
        let from = binding.value(basic.fromValue) ?? binding.presented()
        let to = binding.value(basic.toValue) ?? binding.sum(basic.fromValue, basic.byValue) ?? model
        // Shows the model value again (the one set since, if something has set the property),
        // taking the property from the animation.
        let snapBack = {
            let target = binding.model() == to ? model : binding.model()
            View.performWithoutAnimation { binding.set(target) }
        }
        layerAnimations.append((key, animation, snapBack))
        View.performWithoutAnimation { binding.set(from) }
        animation.delegate?.animationDidStart(animation)
        let keeps = !animation.isRemovedOnCompletion && (animation.fillMode == .forwards || animation.fillMode == .both)
        View.animate(withDuration: animation.effectiveDuration, timing: .curve(animation.timingFunction?.curve ?? .linear), options: .allowUserInteraction) {
            binding.set(to)
        } completion: { [weak self] finished in
            guard let self, layerAnimations.contains(where: { $0.animation === animation }) else { return }
            if animation.isRemovedOnCompletion { layerAnimations.removeAll { $0.animation === animation } }
            if !keeps { snapBack() }
            animation.delegate?.animationDidStop(animation, finished: finished)
        }
    }

    /// Stops the animation added under `key`: the layer shows its model value, and the delegate hears it stop unfinished.
    public func removeAnimation(forKey key: String) {
        guard let index = layerAnimations.firstIndex(where: { $0.key == key }) else { return }
        let (_, animation, snapBack) = layerAnimations.remove(at: index)
        // Setting the property without animation takes it from the animation.
        snapBack()
        animation.delegate?.animationDidStop(animation, finished: false)
    }

    /// Stops every animation added to this layer.
    public func removeAllAnimations() {
        for key in animationKeys() ?? [] { removeAnimation(forKey: key) }
    }

    /// The animation added under `key` that has not left the layer.
    public func animation(forKey key: String) -> LayerAnimation? {
        layerAnimations.first { $0.key == key }?.animation
    }

    /// The keys of the animations that have not left the layer (nil when none, as Core Animation's).
    public func animationKeys() -> [String]? {
        layerAnimations.isEmpty ? nil : layerAnimations.map(\.key)
    }
}

/// How one key path of a layer reads and sets the view property behind it.
struct LayerKeyBinding {
    /// The model value, as a hashable value of the property's type.
    let model: () -> AnyHashable
    /// The value shown now.
    let presented: () -> AnyHashable
    /// Sets the model value (animated inside an animation block).
    let set: (AnyHashable) -> Void
    /// The property's value from an untyped Core Animation value; nil when it is not one.
    let value: (Any?) -> AnyHashable?
    /// `from + by` for numeric key paths (from: the value shown when nil).
    let sum: (Any?, Any?) -> AnyHashable?

    init?(layer: Layer, keyPath: String) {
        if keyPath == "path", let shape = layer as? ShapeLayer, let view = shape.maskedView, view.maskLayer === shape {
            let origin = shape.frame.origin
            let move = CGAffineTransform(translationX: origin.x, y: origin.y)
            model = { AnyHashable(view.mask) }
            presented = { AnyHashable(view.presentation.mask) }
            set = { value in
                view.mask = value.base as? MaskShape
                if let mask = view.mask, case .path(let moved) = mask { shape.setPathKeepingMask(moved.applying(move.inverted())) }
            }
            value = { ($0 as? Path).map { AnyHashable(MaskShape.path($0.applying(move))) } }
            sum = { _, _ in nil }
            return
        }
        guard let view = layer.view else { return nil }
        func number(_ get: @escaping (ViewPresentation) -> Double, _ put: @escaping (Double) -> Void) -> (model: () -> AnyHashable, presented: () -> AnyHashable, set: (AnyHashable) -> Void, value: (Any?) -> AnyHashable?, sum: (Any?, Any?) -> AnyHashable?) {
            (model: { AnyHashable(get(view.modelValues)) }, presented: { AnyHashable(get(view.presentation)) },
             set: { value in if let number = value.base as? Double { put(number) } },
             value: { layerNumber($0).map(AnyHashable.init) },
             sum: { from, by in
                 guard let by = layerNumber(by) else { return nil }
                 return AnyHashable((layerNumber(from) ?? get(view.presentation)) + by)
             })
        }
        func typed<V: Hashable>(_ get: @escaping (ViewPresentation) -> V, _ put: @escaping (V) -> Void) -> (model: () -> AnyHashable, presented: () -> AnyHashable, set: (AnyHashable) -> Void, value: (Any?) -> AnyHashable?, sum: (Any?, Any?) -> AnyHashable?) {
            (model: { AnyHashable(get(view.modelValues)) }, presented: { AnyHashable(get(view.presentation)) },
             set: { value in if let typed = value.base as? V { put(typed) } },
             value: { ($0 as? V).map(AnyHashable.init) }, sum: { _, _ in nil })
        }
        let parts: (model: () -> AnyHashable, presented: () -> AnyHashable, set: (AnyHashable) -> Void, value: (Any?) -> AnyHashable?, sum: (Any?, Any?) -> AnyHashable?)
        switch keyPath {
        case "opacity": parts = number({ $0.alpha }, { view.alpha = $0 })
        case "cornerRadius": parts = number({ $0.cornerRadius }, { view.layerCornerRadius = $0 })
        case "position": parts = typed({ $0.center }, { view.center = $0 })
        case "position.x": parts = number({ $0.center.x }, { view.center.x = $0 })
        case "position.y": parts = number({ $0.center.y }, { view.center.y = $0 })
        case "bounds": parts = typed({ $0.bounds }, { view.bounds = $0 })
        case "bounds.size": parts = typed({ $0.bounds.size }, { view.bounds.size = $0 })
        case "backgroundColor": parts = typed({ $0.backgroundColor ?? .clear }, { view.backgroundColor = $0 })
        case "transform.scale": parts = number({ $0.transform.scaleX }, { view.transform = CGAffineTransform(scaleX: $0, y: $0) })
        case "transform.scale.x": parts = number({ $0.transform.scaleX }, { view.transform = CGAffineTransform(scaleX: $0, y: view.transform.scaleY) })
        case "transform.scale.y": parts = number({ $0.transform.scaleY }, { view.transform = CGAffineTransform(scaleX: view.transform.scaleX, y: $0) })
        case "transform.rotation", "transform.rotation.z": parts = number({ atan2($0.transform.b, $0.transform.a) }, { view.transform = CGAffineTransform(rotationAngle: $0) })
        case "transform.translation.x": parts = number({ $0.transform.tx }, { view.transform = CGAffineTransform(translationX: $0, y: view.transform.ty) })
        case "transform.translation.y": parts = number({ $0.transform.ty }, { view.transform = CGAffineTransform(translationX: view.transform.tx, y: $0) })
        default: return nil
        }
        (model, presented, set, value, sum) = parts
    }
}

extension CGAffineTransform {
    /// The horizontal scale (the length of the transformed x axis).
    var scaleX: Double { (a * a + b * b).squareRoot() }
    /// The vertical scale (the length of the transformed y axis).
    var scaleY: Double { (c * c + d * d).squareRoot() }
}
