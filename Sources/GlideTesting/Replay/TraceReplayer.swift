import Glide
import GlideGestures
import GlideInput
import GlideUI

/// Watches a replay of a trace in a world for what a check needs: stray percents of whatever
/// drives a transition, and the tree before and after each cancelled transition.
///
/// The replay itself is `ReplaySession`'s run loop, the one every front end shares (`glide
/// replay`, live recordings replayed, snapshots, the fuzzer): this is one of its observers, so
/// the rules are the same: trace time 0 at the clock's now (a fresh window's clock starts at 0,
/// so records are on the trace's own clock), a trace ending with fingers down is a device lost at
/// its last event, then the clock runs until idle. The tree digest is taken once per idle period
/// (not per frame), when the window is between transitions. Asked to count coverage, it adds a
/// `CoverageRecorder` to the replay's observers.
final class TraceReplayer: ReplayObserver {
    let world: ReplayWorld
    private var window: Window { world.window }
    private var strayPercents: [ReplayRun.PercentSample] = []
    private var treeChecks: [ReplayRun.TreeCheck] = []
    private var digestsAtBegin: [Int: TreeDigest] = [:]
    private var idleDigest: (number: Int, digest: TreeDigest)?
    /// The number of the last transition begun before the frame being handled.
    private var numberBefore = 0

    init(world: ReplayWorld) {
        self.world = world
    }

    /// Replays `trace` with `observers` watching too, and gathers the run.
    func run(_ trace: GestureTrace, settleLimit: Double, countsCoverage: Bool, observers: [any ReplayObserver]) throws(GlideTestingError) -> ReplayRun {
        let recorder = countsCoverage ? CoverageRecorder(world: world) : nil
        let target = SessionTarget(
            window: window, recognizers: world.interactions.map { (label: "pan", recognizer: $0.pan as any GestureRecognizer) },
            setupTransitionCount: world.setupTransitionCount)
        let result: ReplayResult
        do {
            let session = try ReplaySession(reader: trace.reader(), tracePath: "trace") { _, _ in target }
            session.settleLimit = settleLimit
            session.observers = [self] + (recorder.map { [$0] } ?? []) + observers
            result = try session.run(keeping: .records)
        } catch {
            throw GlideTestingError.worldFailed("the trace could not be replayed: \(error)")
        }
        let current = window.currentTransition?.number ?? 0
        let outcomes = result.outcomes
        var run = ReplayRun(
            outcomes: outcomes, jsonLines: outcomes.jsonLines,
            begunTransitions: max(0, current - world.setupTransitionCount), firstTransition: world.setupTransitionCount + 1,
            inFlightAtEnd: window.currentTransition?.isInFlight ?? false, settled: result.settled, frameCount: result.frameCount,
            endedWithDeviceLoss: result.endedWithFingersDown, strayPercents: strayPercents,
            treeChecks: treeChecks, visible: window.visibleViewController?.name)
        run.expectedDiagnostics = world.expectedDiagnostics
        run.coverage = recorder?.coverage(completedFrom: run)
        return run
    }

    func replayWillStart(_ session: ReplaySession) {
        numberBefore = checkpoint()
    }

    func replay(_ session: ReplaySession, didHandleFrameAt time: Int64) {
        observe(afterFrameAt: time)
        numberBefore = checkpoint()
    }

    func replayWillEndInput(_ session: ReplaySession) {
        numberBefore = checkpoint()
    }

    func replayDidEndInput(_ session: ReplaySession) {
        observe(afterFrameAt: session.driver.lastEventTime ?? 0)
    }

    func replayDidSettle(_ session: ReplaySession, end: InputEnd) {
        _ = checkpoint()
    }

    /// Between frames: while idle, takes the tree's digest (once per idle period) and checks the
    /// cancelled transition that period follows, if any (`cancelEndingThisTurn`). Returns the number of the last transition begun.
    private func checkpoint() -> Int {
        let current = window.currentTransition
        let number = current?.number ?? 0
        guard !(current?.isInFlight ?? false), idleDigest?.number != number else { return number }
        let digest = TreeDigest(of: window)
        idleDigest = (number, digest)
        // Transitions are numbered in order, so a cancel not yet checked comes after the last one checked.
        if let cancelled = cancelEndingThisTurn(), cancelled > treeChecks.last?.transition ?? 0, let before = digestsAtBegin[cancelled] {
            treeChecks.append(ReplayRun.TreeCheck(transition: cancelled, before: before, after: digest))
        }
        return number
    }

    /// The cancelled transition whose end this idle period follows: the last one, if cancelled, or
    /// the cancel whose end set off the transitions after it in the same turn (none interactive,
    /// each begun as the one before it ended: a stack a navigation controller was given during
    /// its cancelled pop, a presentation from a completion handler), so that what the app does
    /// at a cancel's end counts as what the cancel left. Nil for the setup's transitions.
    private func cancelEndingThisTurn() -> Int? {
        let outcomes = window.transitionLog.outcomes
        var index = outcomes.count - 1
        while index >= 0, outcomes[index].transition > world.setupTransitionCount {
            let record = outcomes[index]
            if record.decision == .cancel { return record.transition }
            guard !record.interactive, index > 0, outcomes[index - 1].endMilliseconds == record.startMilliseconds else { return nil }
            index -= 1
        }
        return nil
    }

    /// After a frame (or the loss): notes the digest a newly begun transition started from, and
    /// the percent of the transition a finger drives, whatever drives it.
    private func observe(afterFrameAt frameTime: Int64) {
        let number = window.currentTransition?.number ?? 0
        if number > numberBefore, let idle = idleDigest, idle.number == numberBefore {
            digestsAtBegin[numberBefore + 1] = idle.digest
        }
        guard let context = window.currentTransition, number > world.setupTransitionCount, context.state == .interacting,
              let percent = context.percentComplete
        else { return }
        if !(percent.isFinite && percent >= 0 && percent <= 1) {
            strayPercents.append(ReplayRun.PercentSample(transition: number, percent: percent, frameTime: frameTime))
        }
    }
}
