import GlideGestures
import GlideUI

/// Seed 002's `DragLeftInteractiveTransition`: a drag to the right dismisses the presented list,
/// the list shrinking under the finger, and a short drag springs it back.
///
/// Built on `PanInteractionController` (which owns the pan, the progress = translation.x /
/// container width clamped to 0…1, the completion policy — the seed's threshold 0.2 by default —
/// and the completion speed, the seed's `1 − p`). On top of it, as in the seed: a drag begins the
/// dismissal only if its translation has x ≥ 0, y ≥ 0 and x ≥ y and its horizontal velocity does
/// not point left; while it moves, the list's centre follows the finger scaled by
/// `ratio = 1 − 0.5·p` and its transform scales by `ratio`, under a rectangular mask (the seed's
/// white mask layer). The dismiss animator stays idle while the finger drives (see
/// `AwemeDismissTransition`): on a finish the controller runs it, flying a snapshot into the cell;
/// on a cancel it springs the list back to the screen's centre and the identity in `p` seconds
/// along ease-out and completes with `false`. Unlike the seed, whose overrides never call into
/// UIKit, the context hears every update, the release and an honest `completeTransition`.
open class AwemeDragInteraction: PanInteractionController {
    /// The presented controller the drag dismisses (the seed's `wireToViewController:`).
    public private(set) weak var presentedController: ViewController?
    /// The list's centre when it was wired (the seed's `viewControllerCenter`).
    public private(set) var viewControllerCenter = Point.zero

    /// A drag interaction driven by `pan`, deciding with `policy` (the seed's threshold 0.2 by default).
    public init(pan: PanGestureRecognizer, policy: CompletionPolicy = .threshold(0.2)) {
        super.init(pan: pan, direction: .rightward(), policy: policy, speedRule: .remainingFraction)
        beginTransition = { [weak self] in self?.beginDismissal() }
    }

    /// Attaches the pan to `controller`'s view and remembers its centre.
    open func wire(to controller: ViewController) {
        presentedController = controller
        viewControllerCenter = controller.view.center
        attach(to: controller.view)
    }

    /// Whether a drag with `translation` and `velocity` may dismiss (the seed's gate).
    public static func allowsBegin(translation: GestureVector, velocity: GestureVector) -> Bool {
        !(translation.dx < 0 || translation.dy < 0 || translation.dx < translation.dy) && velocity.dx >= 0
    }

    /// Dismisses the wired list when the seed's gate passes, then masks it.
    private func beginDismissal() {
        guard let controller = presentedController, controller.presentingViewController != nil,
            Self.allowsBegin(translation: pan.translation, velocity: pan.velocity)
        else { return }
        controller.dismiss(animated: true)
        guard let context, context.isInFlight else { return }
        let view = controller.view
        view.mask = .rect(Rect(origin: .zero, size: view.bounds.size))
    }

    /// Records the progress and moves the list under the finger.
    open override func update(_ percentComplete: Double) {
        super.update(percentComplete)
        guard isInteracting, let controller = presentedController, context?.isInteractive == true else { return }
        let ratio = 1 - self.percentComplete * 0.5
        let translation = pan.translation
        let view = controller.view
        view.center = Point(x: viewControllerCenter.x + translation.dx * ratio, y: viewControllerCenter.y + translation.dy * ratio)
        view.transform = AffineTransform(scaleX: ratio, y: ratio)
    }

    /// Unmasks the list and runs the dismiss animator.
    open override func finish() {
        guard let context, context.isInteractive else { return super.finish() }
        presentedController?.view.mask = nil
        super.finish()
        context.animator.animateTransition(using: context)
    }

    /// Unmasks the list and springs it back in `p` seconds along ease-out, then completes with `false`.
    open override func cancel() {
        guard let context, context.isInteractive, let controller = presentedController else { return super.cancel() }
        let view = controller.view
        view.mask = nil
        let progress = percentComplete
        super.cancel()
        let screen = controller.window?.screenBounds.size ?? view.bounds.size
        View.animate(
            withDuration: progress, options: .curveEaseOut,
            animations: {
                view.center = Point(x: screen.width / 2, y: screen.height / 2)
                view.transform = .identity
            },
            completion: { [weak context] _ in context?.completeTransition(false) })
    }
}
