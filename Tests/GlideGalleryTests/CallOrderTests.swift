import GlideGestures
import GlideUI
import Testing

@testable import GlideGallery

/// A transitioning delegate that logs what UIKit asks it, vending logged gallery animators.
final class LoggingModalDelegate: ViewControllerTransitioningDelegate {
    var calls: [String] = []
    let present: LoggingAnimator
    let dismiss: LoggingAnimator
    var interaction: (any ViewControllerInteractiveTransitioning)?

    init(present: any ViewControllerAnimatedTransitioning, dismiss: any ViewControllerAnimatedTransitioning) {
        self.present = LoggingAnimator(present)
        self.dismiss = LoggingAnimator(dismiss)
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        calls.append("animationController(forPresented:)")
        return present
    }

    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        calls.append("animationController(forDismissed:)")
        return dismiss
    }

    func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning) -> (any ViewControllerInteractiveTransitioning)? {
        calls.append("interactionControllerForPresentation")
        return nil
    }

    func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning) -> (any ViewControllerInteractiveTransitioning)? {
        calls.append("interactionControllerForDismissal")
        return interaction
    }
}

@Suite struct CallOrderTests {
    @Test(arguments: ["slide", "aweme", "fade"])
    func nonInteractivePresentFollowsUIKitsOrder(name: String) {
        let animator: any ViewControllerAnimatedTransitioning =
            switch name {
            case "slide": SlideInPresentTransition(.fromBottom)
            case "aweme": AwemePresentTransition(cellFrame: Rect(x: 0, y: 0, width: 130, height: 173))
            default: CrossFadeModalTransition(.present)
            }
        let first = ViewController(name: "first")
        let (window, clock) = makeWindow(root: first)
        let delegate = LoggingModalDelegate(present: animator, dismiss: AwemeDismissTransition())
        let second = ViewController(name: "second")
        second.transitioningDelegate = delegate
        first.present(second, animated: true) { delegate.calls.append("completion") }
        clock.runUntilIdle()
        let order = delegate.calls + delegate.present.calls
        #expect(delegate.calls == ["animationController(forPresented:)", "interactionControllerForPresentation", "completion"], "\(name)")
        #expect(delegate.present.calls == ["transitionDuration", "animateTransition", "animationEnded(true)"], "\(order)")
        #expect(window.visibleViewController === second)
    }

    @Test func interactiveAwemeDismissalAsksForTheInteractionAndRunsTheAnimatorAtRelease() throws {
        var script = TouchScript(.touchscreen)
        let scene = try Scene.aweme.make(device: script.device)
        let grid = try #require(scene.window.rootViewController as? AwemeGridViewController)
        let list = try #require(grid.presentedViewController)
        let delegate = LoggingModalDelegate(present: grid.presentAnimation, dismiss: grid.dismissAnimation)
        list.transitioningDelegate = delegate
        delegate.interaction = grid.dragInteraction
        script.down(x: 100, y: 400)
        scene.feed(script.frame())
        for _ in 0..<10 {
            script.move(dx: 20, dy: 0)
            scene.feed(script.frame())
        }
        #expect(delegate.calls == ["animationController(forDismissed:)", "interactionControllerForDismissal"])
        #expect(delegate.dismiss.calls == ["transitionDuration", "animateTransition"], "the percent-driven start runs the animator, which stays idle")
        #expect(scene.view(named: "cell-0.snapshot") == nil)
        script.upAll()
        scene.feed(script.frame())
        #expect(scene.view(named: "cell-0.snapshot") != nil, "released past the threshold, the animator runs for real")
        scene.settle()
        // `animateTransition` runs once per transition, as in UIKit: the interaction starts the fly-back itself.
        #expect(delegate.dismiss.calls == ["transitionDuration", "animateTransition", "animationEnded(true)"])
        #expect(scene.outcomes.last?.decision == .finish)
    }

    @Test func aLostDeviceCancelsTheAwemeDragAndSpringsTheListBack() throws {
        var script = TouchScript(.touchpad)
        let scene = try Scene.aweme.make(device: script.device)
        let before = scene.treeDigest
        script.down(x: 100, y: 400, count: 2)
        scene.feed(script.frame())
        for _ in 0..<10 {
            script.move(dx: 20, dy: 0)
            scene.feed(script.frame())
        }
        scene.deviceLost()
        scene.settle()
        #expect(scene.treeDigest == before, "\(scene.treeDigest.difference(from: before) ?? "")")
        let record = try #require(scene.outcomes.last)
        #expect(record.decision == .cancel && record.reason == .deviceLost && record.diagnostics == [])
        #expect(close(record.endMilliseconds - (record.releaseMilliseconds ?? 0), 1000.0 * 200 / 390, 1e-6), "p seconds of spring-back")
    }
}
