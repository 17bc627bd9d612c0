import GlideGestures
import GlideUI

/// What `InputDriver` last saw of its window, to report only what changed.
struct WindowWatcher {
    let target: SessionTarget
    private var fingers = 0
    private var recognizerStates: [GestureRecognizerState]
    private var transition: (number: Int, state: TransitionState)?
    private var lastProgress: (time: Double, transition: Int, percent: Double)?
    private var outcomesSeen: Int
    /// When the current transition was first seen, seconds.
    private var transitionStart = 0.0
    /// The model presentation of each view when the current transition began.
    private var startPresentations: [ObjectIdentifier: ViewPresentation] = [:]

    init(target: SessionTarget) {
        self.target = target
        recognizerStates = target.recognizers.map(\.recognizer.state)
        outcomesSeen = target.window.transitionLog.outcomes.count
        transition = target.window.currentTransition.map { ($0.number, $0.state) }
    }

    /// Catches up without reporting (nobody listens).
    mutating func skip(fingers: Int) {
        self.fingers = fingers
        recognizerStates = target.recognizers.map(\.recognizer.state)
        transition = target.window.currentTransition.map { ($0.number, $0.state) }
        outcomesSeen = target.window.transitionLog.outcomes.count
    }

    mutating func observe(fingers: Int, report: (SessionEvent) -> Void) {
        let window = target.window
        let now = window.clock.now
        if fingers != self.fingers {
            self.fingers = fingers
            report(.fingers(FingerChange(time: now, fingers: fingers)))
        }
        for (index, entry) in target.recognizers.enumerated() {
            let state = entry.recognizer.state
            guard state != recognizerStates[index] else { continue }
            report(.recognizer(RecognizerStateChange(time: now, index: index, label: entry.label, previous: recognizerStates[index], state: state)))
            recognizerStates[index] = state
        }
        if let context = window.currentTransition, context.number > target.setupTransitionCount {
            observe(context, at: now, report: report)
        }
        let outcomes = window.transitionLog.outcomes
        while outcomesSeen < outcomes.count {
            let outcome = outcomes[outcomesSeen]
            outcomesSeen += 1
            if outcome.transition > target.setupTransitionCount { report(.outcome(outcome)) }
        }
    }

    private mutating func observe(_ context: TransitionContext, at now: Double, report: (SessionEvent) -> Void) {
        let state = context.state
        let isNew = transition?.number != context.number
        if isNew {
            startPresentations = [:]
            transitionStart = now
            for view in target.window.subtree { startPresentations[ObjectIdentifier(view)] = view.model }
        }
        if isNew || transition?.state != state {
            transition = (context.number, state)
            report(.transition(TransitionStateChange(time: now, transition: context.number, kind: context.kind, state: state)))
        } else if state == .ended {
            return
        }
        let (percent, presented) = Self.percent(of: context, elapsed: now - transitionStart)
        if let last = lastProgress, last.transition == context.number, last.time == now, last.percent == percent { return }
        lastProgress = (now, context.number, percent)
        report(.progress(ProgressUpdate(
            time: now, transition: context.number, kind: context.kind, state: state, percent: percent,
            isPresentedFraction: presented, views: movingViews())))
    }

    /// The percent a transition shows: the interaction's while a finger drives, else the
    /// presented fraction of its animations when known, else the last interactive percent, else
    /// (non-interactive) the time elapsed over the duration; 1 or 0 once ended.
    private static func percent(of context: TransitionContext, elapsed: Double) -> (Double, Bool) {
        switch context.state {
        case .ended:
            return (context.transitionWasCancelled ? 0 : 1, true)
        case .interacting:
            return (context.percentComplete ?? 0, true)
        case .idle, .animating, .completing:
            if let driven = context.interactor as? PercentDrivenInteractiveTransition, let fraction = driven.presentedFraction {
                return (fraction, true)
            }
            if let percent = context.percentComplete { return (percent, false) }
            return (context.duration > 0 ? min(max(elapsed / context.duration, 0), 1) : 0, false)
        }
    }

    /// The views that animate or whose presentation differs from when the transition began.
    private func movingViews() -> [MovingView] {
        var moving: [MovingView] = []
        for view in target.window.subtree {
            let presentation = view.presentation
            let start = startPresentations[ObjectIdentifier(view)]
            guard view.isAnimating || start != presentation else { continue }
            moving.append(MovingView(name: view.name, presentation: presentation))
        }
        return moving
    }
}
