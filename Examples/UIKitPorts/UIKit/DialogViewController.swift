import UIKit

/// A dialog over the screen that opened it. A finger pulls it down: it sinks, shrinks and fades
/// with the pull; let go past half way, or flicked down, it goes; otherwise it comes back.
final class DialogViewController: UIViewController, UIViewControllerTransitioningDelegate {
    /// Drives the dismissal while a finger holds the dialog.
    let pullDown = UIPercentDrivenInteractiveTransition()
    /// Whether a finger holds the dialog now.
    private(set) var isPulling = false

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("DialogViewController is made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.layer.cornerRadius = 16
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
    }

    @objc func handlePan(_ gesture: UIPanGestureRecognizer) {
        // Measured in the window: the dialog itself shrinks under the finger.
        let height = max(view.window?.bounds.height ?? view.bounds.height, 1)
        let progress = min(max(gesture.translation(in: view.window).y / height, 0), 1)
        switch gesture.state {
        case .began:
            isPulling = true
            dismiss(animated: true)
        case .changed:
            pullDown.update(progress)
        case .ended:
            isPulling = false
            if progress > 0.5 || gesture.velocity(in: view.window).y > 1000 {
                pullDown.finish()
            } else {
                pullDown.cancel()
            }
        case .cancelled, .failed:
            isPulling = false
            pullDown.cancel()
        default:
            break
        }
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        DialogDismissAnimator()
    }

    func interactionControllerForDismissal(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        isPulling ? pullDown : nil
    }
}

/// Sinks, shrinks and fades the dialog in one animation block. Like Apple's own samples, it puts
/// nothing back on a cancel: UIKit runs a cancelled transition's animations back and writes their
/// start values into the views before this completion runs.
final class DialogDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let dialogView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let drop = transitionContext.containerView.bounds.height / 3
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear],
            animations: {
                dialogView.center.y += drop
                dialogView.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
                dialogView.alpha = 0
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        )
    }
}
