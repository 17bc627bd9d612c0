import Foundation
import Testing

@testable import GlideUI

/// `ViewController.transitionCoordinator` and its alongside animations, completions and
/// interaction handlers (../shared/reference/uikit-lifecycle.md §4).
@Suite struct TransitionCoordinatorTests {
    /// A list and a detail in a navigation controller, the detail adding `alongside` from its `viewWillAppear`.
    final class Fixture {
        let scene: Scene
        let navigation: NavigationController
        let detail: AppearanceLoggingController
        let interaction: LoggingInteraction
        /// Kept here: the navigation controller holds its delegate weakly.
        let delegate: WillShowLoggingDelegate

        init(log: CallLog, interactive: Bool, propertyAnimator: Bool = false, alongside: ((TransitionCoordinator) -> Void)? = nil) {
            let list = AppearanceLoggingController("list", log: log)
            detail = AppearanceLoggingController("detail", log: log)
            detail.alongside = alongside
            navigation = NavigationController(rootViewController: list, name: "nav")
            interaction = LoggingInteraction(log: log)
            let animator = SlideAnimator(log: log, duration: 1, usesPropertyAnimator: propertyAnimator)
            delegate = WillShowLoggingDelegate(log: log, animator: animator, interaction: interactive ? interaction : nil)
            navigation.delegate = delegate
            scene = Scene(root: navigation)
        }
    }

    @Test func theCoordinatorIsThereFromTheWillCallbacksUntilTheRecordAndForAncestors() {
        let log = CallLog()
        let f = Fixture(log: log, interactive: false)
        #expect(f.navigation.transitionCoordinator == nil)
        f.navigation.pushViewController(f.detail, animated: true)
        #expect(f.detail.coordinatorInWill != nil)
        #expect(f.navigation.transitionCoordinator === f.detail.coordinatorInWill)
        #expect(f.detail.transitionCoordinator === f.detail.coordinatorInWill)
        f.scene.clock.advance(by: 2)
        #expect(f.detail.coordinatorInDid == nil)
        #expect(f.navigation.transitionCoordinator == nil)
    }

    @Test func anAlongsideAnimationIsScrubbedWithThePercentDrivenTransition() throws {
        let log = CallLog()
        let badge = View(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "badge")
        let f = Fixture(log: log, interactive: true) { _ in badge.alpha = 0 }
        f.navigation.view.addSubview(badge)
        f.navigation.pushViewController(f.detail, animated: true)
        #expect(badge.presentation.alpha == 1 && badge.alpha == 0)
        f.interaction.update(0.5)
        #expect(abs(badge.presentation.alpha - 0.5) < 1e-9)
        f.interaction.update(0.1)
        #expect(badge.presentation.alpha > 0.9)
        f.interaction.cancel()
        f.scene.clock.advance(by: 2)
        let record = try #require(f.scene.log.outcomes.last)
        #expect(record.decision == .cancel && record.interactive)
        // Scrubbed back to the start. UIKit would leave the model value at its end; Glide puts the
        // tree back as it was before the transition and says so.
        #expect(badge.alpha == 1 && badge.presentation.alpha == 1)
        #expect(record.diagnostics == [.treeRestored])
    }

    @Test func anInterruptibleAnimatorTakesTheAlongsideAnimationsAsItsOwn() {
        let log = CallLog()
        let badge = View(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "badge")
        let f = Fixture(log: log, interactive: true, propertyAnimator: true) { _ in
            badge.alpha = 0
        }
        f.navigation.view.addSubview(badge)
        f.navigation.pushViewController(f.detail, animated: true)
        f.interaction.update(0.25)
        #expect(abs(badge.presentation.alpha - 0.75) < 0.02)
        f.interaction.finish()
        f.scene.clock.advance(by: 2)
        #expect(badge.presentation.alpha == 0)
        #expect(f.scene.log.outcomes.last?.decision == .finish)
    }

    @Test func completionsRunAfterTheDidCallbacksAndBeforeTheCallersCompletion() {
        let log = CallLog()
        let home = AppearanceLoggingController("home", log: log)
        let sheet = AppearanceLoggingController("sheet", log: log)
        let scene = Scene(root: home)
        log.entries = []
        home.present(sheet, animated: true) { log.add("completion") }
        let coordinator = sheet.transitionCoordinator
        let queued = coordinator?.animate(alongsideTransition: nil) { context in log.add("coordinator completion (cancelled: \(context.isCancelled))") }
        #expect(queued == true)
        scene.clock.advance(by: 2)
        #expect(log.entries == [
            "home.viewWillDisappear(true)", "sheet.viewWillAppear(true)",
            "home.viewDidDisappear(true)", "sheet.viewDidAppear(true)",
            "coordinator completion (cancelled: false)", "completion",
        ])
    }

    @Test func anAlongsideAnimationAddedOnceTheAnimationsBeganIsRefusedButItsCompletionRuns() {
        let log = CallLog()
        let f = Fixture(log: log, interactive: false)
        f.navigation.pushViewController(f.detail, animated: true)
        var ran = false
        var completed = false
        let queued = f.navigation.transitionCoordinator?.animate(alongsideTransition: { _ in ran = true }) { _ in completed = true }
        f.scene.clock.advance(by: 2)
        #expect(queued == false && !ran && completed)
    }

    @Test func theContextReportsTheRelease() {
        let log = CallLog()
        let f = Fixture(log: log, interactive: true)
        f.navigation.pushViewController(f.detail, animated: true)
        let coordinator = f.navigation.transitionCoordinator
        #expect(coordinator?.initiallyInteractive == true && coordinator?.isInteractive == true)
        #expect(coordinator?.transitionDuration == 1 && coordinator?.isAnimated == true)
        #expect(coordinator?.viewController(forKey: .to) === f.detail && coordinator?.containerView === f.navigation.view)
        var atRelease: (percent: CGFloat, interactive: Bool, velocity: CGFloat)?
        coordinator?.notifyWhenInteractionChanges { context in
            atRelease = (context.percentComplete, context.isInteractive, context.completionVelocity)
        }
        f.interaction.update(0.6)
        f.interaction.completionSpeed = 2
        f.interaction.finish()
        #expect(atRelease?.percent == 0.6 && atRelease?.interactive == false && atRelease?.velocity == 2)
        #expect(coordinator?.isCancelled == false && coordinator?.targetTransform == .identity)
        f.scene.clock.advance(by: 2)
        #expect(f.navigation.topViewController === f.detail)
    }
}

extension TransitionCoordinatorTests {
    @Test func theCoordinatorAndTheContextNameTheModalStyleOrNone() throws {
        let log = CallLog()
        let f = Fixture(log: log, interactive: false)
        f.navigation.pushViewController(f.detail, animated: true)
        #expect(f.navigation.transitionCoordinator?.presentationStyle == ModalPresentationStyle.none)
        f.scene.clock.advance(by: 2)
        let sheet = ViewController(name: "sheet")
        sheet.modalPresentationStyle = .overFullScreen
        f.detail.present(sheet, animated: true)
        #expect(sheet.transitionCoordinator?.presentationStyle == .overFullScreen)
        #expect(f.scene.window.currentTransition?.presentationStyle == .overFullScreen)
        f.scene.clock.advance(by: 2)
    }
}
