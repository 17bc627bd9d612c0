import Foundation

/// UIKit's `UIViewControllerTransitionCoordinator`, and its context: what a controller learns of
/// the transition in flight through `ViewController.transitionCoordinator`, and the animations
/// and callbacks it adds to it.
///
/// Alongside animations added before the transition's animations begin (in `viewWillAppear`,
/// say) run with them, inside the same capture: a percent-driven interaction scrubs them with the
/// animator's, and an interruptible animator takes them as its own (`addAnimations`). They run
/// for the transition's duration along UIKit's default curve. One added once the animations have
/// begun is refused (`false`); its completion still runs. Completions run when the transition
/// ends, after the "did" appearance callbacks and before the tree check, the record and the
/// caller's completion. Interaction handlers run each time the transition stops or starts being
/// interactive: at a release, before the appearance callbacks a cancel turns around, and at a grab.
/// Confined to its window's thread.
public final class TransitionCoordinator {
    /// The transition's context (held weakly: the context holds the coordinator). Once the
    /// window has let the context go, the coordinator answers as a finished transition would.
    private weak var context: TransitionContext?
    private let container: View
    private var alongside: [(TransitionCoordinator) -> Void] = []
    private var completions: [(TransitionCoordinator) -> Void] = []
    private var interactionHandlers: [(TransitionCoordinator) -> Void] = []
    /// Whether the transition's animations have begun (queued alongside animations have run).
    private(set) var animationsBegan = false

    init(context: TransitionContext) {
        self.context = context
        container = context.containerView
    }

    // MARK: The context

    /// Whether the transition was asked to animate.
    public var isAnimated: Bool { context?.isAnimated ?? false }
    /// Whether it started under a gesture's control (and animated); never changes.
    public var initiallyInteractive: Bool { context.map { $0.startedInteractive && $0.isAnimated } ?? false }
    /// Whether a gesture drives it now.
    public var isInteractive: Bool { context?.isInteractive ?? false }
    /// Whether its running animations can be grabbed.
    public var isInterruptible: Bool { context?.isInterruptible ?? false }
    /// Whether it heads back to its start: a cancelled interaction.
    public var isCancelled: Bool { context?.transitionWasCancelled ?? false }
    /// Its non-interactive duration, seconds.
    public var transitionDuration: Double { context?.duration ?? 0 }
    /// The percent at which it left interactive control (the last update while a gesture drives).
    public var percentComplete: CGFloat { CGFloat(context.map { $0.releasePercent ?? $0.scrubbedPercent } ?? 0) }
    /// How much faster than `transitionDuration` the rest runs: the interaction's completion speed (1 without one).
    public var completionVelocity: CGFloat { context?.interactor?.completionSpeed ?? 1 }
    /// The curve the rest runs along: the interaction's (ease-in-out without one).
    public var completionCurve: AnimationCurve { context?.interactor?.completionCurve ?? .easeInOut }
    /// The view the transition takes place in.
    public var containerView: View { container }
    /// The style of the modal being presented or dismissed; `.none` for a push, pop or tab switch.
    public var presentationStyle: ModalPresentationStyle { context?.presentationStyle ?? .none }
    /// The transition's rotation: always the identity (Glide has no rotations).
    public var targetTransform: CGAffineTransform { .identity }

    /// The controller for `key`; optional as in UIKit, never nil here.
    public func viewController(forKey key: TransitionKey) -> ViewController? { context?.viewController(forKey: key) }

    /// The view for `key`, as the transition context gives it.
    public func view(forKey key: TransitionKey) -> View? { context?.view(forKey: key) }

    // MARK: Adding to the transition

    /// Runs `animation` with the transition's animations and `completion` after it ended; false
    /// when the animations have already begun (the animation does not run, the completion does).
    @discardableResult
    public func animate(
        alongsideTransition animation: ((TransitionCoordinator) -> Void)?, completion: ((TransitionCoordinator) -> Void)? = nil
    ) -> Bool {
        queue(animation, completion: completion)
    }

    /// The same for views outside the container (UIKit needs `view`, an ancestor of the animated
    /// views; Glide captures whatever the block changes, so it is not used).
    @discardableResult
    public func animateAlongsideTransition(
        in view: View?, animation: ((TransitionCoordinator) -> Void)?, completion: ((TransitionCoordinator) -> Void)? = nil
    ) -> Bool {
        queue(animation, completion: completion)
    }

    /// Calls `handler` each time the transition stops or starts being driven by a gesture.
    public func notifyWhenInteractionChanges(_ handler: @escaping (TransitionCoordinator) -> Void) {
        interactionHandlers.append(handler)
    }

    private func queue(_ animation: ((TransitionCoordinator) -> Void)?, completion: ((TransitionCoordinator) -> Void)?) -> Bool {
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        guard !animationsBegan else { return false }
        alongside.append(animation)
        return true
    }

    // MARK: Driven by the context

    /// Marks the animations begun and hands over the queued alongside animations, each bound to
    /// this coordinator; empty once they have begun.
    func beginAnimations() -> [() -> Void] {
        guard !animationsBegan else { return [] }
        animationsBegan = true
        let queued = alongside
        alongside = []
        return queued.map { animation in { animation(self) } }
    }

    /// Tells the interaction handlers that the transition stopped or started being interactive.
    func interactionChanged() {
        for handler in interactionHandlers { handler(self) }
    }

    /// Runs the completions once, after the transition ended; drops everything it holds.
    func transitionEnded() {
        animationsBegan = true
        let run = completions
        completions = []
        interactionHandlers = []
        alongside = []
        for completion in run { completion(self) }
    }
}
