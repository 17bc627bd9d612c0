import GlideGestures
import GlideInput
import GlideUI

/// UIKit's `UIPanGestureRecognizer`, recognised by Glide's `PanGestureRecognizer`.
///
/// On a touchscreen it pans with `minimumNumberOfTouches`…`maximumNumberOfTouches` fingers after
/// 10 points of movement. On a touchpad it follows two-finger swipes, as an iPad's pan follows a
/// trackpad's two-finger scroll, with libinput's distances (1.5 mm to begin); the finger counts
/// apply to touchscreens only. Translation and velocity are measured in the window's points
/// and turned into the coordinates of the view asked about.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest touchscreen fingers that pan (default 1).
    open var minimumNumberOfTouches = 1
    /// The most touchscreen fingers that pan (default unlimited).
    open var maximumNumberOfTouches = Int.max
    /// The translation `setTranslation` subtracted, in the window's points.
    private var translationOffset = GestureVector.zero

    /// The Glide pan doing the work, once a touch sequence has come (not `pan`: apps' subclasses use that name).
    public var glidePan: PanGestureRecognizer? { recognizer as? PanGestureRecognizer }

    override func makeRecognizer(
        for device: DeviceDescription, mapping: TouchMapping, in window: Window, changed: @escaping () -> Void
    ) -> (any GestureRecognizer)? {
        guard var configuration = PanGestureRecognizer.Configuration.standard(for: device, mapping: mapping) else { return nil }
        if device.kind == .touchscreen {
            configuration.minimumNumberOfTouches = max(1, minimumNumberOfTouches)
            configuration.maximumNumberOfTouches = max(configuration.minimumNumberOfTouches, maximumNumberOfTouches)
        }
        return makePan(device: device, mapping: mapping, configuration: configuration, in: window, changed: changed)
    }

    /// Makes the pan with `configuration`; an edge pan makes its own kind.
    func makePan(
        device: DeviceDescription, mapping: TouchMapping, configuration: PanGestureRecognizer.Configuration,
        in window: Window, changed: @escaping () -> Void
    ) -> PanGestureRecognizer {
        let pan = PanGestureRecognizer(mapping: mapping, configuration: configuration)
        observe(pan, changed: changed)
        return pan
    }

    /// Calls `changed` on each of `pan`'s state changes, starting each gesture's translation afresh.
    func observe(_ pan: PanGestureRecognizer, changed: @escaping () -> Void) {
        pan.addTarget { [weak self] pan in
            if pan.state == .began { self?.translationOffset = .zero }
            changed()
        }
    }

    /// How far the touches moved since the gesture began (less what `setTranslation` set aside), in `view`'s coordinates.
    open func translation(in view: UIView?) -> CGPoint {
        guard let pan = glidePan else { return .zero }
        return windowVector(pan.translation - translationOffset, to: view)
    }

    /// Makes the translation read `translation` in `view`'s coordinates from now on; the velocity is unchanged.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let pan = glidePan else { return }
        translationOffset = pan.translation - viewVector(translation, from: view)
    }

    /// The touches' velocity in `view`'s coordinates, points per second.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let pan = glidePan else { return .zero }
        return windowVector(pan.velocity, to: view)
    }

    /// The number of touches the pan follows.
    open var numberOfTouches: Int { glidePan?.numberOfTouches ?? 0 }
}
