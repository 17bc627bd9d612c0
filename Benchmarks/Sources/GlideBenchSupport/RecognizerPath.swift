import GlideGestures
import GlideInput

/// Everything that consumes a frame on the replay path after frame assembly, fed as a window
/// feeds it: the pan recognizer now; the interaction controller that drives a transition from
/// it joins in `init` and `handle(_:)`, so every frame benchmark and profile measures it from then on.
public final class RecognizerPath {
    /// The 2-finger touchpad pan, as `PanGestureRecognizer.Configuration.standard` makes it.
    public let pan: PanGestureRecognizer
    /// The pans that ended, counted by a target as an observer of the pan would be called.
    public private(set) var endedPans = 0

    /// A pan on the benchmark clickpad (`SwipeTrace.device`) mapped onto a 1000 × 650 point container.
    public init() {
        let device = SwipeTrace.device
        guard let mapping = TouchMapping(device: device, container: GestureSize(width: 1000, height: 650)),
              let configuration = PanGestureRecognizer.Configuration.standard(for: device, mapping: mapping)
        else { preconditionFailure("the benchmark clickpad \(device.name) is not classified as a touchpad") }
        pan = PanGestureRecognizer(mapping: mapping, configuration: configuration)
        pan.addTarget { [unowned self] pan in
            if pan.state == .ended { self.endedPans += 1 }
        }
    }

    /// Hands one frame to every consumer.
    @inlinable
    public func handle(_ frame: TouchFrame) {
        pan.handle(frame)
    }

    /// Why the path did not recognise `expected` pans, or nil when it did: the swipes must really be panned.
    public func problem(expectingEndedPans expected: Int) -> String? {
        endedPans == expected ? nil : "\(endedPans) pans ended, not \(expected): the benchmark swipes are not recognised as pans"
    }
}
