import Testing

@testable import GlideUI

/// The calls a test observed, in order.
final class CallLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}

/// What a deliberately broken animator gets wrong.
enum AnimatorFlaw {
    case none
    /// Seed 001's type 2: returns without animating and never calls `completeTransition`.
    case neverCompletes
    /// Calls `completeTransition` twice.
    case completesTwice
    /// Seed 002's dismiss animator: `completeTransition(true)` even after a cancel.
    case alwaysCompletesTrue
    /// Seed 000's warning: leaves the from-view hidden after a finished transition.
    case hidesFromView
    /// Does not put back the from-view it animated after a cancel, as Apple's samples do not: not
    /// a flaw, since UIKit writes an animation's start values back when it runs a cancel back.
    case leavesAnimatedFromView
    /// Nudges the from-view down 10 pt outside the animation block and never puts it back: a cancel
    /// leaves that, on iOS as here.
    case movesFromViewOutsideAnimation
}

/// A slide animator that logs every call UIKit makes on it; with `usesPropertyAnimator` it runs
/// through an interruptible property animator, as iOS 10 animators do.
final class SlideAnimator: ViewControllerAnimatedTransitioning {
    let log: CallLog
    let duration: Double
    var flaw: AnimatorFlaw
    var usesPropertyAnimator = false
    /// Whether `animateTransition` runs a property animator of its own, never vended.
    var startsOwnPropertyAnimator = false
    /// The property animator's spring damping; nil: linear.
    var springDamping: Double?
    private var propertyAnimator: PropertyAnimator?
    /// At each `View.animate` completion: the frame (model value) of the view the block moved
    /// (the from-view backwards, the to-view forwards) and the `finished` flag.
    private(set) var movedFramesAtCompletion: [(frame: Rect, finished: Bool)] = []

    init(log: CallLog, duration: Double = 1, flaw: AnimatorFlaw = .none, usesPropertyAnimator: Bool = false) {
        self.log = log
        self.duration = duration
        self.flaw = flaw
        self.usesPropertyAnimator = usesPropertyAnimator
    }

    func transitionDuration(using context: TransitionContext?) -> Double {
        log.add("transitionDuration")
        return duration
    }

    /// Without `usesPropertyAnimator`, answers as an animator that does not implement the method.
    func interruptibleAnimator(using context: TransitionContext) -> any ViewImplicitlyAnimating {
        guard usesPropertyAnimator else { return NoInterruptibleAnimator.shared }
        if let propertyAnimator { return propertyAnimator }
        let (animations, completion) = prepare(context)
        let animator = springDamping.map { PropertyAnimator(duration: duration, dampingRatio: $0, engine: context.engine, animations: animations) }
            ?? PropertyAnimator(duration: duration, curve: .linear, engine: context.engine, animations: animations)
        animator.addCompletion { _ in completion() }
        propertyAnimator = animator
        return animator
    }

    func animateTransition(using context: TransitionContext) {
        log.add("animateTransition")
        if flaw == .neverCompletes { return }
        if usesPropertyAnimator {
            interruptibleAnimator(using: context).startAnimation()
            return
        }
        let (animations, completion) = prepare(context)
        if startsOwnPropertyAnimator {
            let own = PropertyAnimator(duration: duration, curve: .linear, animations: animations)
            own.addCompletion { _ in completion() }
            own.startAnimation()
            return
        }
        View.animate(withDuration: duration, options: .curveLinear, animations: animations) { [weak self] finished in
            if let view = context.view(forKey: context.kind == .dismiss || context.kind == .pop ? .from : .to) {
                self?.movedFramesAtCompletion.append((view.frame, finished))
            }
            completion()
        }
    }

    /// Puts the to-view in place and returns the animation block and the completion.
    private func prepare(_ context: TransitionContext) -> (() -> Void, () -> Void) {
        let container = context.containerView
        let width = container.bounds.width
        let fromController = context.fromViewController
        let toController = context.toViewController
        let fromView = context.view(forKey: .from)
        let toView = context.view(forKey: .to)
        let fromStart = context.initialFrame(for: fromController)
        let toEnd = context.finalFrame(for: toController)
        let backwards = context.kind == .dismiss || context.kind == .pop
        if let toView, toView.superview == nil {
            toView.frame = toEnd.offsetBy(dx: backwards ? 0 : width, dy: 0)
            if let fromView, fromView.superview === container, backwards {
                container.insertSubview(toView, belowSubview: fromView)
            } else {
                container.addSubview(toView)
            }
        }
        if let fromView, flaw == .movesFromViewOutsideAnimation { fromView.center.y += 10 }
        let animations = {
            if let toView, !backwards { toView.frame = toEnd }
            if let fromView, backwards { fromView.frame = fromStart.offsetBy(dx: width, dy: 0) }
        }
        let completion = { [log, flaw] in
            let cancelled = context.transitionWasCancelled
            if let fromView, cancelled, flaw != .leavesAnimatedFromView, flaw != .movesFromViewOutsideAnimation { fromView.frame = fromStart }
            if let fromView, !cancelled, flaw == .hidesFromView { fromView.isHidden = true }
            let claimed = flaw == .alwaysCompletesTrue ? true : !cancelled
            log.add("completeTransition(\(claimed))")
            context.completeTransition(claimed)
            if flaw == .completesTwice { context.completeTransition(claimed) }
        }
        return (animations, completion)
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log.add("animationEnded(\(transitionCompleted))")
    }
}

/// A percent-driven interaction that logs its calls and calls `super`.
final class LoggingInteraction: PercentDrivenInteractiveTransition {
    let log: CallLog

    init(log: CallLog) {
        self.log = log
    }

    override func startInteractiveTransition(_ context: TransitionContext) {
        log.add("startInteractiveTransition")
        super.startInteractiveTransition(context)
    }

    override func finish() {
        log.add("finish")
        super.finish()
    }

    override func cancel() {
        log.add("cancel")
        super.cancel()
    }
}

/// One delegate for every container, logging what UIKit asks it.
final class LoggingDelegate: ViewControllerTransitioningDelegate, NavigationControllerDelegate, TabBarControllerDelegate {
    let log: CallLog
    var animator: (any ViewControllerAnimatedTransitioning)?
    var interaction: LoggingInteraction?

    init(log: CallLog, animator: (any ViewControllerAnimatedTransitioning)?, interaction: LoggingInteraction? = nil) {
        self.log = log
        self.animator = animator
        self.interaction = interaction
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        log.add("animationController(forPresented:)")
        return animator
    }

    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        log.add("animationController(forDismissed:)")
        return animator
    }

    func interactionControllerForPresentation(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? {
        log.add("interactionControllerForPresentation")
        return interaction
    }

    func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? {
        log.add("interactionControllerForDismissal")
        return interaction
    }

    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        log.add("navigationController(animationControllerFor: \(operation))")
        return animator
    }

    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? {
        log.add("navigationController(interactionControllerFor:)")
        return interaction
    }

    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {
        log.add("didShow(\(viewController.name))")
    }

    func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom from: ViewController,
        to: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        log.add("tabBarController(animationControllerForTransitionFrom:to:)")
        return animator
    }

    func tabBarController(
        _ tabBarController: TabBarController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? {
        log.add("tabBarController(interactionControllerFor:)")
        return interaction
    }

    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        log.add("didSelect(\(viewController.name))")
    }
}

/// A 400×800 window on a virtual clock, shown, with `root` as its root controller.
final class Scene {
    let clock = VirtualClock()
    let window: Window

    init(root: ViewController) {
        window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 800), clock: clock)
        window.rootViewController = root
        window.makeKeyAndVisible()
    }

    var log: TransitionLog { window.transitionLog }
    var digest: TreeDigest { TreeDigest(of: window) }
}

/// The transition kinds a test can set up from scratch.
enum KindFixture: String, CaseIterable, CustomTestStringConvertible {
    case present, dismiss, push, pop, tab

    var testDescription: String { rawValue }

    /// Builds a scene ready for this kind's transition (earlier steps run without animation)
    /// and returns it with the action that starts the transition.
    func make(delegate: LoggingDelegate, completionLog: CallLog) -> (Scene, () -> Void) {
        switch self {
        case .present, .dismiss:
            let root = ViewController(name: "home")
            let sheet = ViewController(name: "sheet")
            sheet.transitioningDelegate = delegate
            let scene = Scene(root: root)
            if self == .present {
                return (scene, { root.present(sheet, animated: true) { completionLog.add("completion") } })
            }
            root.present(sheet, animated: false)
            return (scene, { sheet.dismiss(animated: true) { completionLog.add("completion") } })
        case .push, .pop:
            let list = ViewController(name: "list")
            let detail = ViewController(name: "detail")
            let navigation = NavigationController(rootViewController: list, name: "nav")
            let scene = Scene(root: navigation)
            if self == .push {
                navigation.delegate = delegate
                return (scene, { navigation.pushViewController(detail, animated: true) })
            }
            navigation.pushViewController(detail, animated: false)
            navigation.delegate = delegate
            return (scene, { navigation.popViewController(animated: true) })
        case .tab:
            let first = ViewController(name: "first")
            let second = ViewController(name: "second")
            let tabs = TabBarController(viewControllers: [first, second], name: "tabs")
            tabs.delegate = delegate
            let scene = Scene(root: tabs)
            return (scene, { tabs.userSelectedTab(at: 1) })
        }
    }

    /// The delegate calls UIKit makes before the transition starts.
    func delegateCalls(interactive: Bool) -> [String] {
        switch self {
        case .present: ["animationController(forPresented:)", "interactionControllerForPresentation"]
        case .dismiss: ["animationController(forDismissed:)", "interactionControllerForDismissal"]
        case .push: ["navigationController(animationControllerFor: push)", "navigationController(interactionControllerFor:)"]
        case .pop: ["navigationController(animationControllerFor: pop)", "navigationController(interactionControllerFor:)"]
        case .tab: ["tabBarController(animationControllerForTransitionFrom:to:)", "tabBarController(interactionControllerFor:)"]
        }
    }

    /// The caller's completion as the log shows it after a finished transition.
    var completionCall: String {
        switch self {
        case .present, .dismiss: "completion"
        case .push: "didShow(detail)"
        case .pop: "didShow(list)"
        case .tab: "didSelect(second)"
        }
    }
}
