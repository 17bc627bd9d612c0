import GlideUIKit

/// A card that rises with a spring when presented and goes away when pulled down: past a third
/// of its height, or flicked down faster than 1,000 points a second, it leaves; otherwise it
/// springs back. A sideways swipe does not start the pull.
final class CardViewController: UIViewController, UIViewControllerTransitioningDelegate, UIGestureRecognizerDelegate {
    /// Drives the dismissal while a finger pulls the card down.
    let pullDown = UIPercentDrivenInteractiveTransition()
    /// Whether a finger is pulling the card now.
    private(set) var isPulling = false

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("CardViewController is made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBlue
        let pan = UIPanGestureRecognizer(target: self, action: Self.handlePan(_:))
        pan.delegate = self
        view.addGestureRecognizer(pan)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let velocity = pan.velocity(in: view)
        return velocity.y > abs(velocity.x)
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        let translation = gesture.translation(in: view)
        let progress = min(max(translation.y / view.bounds.height, 0), 1)
        switch gesture.state {
        case .began:
            // Not while the card still rises: UIKit refuses a dismissal during its presentation.
            guard !isBeingPresented else { return }
            isPulling = true
            dismiss(animated: true)
        case .changed:
            guard isPulling else { return }
            pullDown.update(progress)
        case .ended:
            guard isPulling else { return }
            isPulling = false
            if progress > 1.0 / 3.0 || gesture.velocity(in: view).y > 1000 {
                pullDown.finish()
            } else {
                pullDown.cancel()
            }
        case .cancelled, .failed:
            guard isPulling else { return }
            isPulling = false
            pullDown.cancel()
        default:
            break
        }
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        CardPresentAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardDismissAnimator()
    }

    func interactionControllerForDismissal(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        isPulling ? pullDown : nil
    }
}
