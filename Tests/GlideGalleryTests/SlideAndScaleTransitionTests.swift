import GlideUI
import Testing

@testable import GlideGallery

@Suite struct SlideInPresentTransitionTests {
    func world(_ style: SlideInPresentTransition.Style) -> (Window, VirtualClock, ViewController, ViewController, ModalTransitionCoordinator) {
        let first = ViewController(name: "first")
        let (window, clock) = makeWindow(root: first)
        let coordinator = ModalTransitionCoordinator(present: { SlideInPresentTransition(style) }, dismiss: { nil })
        let second = ViewController(name: "second")
        second.transitioningDelegate = coordinator
        return (window, clock, first, second, coordinator)
    }

    @Test(arguments: [
        (SlideInPresentTransition.Style.fromTopLeft, -390.0, -844.0), (.fromBottom, 0, 844),
    ])
    func springsInFromTheSeedsStartFrame(style: SlideInPresentTransition.Style, dx: Double, dy: Double) {
        let (window, clock, first, second, coordinator) = world(style)
        first.present(second, animated: true)
        let screen = window.bounds
        #expect(second.view.presentation.frame == screen.offsetBy(dx: dx, dy: dy))
        let spring = SpringTiming(dampingRatio: 0.6, initialVelocity: 1)
        for time in [0.1, 0.25, 0.4] {
            clock.advance(to: time)
            let progress = spring.value(atTime: time, duration: 0.5)
            let frame = second.view.presentation.frame
            #expect(close(frame.origin.x, dx * (1 - progress), 1e-6) && close(frame.origin.y, dy * (1 - progress), 1e-6))
        }
        #expect(spring.value(atTime: 0.25, duration: 0.5) > 1, "damping 0.6 overshoots before it settles")
        clock.runUntilIdle()
        #expect(second.view.frame == screen)
        #expect(window.visibleViewController === second && first.view.superview == nil)
        #expect(window.transitionLog.outcomes.last?.decision == .finish)
        #expect(window.transitionLog.outcomes.last?.endMilliseconds == 500)
        _ = coordinator
    }

    @Test func typeTwoIsStuckOnceAndLeavesAUsableTree() {
        let (window, clock, first, second, coordinator) = world(.neverCompletes)
        let before = window.treeDigest
        first.present(second, animated: true)
        #expect(window.currentTransition?.isInFlight == true)
        clock.advance(by: 10)
        let stuck = window.transitionLog.outcomes
        #expect(stuck.count == 1)
        #expect(stuck.first?.diagnostics == [.stuck] && stuck.first?.reason == .stuck && stuck.first?.decision == .cancel)
        #expect(window.treeDigest == before)
        #expect(window.visibleViewController === first)
        // A later transition works.
        coordinator.presentAnimator = { SlideInPresentTransition(.fromBottom) }
        first.present(second, animated: true)
        clock.runUntilIdle()
        #expect(window.visibleViewController === second)
        #expect(window.transitionLog.outcomes.count == 2)
        #expect(window.transitionLog.outcomes.last?.diagnostics == [])
        #expect(window.transitionLog.outcomes.flatMap(\.diagnostics).filter { $0 == .stuck }.count == 1)
    }
}

@Suite struct ScalePushPopTransitionTests {
    func world(_ style: ScalePushPopTransition.Style) -> (Window, VirtualClock, NavigationController, ViewController, NavigationTransitionCoordinator) {
        let root = ViewController(name: "root")
        let navigation = NavigationController(rootViewController: root, name: "nav")
        let (window, clock) = makeWindow(root: navigation)
        let coordinator = NavigationTransitionCoordinator { _ in ScalePushPopTransition(style) }
        navigation.delegate = coordinator
        return (window, clock, navigation, root, coordinator)
    }

    @Test func typeFourFadesAndShrinksTheFromViewThenRestoresItsTransform() {
        let (window, clock, navigation, root, coordinator) = world(.shrinkFrom)
        let detail = ViewController(name: "detail")
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.view.subviews.map(\.name) == ["detail", "root"], "the from-view is brought to the front")
        clock.advance(to: 0.4)
        let eased = TimingCurve.easeInOut.value(at: 0.5)
        #expect(close(root.view.presentation.alpha, 1 - eased))
        #expect(close(root.view.presentation.transform.a, 1 - 0.8 * eased) && close(root.view.presentation.transform.d, 0.6))
        clock.advance(to: 0.2 + 0.4)
        let later = TimingCurve.easeInOut.value(at: 0.75)
        #expect(close(root.view.presentation.transform.a, 1 - 0.8 * later))
        clock.runUntilIdle()
        #expect(root.view.transform == .identity && root.view.alpha == 0)
        #expect(root.view.superview == nil && window.visibleViewController === detail)
        #expect(window.transitionLog.outcomes.last?.endMilliseconds == 800)
        _ = coordinator
    }

    @Test func typeFiveScalesTheToViewUpFromAFifth() {
        let (window, clock, navigation, root, coordinator) = world(.growTo)
        let detail = ViewController(name: "detail")
        navigation.pushViewController(detail, animated: true)
        #expect(detail.view.presentation.transform == CGAffineTransform(scaleX: 0.2, y: 0.2))
        clock.advance(to: 0.4)
        #expect(close(detail.view.presentation.transform.a, 0.6) && close(detail.view.presentation.transform.d, 0.6))
        clock.runUntilIdle()
        #expect(detail.view.transform == .identity && detail.view.frame == window.bounds)
        #expect(root.view.superview == nil && window.visibleViewController === detail)
        _ = coordinator
    }

    @Test func interactivePopCancelledLeavesTheTreeUnchanged() {
        let (window, clock, navigation, _, coordinator) = world(.shrinkFrom)
        let detail = ViewController(name: "detail")
        navigation.pushViewController(detail, animated: true)
        clock.runUntilIdle()
        let before = window.treeDigest
        let interaction = PercentDrivenInteractiveTransition()
        coordinator.pendingInteraction = interaction
        navigation.popViewController(animated: true)
        interaction.update(0.5)
        #expect(close(detail.view.presentation.alpha, 0.5))
        interaction.cancel()
        clock.runUntilIdle()
        #expect(window.treeDigest == before, "\(window.treeDigest.difference(from: before) ?? "")")
        #expect(window.visibleViewController === detail)
        #expect(window.transitionLog.outcomes.last?.decision == .cancel && window.transitionLog.outcomes.last?.diagnostics == [])
    }
}
