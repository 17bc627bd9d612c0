import GlideTesting
import GlideUIKit
import Testing
@testable import UIKitPorts

/// The player port (Examples/UIKitPorts/PlayerViewController.swift) replayed under generated
/// traces: a tap on the bar raises the player with a property animator's spring; a pull drives
/// its dismissal through the interruptible property animator its dismiss animator vends, which a
/// second finger can catch while it slides.
@Suite struct PlayerPortReplayTests {
    /// The mini player in a 390 × 844 key window; `open`: with the player already up.
    func makePlayerWindow(open: Bool = false) throws -> (window: UIWindow, mini: MiniPlayerViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let mini = MiniPlayerViewController()
        window.rootViewController = mini
        window.makeKeyAndVisible()
        if open {
            mini.openPlayer()
            try #require(window.clock as? VirtualClock).advance(by: 1)
        }
        return (window, mini)
    }

    /// A phone touchscreen (70 × 150 mm) script: a tap on the bar, a second for the player to
    /// rise, then a one-finger pull from 30 % of the height down by `dy` mm over `duration` s.
    static func tapThenPull(dy: Double, duration: Double) -> GestureScript {
        var script = GestureScript(device: .touchscreen())
        script.tap(at: script.device.point(x: 0.5, y: 0.95))
        script.pause(1)
        script.swipe(fingers: 1, from: script.device.point(x: 0.5, y: 0.3), dx: 0, dy: dy, duration: duration)
        script.pause(1)
        return script
    }

    @Test func aTapRaisesThePlayerWithItsOwnPropertyAnimator() throws {
        let (window, mini) = try makePlayerWindow()
        var script = GestureScript(device: .touchscreen())
        script.tap(at: script.device.point(x: 0.5, y: 0.95))
        script.pause(0.2)
        let run = try ReplayWorld(window: window).replay(script)
        try #require(run.outcomes.count == 1, "\(run.jsonLines)")
        let present = run.outcomes[0]
        #expect(present.kind == .present && present.animator == "PlayerPresentAnimator")
        #expect(!present.interactive && present.decision == .finish && present.diagnostics.isEmpty)
        #expect(present.visible == "PlayerViewController")
        let player = try #require(mini.player)
        #expect(mini.presentedViewController === player && player.view.frame == window.bounds)
        // Over full screen: the bar's screen stays in the window under the player and hears nothing.
        #expect(mini.view.superview != nil)
        #expect(mini.appearanceLog == ["willAppear", "didAppear"])
        #expect(player.appearanceLog == ["willAppear", "didAppear"])
    }

    @Test(arguments: [
        ("a long pull", 75.0, 0.8),
        ("a flick", 20.0, 0.08),
    ])
    func aPullPastFortyPercentOrAFlickDismissesThePlayer(name: String, dy: Double, duration: Double) throws {
        let (window, mini) = try makePlayerWindow()
        let run = try ReplayWorld(window: window).replay(Self.tapThenPull(dy: dy, duration: duration))
        try #require(run.outcomes.count == 2, "\(name): \(run.jsonLines)")
        let dismiss = run.outcomes[1]
        #expect(dismiss.kind == .dismiss && dismiss.animator == "PlayerDismissAnimator")
        #expect(dismiss.interactive && dismiss.decision == .finish && dismiss.diagnostics.isEmpty)
        #expect(dismiss.visible == "MiniPlayerViewController")
        #expect(mini.presentedViewController == nil && window.shows(mini))
        let player = try #require(mini.player)
        #expect(!player.isPulling && !player.isDismissing && player.view.superview == nil)
        #expect(player.appearanceLog == ["willAppear", "didAppear", "willDisappear", "let go: away", "didDisappear", "dismissed"])
        #expect(mini.appearanceLog == ["willAppear", "didAppear"])
    }

    @Test func aShortSlowPullSlidesThePlayerBack() throws {
        let (window, mini) = try makePlayerWindow()
        let run = try ReplayWorld(window: window).replay(Self.tapThenPull(dy: 20, duration: 1))
        try #require(run.outcomes.count == 2, "\(run.jsonLines)")
        let dismiss = run.outcomes[1]
        #expect(dismiss.interactive && dismiss.decision == .cancel && dismiss.diagnostics.isEmpty)
        let percent = try #require(dismiss.percentAtRelease)
        #expect(percent > 0.05 && percent < 0.4)
        let player = try #require(mini.player)
        #expect(dismiss.visible == "PlayerViewController" && window.shows(player))
        // The reversed animator put the player's frame back at its start.
        #expect(player.view.frame == window.bounds)
        #expect(!player.isDismissing)
        // UIKit's cancel: the coordinator's interaction handler, then the callbacks turned around,
        // the "did" one at completeTransition, before the coordinator's completion.
        #expect(player.appearanceLog == [
            "willAppear", "didAppear", "willDisappear", "let go: back", "willAppear", "didAppear", "dismissal cancelled",
        ])
    }

    @Test func aFingerCatchesTheSlidingPlayerAndPullsItBack() throws {
        let (window, mini) = try makePlayerWindow()
        // A flick from 30 % lets the player slide away; 60 ms later a finger lower down catches
        // it and pushes it back up.
        var script = Self.tapThenPull(dy: 30, duration: 0.12)
        script.steps.removeLast()
        script.pause(0.06)
        script.swipe(fingers: 1, from: script.device.point(x: 0.5, y: 0.9), dx: 0, dy: -60, duration: 0.4)
        script.pause(1)
        let run = try ReplayWorld(window: window).replay(script)
        try #require(run.outcomes.count == 2, "\(run.jsonLines)")
        let dismiss = run.outcomes[1]
        let player = try #require(mini.player)
        #expect(player.catches == 1)
        #expect(dismiss.interruptionCount == 1, "\(dismiss.jsonLine)")
        let grab = try #require(dismiss.interruptions.first)
        // Caught on the way out (past where the flick let go), as the animator showed it.
        #expect(grab.percentAtGrab > (dismiss.percentAtRelease ?? 1) && grab.percentAtGrab < 1)
        #expect(dismiss.decision == .cancel && dismiss.diagnostics.isEmpty)
        #expect(dismiss.visible == "PlayerViewController" && window.shows(player))
        #expect(player.view.frame == window.bounds && !player.isDismissing && !player.isPulling)
        #expect(player.appearanceLog == [
            "willAppear", "didAppear", "willDisappear", "let go: away", "caught", "let go: back", "willAppear", "didAppear",
            "dismissal cancelled",
        ])
    }

    @Test(arguments: [(40.0, 0.1, true), (8.0, 1.0, false)])
    func aTwoFingerTouchpadSwipeDrivesTheSameDismissal(dy: Double, duration: Double, leaves: Bool) throws {
        let (window, mini) = try makePlayerWindow(open: true)
        var script = GestureScript(device: .touchpad())
        script.swipe(fingers: 2, from: script.device.point(x: 0.3, y: 0.1), dx: 0, dy: dy, duration: duration)
        script.pause(1)
        let run = try ReplayWorld(window: window).replay(script)
        try #require(run.outcomes.count == 1, "\(run.jsonLines)")
        let dismiss = run.outcomes[0]
        #expect(dismiss.kind == .dismiss && dismiss.interactive && dismiss.diagnostics.isEmpty)
        #expect(dismiss.decision == (leaves ? .finish : .cancel))
        #expect((mini.presentedViewController == nil) == leaves)
    }

    @Test func aRejectedAnimatorCallIsRecordedOnTheTransition() throws {
        // A stopped interruptible animator refuses a pause: UIKit raises; Glide records it on the record.
        let (window, mini) = try makePlayerWindow(open: true)
        let player = try #require(mini.player)
        player.dismiss(animated: true)
        let animator = PropertyAnimator(duration: 1) { player.view.alpha = 0.5 }
        animator.startAnimation()
        animator.stopAnimation(false)
        animator.pauseAnimation()
        try #require(window.clock as? VirtualClock).advance(by: 1)
        let rejection = try #require(animator.lastRejection)
        let dismiss = try #require(window.transitionLog.outcomes.last)
        #expect(dismiss.kind == .dismiss && dismiss.diagnostics == [.propertyAnimatorRejected(rejection)])
        #expect(window.warnings.contains { $0.contains("pauseAnimation()") && $0.contains("stopped") })
    }
}

extension PlayerPortReplayTests {
    /// The player under generated gestures (taps, pulls, catches) with the standard invariants, UIKit-strict.
    @Test func theFuzzerFindsNothingWrongWithThePlayer() throws {
        let report = Fuzzer(name: "player") { _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = MiniPlayerViewController()
            window.makeKeyAndVisible()
            return ReplayWorld(window: window)
        }.run(cases: 300, seed: 5, threads: 1)
        #expect(report.failures.isEmpty, "\(report.failures.first.map { "\($0): \($0.violations) \($0.shrunk)" } ?? "")")
    }
}
