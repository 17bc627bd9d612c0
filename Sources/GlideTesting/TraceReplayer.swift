import GlideInput
import GlideUI

/// Feeds a trace to a world on its virtual clock and watches what a check needs: which
/// controller drove each transition (its policy and container length), stray percents, and the
/// tree before and after each cancelled transition.
///
/// It follows `glide replay`'s rules: frames are assembled from the events and handed to the
/// window at their times (the first frame at the clock's now), a trace ending with contacts
/// down is a device lost right after its last event, then the clock runs until idle. The tree
/// digest is taken once per idle period (not per frame), when the window is between transitions.
struct TraceReplayer {
    let world: ReplayWorld
    let clock: VirtualClock
    private var window: Window { world.window }
    private var releases: [Int: ReplayRun.Release] = [:]
    private var strayPercents: [ReplayRun.PercentSample] = []
    private var treeChecks: [ReplayRun.TreeCheck] = []
    private var digestsAtBegin: [Int: TreeDigest] = [:]
    private var idleDigest: (number: Int, digest: TreeDigest)?
    private var checkedCancels: Set<Int> = []

    init(world: ReplayWorld, clock: VirtualClock) {
        self.world = world
        self.clock = clock
    }

    mutating func run(_ trace: GestureTrace, settleLimit: Double) -> ReplayRun {
        if window.inputDevice != trace.device || window.hasLostInputDevice { window.connectInputDevice(trace.device) }
        var assembler = FrameAssembler(device: trace.device)
        var frames = 0
        var aligned = false
        for event in trace.events {
            guard let frame = assembler.feed(event) else { continue }
            if !aligned {
                window.alignInputClock(toFrameTime: frame.time)
                aligned = true
            }
            let before = checkpoint()
            window.handle(frame)
            frames += 1
            observe(after: frame, numberBefore: before)
        }
        if trace.endsWithContactsDown {
            let before = checkpoint()
            window.inputDeviceLost()
            observe(after: nil, numberBefore: before)
        }
        let settled = clock.runUntilIdle(limit: settleLimit)
        _ = checkpoint()

        let current = window.currentTransition?.number ?? 0
        let outcomes = window.transitionLog.outcomes.filter { $0.transition > world.setupTransitionCount }
        return ReplayRun(
            outcomes: outcomes, jsonLines: outcomes.map { $0.jsonLine + "\n" }.joined(),
            begunTransitions: max(0, current - world.setupTransitionCount), firstTransition: world.setupTransitionCount + 1,
            inFlightAtEnd: window.currentTransition?.isInFlight ?? false, settled: settled, frameCount: frames,
            endedWithDeviceLoss: trace.endsWithContactsDown, releases: releases, strayPercents: strayPercents,
            treeChecks: treeChecks, visible: window.visibleViewController?.name)
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
    /// the policy, container length and percent of every controller driving one.
    private mutating func observe(after frame: TouchFrame?, numberBefore: Int) {
        let number = window.currentTransition?.number ?? 0
        if number > numberBefore, let idle = idleDigest, idle.number == numberBefore {
            digestsAtBegin[numberBefore + 1] = idle.digest
        }
        for interaction in world.interactions where interaction.isInteracting {
            guard let length = interaction.containerLength, number > world.setupTransitionCount else { continue }
            releases[number] = ReplayRun.Release(policy: interaction.policy, containerLength: length)
            let percent = interaction.percentComplete
            if !(percent.isFinite && percent >= 0 && percent <= 1) {
                strayPercents.append(ReplayRun.PercentSample(transition: number, percent: percent, frameTime: frame?.time ?? -1))
            }
        }
    }
}
