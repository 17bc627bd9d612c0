import Foundation
import GlideUI

@testable import GlideGallery

/// A shown window of the default 390×844 screen on a fresh virtual clock.
func makeWindow(root: ViewController) -> (Window, VirtualClock) {
    let clock = VirtualClock()
    let window = Window(clock: clock)
    window.rootViewController = root
    window.makeKeyAndVisible()
    return (window, clock)
}

/// The first view named `name` in the window's tree.
func view(named name: String, in window: Window) -> View? {
    window.subtree.first { $0.name == name }
}

/// Whether two numbers (geometry's `CGFloat`s or plain `Double`s, in any mix) agree to 1e-9; generic,
/// so that `#expect(close(…))`'s decomposed call types each argument as it is.
func close<A: BinaryFloatingPoint, B: BinaryFloatingPoint>(_ a: A, _ b: B, _ tolerance: Double = 1e-9) -> Bool {
    abs(Double(a) - Double(b)) <= tolerance
}

/// Wraps an animator to log the calls UIKit makes on it, for call-order tests.
final class LoggingAnimator: ViewControllerAnimatedTransitioning {
    let inner: any ViewControllerAnimatedTransitioning
    var calls: [String] = []

    init(_ inner: any ViewControllerAnimatedTransitioning) { self.inner = inner }

    func transitionDuration(using context: TransitionContext?) -> Double {
        calls.append("transitionDuration")
        return inner.transitionDuration(using: context)
    }

    func animateTransition(using context: TransitionContext) {
        calls.append("animateTransition")
        inner.animateTransition(using: context)
    }

    func animationEnded(_ transitionCompleted: Bool) {
        calls.append("animationEnded(\(transitionCompleted))")
        inner.animationEnded(transitionCompleted)
    }
}
