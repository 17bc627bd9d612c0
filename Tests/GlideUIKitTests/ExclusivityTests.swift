import GlideTesting
import GlideUIKit
import Testing

/// A delegate whose answers the test sets.
private final class Referee: UIGestureRecognizerDelegate {
    var begins = true
    var simultaneous = false
    var receivesAbove: CGFloat?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { begins }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { simultaneous }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let receivesAbove else { return true }
        return touch.location(in: nil).y < receivesAbove
    }
}

/// A screen whose recognizers log their actions: `outer` on the controller's view, `inner` on a subview filling it.
private final class ArenaViewController: UIViewController {
    var log: [String] = []
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(content)
    }

}

/// Logs a recognizer's actions under a name.
private final class ActionLog {
    let name: String
    let screen: ArenaViewController
    init(_ name: String, _ screen: ArenaViewController) {
        self.name = name
        self.screen = screen
    }
    func record(_ recognizer: UIGestureRecognizer) { screen.log.append("\(name) \(recognizer.state)") }
}

@Suite struct ExclusivityTests {
    private func replay(_ script: GestureScript, setUp: (ArenaViewController) -> [AnyObject]) throws -> ArenaViewController {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let screen = ArenaViewController()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let kept = setUp(screen)
        _ = try ReplayWorld(window: window, retaining: kept).replay(script)
        return screen
    }

    private func add<R: UIGestureRecognizer>(_ recognizer: R, named name: String, to view: UIView, in screen: ArenaViewController) -> ActionLog {
        let log = ActionLog(name, screen)
        recognizer.addTarget(log, action: ActionLog.record)
        view.addGestureRecognizer(recognizer)
        return log
    }

    private func swipe(from y: Double = 0.5, dx: Double = 0, dy: Double = 30) -> GestureScript {
        var script = GestureScript(device: .touchscreen())
        script.swipe(fingers: 1, from: script.device.point(x: 0.5, y: y), dx: dx, dy: dy, duration: 0.3)
        return script
    }

    @Test func theTouchedViewsRecognizerWinsOverItsAncestorsByDefault() throws {
        let screen = try replay(swipe()) { screen in
            [add(UIPanGestureRecognizer(), named: "inner", to: screen.content, in: screen),
             add(UIPanGestureRecognizer(), named: "outer", to: screen.view, in: screen)]
        }
        #expect(screen.log.first == "inner began" && screen.log.last == "inner ended")
        #expect(!screen.log.contains { $0.hasPrefix("outer") })
        #expect(screen.view.gestureRecognizers?.map(\.state) == [.failed])
    }

    @Test func eitherDelegateCanLetThemRecognizeTogether() throws {
        let referee = Referee()
        referee.simultaneous = true
        let screen = try replay(swipe()) { screen in
            let outer = UIPanGestureRecognizer()
            outer.delegate = referee
            return [referee, add(UIPanGestureRecognizer(), named: "inner", to: screen.content, in: screen),
                    add(outer, named: "outer", to: screen.view, in: screen)]
        }
        #expect(Array(screen.log.prefix(2)) == ["inner began", "outer began"])
        #expect(screen.log.contains("outer ended") && screen.log.contains("inner ended"))
    }

    @Test func aRecognizerItsDelegateStopsFailsSilentlyAndLetsTheAncestorRecognize() throws {
        let referee = Referee()
        referee.begins = false
        let screen = try replay(swipe()) { screen in
            let inner = UIPanGestureRecognizer()
            inner.delegate = referee
            return [referee, add(inner, named: "inner", to: screen.content, in: screen),
                    add(UIPanGestureRecognizer(), named: "outer", to: screen.view, in: screen)]
        }
        #expect(screen.log.first == "outer began" && screen.log.last == "outer ended")
        #expect(!screen.log.contains { $0.hasPrefix("inner") })
    }

    @Test func aSingleTapWaitsForTheDoubleTapToFail() throws {
        func taps(_ count: Int) -> GestureScript {
            var script = GestureScript(device: .touchscreen())
            for _ in 0..<count { script.tap(at: script.device.point(x: 0.5, y: 0.5), after: 0.1) }
            script.pause(1)
            return script
        }
        func setUp(_ screen: ArenaViewController) -> [AnyObject] {
            let single = UITapGestureRecognizer()
            let double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            return [add(single, named: "single", to: screen.content, in: screen), add(double, named: "double", to: screen.content, in: screen)]
        }
        #expect(try replay(taps(1), setUp: setUp).log == ["single ended"])
        #expect(try replay(taps(2), setUp: setUp).log == ["double ended"])
    }

    @Test func aDeclinedTouchIsNeverSeen() throws {
        let referee = Referee()
        referee.receivesAbove = 422
        func setUp(_ screen: ArenaViewController) -> [AnyObject] {
            let pan = UIPanGestureRecognizer()
            pan.delegate = referee
            return [referee, add(pan, named: "pan", to: screen.content, in: screen)]
        }
        #expect(try replay(swipe(from: 0.7), setUp: setUp).log.isEmpty)
        #expect(try replay(swipe(from: 0.2), setUp: setUp).log.first == "pan began")
    }

    @Test func anEdgePanBeginsOnlyFromItsEdge() throws {
        func setUp(_ screen: ArenaViewController) -> [AnyObject] {
            let edge = UIScreenEdgePanGestureRecognizer()
            edge.edges = .left
            return [add(edge, named: "edge", to: screen.view, in: screen)]
        }
        var fromEdge = GestureScript(device: .touchscreen())
        fromEdge.swipe(fingers: 1, from: fromEdge.device.point(x: 0.01, y: 0.5), dx: 30, dy: 0, duration: 0.3)
        #expect(try replay(fromEdge, setUp: setUp).log.first == "edge began")
        #expect(try replay(swipe(dx: 30, dy: 0), setUp: setUp).log.isEmpty)
        var rightward = GestureScript(device: .touchpad())
        rightward.swipe(fingers: 2, from: rightward.device.point(x: 0.3, y: 0.5), dx: 30, dy: 0, duration: 0.3)
        #expect(try replay(rightward, setUp: setUp).log.first == "edge began")
        var leftward = GestureScript(device: .touchpad())
        leftward.swipe(fingers: 2, from: leftward.device.point(x: 0.6, y: 0.5), dx: -30, dy: 0, duration: 0.3)
        #expect(try replay(leftward, setUp: setUp).log.isEmpty)
    }
}
