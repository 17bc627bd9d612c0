import UIKit

/// Three tabs that slide sideways under the finger: a swipe left moves to the next tab, a swipe
/// right to the previous one; past a third of the width (or flicked faster than 800 points a
/// second) the switch happens, otherwise the tabs settle back.
final class SlidingTabBarController: UITabBarController, UITabBarControllerDelegate {
    /// Drives the switch while a finger swipes.
    let switchInteraction = UIPercentDrivenInteractiveTransition()
    /// Whether a finger is switching tabs now.
    private(set) var isSwitching = false

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        viewControllers = [UIColor.systemRed, .systemGreen, .systemBlue].map { colour in
            let tab = UIViewController()
            tab.view.backgroundColor = colour
            return tab
        }
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
    }

    @objc func handlePan(_ gesture: UIPanGestureRecognizer) {
        let translation = gesture.translation(in: view).x
        let progress = min(abs(translation) / view.bounds.width, 1)
        switch gesture.state {
        case .began:
            let next = selectedIndex + (translation < 0 ? 1 : -1)
            guard let tabs = viewControllers, tabs.indices.contains(next) else { return }
            isSwitching = true
            selectedIndex = next
        case .changed:
            if isSwitching { switchInteraction.update(progress) }
        case .ended:
            guard isSwitching else { return }
            isSwitching = false
            if progress > 1.0 / 3.0 || abs(gesture.velocity(in: view).x) > 800 {
                switchInteraction.finish()
            } else {
                switchInteraction.cancel()
            }
        case .cancelled, .failed:
            guard isSwitching else { return }
            isSwitching = false
            switchInteraction.cancel()
        default:
            break
        }
    }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        guard let tabs = tabBarController.viewControllers,
              let from = tabs.firstIndex(of: fromVC), let to = tabs.firstIndex(of: toVC)
        else { return nil }
        return TabSlideAnimator(forward: to > from)
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        isSwitching ? switchInteraction : nil
    }
}

/// Slides the new tab in from the side it lies on and the old one out the other way, at an even pace.
final class TabSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let forward: Bool

    init(forward: Bool) {
        self.forward = forward
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toViewController = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let offset = forward ? container.bounds.width : -container.bounds.width
        let finalFrame = transitionContext.finalFrame(for: toViewController)
        let fromFrame = fromView.frame
        toView.frame = finalFrame.offsetBy(dx: offset, dy: 0)
        container.addSubview(toView)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear],
            animations: {
                toView.frame = finalFrame
                fromView.frame = fromFrame.offsetBy(dx: -offset, dy: 0)
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                // The tab that leaves gets its place back for the next time it is shown.
                fromView.frame = fromFrame
                if cancelled { toView.removeFromSuperview() }
                transitionContext.completeTransition(!cancelled)
            }
        )
    }
}
