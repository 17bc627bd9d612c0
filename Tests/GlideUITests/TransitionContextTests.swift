import Testing

@testable import GlideUI

/// What the context tells an animator: views (nil where UIKit forbids touching them) and frames (UIKit's zero-rect rules).
@Suite struct TransitionContextTests {
    /// What an animator saw when it was asked to animate.
    struct Seen: Equatable {
        var fromView: Bool
        var toView: Bool
        var fromInitial: Rect
        var fromFinal: Rect
        var toInitial: Rect
        var toFinal: Rect
        var animated: Bool
        var interactive: Bool
    }

    /// Records what the context says, then completes at once.
    final class Inspector: ViewControllerAnimatedTransitioning {
        var seen: Seen?

        func transitionDuration(using context: TransitionContext?) -> Double { 0.1 }

        func animateTransition(using context: TransitionContext) {
            let from = context.fromViewController
            let to = context.toViewController
            seen = Seen(
                fromView: context.view(forKey: .from) != nil, toView: context.view(forKey: .to) != nil,
                fromInitial: context.initialFrame(for: from), fromFinal: context.finalFrame(for: from),
                toInitial: context.initialFrame(for: to), toFinal: context.finalFrame(for: to),
                animated: context.isAnimated, interactive: context.isInteractive)
            if let toView = context.view(forKey: .to), toView.superview == nil {
                toView.frame = context.finalFrame(for: to)
                context.containerView.addSubview(toView)
            }
            context.completeTransition(true)
        }
    }

    static let screen = Rect(x: 0, y: 0, width: 400, height: 800)

    @Test(arguments: [ModalPresentationStyle.fullScreen, .overFullScreen])
    func presentAndDismiss(style: ModalPresentationStyle) {
        let inspector = Inspector()
        let delegate = LoggingDelegate(log: CallLog(), animator: inspector)
        let home = ViewController(name: "home")
        let sheet = ViewController(name: "sheet")
        sheet.modalPresentationStyle = style
        sheet.transitioningDelegate = delegate
        let scene = Scene(root: home)
        home.present(sheet, animated: true)
        let removes = style == .fullScreen
        #expect(
            inspector.seen
                == Seen(
                    fromView: removes, toView: true, fromInitial: Self.screen, fromFinal: removes ? .zero : Self.screen,
                    toInitial: .zero, toFinal: Self.screen, animated: true, interactive: false))
        sheet.dismiss(animated: true)
        #expect(
            inspector.seen
                == Seen(
                    fromView: true, toView: removes, fromInitial: Self.screen, fromFinal: .zero,
                    toInitial: removes ? .zero : Self.screen, toFinal: Self.screen, animated: true, interactive: false))
        #expect(scene.log.outcomes.map(\.diagnostics) == [[], []])
    }

    @Test func pushPopAndTab() {
        let inspector = Inspector()
        let delegate = LoggingDelegate(log: CallLog(), animator: inspector)
        let navigation = NavigationController(rootViewController: ViewController(name: "list"), name: "nav")
        let tabs = TabBarController(viewControllers: [navigation, ViewController(name: "other")], name: "tabs")
        navigation.delegate = delegate
        tabs.delegate = delegate
        let scene = Scene(root: tabs)
        let expected = Seen(
            fromView: true, toView: true, fromInitial: Self.screen, fromFinal: .zero, toInitial: .zero,
            toFinal: Self.screen, animated: true, interactive: false)
        navigation.pushViewController(ViewController(name: "detail"), animated: true)
        #expect(inspector.seen == expected)
        inspector.seen = nil
        navigation.popViewController(animated: true)
        #expect(inspector.seen == expected)
        inspector.seen = nil
        tabs.selectedIndex = 1
        #expect(inspector.seen == expected)
        #expect(scene.log.outcomes.map(\.kind) == [.push, .pop, .tab])
    }

    @Test func interactiveContextReportsItsState() {
        let log = CallLog()
        let interaction = LoggingInteraction(log: log)
        let delegate = LoggingDelegate(log: log, animator: SlideAnimator(log: log, duration: 0.5), interaction: interaction)
        let navigation = NavigationController(rootViewController: ViewController(name: "list"), name: "nav")
        navigation.delegate = delegate
        let scene = Scene(root: navigation)
        navigation.pushViewController(ViewController(name: "detail"), animated: true)
        let context = scene.window.currentTransition
        #expect(context?.isInteractive == true)
        #expect(context?.state == .interacting)
        interaction.update(0.3)
        #expect(context?.percentComplete == 0.3)
        interaction.cancel()
        #expect(context?.isInteractive == false)
        #expect(context?.transitionWasCancelled == true)
        #expect(context?.state == .completing)
        scene.clock.runUntilIdle()
        #expect(context?.state == .ended)
        #expect(context?.transitionWasCancelled == true)
        #expect(context?.isInFlight == false)
    }
}
