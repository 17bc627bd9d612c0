import Testing

import GlideUI

/// The README example, kept compiling and true: a custom animator plus a percent-driven interaction on the virtual clock.
@Suite struct TransitionReadmeExampleTests {
    final class FadeAnimator: ViewControllerAnimatedTransitioning {
        func transitionDuration(using context: TransitionContext?) -> Double { 0.5 }
        func animateTransition(using context: TransitionContext) {
            guard let toView = context.view(forKey: .to) else { return context.completeTransition(true) }
            toView.frame = context.finalFrame(for: context.toViewController)
            toView.alpha = 0
            context.containerView.addSubview(toView)
            View.animate(withDuration: 0.5, options: .curveLinear, animations: { toView.alpha = 1 }) { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }

    final class Fades: NavigationControllerDelegate {
        let interaction = PercentDrivenInteractiveTransition()
        func navigationController(
            _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
            from: ViewController, to: ViewController
        ) -> (any ViewControllerAnimatedTransitioning)? { FadeAnimator() }
        func navigationController(
            _ navigationController: NavigationController,
            interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
        ) -> (any ViewControllerInteractiveTransitioning)? { interaction }
    }

    @Test func example() {
        let clock = VirtualClock()
        let window = Window(clock: clock)
        let navigation = NavigationController(rootViewController: ViewController(name: "list"))
        let fades = Fades()
        navigation.delegate = fades
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let detail = ViewController(name: "detail")
        navigation.pushViewController(detail, animated: true)
        fades.interaction.update(0.6)
        #expect(detail.view.presentation.alpha == 0.6)
        fades.interaction.completionSpeed = 0.4
        fades.interaction.finish()
        clock.advance(by: 0.5)
        #expect(
            window.transitionLog.jsonLines
                == #"{"transition":1,"kind":"push","animator":"FadeAnimator","interactive":true,"decision":"finish","reason":"app","percent_at_release":0.6,"velocity_at_release":null,"completion_speed":0.4,"start_ms":0,"release_ms":0,"end_ms":500,"visible":"detail","diagnostics":[]}"# + "\n")
    }
}
