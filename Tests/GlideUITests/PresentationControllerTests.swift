import Testing

@testable import GlideUI

/// A card-sized presentation with a dimming view added and removed alongside, logging its calls.
final class DimmingPresentationController: PresentationController {
    let log: CallLog
    let dimming = View(name: "dimming")
    var removesPresenter = false

    init(presented: ViewController, presenting: ViewController?, log: CallLog) {
        self.log = log
        super.init(presentedViewController: presented, presenting: presenting)
    }

    override var frameOfPresentedViewInContainerView: Rect {
        guard let bounds = containerView?.bounds else { return .zero }
        return Rect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override var shouldRemovePresentersView: Bool { removesPresenter }

    override func presentationTransitionWillBegin() {
        log.add("presentationTransitionWillBegin")
        guard let containerView else { return }
        dimming.frame = containerView.bounds
        dimming.alpha = 0
        containerView.insertSubview(dimming, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 1 })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        log.add("presentationTransitionDidEnd(\(completed))")
        if !completed { dimming.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        log.add("dismissalTransitionWillBegin")
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0 })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log.add("dismissalTransitionDidEnd(\(completed))")
        if completed { dimming.removeFromSuperview() } else { dimming.alpha = 1 }
    }

    override func containerViewWillLayoutSubviews() { log.add("containerViewWillLayoutSubviews") }
    override func containerViewDidLayoutSubviews() { log.add("containerViewDidLayoutSubviews") }
}

/// Vends the dimming presentation controller with the logging delegate's animator and interaction.
final class DimmingDelegate: ViewControllerTransitioningDelegate {
    let log: CallLog
    let inner: LoggingDelegate
    var removesPresenter = false
    private(set) var controller: DimmingPresentationController?

    init(log: CallLog, animator: any ViewControllerAnimatedTransitioning, interaction: LoggingInteraction? = nil) {
        self.log = log
        inner = LoggingDelegate(log: log, animator: animator, interaction: interaction)
    }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        log.add("presentationController(forPresented:)")
        let controller = DimmingPresentationController(presented: presented, presenting: presenting, log: log)
        controller.removesPresenter = removesPresenter
        self.controller = controller
        return controller
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        inner.animationController(forPresented: presented, presenting: presenting, source: source)
    }

    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        inner.animationController(forDismissed: dismissed)
    }

    func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning) -> (any ViewControllerInteractiveTransitioning)? {
        inner.interactionControllerForPresentation(using: animator)
    }

    func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning) -> (any ViewControllerInteractiveTransitioning)? {
        inner.interactionControllerForDismissal(using: animator)
    }
}

/// `.custom` presentations with a presentation controller, in UIKit's order (../shared/reference/uikit-lifecycle.md §1.1, §5).
@Suite struct PresentationControllerTests {
    @Test func aCustomPresentationAndDismissalCallThePresentationControllerInOrder() throws {
        let log = CallLog()
        let home = AppearanceLoggingController("home", log: log)
        let sheet = AppearanceLoggingController("sheet", log: log)
        sheet.modalPresentationStyle = .custom
        let delegate = DimmingDelegate(log: log, animator: SlideAnimator(log: log, duration: 0.4))
        sheet.transitioningDelegate = delegate
        let scene = Scene(root: home)
        log.entries = []
        home.present(sheet, animated: true) { log.add("completion") }
        let controller = try #require(delegate.controller)
        #expect(sheet.presentationController === controller)
        #expect(scene.window.currentTransition?.finalFrame(for: sheet) == Rect(x: 0, y: 400, width: 400, height: 400))
        scene.clock.advance(by: 0.2)
        #expect(controller.dimming.presentation.alpha > 0.1 && controller.dimming.presentation.alpha < 0.9)
        scene.clock.advance(by: 1)
        #expect(log.entries == [
            "presentationController(forPresented:)", "animationController(forPresented:)", "interactionControllerForPresentation",
            "sheet.viewWillAppear(true)", "presentationTransitionWillBegin",
            "containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews",
            "transitionDuration", "animateTransition", "completeTransition(true)",
            "presentationTransitionDidEnd(true)", "sheet.viewDidAppear(true)", "completion", "animationEnded(true)",
        ])
        #expect(sheet.view.frame == Rect(x: 0, y: 400, width: 400, height: 400))
        #expect(scene.window.shows(home) && controller.dimming.alpha == 1)

        log.entries = []
        sheet.dismiss(animated: true)
        scene.clock.advance(by: 1)
        #expect(log.entries == [
            "animationController(forDismissed:)", "interactionControllerForDismissal",
            "sheet.viewWillDisappear(true)", "dismissalTransitionWillBegin",
            "containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews",
            "transitionDuration", "animateTransition", "completeTransition(true)",
            "dismissalTransitionDidEnd(true)", "sheet.viewDidDisappear(true)", "animationEnded(true)",
        ])
        #expect(controller.dimming.superview == nil && sheet.presentationController == nil)
        #expect(scene.log.outcomes.allSatisfy { $0.diagnostics.isEmpty })
    }

    @Test func aPresentationControllerThatRemovesThePresentersViewSendsItsCallbacks() {
        let log = CallLog()
        let home = AppearanceLoggingController("home", log: log)
        let sheet = AppearanceLoggingController("sheet", log: log)
        sheet.modalPresentationStyle = .custom
        let delegate = DimmingDelegate(log: log, animator: SlideAnimator(log: log, duration: 0.4))
        delegate.removesPresenter = true
        sheet.transitioningDelegate = delegate
        let scene = Scene(root: home)
        log.entries = []
        home.present(sheet, animated: true)
        scene.clock.advance(by: 1)
        #expect(log.entries.filter { $0.hasPrefix("home.") } == ["home.viewWillDisappear(true)", "home.viewDidDisappear(true)"])
        #expect(!scene.window.shows(home))
    }

    @Test func aCancelledInteractivePresentationEndsWithDidEndFalseAndLeavesNoTrace() throws {
        let log = CallLog()
        let home = AppearanceLoggingController("home", log: log)
        let sheet = AppearanceLoggingController("sheet", log: log)
        sheet.modalPresentationStyle = .custom
        let interaction = LoggingInteraction(log: log)
        let delegate = DimmingDelegate(log: log, animator: SlideAnimator(log: log, duration: 0.4), interaction: interaction)
        sheet.transitioningDelegate = delegate
        let scene = Scene(root: home)
        let before = scene.digest
        home.present(sheet, animated: true)
        interaction.update(0.3)
        interaction.cancel()
        scene.clock.advance(by: 1)
        #expect(log.entries.contains("presentationTransitionDidEnd(false)"))
        #expect(home.presentedViewController == nil && sheet.presentationController == nil)
        let record = try #require(scene.log.outcomes.last)
        #expect(record.decision == .cancel)
        #expect(scene.digest == before)
    }

    @Test func aCustomPresentationWithoutAnimationStillRunsItsAnimator() throws {
        let log = CallLog()
        let home = ViewController(name: "home")
        let sheet = ViewController(name: "sheet")
        sheet.modalPresentationStyle = .custom
        let delegate = DimmingDelegate(log: log, animator: SlideAnimator(log: log, duration: 0.4))
        sheet.transitioningDelegate = delegate
        let scene = Scene(root: home)
        home.present(sheet, animated: false)
        scene.clock.advance(by: 1)
        #expect(log.entries.contains("animateTransition"))
        let record = try #require(scene.log.outcomes.last)
        #expect(record.animator == "SlideAnimator" && record.decision == .finish)
    }

    @Test(arguments: [ModalPresentationStyle.automatic, .pageSheet, .formSheet, .popover])
    func theSheetStylesKeepThePresenterAsOverFullScreenDoes(style: ModalPresentationStyle) {
        let log = CallLog()
        let home = AppearanceLoggingController("home", log: log)
        let sheet = ViewController(name: "sheet")
        sheet.modalPresentationStyle = style
        let scene = Scene(root: home)
        log.entries = []
        home.present(sheet, animated: true)
        scene.clock.advance(by: 2)
        #expect(log.entries.isEmpty)
        #expect(home.view.rootView === scene.window && sheet.view.frame == scene.window.bounds)
    }
}
