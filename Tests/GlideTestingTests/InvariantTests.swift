import GlideTesting
import Testing

/// Each standard invariant holds on a sound world and catches the world broken on purpose for it.
@Suite struct InvariantTests {
    /// The names of what `script` breaks in worlds broken by `breakage`.
    func broken(by breakage: Breakage, _ script: GestureScript) -> Set<String> {
        Set(InvariantChecker.standard.check(script.trace) { makeTestWorld(device: $0, breakage: breakage) }.violations.map(\.invariant))
    }

    @Test func aSoundWorldBreaksNothing() throws {
        for dx in [8.0, 60] {
            let checked = InvariantChecker.standard.check(swipe(dx: dx).trace) { makeTestWorld(device: $0) }
            #expect(checked.violations.isEmpty)
            let run = try #require(checked.run)
            #expect(run.outcomes.count == 1)
            #expect(run.outcomes[0].release.policy as? CompletionPolicy == .standard)
            #expect(run.outcomes[0].release.containerLength == 390)
            #expect(InvariantChecker.standard.unchecked(run).isEmpty)
        }
    }

    @Test func aCancelledSwipeHasItsTreeChecked() throws {
        let run = try makeTestWorld(device: SyntheticDevice.touchpad().deviceDescription).replay(swipe(dx: 8))
        #expect(run.decisions == [.cancel])
        #expect(run.treeChecks.count == 1)
        #expect(run.treeChecks.first?.before == run.treeChecks.first?.after)
    }

    @Test func aForgottenCompletionIsStuck() {
        #expect(broken(by: .stuckOnCancel, swipe(dx: 8)) == ["no-stuck-transition"])
        #expect(broken(by: .stuckOnCancel, swipe(dx: 60)).isEmpty)
    }

    @Test func aBogusRecordBreaksOneRecordPerTransition() {
        #expect(broken(by: .extraRecord, swipe(dx: 60)).contains("one-record-per-transition"))
    }

    @Test func anAnimatorThatCompletesTwiceIsCaughtUnlessTheWorldExpectsIt() {
        #expect(broken(by: .completesTwice, swipe(dx: 60)) == ["expected-diagnostics-only"])
        #expect(broken(by: .completesTwice, swipe(dx: 8)) == ["expected-diagnostics-only"])
        let checked = InvariantChecker.standard.check(swipe(dx: 60).trace) { device in
            let world = makeTestWorld(device: device, breakage: .completesTwice)
            world.expectedDiagnostics = [.completedTwice]
            return world
        }
        #expect(checked.violations.isEmpty)
        #expect(checked.run?.outcomes.first?.diagnostics == [.completedTwice])
    }

    /// Every diagnostic Glide records, the families by an instance each.
    static let everyDiagnostic: [TransitionDiagnostic] = [
        .completedTwice, .completedAfterStuck, .completedDespiteCancel, .cancelledDespiteFinish, .completedWhileInteracting,
        .begunWhileInFlight, .blankScreen, .treeRestored, .changeOutsideAnimationKept, .grabAfterAnimationCompleted, .nonFinitePercent,
        .interruptibleAnimatorUnsupported, TransitionDiagnostic(rawValue: "property-animator-rejected:pauseAnimation()"),
        .rejected(.update, .notInteracting(.animating)), .rejected(.grab, .notInterruptible),
    ]

    @Test(arguments: everyDiagnostic)
    func everyDiagnosticFailsTheStandardInvariantsUnlessExpected(diagnostic: TransitionDiagnostic) throws {
        var run = try makeTestWorld(device: SyntheticDevice.touchpad().deviceDescription).replay(swipe(dx: 60))
        run.outcomes[0].add(diagnostic)
        run.outcomes[0].add(diagnostic)
        let violations = InvariantChecker.standard.check(run)
        #expect(violations.map(\.invariant) == ["expected-diagnostics-only"])
        let message = try #require(violations.first?.message)
        #expect(message.contains("recorded \(diagnostic.rawValue) 2 times: \(diagnostic.meaning)"), "\(message)")
        #expect(!diagnostic.meaning.contains("a diagnostic Glide recorded"))
        run.expectedDiagnostics = [diagnostic]
        #expect(InvariantChecker.standard.check(run).isEmpty)
    }

    @Test func aStuckTransitionIsNoneStucksAlone() throws {
        var run = try makeTestWorld(device: SyntheticDevice.touchpad().deviceDescription).replay(swipe(dx: 60))
        run.outcomes[0].add(.stuck)
        #expect(InvariantChecker.standard.check(run).map(\.invariant) == ["no-stuck-transition"])
    }

    /// niri's spring starts at the finger's speed, and an interaction that drops it or slows it is caught.
    @Test func aSpringThatDoesNotStartAtTheFingersSpeedIsCaught() throws {
        for dx in [8.0, 60] {
            let checked = InvariantChecker.standard.check(swipe(dx: dx).trace) { makeTestWorld(device: $0, breakage: .halvesTheSpring) }
            #expect(checked.violations.map(\.invariant) == ["completion-matches-release"], "\(checked.violations)")
            #expect(checked.violations.first?.message.contains("but its spring starts at") == true)
            #expect(broken(by: .dropsTheSpring, swipe(dx: dx)) == ["completion-matches-release"])
        }
        var run = try makeTestWorld(device: SyntheticDevice.touchpad().deviceDescription).replay(swipe(dx: 60))
        #expect(InvariantChecker.standard.check(run).isEmpty)
        // A spring that starts at the finger's speed holds; twice that speed does not.
        let release = run.outcomes[0].release
        let remaining = 1 - (release.percent ?? 0)
        let matched = (release.velocity ?? 0) / 390 / remaining
        run.outcomes[0].release.completionTiming = .spring(SpringTiming(dampingRatio: 1, initialVelocity: matched))
        #expect(InvariantChecker.standard.check(run).isEmpty)
        run.outcomes[0].release.completionTiming = .spring(SpringTiming(dampingRatio: 1, initialVelocity: 2 * matched))
        #expect(InvariantChecker.standard.check(run).map(\.invariant) == ["completion-matches-release"])
    }

    /// A release under reduced motion that took time, or was grabbed, is caught.
    @Test func reducedMotionThatMovesIsCaught() throws {
        var run = try makeTestWorld(device: SyntheticDevice.touchpad().deviceDescription).replay(swipe(dx: 60))
        #expect((run.outcomes[0].releaseMilliseconds ?? 0) < run.outcomes[0].endMilliseconds)
        run.outcomes[0].release.reducedMotion = true
        let violations = InvariantChecker.standard.check(run)
        #expect(violations.map(\.invariant) == ["reduced-motion-is-instant"])
        #expect(violations.first?.message.contains("was released under reduced motion at") == true)
    }

    @Test func finishingAgainstThePolicyIsCaught() {
        #expect(broken(by: .finishesInsteadOfCancelling, swipe(dx: 8)) == ["decision-follows-policy"])
        #expect(broken(by: .finishesInsteadOfCancelling, swipe(dx: 60)).isEmpty)
    }

    @Test func aTreeChangedOutsideTheTransitionIsCaughtOnCancel() {
        #expect(broken(by: .changesTreeAtBegin, swipe(dx: 8)) == ["cancel-keeps-tree"])
    }

    /// A world that declares `change-outside-animation-kept` expected keeps, on a cancel whose
    /// record says so, the change its own code made; another cancel's change is still caught.
    @Test func aChangeTheWorldKeepsOnPurposePassesOnCancel() throws {
        var run = try makeTestWorld(device: SyntheticDevice.touchpad().deviceDescription, breakage: .changesTreeAtBegin).replay(swipe(dx: 8))
        run.expectedDiagnostics = [.changeOutsideAnimationKept]
        #expect(InvariantChecker.standard.check(run).map(\.invariant) == ["cancel-keeps-tree"])
        run.outcomes[0].add(.changeOutsideAnimationKept)
        #expect(InvariantChecker.standard.check(run).isEmpty)
        run.expectedDiagnostics = []
        #expect(Set(InvariantChecker.standard.check(run).map(\.invariant)) == ["cancel-keeps-tree", "expected-diagnostics-only"])
    }

    @Test func aWorldThatDiffersEachTimeIsNotDeterministic() {
        #expect(broken(by: .slowerEachTime, swipe(dx: 60)) == [InvariantChecker.determinismName])
        let checker = InvariantChecker(checksDeterminism: false)
        #expect(checker.check(swipe(dx: 60).trace) { makeTestWorld(device: $0, breakage: .slowerEachTime) }.violations.isEmpty)
    }

    @Test func percentsAndTimesOutOfRangeAreCaught() throws {
        let sound = try makeTestWorld(device: SyntheticDevice.touchpad().deviceDescription).replay(swipe(dx: 60))
        var run = sound
        run.outcomes[0].percentAtRelease = 1.5
        #expect(InvariantChecker.standard.check(run).map(\.invariant) == ["percent-in-range"])
        run = sound
        run.strayPercents = [ReplayRun.PercentSample(transition: 1, percent: .nan, frameTime: 5)]
        #expect(InvariantChecker.standard.check(run).map(\.invariant) == ["percent-in-range"])
        run = sound
        run.outcomes[0].endMilliseconds = .infinity
        #expect(InvariantChecker.standard.check(run).map(\.invariant) == ["finite-durations"])
        run = sound
        run.outcomes[0].releaseMilliseconds = run.outcomes[0].endMilliseconds + 1
        #expect(InvariantChecker.standard.check(run).map(\.invariant) == ["finite-durations"])
    }

    @Test func userInvariantsRunNextToTheStandardOnes() {
        let onlyCancels = Invariant("only-cancels") { run in
            run.outcomes.filter { $0.decision != .cancel }.map { "transition \($0.transition) finished" }
        }
        let checker = InvariantChecker.standard.adding(onlyCancels)
        #expect(checker.names.contains("only-cancels"))
        let violations = checker.check(swipe(dx: 60).trace) { makeTestWorld(device: $0) }.violations
        #expect(violations == [InvariantViolation(invariant: "only-cancels", message: "transition 2 finished")])
    }

    @Test func aWindowOffTheVirtualClockIsRefused() {
        let world = ReplayWorld(window: Window(clock: SystemClock()))
        #expect(throws: GlideTestingError.notVirtualClock("window")) { try world.replay(swipe(dx: 10)) }
    }
}
