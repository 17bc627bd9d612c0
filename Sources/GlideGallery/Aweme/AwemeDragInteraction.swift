import Foundation
import GlideGestures
import GlideUI

/// Article 002's `DragLeftInteractiveTransition`: a drag to the right dismisses the presented list,
/// the list shrinking under the finger, and a short drag springs it back.
///
/// Built on `PanInteractionController` (which owns the pan, the progress = translation.x /
/// container width clamped to 0…1, the completion policy — the article's threshold 0.2 by default —
/// and the completion speed, the article's `1 − p`). On top of it, as in the article: a drag begins the
/// dismissal only if its translation has x ≥ 0, y ≥ 0 and x ≥ y and its horizontal velocity does
/// not point left; while it moves, the list's centre follows the finger scaled by
/// `ratio = 1 − 0.5·p` and its transform scales by `ratio`, under a rectangular mask (the article's
/// white mask layer). The dismiss animator stays idle while the finger drives (see
/// `AwemeDismissTransition`): on a finish the controller runs it, flying a snapshot into the cell;
/// on a cancel it springs the list back to the screen's centre and the identity in `p` seconds
/// along ease-out and completes with `false`. Unlike the article, whose overrides never call into
/// UIKit, the context hears every update, the release and an honest `completeTransition`.
///
/// Grabs (beyond the article): both completions run on property animators outside the percent-driven
/// group, so the controller marks its transitions interruptible and grabs them itself. A touch
/// during the fly-back or the spring-back stops it where it is shown (the fly-back's snapshot is
/// replaced by the list at the snapshot's centre and width); the transition goes back to
/// interacting at p = p₀ + (target − p₀)·u, where p₀ is the release percent, target 1 (fly-back)
/// or 0 (spring-back) and u how far the completion had taken the shown width from its start
/// towards its end (0…1). From there the finger drives as before, the list's scale being
/// `k·(1 − 0.5·p)` with k fixed at the grab so that nothing jumps (k = 1 when a spring-back from
/// the article's own drag is grabbed), and a new release decides again, as often as it is grabbed.
/// Attach it (`wire(to:attachingTo:)`) to a view that stays touchable during the completion, such
/// as the window: the list itself is transparent while its snapshot flies.
open class AwemeDragInteraction: PanInteractionController {
    /// Which drags may begin the dismissal.
    public enum Gate: Hashable, Sendable {
        /// Mostly rightward: |dx| dominant, dx > 0, the starting velocity not leftward; small
        /// vertical drift either way passes (the controller's `DirectionGate.rightward()`).
        case mostlyRightward
        /// The article's gate on top of the first: translation y ≥ 0 and x ≥ y, velocity x ≥ 0, so a
        /// drag rising by a single point never begins. Kept only to reproduce the article.
        case original

        /// Whether a drag with `translation` and `velocity` at its start may dismiss.
        public func allowsBegin(translation: GestureVector, velocity: GestureVector) -> Bool {
            guard DirectionGate.rightward().allows(translation: translation, velocity: velocity) else { return false }
            switch self {
            case .mostlyRightward:
                return true
            case .original:
                return translation.dy >= 0 && translation.dx >= translation.dy && velocity.dx >= 0
            }
        }
    }

    /// Which drags may begin the dismissal (`.mostlyRightward` unless made with `.original`).
    public let gate: Gate
    /// The presented controller the drag dismisses (the article's `wireToViewController:`).
    public private(set) weak var presentedController: ViewController?
    /// The list's centre when it was wired (the article's `viewControllerCenter`).
    public private(set) var viewControllerCenter = Point.zero
    /// The spring-back while it runs.
    public private(set) var springBack: PropertyAnimator?
    /// The dismissal whose fly-back this interaction runs after a finishing release and grabs back
    /// (the grid sets it to its `dismissAnimation`).
    public weak var dismissTransition: AwemeDismissTransition?
    /// The list's scale when the spring-back started.
    private var springBackStartScale = 1.0
    /// Where the list's centre is when the finger's translation is zero: `viewControllerCenter`, or where a grab caught it.
    private var anchor = Point.zero
    /// The factor on the article's scale `1 − 0.5·p`: 1, or what keeps the list's scale continuous at a grab.
    private var scaleFactor = 1.0

    /// A drag interaction driven by `pan`, beginning drags that pass `gate`, deciding with `policy`
    /// (the article's threshold 0.2 by default).
    public init(pan: PanGestureRecognizer, gate: Gate = .mostlyRightward, policy: any ReleasePolicy = .threshold(0.2)) {
        self.gate = gate
        super.init(pan: pan, direction: .rightward(), policy: policy, speedRule: .remainingFraction)
        beginTransition = { [weak self] in self?.beginDismissal() }
    }

    /// Remembers `controller` and its centre and attaches the recognizers to `host` (default: the
    /// controller's view, as the article does; the window lets a touch grab the completion back).
    open func wire(to controller: ViewController, attachingTo host: View? = nil) {
        presentedController = controller
        viewControllerCenter = controller.view.center
        anchor = viewControllerCenter
        scaleFactor = 1
        let target: View = host ?? controller.view
        if view !== target { attach(to: target) }
    }

    /// Takes over the transition and marks it interruptible: this controller can stop its own completions.
    open override func startInteractiveTransition(_ context: TransitionContext) {
        anchor = viewControllerCenter
        scaleFactor = 1
        super.startInteractiveTransition(context)
        if context.isInFlight { context.markInterruptible() }
    }

    /// Dismisses the wired list when `gate` passes, then masks it.
    private func beginDismissal() {
        guard let controller = presentedController, controller.presentingViewController != nil,
            gate.allowsBegin(translation: contentTranslation, velocity: contentVelocity)
        else { return }
        controller.dismiss(animated: true)
        guard let context, context.isInFlight else { return }
        let view: View = controller.view
        view.mask = .rect(Rect(origin: .zero, size: view.bounds.size))
    }

    /// Records the progress and moves the list under the finger.
    open override func update(_ percentComplete: CGFloat) {
        super.update(percentComplete)
        guard isInteracting, let controller = presentedController, context?.isInteractive == true else { return }
        let ratio = scaleFactor * (1 - self.percentComplete * 0.5)
        let translation = contentTranslation
        let view: View = controller.view
        view.center = Point(x: anchor.x + translation.dx * ratio, y: anchor.y + translation.dy * ratio)
        view.transform = CGAffineTransform(scaleX: ratio, y: ratio)
    }

    /// Where the fly-back or spring-back has taken the transition: p₀ + (target − p₀)·u (see the type); nil when neither runs.
    open override var presentedFraction: Double? {
        guard let context, context.state == .completing, context.isInterruptible, let controller = presentedController else {
            return nil
        }
        let p0 = percentComplete
        if let flight = dismissTransition?.flight, flight.animator.isRunning {
            let span = flight.startWidth - flight.endWidth
            guard span != 0 else { return 1 }
            let moved = (flight.startWidth - flight.snapshot.presentation.frame.width) / span
            return p0 + (1 - p0) * min(max(moved, 0), 1)
        }
        if let springBack, springBack.isRunning {
            let start = springBackStartScale
            guard start < 1 else { return 0 }
            let moved = (controller.view.presentation.transform.a - start) / (1 - start)
            return p0 * (1 - min(max(moved, 0), 1))
        }
        return nil
    }

    /// Stops the fly-back or spring-back where it is shown and puts the list there, masked, for the finger.
    open override func holdAnimations(at percent: Double) {
        super.holdAnimations(at: percent)
        guard context != nil, let controller = presentedController else { return }
        let view: View = controller.view
        if let shown = dismissTransition?.abandonFlight() {
            view.alpha = 1
            view.center = shown.center
            let scale = view.bounds.width > 0 ? shown.width / view.bounds.width : 1
            view.transform = CGAffineTransform(scaleX: scale, y: scale)
        } else if let springBack {
            self.springBack = nil
            springBack.stopAnimation(true)
        }
        let scale = view.transform.a
        let articleScale = 1 - 0.5 * percent
        scaleFactor = articleScale > 0 ? scale / articleScale : 1
        anchor = view.center
        view.mask = .rect(Rect(origin: .zero, size: view.bounds.size))
    }

    /// Unmasks the list and flies it back into its cell (the dismiss animator's fly-back).
    open override func finish() {
        guard let context, context.isInteractive else { return super.finish() }
        presentedController?.view.mask = nil
        super.finish()
        dismissTransition?.flyBack(using: context)
    }

    /// Unmasks the list and springs it back in `p` seconds along ease-out, then completes with `false`.
    open override func cancel() {
        guard let context, context.isInteractive, let controller = presentedController else { return super.cancel() }
        let view: View = controller.view
        view.mask = nil
        let progress = percentComplete
        super.cancel()
        let screenCenter = Rect(origin: .zero, size: controller.window?.screenBounds.size ?? view.bounds.size).center
        springBackStartScale = view.transform.a
        let animator = PropertyAnimator(
            duration: progress, curve: .easeOut, engine: view.engine,
            animations: {
                view.center = screenCenter
                view.transform = .identity
            })
        animator.addCompletion { [weak self, weak context] _ in
            self?.springBack = nil
            context?.completeTransition(false)
        }
        springBack = animator
        animator.startAnimation()
    }
}
