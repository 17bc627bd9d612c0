import GlideUIKit

/// A side sheet over the screen that opened it, pulled off to the right. Let go past half way,
/// or flicked right faster than 500 points a second, it slides away; otherwise it slides back,
/// and flicked back hard it snaps home at three times the speed.
///
/// Planted bug: its animator takes a snap back for done and never completes that transition.
final class SideSheetViewController: UIViewController, UIViewControllerTransitioningDelegate {
    /// Drives the dismissal while a finger holds the sheet.
    let pull = UIPercentDrivenInteractiveTransition()
    /// Slides the sheet off.
    let slideAway = SideSheetDismissAnimator()
    /// Whether a finger holds the sheet now.
    private(set) var isPulling = false

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("SideSheetViewController is made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.handlePan(_:)))
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        let progress = min(max(gesture.translation(in: view).x / view.bounds.width, 0), 1)
        switch gesture.state {
        case .began:
            // Not while the last pull's dismissal still runs: UIKit refuses a second one.
            guard !isBeingDismissed else { return }
            isPulling = true
            pull.completionSpeed = 1
            dismiss(animated: true)
        case .changed:
            if isPulling { pull.update(progress) }
        case .ended:
            guard isPulling else { return }
            isPulling = false
            let velocity = gesture.velocity(in: view).x
            if velocity < -1000 {
                slideAway.snappedBack = true
                pull.completionSpeed = 3
                pull.cancel()
            } else if velocity > 500 || progress > 0.5 {
                pull.finish()
            } else {
                pull.cancel()
            }
        case .cancelled, .failed:
            guard isPulling else { return }
            isPulling = false
            pull.cancel()
        default:
            break
        }
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        slideAway
    }

    func interactionControllerForDismissal(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        isPulling ? pull : nil
    }
}

/// Slides the sheet off to the right at an even pace.
final class SideSheetDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Set when a hard flick back snapped the sheet home.
    var snappedBack = false

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let sheetView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let offscreen = sheetView.frame.offsetBy(dx: transitionContext.containerView.bounds.width, dy: 0)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear],
            animations: { sheetView.frame = offscreen },
            completion: { _ in
                // The bug: the snap back is taken for done, and completeTransition is never called.
                if self.snappedBack { return }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        )
    }
}
