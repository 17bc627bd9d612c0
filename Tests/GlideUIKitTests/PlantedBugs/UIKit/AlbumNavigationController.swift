import UIKit

/// A list, an album and a photo in a navigation controller: a rightward pan anywhere pops the
/// top controller; let go past half way, or flicked right faster than 500 points a second, it
/// goes, otherwise it settles back.
///
/// Planted bug: a cancelled pop that got past 40 % means to drop the photo from the history, but
/// `viewControllers` no longer holds the photo while its pop runs (UIKit takes it off when the
/// pop begins), so `removeLast()` takes the album from under it: the stack changes on a cancel.
final class AlbumNavigationController: UINavigationController, UINavigationControllerDelegate {
    /// Drives the pop while a finger pans.
    let popInteraction = UIPercentDrivenInteractiveTransition()
    /// Whether a finger is popping now.
    private(set) var isPopping = false

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
    }

    @objc func handlePan(_ gesture: UIPanGestureRecognizer) {
        let progress = min(max(gesture.translation(in: view).x / view.bounds.width, 0), 1)
        switch gesture.state {
        case .began:
            guard viewControllers.count > 1, transitionCoordinator == nil else { return }
            isPopping = true
            popViewController(animated: true)
        case .changed:
            if isPopping { popInteraction.update(progress) }
        case .ended:
            guard isPopping else { return }
            isPopping = false
            if progress > 0.5 || gesture.velocity(in: view).x > 500 {
                popInteraction.finish()
            } else {
                popInteraction.cancel()
                if progress > 0.4 { viewControllers.removeLast() }
            }
        case .cancelled, .failed:
            guard isPopping else { return }
            isPopping = false
            popInteraction.cancel()
        default:
            break
        }
    }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        operation == .pop ? SlideOffAnimator() : nil
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        isPopping ? popInteraction : nil
    }
}

/// A page of the album, in its own colour.
final class AlbumPageViewController: UIViewController {
    let colour: UIColor

    init(colour: UIColor) {
        self.colour = colour
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("AlbumPageViewController is made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = colour
    }
}

/// Slides the top controller off to the right over the one below, at an even pace.
final class SlideOffAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
        let offscreen = fromView.frame.offsetBy(dx: transitionContext.containerView.bounds.width, dy: 0)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear],
            animations: { fromView.frame = offscreen },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled { toView.removeFromSuperview() }
                transitionContext.completeTransition(!cancelled)
            }
        )
    }
}
