import Foundation
import GlideTesting

// Shared with the benchmarks: Benchmarks/Sources/GlidePlantedBugs/PlantedBugs.swift links here.

/// Five bugs planted in a test-only world, a sheet over "home" dismissed by a rightward pan, to
/// measure how soon fuzzing finds them (from common to rare, as the random mode meets them).
public enum PlantedBug: String, CaseIterable, Sendable {
    /// The animator never completes a transition grabbed during its completion (`no-stuck-transition`).
    case stuckUnderGrab = "stuck-under-grab"
    /// At p = 1 the interaction cancels whatever the policy says (`decision-follows-policy`).
    case cancelsAtFullPercent = "cancels-at-p-1"
    /// A cancel after the drag rested 0.4 s between two updates leaves the sheet half-moved (`cancel-keeps-tree`).
    case halfMovedAfterPause = "half-moved-after-pause"
    /// Released exactly at the threshold (within 1e-9), the animator completes twice (`expected-diagnostics-only`).
    case twiceAtThreshold = "twice-at-threshold"
    /// Released at most 20 ms after a `SYN_DROPPED`, the release velocity is NaN; under the
    /// projected policy the decision then differs when the coast mattered (`decision-follows-policy`).
    case nanVelocityAfterResync = "nan-velocity-after-resync"

    /// The fuzz target of a world with this bug.
    public var target: FuzzTarget {
        FuzzTarget(name: "planted \(rawValue)") { device in makePlantedWorld(self, device: device) }
    }
}

/// A sheet over "home" in a 390 × 844 window, dismissed by a rightward pan, with `bug` planted.
public func makePlantedWorld(_ bug: PlantedBug, device: DeviceDescription) -> ReplayWorld {
    let transitions = SheetTransitions(animator: PlantedAnimator(bug: bug))
    let (window, _, sheet) = makeSheetWindow(transitions)
    guard let pan = PanGestureRecognizer(device: device, window: window) else { return ReplayWorld(window: window, retaining: [transitions]) }
    let dismissal = PlantedInteraction(bug: bug, animator: transitions.animator, pan: pan)
    dismissal.policy = bug == .nanVelocityAfterResync ? .projected() : .standard
    dismissal.beginTransition = { sheet.dismiss(animated: true) }
    transitions.interaction = dismissal
    dismissal.attach(to: window)
    window.addGestureRecognizer(dismissal.resyncs)
    return ReplayWorld(window: window, interactions: [dismissal], retaining: [transitions])
}

/// A 390 × 844 window on a virtual clock showing "home", with "sheet" presented over full screen
/// (not animated), dismissed through `transitions` (the planted worlds' and those of `BrokenWorlds.swift`).
func makeSheetWindow(_ transitions: some ViewControllerTransitioningDelegate) -> (window: Window, home: ViewController, sheet: ViewController) {
    let window = Window(clock: VirtualClock())
    let home = ViewController(name: "home")
    window.rootViewController = home
    window.makeKeyAndVisible()
    let sheet = ViewController(name: "sheet")
    sheet.modalPresentationStyle = .overFullScreen
    sheet.transitioningDelegate = transitions
    home.present(sheet, animated: false)
    return (window, home, sheet)
}

/// Slides the sheet off to the right in 0.3 s, linearly; what goes wrong is set by its interaction.
final class PlantedAnimator: ViewControllerAnimatedTransitioning {
    let bug: PlantedBug
    /// The running transition was grabbed.
    var grabbed = false
    /// The running transition was released at its threshold.
    var releasedAtThreshold = false
    /// The drag rested before its release.
    var rested = false

    init(bug: PlantedBug) { self.bug = bug }

    func transitionDuration(using context: TransitionContext?) -> Double { 0.3 }

    func animateTransition(using context: TransitionContext) {
        (grabbed, releasedAtThreshold, rested) = (false, false, false)
        guard let sheet = context.view(forKey: .from) else { return context.completeTransition(true) }
        let width = context.containerView.bounds.width
        View.animate(withDuration: 0.3, options: .curveLinear, animations: { sheet.frame.origin.x = width }) { _ in
            if self.grabbed && self.bug == .stuckUnderGrab { return }
            let cancelled = context.transitionWasCancelled
            // A cancel has run the sheet back to its start (as on iOS); the bug moves it outside the animation.
            if cancelled, self.rested, self.bug == .halfMovedAfterPause { sheet.frame.origin.x = width / 2 }
            context.completeTransition(!cancelled)
            if self.releasedAtThreshold && self.bug == .twiceAtThreshold { context.completeTransition(!cancelled) }
        }
    }
}

/// A sheet's dismissal: vends the animator, and the interaction while it drives (the planted
/// worlds' and the test worlds' of `BrokenWorlds.swift`).
final class SheetTransitions<Animator: ViewControllerAnimatedTransitioning>: ViewControllerTransitioningDelegate {
    let animator: Animator
    weak var interaction: PanInteractionController?

    init(animator: Animator) { self.animator = animator }

    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? { animator }

    func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? {
        interaction.flatMap { $0.isInteracting ? $0 : nil }
    }
}

/// The rightward pan's interaction, telling its animator what the planted bugs need to know.
final class PlantedInteraction: PanInteractionController {
    let bug: PlantedBug
    let animator: PlantedAnimator
    /// Notes frames that follow a `SYN_DROPPED`.
    let resyncs: ResyncWatcher
    /// The clock time of the last update.
    private var lastUpdate: Double?

    init(bug: PlantedBug, animator: PlantedAnimator, pan: PanGestureRecognizer) {
        self.bug = bug
        self.animator = animator
        resyncs = ResyncWatcher(mapping: pan.mapping)
        super.init(pan: pan, direction: .rightward())
    }

    override func startInteractiveTransition(_ context: TransitionContext) {
        resyncs.lastResync = nil
        lastUpdate = nil
        super.startInteractiveTransition(context)
    }

    override func update(_ percentComplete: CGFloat) {
        let now = context?.containerView.window?.clock.now
        if let now, let lastUpdate, now - lastUpdate >= 0.4 { animator.rested = true }
        lastUpdate = now
        super.update(percentComplete)
    }

    override func pause() {
        animator.grabbed = true
        super.pause()
    }

    override func finish() {
        if let cause = released() { return context?.finishInteractiveTransition(because: cause) ?? () }
        if bug == .cancelsAtFullPercent && percentComplete >= 1 { return super.cancel() }
        super.finish()
    }

    override func cancel() {
        if let cause = released() { return context?.cancelInteractiveTransition(because: cause) ?? () }
        super.cancel()
    }

    /// Notes what the release means to the planted bugs; the cause the NaN bug releases with instead of the controller's.
    private func released() -> ReleaseCause? {
        if let threshold = (policy as? CompletionPolicy)?.threshold, abs(Double(percentComplete) - threshold) <= 1e-9 { animator.releasedAtThreshold = true }
        guard bug == .nanVelocityAfterResync, let resync = resyncs.lastResync, resyncs.lastFrame - resync <= 20_000, pan.state == .ended
        else { return nil }
        let input = ReleaseInput(percent: Double(percentComplete), velocity: .nan, containerLength: containerLength ?? 0)
        let verdict = policy.decide(input)
        return ReleaseCause(reason: verdict.reason, velocity: .nan, policy: policy, input: input)
    }
}

/// A recognizer that never recognizes: it only notes the times of frames, and of those marked `resynced` (after a `SYN_DROPPED`).
final class ResyncWatcher: GestureRecognizer {
    let mapping: TouchMapping
    /// The time of the last resynced frame since this was cleared (µs).
    var lastResync: Int64?
    /// The time of the last frame (µs).
    var lastFrame: Int64 = 0

    init(mapping: TouchMapping) { self.mapping = mapping }

    var state: GestureRecognizerState { .possible }
    var stateTimes: GestureStateTimes { GestureStateTimes() }
    var location: GesturePoint? { nil }
    var deadline: Int64? { nil }
    func handle(_ frame: TouchFrame) {
        lastFrame = frame.time
        if frame.resynced { lastResync = frame.time }
    }
    func advance(to time: Int64) {}
    func reset(at time: Int64) {}
}
