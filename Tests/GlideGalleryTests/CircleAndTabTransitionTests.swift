import GlideUI
import Testing

@testable import GlideGallery

@Suite struct CircleRevealTransitionTests {
    let screen = Size(width: 390, height: 844)

    @Test func coveringRadiusUsesTheHeightForY() {
        let reveal = CircleRevealTransition()
        // Centre (145, 345): farthest corner (390, 844) → dx 245, dy 499.
        #expect(close(reveal.coveringRadius(screen: screen), (245.0 * 245 + 499 * 499).squareRoot()))
        // The article's formula measures y against the width: dy = max(390 − 345, 345) = 345.
        #expect(close(reveal.articleRadius(screen: screen), (245.0 * 245 + 345 * 345).squareRoot()))
        let corners = [Point(x: 0, y: 0), Point(x: 390, y: 0), Point(x: 0, y: 844), Point(x: 390, y: 844)]
        #expect(corners.allSatisfy { reveal.bigMask(screen: screen).contains($0) })
        let articleRadius = reveal.articleRadius(screen: screen)
        let articleMask = MaskShape.oval(reveal.circleRect.insetBy(dx: -articleRadius, dy: -articleRadius))
        #expect(!articleMask.contains(Point(x: 0, y: 844)), "the article's circle leaves the bottom-left corner uncovered")
    }

    func world() -> (Window, VirtualClock, NavigationController, ViewController, NavigationTransitionCoordinator) {
        let root = ViewController(name: "root")
        let navigation = NavigationController(rootViewController: root, name: "nav")
        let (window, clock) = makeWindow(root: navigation)
        let coordinator = NavigationTransitionCoordinator { _ in CircleRevealTransition() }
        navigation.delegate = coordinator
        return (window, clock, navigation, root, coordinator)
    }

    @Test func pushGrowsTheMaskLinearlyAndClearsIt() {
        let (window, clock, navigation, root, coordinator) = world()
        let detail = ViewController(name: "detail")
        navigation.pushViewController(detail, animated: true)
        #expect(detail.view.presentation.mask == .oval(Rect(x: 120, y: 320, width: 50, height: 50)))
        clock.advance(to: 0.25)
        let radius = CircleRevealTransition().coveringRadius(screen: screen)
        guard case .oval(let rect)? = detail.view.presentation.mask else {
            Issue.record("no oval mask at the midpoint")
            return
        }
        #expect(close(rect.width / 2, 25 + radius / 2, 1e-6), "halfway, the circle's radius is halfway between 25 and 25 + r")
        #expect(close(rect.midX, 145, 1e-9) && close(rect.midY, 345, 1e-9))
        clock.runUntilIdle()
        #expect(detail.view.mask == nil && root.view.mask == nil)
        #expect(root.view.superview == nil && window.visibleViewController === detail)
        #expect(window.transitionLog.outcomes.last?.diagnostics == [])
        _ = coordinator
    }

    @Test func popShrinksTheFromViewsMaskAboveTheToView() {
        let (window, clock, navigation, root, coordinator) = world()
        let detail = ViewController(name: "detail")
        navigation.pushViewController(detail, animated: true)
        clock.runUntilIdle()
        navigation.popViewController(animated: true)
        #expect(navigation.view.subviews.map(\.name) == ["root", "detail"])
        clock.advance(by: 0.25)
        let radius = CircleRevealTransition().coveringRadius(screen: screen)
        #expect(close(detail.view.presentation.mask?.rect.width ?? 0, 50 + radius, 1e-6))
        #expect(root.view.presentation.mask == nil)
        clock.runUntilIdle()
        #expect(detail.view.mask == nil && detail.view.superview == nil && window.visibleViewController === root)
        _ = coordinator
    }

    @Test func interactivePopCancelledLeavesTheTreeUnchanged() {
        let (window, clock, navigation, _, coordinator) = world()
        let detail = ViewController(name: "detail")
        navigation.pushViewController(detail, animated: true)
        clock.runUntilIdle()
        let before = window.treeDigest
        let interaction = PercentDrivenInteractiveTransition()
        coordinator.pendingInteraction = interaction
        navigation.popViewController(animated: true)
        interaction.update(0.1)
        interaction.cancel()
        clock.runUntilIdle()
        #expect(window.treeDigest == before, "\(window.treeDigest.difference(from: before) ?? "")")
        #expect(window.transitionLog.outcomes.last?.decision == .cancel && window.transitionLog.outcomes.last?.diagnostics == [])
    }
}

@Suite struct TabSlideTransitionTests {
    func world() -> (Window, VirtualClock, TabBarController, [ViewController], TabTransitionCoordinator) {
        let tabs = (0..<3).map { ViewController(name: "tab-\($0)") }
        let bar = TabBarController(viewControllers: tabs, name: "tabs")
        let (window, clock) = makeWindow(root: bar)
        let coordinator = TabTransitionCoordinator()
        bar.delegate = coordinator
        return (window, clock, bar, tabs, coordinator)
    }

    @Test func aHigherIndexSlidesInFromTheRight() {
        let (window, clock, bar, tabs, coordinator) = world()
        bar.selectedIndex = 2
        #expect(tabs[2].view.presentation.frame.origin.x == 390)
        clock.advance(to: 0.175)
        #expect(close(tabs[2].view.presentation.frame.origin.x, 195) && close(tabs[0].view.presentation.frame.origin.x, -195))
        clock.runUntilIdle()
        #expect(tabs[0].view.superview == nil && tabs[0].view.frame == window.bounds)
        #expect(window.visibleViewController === tabs[2])
        bar.selectedIndex = 1
        #expect(tabs[1].view.presentation.frame.origin.x == -390, "a lower index comes in from the left")
        clock.advance(by: 0.175)
        #expect(close(tabs[2].view.presentation.frame.origin.x, 195))
        clock.runUntilIdle()
        #expect(window.visibleViewController === tabs[1] && bar.selectedIndex == 1)
        #expect(window.transitionLog.outcomes.map(\.kind) == [.tab, .tab])
        #expect(window.transitionLog.outcomes.map(\.diagnostics) == [[], []])
        _ = coordinator
    }

    @Test func interactiveSwitchCancelledLeavesTheTreeUnchanged() {
        let (window, clock, bar, tabs, coordinator) = world()
        let before = window.treeDigest
        let interaction = PercentDrivenInteractiveTransition()
        coordinator.pendingInteraction = interaction
        bar.selectedIndex = 1
        interaction.update(0.15)
        #expect(close(tabs[1].view.presentation.frame.origin.x, 390 * (1 - TimingCurve.easeInOut.value(at: 0.15)), 1e-6))
        interaction.cancel()
        clock.runUntilIdle()
        #expect(window.treeDigest == before, "\(window.treeDigest.difference(from: before) ?? "")")
        #expect(bar.selectedIndex == 0 && window.visibleViewController === tabs[0])
    }
}
