import Foundation

/// What a property animator runs along, as UIKit's `UITimingCurveProvider`: a curve or a spring.
public protocol TimingCurveProvider {
    /// The timing this provider stands for.
    var animationTiming: AnimationTiming { get }
}

extension AnimationTiming: TimingCurveProvider {
    /// Itself.
    public var animationTiming: AnimationTiming { self }
}

/// An object that runs animations which can be started, paused, scrubbed, reversed, stopped and
/// finished, as UIKit's `UIViewAnimating`. Calls UIKit rejects with an exception change nothing
/// and are reported instead (see `PropertyAnimator`).
public protocol ViewAnimating: AnyObject {
    /// The life-cycle state.
    var state: AnimatingState { get }
    /// Whether the animations are moving.
    var isRunning: Bool { get }
    /// Whether the animations run towards their start.
    var isReversed: Bool { get set }
    /// How far the animations are, 0…1, measured from where they run from.
    var fractionComplete: CGFloat { get set }
    /// Starts, or resumes a paused animator.
    func startAnimation()
    /// Starts after `delay` seconds.
    func startAnimation(afterDelay delay: Double)
    /// Freezes the animations where they are.
    func pauseAnimation()
    /// Stops the animations where they are, finishing them at once or waiting for `finishAnimation(at:)`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped animator at `position`.
    func finishAnimation(at position: AnimatingPosition)
}

/// A `ViewAnimating` object that takes animation blocks and completions and can continue with new
/// timing, as UIKit's `UIViewImplicitlyAnimating` (whose methods here are all required).
public protocol ViewImplicitlyAnimating: ViewAnimating {
    /// Adds animations to run with the others.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds animations that start after `delayFactor` of the remaining duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double)
    /// Adds a block that runs with the final position when the animations end.
    func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void)
    /// Resumes a paused animator with new timing (nil: its own) over `durationFactor` × its duration.
    func continueAnimation(withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: Double)
}
