import Testing

@testable import GlideUI

/// Tab switches: instant by default, direction derivable from indices.
@Suite struct TabBarControllerTests {
    /// Records the pending switch whenever it is asked for an animator.
    final class DirectionDelegate: TabBarControllerDelegate {
        var switches: [TabSwitch] = []

        func tabBarController(
            _ tabBarController: TabBarController, animationControllerForTransitionFrom from: ViewController,
            to: ViewController
        ) -> (any ViewControllerAnimatedTransitioning)? {
            if let pending = tabBarController.pendingSwitch { switches.append(pending) }
            return nil
        }
    }

    @Test func defaultSwitchIsInstantAndIndicesGiveTheDirection() {
        let tabs = TabBarController(
            viewControllers: ["a", "b", "c"].map { ViewController(name: $0) }, name: "tabs")
        let delegate = DirectionDelegate()
        tabs.delegate = delegate
        let scene = Scene(root: tabs)
        tabs.selectedIndex = 2
        #expect(tabs.selectedIndex == 2)
        #expect(scene.window.visibleViewController?.name == "c")
        tabs.selectedIndex = 1
        tabs.selectedIndex = 1
        tabs.selectedIndex = 7
        #expect(delegate.switches == [TabSwitch(from: 0, to: 2), TabSwitch(from: 2, to: 1)])
        #expect(delegate.switches.map(\.isForward) == [true, false])
        #expect(tabs.pendingSwitch == nil)
        #expect(scene.log.outcomes.map(\.animator) == ["InstantTransition", "InstantTransition"])
        #expect(scene.log.outcomes.map(\.endMilliseconds) == [0, 0])
        #expect(scene.window.warnings.count == 1)
        #expect(tabs.viewControllers.map { tabs.index(of: $0[1]) } == 1)
        #expect(tabs.view.subviews.map(\.name) == ["b"])
    }

    @Test func cancelledSwitchKeepsTheSelection() {
        let log = CallLog()
        let interaction = LoggingInteraction(log: log)
        let delegate = LoggingDelegate(log: log, animator: SlideAnimator(log: log, duration: 0.4), interaction: interaction)
        let tabs = TabBarController(viewControllers: [ViewController(name: "a"), ViewController(name: "b")], name: "tabs")
        tabs.delegate = delegate
        let scene = Scene(root: tabs)
        tabs.selectedIndex = 1
        #expect(tabs.selectedIndex == 1)
        interaction.update(0.1)
        interaction.cancel()
        scene.clock.runUntilIdle()
        #expect(tabs.selectedIndex == 0)
        #expect(scene.window.visibleViewController?.name == "a")
    }
}

/// A tab delegate that logs what it is asked and answers `shouldSelect` as told.
private final class TabPolicyDelegate: TabBarControllerDelegate {
    var log: [String] = []
    var allows = true

    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        log.append("shouldSelect(\(viewController.name))")
        return allows
    }

    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        log.append("didSelect(\(viewController.name))")
    }
}

/// UIKit asks `shouldSelect` and tells `didSelect` for the user's taps only.
@Suite struct TabSelectionDelegateTests {
    @Test func aSelectionInCodeTellsTheDelegateNothing() {
        let delegate = TabPolicyDelegate()
        let tabs = TabBarController(viewControllers: [ViewController(name: "a"), ViewController(name: "b")], name: "tabs")
        tabs.delegate = delegate
        let scene = Scene(root: tabs)
        tabs.selectedIndex = 1
        scene.clock.runUntilIdle()
        #expect(tabs.selectedIndex == 1 && delegate.log.isEmpty)
    }

    @Test func aTapIsAskedAboutAndAnnouncedEvenOnTheSelectedTab() {
        let delegate = TabPolicyDelegate()
        let tabs = TabBarController(viewControllers: [ViewController(name: "a"), ViewController(name: "b")], name: "tabs")
        tabs.delegate = delegate
        let scene = Scene(root: tabs)
        tabs.userSelectedTab(at: 1)
        scene.clock.runUntilIdle()
        tabs.userSelectedTab(at: 1)
        delegate.allows = false
        tabs.userSelectedTab(at: 0)
        scene.clock.runUntilIdle()
        #expect(delegate.log == ["shouldSelect(b)", "didSelect(b)", "shouldSelect(b)", "didSelect(b)", "shouldSelect(a)"])
        #expect(tabs.selectedIndex == 1)
    }
}
