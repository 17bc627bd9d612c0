import GlideGestures
import GlideGallery
import GlideTesting
import GlideUI
import Testing

/// State coverage: what a hand-written replay reaches, exactly; timing classes; the universe;
/// merging, JSON, and a run's coverage whatever its threads.
@Suite struct CoverageTests {
    /// The keys of `family` that `coverage` reached.
    func names(_ coverage: FuzzCoverage, _ family: FuzzCoverage.Family) -> [String] {
        coverage.reached.filter { $0.family == family }.map(\.name)
    }

    func coverage(of script: GestureScript, breakage: Breakage = .none) throws -> FuzzCoverage {
        let run = try makeTestWorld(device: script.trace.device, breakage: breakage).replay(script, countsCoverage: true)
        return try #require(run.coverage)
    }

    @Test func aSwipeThatFinishesReachesExactlyItsPairs() throws {
        let coverage = try coverage(of: swipe(dx: 60))
        #expect(coverage.cases == 1)
        #expect(names(coverage, .transition) == [
            "completing complete-transition", "ended completion-animation-ended", "idle begin", "interacting finish",
            "interacting mark-interruptible", "interacting update",
        ])
        #expect(names(coverage, .recognizer) == ["began→changed", "changed→changed", "changed→ended", "possible→began"])
        #expect(names(coverage, .reason) == ["threshold"])
        #expect(names(coverage, .policy) == ["threshold threshold finish"])
        #expect(names(coverage, .diagnostic).isEmpty)
        #expect(names(coverage, .timing).isEmpty)
        #expect(coverage[.transition(.idle, .begin)] == 1)
        #expect(coverage[.recognizer(.possible, .began)] == 1)
    }

    @Test func aStuckCancelReachesTheWatchdog() throws {
        let coverage = try coverage(of: swipe(dx: 5), breakage: .stuckOnCancel)
        #expect(coverage[.transition(.completing, .stuckTimeout)] == 1)
        #expect(coverage[.transition(.interacting, .cancel)] == 1)
        #expect(coverage[.reason(.stuck)] == 1)
        #expect(coverage[.diagnostic(.stuck)] == 1)
        #expect(coverage[.policy(.threshold, .threshold, .cancel)] == 0, "the watchdog, not the policy, ended it")
    }

    @Test func aSecondGestureCountsTheSilentReturnToPossible() throws {
        var script = swipe(dx: 60)
        script.swipe(fingers: 2, from: script.device.point(x: 0.2, y: 0.5), dx: 60, dy: 0)
        let coverage = try coverage(of: script)
        #expect(coverage[.recognizer(.ended, .possible)] == 1)
        #expect(coverage[.recognizer(.possible, .began)] == 2)
    }

    @Test func aReleaseWithinOneFrameOfTheStartIsItsTimingClass() throws {
        var quick = GestureScript(device: .touchpad())
        quick.down(fingers: 2, at: quick.device.point(x: 0.2, y: 0.5))
        // 10 mm in one frame: past the hysteresis, within the jump threshold; the lift comes one frame (1/120 s) later.
        quick.move(dx: 10, dy: 0, duration: GestureScript.frameInterval)
        quick.lift()
        let fast = try coverage(of: quick)
        #expect(fast[.transition(.interacting, .finish)] + fast[.transition(.interacting, .cancel)] == 1)
        #expect(fast[.timing(.releaseWithinFrameOfStart)] == 1)
        let slow = try coverage(of: swipe(dx: 60))
        #expect(slow[.timing(.releaseWithinFrameOfStart)] == 0)
    }

    /// A swipe that finishes, then two fingers landing `lead` seconds before its completion is due
    /// to end and moving 10 mm in the next frame, which grabs the completion.
    func grab(lead: Double) throws -> FuzzCoverage {
        let swipe = swipe(dx: 60)
        let probe = makeTestWorld(device: swipe.trace.device)
        var release: Double?
        var end: Double?
        probe.window.addTransitionInputObserver { event in
            if event.input == .finish { release = event.time }
            if event.state == .completing, end == nil { end = event.animationEnd }
        }
        _ = try probe.replay(swipe)
        let remaining = try #require(end) - (try #require(release))
        var script = swipe
        script.down(fingers: 2, at: script.device.point(x: 0.5, y: 0.5), after: remaining - lead)
        script.move(dx: 10, dy: 0, duration: GestureScript.frameInterval)
        script.lift()
        return try coverage(of: script)
    }

    @Test func aGrabWithinOneFrameOfTheCompletionsEndIsItsTimingClass() throws {
        let late = try grab(lead: 0.012)
        #expect(late[.transition(.completing, .grab)] == 1)
        #expect(late[.timing(.grabWithinFrameOfEnd)] == 1)
        let early = try grab(lead: 0.1)
        #expect(early[.transition(.completing, .grab)] == 1)
        #expect(early[.timing(.grabWithinFrameOfEnd)] == 0)
    }

    @Test func withoutBeingAskedAReplayCountsNothing() throws {
        let script = swipe(dx: 60)
        let run = try makeTestWorld(device: script.trace.device).replay(script)
        #expect(run.coverage == nil)
    }

    @Test func theUniverseComesFromTheMachinesEnums() {
        let universe = Set(FuzzCoverage.universe)
        #expect(FuzzCoverage.universe.count == universe.count)
        #expect(universe.count { $0.family == .transition } == TransitionState.allCases.count * TransitionInput.allCases.count)
        #expect(universe.count { $0.family == .recognizer } == 36)
        #expect(FuzzCoverage.exclusions.keys.allSatisfy(universe.contains))
        #expect(FuzzCoverage.reachable.count + FuzzCoverage.exclusions.count == universe.count)
        #expect(FuzzCoverage.reachable.count { $0.family == .recognizer } == 11)
        #expect(FuzzCoverage.exclusions[.transition(.ended, .begin)] != nil)
        #expect(FuzzCoverage.exclusions[.transition(.completing, .grab)] == nil)
        #expect(universe.contains(.diagnostic(.rejected(.grab, .notInFlight(.ended)))))
        #expect(FuzzCoverage.exclusions[.diagnostic(.rejected(.stuckTimeout, .notInFlight(.idle)))] != nil)
        #expect(!universe.contains(.diagnostic(TransitionDiagnostic(rawValue: "begin-in-idle"))), "the machine accepts that")
    }

    @Test func mergingIsAssociativeAndCommutative() throws {
        let fuzzer = Fuzzer(name: "sheet") { makeTestWorld(device: $0) }
        let cases = (0..<3).compactMap { fuzzer.runCase($0, seed: 4, countsCoverage: true).coverage }
        try #require(cases.count == 3)
        let (a, b, c) = (cases[0], cases[1], cases[2])
        #expect(a.merging(b).merging(c) == a.merging(b.merging(c)))
        #expect(a.merging(b) == b.merging(a))
        #expect(a.merging(b).cases == 2)
        #expect(a.merging(FuzzCoverage()) == a)
        #expect(a.merging(b)[.transition(.interacting, .update)] == a[.transition(.interacting, .update)] + b[.transition(.interacting, .update)])
        #expect(!a.adds(to: a.merging(b)))
        #expect(a.merging(b).adds(to: a) == !b.newKeys(over: a).isEmpty)
        #expect(a.newKeys(over: FuzzCoverage()) == a.reached)
    }

    @Test func jsonRoundTripsAndIsTheSameText() throws {
        let fuzzer = Fuzzer(name: "sheet") { makeTestWorld(device: $0) }
        let coverage = try #require(fuzzer.run(cases: 20, seed: 6, countsCoverage: true).coverage)
        let text = coverage.jsonText
        let read = try FuzzCoverage(jsonText: text)
        #expect(read == coverage)
        #expect(read.jsonText == text)
        #expect(text.contains("\"never_reached\""))
        #expect(throws: (any Error).self) { try FuzzCoverage(jsonText: #"{"cases":1,"counts":{"nope":{"x":1}}}"#) }
    }

    @Test func aRunsCoverageIgnoresThreadsAndGrowsWithItsCases() throws {
        let fuzzer = Fuzzer(targets: FuzzTarget.allScenes())
        let serial = try #require(fuzzer.run(cases: 60, seed: 1, threads: 1, countsCoverage: true).coverage)
        let parallel = try #require(fuzzer.run(cases: 60, seed: 1, threads: 2, countsCoverage: true).coverage)
        #expect(serial == parallel)
        #expect(serial.cases == 60)
        let half = try #require(fuzzer.run(cases: 30, seed: 1, threads: 2, countsCoverage: true).coverage)
        #expect(half.counts.allSatisfy { serial[$0.key] >= $0.value })
        #expect(serial.reachedCount >= half.reachedCount)
        #expect(fuzzer.run(cases: 5, seed: 1).coverage == nil)
    }

    @Test func theTableListsCountsAndWhatWasNeverReached() throws {
        let coverage = try coverage(of: swipe(dx: 60))
        let table = coverage.table
        #expect(table.hasPrefix("coverage of 1 cases: \(coverage.reachedCount) of \(FuzzCoverage.reachable.count) reachable keys reached\n"))
        #expect(table.contains("\n  idle begin "))
        #expect(table.contains("  never reached:\n"))
        #expect(table.contains("\n    completing grab\n"))
        #expect(table.contains("excluded (cannot be reached):\n"))
    }
}
