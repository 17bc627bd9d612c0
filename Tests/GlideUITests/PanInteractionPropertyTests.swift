import GlideGestures
import GlideInput
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@testable import GlideUI

/// SplitMix64: a small seeded generator, so every case can be replayed from its seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// One step of a random gesture script.
enum GestureAction: CustomStringConvertible {
    /// Changes the number of fingers down to `fingers` (0…4), `ms` after the last frame.
    case fingers(Int, ms: Double)
    /// Moves the fingers `frames` times at (vx, vy) points per second, frames `ms` apart, each jittered by up to `jitter` points.
    case drag(frames: Int, vx: Double, vy: Double, ms: Double, jitter: Double, irregular: Bool)
    /// A frame with the same time as the last one (after a small move).
    case duplicate
    /// A frame `ms` before the last one.
    case backwards(ms: Double)
    /// A frame after a `SYN_DROPPED` resync, with a jump of (dx, dy).
    case resync(dx: Double, dy: Double)
    /// The device goes away; it comes back `ms` later with no fingers down.
    case deviceLost(ms: Double)
    /// Time passes without frames.
    case wait(ms: Double)

    var description: String {
        switch self {
        case .fingers(let n, let ms): "fingers(\(n), +\(ms)ms)"
        case .drag(let frames, let vx, let vy, let ms, let jitter, let irregular):
            "drag(\(frames)×, v=(\(Int(vx)),\(Int(vy))), \(ms)ms, jitter \(jitter)\(irregular ? ", irregular" : ""))"
        case .duplicate: "duplicate"
        case .backwards(let ms): "backwards(\(ms)ms)"
        case .resync(let dx, let dy): "resync(\(Int(dx)),\(Int(dy)))"
        case .deviceLost(let ms): "deviceLost(+\(ms)ms)"
        case .wait(let ms): "wait(\(ms)ms)"
        }
    }
}

/// A random case: the world's settings and the gesture script.
struct GestureCase: CustomStringConvertible {
    let seed: UInt64
    let touchpad: Bool
    let policy: CompletionPolicy
    let speedRule: CompletionSpeedRule
    /// A property animator runs the completion (else the captured group of `View.animate` calls); both are grabbable.
    let interruptible: Bool
    /// Whether the controller grabs completions at all (`PanInteractionController.allowsInterruption`).
    let allowsInterruption: Bool
    let duration: Double
    let actions: [GestureAction]

    init(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        self.seed = seed
        touchpad = Bool.random(using: &rng)
        policy = [CompletionPolicy.standard, .projected(), .fling()].randomElement(using: &rng) ?? .standard
        speedRule = Bool.random(using: &rng) ? .remainingFraction : .fixed(Double.random(in: -1...3, using: &rng))
        interruptible = Bool.random(using: &rng)
        duration = [0, 0.05, 0.25, 0.5, 1].randomElement(using: &rng) ?? 0.25
        var actions: [GestureAction] = []
        for _ in 0..<Int.random(in: 4...40, using: &rng) {
            let ms = { (range: ClosedRange<Double>) in (Double.random(in: range, using: &rng) * 2).rounded() / 2 }
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<22: actions.append(.fingers(Int.random(in: 0...4, using: &rng), ms: ms(0...40)))
            case 22..<60:
                let horizontal = Bool.random(using: &rng)
                let speed = Double.random(in: -3000...3000, using: &rng)
                let cross = Double.random(in: -1...1, using: &rng) * (horizontal ? 0.3 : 2) * abs(speed)
                actions.append(.drag(frames: Int.random(in: 1...20, using: &rng), vx: speed, vy: cross, ms: ms(1...20),
                                     jitter: Bool.random(using: &rng) ? 0 : ms(0...3), irregular: Bool.random(using: &rng)))
            case 60..<66: actions.append(.duplicate)
            case 66..<71: actions.append(.backwards(ms: ms(1...30)))
            case 71..<76: actions.append(.resync(dx: Double.random(in: -80...80, using: &rng), dy: Double.random(in: -80...80, using: &rng)))
            case 76..<81: actions.append(.deviceLost(ms: ms(0...200)))
            default: actions.append(.wait(ms: ms(0...600)))
            }
        }
        self.actions = actions
        // Drawn last, so that the scripts of earlier versions of this generator stay the same for a seed.
        allowsInterruption = Int.random(in: 0..<5, using: &rng) != 0
    }

    var description: String {
        "seed \(seed): \(touchpad ? "touchpad" : "touchscreen"), \(policy), \(speedRule), interruptible \(interruptible), grabs \(allowsInterruption), D = \(duration) s; "
            + actions.map(\.description).joined(separator: " ")
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
    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? { slide(for: context).interruptibleAnimator(using: context) }

    func animationEnded(_ transitionCompleted: Bool) {
        ended(transitionCompleted)
    }
}

/// What one run of a case produced and the invariant violations it saw.
struct GestureRun {
    var outcomes: [TransitionOutcome] = []
    var jsonLines = ""
    var violations: [String] = []
}

/// Runs a case in a fresh world: a sheet over "home" in a 400 × 800 window, dismissed by a rightward pan, re-presented without animation after each dismissal.
func run(_ gestureCase: GestureCase) -> GestureRun {
    var result = GestureRun()
    let device = gestureCase.touchpad ? TestDevice.touchpad : TestDevice.touchscreen
    let home = ViewController(name: "home")
    let sheet = ViewController(name: "sheet")
    let scene = Scene(root: home)
    let window = scene.window
    let animator = ObservedSlideAnimator(duration: gestureCase.duration, interruptible: gestureCase.interruptible)
    let delegate = PanDelegate(animator: animator)
    sheet.transitioningDelegate = delegate
    sheet.modalPresentationStyle = .overFullScreen
    home.present(sheet, animated: false)
    guard let pan = PanGestureRecognizer(device: device, window: window) else {
        result.violations.append("no pan for the test device")
        return result
    }
    let controller = PanInteractionController(pan: pan, policy: gestureCase.policy, speedRule: gestureCase.speedRule)
    controller.completionCurve = .linear
    controller.allowsInterruption = gestureCase.allowsInterruption
    delegate.interaction = controller
    var digestsAtBegin: [Int: TreeDigest] = [:]
    controller.beginTransition = {
        let digest = TreeDigest(of: window)
        let before = window.currentTransition?.number ?? 0
        sheet.dismiss(animated: true)
        if let number = window.currentTransition?.number, number > before { digestsAtBegin[number] = digest }
    }
    animator.ended = { completed in
        guard !completed, let number = window.currentTransition?.number else { return }
        if digestsAtBegin[number] != TreeDigest(of: window) { result.violations.append("transition \(number) cancelled but the tree changed") }
    }
    controller.attach(to: window)
    window.connectInputDevice(device)

    var script = TouchScript(device: device)
    var rng = SplitMix64(seed: gestureCase.seed ^ 0x5EED)
    func send(_ frame: TouchFrame) {
        window.handle(frame)
        let p = controller.percentComplete
        if !(p.isFinite && p >= 0 && p <= 1) { result.violations.append("percent \(p) out of 0…1 at \(frame.time) µs") }
        if window.currentTransition?.isInFlight != true, home.presentedViewController == nil { home.present(sheet, animated: false) }
    }
    func setFingers(_ count: Int) {
        while script.fingerCount < count {
            script.down(x: Double.random(in: 60...340, using: &rng), y: Double.random(in: 100...700, using: &rng))
        }
        while script.fingerCount > count { script.liftLast() }
    }
    for action in gestureCase.actions {
        switch action {
        case .fingers(let count, let ms):
            setFingers(count)
            send(script.frame(after: ms))
        case .drag(let frames, let vx, let vy, let ms, let jitter, let irregular):
            for _ in 0..<frames {
                let step = irregular ? Double.random(in: 0.5...2, using: &rng) * ms : ms
                let shake = { jitter > 0 ? Double.random(in: -jitter...jitter, using: &rng) : 0 }
                script.move(dx: vx * step / 1000 + shake(), dy: vy * step / 1000 + shake())
                send(script.frame(after: step))
            }
        case .duplicate:
            script.move(dx: 1, dy: 0)
            send(script.frame(after: 0))
        case .backwards(let ms):
            script.move(dx: 2, dy: 0)
            send(script.frame(after: -ms))
        case .resync(let dx, let dy):
            script.move(dx: dx, dy: dy)
            script.resyncNext = true
            send(script.frame())
        case .deviceLost(let ms):
            window.inputDeviceLost()
            script.liftAll()
            _ = script.frame(after: ms)
            scene.clock.advance(to: max(scene.clock.now, window.clockTime(ofFrameTime: script.time)))
            window.connectInputDevice(device)
        case .wait(let ms):
            _ = script.frame(after: ms)
            scene.clock.advance(to: max(scene.clock.now, window.clockTime(ofFrameTime: script.time)))
        }
    }
    script.liftAll()
    send(script.frame())
    scene.clock.runUntilIdle()

    let outcomes = window.transitionLog.outcomes
    let begun = window.currentTransition?.number ?? 0
    if outcomes.map(\.transition) != Array(1...max(begun, 1)).prefix(begun).map({ $0 }) {
        result.violations.append("records \(outcomes.map(\.transition)) for \(begun) begun transitions")
    }
    if window.currentTransition?.isInFlight == true { result.violations.append("a transition is still in flight") }
    for outcome in outcomes {
        result.violations += check(outcome, policy: gestureCase.policy, containerLength: 400)
    }
    result.outcomes = outcomes
    result.jsonLines = window.transitionLog.jsonLines
    withExtendedLifetime((delegate, controller)) {}
    return result
}

/// The invariants of one outcome record.
func check(_ outcome: TransitionOutcome, policy: CompletionPolicy, containerLength: Double) -> [String] {
    var violations: [String] = []
    let name = "transition \(outcome.transition)"
    if !outcome.diagnostics.isEmpty { violations.append("\(name): diagnostics \(outcome.diagnostics)") }
    guard outcome.startMilliseconds.isFinite, outcome.endMilliseconds.isFinite, outcome.endMilliseconds >= outcome.startMilliseconds else {
        return violations + ["\(name): start \(outcome.startMilliseconds) end \(outcome.endMilliseconds)"]
    }
    if let release = outcome.releaseMilliseconds, !(release.isFinite && release >= outcome.startMilliseconds && outcome.endMilliseconds >= release) {
        violations.append("\(name): release \(release) outside start…end")
    }
    if !(outcome.completionSpeed.isFinite && outcome.completionSpeed > 0) { violations.append("\(name): completion speed \(outcome.completionSpeed)") }
    guard outcome.reason != .nonInteractive else { return violations }
    violations += checkDecision(outcome.decision, outcome.reason, outcome.percentAtRelease, outcome.velocityAtRelease, policy, containerLength, name)
    for (index, interruption) in outcome.interruptions.enumerated() {
        let label = "\(name) interruption \(index + 1)"
        violations += checkDecision(interruption.decision, interruption.reason, interruption.percentAtRelease, interruption.velocityAtRelease, policy, containerLength, label)
        if !(interruption.percentAtGrab >= 0 && interruption.percentAtGrab <= 1) { violations.append("\(label): grabbed at \(interruption.percentAtGrab)") }
        if let release = interruption.releaseMilliseconds, !(interruption.grabMilliseconds >= release) { violations.append("\(label): grab before release") }
    }
    return violations
}

/// Whether a release's decision is the one the policy gives for its percent and velocity.
func checkDecision(
    _ decision: TransitionDecision, _ reason: TransitionReason, _ percent: Double?, _ velocity: Double?, _ policy: CompletionPolicy,
    _ containerLength: Double, _ name: String
) -> [String] {
    guard let percent, let velocity, percent.isFinite, percent >= 0, percent <= 1, velocity.isFinite else {
        return ["\(name): percent \(String(describing: percent)), velocity \(String(describing: velocity))"]
    }
    switch reason {
    case .threshold, .velocity:
        let verdict = policy.decide(percent: percent, velocity: velocity, containerLength: containerLength)
        return verdict.decision == decision && verdict.reason == reason ? [] : ["\(name): \(decision)/\(reason) but \(policy) gives \(verdict)"]
    case .interrupted:
        let verdict = policy.decide(percent: percent, velocity: 0, containerLength: containerLength)
        return verdict.decision == decision && velocity == 0 ? [] : ["\(name): interrupted \(decision) but \(policy) at rest gives \(verdict.decision)"]
    case .gestureCancelled, .deviceLost:
        return decision == .cancel ? [] : ["\(name): \(reason) but \(decision)"]
    case .nonInteractive, .stuck:
        return ["\(name): unexpected reason \(reason)"]
    }
}

/// Random gesture scripts against the pan interaction: the invariants of DESIGN.md hold for every one.
///
/// `GLIDE_PROPERTY_CASES` sets the number of cases (default 150); `GLIDE_PROPERTY_SEED` the first seed.
@Suite struct PanInteractionPropertyTests {
    static let cases = getenv("GLIDE_PROPERTY_CASES").flatMap { Int(String(cString: $0)) } ?? 150
    static let firstSeed = getenv("GLIDE_PROPERTY_SEED").flatMap { UInt64(String(cString: $0)) } ?? 1

    @Test func invariantsHoldAndRunsRepeatExactly() {
        var transitions = 0
        var interrupted = 0
        var interruptedGroups = 0
        var reasons: Set<String> = []
        for seed in Self.firstSeed..<(Self.firstSeed + UInt64(Self.cases)) {
            let gestureCase = GestureCase(seed: seed)
            let first = run(gestureCase)
            let second = run(gestureCase)
            #expect(first.violations.isEmpty, "\(first.violations) in \(gestureCase)")
            #expect(first.jsonLines == second.jsonLines, "two runs differ: \(gestureCase)")
            transitions += first.outcomes.count
            let grabbed = first.outcomes.filter { !$0.interruptions.isEmpty }.count
            interrupted += grabbed
            if !gestureCase.interruptible { interruptedGroups += grabbed }
            if !gestureCase.allowsInterruption, grabbed > 0 { Issue.record("grabbed with interruption off: \(gestureCase)") }
            reasons.formUnion(first.outcomes.map(\.reason.rawValue))
            if !first.violations.isEmpty { break }
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
