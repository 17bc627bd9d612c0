import Testing

@testable import GlideUI

/// The three completion policies and the speed rules at their boundaries, as pure functions.
@Suite struct CompletionPolicyTests {
    typealias Verdict = (decision: TransitionDecision, reason: TransitionReason)

    static func expect(_ verdict: Verdict, _ decision: TransitionDecision, _ reason: TransitionReason, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(verdict.decision == decision, sourceLocation: sourceLocation)
        #expect(verdict.reason == reason, sourceLocation: sourceLocation)
    }

    @Test func thresholdCancelsBelowPointTwoAndFinishesFromIt() {
        let policy = CompletionPolicy.standard
        #expect(policy == .threshold(0.2))
        Self.expect(policy.decide(percent: 0.19, velocity: 0, containerLength: 400), .cancel, .threshold)
        Self.expect(policy.decide(percent: 0.21, velocity: 0, containerLength: 400), .finish, .threshold)
        Self.expect(policy.decide(percent: 0.2, velocity: 0, containerLength: 400), .finish, .threshold)
        Self.expect(policy.decide(percent: 0.2.nextDown, velocity: 0, containerLength: 400), .cancel, .threshold)
        // The velocity plays no part, however fast.
        Self.expect(policy.decide(percent: 0.19, velocity: 10_000, containerLength: 400), .cancel, .threshold)
        Self.expect(policy.decide(percent: 0.21, velocity: -10_000, containerLength: 400), .finish, .threshold)
    }

    @Test func projectionCoastsHalfTheVelocityInPoints() {
        // r = 0.998: (v / 1000) · 0.998 / 0.002 = 0.499 · v points.
        #expect(abs(CompletionPolicy.projectedDistance(velocity: 1000, decelerationRate: 0.998) - 499) < 1e-9)
        #expect(abs(CompletionPolicy.projectedDistance(velocity: -200, decelerationRate: 0.99) + 19.8) < 1e-9)
    }

    @Test func projectedComparesTheProjectedProgressWithOneHalf() {
        let policy = CompletionPolicy.projected()
        // Without velocity the percent alone decides, at 0.5 exactly.
        Self.expect(policy.decide(percent: 0.5, velocity: 0, containerLength: 400), .finish, .velocity)
        Self.expect(policy.decide(percent: 0.5.nextDown, velocity: 0, containerLength: 400), .cancel, .velocity)
        // p = 0.25 in a 1000-point container needs 250 points of coast: v = 250 / 0.499 ≈ 501.0 points per second.
        Self.expect(policy.decide(percent: 0.25, velocity: 502, containerLength: 1000), .finish, .velocity)
        Self.expect(policy.decide(percent: 0.25, velocity: 500, containerLength: 1000), .cancel, .velocity)
        // A fast throw back cancels a nearly finished transition.
        Self.expect(policy.decide(percent: 0.9, velocity: -1000, containerLength: 400), .cancel, .velocity)
    }

    @Test func flingDecidesFromOneContainerLengthPerSecond() {
        let policy = CompletionPolicy.fling()
        Self.expect(policy.decide(percent: 0.05, velocity: 400, containerLength: 400), .finish, .velocity)
        Self.expect(policy.decide(percent: 0.95, velocity: -400, containerLength: 400), .cancel, .velocity)
        Self.expect(policy.decide(percent: 0.3, velocity: 400.0.nextDown, containerLength: 400), .cancel, .threshold)
        Self.expect(policy.decide(percent: 0.5, velocity: -399, containerLength: 400), .finish, .threshold)
        Self.expect(policy.decide(percent: 0.5.nextDown, velocity: 399, containerLength: 400), .cancel, .threshold)
    }

    /// A short fast flick: 15 % of the way at 1500 points per second in a 400-point container.
    @Test(arguments: [
        (CompletionPolicy.standard, TransitionDecision.cancel, TransitionReason.threshold),
        (CompletionPolicy.projected(), .finish, .velocity),
        (CompletionPolicy.fling(), .finish, .velocity),
    ])
    func aShortFastFlick(policy: CompletionPolicy, decision: TransitionDecision, reason: TransitionReason) {
        Self.expect(policy.decide(percent: 0.15, velocity: 1500, containerLength: 400), decision, reason)
    }

    @Test func badInputsNeverTrap() {
        let named: [(CompletionPolicy, TransitionReason)] = [(.standard, .threshold), (.projected(), .velocity), (.fling(), .threshold)]
        for (policy, reason) in named {
            Self.expect(policy.decide(percent: .nan, velocity: 0, containerLength: 400), .cancel, reason)
            #expect(policy.decide(percent: 2, velocity: .nan, containerLength: 400).decision == .finish)
            #expect(policy.decide(percent: -1, velocity: .infinity, containerLength: 400).decision == .cancel, "an infinite velocity counts as 0")
            #expect(policy.decide(percent: 0.1, velocity: 1e9, containerLength: 0).decision == .cancel, "no length: velocity plays no part")
            #expect(policy.decide(percent: 0.6, velocity: -1e9, containerLength: .nan).decision == .finish)
        }
    }

    @Test func descriptionsNameThePolicies() {
        #expect(CompletionPolicy.standard.description == "threshold(0.2)")
        #expect(CompletionPolicy.projected().description == "projected(0.998, 0.5)")
        #expect(CompletionPolicy.fling().description == "fling(1.0, 0.5)")
    }

    @Test func speedIsOneMinusPercentNeverBelowTheMinimum() {
        let rule = CompletionSpeedRule.remainingFraction
        #expect(rule.speed(atPercent: 0.25) == 0.75)
        #expect(rule.speed(atPercent: 0) == 1)
        #expect(rule.speed(atPercent: 0.95) == CompletionSpeedRule.minimum)
        #expect(rule.speed(atPercent: 1) == CompletionSpeedRule.minimum)
        #expect(rule.speed(atPercent: .nan) == 1)
        #expect(rule.speed(atPercent: -3) == 1)
        #expect(CompletionSpeedRule.fixed(2).speed(atPercent: 0.5) == 2)
        #expect(CompletionSpeedRule.fixed(0).speed(atPercent: 0.5) == CompletionSpeedRule.minimum)
        #expect(CompletionSpeedRule.fixed(-3).speed(atPercent: 0.5) == CompletionSpeedRule.minimum)
        #expect(CompletionSpeedRule.fixed(.nan).speed(atPercent: 0.5) == 1)
        #expect(CompletionSpeedRule.fixed(.infinity).speed(atPercent: 0.5) == 1)
    }
}
