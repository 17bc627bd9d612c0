import Foundation
import Testing
@testable import GlideUI

@Suite struct PropertyAnimatorTests {
    /// A world with a card at x = 0…100 and a 1 s linear animator sliding it to x = 300…400.
    private func slide(duration: Double = 1, curve: AnimationCurve = .linear) -> (AnimationTestWorld, View, PropertyAnimator, Log) {
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
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(animator.engine === world.engine)
        world.clock.advance(to: 0.25)
        #expect(abs(animator.fractionComplete - 0.25) < 1e-12)
        #expect(abs(card.presentation.center.x - 125) < 1e-9)
        world.clock.advance(to: 1)
        #expect(log.entries == ["end@1.0"])
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(card.presentation.center.x == 350 && card.center.x == 350)
        #expect(!card.hasAnimations)
    }

    @Test func pauseFreezesAndContinueTakesTheFactorTimesTheDuration() throws {
        let (world, card, animator, log) = slide(duration: 2)
        animator.startAnimation()
        world.clock.advance(to: 0.6)
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        #expect(abs(animator.fractionComplete - 0.3) < 1e-12)
        world.clock.advance(to: 5)
        #expect(abs(card.presentation.center.x - 140) < 1e-9)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
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
        animator.startAnimation()
        world.clock.advance(to: 0.6)
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        #expect(abs((animator.remainingTime ?? 0) - 1.4) < 1e-12)
        world.clock.advance(to: 1.3)
        #expect(abs(card.presentation.center.x - 245) < 1e-9)
        world.clock.advance(to: 3)
        #expect(log.entries == ["end@2.0"])
    }

    @Test func fractionCompleteReadsFromTheReversedEnd() throws {
        let (world, _, animator, log) = slide()
        animator.startAnimation()
        world.clock.advance(to: 0.25)
        animator.pauseAnimation()
        #expect(abs(animator.fractionComplete - 0.25) < 1e-12)
        animator.isReversed = true
        // UIKit (iOS 11+) measures it along the reversed direction.
        #expect(abs(animator.fractionComplete - 0.75) < 1e-12)
        animator.fractionComplete = 0.5
        #expect(abs(animator.fractionComplete - 0.5) < 1e-12)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        world.clock.advance(to: 0.5)
        #expect(abs(animator.fractionComplete - 0.75) < 1e-12)
        world.clock.advance(to: 1)
        #expect(log.entries == ["start@0.75"])
    }

    @Test func reversedWhilePausedRunsBackToTheStartAndRestoresModelValues() throws {
        let (world, card, animator, log) = slide()
        animator.fractionComplete = 0.6
        #expect(animator.state == .active)
        #expect(abs(card.presentation.center.x - 230) < 1e-9)
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: AnimationTiming.curve(.easeOut), durationFactor: 0.6)
        #expect(abs((animator.remainingTime ?? 0) - 0.6) < 1e-12)
        world.clock.advance(to: 0.3)
        let halfway = 230 - 180 * TimingCurve.easeOut.value(at: 0.5)
        #expect(abs(card.presentation.center.x - halfway) < 1e-9)
        world.clock.advance(to: 0.6)
        #expect(log.entries == ["start@0.6"])
        #expect(card.center == Point(x: 50, y: 50))
        #expect(card.alpha == 1)
        #expect(card.presentation == card.modelValues)
    }

    @Test func reversingWhileRunningTurnsRoundFromWhereItIs() throws {
        let (world, card, animator, log) = slide()
        animator.startAnimation()
        world.clock.advance(to: 0.25)
        animator.isReversed = true
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
        animator.fractionComplete = 0.2
        #expect(abs(card.presentation.alpha - 0.8) < 1e-12)
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.2
        #expect(abs(card.presentation.alpha - (1 - TimingCurve.easeInOut.value(at: 0.2))) < 1e-12)
        animator.fractionComplete = .nan
        #expect(animator.fractionComplete == 0)
        animator.fractionComplete = 3
        #expect(animator.fractionComplete == 1)
    }

    @Test func stopThenFinishAtEachPosition() throws {
        for position in [AnimatingPosition.start, .current, .end] {
            let (world, card, animator, log) = slide()
            animator.startAnimation()
            world.clock.advance(to: 0.5)
            animator.stopAnimation(false)
            #expect(animator.state == .stopped)
            #expect(card.center.x == 200 && !card.hasAnimations)
            animator.finishAnimation(at: position)
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
        animator.startAnimation()
        world.clock.advance(to: 0.5)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(card.center.x == 200 && card.alpha == 0.5)
        world.clock.advance(to: 2)
        #expect(log.entries.isEmpty)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
    }

    @Test func pausesOnCompletionStaysActiveAndCanReverse() throws {
        let (world, card, animator, log) = slide()
        animator.pausesOnCompletion = true
        animator.startAnimation()
        world.clock.advance(to: 2)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 1)
        #expect(log.entries.isEmpty)
        animator.isReversed = true
        animator.startAnimation()
        world.clock.advance(to: 2.5)
        #expect(abs(card.presentation.center.x - 200) < 1e-9)
    }

    @Test func animationsAddedWhileRunningUseTheRemainingTime() throws {
        let (world, card, animator, _) = slide()
        animator.startAnimation()
        world.clock.advance(to: 0.5)
        animator.addAnimations { card.bounds.size = Size(width: 300, height: 100) }
        #expect(card.presentation.bounds.width == 100)
        world.clock.advance(to: 0.75)
        #expect(abs(card.presentation.bounds.width - 200) < 1e-9)
        world.clock.advance(to: 1)
        #expect(card.presentation.bounds.width == 300)
    }

    @Test func delayedAnimationsStartAfterTheirShareOfTheRemainingTime() throws {
        let (world, card, animator, _) = slide()
        animator.addAnimations({ card.transform = CGAffineTransform(scaleX: 2, y: 2) }, delayFactor: 0.5)
        animator.startAnimation()
        world.clock.advance(to: 0.4)
        #expect(card.presentation.transform == .identity)
        world.clock.advance(to: 0.75)
        #expect(abs(card.presentation.transform.a - 1.5) < 1e-9)
        animator.pauseAnimation()
        // Added while active at fraction 0.75: starts after half the remaining quarter, at 0.875.
        animator.addAnimations({ card.bounds.size = Size(width: 200, height: 100) }, delayFactor: 0.5)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.25)
        world.clock.advance(to: 0.875)
        #expect(card.presentation.bounds.width == 100)
        world.clock.advance(to: 0.9375)
        #expect(abs(card.presentation.bounds.width - 150) < 1e-9)
        world.clock.advance(to: 1)
        #expect(card.transform.a == 2 && card.bounds.width == 200 && !card.hasAnimations)
        let stopped = PropertyAnimator(duration: 1) { card.alpha = 0.5 }
        stopped.startAnimation()
        stopped.stopAnimation(false)
        stopped.addAnimations({}, delayFactor: 0.1)
        #expect(stopped.lastRejection?.call == "addAnimations(_:delayFactor:)")
    }

    @Test func springContinuationEndsExactly() throws {
        let (world, card, animator, log) = slide()
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: AnimationTiming.spring(SpringTiming(dampingRatio: 0.5, initialVelocity: 2)), durationFactor: 0.5)
        var peak = 0.0
        for step in 1...50 {
            world.clock.advance(to: Double(step) * 0.01)
            peak = max(peak, card.presentation.center.x)
        }
        #expect(peak > 350)
        #expect(log.entries == ["end@0.5"])
        #expect(card.center.x == 350)
    }

    @Test func invalidCallsChangeNothingAndAreReportedNamingCallAndState() throws {
        let (world, card, animator, _) = slide()
        var reported: [PropertyAnimatorError] = []
        world.engine.rejectionHandler = { reported.append($0) }
        func rejected(_ call: String, _ state: AnimatingState, on target: PropertyAnimator? = nil, _ body: () -> Void) {
            let target = target ?? animator
            let count = reported.count
            let shown = card.presentation
            let fraction = target.fractionComplete
            let (wasRunning, wasReversed, wasState) = (target.isRunning, target.isReversed, target.state)
            body()
            guard let error = target.lastRejection, error.call == call else {
                Issue.record("\(call) was accepted in \(state)")
                return
            }
            #expect(error.state == state)
            #expect(error.description.contains(call) && error.description.contains(state.rawValue))
            #expect(target.fractionComplete == fraction && target.isRunning == wasRunning)
            #expect(target.isReversed == wasReversed && target.state == wasState)
            #expect(card.presentation == shown)
            if target.engine != nil { #expect(reported.count == count + 1 && reported.last == error) }
        }
        rejected("finishAnimation(at:)", .inactive) { animator.finishAnimation(at: .end) }
        rejected("continueAnimation(withTimingParameters:durationFactor:)", .inactive) {
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        }
        animator.startAnimation()
        world.clock.advance(to: 0.25)
        rejected("continueAnimation(withTimingParameters:durationFactor:)", .active) {
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        }
        rejected("fractionComplete", .active) { animator.fractionComplete = 0.5 }
        rejected("isInterruptible", .active) { animator.isInterruptible = false }
        rejected("isUserInteractionEnabled", .active) { animator.isUserInteractionEnabled = false }
        rejected("finishAnimation(at:)", .active) { animator.finishAnimation(at: .end) }
        world.clock.advance(to: 0.5)
        animator.stopAnimation(false)
        rejected("startAnimation()", .stopped) { animator.startAnimation() }
        rejected("startAnimation(afterDelay:)", .stopped) { animator.startAnimation(afterDelay: 1) }
        rejected("pauseAnimation()", .stopped) { animator.pauseAnimation() }
        rejected("stopAnimation(_:)", .stopped) { animator.stopAnimation(false) }
        rejected("addAnimations(_:)", .stopped) { animator.addAnimations {} }
        rejected("addAnimations(_:delayFactor:)", .stopped) { animator.addAnimations({}, delayFactor: 0.1) }
        rejected("isReversed", .stopped) { animator.isReversed = true }
        animator.finishAnimation(at: .end)
        #expect(animator.state == .inactive && card.center.x == 350)

        let rigid = PropertyAnimator(duration: 1, curve: .linear)
        rigid.isInterruptible = false
        rejected("pauseAnimation()", .inactive, on: rigid) { rigid.pauseAnimation() }
        rejected("fractionComplete", .inactive, on: rigid) { rigid.fractionComplete = 0.5 }
    }

    @Test func startingReversedRunsFromTheEndToTheStart() throws {
        let (world, card, animator, log) = slide()
        animator.isReversed = true
        animator.startAnimation()
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
        animator.startAnimation(afterDelay: 0.5)
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
        animator.startAnimation()
        #expect(position == .end)
        #expect(loose.alpha == 0 && animator.state == .inactive)
    }

    /// A property animator started inside a capture joins the group, as UIKit's container layer
    /// freezes its animations too: it follows the group's offset and ends when a resume passes its end.
    @Test func aCapturedAnimatorFollowsItsGroup() throws {
        let world = AnimationTestWorld()
        let card = world.add("card")
        var animator: PropertyAnimator?
        var ended: [AnimatingPosition] = []
        let group = world.engine.captureAnimations {
            let made = PropertyAnimator(duration: 1, curve: .linear) { card.alpha = 0 }
            made.addCompletion { ended.append($0) }
            made.startAnimation()
            animator = made
        }
        group.pause()
        #expect(group.capturedCount == 1 && group.duration == 1)
        #expect(animator?.engine === world.engine)
        world.clock.advance(to: 0.5)
        #expect(card.presentation.alpha == 1, "a paused group holds its animator")
        group.seek(toOffset: 0.25)
        #expect(abs(card.presentation.alpha - 0.75) < 1e-12 && animator?.fractionComplete == 0.25)
        group.resume(forward: true, speed: 1, timing: .curve(.linear))
        world.clock.advance(to: 0.875)
        #expect(abs(card.presentation.alpha - 0.375) < 1e-12)
        world.clock.runUntilIdle()
        #expect(ended == [.end] && card.alpha == 0 && animator?.state == .inactive && group.activeCount == 0)
    }

    /// The animator's own calls take it back from its group, from where the group showed it.
    @Test func anAnimatorsOwnCallTakesItBackFromItsGroup() throws {
        let world = AnimationTestWorld()
        let card = world.add("card")
        var animator: PropertyAnimator?
        let group = world.engine.captureAnimations {
            animator = PropertyAnimator(duration: 1, curve: .linear) { card.alpha = 0 }
            animator?.startAnimation()
        }
        group.seek(toOffset: 0.5)
        let taken = try #require(animator)
        taken.pauseAnimation()
        #expect(group.activeCount == 0 && taken.fractionComplete == 0.5)
        group.seek(toOffset: 0)
        #expect(abs(card.presentation.alpha - 0.5) < 1e-12, "no longer the group's")
        taken.startAnimation()
        world.clock.advance(by: 0.5)
        #expect(card.alpha == 0 && taken.state == .inactive)
    }
}

extension PropertyAnimatorTests {
    /// UIKit hit-tests a view a property animator moves where it is shown (WWDC 2016, "Advances in
    /// UIKit Animations and Transitions"), unless `isManualHitTestingEnabled`; `View.animate` keeps model values.
    @Test(arguments: [(false, true), (true, false)])
    func aViewMovedByAPropertyAnimatorIsHitWhereItIsShown(manual: Bool, hitWhereShown: Bool) {
        let world = AnimationTestWorld()
        let card = world.add("card", Rect(x: 0, y: 0, width: 100, height: 100))
        let animator = PropertyAnimator(duration: 1, curve: .linear) { card.center = Point(x: 350, y: 50) }
        animator.isManualHitTestingEnabled = manual
        animator.startAnimation()
        world.clock.advance(to: 0.5)
        // Shown at x = 150…250 on its way from 0…100 to 300…400.
        #expect(abs(card.presentation.center.x - 200) < 1e-9)
        #expect((world.root.hitTest(Point(x: 200, y: 50)) === card) == hitWhereShown)
        #expect((world.root.hitTest(Point(x: 350, y: 50)) === card) == !hitWhereShown)
    }

    @Test func aViewMovedByViewAnimateIsHitAtItsModelValues() {
        let world = AnimationTestWorld()
        let card = world.add("card", Rect(x: 0, y: 0, width: 100, height: 100))
        View.animate(withDuration: 1, options: [.allowUserInteraction]) { card.center = Point(x: 350, y: 50) }
        world.clock.advance(to: 0.5)
        #expect(world.root.hitTest(Point(x: 350, y: 50)) === card)
        #expect(world.root.hitTest(Point(x: 50, y: 50)) === world.root)
    }
}
