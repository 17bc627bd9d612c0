import GlideGestures
import GlideInput
import GlideUI

/// UIKit's `UIScreenEdgePanGestureRecognizer`: a pan that starts at one of `edges` of the screen.
///
/// On a touchscreen it is Glide's `ScreenEdgePanGestureRecognizer` over the window (a touch-down
/// within 20 points of an edge, moving away from it). A touchpad has no screen edges: there it is
/// a two-finger swipe that begins moving away from one of the edges (rightward for `.left`),
/// within 45° of that direction, as a trackpad's swipe back does. With no edges it never begins.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges a pan may start from.
    open var edges: UIRectEdge = []

    override func makePan(
        device: DeviceDescription, mapping: TouchMapping, configuration: PanGestureRecognizer.Configuration,
        in window: Window, changed: @escaping () -> Void
    ) -> PanGestureRecognizer {
        guard device.kind == .touchscreen, !edges.isEmpty else {
            return super.makePan(device: device, mapping: mapping, configuration: configuration, in: window, changed: changed)
        }
        let screen = GestureSize(width: window.bounds.width, height: window.bounds.height)
        let pan = ScreenEdgePanGestureRecognizer(edges: edges, screenSize: screen, mapping: mapping, configuration: configuration)
        observe(pan, changed: changed)
        return pan
    }

    override func permitsBegin() -> Bool {
        guard !edges.isEmpty else { return false }
        guard device?.kind != .touchscreen else { return true }
        guard let translation = glidePan?.translation else { return false }
        let inward: [(UIRectEdge, GestureVector)] = [
            (.left, GestureVector(dx: 1, dy: 0)), (.right, GestureVector(dx: -1, dy: 0)),
            (.top, GestureVector(dx: 0, dy: 1)), (.bottom, GestureVector(dx: 0, dy: -1)),
        ]
        return inward.contains { edge, direction in
            let along = translation.dot(direction)
            let across = abs(translation.dx * direction.dy - translation.dy * direction.dx)
            return edges.contains(edge) && along > across
        }
    }
}
