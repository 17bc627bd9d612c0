import GlideUI

extension NavigationController {
    /// UIKit's built-in pop gesture, on the controller's view: a pan from the left edge (on a
    /// touchpad, a rightward two-finger swipe) that pops the top controller with the default
    /// animation, scrubbed by the finger. It begins only with more than one controller on the
    /// stack, no transition in flight, and no animation controller of the delegate's for the pop
    /// (a custom pop brings its own gesture, as in UIKit). A `UIWindow` installs it before a touch
    /// reaches the controller; asking for it installs it too. Disable it with `isEnabled = false`;
    /// its `delegate` may veto it as well.
    public var interactivePopGestureRecognizer: UIGestureRecognizer? {
        if let gesture = view.attachedGestureRecognizers.lazy.compactMap({ $0 as? InteractivePopGestureRecognizer }).first { return gesture }
        let gesture = InteractivePopGestureRecognizer()
        gesture.navigationController = self
        view.addGestureRecognizer(gesture)
        return gesture
    }

    /// Whether a pop of the top controller would run the delegate's own animation controller
    /// (the built-in pop gesture then stands aside, as UIKit's does).
    fileprivate var popRunsDelegateAnimator: Bool {
        guard viewControllers.count > 1, let delegate, let top = topViewController else { return false }
        let below = viewControllers[viewControllers.count - 2]
        return delegate.navigationController(self, animationControllerFor: .pop, from: top, to: below) != nil
    }
}

/// The recognizer behind `interactivePopGestureRecognizer`. Released past half the width, or
/// flicked right faster than 500 points a second, the pop finishes; otherwise it goes back (UIKit
/// documents no thresholds: these are Glide's).
public final class InteractivePopGestureRecognizer: UIScreenEdgePanGestureRecognizer {
    /// The navigation controller it pops.
    fileprivate(set) weak var navigationController: NavigationController?
    private let interaction = UIPercentDrivenInteractiveTransition()

    /// A left-edge pan that drives pops (see `interactivePopGestureRecognizer`).
    public override init() {
        super.init()
        edges = .left
        addTarget(self, action: InteractivePopGestureRecognizer.drivePop)
    }

    override func permitsBegin() -> Bool {
        guard super.permitsBegin(), let navigationController, navigationController.viewControllers.count > 1,
            navigationController.window?.currentTransition?.isInFlight != true
        else { return false }
        return !navigationController.popRunsDelegateAnimator
    }

    private func drivePop() {
        guard let navigationController else { return }
        let width = navigationController.view.bounds.width
        let progress = width > 0 ? min(max(translation(in: navigationController.view).x / width, 0), 1) : 0
        switch state {
        case .began:
            navigationController.popViewController(animated: true, drivenBy: interaction)
        case .changed:
            interaction.update(progress)
        case .ended:
            let velocity = velocity(in: navigationController.view).x
            // Glide's own rule, so the record names which half decided (no CompletionPolicy expresses it).
            let flicked = progress <= 0.5 && velocity > 500
            let decision: TransitionDecision = progress > 0.5 || flicked ? .finish : .cancel
            interaction.release(decision, because: ReleaseCause(reason: flicked ? .velocity : .threshold, velocity: velocity))
        case .cancelled, .failed:
            interaction.cancel()
        default:
            break
        }
    }
}
