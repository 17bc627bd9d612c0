import Foundation

/// What a container (presentation, navigation, tab bar) hands the window to run one transition.
struct TransitionSetup {
    /// The kind, for the outcome record.
    var kind: TransitionKind
    /// The controller on screen at the start.
    var from: ViewController
    /// The controller on screen at the end.
    var to: ViewController
    /// The view the animation happens in.
    var container: View
    /// Whether the caller asked for an animation.
    var isAnimated: Bool
    /// The animation controller.
    var animator: any ViewControllerAnimatedTransitioning
    /// The interaction controller, when a delegate vended one.
    var interactor: (any ViewControllerInteractiveTransitioning)?
    /// `view(forKey: .from)`: nil when the animator must not touch it.
    var fromView: View?
    /// `view(forKey: .to)`: nil when the animator must not touch it.
    var toView: View?
    /// Initial and final frames of the from controller, in the container's coordinates.
    var fromFrames: (initial: Rect, final: Rect)
    /// Initial and final frames of the to controller, in the container's coordinates.
    var toFrames: (initial: Rect, final: Rect)
    /// The container's changes before the animator runs (after the tree is captured).
    var prepare: () -> Void
    /// The controllers' bookkeeping once the transition ended as `result`.
    var settle: (TransitionResult) -> Void
    /// The caller's completion, run after a finished transition.
    var completion: (() -> Void)?
    /// The appearance callbacks the transition sends.
    var appearance = AppearanceChange()
    /// The style of the modal being presented or dismissed; `.none` for the other kinds.
    var presentationStyle = ModalPresentationStyle.none
    /// What the container announces once the "will" callbacks have run (a navigation delegate's `willShow`).
    var announce: () -> Void = {}
    /// The controller whose view is the container (a navigation or tab bar controller); nil for a presentation's own container.
    var containerOwner: ViewController?

    /// Drops the closures, which capture views (the window among them): the window keeps its last
    /// transition's context, so a settled one must not keep the window.
    mutating func dropActions() {
        prepare = {}
        settle = { _ in }
        completion = nil
        announce = {}
    }
}

/// The context of one transition, UIKit's `UIViewControllerContextTransitioning`: what animators
/// and interaction controllers see and call.
///
/// Every call reaches the transition's run (`TransitionRun`: the state machine, the release in
/// force, the interruptions, the diagnostics, the stuck watchdog and the record), and the context
/// carries out what the run accepted: an interaction controller only forwards update, finish,
/// cancel and pause here. The context holds the setup, the animations a percent-driven
/// interaction scrubs (or the animator's interruptible property animator), the appearance
/// callbacks, the coordinator, and the tree captured at the start (restored after every cancel,
/// with `tree-restored` recorded when the animator had left it different).
public final class TransitionContext {
    /// The view in which the transition takes place.
    public let containerView: View
    /// The transition's number in its window, 1, 2, … in order of beginning.
    public let number: Int
    /// What kind of transition this is.
    public let kind: TransitionKind
    /// Whether the caller asked for an animation.
    public let isAnimated: Bool
    /// The style of the modal being presented or dismissed; `.none` for a push, pop or tab switch.
    public var presentationStyle: ModalPresentationStyle { setup.presentationStyle }
    /// The animation controller.
    public let animator: any ViewControllerAnimatedTransitioning
    /// The interaction controller, if any.
    public let interactor: (any ViewControllerInteractiveTransitioning)?
    /// The animator's duration in seconds, asked when the transition began (negative or non-finite answers count as 0).
    public var duration: Double { run.duration }
    /// The animator's interruptible animator, asked once when the transition began with an interaction controller; nil otherwise.
    public private(set) var interruptibleAnimator: PropertyAnimator?
    /// What a percent-driven interaction scrubs (see `scrubAnimatorAnimations()`); nil when the interaction animates by hand.
    var scrubbed: ScrubbedAnimations?
    /// The percent a percent-driven interaction reports: the machine's while a finger drives or
    /// the rest runs, then the release's; 0 before the first update.
    var scrubbedPercent: Double { machine.percent ?? release?.percent ?? 0 }
    /// Whether the property animator's end is already reported as the completion animation's end.
    var watchesPropertyAnimatorEnd = false

    private var setup: TransitionSetup
    /// The window's tree when the transition began, for a cancel to restore; dropped once settled (it holds the window).
    private var snapshot: TreeSnapshot?
    private weak var window: Window?
    /// The transition's run: machine, release, interruptions, diagnostics, watchdog and record.
    let run: TransitionRun
    /// The clock time it began at, seconds.
    public var startTime: Double { run.startTime }
    /// The release in force: set when the machine accepts a finish or cancel, dropped when a grab abandons it.
    public var release: TransitionRelease? { run.release }
    /// Whether the transition began under a gesture's control.
    var startedInteractive: Bool { run.startedInteractive }
    /// Whether the appearance callbacks sent so far head for the end state (a cancel turns them around).
    private var appearanceHeadsForward = true
    /// The coordinator controllers reach through `ViewController.transitionCoordinator`.
    private(set) lazy var coordinator = TransitionCoordinator(context: self)
    /// Whether the outcome record has been written.
    var isRecorded: Bool { run.isRecorded }
    /// The container controller whose push, pop or tab switch this is; nil for a modal.
    var containerOwner: ViewController? { setup.containerOwner }
    /// Whether the transition is ending (from `completeTransition` or the stuck recovery until its record is written).
    var isSettling: Bool { run.isSettling }

    init(window: Window, number: Int, setup: TransitionSetup) {
        self.window = window
        self.number = number
        self.setup = setup
        self.containerView = setup.container
        self.kind = setup.kind
        self.isAnimated = setup.isAnimated
        self.animator = setup.animator
        self.interactor = setup.interactor
        run = TransitionRun(window: window, number: number, kind: setup.kind)
        run.onStuckRecovery = { [weak self] in self?.settle(.cancelled) }
    }

    private var machine: TransitionStateMachine<AnimationTiming> { run.machine }

    // MARK: UIKit's context API

    /// The engine the transition's views animate on.
    public var engine: AnimationEngine? { window?.engine }

    /// Whether a gesture drives the transition now.
    public var isInteractive: Bool { machine.currentState == .interacting }

    /// Whether the transition was cancelled (it goes, or went, back to its start).
    public var transitionWasCancelled: Bool {
        switch machine.currentState {
        case .completing: machine.decision == .cancel
        case .ended: machine.result == .cancelled
        case .idle, .animating, .interacting: false
        }
    }

    /// Whether the transition is still in flight (begun and not yet completed).
    public var isInFlight: Bool { machine.isInFlight }

    /// Whether a touch may grab the transition while it runs: an interruptible property animator,
    /// a scrubbed group of captured animations, or an interaction that said so with `markInterruptible()`.
    public var isInterruptible: Bool { machine.isInterruptible }

    /// The state of the transition's state machine.
    public var state: TransitionState { machine.currentState }

    /// The percent last set by the interaction, or at release; nil when not interactive.
    public var percentComplete: Double? { machine.percent }

    /// The fraction the running transition shows now, as its interaction controller tells it
    /// (`ViewControllerInteractiveTransitioning.presentedFraction`); nil when it cannot be grabbed there.
    public var presentedFraction: Double? { interactor?.presentedFraction }

    /// The fraction the transition shows now, and whether it is what its views show rather than an
    /// estimate: the interaction's percent while a finger drives, else the presented fraction of
    /// its animations when known, else (estimates) the last interactive percent, else the time
    /// since `startTime` over the duration; 1 or 0 once ended.
    public var shownPercent: (percent: Double, isPresented: Bool) {
        switch state {
        case .ended:
            return (transitionWasCancelled ? 0 : 1, true)
        case .interacting:
            return (percentComplete ?? 0, true)
        case .idle, .animating, .completing:
            if let fraction = presentedFraction { return (fraction, true) }
            if let percent = percentComplete { return (percent, false) }
            return (duration > 0 ? min(max((now - startTime) / duration, 0), 1) : 0, false)
        }
    }

    /// The animator's captured animations when a percent-driven interaction scrubs them (no interruptible animator); nil otherwise.
    public var animationGroup: AnimationGroup? {
        if case .group(let group) = scrubbed { group } else { nil }
    }

    /// The controller on screen when the transition begins.
    public var fromViewController: ViewController { setup.from }

    /// The controller on screen when the transition finishes.
    public var toViewController: ViewController { setup.to }

    /// The controller for `key`; optional as in UIKit, never nil here.
    public func viewController(forKey key: TransitionKey) -> ViewController? {
        switch key {
        case .from: setup.from
        case .to: setup.to
        }
    }

    /// The view for `key`, or nil when the animator must not touch that controller's view
    /// (the presenter's view in the "over" and custom styles, which stays in place).
    public func view(forKey key: TransitionKey) -> View? {
        switch key {
        case .from: setup.fromView
        case .to: setup.toView
        }
    }

    /// Where `viewController`'s view starts, in the container's coordinates; `.zero` when unknown (the to-controller's view).
    public func initialFrame(for viewController: ViewController) -> Rect {
        if viewController === setup.from { return setup.fromFrames.initial }
        if viewController === setup.to { return setup.toFrames.initial }
        return .zero
    }

    /// Where `viewController`'s view must end; `.zero` exactly when that view leaves the window at the end.
    public func finalFrame(for viewController: ViewController) -> Rect {
        if viewController === setup.from { return setup.fromFrames.final }
        if viewController === setup.to { return setup.toFrames.final }
        return .zero
    }

    /// The interaction moved the transition to `percentComplete` (clamped to 0…1; NaN and
    /// infinities are refused and recorded); scrubbed animations are shown there.
    public func updateInteractiveTransition(_ percentComplete: CGFloat) {
        if let percent = run.update(Double(percentComplete)) { seekScrubbed(to: percent) }
    }

    /// The interaction ended and the transition should finish, at the interaction controller's
    /// speed and curve, as `cause` decided (`.app`, as from UIKit code, unless a Glide rule did).
    public func finishInteractiveTransition(because cause: ReleaseCause = .app) {
        release(.finish, because: cause)
    }

    /// The interaction ended and the transition should go back, at the interaction controller's
    /// speed and curve, as `cause` decided (`.app`, as from UIKit code, unless a Glide rule did).
    public func cancelInteractiveTransition(because cause: ReleaseCause = .app) {
        release(.cancel, because: cause)
    }

    /// UIKit's `pauseInteractiveTransition()`: a touch grabbed the running transition where it is
    /// shown (a percent-driven interaction's `presentedFraction`, else `scrubbedFraction`), and a
    /// percent-driven interaction then holds what it runs there (`holdAnimations(at:)`). Returns the
    /// accepted percent, or nil when refused and recorded (not interruptible, not running, already
    /// interacting, or a captured animation has completed).
    @discardableResult
    public func pauseInteractiveTransition() -> Double? {
        let percentDriven = interactor as? PercentDrivenInteractiveTransition
        guard let current = percentDriven.map({ $0.presentedFraction }) ?? scrubbedFraction else {
            if isInterruptible, state == .completing || state == .animating {
                record(.grabAfterAnimationCompleted)
                return nil
            }
            // Let the state machine say why: not interruptible, not in flight, or already interacting.
            return pauseInteractiveTransition(at: scrubbedPercent)
        }
        guard let percent = pauseInteractiveTransition(at: current) else { return nil }
        percentDriven?.holdAnimations(at: percent)
        return percent
    }

    /// The rotation the transition applies, as UIKit's `targetTransform`: always the identity, as
    /// Glide's screen never rotates.
    public var targetTransform: CGAffineTransform { .identity }

    /// A touch grabbed the running transition at `percentComplete` (refused and recorded unless
    /// it is interruptible): the abandoned completion goes to the record's `interruptions`, the
    /// scrubbed animations stop there, and the accepted percent is returned (nil when refused).
    @discardableResult
    public func pauseInteractiveTransition(at percentComplete: Double) -> Double? {
        guard let grabbedAt = run.grab(percentComplete) else { return nil }
        holdScrubbed(at: grabbedAt)
        coordinator.interactionChanged()
        return grabbedAt
    }

    /// Declares that the interaction controller can pause this transition's running completion at
    /// its presented fraction and scrub it again (a percent-driven interaction scrubbing a captured
    /// group does so itself; one that animates its completion by hand calls this): from now on a
    /// grab is accepted. Recorded as a diagnostic when no transition is in flight.
    public func markInterruptible() {
        run.markInterruptible()
    }

    /// Ends the transition: `didComplete` true when it reached its end state. Must be called exactly once.
    public func completeTransition(_ didComplete: Bool) {
        if let result = run.completeTransition(didComplete) { settle(result) }
    }

    // MARK: Driving (the window)

    /// The percent at the latest release, nil before one.
    var releasePercent: Double? { release?.percent }

    /// Sends the "will" appearance callbacks, captures the tree, lets the container prepare, asks
    /// the animator for its duration, begins the machine and hands over to the interaction or
    /// animation controller.
    func start() {
        for controller in [setup.from, setup.to, setup.containerOwner] { controller?.movingTransition = self }
        setup.appearance.begin(forward: true, animated: isAnimated)
        setup.announce()
        if let window { snapshot = TreeSnapshot(of: window) }
        setup.prepare()
        let asked = animator.transitionDuration(using: self)
        run.duration = asked.isFinite && asked > 0 ? asked : 0
        let interactive = interactor?.wantsInteractiveStart ?? false
        // UIKit asks for the interruptible animator only when an interaction controller will drive it.
        if interactor != nil { interruptibleAnimator = vendedPropertyAnimator() }
        let interruptible = interruptibleAnimator?.isInterruptible ?? false
        switch run.begin(interactive: interactive, interruptible: interruptible) {
        case .animate:
            if let interactor {
                interactor.startInteractiveTransition(self)
            } else {
                animator.animateTransition(using: self)
            }
            beginAlongsideAnimations()
        case .startInteractive:
            interactor?.startInteractiveTransition(self)
            beginAlongsideAnimations()
        case .rejected:
            break
        }
    }

    /// Refuses another transition while this one is in flight, recording it here.
    func refuseBegin() {
        run.refuseBegin()
    }

    /// Hands a release to the run at the interaction controller's speed and timing (its
    /// `completionTiming`, else its `completionCurve`), and runs the rest of the scrubbed
    /// animations once it is accepted.
    private func release(_ decision: TransitionDecision, because cause: ReleaseCause) {
        let speed = interactor?.completionSpeed ?? 1
        let timing = interactor?.completionTiming ?? .curve((interactor?.completionCurve ?? .easeInOut).timingCurve)
        guard let rest = run.release(decision, because: cause, speed: speed, timing: timing) else { return }
        interactionReleased(forward: decision == .finish)
        runScrubbedCompletion(forward: decision == .finish, speed: rest.speed, timing: rest.timing)
    }

    /// The interaction let the transition go towards its end (`forward`) or back: the
    /// coordinator's handlers hear it, and the appearance callbacks head the same way.
    private func interactionReleased(forward: Bool) {
        coordinator.interactionChanged()
        headAppearance(forward: forward)
    }

    /// Sends the "will" callbacks the other way when the transition now heads the other way.
    private func headAppearance(forward: Bool) {
        guard appearanceHeadsForward != forward else { return }
        appearanceHeadsForward = forward
        setup.appearance.begin(forward: forward, animated: isAnimated)
    }

    /// The remaining animation after a release has run out: the animator has the stuck bound from now to complete.
    func completionAnimationEnded() {
        run.completionAnimationEnded()
    }

    /// Runs the alongside animations still queued on the coordinator (unless an interaction
    /// scrubbing them already did): added to the interruptible animator when there is one, else
    /// animated over the duration (captured by the engine when a capture is open).
    func beginAlongsideAnimations() {
        for animation in coordinator.beginAnimations() {
            if let interruptibleAnimator {
                interruptibleAnimator.addAnimations(animation)
            } else {
                View.animate(withDuration: duration, animations: animation)
            }
        }
    }

    /// The window's clock now, or the start time once the window is gone.
    private var now: Double { run.now }

    // MARK: Settling

    /// Ends the transition: the container's bookkeeping, the "did" callbacks and the coordinator's
    /// completions (so that what they put right counts), the tree check after a cancel, the
    /// record, the caller's completion and `animationEnded`; a transition begun meanwhile starts after.
    private func settle(_ result: TransitionResult) {
        run.beginSettling()
        setup.settle(result)
        let finished = result == .finished
        headAppearance(forward: finished)
        setup.appearance.end(finished: finished)
        coordinator.transitionEnded()
        if result == .cancelled, let window, let snapshot {
            let after = TreeDigest(of: window)
            if after != snapshot.digest {
                if run.isStrict {
                    run.record(.changeOutsideAnimationKept)
                } else {
                    snapshot.restore()
                    if !run.recoveredFromStuck { run.record(.treeRestored) }
                }
            }
        }
        // A transition begun while this one ended (a stack set during it) starts at once: what it
        // shows is checked in its own record.
        let visible = window?.visibleViewController
        if let window, let visible, !window.hasDeferredTransitions, !window.shows(visible) { run.record(.blankScreen) }
        run.writeRecord(animator: String(describing: type(of: animator)), result: result, visible: visible?.name)
        if finished { setup.completion?() }
        animator.animationEnded(finished)
        snapshot = nil
        setup.dropActions()
        window?.startDeferredTransitions()
    }

    /// Adds a diagnostic to this transition's record, or keeps it for the record still to come.
    func record(_ diagnostic: TransitionDiagnostic) {
        run.record(diagnostic)
    }
}
