import GlideTesting
import GlideUIKit
import Testing
@testable import UIKitPorts

/// The photo port (Examples/UIKitPorts): a tap pushes the photo with a zoom, an edge swipe pops it
/// interactively, and the photo's caption fades alongside through the transition coordinator.
@Suite struct PhotoPortReplayTests {
    private func replay(_ script: GestureScript) throws -> (run: ReplayRun, window: UIWindow, navigation: PhotoNavigationController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let navigation = PhotoNavigationController(rootViewController: PhotoListViewController())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let run = try ReplayWorld(window: window).replay(script)
        return (run, window, navigation)
    }

    /// A tap in the middle, a second for the zoom, then a swipe of `dx` mm over `duration` s from the left edge (two fingers on a touchpad).
    private func tapThenEdgeSwipe(on device: SyntheticDevice, dx: Double, duration: Double) -> GestureScript {
        var script = GestureScript(device: device)
        script.tap(at: device.point(x: 0.5, y: 0.5))
        script.pause(1)
        let touchscreen = device.kind == .touchscreen
        script.swipe(fingers: touchscreen ? 1 : 2, from: device.point(x: touchscreen ? 0.01 : 0.2, y: 0.5), dx: dx, dy: 0, duration: duration)
        script.pause(0.5)
        return script
    }

    @Test(arguments: [
        ("touchscreen", SyntheticDevice.touchscreen(), 45.0, 0.4),
        ("touchpad", SyntheticDevice.touchpad(), 40.0, 0.15),
    ])
    func anEdgeSwipePastHalfOrAFlickPopsThePhoto(device: String, surface: SyntheticDevice, dx: Double, duration: Double) throws {
        let (run, window, navigation) = try replay(tapThenEdgeSwipe(on: surface, dx: dx, duration: duration))
        try #require(run.outcomes.count == 2, "\(device): \(run.jsonLines)")
        let (push, pop) = (run.outcomes[0], run.outcomes[1])
        #expect(push.kind == .push && push.animator == "ZoomAnimator" && !push.interactive && push.decision == .finish, "\(run.jsonLines)")
        #expect(push.visible == "PhotoViewController")
        #expect(pop.kind == .pop && pop.interactive && pop.decision == .finish && pop.visible == "PhotoListViewController")
        #expect(run.outcomes.allSatisfy { $0.diagnostics.isEmpty })
        #expect(navigation.viewControllers.count == 1 && !navigation.isPopping)
        let list = try #require(navigation.topViewController)
        #expect(window.shows(list))
    }

    @Test(arguments: [
        ("touchscreen", SyntheticDevice.touchscreen(), 10.0, 1.0),
        ("touchpad", SyntheticDevice.touchpad(), 12.0, 1.0),
    ])
    func aShortSlowSwipeLeavesThePhotoWithItsCaption(device: String, surface: SyntheticDevice, dx: Double, duration: Double) throws {
        let (run, window, navigation) = try replay(tapThenEdgeSwipe(on: surface, dx: dx, duration: duration))
        try #require(run.outcomes.count == 2, "\(device): \(run.jsonLines)")
        let pop = run.outcomes[1]
        #expect(pop.kind == .pop && pop.interactive && pop.decision == .cancel)
        // The animator and the caption's coordinator completion put everything back: nothing for Glide to flag in UIKit-strict mode.
        #expect(pop.diagnostics.isEmpty)
        let photo = try #require(navigation.topViewController as? PhotoViewController)
        #expect(navigation.viewControllers.count == 2 && window.shows(photo))
        #expect(photo.caption.alpha == 1 && photo.view.transform == .identity && photo.view.alpha == 1)
    }

    @Test func aSwipeAwayFromTheEdgeDoesNotPop() throws {
        var script = GestureScript(device: .touchscreen())
        script.tap(at: script.device.point(x: 0.5, y: 0.5))
        script.pause(1)
        script.swipe(fingers: 1, from: script.device.point(x: 0.4, y: 0.5), dx: 40, dy: 0, duration: 0.3)
        script.pause(0.5)
        let (run, _, navigation) = try replay(script)
        #expect(run.outcomes.map(\.kind) == [.push])
        #expect(navigation.viewControllers.count == 2)
    }
}
