import Foundation

/// Which way a navigation transition goes, UIKit's `UINavigationController.Operation`.
public enum NavigationOperation: Sendable {
    /// No transition.
    case none
    /// A controller is pushed on top.
    case push
    /// The top controller is popped.
    case pop
}

/// Vends the controllers of navigation transitions, UIKit's `UINavigationControllerDelegate`.
public protocol NavigationControllerDelegate: AnyObject {
    /// The animator for `operation` from `from` to `to`; nil for the default slide from the right.
    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)?
    /// The interaction controller for a transition run by `animationController`; nil runs it non-interactively.
    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)?
    /// Called when a transition to `viewController` begins, after the appearance callbacks' "will" pair.
    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// Called after a finished transition has shown `viewController`.
    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
    /// Nil: the default slide runs.
    public func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }
    /// Nil: not interactive.
    public func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }
    /// Does nothing.
    public func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {}
    /// Does nothing.
    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {}
}

/// A stack of controllers, modelled on `UINavigationController`: the top one's view fills the
/// navigation controller's view, which is the container of every push and pop.
///
/// The stack changes when a transition begins (as `viewControllers` does in UIKit) and goes back
/// if the transition is cancelled. Outside a window the stack changes at once, without a transition.
open class NavigationController: ViewController {
    /// The stack, root first; setting it is `setViewControllers(_:animated: false)`.
    public var viewControllers: [ViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    /// The stack itself.
    private var stack: [ViewController] = []
    /// Vends the animation and interaction controllers of pushes and pops.
    public weak var delegate: (any NavigationControllerDelegate)?
    /// The interaction `popViewController(animated:drivenBy:)` hands the pop it is starting.
    private var popInteraction: (any ViewControllerInteractiveTransitioning)?
    /// The stack set while this controller's own transition was in flight, applied when it ends.
    private var pendingStack: (stack: [ViewController], animated: Bool)?

    /// Makes a navigation controller showing `rootViewController`.
    public init(rootViewController: ViewController, name: String? = nil) {
        super.init(name: name)
        adopt(rootViewController)
        stack = [rootViewController]
    }

    /// UIKit's designated initialiser, for subclasses that call it (Glide has no nib files): the
    /// stack starts empty, and the first controller pushed becomes its root, without a transition.
    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
    }

    /// The controller on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    /// The top controller, or the controller it presents.
    public var visibleViewController: ViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    override func layoutContainedViews() {
        guard let top = topViewController else { return }
        top.view.frame = view.bounds
        if top.view.superview !== view { view.addSubview(top.view) }
        top.layoutContainedViews()
    }

    /// Pushes `viewController` on top of the stack (refused with a warning when it is already in a
    /// stack); onto an empty stack it becomes the root at once.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        guard viewController.parent == nil, !viewControllers.contains(where: { $0 === viewController }) else {
            window?.warn("push: '\(viewController.name)' already has a parent; remove it before pushing it on '\(name)'")
            return
        }
        guard !viewControllers.isEmpty else {
            adopt(viewController)
            stack = [viewController]
            if isViewLoaded { layoutContainedViews() }
            return
        }
        changeStack(to: viewControllers + [viewController], animated: animated)
    }

    /// Pops the top controller and returns it; nil (and no transition) when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1, let top = topViewController else { return nil }
        return changeStack(to: Array(viewControllers.dropLast()), animated: animated) ? top : nil
    }

    /// Pops the top controller with the default animation driven by `interaction` (as UIKit's
    /// built-in pop gesture drives it); the delegate's animation and interaction controllers,
    /// when it vends them, take precedence. Returns the popped controller, nil when none was.
    @discardableResult
    public func popViewController(animated: Bool, drivenBy interaction: any ViewControllerInteractiveTransitioning) -> ViewController? {
        popInteraction = interaction
        defer { popInteraction = nil }
        return popViewController(animated: animated)
    }

    /// Pops every controller above the root and returns them; nil when only the root is left.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        return changeStack(to: [viewControllers[0]], animated: animated) ? popped : nil
    }

    /// Pops the controllers above `viewController` and returns them; nil (and no transition)
    /// when it is the top or not in the stack.
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }), index < stack.count - 1 else { return nil }
        let popped = Array(stack[(index + 1)...])
        return changeStack(to: Array(stack[...index]), animated: animated) ? popped : nil
    }

    /// Replaces the stack; a new top runs a push (a controller not in the stack) or a pop transition.
    /// Set while this controller's own push or pop is in flight, the stack is changed once that
    /// transition ends (the last one set wins), through a transition of its own: published code
    /// relies on it (ZoomTransitioning puts the popped controller back before it cancels a pop
    /// and completes it, which keeps the controller on iOS 10 and later), and UIKit documents no
    /// other behaviour.
    open func setViewControllers(_ newStack: [ViewController], animated: Bool) {
        guard !newStack.isEmpty else {
            window?.warn("setViewControllers: '\(name)' needs at least one view controller")
            return
        }
        if let current = window?.currentTransition, current.isInFlight, current.containerOwner === self {
            pendingStack = (newStack, animated)
            return
        }
        changeStack(to: newStack, animated: animated)
    }

    /// Moves to `newStack`, through a transition when the top changes and the view is in a window;
    /// returns false when a transition in flight refused it.
    @discardableResult
    private func changeStack(to newStack: [ViewController], animated: Bool) -> Bool {
        let oldStack = viewControllers
        guard let from = oldStack.last, let to = newStack.last else { return false }
        let adoptNew = {
            for controller in newStack where controller.parent !== self { self.adopt(controller) }
            self.stack = newStack
        }
        let releaseOld = {
            for controller in oldStack where !newStack.contains(where: { $0 === controller }) { self.release(controller) }
        }
        guard from !== to, let window else {
            adoptNew()
            releaseOld()
            if isViewLoaded, from !== to {
                from.view.removeFromSuperview()
                layoutContainedViews()
            }
            return true
        }
        guard window.mayBeginTransition() else { return false }
        let operation: NavigationOperation = oldStack.contains(where: { $0 === to }) ? .pop : .push
        var animator: any ViewControllerAnimatedTransitioning =
            animated ? DefaultNavigationTransition() : InstantTransition()
        var interactor: (any ViewControllerInteractiveTransitioning)?
        if animated, let delegate,
            let vended = delegate.navigationController(self, animationControllerFor: operation, from: from, to: to)
        {
            animator = vended
            interactor = delegate.navigationController(self, interactionControllerFor: vended)
        } else if animated, operation == .pop {
            interactor = popInteraction
        }
        let container: View = view
        let fromView: View = from.view
        let toView: View = to.view
        let setup = TransitionSetup(
            kind: operation == .push ? .push : .pop, from: from, to: to, container: container,
            isAnimated: animated, animator: animator, interactor: interactor,
            fromView: fromView, toView: toView,
            fromFrames: (container.bounds, .zero), toFrames: (.zero, container.bounds),
            prepare: adoptNew,
            settle: { [weak self] result in
                guard let self else { return }
                switch result {
                case .finished:
                    fromView.removeFromSuperview()
                    releaseOld()
                case .cancelled:
                    toView.removeFromSuperview()
                    for controller in newStack where !oldStack.contains(where: { $0 === controller }) {
                        self.release(controller)
                    }
                    self.stack = oldStack
                }
                if let pending = self.pendingStack {
                    self.pendingStack = nil
                    self.changeStack(to: pending.stack, animated: pending.animated)
                }
            },
            completion: { [weak self] in
                guard let self else { return }
                self.delegate?.navigationController(self, didShow: to, animated: animated)
            },
            appearance: AppearanceChange(disappearing: from, appearing: to),
            announce: { [weak self] in
                guard let self else { return }
                self.delegate?.navigationController(self, willShow: to, animated: animated)
            },
            containerOwner: self)
        window.beginTransition(setup)
        return true
    }
}
