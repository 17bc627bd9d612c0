import GlideGestures
import GlideInput

extension PanGestureRecognizer {
    /// The standard pan for `device` shown in `window`: a touchscreen pan, or a touchpad pan with
    /// `touchpadFingers` (default 2) whose millimetre distances use the window's touchpad
    /// mapping; nil when the device is not a touch surface or has no known size.
    public convenience init?(device: DeviceDescription, window: Window, touchpadFingers: ClosedRange<Int> = 2...2) {
        guard let mapping = window.touchMapping(for: device),
              let configuration = Configuration.standard(for: device, mapping: mapping, touchpadFingers: touchpadFingers)
        else { return nil }
        self.init(mapping: mapping, configuration: configuration)
    }
}
