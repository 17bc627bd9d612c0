import Testing

@testable import GlideUI

/// Transcripts of the transition state machine: every state × every input, expected action out.
@Suite struct TransitionStateMachineTests {
    typealias Machine = TransitionStateMachine<String>

    /// A state to start a transcript from, reached through valid inputs only.
    enum Start: String, CaseIterable, CustomTestStringConvertible {
        case idle, animating, animatingInterruptible, interacting, completingFinish, completingCancel
        case completingInterruptible, ended

        var testDescription: String { rawValue }

        func machine() -> Machine {
            var m = Machine()
            switch self {
            case .idle: break
            case .animating: _ = m.begin(interactive: false, interruptible: false)
            case .animatingInterruptible: _ = m.begin(interactive: false, interruptible: true)
            case .interacting:
                _ = m.begin(interactive: true, interruptible: false)
                _ = m.update(percent: 0.5)
            case .completingFinish:
                _ = m.begin(interactive: true, interruptible: false)
                _ = m.update(percent: 0.6)
                _ = m.finish(speed: 0.4, curve: "easeInOut")
            case .completingCancel:
                _ = m.begin(interactive: true, interruptible: false)
                _ = m.update(percent: 0.3)
                _ = m.cancel(speed: 0.7, curve: "easeOut")
            case .completingInterruptible:
                _ = m.begin(interactive: true, interruptible: true)
                _ = m.update(percent: 0.6)
                _ = m.finish(speed: 1, curve: "linear")
            case .ended:
                _ = m.begin(interactive: false, interruptible: false)
                _ = m.completeTransition(didComplete: true)
            }
            return m
        }
    }

    /// One input of the machine.
    enum Input: CustomStringConvertible {
        case begin(interactive: Bool)
        case update(Double)
        case finish(speed: Double)
        case cancel(speed: Double)
        case grab(Double)
        case markInterruptible
        case animationEnded
        case complete(Bool)
        case stuck

        var description: String {
            switch self {
            case .begin(let i): "begin(interactive: \(i))"
            case .update(let p): "update(\(p))"
            case .finish(let s): "finish(speed: \(s))"
            case .cancel(let s): "cancel(speed: \(s))"
            case .grab(let p): "grab(\(p))"
            case .markInterruptible: "markInterruptible"
            case .animationEnded: "completionAnimationEnded"
            case .complete(let c): "completeTransition(\(c))"
            case .stuck: "stuckTimeout"
            }
        }
    }

    /// The action an input returned.
    enum Out: Equatable {
        case begin(Machine.BeginAction)
        case update(Machine.UpdateAction)
        case release(Machine.ReleaseAction)
        case grab(Machine.GrabAction)
        case mark(Machine.MarkInterruptibleAction)
        case animationEnded(Machine.AnimationEndedAction)
        case complete(Machine.CompleteAction)
        case stuck(Machine.StuckAction)
    }

    static func apply(_ input: Input, to m: inout Machine) -> Out {
        switch input {
        case .begin(let interactive): .begin(m.begin(interactive: interactive, interruptible: false))
        case .update(let p): .update(m.update(percent: p))
        case .finish(let s): .release(m.finish(speed: s, curve: "c"))
        case .cancel(let s): .release(m.cancel(speed: s, curve: "c"))
        case .grab(let p): .grab(m.grab(percent: p))
        case .markInterruptible: .mark(m.markInterruptible())
        case .animationEnded: .animationEnded(m.completionAnimationEnded())
        case .complete(let c): .complete(m.completeTransition(didComplete: c))
        case .stuck: .stuck(m.stuckTimeout())
        }
    }

    /// One line of a transcript: from a state, an input, the action out and the state after.
    struct Line: CustomTestStringConvertible, Sendable {
        let start: Start
        let input: Input
        let expected: Out
        let after: TransitionState

        init(_ start: Start, _ input: Input, _ expected: Out, _ after: TransitionState) {
            self.start = start
            self.input = input
            self.expected = expected
            self.after = after
        }

        var testDescription: String { "\(start.rawValue) + \(input)" }
    }

    static let inFlightRejection = Out.begin(.rejected(.begunWhileInFlight))

    static let transcript: [Line] = [
        // idle
        Line(.idle, .begin(interactive: false), .begin(.animate), .animating),
        Line(.idle, .begin(interactive: true), .begin(.startInteractive), .interacting),
        Line(.idle, .update(0.5), .update(.rejected(.notInFlight(.idle))), .idle),
        Line(.idle, .finish(speed: 1), .release(.rejected(.notInFlight(.idle))), .idle),
        Line(.idle, .cancel(speed: 1), .release(.rejected(.notInFlight(.idle))), .idle),
        Line(.idle, .grab(0.5), .grab(.rejected(.notInFlight(.idle))), .idle),
        Line(.idle, .animationEnded, .animationEnded(.rejected(.notInFlight(.idle))), .idle),
        Line(.idle, .complete(true), .complete(.rejected(.notInFlight(.idle))), .idle),
        Line(.idle, .stuck, .stuck(.rejected(.notInFlight(.idle))), .idle),
        Line(.idle, .markInterruptible, .mark(.rejected(.notInFlight(.idle))), .idle),
        // animating (not interruptible)
        Line(.animating, .begin(interactive: false), inFlightRejection, .animating),
        Line(.animating, .begin(interactive: true), inFlightRejection, .animating),
        Line(.animating, .update(0.5), .update(.rejected(.notInteracting(.animating))), .animating),
        Line(.animating, .finish(speed: 1), .release(.rejected(.notInteracting(.animating))), .animating),
        Line(.animating, .cancel(speed: 1), .release(.rejected(.notInteracting(.animating))), .animating),
        Line(.animating, .grab(0.5), .grab(.rejected(.notInterruptible)), .animating),
        Line(.animating, .animationEnded, .animationEnded(.rejected(.notReleased(.animating))), .animating),
        Line(.animating, .complete(true), .complete(.settle(.finished, note: nil)), .ended),
        Line(.animating, .complete(false), .complete(.settle(.cancelled, note: nil)), .ended),
        Line(.animating, .stuck, .stuck(.recover), .ended),
        Line(.animating, .markInterruptible, .mark(.interruptible), .animating),
        // animating (interruptible)
        Line(.animatingInterruptible, .begin(interactive: true), inFlightRejection, .animating),
        Line(.animatingInterruptible, .grab(0.25), .grab(.pause(at: 0.25)), .interacting),
        Line(.animatingInterruptible, .grab(-.infinity), .grab(.rejected(.nonFinitePercent)), .animating),
        Line(.animatingInterruptible, .complete(true), .complete(.settle(.finished, note: nil)), .ended),
        Line(.animatingInterruptible, .stuck, .stuck(.recover), .ended),
        // interacting (p = 0.5)
        Line(.interacting, .begin(interactive: true), inFlightRejection, .interacting),
        Line(.interacting, .begin(interactive: false), inFlightRejection, .interacting),
        Line(.interacting, .update(0.7), .update(.seek(0.7)), .interacting),
        Line(.interacting, .update(1.5), .update(.seek(1)), .interacting),
        Line(.interacting, .update(-0.2), .update(.seek(0)), .interacting),
        Line(.interacting, .update(.nan), .update(.rejected(.nonFinitePercent)), .interacting),
        Line(.interacting, .update(.infinity), .update(.rejected(.nonFinitePercent)), .interacting),
        Line(.interacting, .finish(speed: 2), .release(.run(.finish, fraction: 0.5, speed: 2, curve: "c")), .completing),
        Line(.interacting, .cancel(speed: 0.5), .release(.run(.cancel, fraction: 0.5, speed: 0.5, curve: "c")), .completing),
        Line(.interacting, .finish(speed: 0), .release(.completeAtOnce(.finish)), .completing),
        Line(.interacting, .finish(speed: -1), .release(.completeAtOnce(.finish)), .completing),
        Line(.interacting, .cancel(speed: .nan), .release(.completeAtOnce(.cancel)), .completing),
        Line(.interacting, .finish(speed: .infinity), .release(.completeAtOnce(.finish)), .completing),
        Line(.interacting, .grab(0.5), .grab(.rejected(.notInteracting(.interacting))), .interacting),
        Line(.interacting, .animationEnded, .animationEnded(.rejected(.notReleased(.interacting))), .interacting),
        Line(.interacting, .complete(true), .complete(.settle(.finished, note: .completedWhileInteracting)), .ended),
        Line(.interacting, .complete(false), .complete(.settle(.cancelled, note: .completedWhileInteracting)), .ended),
        Line(.interacting, .stuck, .stuck(.recover), .ended),
        Line(.interacting, .markInterruptible, .mark(.interruptible), .interacting),
        // completing (finish from 0.6, not interruptible)
        Line(.completingFinish, .begin(interactive: false), inFlightRejection, .completing),
        Line(.completingFinish, .update(0.2), .update(.rejected(.notInteracting(.completing))), .completing),
        Line(.completingFinish, .finish(speed: 1), .release(.rejected(.notInteracting(.completing))), .completing),
        Line(.completingFinish, .cancel(speed: 1), .release(.rejected(.notInteracting(.completing))), .completing),
        Line(.completingFinish, .grab(0.8), .grab(.rejected(.notInterruptible)), .completing),
        Line(.completingFinish, .animationEnded, .animationEnded(.awaitCompleteTransition(.finish)), .completing),
        Line(.completingFinish, .complete(true), .complete(.settle(.finished, note: nil)), .ended),
        Line(.completingFinish, .complete(false), .complete(.settle(.finished, note: .cancelledDespiteFinish)), .ended),
        Line(.completingFinish, .stuck, .stuck(.recover), .ended),
        Line(.completingFinish, .markInterruptible, .mark(.interruptible), .completing),
        // completing (cancel from 0.3)
        Line(.completingCancel, .begin(interactive: true), inFlightRejection, .completing),
        Line(.completingCancel, .animationEnded, .animationEnded(.awaitCompleteTransition(.cancel)), .completing),
        Line(.completingCancel, .complete(false), .complete(.settle(.cancelled, note: nil)), .ended),
        Line(.completingCancel, .complete(true), .complete(.settle(.cancelled, note: .completedDespiteCancel)), .ended),
        Line(.completingCancel, .stuck, .stuck(.recover), .ended),
        // completing (interruptible)
        Line(.completingInterruptible, .grab(0.8), .grab(.pause(at: 0.8)), .interacting),
        Line(.completingInterruptible, .grab(1.2), .grab(.pause(at: 1)), .interacting),
        Line(.completingInterruptible, .grab(.nan), .grab(.rejected(.nonFinitePercent)), .completing),
        Line(.completingInterruptible, .update(0.9), .update(.rejected(.notInteracting(.completing))), .completing),
        Line(.completingInterruptible, .markInterruptible, .mark(.interruptible), .completing),
        // ended (non-interactive, finished)
        Line(.ended, .begin(interactive: false), .begin(.animate), .animating),
        Line(.ended, .begin(interactive: true), .begin(.startInteractive), .interacting),
        Line(.ended, .update(0.5), .update(.rejected(.notInFlight(.ended))), .ended),
        Line(.ended, .finish(speed: 1), .release(.rejected(.notInFlight(.ended))), .ended),
        Line(.ended, .cancel(speed: 1), .release(.rejected(.notInFlight(.ended))), .ended),
        Line(.ended, .grab(0.5), .grab(.rejected(.notInFlight(.ended))), .ended),
        Line(.ended, .animationEnded, .animationEnded(.alreadyCompleted), .ended),
        Line(.ended, .complete(true), .complete(.rejected(.completedTwice)), .ended),
        Line(.ended, .complete(false), .complete(.rejected(.completedTwice)), .ended),
        Line(.ended, .stuck, .stuck(.rejected(.notInFlight(.ended))), .ended),
        Line(.ended, .markInterruptible, .mark(.rejected(.notInFlight(.ended))), .ended),
    ]

    @Test(arguments: transcript)
    func line(_ line: Line) {
        var m = line.start.machine()
        let out = Self.apply(line.input, to: &m)
        #expect(out == line.expected)
        #expect(m.currentState == line.after)
    }

    @Test func everyStartStateIsReachedAsNamed() {
        let names = Start.allCases.map { $0.machine().currentState }
        #expect(names == [.idle, .animating, .animating, .interacting, .completing, .completing, .completing, .ended])
    }

    @Test func everyStateMeetsEveryInput() {
        let inputs: [String] = [
            "begin", "update", "finish", "cancel", "grab", "markInterruptible", "completionAnimationEnded",
            "completeTransition", "stuckTimeout",
        ]
        for state in [Start.idle, .animating, .interacting, .completingFinish, .ended] {
            let covered = Set(Self.transcript.filter { $0.start == state }.map { String($0.input.description.prefix { $0 != "(" }) })
            #expect(covered == Set(inputs), "\(state.rawValue) misses \(Set(inputs).subtracting(covered))")
        }
    }

    @Test func percentAndDecisionAreReported() {
        var m = Machine()
        #expect(m.percent == nil)
        _ = m.begin(interactive: true, interruptible: true)
        #expect(m.percent == 0)
        _ = m.update(percent: 0.42)
        #expect(m.percent == 0.42)
        #expect(m.isInFlight)
        _ = m.cancel(speed: 0.5, curve: "c")
        #expect(m.decision == .cancel)
        #expect(m.cancel(speed: 1, curve: "c") == .rejected(.notInteracting(.completing)), "released once")
        #expect(m.percent == 0.42)
        _ = m.grab(percent: 0.3)
        #expect(m.decision == nil)
        #expect(m.percent == 0.3)
        #expect(m.finish(speed: 1, curve: "c") == .run(.finish, fraction: 0.7, speed: 1, curve: "c"))
        #expect(m.result == nil)
        _ = m.completeTransition(didComplete: true)
        #expect(!m.isInFlight)
        #expect(m.result == .finished)
    }

    /// A group-driven transition (begun not interruptible, then marked) is grabbed during its finish at 0.7 presented.
    @Test func aMarkedTransitionIsGrabbedDuringItsCompletion() {
        var m = Machine()
        #expect(!m.isInterruptible)
        _ = m.begin(interactive: true, interruptible: false)
        #expect(!m.isInterruptible)
        #expect(m.markInterruptible() == .interruptible)
        #expect(m.isInterruptible)
        _ = m.update(percent: 0.4)
        #expect(m.finish(speed: 0.6, curve: "c") == .run(.finish, fraction: 0.6, speed: 0.6, curve: "c"))
        #expect(m.isInterruptible, "the mark survives the release")
        #expect(m.grab(percent: 0.7) == .pause(at: 0.7))
        #expect(m.currentState == .interacting)
        #expect(m.percent == 0.7)
        #expect(m.decision == nil)
        #expect(m.update(percent: 0.1) == .seek(0.1))
        #expect(m.cancel(speed: 0.9, curve: "c") == .run(.cancel, fraction: 0.1, speed: 0.9, curve: "c"))
        #expect(m.grab(percent: 0.05) == .pause(at: 0.05), "grabbed again")
        _ = m.cancel(speed: 1, curve: "c")
        #expect(m.completeTransition(didComplete: false) == .settle(.cancelled, note: nil))
        #expect(!m.isInterruptible)
        _ = m.begin(interactive: true, interruptible: false)
        #expect(!m.isInterruptible, "a new transition starts unmarked")
    }

    @Test func releaseAtTheEndsCompletesAtOnce() {
        var m = Machine()
        _ = m.begin(interactive: true, interruptible: false)
        _ = m.update(percent: 1)
        #expect(m.finish(speed: 1 - 1, curve: "c") == .completeAtOnce(.finish))
        var n = Machine()
        _ = n.begin(interactive: true, interruptible: false)
        #expect(n.cancel(speed: 1, curve: "c") == .completeAtOnce(.cancel))
    }

    @Test func rejectionsBecomeDiagnostics() {
        #expect(TransitionDiagnostic.rejected(.begin, .begunWhileInFlight).rawValue == "begun-while-in-flight")
        #expect(TransitionDiagnostic.rejected(.completeTransition, .completedTwice).rawValue == "completed-twice")
        #expect(TransitionDiagnostic.rejected(.update, .nonFinitePercent).rawValue == "non-finite-percent")
        #expect(TransitionDiagnostic.rejected(.update, .notInteracting(.completing)).rawValue == "update-in-completing")
        #expect(TransitionDiagnostic.rejected(.grab, .notInterruptible).rawValue == "grab-not-interruptible")
        #expect(TransitionDiagnostic(.completedDespiteCancel).rawValue == "completed-despite-cancel")
        #expect(TransitionDiagnostic.rejected(.markInterruptible, .notInFlight(.ended)).rawValue == "mark-interruptible-in-ended")
    }
}
