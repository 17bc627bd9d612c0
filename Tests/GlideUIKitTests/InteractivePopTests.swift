import GlideTesting
import GlideUIKit
import Testing

/// `UINavigationController.interactivePopGestureRecognizer`: the built-in edge swipe that pops
/// with the default animation, and when it stands aside.
@Suite struct InteractivePopTests {
    final class Stack {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let list = UIViewController(nibName: nil, bundle: nil)
        let detail = UIViewController(nibName: nil, bundle: nil)
        let navigation: UINavigationController

        init(pushed: Bool = true) {
            navigation = UINavigationController(rootViewController: list)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            if pushed { navigation.pushViewController(detail, animated: false) }
        }
    }

    /// A swipe of `dx` mm over `duration` s from the left edge (one finger on a touchscreen, two on a touchpad).
    static func edgeSwipe(touchscreen: Bool, dx: Double, duration: Double) -> GestureScript {
        var script = GestureScript(device: touchscreen ? .touchscreen() : .touchpad())
        let device = script.device
        script.swipe(fingers: touchscreen ? 1 : 2, from: device.point(x: touchscreen ? 0.01 : 0.2, y: 0.5), dx: dx, dy: 0, duration: duration)
        script.pause(1)
        return script
    }

    @Test(arguments: [(true, 50.0), (false, 60.0)])
    func anEdgeSwipePastHalfTheWidthPops(touchscreen: Bool, dx: Double) throws {
        let stack = Stack()
        #expect(stack.navigation.interactivePopGestureRecognizer?.view === stack.navigation.view)
        let run = try ReplayWorld(window: stack.window).replay(Self.edgeSwipe(touchscreen: touchscreen, dx: dx, duration: 1))
        try #require(run.outcomes.count == 1, "\(run.jsonLines)")
        let pop = run.outcomes[0]
        #expect(pop.kind == .pop && pop.interactive && pop.decision == .finish && pop.diagnostics.isEmpty)
        #expect(stack.navigation.viewControllers == [stack.list] && stack.window.shows(stack.list))
    }

    @Test func aShortSlowEdgeSwipeGoesBack() throws {
        let stack = Stack()
        let run = try ReplayWorld(window: stack.window).replay(Self.edgeSwipe(touchscreen: true, dx: 15, duration: 1))
        try #require(run.outcomes.count == 1, "\(run.jsonLines)")
        #expect(run.outcomes[0].interactive && run.outcomes[0].decision == .cancel)
        #expect(stack.navigation.viewControllers == [stack.list, stack.detail] && stack.window.shows(stack.detail))
    }

    /// A delegate that animates pops itself (with no interaction controller).
    final class CustomPops: NSObject, UINavigationControllerDelegate {
        func navigationController(
            _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            operation == .pop ? DefaultNavigationTransition() : nil
        }
    }

    @Test func itStandsAsideAtTheRootWhenDisabledAndForADelegatesOwnPop() throws {
        let atRoot = Stack(pushed: false)
        #expect(try ReplayWorld(window: atRoot.window).replay(Self.edgeSwipe(touchscreen: true, dx: 50, duration: 0.5)).outcomes.isEmpty)

        let disabled = Stack()
        disabled.navigation.interactivePopGestureRecognizer?.isEnabled = false
        #expect(try ReplayWorld(window: disabled.window).replay(Self.edgeSwipe(touchscreen: true, dx: 50, duration: 0.5)).outcomes.isEmpty)

        let custom = Stack()
        let delegate = CustomPops()
        custom.navigation.delegate = delegate
        let run = try ReplayWorld(window: custom.window, retaining: [delegate]).replay(Self.edgeSwipe(touchscreen: true, dx: 50, duration: 0.5))
        #expect(run.outcomes.isEmpty && custom.navigation.viewControllers.count == 2)
    }

    @Test func askingForTheGestureInstallsItOnceOnTheView() {
        let navigation = UINavigationController(rootViewController: UIViewController(nibName: nil, bundle: nil))
        let gesture = navigation.interactivePopGestureRecognizer
        #expect(gesture != nil && gesture === navigation.interactivePopGestureRecognizer)
        #expect(navigation.view.attachedGestureRecognizers.count == 1 && gesture?.view === navigation.view)
    }
}
