import GlideTesting
import GlideUIKit
import Testing
@testable import UIKitPorts

/// The circle-reveal port (Examples/UIKitPorts, the seed's `CABasicAnimation` on a mask path)
/// replayed under generated traces: a tap on the round button grows the circle, a pull down
/// shrinks it back into the button under the finger.
@Suite struct RevealPortReplayTests {
    /// The reveal port in its start state.
    static func makeWindow() -> (window: UIWindow, home: RevealHomeViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let home = RevealHomeViewController()
        window.rootViewController = home
        window.makeKeyAndVisible()
        return (window, home)
    }

    /// A touchscreen tap on the button (at 328, 768 of 390 × 844), then a one-finger pull of `dy` mm over `duration` s.
    static func tapThenPull(dy: Double, duration: Double) -> GestureScript {
        var script = GestureScript(device: .touchscreen())
        script.tap(at: script.device.point(x: 328.0 / 390, y: 768.0 / 844))
        script.pause(1)
        script.swipe(fingers: 1, from: script.device.point(x: 0.5, y: 0.2), dx: 0, dy: dy, duration: duration)
        script.pause(0.5)
        return script
    }

    @Test func theButtonGrowsTheCircleAndAPullPastAThirdClosesIt() throws {
        let (window, home) = Self.makeWindow()
        let run = try ReplayWorld(window: window).replay(Self.tapThenPull(dy: 70, duration: 0.5))
        try #require(run.outcomes.count == 2, "\(run.jsonLines)")
        let (open, close) = (run.outcomes[0], run.outcomes[1])
        #expect(open.kind == .present && open.animator == "RevealAnimator" && !open.interactive && open.decision == .finish)
        #expect(close.kind == .dismiss && close.interactive && close.decision == .finish)
        #expect(open.diagnostics.isEmpty && close.diagnostics.isEmpty)
        #expect(home.presentedViewController == nil && window.shows(home))
    }

    @Test func aShortSlowPullOpensTheCircleAgain() throws {
        let (window, home) = Self.makeWindow()
        let run = try ReplayWorld(window: window).replay(Self.tapThenPull(dy: 15, duration: 1))
        try #require(run.outcomes.count == 2, "\(run.jsonLines)")
        let close = run.outcomes[1]
        #expect(close.interactive && close.decision == .cancel && close.diagnostics.isEmpty, "\(close.jsonLine)")
        let detail = try #require(home.detail)
        #expect(home.presentedViewController === detail && window.shows(detail))
        // The circle's mask went with the transition: the screen is whole again.
        #expect(detail.view.mask == nil && !detail.isPulling)
    }

    @Test func theCircleFollowsTheFingerWhileItPulls() throws {
        let (window, home) = Self.makeWindow()
        home.open()
        _ = window.clock.runUntilIdle()
        let detail = try #require(home.detail)
        var script = GestureScript(device: .touchscreen())
        script.down(at: script.device.point(x: 0.5, y: 0.2))
        script.move(dx: 0, dy: 40, duration: 0.5)
        script.pause(0.5)
        // Read the circle 0.4 s into the pull (the replay puts the first frame at the clock's now).
        var radius: Double?
        _ = window.clock.schedule(at: window.clock.now + 0.4) { radius = detail.view.presentation.mask.map { $0.rect.width / 2 } }
        _ = try ReplayWorld(window: window).replay(script)
        // Held at the finger's progress, the circle is between closed (28) and open.
        let held = try #require(radius)
        #expect(held > 28 && held < 800, "\(held)")
    }

    @Test func fuzzingTheRevealBreaksNoInvariant() throws {
        let report = Fuzzer(name: "reveal") { _ in
            let (window, home) = Self.makeWindow()
            home.open()
            _ = window.clock.runUntilIdle()
            return ReplayWorld(window: window)
        }.run(cases: 150, seed: 22, threads: 1)
        #expect(report.failures.isEmpty, "\(report.failures.first.map { "\($0): \($0.violations) \($0.shrunk)" } ?? "")")
    }
}
