import UIKit

/// A round button that opens a screen by growing a circle out of itself, in the style of the
/// circle-reveal seed: the opened screen is clipped by a `CAShapeLayer` mask whose path a
/// `CABasicAnimation` grows, and the transition completes from the animation delegate's
/// `animationDidStop`. A pull down on the opened screen shrinks the circle back into the button
/// under the finger (through `UIPercentDrivenInteractiveTransition`): released past a third of
/// the screen, or flicked down, it closes; otherwise the circle opens again.
final class RevealHomeViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let button = UIButton(type: .custom)
    /// The screen opened last.
    private(set) var detail: RevealDetailViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        button.frame = CGRect(x: 300, y: 740, width: 56, height: 56)
        button.backgroundColor = .systemBlue
        button.layer.cornerRadius = 28
        button.addTarget(self, action: #selector(open), for: .touchUpInside)
        view.addSubview(button)
    }

    @objc func open() {
        guard presentedViewController == nil else { return }
        let detail = RevealDetailViewController()
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = self
        self.detail = detail
        present(detail, animated: true)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        RevealAnimator(opening: true, center: button.center)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        RevealAnimator(opening: false, center: button.center)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        guard let detail = detail, detail.isPulling else { return nil }
        return detail.pullInteraction
    }
}

/// The opened screen: a pull down closes it into the button.
final class RevealDetailViewController: UIViewController {
    let pullInteraction = UIPercentDrivenInteractiveTransition()
    /// Whether a finger is closing the screen now.
    private(set) var isPulling = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePull(_:))))
    }

    @objc func handlePull(_ gesture: UIPanGestureRecognizer) {
        let progress = min(max(gesture.translation(in: view).y / view.bounds.height, 0), 1)
        switch gesture.state {
        case .began:
            // Not while the circle still grows or shrinks (UIKit refuses a dismissal then), nor
            // once the screen has closed under a finger that is still down.
            guard transitionCoordinator == nil, presentingViewController != nil else { return }
            isPulling = true
            dismiss(animated: true)
        case .changed:
            guard isPulling else { return }
            pullInteraction.update(progress)
        case .ended:
            guard isPulling else { return }
            isPulling = false
            if progress > 1.0 / 3.0 || gesture.velocity(in: view).y > 800 {
                pullInteraction.finish()
            } else {
                pullInteraction.cancel()
            }
        case .cancelled, .failed:
            guard isPulling else { return }
            isPulling = false
            pullInteraction.cancel()
        default:
            break
        }
    }
}

/// Grows the opened screen's circular mask out of the button, or shrinks it back in, with a
/// `CABasicAnimation` of the mask's path; the transition completes when the animation stops.
final class RevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    let opening: Bool
    /// The button's centre, where the circle starts and ends.
    let center: CGPoint
    private var context: UIViewControllerContextTransitioning?

    init(opening: Bool, center: CGPoint) {
        self.opening = opening
        self.center = center
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let circled = transitionContext.view(forKey: opening ? .to : .from) else {
            transitionContext.completeTransition(false)
            return
        }
        if opening {
            transitionContext.containerView.addSubview(circled)
        }
        context = transitionContext
        let closed = circle(radius: 28)
        let open = circle(radius: radiusCovering(transitionContext.containerView.bounds))
        let mask = CAShapeLayer()
        mask.path = (opening ? open : closed).cgPath
        circled.layer.mask = mask
        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = (opening ? closed : open).cgPath
        animation.toValue = mask.path
        animation.duration = transitionDuration(using: transitionContext)
        animation.timingFunction = CAMediaTimingFunction(name: opening ? .easeOut : .linear)
        animation.delegate = self
        mask.add(animation, forKey: "path")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let context = context else { return }
        self.context = nil
        context.view(forKey: opening ? .to : .from)?.layer.mask = nil
        context.completeTransition(!context.transitionWasCancelled)
    }

    /// The circle of `radius` around the button's centre.
    private func circle(radius: CGFloat) -> UIBezierPath {
        UIBezierPath(ovalIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// The radius that reaches the farthest corner of `bounds` from the centre.
    private func radiusCovering(_ bounds: CGRect) -> CGFloat {
        let dx = max(center.x - bounds.minX, bounds.maxX - center.x)
        let dy = max(center.y - bounds.minY, bounds.maxY - center.y)
        return (dx * dx + dy * dy).squareRoot()
    }
}
