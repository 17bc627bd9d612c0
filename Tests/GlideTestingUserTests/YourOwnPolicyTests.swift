import GlideGallery
import GlideTesting
import Testing

/// A release policy of your own: finish past a third, or on a flick faster than 800 pt/s towards the end.
struct ThirdOrFlick: ReleasePolicy {
    var description: String { "third-or-flick" }

    func decide(_ release: ReleaseInput) -> ReleaseVerdict {
        if release.finiteVelocity > 800 { return ReleaseVerdict(.finish, .velocity) }
        return ReleaseVerdict(release.clampedPercent >= 1.0 / 3 ? .finish : .cancel, .threshold)
    }
}

/// Your policy given to the pan's interaction controller, a gallery scene and the fuzzer, as
/// Glide's own rules are; the records name it and `decision-follows-policy` checks against it.
@Suite struct YourOwnPolicyTests {
    /// The article's sheet (FuzzYourTransitionsTests), its dismissal decided by `ThirdOrFlick`.
    static func makeWorld(device: DeviceDescription) -> ReplayWorld {
        let world = makeSheetWorld(device: device, completesOnCancel: true)
        for interaction in world.interactions { interaction.policy = ThirdOrFlick() }
        return world
    }

    @Test func yourPolicyDecidesAReplay() throws {
        var script = GestureScript(device: .touchpad())
        // 25 mm of the 100 mm pad, slowly: 25 %, short of a third.
        script.swipe(fingers: 2, from: script.device.point(x: 0.2, y: 0.5), dx: 25, dy: 0, duration: 1)
        script.pause(0.5)
        // 40 mm slowly: 40 %.
        script.swipe(fingers: 2, from: script.device.point(x: 0.2, y: 0.5), dx: 40, dy: 0, duration: 1)
        script.pause(0.5)
        let run = try Self.makeWorld(device: script.trace.device).replay(script)
        #expect(run.outcomes.map(\.decision) == [.cancel, .finish], "\(run.jsonLines)")
        #expect(run.outcomes.allSatisfy { $0.reason == .threshold && $0.release.policy?.description == "third-or-flick" })
        #expect(InvariantChecker.standard.check(run).isEmpty && InvariantChecker.standard.unchecked(run).isEmpty)
    }

    @Test func yourPolicyDecidesAGalleryScene() throws {
        var script = GestureScript(device: .touchpad())
        // A flick: 15 mm (15 %) in 50 ms, far faster than 800 pt/s.
        script.swipe(fingers: 2, from: script.device.point(x: 0.2, y: 0.5), dx: 15, dy: 0, duration: 0.05)
        script.pause(0.5)
        let world = try ReplayWorld(scene: try #require(Scene.named("aweme")), device: script.trace.device, policy: ThirdOrFlick())
        let run = try world.replay(script)
        let dismissal = try #require(run.outcomes.last)
        #expect(dismissal.decision == .finish && dismissal.reason == .velocity, "\(run.jsonLines)")
        #expect(InvariantChecker.standard.check(run).isEmpty)
    }

    @Test func fuzzingChecksEveryReleaseAgainstYourPolicy() {
        let report = Fuzzer(name: "third or flick") { device in Self.makeWorld(device: device) }.run(cases: 60, seed: 7, threads: 1)
        #expect(report.failures.isEmpty, "\(report.failures.first.map { "\($0)" } ?? "")")
        #expect(!report.uncheckedLines.contains("decision-follows-policy"), "\(report.uncheckedLines)")
    }
}
