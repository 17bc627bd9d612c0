import GlideTesting
import GlideUIKit
import Testing

/// A `UIWindow` routes a touchpad's gestures to the view under its pointer, as iPadOS routes a
/// trackpad's two-finger pan; one finger moves the pointer, which starts at the centre.
@Suite struct TouchpadPointerTests {
    final class Halves: UIViewController {
        var log: [String] = []
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 195, height: 844))
        let right = UIView(frame: CGRect(x: 195, y: 0, width: 195, height: 844))

        override func viewDidLoad() {
            super.viewDidLoad()
            for (half, name) in [(left, "left"), (right, "right")] {
                half.accessibilityIdentifier = name
                view.addSubview(half)
                let pan = UIPanGestureRecognizer(target: self, action: Self.panned(_:))
                pan.name = name
                half.addGestureRecognizer(pan)
            }
        }

        func panned(_ pan: UIPanGestureRecognizer) {
            if pan.state == .began { log.append(pan.name ?? "?") }
        }
    }

    @Test func twoFingersPanTheViewUnderThePointerThatOneFingerMoves() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let halves = Halves()
        window.rootViewController = halves
        window.makeKeyAndVisible()
        #expect(window.routesTouchpadToPointer && window.pointerLocation == CGPoint(x: 195, y: 422))
        let pad = SyntheticDevice.touchpad()
        var script = GestureScript(device: pad)
        script.swipe(fingers: 1, from: pad.point(x: 0.6, y: 0.5), dx: -30, dy: 0, duration: 0.3)
        script.pause(0.3)
        script.swipe(fingers: 2, from: pad.point(x: 0.4, y: 0.3), dx: 0, dy: 20, duration: 0.3)
        script.pause(0.3)
        script.swipe(fingers: 1, from: pad.point(x: 0.2, y: 0.5), dx: 60, dy: 0, duration: 0.4)
        script.pause(0.3)
        script.swipe(fingers: 2, from: pad.point(x: 0.4, y: 0.3), dx: 0, dy: 20, duration: 0.3)
        script.pause(0.3)
        _ = try ReplayWorld(window: window).replay(script)
        #expect(halves.log == ["left", "right"])
        // 30 mm left then 60 mm right of a 100 mm pad spanning 390 points: 195 − 117 + 234.
        #expect(abs(window.pointerLocation.x - 312) < 1e-6 && window.pointerLocation.y == 422)
    }

    @Test func thePointerStaysInTheWindowAndAGlideWindowKeepsTheFocusedView() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.pointerLocation = CGPoint(x: -50, y: 2000)
        #expect(window.pointerLocation == CGPoint(x: 0, y: 844))
        #expect(!Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844)).routesTouchpadToPointer)
    }
}
