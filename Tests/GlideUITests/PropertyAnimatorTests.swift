import Foundation
import Testing
@testable import GlideUI

@Suite struct PropertyAnimatorTests {
    /// A world with a card at x = 0…100 and a 1 s linear animator sliding it to x = 300…400.
    private func slide(duration: Double = 1, curve: TimingCurve = .linear) -> (AnimationTestWorld, View, PropertyAnimator, Log) {
        let world = AnimationTestWorld()
        let card = world.add("card", Rect(x: 0, y: 0, width: 100, height: 100))
        let animator = PropertyAnimator(duration: duration, curve: curve) {
            card.center = Point(x: 350, y: 50)
            card.alpha = 0
        }
        let log = Log()
        animator.addCompletion { position in log.entries.append("\(position.rawValue)@\(world.clock.now)") }
        return (world, card, animator, log)
    }

    final class Log {
        var entries: [String] = []
    }

    @Test func runsToTheEndAndBecomesInactive() throws {
        let (world, card, animator, log) = slide()
        #expect(animator.state == .inactive)
        try animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(animator.engine === world.engine)
        world.clock.advance(to: 0.25)
        #expect(abs(animator.fractionComplete - 0.25) < 1e-12)
        #expect(abs(card.presentation.center.x - 125) < 1e-9)
        world.clock.advance(to: 1)
        #expect(log.entries == ["end@1.0"])
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(card.presentation.center.x == 350 && card.center.x == 350)
        #expect(!card.isAnimating)
    }

    @Test func pauseFreezesAndContinueTakesTheFactorTimesTheDuration() throws {
        let (world, card, animator, log) = slide(duration: 2)
        try animator.startAnimation()
        world.clock.advance(to: 0.6)
        try animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        #expect(abs(animator.fractionComplete - 0.3) < 1e-12)
        world.clock.advance(to: 5)
        #expect(abs(card.presentation.center.x - 140) < 1e-9)
        try animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
        // Apple: the factor times the original duration is the new duration: 0.5 · 2 = 1 s for the rest.
        #expect(abs((animator.remainingTime ?? 0) - 1) < 1e-12)
        world.clock.advance(to: 5.5)
        #expect(abs(card.presentation.center.x - 245) < 1e-9)
        world.clock.advance(to: 6.5)
        #expect(log.entries == ["end@6.0"])
    }

    @Test func aDurationFactorOfZeroContinuesOverTheTimeThatWasLeft() throws {
        // The idiom of Apple's samples (`continueAnimation(withTimingParameters: nil, durationFactor: 0)`):
        // the rest runs at the animator's own pace instead of snapping to the end.
        let (world, card, animator, log) = slide(duration: 2)
        try animator.startAnimation()
        world.clock.advance(to: 0.6)
        try animator.pauseAnimation()
        try animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        #expect(abs((animator.remainingTime ?? 0) - 1.4) < 1e-12)
        world.clock.advance(to: 1.3)
        #expect(abs(card.presentation.center.x - 245) < 1e-9)
        world.clock.advance(to: 3)
        #expect(log.entries == ["end@2.0"])
    }

    @Test func fractionCompleteReadsFromTheReversedEnd() throws {
        let (world, _, animator, log) = slide()
        try animator.startAnimation()
        world.clock.advance(to: 0.25)
        try animator.pauseAnimation()
        #expect(abs(animator.fractionComplete - 0.25) < 1e-12)
        try animator.setReversed(true)
        // UIKit (iOS 11+) measures it along the reversed direction.
        #expect(abs(animator.fractionComplete - 0.75) < 1e-12)
        try animator.setFractionComplete(0.5)
        #expect(abs(animator.fractionComplete - 0.5) < 1e-12)
        try animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        world.clock.advance(to: 0.5)
        #expect(abs(animator.fractionComplete - 0.75) < 1e-12)
        world.clock.advance(to: 1)
        #expect(log.entries == ["start@0.75"])
    }

    @Test func reversedWhilePausedRunsBackToTheStartAndRestoresModelValues() throws {
        let (world, card, animator, log) = slide()
        try animator.setFractionComplete(0.6)
        #expect(animator.state == .active)
        #expect(abs(card.presentation.center.x - 230) < 1e-9)
        try animator.setReversed(true)
        try animator.continueAnimation(withTimingParameters: .curve(.easeOut), durationFactor: 0.6)
        #expect(abs((animator.remainingTime ?? 0) - 0.6) < 1e-12)
        world.clock.advance(to: 0.3)
        let halfway = 230 - 180 * TimingCurve.easeOut.value(at: 0.5)
        #expect(abs(card.presentation.center.x - halfway) < 1e-9)
        world.clock.advance(to: 0.6)
        #expect(log.entries == ["start@0.6"])
        #expect(card.center == Point(x: 50, y: 50))
        #expect(card.alpha == 1)
        #expect(card.presentation == card.model)
    }

    @Test func reversingWhileRunningTurnsRoundFromWhereItIs() throws {
        let (world, card, animator, log) = slide()
        try animator.startAnimation()
        world.clock.advance(to: 0.25)
        try animator.setReversed(true)
        #expect(animator.isRunning && animator.isReversed)
        #expect(abs((animator.remainingTime ?? 0) - 0.25) < 1e-12)
        world.clock.advance(to: 0.375)
        #expect(abs(card.presentation.center.x - 87.5) < 1e-9)
        world.clock.advance(to: 1)
        #expect(log.entries == ["start@0.5"])
        #expect(card.center.x == 50)
    }

    @Test func scrubbingFollowsTheCurveWhenNotLinear() throws {
        let (_, card, animator, _) = slide(curve: .easeInOut)
        try animator.setFractionComplete(0.2)
        #expect(abs(card.presentation.alpha - 0.8) < 1e-12)
        animator.scrubsLinearly = false
        try animator.setFractionComplete(0.2)
        #expect(abs(card.presentation.alpha - (1 - TimingCurve.easeInOut.value(at: 0.2))) < 1e-12)
        try animator.setFractionComplete(.nan)
        #expect(animator.fractionComplete == 0)
        try animator.setFractionComplete(3)
        #expect(animator.fractionComplete == 1)
    }

    @Test func stopThenFinishAtEachPosition() throws {
        for position in [AnimatingPosition.start, .current, .end] {
            let (world, card, animator, log) = slide()
            try animator.startAnimation()
            world.clock.advance(to: 0.5)
            try animator.stopAnimation(false)
            #expect(animator.state == .stopped)
            #expect(card.center.x == 200 && !card.isAnimating)
            try animator.finishAnimation(at: position)
            #expect(animator.state == .inactive)
            #expect(log.entries == ["\(position.rawValue)@0.5"])
            let expected: CGFloat = switch position {
            case .start: 50
            case .current: 200
            case .end: 350
            }
            #expect(card.center.x == expected, "\(position)")
        }
    }

    @Test func stopWithoutFinishingLeavesCurrentValuesAndSkipsCompletions() throws {
        let (world, card, animator, log) = slide()
        try animator.startAnimation()
        world.clock.advance(to: 0.5)
        try animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(card.center.x == 200 && card.alpha == 0.5)
        world.clock.advance(to: 2)
        #expect(log.entries.isEmpty)
        try animator.stopAnimation(true)
        #expect(animator.state == .inactive)
    }

    @Test func pausesOnCompletionStaysActiveAndCanReverse() throws {
        let (world, card, animator, log) = slide()
        animator.pausesOnCompletion = true
        try animator.startAnimation()
        world.clock.advance(to: 2)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 1)
        #expect(log.entries.isEmpty)
        try animator.setReversed(true)
        try animator.startAnimation()
        world.clock.advance(to: 2.5)
        #expect(abs(card.presentation.center.x - 200) < 1e-9)
    }

    @Test func animationsAddedWhileRunningUseTheRemainingTime() throws {
        let (world, card, animator, _) = slide()
        try animator.startAnimation()
        world.clock.advance(to: 0.5)
        try animator.addAnimations { card.bounds.size = Size(width: 300, height: 100) }
        #expect(card.presentation.bounds.width == 100)
        world.clock.advance(to: 0.75)
        #expect(abs(card.presentation.bounds.width - 200) < 1e-9)
        world.clock.advance(to: 1)
        #expect(card.presentation.bounds.width == 300)
    }

    @Test func delayedAnimationsStartAfterTheirShareOfTheRemainingTime() throws {
        let (world, card, animator, _) = slide()
        try animator.addAnimations({ card.transform = CGAffineTransform(scaleX: 2, y: 2) }, delayFactor: 0.5)
        try animator.startAnimation()
        world.clock.advance(to: 0.4)
        #expect(card.presentation.transform == .identity)
        world.clock.advance(to: 0.75)
        #expect(abs(card.presentation.transform.a - 1.5) < 1e-9)
        try animator.pauseAnimation()
        // Added while active at fraction 0.75: starts after half the remaining quarter, at 0.875.
        try animator.addAnimations({ card.bounds.size = Size(width: 200, height: 100) }, delayFactor: 0.5)
        try animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.25)
        world.clock.advance(to: 0.875)
        #expect(card.presentation.bounds.width == 100)
        world.clock.advance(to: 0.9375)
        #expect(abs(card.presentation.bounds.width - 150) < 1e-9)
        world.clock.advance(to: 1)
        #expect(card.transform.a == 2 && card.bounds.width == 200 && !card.isAnimating)
        #expect(throws: PropertyAnimatorError.self) {
            let stopped = PropertyAnimator(duration: 1) { card.alpha = 0.5 }
            try stopped.startAnimation()
            try stopped.stopAnimation(false)
            try stopped.addAnimations({}, delayFactor: 0.1)
        }
    }

    @Test func springContinuationEndsExactly() throws {
        let (world, card, animator, log) = slide()
        try animator.setFractionComplete(0.5)
        try animator.continueAnimation(withTimingParameters: .spring(SpringTiming(dampingRatio: 0.5, initialVelocity: 2)), durationFactor: 0.5)
        var peak = 0.0
        for step in 1...50 {
            world.clock.advance(to: Double(step) * 0.01)
            peak = max(peak, card.presentation.center.x)
        }
        #expect(peak > 350)
        #expect(log.entries == ["end@0.5"])
        #expect(card.center.x == 350)
    }

    @Test func invalidCallsThrowNamingCallAndState() throws {
        let (world, _, animator, _) = slide()
        func rejected(_ call: String, _ state: AnimatingState, _ body: () throws -> Void) {
            do {
                try body()
                Issue.record("\(call) was accepted in \(state)")
            } catch let error as PropertyAnimatorError {
                #expect(error.call == call)
                #expect(error.state == state)
                #expect(error.description.contains(call) && error.description.contains(state.rawValue))
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
        rejected("finishAnimation(at:)", .inactive) { try animator.finishAnimation(at: .end) }
        rejected("continueAnimation(withTimingParameters:durationFactor:)", .inactive) {
            try animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        }
        try animator.startAnimation()
        rejected("continueAnimation(withTimingParameters:durationFactor:)", .active) {
            try animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        }
        rejected("setFractionComplete(_:)", .active) { try animator.setFractionComplete(0.5) }
        rejected("setInterruptible(_:)", .active) { try animator.setInterruptible(false) }
        rejected("finishAnimation(at:)", .active) { try animator.finishAnimation(at: .end) }
        world.clock.advance(to: 0.5)
        try animator.stopAnimation(false)
        rejected("startAnimation(afterDelay:)", .stopped) { try animator.startAnimation() }
        rejected("pauseAnimation()", .stopped) { try animator.pauseAnimation() }
        rejected("stopAnimation(_:)", .stopped) { try animator.stopAnimation(false) }
        rejected("addAnimations(_:)", .stopped) { try animator.addAnimations {} }
        rejected("setReversed(_:)", .stopped) { try animator.setReversed(true) }
        try animator.finishAnimation(at: .end)

        let rigid = PropertyAnimator(duration: 1, curve: .linear)
        try rigid.setInterruptible(false)
        rejected("pauseAnimation()", .inactive) { try rigid.pauseAnimation() }
        rejected("setFractionComplete(_:)", .inactive) { try rigid.setFractionComplete(0.5) }
    }

    @Test func startingReversedRunsFromTheEndToTheStart() throws {
        let (world, card, animator, log) = slide()
        try animator.setReversed(true)
        try animator.startAnimation()
        // At the end state, and nothing done yet of the reversed run.
        #expect(animator.fractionComplete == 0 && animator.position == 1)
        #expect(card.presentation.center.x == 350)
        world.clock.advance(to: 0.25)
        #expect(abs(card.presentation.center.x - 275) < 1e-9)
        world.clock.advance(to: 1)
        #expect(log.entries == ["start@1.0"])
        #expect(card.center.x == 50)
    }

    @Test func startAfterDelayWaits() throws {
        let (world, card, animator, log) = slide()
        try animator.startAnimation(afterDelay: 0.5)
        world.clock.advance(to: 0.5)
        #expect(card.presentation.center.x == 50)
        #expect(animator.isRunning)
        world.clock.advance(to: 1)
        #expect(abs(card.presentation.center.x - 200) < 1e-9)
        world.clock.advance(to: 1.5)
        #expect(log.entries == ["end@1.5"])
    }

    @Test func anAnimatorWithoutAnEngineFinishesAtOnce() throws {
        let loose = View(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "loose")
        let animator = PropertyAnimator(duration: 1, curve: .linear) { loose.alpha = 0 }
        var position: AnimatingPosition?
        animator.addCompletion { position = $0 }
        try animator.startAnimation()
        #expect(position == .end)
        #expect(loose.alpha == 0 && animator.state == .inactive)
    }

    @Test func capturedAnimatorsKeepTheirOwnTime() throws {
        let world = AnimationTestWorld()
        let card = world.add("card")
        var animator: PropertyAnimator?
        let group = world.engine.captureAnimations {
            let made = PropertyAnimator(duration: 1, curve: .linear) { card.alpha = 0 }
            try? made.startAnimation()
            animator = made
        }
        group.pause()
        #expect(group.capturedCount == 0)
        #expect(animator?.engine === world.engine)
        world.clock.advance(to: 0.5)
        #expect(abs(card.presentation.alpha - 0.5) < 1e-12)
    }
}
