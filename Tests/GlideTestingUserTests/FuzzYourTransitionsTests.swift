import GlideTesting
import GlideTestingExpectations
import Testing

// The code of the article "Fuzz your transitions in your tests"
// (Sources/GlideTesting/Documentation.docc/FuzzYourTransitions.md), block for block: a test in
// GlideTestingTests checks that the article's Swift blocks are exactly the blocks between the
// markers below, separated by `// ---` lines, so the article cannot drift from code that compiles and passes.

// BEGIN ARTICLE
/// Slides the sheet off to the right. When `completesOnCancel` is false it has a bug: a cancelled
/// dismissal never calls `completeTransition(false)`.
final class SlideAwayAnimator: ViewControllerAnimatedTransitioning {
    let completesOnCancel: Bool

    init(completesOnCancel: Bool) {
        self.completesOnCancel = completesOnCancel
    }

    func transitionDuration(using context: TransitionContext?) -> Double { 0.3 }

    func animateTransition(using context: TransitionContext) {
        guard let sheet = context.view(forKey: .from) else { return context.completeTransition(true) }
        let width = context.containerView.bounds.width
        View.animate(withDuration: 0.3, options: .curveLinear, animations: {
            sheet.frame.origin.x = width
        }) { _ in
            if !context.transitionWasCancelled {
                context.completeTransition(true)
            } else if self.completesOnCancel {
                // A cancel has run the sheet's frame back to its start, as on iOS.
                context.completeTransition(false)
            }
        }
    }
}

/// Vends the animator, and the pan's interaction controller while a finger drives.
final class SheetTransitions: ViewControllerTransitioningDelegate {
    let animator: SlideAwayAnimator
    weak var interaction: PanInteractionController?

    init(animator: SlideAwayAnimator) {
        self.animator = animator
    }

    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        animator
    }

    func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? {
        interaction.flatMap { $0.isInteracting ? $0 : nil }
    }
}
// ---
/// A fresh world for one replay: a sheet over "home", dismissed by a rightward pan.
func makeSheetWorld(device: DeviceDescription, completesOnCancel: Bool) -> ReplayWorld {
    let window = Window(clock: VirtualClock())
    let home = ViewController(name: "home")
    window.rootViewController = home
    window.makeKeyAndVisible()
    let sheet = ViewController(name: "sheet")
    sheet.modalPresentationStyle = .overFullScreen
    let transitions = SheetTransitions(animator: SlideAwayAnimator(completesOnCancel: completesOnCancel))
    sheet.transitioningDelegate = transitions
    home.present(sheet, animated: false)
    guard let pan = PanGestureRecognizer(device: device, window: window) else {
        return ReplayWorld(window: window, retaining: [transitions])
    }
    let dismissal = PanInteractionController(pan: pan, direction: .rightward()) {
        sheet.dismiss(animated: true)
    }
    transitions.interaction = dismissal
    dismissal.attach(to: window)
    return ReplayWorld(window: window, interactions: [dismissal], retaining: [transitions])
}
// ---
@Test func aShortSwipeCancelsAndALongOneDismisses() throws {
    var script = GestureScript(device: .touchpad())
    script.swipe(fingers: 2, from: script.device.point(x: 0.2, y: 0.5), dx: 10, dy: 0)
    script.pause(0.5)
    script.swipe(fingers: 2, from: script.device.point(x: 0.2, y: 0.5), dx: 60, dy: 0)

    let world = makeSheetWorld(device: script.trace.device, completesOnCancel: true)
    try GlideExpect.replay(script, in: world) { records in
        #expect(records.map(\.decision) == [.cancel, .finish])
        #expect(records.last?.visible == "home")
    }
}
// ---
@Test func fuzzingTheSheetFindsNoViolation() {
    let fuzzer = Fuzzer(name: "sheet") { device in
        makeSheetWorld(device: device, completesOnCancel: true)
    }
    GlideExpect.fuzz(fuzzer, cases: 100, seed: 1)
}
// ---
@Test func fuzzingFindsTheForgottenCompletionAndShrinksIt() throws {
    let fuzzer = Fuzzer(name: "buggy sheet") { device in
        makeSheetWorld(device: device, completesOnCancel: false)
    }
    let report = fuzzer.run(cases: 100, seed: 1)
    let failure = try #require(report.failures.first)
    #expect(failure.invariants.contains("no-stuck-transition"))
    #expect(failure.shrunk.frameCount <= 10)
    print(failure.shrunk)  // e.g. touchpad …: down(…) move(…) lift(…)
}
// END ARTICLE
