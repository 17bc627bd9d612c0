import GlideUI
import Testing

@testable import GlideGallery

@Suite struct CrossFadeTransitionTests {
    /// A presenter and an `.overFullScreen` presented controller with the seed's cross-fade.
    func modalWorld() -> (Window, VirtualClock, ViewController, ViewController, ModalTransitionCoordinator) {
        let first = ViewController(name: "first")
        let (window, clock) = makeWindow(root: first)
        let coordinator = ModalTransitionCoordinator(
            present: { CrossFadeModalTransition(.present) }, dismiss: { CrossFadeModalTransition(.dismiss) })
        let second = ViewController(name: "second")
        second.modalPresentationStyle = .overFullScreen
        second.transitioningDelegate = coordinator
        return (window, clock, first, second, coordinator)
    }

    @Test func presentCrossFadesTheSnapshotsAndUnhidesTheRealViews() {
        let (window, clock, first, second, coordinator) = modalWorld()
        first.present(second, animated: true)
        clock.advance(to: 0.25)
        let fromSnapshot = view(named: "first.snapshot", in: window)
        let toSnapshot = view(named: "second.snapshot", in: window)
        #expect(fromSnapshot?.presentation.alpha == 0.5)
        #expect(toSnapshot?.presentation.alpha == 0.5)
        #expect(first.view.isHidden && second.view.isHidden)
        clock.advance(to: 0.375)
        let curve = TimingCurve.easeInOut.value(at: 0.75)
        #expect(close(toSnapshot?.presentation.alpha ?? -1, curve))
        #expect(close(fromSnapshot?.presentation.alpha ?? -1, 1 - curve))
        clock.advance(to: 0.5)
        #expect(view(named: "first.snapshot", in: window) == nil)
        #expect(view(named: "second.snapshot", in: window) == nil)
        #expect(!first.view.isHidden && !second.view.isHidden)
        #expect(first.view.superview === window, "overFullScreen keeps the presenter's view in the window")
        #expect(window.visibleViewController === second)
        let record = window.transitionLog.outcomes.last
        #expect(record?.kind == .present && record?.decision == .finish && record?.diagnostics == [])
        #expect(record?.animator == "CrossFadeModalTransition" && record?.endMilliseconds == 500)
        _ = coordinator
    }

    @Test func dismissLeavesTheDismissedViewHiddenAsTheSeedDoes() {
        let (window, clock, first, second, coordinator) = modalWorld()
        first.present(second, animated: true)
        clock.runUntilIdle()
        second.dismiss(animated: true)
        clock.advance(by: 0.25)
        #expect(view(named: "second.snapshot", in: window)?.presentation.alpha == 0.5)
        #expect(view(named: "first.snapshot", in: window)?.presentation.alpha == 0.5)
        clock.runUntilIdle()
        #expect(window.visibleViewController === first)
        #expect(second.view.superview == nil, "the dismissed view left the window")
        #expect(second.view.isHidden, "the seed never un-hides the dismissed view")
        #expect(!first.view.isHidden)
        #expect(window.subviews.count == 1)
        #expect(window.transitionLog.outcomes.map(\.diagnostics) == [[], []])

        // The seed's first warning: presenting that controller again with the default animator shows a blank screen.
        second.transitioningDelegate = nil
        first.present(second, animated: true)
        clock.runUntilIdle()
        #expect(window.transitionLog.outcomes.last?.diagnostics == [.blankScreen])
        _ = coordinator
    }

    @Test func interactiveDismissCancelledLeavesTheTreeUnchanged() {
        let (window, clock, first, second, coordinator) = modalWorld()
        first.present(second, animated: true)
        clock.runUntilIdle()
        let before = window.treeDigest
        let interaction = PercentDrivenInteractiveTransition()
        coordinator.pendingDismissInteraction = interaction
        second.dismiss(animated: true)
        interaction.update(0.3)
        #expect(close(view(named: "second.snapshot", in: window)?.presentation.alpha ?? -1, 1 - TimingCurve.easeInOut.value(at: 0.3)))
        interaction.cancel()
        clock.runUntilIdle()
        #expect(window.treeDigest == before, "\(window.treeDigest.difference(from: before) ?? "")")
        #expect(window.visibleViewController === second)
        let record = window.transitionLog.outcomes.last
        #expect(record?.decision == .cancel && record?.interactive == true && record?.diagnostics == [])
    }

    @Test func navigationCrossFadeSwapsTheAlphas() {
        let root = ViewController(name: "root")
        let navigation = NavigationController(rootViewController: root, name: "nav")
        let (window, clock) = makeWindow(root: navigation)
        let coordinator = NavigationTransitionCoordinator { _ in CrossFadeNavigationTransition() }
        navigation.delegate = coordinator
        let detail = ViewController(name: "detail")
        navigation.pushViewController(detail, animated: true)
        clock.advance(to: 0.25)
        #expect(root.view.presentation.alpha == 0.5 && detail.view.presentation.alpha == 0.5)
        #expect(navigation.view.subviews.map(\.name) == ["root", "detail"])
        clock.runUntilIdle()
        #expect(window.visibleViewController === detail)
        #expect(root.view.superview == nil && root.view.alpha == 0, "the seed leaves the pushed-away view at alpha 0")
        navigation.popViewController(animated: true)
        clock.advance(by: 0.25)
        #expect(root.view.presentation.alpha == 0.5 && detail.view.presentation.alpha == 0.5)
        clock.runUntilIdle()
        #expect(window.visibleViewController === root && root.view.alpha == 1)
        #expect(navigation.view.subviews.map(\.name) == ["root"])
        #expect(window.transitionLog.outcomes.map(\.diagnostics) == [[], []])
        #expect(window.transitionLog.outcomes.map(\.kind) == [.push, .pop])
    }

    @Test func uikitCallOrder() {
        let (window, clock, first, second, coordinator) = modalWorld()
        let logging = LoggingAnimator(CrossFadeModalTransition(.present))
        coordinator.presentAnimator = { logging }
        var completed = false
        first.present(second, animated: true) {
            logging.calls.append("completion")
            completed = true
        }
        #expect(logging.calls == ["transitionDuration", "animateTransition"])
        clock.runUntilIdle()
        #expect(completed)
        #expect(logging.calls == ["transitionDuration", "animateTransition", "completion", "animationEnded(true)"])
        #expect(window.transitionLog.outcomes.count == 1)
    }
}
