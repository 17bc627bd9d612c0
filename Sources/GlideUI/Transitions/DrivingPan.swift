import GlideGestures

/// The pan that drove a transition's percent and the screen axis along which it moved it: what
/// gives the release velocity of an interaction that does not say its own (UIKit code that
/// decides in its pan's action).
///
/// The axis is learned from the updates the pan delivered: Σ Δpercent · Δtranslation points
/// along the finger's motion that moved the percent, signed towards the end; its larger component
/// names the axis (horizontal or vertical). Before any motion moved the percent, the pan's own
/// translation names it; with neither, the axis is unknown.
///
/// The pan is known by its identity alone: a weak reference would give it a side table, and
/// every retain of it on every frame would take the slow path.
struct DrivingPan {
    private var pan: ObjectIdentifier?
    private var last: (translation: GestureVector, percent: Double)?
    private var weighted = GestureVector.zero

    /// `pan` delivered an update that set the percent to `percent`.
    mutating func updated(by pan: PanGestureRecognizer, to percent: Double) {
        let translation = pan.translation
        if self.pan == ObjectIdentifier(pan), let last {
            let step = (translation - last.translation) * (percent - last.percent)
            if step.isFinite { weighted = weighted + step }
        } else {
            self.pan = ObjectIdentifier(pan)
            weighted = .zero
        }
        last = (translation, percent)
    }

    /// `pan`'s velocity along the transition's axis, points per second (positive towards the end); nil when the axis is unknown.
    func velocity(of pan: PanGestureRecognizer) -> Double? {
        let basis = self.pan == ObjectIdentifier(pan) && weighted != .zero ? weighted : pan.translation
        guard basis.isFinite, basis != .zero else { return nil }
        let axis =
            abs(basis.dx) >= abs(basis.dy)
            ? GestureVector(dx: basis.dx > 0 ? 1 : -1, dy: 0) : GestureVector(dx: 0, dy: basis.dy > 0 ? 1 : -1)
        return pan.velocity.dot(axis)
    }
}
