import GlideGestures
import GlideInput
import Testing

@testable import GlideUI

/// Completions that start at the finger's speed: springs from the release velocity (niri's,
/// libadwaita's), GNOME Shell's time along an ease-out cubic, and the desktops' velocity methods.
@Suite struct VelocityMatchedCompletionTests {
    /// ω = √stiffness; the spring settles (envelope 0.001) in ln 1000 / (ζ·ω), or over the slower decay when overdamped.
    @Test func aSpringSettlesByItsStiffness() {
        // ln 1000 / √1000 = 6.907755 / 31.622777.
        #expect(abs(SpringTiming(dampingRatio: 1).settlingDuration(stiffness: 1000) - 0.218442) < 1e-6)
        #expect(abs(SpringTiming(dampingRatio: 0.5).settlingDuration(stiffness: 1000) - 0.436884) < 1e-6)
        // ζ = 2: the slower rate is ω·(2 − √3) = 8.473269.
        #expect(abs(SpringTiming(dampingRatio: 2).settlingDuration(stiffness: 1000) - 0.815238) < 1e-6)
        #expect(SpringTiming(dampingRatio: 1).settlingDuration(stiffness: 0) == 0)
        #expect(SpringTiming(dampingRatio: 1).settlingDuration(stiffness: .nan) == 0)
    }

    /// A spring's initial velocity is the finger's over the distance left (UIKit's
    /// `initialSpringVelocity`); the rest lasts the spring's settling time.
    @Test func aSpringCompletionStartsAtTheFingersVelocity() throws {
        let completion = try #require(CompletionTiming.spring(dampingRatio: 1, stiffness: 1000).completion(remaining: 0.6, duration: 1, velocity: 2.5))
        #expect(abs(completion.speed - 0.6 / 0.218442) < 1e-4)
        guard case .spring(let spring) = completion.timing else { Issue.record("not a spring: \(String(describing: completion.timing))"); return }
        #expect(abs(spring.initialVelocity - 2.5 / 0.6) < 1e-12)
        // Its slope at the start is that velocity: the presented speed is 2.5 transitions per second.
        let h = 1e-7
        #expect(abs(spring.value(atTime: h, duration: 0.218442) / h - 2.5 / 0.6) < 1e-3)
        #expect(CompletionTiming.spring(dampingRatio: 1, stiffness: 1000).completion(remaining: 0, duration: 1, velocity: 2.5) == nil)
    }

    /// GNOME Shell's |Δp / v| · 3 ms along an ease-out cubic (start slope 3) starts at the finger's speed too.
    @Test func gnomeShellsDurationWithItsEaseOutStartsAtTheFingersSpeed() throws {
        // 975 pt/s over 390 pt from 0.5: 2.5 pages/s = 0.0025 /ms: 0.5 / 0.0025 × 3 = 600 ms, clamped to 400;
        // 3900 pt/s: 10 pages/s → 150 ms, unclamped.
        let verdict = GNOMEPolicy().decide(ReleaseInput(percent: 0.5, velocity: 3900, containerLength: 390))
        let timing = try #require(verdict.timing)
        let completion = try #require(timing.completion(remaining: 0.5, duration: 1, velocity: 10))
        guard case .curve(let curve) = completion.timing else { Issue.record("not a curve"); return }
        let seconds = 0.5 * 1 / completion.speed
        let h = 1e-7
        let startSpeed = 0.5 * curve.value(at: h) / h / seconds
        #expect(abs(startSpeed - 10) < 1e-3, "\(startSpeed)")
        #expect(abs(TimingCurve.easeOutCubic.value(at: 0.5) - 0.875) < 1e-12, "1 − 0.5³")
    }

    /// The desktops measure over their last 150 ms: GNOME from the first sample to the last, niri
    /// to the lift, so a pause before the lift slows niri's velocity and not GNOME's.
    @Test func theDesktopsVelocityMethods() {
        var estimator = VelocityEstimator()
        for k in 0...10 { estimator.add(GestureVector(dx: Double(k) * 10, dy: 0), at: Int64(k) * 10_000) }
        estimator.settle(at: 100_000)
        #expect(abs(estimator.velocity(.gnome).dx - 1000) < 1e-9)
        #expect(abs(estimator.velocity(.niri).dx - 1000) < 1e-9)
        // A 100 ms pause: GNOME keeps the samples at 50…100 ms (50 pt in 50 ms); niri counts the
        // delta into the 50 ms sample too (60 pt) over the 150 ms to the lift.
        estimator.settle(at: 200_000)
        #expect(abs(estimator.velocity(.gnome).dx - 1000) < 1e-9)
        #expect(abs(estimator.velocity(.niri).dx - 400) < 1e-9)
        // Past 150 ms of rest, neither has a sample left.
        estimator.settle(at: 300_000)
        #expect(estimator.velocity(.gnome) == .zero)
        #expect(estimator.velocity(.niri) == .zero)
    }

    /// Driven end to end, a niri release hands the finger's speed to the spring: the sheet moves
    /// on at the speed the finger had, finishing or cancelling, with a property animator or the captured group.
    @Test(arguments: [(true, false), (true, true), (false, false), (false, true)])
    func theSheetMovesOnAtTheFingersSpeed(interruptible: Bool, backwards: Bool) throws {
        let world = DismissScene(device: TestDevice.touchscreen, interruptible: interruptible, policy: .niri)
        var script = TouchScript(device: world.device)
        PanInteractionControllerTests.drag(world, &script, steps: backwards ? 4 : 16)
        if backwards { PanInteractionControllerTests.move(world, &script, steps: 3, step: -4) }
        script.liftAll()
        world.send(script.frame())
        let released = world.clock.now
        let percent = Double(world.controller.percentComplete)
        let dt = 1e-4
        world.clock.advance(to: released + dt)
        let moved = (world.sheet.view.presentation.frame.minX / 400 - percent) / dt
        world.clock.runUntilIdle()
        let outcome = try #require(world.outcomes.last)
        #expect(outcome.decision == (backwards ? .cancel : .finish))
        let velocity = try #require(outcome.velocityAtRelease) / 400
        // Within the spring's curvature over 0.1 ms: ½·|ω² − 2ωv₀|·dt of the distance left.
        #expect(abs(moved - velocity) < 0.02 * abs(velocity) + 0.05, "moved at \(moved)/s, the finger at \(velocity)/s")
        #expect(outcome.release.input?.velocityMethod == .niri)
        #expect(world.scene.log.jsonLines.contains("\"velocity_estimator\":\"niri-150ms-lift\",\"completion_spring\":{\"damping_ratio\":1,"))
        #expect(abs((outcome.endMilliseconds - (outcome.releaseMilliseconds ?? 0)) - 218.442) < 0.01, "the spring's settling time")
    }

    /// Glide's default eases in and out: the sheet stops at the lift, then speeds up again.
    @Test func anEaseInOutCompletionStartsFromRest() throws {
        let world = DismissScene(device: TestDevice.touchscreen, interruptible: false)
        world.controller.completionCurve = .easeInOut
        var script = TouchScript(device: world.device)
        PanInteractionControllerTests.drag(world, &script, steps: 16)
        script.liftAll()
        world.send(script.frame())
        let released = world.clock.now
        world.clock.advance(to: released + 1e-4)
        let moved = (world.sheet.view.presentation.frame.minX / 400 - 0.4) / 1e-4
        #expect(abs(moved) < 0.05, "\(moved)")
    }
}
