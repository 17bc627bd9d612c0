import Testing

@testable import GlideUI

/// Outcome records as JSON lines: fixed key order, deterministic numbers, nulls where ARCHITECTURE.md ("Outcome records") says.
@Suite struct TransitionOutcomeTests {
    static func interactiveDismiss() -> TransitionOutcome {
        TransitionOutcome(
            transition: 2, kind: .dismiss, animator: "DismissScaleAnimation", interactive: true,
            release: TransitionRelease(
                decision: .cancel, reason: .threshold, percent: 0.15, velocity: -120.5, completionSpeed: 1 - 0.15,
                milliseconds: 1250.0000004),
            startMilliseconds: 1000, endMilliseconds: 1250 + 0.15 * 250 / 0.85, visible: "Grid \"main\"",
            diagnostics: [.completedDespiteCancel])
    }

    @Test func interactiveRecordIsByteExact() {
        #expect(
            Self.interactiveDismiss().jsonLine
                == #"{"transition":2,"kind":"dismiss","animator":"DismissScaleAnimation","interactive":true,"decision":"cancel","reason":"threshold","percent_at_release":0.15,"velocity_at_release":-120.5,"completion_speed":0.85,"start_ms":1000,"release_ms":1250,"end_ms":1294.117647,"visible":"Grid \"main\"","diagnostics":["completed-despite-cancel"]}"#
        )
    }

    @Test func nonInteractiveRecordHasNulls() {
        let outcome = TransitionOutcome(
            transition: 1, kind: .present, animator: "DefaultModalTransition", interactive: false,
            release: TransitionRelease(
                decision: .finish, reason: .nonInteractive, percent: nil, velocity: nil, completionSpeed: 1, milliseconds: nil),
            startMilliseconds: 0, endMilliseconds: 300,
            visible: nil, diagnostics: [])
        #expect(
            outcome.jsonLine
                == #"{"transition":1,"kind":"present","animator":"DefaultModalTransition","interactive":false,"decision":"finish","reason":"non-interactive","percent_at_release":null,"velocity_at_release":null,"completion_speed":1,"start_ms":0,"release_ms":null,"end_ms":300,"visible":null,"diagnostics":[]}"#
        )
    }

    @Test(arguments: [
        (0.1 + 0.2, "0.3"), (-0.0, "0"), (-0.0000004, "0"), (-2.5, "-2.5"), (1e-6, "0.000001"),
        (0.0000005, "0.000001"), (123456.7890126, "123456.789013"), (Double.nan, "null"),
        (Double.infinity, "null"), (42, "42"),
    ])
    func numbersAreDeterministic(value: Double, text: String) {
        #expect(JSONText.number(value) == text)
    }

    @Test func stringsAreEscaped() {
        #expect(JSONText.string("a\\b\n\u{1}") == #""a\\b\n\u0001""#)
    }

    @Test func logAppendsAndAmends() {
        let log = TransitionLog()
        #expect(!log.add(.completedTwice, toTransition: 2))
        log.append(Self.interactiveDismiss())
        #expect(log.add(.completedTwice, toTransition: 2))
        #expect(log.outcomes[0].diagnostics == [.completedDespiteCancel, .completedTwice])
        let lines = log.jsonLines
        #expect(lines.hasSuffix("[\"completed-despite-cancel\",\"completed-twice\"]}\n"))
        #expect(lines == log.jsonLines)
        log.removeAll()
        #expect(log.jsonLines.isEmpty)
    }

    /// A default presentation, then an interactive dismissal cancelled at 0.15 with the seed's `completionSpeed = 1 − p`.
    static func scriptedRun() -> String {
        let log = CallLog()
        let interaction = LoggingInteraction(log: log)
        let delegate = LoggingDelegate(log: log, animator: nil, interaction: interaction)
        let home = ViewController(name: "home")
        let sheet = ViewController(name: "sheet")
        let scene = Scene(root: home)
        home.present(sheet, animated: true)
        scene.clock.advance(to: 1)
        sheet.transitioningDelegate = delegate
        delegate.animator = SlideAnimator(log: log, duration: 0.25)
        sheet.dismiss(animated: true)
        interaction.update(0.15)
        scene.clock.advance(to: 1.1)
        interaction.completionSpeed = 1 - interaction.percentComplete
        interaction.release(.cancel, because: ReleaseCause(reason: .velocity, velocity: -320.5))
        scene.clock.runUntilIdle()
        return scene.log.jsonLines
    }

    @Test func scriptedRunWritesByteExactLines() {
        let expected = """
            {"transition":1,"kind":"present","animator":"DefaultModalTransition","interactive":false,"decision":"finish","reason":"non-interactive","percent_at_release":null,"velocity_at_release":null,"completion_speed":1,"start_ms":0,"release_ms":null,"end_ms":500,"visible":"sheet","diagnostics":[]}
            {"transition":2,"kind":"dismiss","animator":"SlideAnimator","interactive":true,"decision":"cancel","reason":"velocity","percent_at_release":0.15,"velocity_at_release":-320.5,"completion_speed":0.85,"start_ms":1000,"release_ms":1100,"end_ms":1144.117647,"visible":"sheet","diagnostics":[]}

            """
        let first = Self.scriptedRun()
        #expect(first == expected)
        #expect(Self.scriptedRun() == first)
    }
}

/// One record stays small however often its transition is grabbed, and a log can keep only its latest records.
@Suite struct BoundedRecordTests {
    static func interruption(_ index: Int) -> TransitionInterruption {
        TransitionInterruption(
            release: TransitionRelease(
                decision: .finish, reason: .threshold, percent: 0.5, velocity: 10, completionSpeed: 0.5,
                milliseconds: Double(index) * 200),
            percentAtGrab: 0.6, grabMilliseconds: Double(index) * 200 + 50)
    }

    @Test(arguments: [0, 1, 4, 8, 9, 3000])
    func aRecordKeepsTheFirstFourAndTheLastFourInterruptions(count: Int) {
        var list = InterruptionList()
        for index in 0..<count { list.append(Self.interruption(index)) }
        let keptIndices = count <= 8 ? Array(0..<count) : Array(0..<4) + Array((count - 4)..<count)
        #expect(list.count == count)
        #expect(list.kept == keptIndices.map(Self.interruption))
        #expect(list.omitted == count - keptIndices.count)
    }

    @Test func omittedInterruptionsAreCountedInTheJSONOnlyWhenThereAreAny() {
        var outcome = TransitionOutcomeTests.interactiveDismiss()
        outcome.interruptions = (0..<8).map(Self.interruption)
        #expect(!outcome.jsonLine.contains("interruptions_omitted"))
        #expect(outcome.interruptionCount == 8)
        outcome.omittedInterruptions = 2992
        #expect(outcome.jsonLine.hasSuffix(#"{"decision":"finish","reason":"threshold","percent_at_release":0.5,"velocity_at_release":10,"completion_speed":0.5,"release_ms":1400,"percent_at_grab":0.6,"grab_ms":1450}],"interruptions_omitted":2992}"#))
        #expect(outcome.interruptionCount == 3000)
    }

    @Test func aLogWithARetentionLimitKeepsTheLatestRecordsAndCountsThemAll() {
        let log = TransitionLog()
        log.retentionLimit = 3
        var heard: [(Int, TransitionDiagnostic)] = []
        log.addLateDiagnosticObserver { heard.append(($0.transition, $0.diagnostic)) }
        for number in 1...10 {
            var outcome = TransitionOutcomeTests.interactiveDismiss()
            outcome.transition = number
            log.append(outcome)
        }
        #expect(log.appendedCount == 10)
        #expect(log.outcomes.map(\.transition) == [8, 9, 10])
        #expect(log.record(appendedAt: 6) == nil && log.record(appendedAt: 7)?.transition == 8 && log.record(appendedAt: 10) == nil)
        #expect(log.add(.completedTwice, toTransition: 9))
        #expect(!log.add(.completedTwice, toTransition: 2), "dropped: nothing to add to")
        #expect(log.outcomes[1].diagnostics == [.completedDespiteCancel, .completedTwice])
        #expect(heard.map(\.0) == [9, 2])
        log.retentionLimit = nil
        var outcome = TransitionOutcomeTests.interactiveDismiss()
        outcome.transition = 11
        log.append(outcome)
        #expect(log.outcomes.map(\.transition) == [8, 9, 10, 11], "no limit: nothing more is dropped")
    }
}

/// A diagnostic recorded again and again is listed once, with its count.
@Suite struct RepeatedDiagnosticTests {
    @Test func aRepeatedDiagnosticIsListedOnceAndCounted() {
        var outcome = TransitionOutcome(
            transition: 1, kind: .push, animator: "A", interactive: false, release: .unreleased(.finish, reason: .nonInteractive),
            startMilliseconds: 0, endMilliseconds: 1, visible: nil, diagnostics: [.blankScreen, .treeRestored, .blankScreen])
        outcome.add(.blankScreen)
        #expect(outcome.diagnostics == [.blankScreen, .treeRestored])
        #expect(outcome.count(of: .blankScreen) == 3 && outcome.count(of: .treeRestored) == 1 && outcome.count(of: .stuck) == 0)
        #expect(outcome.jsonLine.hasSuffix(#""diagnostics":["blank-screen","tree-restored"],"diagnostic_counts":{"blank-screen":3}}"#), "\(outcome.jsonLine)")
        let once = TransitionOutcome(
            transition: 1, kind: .push, animator: "A", interactive: false, release: .unreleased(.finish, reason: .nonInteractive),
            startMilliseconds: 0, endMilliseconds: 1, visible: nil, diagnostics: [.blankScreen])
        #expect(once.jsonLine.hasSuffix(#""diagnostics":["blank-screen"]}"#))
    }
}
