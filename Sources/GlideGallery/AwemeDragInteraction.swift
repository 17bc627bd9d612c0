import GlideUI

/// Seed 002's `DragLeftInteractiveTransition`: a drag to the right dismisses the presented list,
/// the list shrinking under the finger, and a short drag springs it back.
///
/// Gating as in the seed: a drag begins the dismissal only if its translation at the start has
/// x ≥ 0, y ≥ 0 and x ≥ y and its horizontal velocity is not leftwards. Progress is
/// translation.x / screen width, clamped to 0…1. During the drag the list's centre follows the
/// finger scaled by `ratio = 1 − 0.5·progress` and its transform scales by `ratio`, under a
/// rectangular mask (the seed's white mask layer). On release the seed's rule decides: progress
/// below `threshold` (0.2) cancels, springing the list back to the screen's centre and the
/// identity in `progress` seconds along ease-out; otherwise the dismiss animator runs (the seed's
/// `DismissScaleAnimation`). Unlike the seed, whose overrides never call into UIKit, this is a
/// real interactive transition: the context hears every update, the release and an honest
/// `completeTransition`, and the completion speed recorded is the seed's `1 − progress`.
/// The transition is not interruptible: a touch during the completion does not grab it.
open class AwemeDragInteraction: PercentDrivenInteractiveTransition {
    /// Progress below this at release cancels (the seed's 0.2).
    public var threshold: Double
    /// Whether a drag is driving the dismissal now (the delegate vends this controller only then).
    public private(set) var isInteracting = false
    /// The progress of the current drag, 0…1.
    public private(set) var progress: Double = 0
    /// The presented controller the drag dismisses (the seed's `wireToViewController:`).
    public private(set) weak var presentedController: ViewController?
    /// The list's centre when it was wired (the seed's `viewControllerCenter`).
    public private(set) var viewControllerCenter = Point.zero
    private weak var transition: TransitionContext?

    /// Makes the interaction with the seed's threshold.
    public init(threshold: Double = 0.2) {
        self.threshold = threshold
        super.init()
        completionCurve = .easeOut
    }

    /// Remembers the controller a drag will dismiss and its view's centre.
    open func wire(to controller: ViewController) {
        presentedController = controller
        viewControllerCenter = controller.view.center
    }

    /// Keeps the context and leaves the dismiss animator idle until release, as the seed does.
    open override func startInteractiveTransition(_ context: TransitionContext) {
        transition = context
    }

    /// The seed's progress for a translation on a screen `width` points wide.
    public static func progress(translationX: Double, width: Double) -> Double {
        guard width > 0, translationX.isFinite else { return 0 }
        return min(max(translationX / width, 0), 1)
    }

    /// Whether a drag starting with `translation` and `velocity` may dismiss (the seed's gate).
    public static func allowsBegin(translation: Point, velocity: Point) -> Bool {
        !(translation.x < 0 || translation.y < 0 || translation.x < translation.y) && velocity.x >= 0
    }

    /// The drag began: when the gate passes, masks the list and starts the interactive dismissal; returns whether it did.
    @discardableResult
    open func began(translation: Point, velocity: Point) -> Bool {
        guard !isInteracting, let controller = presentedController, controller.presentingViewController != nil,
            Self.allowsBegin(translation: translation, velocity: velocity)
        else { return false }
        isInteracting = true
        progress = 0
        controller.dismiss(animated: true)
        guard transition?.isInFlight == true else {
            isInteracting = false
            return false
        }
        let view = controller.view
        view.mask = .rect(Rect(origin: .zero, size: view.bounds.size))
        return true
    }

    /// The finger moved: the list follows it, shrinking, and the transition hears the progress.
    open func changed(translation: Point) {
        guard isInteracting, let controller = presentedController, let transition else { return }
        let width = screenWidth(of: controller)
        progress = Self.progress(translationX: translation.x, width: width)
        let ratio = 1 - progress * 0.5
        let view = controller.view
        view.center = Point(x: viewControllerCenter.x + translation.x * ratio, y: viewControllerCenter.y + translation.y * ratio)
        view.transform = AffineTransform(scaleX: ratio, y: ratio)
        transition.updateInteractiveTransition(progress)
    }

    /// The finger lifted (or the gesture was cancelled): springs back below the threshold, else runs the dismiss animator.
    open func ended(translation: Point, velocity: Point, reason: TransitionReason? = nil) {
        guard isInteracting, let controller = presentedController, let transition else { return }
        isInteracting = false
        let width = screenWidth(of: controller)
        progress = Self.progress(translationX: translation.x, width: width)
        let view = controller.view
        view.mask = nil
        completionSpeed = 1 - progress
        transition.noteRelease(reason: reason, velocity: velocity.x)
        if progress < threshold {
            completionCurve = .easeOut
            transition.cancelInteractiveTransition()
            let screen = (view.rootView as? Window)?.screenBounds.size ?? Size(width: width, height: 0)
            View.animate(
                withDuration: progress, options: .curveEaseOut,
                animations: {
                    view.center = Point(x: screen.width / 2, y: screen.height / 2)
                    view.transform = .identity
                },
                completion: { [weak transition] _ in transition?.completeTransition(false) })
        } else {
            completionCurve = .easeInOut
            transition.finishInteractiveTransition()
            transition.animator.animateTransition(using: transition)
        }
    }

    private func screenWidth(of controller: ViewController) -> Double {
        controller.window?.screenBounds.width ?? controller.view.bounds.width
    }
}
