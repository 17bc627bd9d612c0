import Glide
import GlideGestures
import GlideInput
import GlideUI

/// Feeds a trace to a world on its virtual clock and watches what a check needs: stray percents
/// of whatever drives a transition, and the tree before and after each cancelled transition.
///
/// The events go through `InputDriver`, the core `ReplaySession` (`glide replay`) and live
/// sessions share, so the rules are the same: frames are handed to the window at their times
/// (trace time 0 at the clock's now: a fresh window's clock starts at 0, so records are on the
/// trace's own clock, as `ReplaySession` gives them), a trace ending with fingers down is a device lost at its
/// last event, then the clock runs until idle. The tree
/// digest is taken once per idle period (not per frame), when the window is between transitions.
/// Asked to count coverage, it attaches a `CoverageRecorder` for the replay.
struct TraceReplayer {
    let world: ReplayWorld
    private var window: Window { world.window }
    private var strayPercents: [ReplayRun.PercentSample] = []
    private var treeChecks: [ReplayRun.TreeCheck] = []
    private var digestsAtBegin: [Int: TreeDigest] = [:]
    private var idleDigest: (number: Int, digest: TreeDigest)?
    private var checkedCancels: Set<Int> = []

    init(world: ReplayWorld) {
        self.world = world
    }

    mutating func run(_ trace: GestureTrace, settleLimit: Double, countsCoverage: Bool) -> ReplayRun {
        let recorder = countsCoverage ? CoverageRecorder(world: world) : nil
        let target = SessionTarget(window: window, recognizers: world.interactions.map { (label: "pan", recognizer: $0.pan as any GestureRecognizer) })
        // The one time rule of every replay: trace time t happens at the clock's now + t, so a
        // fresh window's records are on the trace's own clock, as `glide replay` gives them.
        window.inputClockOffset = window.clock.now
        let driver = InputDriver(target: target, device: trace.device)
        var frames = 0
        var before = checkpoint()
        for event in trace.events {
            driver.feed(event)
            guard event.isSynReport else { continue }
            frames += 1
            observe(afterFrameAt: event.time, numberBefore: before)
            world.afterEachFrame?()
            before = checkpoint()
        }
        let end = driver.endInput(
            settleLimit: settleLimit, willEnd: { before = checkpoint() },
            didEnd: { observe(afterFrameAt: driver.lastEventTime ?? 0, numberBefore: before) })
        _ = checkpoint()

        let current = window.currentTransition?.number ?? 0
        let outcomes = window.transitionLog.outcomes.filter { $0.transition > world.setupTransitionCount }
        var run = ReplayRun(
            outcomes: outcomes, jsonLines: outcomes.jsonLines,
            begunTransitions: max(0, current - world.setupTransitionCount), firstTransition: world.setupTransitionCount + 1,
            inFlightAtEnd: window.currentTransition?.isInFlight ?? false, settled: end.settled, frameCount: frames,
            endedWithDeviceLoss: end.endedWithFingersDown, strayPercents: strayPercents,
            treeChecks: treeChecks, visible: window.visibleViewController?.name)
        run.expectedDiagnostics = world.expectedDiagnostics
        run.coverage = recorder?.finish(run)
        return run
    }

    /// Between frames: while idle, takes the tree's digest (once per idle period) and checks the
    /// transition that just ended if it was cancelled. Returns the number of the last transition begun.
    private mutating func checkpoint() -> Int {
        let current = window.currentTransition
        let number = current?.number ?? 0
        guard !(current?.isInFlight ?? false) else { return number }
        if idleDigest?.number != number { idleDigest = (number, TreeDigest(of: window)) }
        if number > world.setupTransitionCount, !checkedCancels.contains(number), let before = digestsAtBegin[number],
           let record = window.transitionLog.outcomes.last(where: { $0.transition == number }), record.decision == .cancel,
           let after = idleDigest?.digest {
            checkedCancels.insert(number)
            treeChecks.append(ReplayRun.TreeCheck(transition: number, before: before, after: after))
        }
        return number
    }

    /// After a frame (or the loss): notes the digest a newly begun transition started from, and
    /// the percent of the transition a finger drives, whatever drives it.
    private mutating func observe(afterFrameAt frameTime: Int64, numberBefore: Int) {
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
