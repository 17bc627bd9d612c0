import GlideGestures
import GlideUI
import GlideGallery
import Testing

@testable import Glide

/// The pieces `glide replay` and `glide demo` print: the status line, the table, number formatting, and real recordings.
struct SessionOutputTests {
    static let outcome = TransitionOutcome(
        transition: 2, kind: .dismiss, animator: "AwemeDismissTransition", interactive: true,
        release: TransitionRelease(
            decision: .finish, reason: .threshold, percent: 0.3412, velocity: 445.5, completionSpeed: 0.6588, milliseconds: 308.3),
        startMilliseconds: 16.666, endMilliseconds: 558.3, visible: "grid", diagnostics: [])

    @Test func theStatusLineShowsBarStatesFingersAndTheLastDecision() {
        var status = SessionStatus()
        #expect(status.line(barWidth: 10) == "[----------]   0%  no transition  0 fingers")
        status.apply(.fingers(FingerChange(time: 0.1, fingers: 2)))
        status.apply(.recognizer(RecognizerStateChange(time: 0.1, index: 0, label: "pan", previous: .possible, state: .changed)))
        status.apply(.transition(TransitionStateChange(time: 0.1, transition: 2, kind: .dismiss, state: .interacting)))
        status.apply(.progress(ProgressUpdate(time: 0.2, transition: 2, kind: .dismiss, state: .interacting, percent: 0.5, isPresentedFraction: true, views: [])))
        status.apply(.outcome(Self.outcome))
        #expect(status.line(width: 200, barWidth: 10) == "[#####-----]  50%  dismiss interacting  pan changed  2 fingers  last: dismiss finish (threshold, p 0.34)")
        #expect(status.line(width: 30, barWidth: 10).count == 30)
        // A new transition starts its bar from 0.
        status.apply(.transition(TransitionStateChange(time: 0.3, transition: 3, kind: .present, state: .animating)))
        #expect(status.percent == 0)
    }

    @Test func decimalsAreFixedAndNeverNegativeZero() {
        #expect(OutcomeTable.decimal(0.3412, places: 3) == "0.341")
        #expect(OutcomeTable.decimal(-0.0004, places: 3) == "0.000")
        #expect(OutcomeTable.decimal(-12.25, places: 1) == "-12.3")
        #expect(OutcomeTable.decimal(445.5, places: 0) == "446")
        #expect(OutcomeTable.decimal(.nan, places: 2) == "-")
    }

    @Test func theTableAlignsColumnsAndAddsTheTraceOnlyWhenGiven() {
        let single = OutcomeTable(rows: [.init(trace: nil, outcome: Self.outcome)]).text
        #expect(single.hasPrefix("#  KIND     DECISION"))
        #expect(single.contains("2  dismiss  finish    threshold  0.341      446        0.66   16.7      308.3       558.3   grid     AwemeDismissTransition  -"))
        let tagged = OutcomeTable(rows: [.init(trace: "a.evemu", outcome: Self.outcome)]).text
        #expect(tagged.hasPrefix("TRACE    #"))
        #expect(OutcomeTable(rows: []).text.hasPrefix("No transitions"))
    }

    @Test func tickStepsAreRound() {
        #expect(TimelineSVG.tickStep(span: 1700) == 200)
        #expect(TimelineSVG.tickStep(span: 600) == 100)
        #expect(TimelineSVG.tickStep(span: 3500) == 500)
    }

    @Test(.enabled(if: Paths.hasRecordings, "\(Paths.withoutRecordings)"))
    func aRealTwoFingerSwipeDismissesTheAwemeListTheSameWayTwice() throws {
        let path = Paths.recording("wacom-intuos5-touch-m-finger-2fg-swipe-horizontal.events")
        let desc = Paths.recording("wacom-intuos5-touch-m-finger.desc")
        let first = try ReplaySession(tracePath: path, descriptionPath: desc).run()
        let outcome = try #require(first.outcomes.first)
        #expect(first.outcomes.count == 1)
        #expect(outcome.kind == .dismiss && outcome.decision == .finish && outcome.reason == .threshold)
        #expect(first.warnings.contains { $0.contains("resolution 0") })
        #expect(try ReplaySession(tracePath: path, descriptionPath: desc).run().jsonLines() == first.jsonLines())
    }

    @Test(.enabled(if: Paths.hasRecordings, "\(Paths.withoutRecordings)"))
    func aRealRecordingCutMidGestureEndsAsADeviceLoss() throws {
        let result = try ReplaySession(
            tracePath: Paths.recording("synaptics-ps2-hp8470p-2fg-scroll-horizontal.events"),
            descriptionPath: Paths.recording("synaptics-ps2-hp8470p.desc")).run()
        #expect(result.endedWithFingersDown)
        #expect(result.warnings.contains { $0.contains("ends with fingers down at 2810.79 ms") })
    }
}
