import Foundation
import Testing

@testable import GlideUI

/// The desktops' rules, pinned against cases worked out by hand from their sources' constants
/// (the citations are on each policy: libadwaita/GNOME Shell's swipe tracker, niri's
/// swipe_tracker.rs, Hyprland's UnifiedWorkspaceSwipeGesture.cpp, KWin's gestures.cpp and
/// effecttogglablestate.cpp, touchegg's animated-action.cpp).
@Suite struct DesktopPolicyTests {
    /// A touchpad 100 mm wide spanning a 390 pt container: 3.9 pt per mm.
    static let pad = 3.9

    func touchpad(_ percent: Double, _ velocity: Double, travel: Double? = nil, events: Int? = nil) -> ReleaseInput {
        ReleaseInput(percent: percent, velocity: velocity, containerLength: 390, pointsPerMillimetre: Self.pad, travel: travel, events: events)
    }

    func touchscreen(_ percent: Double, _ velocity: Double) -> ReleaseInput {
        ReleaseInput(percent: percent, velocity: velocity, containerLength: 390)
    }

    /// The two cases: a slow 30 % swipe (the finger at rest when it lifts), a fast 10 % flick (1,000 pt/s).
    @Test func aSlowThirtyPercentSwipeAndAFastTenPercentFlick() {
        let slow = touchpad(0.3, 0)
        #expect(ToucheggPolicy().decide(slow).decision == .finish, "touchegg runs the action from 20 %")
        #expect(GNOMEPolicy().decide(slow).decision == .cancel, "GNOME: below 0.6 px/ms the nearest end, the start")
        let flick = touchpad(0.1, 1000)
        #expect(GNOMEPolicy().decide(flick) .decision == .finish, "GNOME: 1000 pt/s = 256 mm/s = 10.1 px/ms towards the end")
        #expect(NiriPolicy().decide(flick).decision == .finish, "niri: 0.1 + 0.333 s × 2.56 /s = 0.95 rounds to 1")
        #expect(KWinPolicy().decide(flick).decision == .cancel, "KWin: 10 % is short of 50 %, and it reads no velocity")
    }

    /// GNOME's velocity threshold: 0.6 px/ms on a touchpad is 0.6 × 0.0254 mm/ms = 15.24 mm/s = 59.4 pt/s
    /// here; 0.3 px/ms on a touchscreen is 300 pt/s.
    @Test func gnomeLetsTheNearestEndWinBelowItsVelocityThreshold() {
        let gnome = GNOMEPolicy()
        #expect(gnome.decide(touchpad(0.3, 59)).reason == .threshold)
        #expect(gnome.decide(touchpad(0.3, 60)) .decision == .finish && gnome.decide(touchpad(0.3, 60)).reason == .velocity)
        #expect(gnome.decide(touchscreen(0.3, 299)) .decision == .cancel)
        #expect(gnome.decide(touchscreen(0.3, 301)).decision == .finish)
        #expect(gnome.decide(touchscreen(0.5, 0)).decision == .cancel, "a tie goes to the start")
        #expect(gnome.decide(touchscreen(0.51, 0)).decision == .finish)
        // Back at 2 px/ms on a touchscreen: the coast is 2 × 0.998 / 0.002 / 1000 = 0.998 pages.
        #expect(abs(GNOMEPolicy.coast(speed: 2, deceleration: 0.998) - 0.998) < 1e-12)
        #expect(gnome.decide(touchscreen(0.9, -2000)).decision == .cancel)
        // The parabola joins the line with its slope: just past 2 px/ms it adds slope × Δv.
        let slope = 0.998 / 0.002 / 1000
        #expect(abs(GNOMEPolicy.coast(speed: 2.001, deceleration: 0.998) - (0.998 + slope * 0.001)) < 1e-6)
    }

    /// GNOME Shell's completion: |Δp / v| · 3 ms, v in pages per ms, clamped to 100…400 ms.
    @Test func gnomeShellTimesTheCompletionByTheReleaseVelocity() {
        // 10 pages/s = 0.01 /ms from 0.5: 0.5 / 0.01 × 3 = 150 ms.
        #expect(GNOMEPolicy().decide(touchscreen(0.5, 3900)).timing == .milliseconds(150))
        // Away from the end (or still) it takes 0.002 /ms: 0.4 / 0.002 × 3 = 600, clamped to 400.
        #expect(GNOMEPolicy().decide(touchscreen(0.6, 0)).timing == .milliseconds(400))
        // 50 pages/s from 0.1: 0.9 / 0.05 × 3 = 54, clamped to 100.
        #expect(GNOMEPolicy().decide(touchscreen(0.1, 19_500)).timing == .milliseconds(100))
        // 150 ms of the 0.5 left of a 1 s transition: speed 0.5 / 0.15, easing out cubically.
        let completion = CompletionTiming.milliseconds(150).completion(remaining: 0.5, duration: 1, velocity: 10)
        #expect(abs(completion!.speed - 0.5 / 0.15) < 1e-12)
        #expect(completion?.timing == .curve(.easeOutCubic))
        #expect(CompletionTiming.milliseconds(0).completion(remaining: 0.5, duration: 1, velocity: 10) == nil)
    }

    /// niri projects −v / (1000 · ln 0.997) = 0.3328 s ahead and rounds.
    @Test func niriRoundsTheProjection() {
        #expect(abs(NiriPolicy.projectionSeconds - 0.33283) < 1e-5)
        #expect(NiriPolicy().decide(touchscreen(0.1, 1.5 * 390)).decision == .finish, "0.1 + 0.499")
        #expect(NiriPolicy().decide(touchscreen(0.1, 1.0 * 390)).decision == .cancel, "0.1 + 0.333")
        #expect(NiriPolicy().decide(touchscreen(0.5, 0)).decision == .finish, "half rounds away from zero")
        #expect(NiriPolicy().decide(touchscreen(0.9, -2 * 390)).decision == .cancel, "0.9 − 0.666")
    }

    /// Hyprland reverts under 150 of its 300 px unless the mean motion per event reaches 30 px.
    @Test func hyprlandForcesAShortSwipeOnlyWhenItsEventsWereLong() {
        // 156 pt of travel on the pad is 40 mm = 1574.8 units: over 20 events, 78.7 per event.
        #expect(HyprlandPolicy().decide(touchpad(0.4, 0, travel: 156, events: 20)) == ReleaseVerdict(.finish, .velocity))
        // Over 200 events, 7.9 per event: it reverts.
        #expect(HyprlandPolicy().decide(touchpad(0.4, 0, travel: 156, events: 200)) == ReleaseVerdict(.cancel, .threshold))
        #expect(HyprlandPolicy().decide(touchpad(0.6, 0)) == ReleaseVerdict(.finish, .threshold))
        #expect(HyprlandPolicy().decide(touchpad(0.005, 0, travel: 156, events: 1)).decision == .cancel, "1.5 px is under 2")
    }

    @Test func kwinAndToucheggReadThePositionOnly() {
        #expect(KWinPolicy().decide(touchscreen(0.5, 5000)).decision == .cancel, "past 0.5, not at it")
        #expect(KWinPolicy().decide(touchscreen(0.51, -5000)).decision == .finish)
        #expect(KWinPolicy(commitPoint: 0.25).decide(touchscreen(0.3, 0)).decision == .finish, "the desktop switch commits at 0.25")
        #expect(ToucheggPolicy().decide(touchscreen(0.2, 0)).decision == .finish)
        #expect(ToucheggPolicy().decide(touchscreen(0.19, 5000)).decision == .cancel)
    }

    /// Each policy says where a still finger starts to finish, and the bisection every other policy gets agrees.
    @Test(arguments: ReleasePolicies.named.map(\.name))
    func restingThresholdsAreWhereAStillReleaseStartsToFinish(name: String) throws {
        let policy = try #require(ReleasePolicies.policy(named: name))
        let threshold = try #require(policy.restingThreshold(containerLength: 390, pointsPerMillimetre: nil))
        struct Bisected: ReleasePolicy {
            let inner: any ReleasePolicy
            var description: String { inner.description }
            func decide(_ release: ReleaseInput) -> ReleaseVerdict { inner.decide(release) }
        }
        let bisected = try #require(Bisected(inner: policy).restingThreshold(containerLength: 390, pointsPerMillimetre: nil))
        #expect(abs(bisected - threshold) < 1e-8, "\(name): \(bisected) vs \(threshold)")
    }

    /// Bad inputs never trap: NaN and infinite values decide as documented.
    @Test(arguments: ReleasePolicies.named.map(\.name))
    func nonFiniteInputsDecide(name: String) throws {
        let policy = try #require(ReleasePolicies.policy(named: name))
        for input in [ReleaseInput(percent: .nan, velocity: .nan, containerLength: .nan), ReleaseInput(percent: .infinity, velocity: -.infinity, containerLength: 0, pointsPerMillimetre: 0)] {
            let verdict = policy.decide(input)
            if case .milliseconds(let ms, _) = verdict.timing { #expect(ms.isFinite) }
        }
    }
}
