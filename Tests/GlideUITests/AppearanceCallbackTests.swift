import Testing

@testable import GlideUI

/// A controller that logs its appearance callbacks and whether it could reach a coordinator there.
final class AppearanceLoggingController: ViewController {
    let log: CallLog
    /// Added alongside the transition from `viewWillAppear`, when set.
    var alongside: ((TransitionCoordinator) -> Void)?
    private(set) var coordinatorInWill: TransitionCoordinator?
    private(set) var coordinatorInDid: TransitionCoordinator?

    init(_ name: String, log: CallLog) {
        self.log = log
        super.init(name: name)
    }

    override func viewWillAppear(_ animated: Bool) {
        log.add("\(name).viewWillAppear(\(animated))")
        coordinatorInWill = transitionCoordinator
        if let alongside { transitionCoordinator?.animate(alongsideTransition: alongside) }
    }

    override func viewDidAppear(_ animated: Bool) {
        log.add("\(name).viewDidAppear(\(animated))")
        coordinatorInDid = transitionCoordinator
    }

    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear(\(animated))") }
}

/// The navigation delegate's `willShow`, logged with the rest.
final class WillShowLoggingDelegate: NavigationControllerDelegate {
    let log: CallLog
    let animator: any ViewControllerAnimatedTransitioning
    var interaction: LoggingInteraction?

    init(log: CallLog, animator: any ViewControllerAnimatedTransitioning, interaction: LoggingInteraction? = nil) {
        self.log = log
        self.animator = animator
        self.interaction = interaction
    }

    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { animator }

    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { interaction }

    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {
        log.add("willShow(\(viewController.name))")
    }

    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
        log.add("didShow(\(viewController.name))")
    }
}

/// Appearance callbacks in UIKit's order (../shared/reference/uikit-lifecycle.md §1–2): the
/// "will" pair before the transition's animations, the "did" pair after `completeTransition`,
/// before the caller's completion; a cancel turns the pair around.
@Suite struct AppearanceCallbackTests {
    @Test func aFullScreenPresentationAndItsDismissal() {
        let log = CallLog()
        let home = AppearanceLoggingController("home", log: log)
        let sheet = AppearanceLoggingController("sheet", log: log)
        let delegate = LoggingDelegate(log: log, animator: SlideAnimator(log: log, duration: 0.3))
        sheet.transitioningDelegate = delegate
        let scene = Scene(root: home)
        #expect(log.entries == ["home.viewWillAppear(false)", "home.viewDidAppear(false)"])
        log.entries = []
        home.present(sheet, animated: true) { log.add("completion") }
        scene.clock.advance(by: 1)
        #expect(log.entries == [
            "animationController(forPresented:)", "interactionControllerForPresentation",
            "home.viewWillDisappear(true)", "sheet.viewWillAppear(true)",
            "transitionDuration", "animateTransition", "completeTransition(true)",
            "home.viewDidDisappear(true)", "sheet.viewDidAppear(true)", "completion", "animationEnded(true)",
        ])
        log.entries = []
        sheet.dismiss(animated: true) { log.add("completion") }
        scene.clock.advance(by: 1)
        #expect(log.entries == [
            "animationController(forDismissed:)", "interactionControllerForDismissal",
            "sheet.viewWillDisappear(true)", "home.viewWillAppear(true)",
            "transitionDuration", "animateTransition", "completeTransition(true)",
            "sheet.viewDidDisappear(true)", "home.viewDidAppear(true)", "completion", "animationEnded(true)",
        ])
    }

    @Test(arguments: [ModalPresentationStyle.overFullScreen, .custom, .overCurrentContext])
    func theOverStylesLeaveThePresenterOutOfIt(style: ModalPresentationStyle) {
        let log = CallLog()
        let home = AppearanceLoggingController("home", log: log)
        let sheet = AppearanceLoggingController("sheet", log: log)
        sheet.modalPresentationStyle = style
        let scene = Scene(root: home)
        log.entries = []
        home.present(sheet, animated: false)
        sheet.dismiss(animated: true)
        scene.clock.advance(by: 2)
        #expect(log.entries == [
            "sheet.viewWillAppear(false)", "sheet.viewDidAppear(false)",
            "sheet.viewWillDisappear(true)", "sheet.viewDidDisappear(true)",
        ])
    }

    @Test func pushAndPopTellTheDelegateAfterTheWillPair() {
        let log = CallLog()
        let list = AppearanceLoggingController("list", log: log)
        let detail = AppearanceLoggingController("detail", log: log)
        let navigation = NavigationController(rootViewController: list, name: "nav")
        let delegate = WillShowLoggingDelegate(log: log, animator: SlideAnimator(log: log, duration: 0.3))
        navigation.delegate = delegate
        let scene = Scene(root: navigation)
        #expect(log.entries == ["list.viewWillAppear(false)", "list.viewDidAppear(false)"])
        log.entries = []
        navigation.pushViewController(detail, animated: true)
        scene.clock.advance(by: 1)
        navigation.popViewController(animated: true)
        scene.clock.advance(by: 1)
        #expect(log.entries == [
            "list.viewWillDisappear(true)", "detail.viewWillAppear(true)", "willShow(detail)",
            "transitionDuration", "animateTransition", "completeTransition(true)",
            "list.viewDidDisappear(true)", "detail.viewDidAppear(true)", "didShow(detail)", "animationEnded(true)",
            "detail.viewWillDisappear(true)", "list.viewWillAppear(true)", "willShow(list)",
            "transitionDuration", "animateTransition", "completeTransition(true)",
            "detail.viewDidDisappear(true)", "list.viewDidAppear(true)", "didShow(list)", "animationEnded(true)",
        ])
    }

    @Test func aCancelledInteractivePopTurnsThePairAroundAndShowsNothing() {
        let log = CallLog()
        let list = AppearanceLoggingController("list", log: log)
        let detail = AppearanceLoggingController("detail", log: log)
        let navigation = NavigationController(rootViewController: list, name: "nav")
        let interaction = LoggingInteraction(log: log)
        let delegate = WillShowLoggingDelegate(log: log, animator: SlideAnimator(log: log, duration: 0.3), interaction: interaction)
        let scene = Scene(root: navigation)
        navigation.pushViewController(detail, animated: false)
        navigation.delegate = delegate
        log.entries = []
        navigation.popViewController(animated: true)
        var handled: [String] = []
        detail.transitionCoordinator?.notifyWhenInteractionChanges { context in
            log.add("interactionChanged(cancelled: \(context.isCancelled))")
            handled.append("\(context.isInteractive)")
        }
        interaction.update(0.2)
        interaction.cancel()
        scene.clock.advance(by: 1)
        #expect(log.entries == [
            "detail.viewWillDisappear(true)", "list.viewWillAppear(true)", "willShow(list)",
            "transitionDuration", "startInteractiveTransition", "animateTransition",
            "cancel", "interactionChanged(cancelled: true)",
            "list.viewWillDisappear(true)", "detail.viewWillAppear(true)",
            "completeTransition(false)", "list.viewDidDisappear(true)", "detail.viewDidAppear(true)", "animationEnded(false)",
        ])
        #expect(handled == ["false"])
        #expect(navigation.topViewController === detail)
    }

    @Test func aTabSwitchTellsTheNewTabFirst() {
        let log = CallLog()
        let first = AppearanceLoggingController("first", log: log)
        let second = AppearanceLoggingController("second", log: log)
        let tabs = TabBarController(viewControllers: [first, second], name: "tabs")
        let scene = Scene(root: tabs)
        log.entries = []
        tabs.selectedIndex = 1
        scene.clock.advance(by: 1)
        #expect(log.entries == [
            "second.viewWillAppear(false)", "first.viewWillDisappear(false)",
            "first.viewDidDisappear(false)", "second.viewDidAppear(false)",
        ])
    }

    @Test func aContainerForwardsToTheChildOnScreen() {
        let log = CallLog()
        let list = AppearanceLoggingController("list", log: log)
        let navigation = NavigationController(rootViewController: list, name: "nav")
        let sheet = AppearanceLoggingController("sheet", log: log)
        let scene = Scene(root: navigation)
        log.entries = []
        navigation.present(sheet, animated: false)
        scene.clock.advance(by: 1)
        #expect(log.entries == [
            "list.viewWillDisappear(false)", "sheet.viewWillAppear(false)",
            "list.viewDidDisappear(false)", "sheet.viewDidAppear(false)",
        ])
    }

    @Test func beginAndEndAppearanceTransitionFollowUIKitsCustomContainerRules() {
        let log = CallLog()
        let child = AppearanceLoggingController("child", log: log)
        child.beginAppearanceTransition(true, animated: true)
        child.beginAppearanceTransition(true, animated: true)
        child.beginAppearanceTransition(false, animated: false)
        child.endAppearanceTransition()
        child.endAppearanceTransition()
        #expect(log.entries == ["child.viewWillAppear(true)", "child.viewWillDisappear(false)", "child.viewDidDisappear(false)"])
    }
}
