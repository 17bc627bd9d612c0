import GlideUIKit

/// A photo list in a navigation controller: a tap on the list pushes the photo, which zooms in;
/// a swipe from the left edge pops it back under the finger, past half the width (or flicked
/// right faster than 500 points a second) it goes, otherwise it settles back.
final class PhotoNavigationController: UINavigationController, UINavigationControllerDelegate {
    /// Drives the pop while a finger swipes from the edge.
    let popInteraction = UIPercentDrivenInteractiveTransition()
    /// Whether a finger is popping the photo now.
    private(set) var isPopping = false

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        let edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: Self.handleEdgePan(_:))
        edgePan.edges = .left
        view.addGestureRecognizer(edgePan)
    }

    func handleEdgePan(_ gesture: UIScreenEdgePanGestureRecognizer) {
        let progress = min(max(gesture.translation(in: view).x / view.bounds.width, 0), 1)
        switch gesture.state {
        case .began:
            guard viewControllers.count > 1 else { return }
            isPopping = true
            popViewController(animated: true)
        case .changed:
            popInteraction.update(progress)
        case .ended:
            guard isPopping else { return }
            isPopping = false
            if progress > 0.5 || gesture.velocity(in: view).x > 500 {
                popInteraction.finish()
            } else {
                popInteraction.cancel()
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
        ZoomAnimator(operation: operation)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        isPopping ? popInteraction : nil
    }
}

/// The list: a tap anywhere opens the photo.
final class PhotoListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.openPhoto))
    }

    func openPhoto() {
        guard navigationController?.topViewController === self else { return }
        navigationController?.pushViewController(PhotoViewController(), animated: true)
    }
}

/// The photo, with a caption that fades in and out alongside the push and the pop.
final class PhotoViewController: UIViewController {
    let caption = UIView(frame: CGRect(x: 20, y: 700, width: 350, height: 60))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        caption.backgroundColor = .white
        caption.alpha = 0
        view.addSubview(caption)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        transitionCoordinator?.animate(alongsideTransition: { _ in
            self.caption.alpha = 1
        }, completion: { _ in
            self.settleCaption()
        })
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        transitionCoordinator?.animate(alongsideTransition: { _ in
            self.caption.alpha = 0
        }, completion: { _ in
            self.settleCaption()
        })
    }

    /// Shows the caption exactly while the photo is on top, whichever way a transition ended.
    private func settleCaption() {
        caption.alpha = navigationController?.topViewController === self ? 1 : 0
    }
}

/// Zooms the photo in from half size when pushed, and out again when popped (at an even pace,
/// so that a finger's swipe maps straight onto it).
final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.35
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
        let pushing = operation == .push
        toView.frame = transitionContext.finalFrame(for: toViewController)
        if pushing {
            toView.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            toView.alpha = 0
            container.addSubview(toView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0,
            options: pushing ? [.curveEaseOut] : [.curveLinear],
            animations: {
                if pushing {
                    toView.transform = .identity
                    toView.alpha = 1
                } else {
                    fromView.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
                    fromView.alpha = 0
                }
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled {
                    // A cancelled pop puts the photo back as it was and takes the list away again.
                    fromView.transform = .identity
                    fromView.alpha = 1
                    toView.removeFromSuperview()
                }
                transitionContext.completeTransition(!cancelled)
            }
        )
    }
}
