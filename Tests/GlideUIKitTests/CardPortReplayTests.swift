import GlideTesting
import GlideUIKit
import Testing
@testable import UIKitPorts

/// The card port (Examples/UIKitPorts) replayed under generated traces: a tap presents the card
/// with its spring, a pull down drives the dismissal through `UIPercentDrivenInteractiveTransition`.
@Suite struct CardPortReplayTests {
    /// Replays `script` through a fresh card window.
    func replay(_ script: GestureScript) throws -> (run: ReplayRun, window: UIWindow, list: CardListViewController) {
        let (window, list) = makeCardWindow()
        let run = try ReplayWorld(window: window).replay(script)
        return (run, window, list)
    }

    @Test(arguments: [
        ("touchscreen", touchscreenTapThenPull(dy: 75, duration: 0.4)),
        ("touchpad", touchpadTapThenPull(dy: 40, duration: 0.1)),
    ])
    func aPullPastAThirdOrAFlickDismissesTheCard(device: String, script: GestureScript) throws {
        let (run, window, list) = try replay(script)
        try #require(run.outcomes.count == 2, "\(device): \(run.jsonLines)")
        let present = run.outcomes[0]
        #expect(present.kind == .present && present.animator == "CardPresentAnimator")
        #expect(!present.interactive && present.decision == .finish && present.reason == .nonInteractive)
        #expect(present.visible == "CardViewController")
        let dismiss = run.outcomes[1]
        #expect(dismiss.kind == .dismiss && dismiss.animator == "CardDismissAnimator")
        #expect(dismiss.interactive && dismiss.decision == .finish)
        #expect(dismiss.visible == "CardListViewController")
        #expect(dismiss.diagnostics.isEmpty && present.diagnostics.isEmpty)
        #expect(list.presentedViewController == nil)
        #expect(window.shows(list))
        // The list brightened alongside the pull.
        #expect(list.view.alpha == 1)
        #expect(list.card.map { $0.isViewLoaded && $0.view.superview == nil } == true)
    }

    @Test(arguments: [
        ("touchscreen", touchscreenTapThenPull(dy: 15, duration: 1)),
        ("touchpad", touchpadTapThenPull(dy: 10, duration: 1)),
    ])
    func aShortSlowPullLetsTheCardSpringBack(device: String, script: GestureScript) throws {
        let (run, window, list) = try replay(script)
        try #require(run.outcomes.count == 2, "\(device): \(run.jsonLines)")
        let dismiss = run.outcomes[1]
        #expect(dismiss.kind == .dismiss && dismiss.interactive && dismiss.decision == .cancel)
        let percent = try #require(dismiss.percentAtRelease)
        #expect(percent > 0.02 && percent < 1.0 / 3.0)
        #expect(dismiss.visible == "CardViewController")
        // The animations ran back to their start values, as on iOS (the animator also puts the card back itself).
        #expect(dismiss.diagnostics.isEmpty)
        let card = try #require(list.card)
        #expect(list.presentedViewController === card)
        #expect(window.shows(card))
        #expect(card.view.frame == window.bounds)
        #expect(!card.isPulling)
        // The brightening alongside the pull went back with it, and the list's completion dimmed it again.
        #expect(list.view.alpha == Double(CardListViewController.dimmedAlpha))
    }

    @Test func aReplayFromATraceFileGivesTheSameRecords() throws {
        let script = touchscreenTapThenPull(dy: 75, duration: 0.4)
        let expected = try replay(script).run.jsonLines
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("glide-card-\(getpid()).evemu").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try script.trace.writeEvemu(to: path)
        let (window, _) = makeCardWindow()
        let result = try window.replay(tracePath: path)
        #expect(result.outcomes.map(\.jsonLine).joined(separator: "\n") + "\n" == expected)
        #expect(result.warnings.isEmpty)
    }

    @Test func aWindowOnARealTimeClockIsRefusedWithTheFix() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: SystemClock())
        let error = #expect(throws: GlideError.self) { try window.replay(tracePath: "/nonexistent.evemu") }
        #expect(error?.message.contains("VirtualClock") == true)
    }
}

extension CardPortReplayTests {
    @Test func aSidewaysSwipeOnTheCardDoesNotStartThePull() throws {
        var script = GestureScript(device: .touchscreen())
        script.tap(at: script.device.point(x: 0.5, y: 0.5))
        script.pause(1)
        script.swipe(fingers: 1, from: script.device.point(x: 0.2, y: 0.4), dx: 40, dy: 5, duration: 0.3)
        script.pause(0.5)
        let (run, window, list) = try replay(script)
        #expect(run.outcomes.map(\.kind) == [.present])
        let card = try #require(list.card)
        #expect(window.shows(card) && !card.isPulling)
    }
}
