import Foundation

/// The two view controllers (and their views) of a transition, as `TransitionContext` names them.
public enum TransitionKey: Sendable {
    /// The controller that is on screen when the transition begins.
    case from
    /// The controller that is on screen when the transition finishes.
    case to
}

/// An animation controller, UIKit's `UIViewControllerAnimatedTransitioning`: it animates the
/// views of a transition and calls `completeTransition` when its animations end.
public protocol ViewControllerAnimatedTransitioning: AnyObject {
    /// The transition's non-interactive duration in seconds.
    func transitionDuration(using context: TransitionContext?) -> Double
    /// Adds the views to the container, animates them, and ends with `context.completeTransition(!context.transitionWasCancelled)`.
    func animateTransition(using context: TransitionContext)
    /// The property animator that runs the transition, making it interruptible; the same instance
    /// for the whole transition. Implement it only to vend one, as UIKit's optional method: the
    /// default stands for "not implemented". The context drives a `PropertyAnimator`; another type
    /// is ignored with the diagnostic `interruptible-animator-unsupported`.
    func interruptibleAnimator(using context: TransitionContext) -> any ViewImplicitlyAnimating
    /// Called after `completeTransition` and the caller's completion, with whether the transition finished.
    func animationEnded(_ transitionCompleted: Bool)
}

extension ViewControllerAnimatedTransitioning {
    /// Not implemented: the transition is not interruptible.
    public func interruptibleAnimator(using context: TransitionContext) -> any ViewImplicitlyAnimating {
        NoInterruptibleAnimator.shared
    }
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An interaction controller, UIKit's `UIViewControllerInteractiveTransitioning`: it drives the
/// transition from a gesture through the context's update, finish and cancel.
public protocol ViewControllerInteractiveTransitioning: AnyObject {
    /// Takes over the transition; the controller then runs the animator (or animates itself).
    func startInteractiveTransition(_ context: TransitionContext)
    /// How much faster than the non-interactive duration the rest runs after release (default 1).
    var completionSpeed: CGFloat { get }
    /// The curve the rest runs along after release (default ease-in-out).
    var completionCurve: AnimationCurve { get }
    /// Whether the transition starts under the gesture's control (default true).
    var wantsInteractiveStart: Bool { get }
    /// The timing an interruptible animator continues with after release, as
    /// `UIPercentDrivenInteractiveTransition.timingCurve` (default nil: `completionCurve`).
    var timingCurve: AnimationTiming? { get }
    /// Glide's: the timing the rest runs with after release, in place of `completionCurve` (and,
    /// for an interruptible animator, of `timingCurve`), e.g. a spring that starts at the
    /// finger's velocity (default nil; UIKit has no such property).
    var completionTiming: AnimationTiming? { get }
    /// The fraction the running transition shows now, when a touch could grab it there; nil
    /// otherwise (default nil). `TransitionContext.presentedFraction` asks it.
    var presentedFraction: Double? { get }
}

extension ViewControllerInteractiveTransitioning {
    /// 1, as in UIKit.
    public var completionSpeed: CGFloat { 1 }
    /// Ease-in-out, as in UIKit.
    public var completionCurve: AnimationCurve { .easeInOut }
    /// True, as in UIKit.
    public var wantsInteractiveStart: Bool { true }
    /// Nil, as in UIKit: the completion runs along `completionCurve`.
    public var timingCurve: AnimationTiming? { nil }
    /// Nil: the rest runs along `completionCurve` (or `timingCurve`).
    public var completionTiming: AnimationTiming? { nil }
    /// Nil: the transition cannot be grabbed.
    public var presentedFraction: Double? { nil }
}

/// Vends the controllers of modal transitions, UIKit's `UIViewControllerTransitioningDelegate`.
public protocol ViewControllerTransitioningDelegate: AnyObject {
    /// The presentation controller of a `.custom` presentation of `presented`; nil for Glide's
    /// plain custom presentation (the presenter's view stays, the presented view fills the window).
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController?
    /// The animator for presenting `presented` over `presenting`, asked by `source`; nil for the default slide up.
    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)?
    /// The animator for dismissing `dismissed`; nil for the default slide down.
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)?
    /// The interaction controller for a presentation run by `animator`; nil runs it non-interactively.
    func interactionControllerForPresentation(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)?
    /// The interaction controller for a dismissal run by `animator`; nil runs it non-interactively.
    func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)?
}

extension ViewControllerTransitioningDelegate {
    /// Nil: no presentation controller.
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? { nil }
    /// Nil: the default presentation runs.
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }
    /// Nil: the default dismissal runs.
    public func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        nil
    }
    /// Nil: not interactive.
    public func interactionControllerForPresentation(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }
    /// Nil: not interactive.
    public func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }
}

/// The default `interruptibleAnimator(using:)` answer: UIKit's "not implemented", never driven.
final class NoInterruptibleAnimator: ViewImplicitlyAnimating {
    nonisolated(unsafe) static let shared = NoInterruptibleAnimator()
    let state = AnimatingState.inactive
    let isRunning = false
    var isReversed: Bool { get { false } set {} }
    var fractionComplete: CGFloat { get { 0 } set {} }
    func startAnimation() {}
    func startAnimation(afterDelay delay: Double) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at position: AnimatingPosition) {}
    func addAnimations(_ animation: @escaping () -> Void) {}
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double) {}
    func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {}
    func continueAnimation(withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: Double) {}
}
