import Foundation

/// Explicit animations on layers (Core Animation's `add(_:forKey:)`), run as `View.animate`
/// blocks on the property they name (a keyframe animation as `View.animateKeyframes`, a group
/// as its members): the layer shows `fromValue` (the first value) at once and moves to
/// `toValue` (through the values); at the end the animation leaves the layer, which shows its model value again,
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
        run(animation, forKey: key, duration: animation.effectiveDuration)
    }

    /// Starts `animation` under `key` for `duration` seconds.
    private func run(_ animation: LayerAnimation, forKey key: String, duration: Double) {
        if let group = animation as? LayerAnimationGroup { return run(group, forKey: key, duration: duration) }
        guard let property = animation as? PropertyLayerAnimation, let keyPath = property.keyPath,
              let binding = LayerKeyBinding(layer: self, keyPath: keyPath), let motion = Motion(property, binding: binding, duration: duration)
        else {
            let name = (animation as? PropertyLayerAnimation)?.keyPath ?? String(describing: type(of: animation))
            (view ?? maskedView)?.window?.warn("layer animation of '\(name)' is not supported by Glide: nothing moves and it stops at once; animate the view with UIView.animate instead")
            animation.delegate?.animationDidStart(animation)
            animation.delegate?.animationDidStop(animation, finished: true)
            return
        }
        let model = binding.model()
        let (from, to) = (motion.from, motion.to)
        // Shows the model value again (the one set since, if something has set the property),
        // taking the property from the animation; `to`, and `from` after a cancel ran the
        // animation back to its start, are the animation's own writes, not the app's.
        let snapBack = {
            let current = binding.model()
            let target = current == to || current == from ? model : current
            View.performWithoutAnimation { binding.set(target) }
        }
        layerAnimations.append((key, animation, snapBack))
        View.performWithoutAnimation { binding.set(from) }
        animation.delegate?.animationDidStart(animation)
        let keeps = !animation.isRemovedOnCompletion && (animation.fillMode == .forwards || animation.fillMode == .both)
        motion.start { [weak self] finished in
            guard let self, layerAnimations.contains(where: { $0.animation === animation }) else { return }
            if animation.isRemovedOnCompletion { layerAnimations.removeAll { $0.animation === animation } }
            if !keeps { snapBack() }
            animation.delegate?.animationDidStop(animation, finished: finished)
        }
    }

    /// Starts each of `group`'s animations under a key of its own (`KEY.0`, `KEY.1`, …), lasting
    /// its own duration or, for 0, the group's; the group's delegate hears it start, and stop
    /// once every member has (finished when all finished). The members' own delegates are
    /// replaced, as Core Animation ignores them inside a group.
    private func run(_ group: LayerAnimationGroup, forKey key: String, duration: Double) {
        let members = group.animations ?? []
        group.delegate?.animationDidStart(group)
        guard !members.isEmpty else {
            group.delegate?.animationDidStop(group, finished: true)
            return
        }
        let keys = members.indices.map { "\(key).\($0)" }
        layerAnimations.append((key, group, { [weak self] in for member in keys { self?.removeAnimation(forKey: member) } }))
        let relay = GroupRelay(count: members.count) { [weak self] finished in
            guard let self, layerAnimations.contains(where: { $0.animation === group }) else { return }
            layerAnimations.removeAll { $0.animation === group }
            group.delegate?.animationDidStop(group, finished: finished)
        }
        for (member, memberKey) in zip(members, keys) {
            member.delegate = relay
            run(member, forKey: memberKey, duration: member.duration > 0 && member.duration.isFinite ? min(member.duration, duration) : duration)
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

/// How one key path of a layer reads and sets the view property behind it. Views and layers are
/// held weakly: a kept animation (`isRemovedOnCompletion` false) stays on the layer, and must not
/// keep the view alive through it.
struct LayerKeyBinding {
    /// The model value, as a hashable value of the property's type.
    let model: () -> AnyHashable
    /// The value shown now.
    let presented: () -> AnyHashable
    /// Sets the model value (animated inside an animation block).
    let set: (AnyHashable) -> Void
    /// The property's value from an untyped Core Animation value; nil when it is not one.
    let value: (Any?) -> AnyHashable?
    /// `from + by` for numeric key paths (from: the value shown when nil); nil for the others.
    let sum: (Any?, Any?) -> AnyHashable?

    private init<V: Hashable>(
        model: @escaping () -> V?, presented: @escaping () -> V?, write: @escaping (V) -> Void, convert: @escaping (Any?) -> V?,
        add: ((V, Double) -> V)? = nil
    ) {
        func hashable(_ value: V?) -> AnyHashable { value.map(AnyHashable.init) ?? AnyHashable(value) }
        self.model = { hashable(model()) }
        self.presented = { hashable(presented()) }
        set = { value in if let typed = value.base as? V { write(typed) } }
        value = { convert($0).map(AnyHashable.init) }
        sum = { from, by in
            guard let add, let by = layerNumber(by), let start = convert(from) ?? presented() else { return nil }
            return AnyHashable(add(start, by))
        }
    }

    /// A numeric key path.
    private init(number read: @escaping (ViewPresentation) -> Double, _ write: @escaping (View, Double) -> Void, view: View) {
        self.init(
            model: { [weak view] in view.map { read($0.modelValues) } }, presented: { [weak view] in view.map { read($0.presentation) } },
            write: { [weak view] in if let view { write(view, $0) } }, convert: layerNumber, add: +)
    }

    /// A key path of another type.
    private init<V: Hashable>(typed read: @escaping (ViewPresentation) -> V, _ write: @escaping (View, V) -> Void, view: View) {
        self.init(
            model: { [weak view] in view.map { read($0.modelValues) } }, presented: { [weak view] in view.map { read($0.presentation) } },
            write: { [weak view] in if let view { write(view, $0) } }, convert: { $0 as? V })
    }

    /// A component of the view's transform: read from its decomposition, written by changing that
    /// component alone, so the rest of the transform stays.
    private init(transform component: WritableKeyPath<CGAffineTransform.Decomposed, Double>, also other: WritableKeyPath<CGAffineTransform.Decomposed, Double>? = nil, view: View) {
        self.init(number: { $0.transform.components[keyPath: component] }, { view, value in
            var parts = view.transform.components
            parts[keyPath: component] = value
            if let other { parts[keyPath: other] = value }
            view.transform = parts.transform
        }, view: view)
    }

    init?(layer: Layer, keyPath: String) {
        if keyPath == "path", let shape = layer as? ShapeLayer, let view = shape.maskedView, view.maskLayer === shape {
            let move = CGAffineTransform(translationX: shape.frame.origin.x, y: shape.frame.origin.y)
            self.init(
                model: { [weak view] in view?.mask }, presented: { [weak view] in view?.presentation.mask },
                write: { [weak view, weak shape] mask in
                    guard let view, let shape, case .path(let moved) = mask else { return }
                    view.setMask(mask, fromLayer: true)
                    shape.setPathKeepingMask(moved.applying(move.inverted()))
                }, convert: { ($0 as? Path).map { MaskShape.path($0.applying(move)) } })
            return
        }
        guard let view = layer.view else { return nil }
        switch keyPath {
        case "opacity": self.init(number: { $0.alpha }, { $0.alpha = $1 }, view: view)
        case "cornerRadius": self.init(number: { $0.cornerRadius }, { $0.layerCornerRadius = $1 }, view: view)
        case "position": self.init(typed: { $0.center }, { $0.center = $1 }, view: view)
        case "position.x": self.init(number: { $0.center.x }, { $0.center.x = $1 }, view: view)
        case "position.y": self.init(number: { $0.center.y }, { $0.center.y = $1 }, view: view)
        case "bounds": self.init(typed: { $0.bounds }, { $0.bounds = $1 }, view: view)
        case "bounds.size": self.init(typed: { $0.bounds.size }, { $0.bounds.size = $1 }, view: view)
        case "backgroundColor": self.init(typed: { $0.backgroundColor ?? .clear }, { $0.backgroundColor = $1 }, view: view)
        case "transform.scale": self.init(transform: \.scaleX, also: \.scaleY, view: view)
        case "transform.scale.x": self.init(transform: \.scaleX, view: view)
        case "transform.scale.y": self.init(transform: \.scaleY, view: view)
        case "transform.rotation", "transform.rotation.z": self.init(transform: \.rotation, view: view)
        case "transform.translation.x": self.init(transform: \.tx, view: view)
        case "transform.translation.y": self.init(transform: \.ty, view: view)
        default: return nil
        }
    }
}

extension CGAffineTransform {
    /// The transform's scale, shear, rotation and translation; a singular one (a scale by 0) reads
    /// as its axis lengths with no rotation or shear.
    var components: Decomposed {
        Decomposed(self) ?? Decomposed(scaleX: (a * a + b * b).squareRoot(), scaleY: (c * c + d * d).squareRoot(), shear: 0, rotation: 0, tx: tx, ty: ty)
    }
}

/// How one property animation moves its property: from where, to where, and the animation block that does it.
struct Motion {
    let from: AnyHashable
    let to: AnyHashable
    /// Runs the animation block, calling the completion at its end.
    let start: (@escaping (Bool) -> Void) -> Void

    /// The motion of `animation` on `binding` over `duration` seconds; nil when its values do not fit the property.
    init?(_ animation: PropertyLayerAnimation, binding: LayerKeyBinding, duration: Double) {
        let timing = AnimationTiming.curve(animation.timingFunction?.curve ?? .linear)
        switch animation {
        case let basic as BasicLayerAnimation:
            let to = binding.value(basic.toValue) ?? binding.sum(basic.fromValue, basic.byValue) ?? binding.model()
            from = binding.value(basic.fromValue) ?? binding.presented()
            self.to = to
            start = { completion in
                View.animate(withDuration: duration, timing: timing, options: .allowUserInteraction, animations: { binding.set(to) }, completion: completion)
            }
        case let keyframes as KeyframeLayerAnimation:
            let values = (keyframes.values ?? []).compactMap { binding.value($0) }
            guard let first = values.first, let last = values.last, values.count == keyframes.values?.count else { return nil }
            let times = keyframes.keyTimeFractions(count: values.count)
            from = first
            to = last
            start = { completion in
                View.animateKeyframes(withDuration: duration, options: .allowUserInteraction, animations: {
                    for index in values.indices.dropFirst() {
                        View.addKeyframe(withRelativeStartTime: times[index - 1], relativeDuration: times[index] - times[index - 1]) { binding.set(values[index]) }
                    }
                }, completion: completion)
            }
        default:
            return nil
        }
    }
}

/// Counts a group's members down and reports once all have stopped.
private final class GroupRelay: LayerAnimationDelegate {
    private var left: Int
    private var allFinished = true
    private let done: (Bool) -> Void

    init(count: Int, done: @escaping (Bool) -> Void) {
        left = count
        self.done = done
    }

    func animationDidStop(_ animation: LayerAnimation, finished: Bool) {
        allFinished = allFinished && finished
        left -= 1
        if left == 0 { done(allFinished) }
    }
}
