import GlideTesting
import GlideUIKit
import Testing
@testable import UIKitPorts

/// The tab port (Examples/UIKitPorts): a `UITabBarController` subclass switching tabs under a swipe.
@Suite struct TabPortReplayTests {
    private func replay(_ script: GestureScript) throws -> (run: ReplayRun, window: UIWindow, tabs: SlidingTabBarController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let tabs = SlidingTabBarController()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        let run = try ReplayWorld(window: window).replay(script)
        return (run, window, tabs)
    }

    /// A swipe of `dx` mm over `duration` s across the middle (two fingers on a touchpad).
    private func swipe(on device: SyntheticDevice, dx: Double, duration: Double) -> GestureScript {
        var script = GestureScript(device: device)
        let fingers = device.kind == .touchscreen ? 1 : 2
        script.swipe(fingers: fingers, from: device.point(x: dx < 0 ? 0.8 : 0.2, y: 0.5), dx: dx, dy: 0, duration: duration)
        script.pause(0.5)
        return script
    }

    @Test(arguments: [("touchscreen", SyntheticDevice.touchscreen(), -35.0), ("touchpad", SyntheticDevice.touchpad(), -45.0)])
    func aSwipeLeftPastAThirdMovesToTheNextTab(device: String, surface: SyntheticDevice, dx: Double) throws {
        let (run, window, tabs) = try replay(swipe(on: surface, dx: dx, duration: 0.5))
        try #require(run.outcomes.count == 1, "\(device): \(run.jsonLines)")
        let record = run.outcomes[0]
        #expect(record.kind == .tab && record.animator == "TabSlideAnimator" && record.interactive && record.decision == .finish)
        #expect(record.diagnostics.isEmpty)
        #expect(tabs.selectedIndex == 1 && !tabs.isSwitching)
        let selected = try #require(tabs.selectedViewController)
        #expect(window.shows(selected) && selected.view.frame == tabs.view.bounds)
    }

    @Test func aShortSlowSwipeSettlesBackAndASwipeRightOnTheFirstTabDoesNothing() throws {
        let (short, window, tabs) = try replay(swipe(on: .touchscreen(), dx: -8, duration: 1))
        #expect(short.outcomes.map(\.decision) == [.cancel] && short.outcomes[0].diagnostics.isEmpty)
        #expect(tabs.selectedIndex == 0)
        let first = try #require(tabs.selectedViewController)
        #expect(window.shows(first) && first.view.frame == tabs.view.bounds)
        let (right, _, _) = try replay(swipe(on: .touchscreen(), dx: 35, duration: 0.5))
        #expect(right.outcomes.isEmpty)
    }
}
