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
    /// The model presentation of each view when the current transition began.
    private var startPresentations: [ObjectIdentifier: ViewPresentation] = [:]
    /// Whether progress updates carry the moving views (false when nobody reads them: the
    /// walk over every view's presentation is most of what observing costs).
    var reportsMovingViews = true
    /// The records already searched for the end of transition `transition`.
    private var recordsSearched = (transition: 0, count: 0)
    /// How many views moved at the last progress update, to size the next list in one allocation.
    private var lastMovingCount = 0

    init(target: SessionTarget) {
        self.target = target
        recognizerStates = target.recognizers.map(\.recognizer.state)
        outcomesSeen = target.window.transitionLog.appendedCount
        transition = target.window.currentTransition.map { ($0.number, $0.state) }
    }

    /// Catches up without reporting (nobody listens).
    mutating func skip(fingers: Int) {
        self.fingers = fingers
        for index in recognizerStates.indices { recognizerStates[index] = target.recognizers[index].recognizer.state }
        transition = target.window.currentTransition.map { ($0.number, $0.state) }
        outcomesSeen = target.window.transitionLog.appendedCount
    }

    /// Reports what changed: first the end of a transition that ended since the last look (at its
    /// record's end time, with its final progress and its record), then the fingers, the
    /// recognizers, the current transition and its progress, and any other new records.
    mutating func observe(fingers: Int, report: (SessionEvent) -> Void) {
        let window = target.window
        let now = window.clock.now
        let log = window.transitionLog
        if let tracked = transition, tracked.state != .ended, let ended = newRecord(of: tracked.number, in: log) {
            let time = ended.endMilliseconds / 1000
            let final = ended.decision.finalPercent
            transition = (tracked.number, .ended)
            lastProgress = (time, tracked.number, final)
            report(.transition(TransitionStateChange(time: time, transition: ended.transition, kind: ended.kind, state: .ended)))
            report(.progress(ProgressUpdate(
                time: time, transition: ended.transition, kind: ended.kind, state: .ended, percent: final,
                isPresentedFraction: true, views: reportsMovingViews ? movingViews() : [])))
            reportOutcomes(log, through: tracked.number, report: report)
        }
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
        reportOutcomes(log, through: .max, report: report)
    }

    /// The last record of transition `number`, looking only at the records appended since the
    /// last look for that transition (the log only appends, so the earlier ones did not match): a
    /// transition in flight costs nothing per frame however long the log grows.
    private mutating func newRecord(of number: Int, in log: TransitionLog) -> TransitionOutcome? {
        let appended = log.appendedCount
        if recordsSearched.transition != number || recordsSearched.count > appended {
            recordsSearched = (number, appended - log.outcomes.count)  // from the oldest record kept
        }
        let start = recordsSearched.count
        recordsSearched.count = appended
        return (start..<appended).reversed().lazy.compactMap { log.record(appendedAt: $0) }.first { $0.transition == number }
    }

    /// Reports the records not yet reported, in order, up to transition `last` (a record the log
    /// no longer keeps is passed over).
    private mutating func reportOutcomes(_ log: TransitionLog, through last: Int, report: (SessionEvent) -> Void) {
        while outcomesSeen < log.appendedCount {
            guard let outcome = log.record(appendedAt: outcomesSeen) else {
                outcomesSeen += 1
                continue
            }
            guard outcome.transition <= last else { return }
            outcomesSeen += 1
            if outcome.transition > target.setupTransitionCount { report(.outcome(outcome)) }
        }
    }

    private mutating func observe(_ context: TransitionContext, at now: Double, report: (SessionEvent) -> Void) {
        let state = context.state
        let isNew = transition?.number != context.number
        if isNew {
            startPresentations.removeAll(keepingCapacity: true)
            Self.forEachView(in: target.window) { startPresentations[ObjectIdentifier($0)] = $0.modelValues }
        }
        if isNew || transition?.state != state {
            transition = (context.number, state)
            report(.transition(TransitionStateChange(time: now, transition: context.number, kind: context.kind, state: state)))
        } else if state == .ended {
            return
        }
        let (percent, presented) = context.shownPercent
        if let last = lastProgress, last.transition == context.number, last.time == now, last.percent == percent { return }
        lastProgress = (now, context.number, percent)
        report(.progress(ProgressUpdate(
            time: now, transition: context.number, kind: context.kind, state: state, percent: percent,
            isPresentedFraction: presented, views: reportsMovingViews ? movingViews() : [])))
    }

    /// The views that animate or whose presentation differs from when the transition began, in
    /// pre-order; a view at rest shows its model, so only animating views compute a presentation.
    private mutating func movingViews() -> [MovingView] {
        var moving: [MovingView] = []
        moving.reserveCapacity(lastMovingCount)
        Self.forEachView(in: target.window) { view in
            if view.hasAnimations {
                moving.append(MovingView(name: view.name, presentation: view.presentation))
            } else {
                let model = view.modelValues
                if startPresentations[ObjectIdentifier(view)] != model { moving.append(MovingView(name: view.name, presentation: model)) }
            }
        }
        lastMovingCount = moving.count
        return moving
    }

    /// Calls `body` with `root` and every view under it, in pre-order, without building the list.
    private static func forEachView(in root: View, _ body: (View) -> Void) {
        body(root)
        for child in root.subviews { forEachView(in: child, body) }
    }
}
