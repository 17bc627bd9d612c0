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

    /// ZoomTransitioning's cancel on iOS 10+: the interaction puts the popped controller back on
    /// the stack while its pop is in flight, then cancels, and the animator completes the pop as
    /// finished. The stack set mid-pop is applied when the pop ends, so the controller stays: as
    /// UIKit, the pop finishes and the set pushes the controller back without animation; with
    /// Glide's recoveries the pop is cancelled, which already put it back.
    @Test(arguments: [TransitionStrictness.uikit, .glide])
    func aStackSetDuringItsOwnPopIsAppliedWhenThePopEnds(strictness: TransitionStrictness) {
        let log = CallLog()
        let root = ViewController(name: "root")
        let detail = ViewController(name: "detail")
        let navigation = NavigationController(rootViewController: root, name: "nav")
        let scene = Scene(root: navigation)
        scene.window.strictness = strictness
        navigation.pushViewController(detail, animated: false)
        let interaction = LoggingInteraction(log: log)
        let delegate = LoggingDelegate(log: log, animator: SlideAnimator(log: log, duration: 0.3, flaw: .alwaysCompletesTrue), interaction: interaction)
        navigation.delegate = delegate
        navigation.popViewController(animated: true)
        interaction.update(0.2)
        navigation.viewControllers.append(detail)
        #expect(navigation.viewControllers.map(\.name) == ["root"], "the pop is still in flight")
        interaction.update(0)
        interaction.cancel()
        scene.clock.runUntilIdle()
        #expect(scene.log.outcomes.map(\.kind) == (strictness == .uikit ? [.push, .pop, .push] : [.push, .pop]))
        let pop = scene.log.outcomes[1]
        // The record says what ended the pop: the animator's completeTransition(true), or Glide's recovery.
        #expect(pop.release.decision == (strictness == .uikit ? .finish : .cancel) && pop.diagnostics == [.completedDespiteCancel], "\(pop.jsonLine)")
        if strictness == .uikit {
            #expect(scene.log.outcomes[2].diagnostics.isEmpty && !scene.log.outcomes[2].interactive)
        }
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail"])
        #expect(scene.window.shows(detail) && detail.parent === navigation)
        #expect(scene.window.warnings.isEmpty, "\(scene.window.warnings)")
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
