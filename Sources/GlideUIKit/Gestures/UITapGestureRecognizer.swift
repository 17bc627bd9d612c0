import GlideGestures
import GlideInput
import GlideUI

/// UIKit's `UITapGestureRecognizer`, recognised by Glide's `TapGestureRecognizer`: a tap (or, on
/// a touchpad, a tap-to-click or a click) with `numberOfTouchesRequired` fingers, repeated
/// `numberOfTapsRequired` times, with Android's limits on a touchscreen and libinput's on a touchpad.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The taps that make the gesture (default 1).
    open var numberOfTapsRequired = 1
    /// The fingers each tap takes (default 1).
    open var numberOfTouchesRequired = 1

    override func makeRecognizer(
        for device: DeviceDescription, mapping: TouchMapping, in window: Window, changed: @escaping () -> Void
    ) -> (any GestureRecognizer)? {
        guard let configuration = TapGestureRecognizer.Configuration.standard(
            for: device, mapping: mapping, taps: max(1, numberOfTapsRequired), touches: max(1, numberOfTouchesRequired))
        else { return nil }
        let tap = TapGestureRecognizer(mapping: mapping, configuration: configuration)
        tap.addTarget { _ in changed() }
        return tap
    }
}
