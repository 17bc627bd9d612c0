import GlideTesting
import Synchronization

/// How a test world is broken, each on purpose to trip one invariant.
enum Breakage {
    /// Works as it should.
    case none
    /// The animator never calls `completeTransition` on a cancel.
    case stuckOnCancel
    /// Beginning a dismissal also writes a bogus record into the log.
    case extraRecord
    /// The interaction finishes when its policy says cancel.
    case finishesInsteadOfCancelling
    /// Beginning a dismissal dims the home view outside the transition.
    case changesTreeAtBegin
    /// Each world's animator runs longer than the last one's.
    case slowerEachTime
    /// The animator calls `completeTransition` twice when its animation ends.
    case completesTwice
    /// Under niri's policy, the interaction runs the rest along its curve instead of the policy's spring.
    case dropsTheSpring
    /// Under niri's policy, the interaction's spring starts at half the finger's speed.
    case halvesTheSpring
}

/// Counts worlds made with `.slowerEachTime`, so no two have the same duration.
let worldsMade = Atomic<Int>(0)

/// Slides the sheet off to the right in `duration` seconds.
final class TestSlideAnimator: ViewControllerAnimatedTransitioning {
    let duration: Double
    let completesOnCancel: Bool
    let completesTwice: Bool

    init(duration: Double, completesOnCancel: Bool, completesTwice: Bool = false) {
        self.duration = duration
        self.completesOnCancel = completesOnCancel
        self.completesTwice = completesTwice
    }

    func transitionDuration(using context: TransitionContext?) -> Double { duration }

    func animateTransition(using context: TransitionContext) {
        guard let sheet = context.view(forKey: .from) else { return context.completeTransition(true) }
        let width = context.containerView.bounds.width
        View.animate(withDuration: duration, options: .curveLinear, animations: { sheet.frame.origin.x = width }) { _ in
            if !context.transitionWasCancelled {
                context.completeTransition(true)
            } else if self.completesOnCancel {
                // A cancel has run the sheet's frame back to its start, as on iOS.
                context.completeTransition(false)
            }
            if self.completesTwice { context.completeTransition(!context.transitionWasCancelled) }
        }
    }
}

/// An interaction that finishes whenever it should cancel.
final class ContraryInteraction: PanInteractionController {
    override func cancel() { finish() }
}

/// Reads back its completion timing wrongly: none (the curve), or a spring at half the velocity.
final class SpringBreakingInteraction: PanInteractionController {
    let halves: Bool

    init(pan: PanGestureRecognizer, halves: Bool) {
        self.halves = halves
        super.init(pan: pan, direction: .rightward(), policy: .niri)
    }

    override var completionTiming: AnimationTiming? {
        get {
            guard halves, case .spring(let spring) = super.completionTiming else { return nil }
            return .spring(SpringTiming(dampingRatio: spring.dampingRatio, initialVelocity: spring.initialVelocity / 2))
        }
        set { super.completionTiming = newValue }
    }
}

/// A sheet over "home" in a 390 × 844 window, dismissed by a rightward pan, broken as asked.
func makeTestWorld(device: DeviceDescription, breakage: Breakage = .none) -> ReplayWorld {
    let duration = breakage == .slowerEachTime ? 0.3 + Double(worldsMade.add(1, ordering: .relaxed).newValue) / 1000 : 0.3
    let transitions = SheetTransitions(animator: TestSlideAnimator(duration: duration, completesOnCancel: breakage != .stuckOnCancel, completesTwice: breakage == .completesTwice))
    let (window, home, sheet) = makeSheetWindow(transitions)
    guard let pan = PanGestureRecognizer(device: device, window: window) else { return ReplayWorld(window: window, retaining: [transitions]) }
    let dismissal = switch breakage {
    case .finishesInsteadOfCancelling: ContraryInteraction(pan: pan, direction: .rightward())
    case .dropsTheSpring, .halvesTheSpring: SpringBreakingInteraction(pan: pan, halves: breakage == .halvesTheSpring)
    default: PanInteractionController(pan: pan, direction: .rightward())
    }
    dismissal.beginTransition = { [weak window] in
        if breakage == .changesTreeAtBegin { home.view.alpha = 0.5 }
        sheet.dismiss(animated: true)
        if breakage == .extraRecord, let window, let current = window.currentTransition {
            window.transitionLog.append(TransitionOutcome(
                transition: current.number, kind: .dismiss, animator: "Bogus", interactive: false,
                release: TransitionRelease(
                    decision: .finish, reason: .nonInteractive, percent: nil, velocity: nil, completionSpeed: 1, milliseconds: nil),
                startMilliseconds: 0, endMilliseconds: 0, visible: nil, diagnostics: []))
        }
    }
    transitions.interaction = dismissal
    dismissal.attach(to: window)
    return ReplayWorld(window: window, interactions: [dismissal], retaining: [transitions])
}

/// A two-finger touchpad swipe right by `dx` mm from 20 % of the width, in 0.2 s.
func swipe(dx: Double, device: SyntheticDevice = .touchpad()) -> GestureScript {
    var script = GestureScript(device: device)
    script.swipe(fingers: device.kind == .touchscreen ? 1 : 2, from: device.point(x: 0.2, y: 0.5), dx: dx, dy: 0)
    return script
}
