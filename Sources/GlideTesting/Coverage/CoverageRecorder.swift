import Glide
import GlideGestures
import GlideUI

/// Counts what one replay reaches (`FuzzCoverage`, one case), as an observer of that replay: from
/// its start until it settles, it hears every input of the window's transition machines
/// (`Window.addTransitionInputObserver`) and, as a target, every state change the world's driving
/// pans announce; `coverage(completedFrom:)` adds what the records say (reasons, diagnostics,
/// policy decisions, release timings).
///
/// A pan announces every state but its silent return to `possible`, which is put back exactly:
/// a terminal state is only ever left for `possible`. A state read again with the time it was
/// entered (an announcement reached after a nested one) is not counted twice. Inputs and pan
/// changes, many per frame, are counted in flat arrays and become keys once, in `finish(_:)`.
final class CoverageRecorder: ReplayObserver {
    private static let states = TransitionState.allCases
    private static let inputs = TransitionInput.allCases
    private static let recognizerStates = GestureRecognizerState.allCases
    /// The keys of `inputCounts`, state-major.
    private static let inputKeys = states.flatMap { state in inputs.map { FuzzCoverage.Key.transition(state, $0) } }
    /// The keys of `changeCounts`, by raw values, from-major.
    private static let changeKeys = recognizerStates.flatMap { from in recognizerStates.map { FuzzCoverage.Key.recognizer(from, $0) } }

    private let world: ReplayWorld
    private var coverage = FuzzCoverage(cases: 1)
    private var inputCounts = [Int](repeating: 0, count: inputKeys.count)
    private var changeCounts = [Int](repeating: 0, count: changeKeys.count)
    /// Each driving pan's last state counted and the time it entered it.
    private var panStates: [(state: GestureRecognizerState, time: Int64?)] = []
    private var panTargets: [GestureTarget] = []
    private var inputObserver: ObserverID?
    /// The number and clock time of the transition begun last.
    private var lastBegin: (transition: Int, time: Double)?

    /// A recorder for a replay in `world`; add it to the replay's observers.
    init(world: ReplayWorld) {
        self.world = world
    }

    /// Starts counting.
    func replayWillStart(_ session: ReplaySession) {
        panStates = world.interactions.map { ($0.pan.state, $0.pan.stateTimes[$0.pan.state]) }
        inputObserver = world.window.addTransitionInputObserver { [unowned self] event in self.count(event) }
        panTargets = world.interactions.enumerated().map { index, interaction in
            interaction.pan.addTarget { [unowned self] pan in self.count(pan, at: index) }
        }
    }

    /// Stops counting (the pans' silent returns to `possible` put back).
    func replayDidSettle(_ session: ReplaySession, end: InputEnd) {
        for (index, interaction) in world.interactions.enumerated() where index < panTargets.count {
            let last = panStates[index].state
            if last.isTerminal, interaction.pan.state == .possible { countChange(last, .possible) }
        }
        detach()
    }

    /// A replay that threw or stopped never settles: nothing of this is left attached then.
    deinit {
        detach()
    }

    /// Stops hearing the window and the pans.
    private func detach() {
        if let inputObserver { world.window.removeTransitionInputObserver(inputObserver) }
        inputObserver = nil
        for (interaction, target) in zip(world.interactions, panTargets) { interaction.pan.removeTarget(target) }
        panTargets = []
    }

    /// The coverage counted, completed from `run`'s records.
    func coverage(completedFrom run: ReplayRun) -> FuzzCoverage {
        for (key, count) in zip(Self.inputKeys, inputCounts) { coverage.record(key, times: count) }
        for (key, count) in zip(Self.changeKeys, changeCounts) { coverage.record(key, times: count) }
        var previousEnd: Double?
        for outcome in run.outcomes {
            coverage.record(.reason(outcome.reason))
            for diagnostic in outcome.diagnostics { coverage.record(.diagnostic(diagnostic)) }
            let start = outcome.startMilliseconds / 1000
            if let previousEnd, start >= previousEnd, start - previousEnd <= FuzzCoverage.frame {
                coverage.record(.timing(.beginWithinFrameOfPreviousEnd))
            }
            previousEnd = outcome.endMilliseconds / 1000
            let release = outcome.release
            if release.percent == release.decision.finalPercent { coverage.record(.timing(.releaseWithNothingLeft)) }
            guard let policy = release.policy, release.reason == .threshold || release.reason == .velocity else { continue }
            coverage.record(.policy(named: ReleasePolicies.name(of: policy), release.reason, release.decision))
            if release.reason == .threshold, let percent = release.percent,
                let threshold = release.restingThreshold,
                abs(percent - threshold) <= FuzzCoverage.thresholdEpsilon
            {
                coverage.record(.timing(.releaseAtThreshold))
            }
        }
        return coverage
    }

    /// Counts an input of a transition begun during the replay, and the timing classes it falls in.
    private func count(_ event: TransitionInputEvent) {
        guard event.transition > world.setupTransitionCount else { return }
        inputCounts[Self.states.firstIndex(of: event.state)! * Self.inputs.count + Self.inputs.firstIndex(of: event.input)!] += 1
        switch event.input {
        case .begin where event.state == .idle:
            lastBegin = (event.transition, event.time)
        case .finish, .cancel:
            if event.state == .interacting, let begin = lastBegin, begin.transition == event.transition, event.time - begin.time <= FuzzCoverage.frame {
                coverage.record(.timing(.releaseWithinFrameOfStart))
            }
        case .grab:
            if let end = event.animationEnd, end >= event.time, end - event.time <= FuzzCoverage.frame {
                coverage.record(.timing(.grabWithinFrameOfEnd))
            }
        default:
            break
        }
    }

    /// Counts the state change pan `index` announced (and the silent return to `possible` before it).
    private func count(_ pan: PanGestureRecognizer, at index: Int) {
        let state = pan.state
        let time = pan.stateTimes[state]
        var previous = panStates[index].state
        guard state != previous || time != panStates[index].time else { return }
        if previous.isTerminal {
            countChange(previous, .possible)
            previous = .possible
        }
        countChange(previous, state)
        panStates[index] = (state, time)
    }

    /// Counts one pan state change.
    private func countChange(_ from: GestureRecognizerState, _ to: GestureRecognizerState) {
        changeCounts[from.rawValue * Self.recognizerStates.count + to.rawValue] += 1
    }
}
