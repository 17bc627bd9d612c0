import Testing

@testable import GlideUI

/// The navigation stack, its default slide, and stack changes through transitions.
@Suite struct NavigationControllerTests {
    @Test func defaultPushSlidesFromTheRight() {
        let list = ViewController(name: "list")
        let detail = ViewController(name: "detail")
        let navigation = NavigationController(rootViewController: list, name: "nav")
        let scene = Scene(root: navigation)
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.topViewController === detail, "the stack changes when the transition begins")
        #expect(detail.view.presentation.frame.minX == 400)
        scene.clock.runUntilIdle()
        #expect(detail.view.frame.minX == 0)
        #expect(list.view.superview == nil)
        #expect(list.view.frame.minX == 0, "the from-view's frame is put back")
        #expect(detail.navigationController === navigation)
        #expect(scene.log.outcomes.last?.animator == "DefaultNavigationTransition")
        #expect(scene.log.outcomes.last?.endMilliseconds == 350)
        navigation.popViewController(animated: true)
        scene.clock.runUntilIdle()
        #expect(navigation.viewControllers.map(\.name) == ["list"])
        #expect(detail.parent == nil)
        #expect(scene.window.shows(list))
    }

    @Test func popToRootAndSetViewControllers() {
        let root = ViewController(name: "root")
        let navigation = NavigationController(rootViewController: root, name: "nav")
        let scene = Scene(root: navigation)
        let a = ViewController(name: "a")
        let b = ViewController(name: "b")
        navigation.pushViewController(a, animated: false)
        navigation.pushViewController(b, animated: false)
        let popped = navigation.popToRootViewController(animated: true)
        scene.clock.runUntilIdle()
        #expect(popped?.map(\.name) == ["a", "b"])
        #expect(navigation.viewControllers.map(\.name) == ["root"])
        #expect(a.parent == nil && b.parent == nil)
        navigation.setViewControllers([root, a, b], animated: true)
        scene.clock.runUntilIdle()
        navigation.setViewControllers([root, a], animated: true)
        scene.clock.runUntilIdle()
        #expect(scene.log.outcomes.map(\.kind) == [.push, .push, .pop, .push, .pop])
        #expect(navigation.viewControllers.map(\.name) == ["root", "a"])
        #expect(scene.window.visibleViewController === a)
        #expect(navigation.popToRootViewController(animated: false)?.map(\.name) == ["a"])
        #expect(navigation.popViewController(animated: true) == nil)
    }

    @Test func outsideAWindowTheStackChangesAtOnce() {
        let navigation = NavigationController(rootViewController: ViewController(name: "root"), name: "nav")
        let detail = ViewController(name: "detail")
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail"])
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.viewControllers.count == 2, "a controller already in the stack is refused")
    }
}
