import GlideUIKit
import Testing

/// `UIViewPropertyAnimator` as UIKit code spells it: timing parameters, the running animator, and
/// calls that do not throw.
@Suite struct PropertyAnimatorNameTests {
    func makeWindow() -> (UIWindow, UIView, VirtualClock) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(card)
        return (window, card, window.clock as! VirtualClock)
    }

    @Test func timingParametersGiveUIKitsCurvesAndSprings() {
        #expect(UICubicTimingParameters().animationTiming == .curve(.easeInOut))
        #expect(UICubicTimingParameters(animationCurve: .easeOut).animationTiming == .curve(.easeOut))
        let points = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1))
        #expect(points.controlPoint1 == CGPoint(x: 0.2, y: 0) && points.controlPoint2 == CGPoint(x: 0, y: 1))
        #expect(UICubicTimingParameters(animationCurve: .easeIn).controlPoint1 == .zero)
        #expect(UISpringTimingParameters(dampingRatio: 0.6).spring == SpringTiming(dampingRatio: 0.6))
        #expect(UISpringTimingParameters(dampingRatio: 0.6, initialVelocity: CGVector(dx: 0, dy: 2)).spring.initialVelocity == 2)
        // ζ = c / (2 √(m k)): 10 / (2 √(1 × 100)) = 0.5.
        let physical = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
        #expect(abs(physical.spring.dampingRatio - 0.5) < 1e-12)
        #expect(UISpringTimingParameters(mass: 0, stiffness: 100, damping: 10, initialVelocity: .zero).spring.dampingRatio == 1)
    }

    /// An app's own provider, as UIKit code writes one: only UIKit's three requirements.
    final class AppProvider: UITimingCurveProvider {
        let timingCurveType: UITimingCurveType
        init(_ type: UITimingCurveType) { timingCurveType = type }
        var cubicTimingParameters: UICubicTimingParameters? { UICubicTimingParameters(animationCurve: .easeIn) }
        var springTimingParameters: UISpringTimingParameters? { UISpringTimingParameters(dampingRatio: 0.4) }
    }

    @Test func anAppsTimingCurveProviderGivesTheParametersItsTypeNames() {
        #expect(AppProvider(.builtin).animationTiming == .curve(.easeIn))
        #expect(AppProvider(.cubic).animationTiming == .curve(.easeIn))
        #expect(AppProvider(.spring).animationTiming == .spring(SpringTiming(dampingRatio: 0.4)))
        #expect(AppProvider(.composed).animationTiming == .spring(SpringTiming(dampingRatio: 0.4)))
        #expect(UICubicTimingParameters(animationCurve: .linear).timingCurveType == .builtin)
        #expect(UICubicTimingParameters(controlPoint1: .zero, controlPoint2: .zero).timingCurveType == .cubic)
        #expect(UISpringTimingParameters().timingCurveType == .spring)
    }

    /// `UIView.AnimationCurve` is an enum with UIKit's raw values, so a switch over it compiles.
    @Test func animationCurvesAreUIKitsEnum() {
        func options(_ curve: UIView.AnimationCurve) -> UIView.AnimationOptions {
            switch curve {
            case .easeInOut: .curveEaseInOut
            case .easeIn: .curveEaseIn
            case .easeOut: .curveEaseOut
            case .linear: .curveLinear
            }
        }
        #expect(UIView.AnimationCurve.allCases.map(\.rawValue) == [0, 1, 2, 3])
        #expect(UIView.AnimationCurve.allCases.allSatisfy { options($0).curve == $0.timingCurve })
    }

    /// An interaction controller that overrides `update(_:)` as UIKit declares it, with a `CGFloat`.
    final class TrackingInteraction: UIPercentDrivenInteractiveTransition {
        var updates: [CGFloat] = []
        override func update(_ percentComplete: CGFloat) {
            updates.append(percentComplete)
            super.update(percentComplete)
        }
    }

    /// Percents and fractions are `CGFloat`s, as UIKit types them: overrides and stored values
    /// written for UIKit compile, and a `Double` still passes.
    @Test func percentsAndFractionsAreCGFloats() {
        let (window, card, _) = makeWindow()
        defer { withExtendedLifetime(window) {} }
        let interaction = TrackingInteraction()
        let half: Double = 0.5
        interaction.update(half)
        interaction.update(CGFloat(0.25))
        #expect(interaction.updates == [0.5, 0.25])
        let speed: CGFloat = interaction.completionSpeed
        let percent: CGFloat = interaction.percentComplete
        #expect(speed == 1 && percent == 0)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.alpha = 0 }
        animator.pauseAnimation()
        let fraction: CGFloat = 0.25
        animator.fractionComplete = fraction
        #expect(animator.fractionComplete == fraction && abs(card.presentation.alpha - 0.75) < 1e-9)
    }

    @Test func aSpringAnimatorOvershootsAndEndsAtItsDuration() {
        let (window, card, clock) = makeWindow()
        defer { withExtendedLifetime(window) {} }
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: UISpringTimingParameters(dampingRatio: 0.3))
        animator.addAnimations { card.center = CGPoint(x: 250, y: 50) }
        var ended: UIViewAnimatingPosition?
        animator.addCompletion { ended = $0 }
        animator.startAnimation()
        var peak: CGFloat = 0
        for step in 1...100 {
            clock.advance(to: Double(step) / 100)
            peak = max(peak, card.presentation.center.x)
        }
        #expect(peak > 250)
        #expect(ended == .end && card.center.x == 250 && animator.state == .inactive)
    }

    @Test func aRunningPropertyAnimatorStartsAfterItsDelayAlongTheOptionsCurve() {
        let (window, card, clock) = makeWindow()
        defer { withExtendedLifetime(window) {} }
        var ended: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0.5, options: [.curveLinear],
            animations: { card.alpha = 0 }, completion: { ended = $0 })
        #expect(animator.state == .active && animator.isRunning && animator.delay == 0.5)
        #expect(!animator.isUserInteractionEnabled)
        clock.advance(to: 0.5)
        #expect(card.presentation.alpha == 1)
        clock.advance(to: 1)
        #expect(abs(card.presentation.alpha - 0.5) < 1e-9)
        clock.advance(to: 1.5)
        #expect(ended == .end && card.alpha == 0)
    }

    @Test func settingFractionAndDirectionScrubsAndTurnsTheAnimatorRound() {
        let (window, card, clock) = makeWindow()
        defer { withExtendedLifetime(window) {} }
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.center = CGPoint(x: 250, y: 50) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        #expect(card.presentation.center.x == 150)
        animator.isReversed = true
        // UIKit reads the fraction from the reversed end.
        #expect(animator.fractionComplete == 0.5)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        clock.advance(to: 0.5)
        #expect(card.center.x == 50 && animator.state == .inactive)
    }
}
