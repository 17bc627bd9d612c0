import UIKit

/// Brings the card up from below the screen with a spring.
final class CardPresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let card = transitionContext.viewController(forKey: .to),
              let cardView = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: card)
        cardView.frame = finalFrame.offsetBy(dx: 0, dy: container.bounds.height)
        container.addSubview(cardView)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0,
            usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [],
            animations: { cardView.frame = finalFrame },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        )
    }
}

/// Slides the card down off the screen at an even pace, so that a finger's pull maps straight onto it.
final class CardDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let cardView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        if let listView = transitionContext.view(forKey: .to) {
            container.insertSubview(listView, belowSubview: cardView)
        }
        let onscreen = cardView.frame
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear],
            animations: { cardView.frame = onscreen.offsetBy(dx: 0, dy: container.bounds.height) },
            completion: { _ in
                // A cancelled pull leaves the card where it was.
                if transitionContext.transitionWasCancelled { cardView.frame = onscreen }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        )
    }
}
