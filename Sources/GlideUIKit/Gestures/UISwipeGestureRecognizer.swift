import GlideGestures
import GlideInput
import GlideUI

/// UIKit's `UISwipeGestureRecognizer`, recognised by Glide's `SwipeGestureRecognizer`: a quick
/// move of `numberOfTouchesRequired` fingers (on a touchpad, a two-finger swipe) in one of the
/// `direction`s, recognized once (`.ended`, UIKit's `.recognized`) while the fingers still move.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// UIKit's `UISwipeGestureRecognizer.Direction`.
    public typealias Direction = SwipeGestureRecognizer.Direction

    /// The directions that count (default `.right`, as in UIKit).
    open var direction: Direction = .right
    /// The touchscreen fingers the swipe takes (default 1).
    open var numberOfTouchesRequired = 1

    override func makeRecognizer(
        for device: DeviceDescription, mapping: TouchMapping, in window: Window, changed: @escaping () -> Void
    ) -> (any GestureRecognizer)? {
        guard var configuration = PanGestureRecognizer.Configuration.standard(for: device, mapping: mapping) else { return nil }
        if device.kind == .touchscreen {
            configuration.minimumNumberOfTouches = max(1, numberOfTouchesRequired)
            configuration.maximumNumberOfTouches = configuration.minimumNumberOfTouches
        }
        let swipe = SwipeGestureRecognizer(mapping: mapping, configuration: configuration, directions: direction)
        swipe.addTarget { _ in changed() }
        return swipe
    }
}
