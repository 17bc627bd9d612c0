import GlideTesting
import GlideUIKit
import Testing

/// A recognizer class of the app's own (`UIGestureRecognizerSubclass`): its touch methods get
/// the fingers as UIKit delivers them, the state it sets drives its actions, and `reset()` runs
/// once each gesture is over.
@Suite struct GestureRecognizerSubclassTests {
    /// Recognizes a pull down of more than 20 points, as published "drag down" recognizers do.
    final class PullDown: UIGestureRecognizer {
        var start: CGPoint?
        var calls: [String] = []

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            calls.append("began \(touches.count)")
            start = touches.first?.location(in: nil)
        }

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            guard let start, let touch = touches.first else { return }
            let dy = touch.location(in: nil).y - start.y
            if state == .possible, dy > 20 { state = .began } else if state == .began || state == .changed { state = .changed }
            if touch.previousLocation(in: nil).y > touch.location(in: nil).y { state = .failed }
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            calls.append("ended \(event.allTouches?.count ?? -1)")
            state = state == .began || state == .changed ? .ended : .failed
        }

        override func reset() {
            calls.append("reset")
            start = nil
        }
    }

    final class Host: UIViewController {
        let pull = PullDown()
        var states: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            pull.addTarget(self, action: Self.pulled(_:))
            view.addGestureRecognizer(pull)
        }
        func pulled(_ pull: PullDown) { states.append("\(pull.state)") }
    }

    func replay(dy: Double, duration: Double) throws -> Host {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let host = Host()
        window.rootViewController = host
        window.makeKeyAndVisible()
        var script = GestureScript(device: .touchscreen())
        script.swipe(fingers: 1, from: script.device.point(x: 0.5, y: 0.3), dx: 0, dy: dy, duration: duration)
        script.pause(0.1)
        script.tap(at: script.device.point(x: 0.5, y: 0.5))
        script.pause(0.1)
        _ = try ReplayWorld(window: window).replay(script)
        return host
    }

    @Test func aPullPastTwentyPointsBeginsChangesAndEnds() throws {
        let host = try replay(dy: 30, duration: 0.3)
        #expect(host.states.first == "began" && host.states.last == "ended" && host.states.dropFirst().dropLast().allSatisfy { $0 == "changed" })
        #expect(host.states.count > 3)
        // The pull, then the tap, each delivered and reset once.
        #expect(host.pull.calls == ["began 1", "ended 1", "reset", "began 1", "ended 1", "reset"], "\(host.pull.calls)")
    }

    @Test func aTapFailsWithoutAnAction() throws {
        let host = try replay(dy: 1, duration: 0.05)
        #expect(host.states.isEmpty)
    }

    @Test func settingTheStateOfUIKitsOwnRecognizersChangesNothing() {
        let pan = UIPanGestureRecognizer()
        pan.state = .began
        #expect(pan.state == .possible)
    }
}
