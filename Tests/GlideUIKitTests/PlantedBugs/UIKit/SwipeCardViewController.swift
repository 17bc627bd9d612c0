import UIKit

/// A card over the screen that opened it, swiped off to the right through one interruptible
/// property animator. Let go where its coast of 0.2 s would take it past half way, it goes,
/// otherwise it slides back; a finger that catches it while it slides lifts it (its corners
/// round) and swipes it on from where it was caught.
///
/// Planted bug: a cancel runs the frame back, but the corners a catch rounded (a value set
/// outside the animator, which UIKit does not restore) stay round: the `.start` completion forgets them.
final class SwipeCardViewController: UIViewController, UIViewControllerTransitioningDelegate {
    /// Drives the dismissal while a finger holds the card.
    let swipe = UIPercentDrivenInteractiveTransition()
    /// Whether a finger holds the card now.
    private(set) var isSwiping = false
    /// Whether the dismissal is in flight (swiped, or sliding after the finger let go).
    private(set) var isDismissing = false
    private var swipeStart: CGFloat = 0

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("SwipeCardViewController is made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
    }

    @objc func handlePan(_ gesture: UIPanGestureRecognizer) {
        let width = view.bounds.width
        let progress = min(max(swipeStart + gesture.translation(in: view).x / width, 0), 1)
        switch gesture.state {
        case .began:
            isSwiping = true
            if isDismissing {
                swipe.pause()
                view.layer.cornerRadius = 24
            } else {
                isDismissing = true
                dismiss(animated: true)
                transitionCoordinator?.animate(alongsideTransition: nil) { [weak self] _ in
                    self?.isDismissing = false
                }
            }
            swipeStart = swipe.percentComplete
        case .changed:
            if isSwiping { swipe.update(progress) }
        case .ended:
            guard isSwiping else { return }
            isSwiping = false
            let coast = gesture.velocity(in: view).x * 0.2 / width
            if progress + coast > 0.5 {
                swipe.finish()
            } else {
                swipe.cancel()
            }
        case .cancelled, .failed:
            guard isSwiping else { return }
            isSwiping = false
            swipe.cancel()
        default:
            break
        }
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardSwipeAnimator()
    }

    func interactionControllerForDismissal(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        isSwiping ? swipe : nil
    }
}

/// Moves the card off to the right through one interruptible property animator, which the
/// swipe scrubs and the release continues (reversed on a cancel).
final class CardSwipeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var animator: UIViewImplicitlyAnimating?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator {
            return animator
        }
        let cardView = transitionContext.view(forKey: .from) ?? UIView()
        let offscreen = cardView.frame.offsetBy(dx: transitionContext.containerView.bounds.width, dy: 0)
        let propertyAnimator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeOut) {
            cardView.frame = offscreen
        }
        propertyAnimator.addCompletion { position in
            // The bug: at .start UIKit has put the frame back, but the corner radius is the app's
            // to put back, and nothing does.
            transitionContext.completeTransition(position == .end)
        }
        animator = propertyAnimator
        return propertyAnimator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}
