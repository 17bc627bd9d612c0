import GlideTesting
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@testable import GlideUI

/// A random world for the pan interaction: policy, completion speed rule, how the completion
/// runs, whether touches may grab it, and the animation's duration, all from the seed.
struct InteractionWorldSettings: CustomStringConvertible {
    let policy: CompletionPolicy
    let speedRule: CompletionSpeedRule
    /// A property animator runs the completion (else the captured group of `View.animate` calls); both are grabbable.
    let interruptible: Bool
    /// Whether the controller grabs completions at all (`PanInteractionController.allowsInterruption`).
    let allowsInterruption: Bool
    let duration: Double

    init(seed: UInt64) {
        var rng = SplitMix64(seed: seed ^ 0x5EED)
        policy = [CompletionPolicy.standard, .projected(), .fling()].randomElement(using: &rng) ?? .standard
        speedRule = Bool.random(using: &rng) ? .remainingFraction : .fixed(Double.random(in: -1...3, using: &rng))
        interruptible = Bool.random(using: &rng)
        allowsInterruption = Int.random(in: 0..<5, using: &rng) != 0
        duration = [0, 0.05, 0.25, 0.5, 1].randomElement(using: &rng) ?? 0.25
    }

    var description: String {
        "\(policy), \(speedRule), interruptible \(interruptible), grabs \(allowsInterruption), D = \(duration) s"
    }

    /// A sheet over "home" in a 400 × 800 window, dismissed by a rightward pan attached to the
    /// window and presented again (without animation) after each dismissal, so every gesture has
    /// something to act on.
    func makeWorld(device: DeviceDescription) -> ReplayWorld {
        let home = ViewController(name: "home")
        let sheet = ViewController(name: "sheet")
        let scene = Scene(root: home)
        let window = scene.window
        let animator = ObservedSlideAnimator(duration: duration, interruptible: interruptible)
        let delegate = PanDelegate(animator: animator)
        sheet.transitioningDelegate = delegate
        sheet.modalPresentationStyle = .overFullScreen
        home.present(sheet, animated: false)
        guard let pan = PanGestureRecognizer(device: device, window: window) else { return ReplayWorld(window: window, retaining: [delegate]) }
        let controller = PanInteractionController(pan: pan, policy: policy, speedRule: speedRule) { sheet.dismiss(animated: true) }
        controller.completionCurve = .linear
        controller.allowsInterruption = allowsInterruption
        delegate.interaction = controller
        animator.ended = { [weak window, weak home] completed in
            guard completed, let window, let clock = window.clock as? VirtualClock else { return }
            _ = clock.schedule(at: clock.now) {
                if home?.presentedViewController == nil, window.currentTransition?.isInFlight != true { home?.present(sheet, animated: false) }
            }
        }
        controller.attach(to: window)
        return ReplayWorld(window: window, interactions: [controller], retaining: [delegate, animator])
    }
}

/// An animator that forwards to a fresh slide animator per transition (a slide animator keeps
/// its property animator) and reports each end, so the tree can be checked at that moment.
final class ObservedSlideAnimator: ViewControllerAnimatedTransitioning {
    let duration: Double
    let interruptible: Bool
    var ended: (Bool) -> Void = { _ in }
    private var slide: SlideAnimator?
    private weak var slideContext: TransitionContext?

    init(duration: Double, interruptible: Bool) {
        self.duration = duration
        self.interruptible = interruptible
    }

    /// The slide animator of `context`'s transition.
    private func slide(for context: TransitionContext) -> SlideAnimator {
        if let slide, slideContext === context { return slide }
        let fresh = SlideAnimator(log: CallLog(), duration: duration, usesPropertyAnimator: interruptible)
        slide = fresh
        slideContext = context
        return fresh
    }

    func transitionDuration(using context: TransitionContext?) -> Double { duration }
    func animateTransition(using context: TransitionContext) { slide(for: context).animateTransition(using: context) }
    func interruptibleAnimator(using context: TransitionContext) -> any ViewImplicitlyAnimating { slide(for: context).interruptibleAnimator(using: context) }

    func animationEnded(_ transitionCompleted: Bool) {
        ended(transitionCompleted)
    }
}

/// Random gesture scripts (GlideTesting's generator) against the pan interaction in random
/// worlds: the invariants of ARCHITECTURE.md, "Invariants" (GlideTesting's checker) hold for every one.
///
/// `GLIDE_PROPERTY_CASES` sets the number of cases (default 150); `GLIDE_PROPERTY_SEED` the first seed.
@Suite struct PanInteractionPropertyTests {
    static let cases = getenv("GLIDE_PROPERTY_CASES").flatMap { Int(String(cString: $0)) } ?? 150
    static let firstSeed = getenv("GLIDE_PROPERTY_SEED").flatMap { UInt64(String(cString: $0)) } ?? 1

    @Test func invariantsHoldAndRunsRepeatExactly() {
        let generator = GestureScriptGenerator(devices: [.touchpad(), .touchscreen()])
        var transitions = 0
        var interrupted = 0
        var interruptedGroups = 0
        var reasons: Set<String> = []
        for seed in Self.firstSeed..<(Self.firstSeed + UInt64(Self.cases)) {
            let settings = InteractionWorldSettings(seed: seed)
            let script = generator.script(seed: seed)
            let checked = InvariantChecker.standard.check(script.trace, world: settings.makeWorld)
            #expect(checked.violations.isEmpty, "\(checked.violations) in seed \(seed): \(settings); \(script)")
            guard let run = checked.run, checked.violations.isEmpty else { break }
            transitions += run.outcomes.count
            let grabbed = run.outcomes.filter { !$0.interruptions.isEmpty }.count
            interrupted += grabbed
            if !settings.interruptible { interruptedGroups += grabbed }
            if !settings.allowsInterruption, grabbed > 0 { Issue.record("grabbed with interruption off: seed \(seed): \(settings)") }
            reasons.formUnion(run.outcomes.map(\.reason.rawValue))
        }
        // The generator must reach the interesting cases, or the invariants prove little.
        #expect(transitions > Self.cases)
        if Self.cases >= 100 {
            #expect(interrupted > 0)
            #expect(interruptedGroups > 0, "group-driven completions must be grabbed too")
            #expect(reasons.isSuperset(of: ["threshold", "velocity", "interrupted", "gesture-cancelled", "device-lost", "non-interactive"]), "reasons seen: \(reasons.sorted())")
        }
    }
}
