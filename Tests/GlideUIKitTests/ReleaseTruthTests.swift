import GlideTesting
import GlideUIKit
import Testing
@testable import UIKitPorts

/// What the records say of releases that UIKit code decides: the card port's own rule, and a
/// sheet written as UIKit code that adopts a Glide `CompletionPolicy` (once sound, once with a
/// planted bug that only `decision-follows-policy` catches).
@Suite struct ReleaseTruthTests {
    @Test(arguments: [
        ("touchscreen", touchscreenTapThenPull(dy: 10, duration: 0.03)),
        ("touchpad", touchpadTapThenPull(dy: 10, duration: 0.03)),
    ])
    func aFlickShortOfTheCardsThirdFinishesAndTheRecordNamesTheAppAndThePansVelocity(device: String, script: GestureScript) throws {
        let run = try ReplayWorld(window: makeCardWindow().window).replay(script)
        try #require(run.outcomes.count == 2, "\(device): \(run.jsonLines)")
        let dismiss = run.outcomes[1]
        #expect(dismiss.interactive && dismiss.decision == .finish, "\(device)")
        #expect(dismiss.reason == .app, "\(device): the card's own rule decided, not a threshold of Glide's")
        let percent = try #require(dismiss.percentAtRelease)
        #expect(percent > 0 && percent < 1.0 / 3.0, "\(device): below the card's third, \(percent)")
        let velocity = try #require(dismiss.velocityAtRelease, "\(device): the pan's velocity at release")
        #expect(velocity > 1000, "\(device): above the card's 1,000 pt/s, along the pull, \(velocity)")
        #expect(dismiss.release.policy == nil)
        let unchecked = InvariantChecker.standard.unchecked(run)
        #expect(unchecked.map(\.invariant) == ["decision-follows-policy"])
        #expect(unchecked.map(\.why) == ["a release decided by the app's own code"])
    }

    @Test func aSlowPullBackDownTheCardMeasuresAVelocityPointingBack() throws {
        // Down 20 mm, then back up 8 mm and lift: the card springs back, the velocity points away from the end.
        let device = SyntheticDevice.touchscreen()
        var script = GestureScript(device: device)
        script.tap(at: device.point(x: 0.5, y: 0.5))
        script.pause(1)
        script.down(fingers: 1, at: device.point(x: 0.3, y: 0.2))
        script.move(dx: 0, dy: 20, duration: 0.4)
        script.move(dx: 0, dy: -8, duration: 0.1)
        script.lift()
        script.pause(0.1)
        let run = try ReplayWorld(window: makeCardWindow().window).replay(script)
        try #require(run.outcomes.count == 2, "\(run.jsonLines)")
        let dismiss = run.outcomes[1]
        #expect(dismiss.decision == .cancel && dismiss.reason == .app)
        let velocity = try #require(dismiss.velocityAtRelease)
        #expect(velocity < 0, "the finger moved back up at release: \(velocity)")
    }

    @Test func fuzzingTheCardPortSaysWhatDecisionFollowsPolicyCouldNotCheck() {
        let report = Fuzzer(name: "card") { _ in ReplayWorld(window: makeCardWindow().window) }.run(cases: 60, seed: 3, threads: 1)
        #expect(report.failures.isEmpty)
        let counted = report.unchecked.filter { $0.key.world == "card" && $0.key.invariant == "decision-follows-policy" }
        #expect(counted.map(\.key.why) == ["a release decided by the app's own code"] && counted.values.allSatisfy { $0 > 0 }, "\(report.unchecked)")
        #expect(report.uncheckedLines.contains("card: decision-follows-policy did not apply to "))
    }

    @Test func aSheetDecidedByAGlidePolicyIsCheckedAgainstIt() {
        let report = Fuzzer(name: "policy sheet") { _ in policySheetWorld(bug: false) }.run(cases: 200, seed: 5, threads: 1)
        #expect(report.failures.isEmpty, "\(report.failures.first.map { "\($0): \($0.violations) \($0.shrunk)" } ?? "")")
        #expect(!report.uncheckedLines.contains("decision-follows-policy"), "\(report.uncheckedLines)")
    }

    @Test func aPlantedBugInAUIKitSheetIsCaughtOnlyByDecisionFollowsPolicy() throws {
        let report = Fuzzer(name: "policy sheet") { _ in policySheetWorld(bug: true) }.run(cases: 200, seed: 5, threads: 1)
        let failure = try #require(report.failures.first, "the planted bug went unnoticed")
        #expect(failure.invariants == ["decision-follows-policy"], "\(failure.violations)")
    }
}

/// A sheet written as UIKit code whose vertical pull decides with Glide's projection rule; with
/// `bug`, it finishes any pull past a quarter whatever the policy says.
private func policySheetWorld(bug: Bool) -> ReplayWorld {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let home = UIViewController()
    window.rootViewController = home
    window.makeKeyAndVisible()
    let sheet = PolicySheetController(bug: bug)
    home.present(sheet, animated: false)
    return ReplayWorld(window: window, retaining: [sheet])
}

private final class PolicySheetController: UIViewController, UIViewControllerTransitioningDelegate {
    let pull = UIPercentDrivenInteractiveTransition()
    let policy = CompletionPolicy.projected()
    let bug: Bool
    private var isPulling = false

    init(bug: Bool) {
        self.bug = bug
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.handlePan(_:)))
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        let height = view.bounds.height
        let progress = min(max(gesture.translation(in: view).y / height, 0), 1)
        switch gesture.state {
        case .began:
            // Not while the last pull's dismissal still runs: UIKit refuses a second one.
            guard !isBeingDismissed else { return }
            isPulling = true
            dismiss(animated: true)
        case .changed:
            if isPulling { pull.update(progress) }
        case .ended:
            guard isPulling else { return }
            isPulling = false
            let velocity = gesture.velocity(in: view).y
            let input = ReleaseInput(percent: progress, velocity: velocity, containerLength: height)
            let verdict = policy.decide(input)
            let decision = bug && progress > 0.25 ? .finish : verdict.decision
            pull.release(decision, because: ReleaseCause(reason: verdict.reason, velocity: velocity, policy: policy, input: input))
        case .cancelled, .failed:
            guard isPulling else { return }
            isPulling = false
            pull.cancel()
        default:
            break
        }
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardDismissAnimator()
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        isPulling ? pull : nil
    }
}
