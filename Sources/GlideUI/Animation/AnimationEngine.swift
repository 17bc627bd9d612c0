/// Identifies a frame observer of an `AnimationEngine`, for removing it.
/// Names a frame observer of an engine (`AnimationEngine.addFrameObserver`).
public typealias FrameObserverID = ObserverID

/// The animation engine of one world (one window's view tree): it times every animation of the
/// views under the root that carries it, on one clock, confined to one thread.
///
/// Nothing here is global: a view finds its engine through its superview chain (`View.engine`),
/// and the animation being declared is kept per thread, so independent worlds can run on
/// different threads of one process. Presentation values are a pure function of the clock time,
/// exact at any instant; the engine additionally ticks at `frameRate` while anything runs, for
/// frame observers (recorders, live output) and for completing the members of a resuming group.
public final class AnimationEngine {
    /// The clock every animation of this engine reads.
    public let clock: any AnimationClock
    /// Ticks per second while animations run.
    public let frameRate: Double
    /// The number of ticks so far.
    public private(set) var frameCount = 0

    private var running: Set<ObjectIdentifier> = []
    private var tickCallback: ClockCallbackID?
    private var frameObservers = ObserverList<Double>()
    /// Groups collecting new animations, innermost last.
    private var captures: [AnimationGroup] = []
    /// Groups whose resume is in progress, checked on every tick.
    private var resumingGroups: [AnimationGroup] = []
    /// Told every property-animator call UIKit would reject (the window records it).
    var rejectionHandler: ((PropertyAnimatorError) -> Void)?
    /// Views marked by `setNeedsLayout` since the last layout pass, and that pass's clock callback.
    private var layoutRequests: [View] = []
    /// The requests of the pass running and the roots it has laid out: kept (emptied, with their
    /// capacity) between passes, so that a pass allocates nothing once warm.
    private var layoutRunning: [View] = []
    private var layoutRoots: [View] = []
    private var layoutPass: ClockCallbackID?

    /// Creates an engine on `clock` that ticks `frameRate` times a second while animations run (a non-positive or non-finite rate becomes 120).
    public init(clock: any AnimationClock, frameRate: Double = 120) {
        self.clock = clock
        self.frameRate = frameRate.isFinite && frameRate > 0 ? frameRate : 120
    }

    /// The clock's current time in seconds.
    public var now: Double { clock.now }

    /// Whether any animation, resuming group or running property animator is in progress.
    public var isAnimating: Bool { !running.isEmpty }

    /// Runs a layout pass of `view`'s tree when the clock next runs (once for every request of the turn).
    func scheduleLayoutPass(for view: View) {
        guard !layoutRequests.contains(where: { $0 === view }) else { return }
        layoutRequests.append(view)
        guard layoutPass == nil else { return }
        layoutPass = clock.schedule(at: clock.now) { [weak self] in
            guard let self else { return }
            swap(&layoutRequests, &layoutRunning)
            layoutPass = nil
            for view in layoutRunning where view.needsLayout {
                let root = view.rootView
                guard !layoutRoots.contains(where: { $0 === root }) else { continue }
                layoutRoots.append(root)
                root.runLayoutPass()
            }
            layoutRunning.removeAll(keepingCapacity: true)
            layoutRoots.removeAll(keepingCapacity: true)
        }
    }

    /// Calls `body` with the clock time on every tick, until removed.
    @discardableResult
    public func addFrameObserver(_ body: @escaping (Double) -> Void) -> FrameObserverID {
        frameObservers.add(body)
    }

    /// Stops calling a frame observer.
    public func removeFrameObserver(_ id: FrameObserverID) {
        frameObservers.remove(id)
    }

    /// Runs `body` and returns every animation this engine started during it, as a group that can
    /// be paused, scrubbed and resumed (the percent-driven transition's tool).
    ///
    /// Only animations started while `body` runs join; animations started later (for example by a
    /// completion handler) do not. While `body` runs, an animation block that touches no view of
    /// any engine runs its completion on this engine's clock at the current time rather than at once.
    public func captureAnimations(_ body: () throws -> Void) rethrows -> AnimationGroup {
        let group = AnimationGroup(engine: self)
        captures.append(group)
        ThreadAnimationState.current.ambientEngines.append(self)
        defer {
            captures.removeLast()
            ThreadAnimationState.current.ambientEngines.removeLast()
        }
        try body()
        return group
    }

    /// The innermost group capturing animations, if any.
    var capturingGroup: AnimationGroup? { captures.last }

    /// Creates an animation that starts now and joins the innermost capturing group, if any.
    func makeAnimation(duration: Double, delay: Double, timing: AnimationTiming, options: AnimationOptions, completion: ((Bool) -> Void)?) -> Animation {
        let animation = Animation(engine: self, duration: duration, delay: delay, timing: timing, options: options, completion: completion)
        captures.last?.add(animation)
        return animation
    }

    /// Lets a free animation run: its end is scheduled on the clock, unless its group is paused or resuming.
    func start(_ animation: Animation) {
        if case .group(let group, _) = animation.driver, !group.isFree { return }
        runFree(animation)
    }

    /// Schedules the end of an animation that takes its time from the clock (or a free group).
    func runFree(_ animation: Animation) {
        guard !animation.isFinished else { return }
        let end: Double
        switch animation.driver {
        case .clock:
            end = animation.clockStart + animation.totalTime
        case .group(let group, let offset):
            end = group.freeStart + offset + animation.totalTime
        case .propertyAnimator:
            return
        }
        animation.endCallback = clock.schedule(at: end) { [weak self] in
            guard let self else { return }
            animation.endCallback = nil
            self.finish(animation, finished: true)
        }
        setRunning(animation, true)
    }

    /// Stops an animation's clock-driven end (its group took over its time).
    func hold(_ animation: Animation) {
        if let callback = animation.endCallback {
            clock.cancel(callback)
            animation.endCallback = nil
        }
        setRunning(animation, false)
    }

    /// Ends an animation: detaches its tracks (their model values at `position`), leaves its group, runs its completion once.
    func finish(_ animation: Animation, finished: Bool, settlingAt position: AnimatingPosition = .end) {
        guard !animation.isFinished else { return }
        hold(animation)
        animation.markFinished(settlingAt: position)
        if case .group(let group, _) = animation.driver {
            group.remove(animation)
        }
        let completion = animation.completion
        animation.completion = nil
        completion?(finished)
    }

    /// Records whether `object` is in progress; the engine ticks while anything is.
    func setRunning(_ object: AnyObject, _ isRunning: Bool) {
        if isRunning {
            running.insert(ObjectIdentifier(object))
            if tickCallback == nil { scheduleTick() }
        } else {
            running.remove(ObjectIdentifier(object))
            if running.isEmpty, let tick = tickCallback {
                clock.cancel(tick)
                tickCallback = nil
            }
        }
    }

    /// Passes a rejected property-animator call to the handler.
    func report(_ rejection: PropertyAnimatorError) {
        rejectionHandler?(rejection)
    }

    /// Starts checking a resuming group on every tick.
    func addResuming(_ group: AnimationGroup) {
        if !resumingGroups.contains(where: { $0 === group }) { resumingGroups.append(group) }
        setRunning(group, true)
    }

    /// Stops checking a group on ticks.
    func removeResuming(_ group: AnimationGroup) {
        resumingGroups.removeAll { $0 === group }
        setRunning(group, false)
    }

    /// The tick closure, made once so that scheduling a frame allocates no new closure.
    private lazy var tickAction: () -> Void = { [weak self] in self?.tick() }

    private func scheduleTick() {
        tickCallback = clock.schedule(at: clock.now + 1 / frameRate, tickAction)
    }

    private func tick() {
        tickCallback = nil
        frameCount += 1
        let time = clock.now
        for group in resumingGroups {
            group.finishMembersPassed()
        }
        frameObservers.notify(time)
        if !running.isEmpty, tickCallback == nil { scheduleTick() }
    }
}
