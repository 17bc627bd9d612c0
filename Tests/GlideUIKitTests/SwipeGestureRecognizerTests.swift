import GlideTesting
import GlideUIKit
import Testing

/// `UISwipeGestureRecognizer` under generated traces: recognized once, while the fingers move,
/// for a quick move the allowed way; nothing for a slow drag, the wrong way or too short.
@Suite struct SwipeGestureRecognizerTests {
    final class Probe: UIViewController {
        var states: [String] = []
        let swipe = UISwipeGestureRecognizer(target: nil, action: nil)

        override func viewDidLoad() {
            super.viewDidLoad()
            swipe.direction = [.down, .left]
            swipe.addTarget(self, action: Self.swiped(_:))
            view.addGestureRecognizer(swipe)
        }

        func swiped(_ swipe: UISwipeGestureRecognizer) { states.append("\(swipe.state)") }
    }

    /// A one-finger touchscreen move of (`dx`, `dy`) mm over `duration` s, from the middle.
    func replay(dx: Double, dy: Double, duration: Double, device: SyntheticDevice = .touchscreen(), fingers: Int = 1) throws -> Probe {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let probe = Probe()
        window.rootViewController = probe
        window.makeKeyAndVisible()
        var script = GestureScript(device: device)
        script.swipe(fingers: fingers, from: device.point(x: 0.5, y: 0.4), dx: dx, dy: dy, duration: duration)
        script.pause(0.2)
        _ = try ReplayWorld(window: window).replay(script)
        return probe
    }

    @Test func aQuickMoveAnAllowedWayIsRecognizedOnce() throws {
        #expect(try replay(dx: 0, dy: 25, duration: 0.1).states == ["ended"])
        #expect(try replay(dx: -25, dy: 2, duration: 0.1).states == ["ended"])
        #expect(try replay(dx: 0, dy: 25, duration: 0.1, device: .touchpad(), fingers: 2).states == ["ended"], "a two-finger touchpad swipe")
    }

    @Test func aSlowDragTheWrongWayOrTooShortIsNot() throws {
        #expect(try replay(dx: 0, dy: 25, duration: 2).states.isEmpty, "too slow")
        #expect(try replay(dx: 25, dy: 0, duration: 0.1).states.isEmpty, "right is not allowed")
        #expect(try replay(dx: 0, dy: -25, duration: 0.1).states.isEmpty, "up is not allowed")
        #expect(try replay(dx: 0, dy: 3, duration: 0.05).states.isEmpty, "too short")
        #expect(try replay(dx: 18, dy: 18, duration: 0.1).states.isEmpty, "diagonal")
    }

    @Test func theDefaultDirectionIsRight() {
        #expect(UISwipeGestureRecognizer().direction == .right && UISwipeGestureRecognizer().numberOfTouchesRequired == 1)
    }
}
