import Testing

@testable import GlideUI

/// Each diagnostic, triggered by a deliberately broken animator or caller.
@Suite struct TransitionDiagnosticTests {
    /// A home controller presenting a sheet through `delegate`.
    static func sheetScene(delegate: LoggingDelegate) -> (Scene, ViewController, ViewController) {
        let home = ViewController(name: "home")
        let sheet = ViewController(name: "sheet")
        sheet.transitioningDelegate = delegate
        return (Scene(root: home), home, sheet)
    }

    @Test func stuckNonInteractiveIsRecoveredAfterTheBound() {
        let log = CallLog()
        let delegate = LoggingDelegate(log: log, animator: SlideAnimator(log: log, duration: 0.5, flaw: .neverCompletes))
        let (scene, home, sheet) = Self.sheetScene(delegate: delegate)
        let before = scene.digest
        home.present(sheet, animated: true)
        scene.clock.advance(to: 0.5 + 4.99)
        #expect(scene.log.outcomes.isEmpty)
        #expect(scene.window.currentTransition?.isInFlight == true)
        scene.clock.advance(to: 0.5 + 5.01)
        let outcome = scene.log.outcomes.last
        #expect(outcome?.decision == .cancel)
        #expect(outcome?.reason == .stuck)
        #expect(outcome?.diagnostics == [.stuck])
        #expect(outcome?.endMilliseconds == 5500)
        #expect(outcome?.visible == "home")
        #expect(scene.digest == before)
        #expect(home.presentedViewController == nil)
        #expect(log.entries.last == "animationEnded(false)")
        sheet.transitioningDelegate = nil
        home.present(sheet, animated: true)
        scene.clock.runUntilIdle()
        #expect(scene.log.outcomes.last?.decision == .finish)
        #expect(scene.log.outcomes.last?.visible == "sheet")
        #expect(scene.log.outcomes.last?.diagnostics == [])
    }

    @Test func stuckAfterReleaseIsRecoveredAfterTheBound() {
        let log = CallLog()
        let interaction = LoggingInteraction(log: log)
        let delegate = LoggingDelegate(
            log: log, animator: SlideAnimator(log: log, duration: 0.5, flaw: .neverCompletes), interaction: interaction)
        let (scene, home, sheet) = Self.sheetScene(delegate: delegate)
        let before = scene.digest
        home.present(sheet, animated: true)
        interaction.update(0.7)
        scene.clock.advance(to: 60)
        #expect(scene.log.outcomes.isEmpty, "no watchdog while the finger scrubs")
        interaction.finish()
        let expectedEnd = 60 + 0.3 * 0.5
        scene.clock.advance(to: expectedEnd + 4.99)
        #expect(scene.log.outcomes.isEmpty)
        scene.clock.advance(to: expectedEnd + 5.01)
        #expect(scene.log.outcomes.last?.diagnostics == [.stuck])
        #expect(scene.log.outcomes.last?.reason == .stuck)
        #expect(scene.digest == before)
    }

    @Test func completedTwice() {
        let log = CallLog()
        let delegate = LoggingDelegate(log: log, animator: SlideAnimator(log: log, duration: 0.3, flaw: .completesTwice))
        let (scene, home, sheet) = Self.sheetScene(delegate: delegate)
        home.present(sheet, animated: true)
        scene.clock.runUntilIdle()
        #expect(scene.log.outcomes.count == 1)
        #expect(scene.log.outcomes.last?.decision == .finish)
        #expect(scene.log.outcomes.last?.diagnostics == [.completedTwice])
        #expect(log.entries.filter { $0 == "animationEnded(true)" }.count == 1)
    }

    @Test func completedDespiteCancelKeepsTheCancel() {
        let log = CallLog()
        let interaction = LoggingInteraction(log: log)
        let delegate = LoggingDelegate(
            log: log, animator: SlideAnimator(log: log, duration: 0.25, flaw: .alwaysCompletesTrue),
            interaction: interaction)
        let (scene, home, sheet) = Self.sheetScene(delegate: delegate)
        home.present(sheet, animated: false)
        let before = scene.digest
        sheet.dismiss(animated: true)
        interaction.update(0.1)
        interaction.cancel()
        scene.clock.runUntilIdle()
        let outcome = scene.log.outcomes.last
        #expect(outcome?.kind == .dismiss)
        #expect(outcome?.decision == .cancel)
        #expect(outcome?.diagnostics == [.completedDespiteCancel])
        #expect(outcome?.visible == "sheet")
        #expect(home.presentedViewController === sheet)
        #expect(scene.digest == before)
    }

    @Test func begunWhileInFlightIsRefusedAndRecorded() {
        let list = ViewController(name: "list")
        let navigation = NavigationController(rootViewController: list, name: "nav")
        let scene = Scene(root: navigation)
        let first = ViewController(name: "first")
        let second = ViewController(name: "second")
        navigation.pushViewController(first, animated: true)
        scene.clock.advance(by: 0.1)
        navigation.pushViewController(second, animated: true)
        scene.clock.runUntilIdle()
        #expect(scene.log.outcomes.count == 1)
        #expect(scene.log.outcomes[0].animator == "DefaultNavigationTransition")
        #expect(scene.log.outcomes[0].diagnostics == [.begunWhileInFlight])
        #expect(navigation.viewControllers.map(\.name) == ["list", "first"])
        #expect(scene.window.warnings.count == 1)
        #expect(second.parent == nil)
    }

    @Test func blankScreenAfterAFromViewWasLeftHidden() {
        let log = CallLog()
        let delegate = LoggingDelegate(log: log, animator: SlideAnimator(log: log, duration: 0.5, flaw: .hidesFromView))
        let list = ViewController(name: "list")
        let detail = ViewController(name: "detail")
        let navigation = NavigationController(rootViewController: list, name: "nav")
        let scene = Scene(root: navigation)
        navigation.delegate = delegate
        navigation.pushViewController(detail, animated: true)
        scene.clock.runUntilIdle()
        #expect(scene.log.outcomes.last?.diagnostics == [])
        delegate.animator = nil
        navigation.popViewController(animated: true)
        scene.clock.runUntilIdle()
        #expect(scene.log.outcomes.last?.animator == "DefaultNavigationTransition")
        #expect(scene.log.outcomes.last?.visible == "list")
        #expect(scene.log.outcomes.last?.diagnostics == [.blankScreen])
    }

    /// An animator that completes without ever adding the to-view to the container.
    final class ForgetfulAnimator: ViewControllerAnimatedTransitioning {
        func transitionDuration(using context: TransitionContext?) -> Double { 0.2 }
        func animateTransition(using context: TransitionContext) { context.completeTransition(true) }
    }

    /// Vends `ForgetfulAnimator` for presentations.
    final class ForgetfulDelegate: ViewControllerTransitioningDelegate {
        func animationController(
            forPresented presented: ViewController, presenting: ViewController, source: ViewController
        ) -> (any ViewControllerAnimatedTransitioning)? { ForgetfulAnimator() }
    }

    @Test func blankScreenWhenTheVisibleViewIsNotInTheWindow() {
        let delegate = ForgetfulDelegate()
        let home = ViewController(name: "home")
        let sheet = ViewController(name: "sheet")
        sheet.modalPresentationStyle = .overFullScreen
        sheet.transitioningDelegate = delegate
        let scene = Scene(root: home)
        home.present(sheet, animated: true)
        #expect(scene.log.outcomes.last?.visible == "sheet")
        #expect(scene.log.outcomes.last?.diagnostics == [.blankScreen])
    }

    @Test(arguments: [KindFixture.dismiss, .pop])
    func treeRestoredAfterAChangeMadeOutsideTheAnimation(kind: KindFixture) {
        let log = CallLog()
        let interaction = LoggingInteraction(log: log)
        let delegate = LoggingDelegate(
            log: log, animator: SlideAnimator(log: log, duration: 0.5, flaw: .movesFromViewOutsideAnimation),
            interaction: interaction)
        let (scene, start) = kind.make(delegate: delegate, completionLog: log)
        let before = scene.digest
        start()
        interaction.update(0.6)
        interaction.cancel()
        scene.clock.runUntilIdle()
        #expect(scene.log.outcomes.last?.diagnostics == [.treeRestored])
        #expect(scene.digest == before, "\(before.difference(from: scene.digest) ?? "")")
    }
}

/// An animator that declares 0.1 s and animates for 60 s: stuck, then late.
final class SlowAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using context: TransitionContext?) -> Double { 0.1 }
    func animateTransition(using context: TransitionContext) {
        guard let toView = context.view(forKey: .to) else { return }
        context.containerView.addSubview(toView)
        View.animate(withDuration: 60, animations: { toView.alpha = 0.5 }) { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

@Test func lateCompletionAfterStuckRecoveryIsRecorded() {
    let delegate = LoggingDelegate(log: CallLog(), animator: SlowAnimator())
    let home = ViewController(name: "home")
    let sheet = ViewController(name: "sheet")
    sheet.transitioningDelegate = delegate
    let scene = Scene(root: home)
    let before = scene.digest
    home.present(sheet, animated: true)
    scene.clock.advance(to: 2.2)
    #expect(scene.log.outcomes.last?.diagnostics == [.stuck, .completedAfterStuck])
    #expect(scene.log.outcomes.last?.endMilliseconds == 2100)
    #expect(scene.digest == before)
}
