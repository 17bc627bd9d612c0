import UIKit

/// A screen that keeps what UIKit told it of its appearance, in order (a player stops its
/// visualiser while it is off screen).
class AppearanceLoggingViewController: UIViewController {
    /// The appearance callbacks heard, and what the screen noted about its transitions, in order.
    var appearanceLog: [String] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearanceLog.append("willAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearanceLog.append("didAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        appearanceLog.append("willDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        appearanceLog.append("didDisappear")
    }
}

/// A screen with a "Now Playing" bar at its bottom; tapping the bar opens the player over it.
final class MiniPlayerViewController: AppearanceLoggingViewController {
    let nowPlayingBar = UIButton(type: .system)
    /// The player opened last.
    private(set) var player: PlayerViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let bounds = view.bounds
        nowPlayingBar.frame = CGRect(x: 0, y: bounds.height - 96, width: bounds.width, height: 96)
        nowPlayingBar.backgroundColor = .secondarySystemBackground
        nowPlayingBar.setTitle("Now Playing", for: .normal)
        nowPlayingBar.addTarget(self, action: #selector(openPlayer), for: .touchUpInside)
        view.addSubview(nowPlayingBar)
    }

    @objc func openPlayer() {
        let player = PlayerViewController()
        self.player = player
        present(player, animated: true)
    }
}

/// The player, over the screen that opened it. A finger pulls it down; let go past 40 %, or
/// flicked down, it slides away, otherwise it slides back. A finger that catches it while it
/// slides holds it there and pulls it on from where it was caught.
final class PlayerViewController: AppearanceLoggingViewController, UIViewControllerTransitioningDelegate {
    /// Drives the dismissal while a finger holds the player.
    let pullDown = UIPercentDrivenInteractiveTransition()
    /// Whether a finger holds the player now.
    private(set) var isPulling = false
    /// Whether the dismissal is in flight (pulled, or sliding after the finger let go).
    private(set) var isDismissing = false
    /// How many times a finger caught the sliding player.
    private(set) var catches = 0
    private var pullStart: CGFloat = 0

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("PlayerViewController is made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
    }

    @objc func handlePan(_ gesture: UIPanGestureRecognizer) {
        let progress = pullStart + gesture.translation(in: view).y / view.bounds.height
        switch gesture.state {
        case .began:
            // Not while the player still rises: UIKit refuses a dismissal during its presentation.
            guard !isBeingPresented else { return }
            isPulling = true
            if isDismissing {
                pullDown.pause()
                catches += 1
            } else {
                isDismissing = true
                dismiss(animated: true)
                transitionCoordinator?.notifyWhenInteractionChanges { [weak self] context in
                    self?.appearanceLog.append(context.isInteractive ? "caught" : context.isCancelled ? "let go: back" : "let go: away")
                }
                transitionCoordinator?.animate(alongsideTransition: nil) { [weak self] context in
                    self?.isDismissing = false
                    self?.appearanceLog.append(context.isCancelled ? "dismissal cancelled" : "dismissed")
                }
            }
            pullStart = pullDown.percentComplete
        case .changed:
            guard isPulling else { return }
            pullDown.update(min(max(progress, 0), 1))
        case .ended:
            guard isPulling else { return }
            isPulling = false
            let velocity = gesture.velocity(in: view).y
            if velocity > 800 || (progress > 0.4 && velocity > -200) {
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
        PlayerPresentAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        PlayerDismissAnimator()
    }

    func interactionControllerForDismissal(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        isPulling ? pullDown : nil
    }
}

/// Raises the player from below with a spring run by a property animator of its own.
final class PlayerPresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.45
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let player = transitionContext.viewController(forKey: .to),
              let playerView = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: player)
        playerView.frame = finalFrame.offsetBy(dx: 0, dy: container.bounds.height)
        container.addSubview(playerView)
        let spring = UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 0, dy: 0.5))
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), timingParameters: spring)
        animator.addAnimations { playerView.frame = finalFrame }
        animator.addCompletion { position in
            transitionContext.completeTransition(position == .end)
        }
        animator.startAnimation()
    }
}

/// Slides the player down through one interruptible property animator, which the pull scrubs,
/// the release continues and a catch pauses.
final class PlayerDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var animator: UIViewImplicitlyAnimating?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator {
            return animator
        }
        let playerView = transitionContext.view(forKey: .from) ?? UIView()
        let onscreen = playerView.frame
        let offscreen = onscreen.offsetBy(dx: 0, dy: transitionContext.containerView.bounds.height)
        let propertyAnimator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeOut) {
            playerView.frame = offscreen
        }
        propertyAnimator.addCompletion { position in
            transitionContext.completeTransition(position == .end)
        }
        animator = propertyAnimator
        return propertyAnimator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}
