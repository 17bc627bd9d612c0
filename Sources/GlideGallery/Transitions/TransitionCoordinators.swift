import GlideUI

/// A modal transitioning delegate that vends the given animators and, for the next dismissal
/// only, an interaction controller (set by the gesture binding just before it dismisses).
public final class ModalTransitionCoordinator: ViewControllerTransitioningDelegate {
    /// Makes the animator of a presentation; nil runs the default slide up.
    public var presentAnimator: () -> (any ViewControllerAnimatedTransitioning)?
    /// Makes the animator of a dismissal; nil runs the default slide down.
    public var dismissAnimator: () -> (any ViewControllerAnimatedTransitioning)?
    /// Vended to the next dismissal, then cleared; nil runs it non-interactively.
    public var pendingDismissInteraction: (any ViewControllerInteractiveTransitioning)?

    /// Makes a coordinator from the two animator factories.
    public init(
        present: @escaping () -> (any ViewControllerAnimatedTransitioning)?,
        dismiss: @escaping () -> (any ViewControllerAnimatedTransitioning)?
    ) {
        self.presentAnimator = present
        self.dismissAnimator = dismiss
    }

    /// A new present animator.
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { presentAnimator() }

    /// A new dismiss animator.
    public func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        dismissAnimator()
    }

    /// The pending interaction controller, once.
    public func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? {
        defer { pendingDismissInteraction = nil }
        return pendingDismissInteraction
    }
}

/// A navigation delegate that vends the animator for each operation and, for the next
/// transition only, an interaction controller (set by the gesture binding just before it pops).
public final class NavigationTransitionCoordinator: NavigationControllerDelegate {
    /// Makes the animator for an operation; nil runs the default slide.
    public var animator: (NavigationOperation) -> (any ViewControllerAnimatedTransitioning)?
    /// Vended to the next transition, then cleared; nil runs it non-interactively.
    public var pendingInteraction: (any ViewControllerInteractiveTransitioning)?

    /// Makes a coordinator from an animator factory.
    public init(animator: @escaping (NavigationOperation) -> (any ViewControllerAnimatedTransitioning)?) {
        self.animator = animator
    }

    /// A new animator for `operation`.
    public func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { animator(operation) }

    /// The pending interaction controller, once.
    public func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? {
        defer { pendingInteraction = nil }
        return pendingInteraction
    }
}

/// A tab bar delegate that vends article 004's index-directed slide and, for the next switch only,
/// an interaction controller (set by the gesture binding just before it switches).
public final class TabTransitionCoordinator: TabBarControllerDelegate {
    /// The slide's duration in seconds.
    public var duration: Double
    /// Vended to the next switch, then cleared; nil runs it non-interactively.
    public var pendingInteraction: (any ViewControllerInteractiveTransitioning)?

    /// Makes a coordinator whose slides take `duration` seconds.
    public init(duration: Double = 0.35) {
        self.duration = duration
    }

    /// A slide in the direction of the pending switch's indices.
    public func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom from: ViewController,
        to: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        let forward =
            tabBarController.pendingSwitch?.isForward
            ?? ((tabBarController.index(of: to) ?? 0) > (tabBarController.index(of: from) ?? 0))
        return TabSlideTransition(forward: forward, duration: duration)
    }

    /// The pending interaction controller, once.
    public func tabBarController(
        _ tabBarController: TabBarController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? {
        defer { pendingInteraction = nil }
        return pendingInteraction
    }
}
