import Testing
@testable import GlideUI

@Suite struct AnimationGroupTests {
    /// A world with one 0.5 s linear slide and one 0.5 s ease-in-out fade, captured and paused.
    private func scrubbedWorld(duration: Double = 0.5) -> (AnimationTestWorld, View, AnimationGroup, Log) {
        let world = AnimationTestWorld()
        let view = world.add("to", Rect(x: 400, y: 0, width: 400, height: 800))
        let log = Log()
        let group = world.engine.captureAnimations {
            View.animate(withDuration: duration, options: .curveLinear, animations: {
                view.frame = Rect(x: 0, y: 0, width: 400, height: 800)
            }) { finished in log.entries.append("slide \(finished) @\(world.clock.now)") }
            View.animate(withDuration: duration, animations: { view.alpha = 0 }) { finished in
                log.entries.append("fade \(finished) @\(world.clock.now)")
            }
        }
        group.pause()
        return (world, view, group, log)
    }

    final class Log {
        var entries: [String] = []
    }

    @Test func seekShowsEachAnimationAtItsOwnTiming() {
        let (world, view, group, _) = scrubbedWorld()
        #expect(group.capturedCount == 2)
        #expect(group.duration == 0.5)
        group.seek(toOffset: 0.125)
        #expect(abs(view.presentation.center.x - 500) < 1e-9)
        #expect(abs(view.presentation.alpha - (1 - TimingCurve.easeInOut.value(at: 0.25))) < 1e-12)
        world.clock.advance(by: 3)
        #expect(abs(view.presentation.center.x - 500) < 1e-9)
        #expect(group.activeCount == 2)
        group.seek(toFraction: 0.5)
        #expect(abs(group.fractionComplete - 0.5) < 1e-12)
        #expect(abs(view.presentation.alpha - 0.5) < 1e-12)
    }

    /// Run back as a layer's clock alone, the model keeps what the blocks set; run back restoring
    /// the start (UIKit's percent-driven cancel), each member writes its start values into the
    /// model before its completion runs, which still gets `finished == true`.
    @Test(arguments: [false, true])
    func aBackwardResumeRestoresTheStartOnlyWhenAsked(restoresStart: Bool) {
        let (world, view, group, log) = scrubbedWorld()
        var seen: [(x: Double, alpha: Double)] = []
        group.seek(toOffset: 0.3)
        group.resume(forward: false, speed: 1, restoresStart: restoresStart) { _ in seen.append((view.frame.minX, view.alpha)) }
        world.clock.advance(by: 1)
        #expect(group.isEnded && log.entries.count == 2 && log.entries.allSatisfy { $0.contains("true") })
        let expected = restoresStart ? (x: 400.0, alpha: 1.0) : (x: 0.0, alpha: 0.0)
        #expect(view.frame.minX == expected.x && view.alpha == expected.alpha)
        #expect(seen.count == 1 && seen.first?.x == expected.x && seen.first?.alpha == expected.alpha)
    }

    @Test func seekClampsToTheGroup() {
        let (_, view, group, _) = scrubbedWorld()
        group.seek(toOffset: 9)
        #expect(group.offset == 0.5)
        #expect(view.presentation.center.x == 200)
        group.seek(toOffset: -1)
        #expect(group.offset == 0)
        group.seek(toOffset: .nan)
        #expect(group.offset == 0)
    }

    @Test func finishFromSixTenthsAtSpeedPointFourTakesExactlyTheRemainder() {
        let duration = 0.5
        let (world, view, group, log) = scrubbedWorld(duration: duration)
        world.clock.advance(to: 1)
        group.seek(toOffset: 0.6 * duration)
        var ended: Double?
        group.resume(forward: true, speed: 0.4, timing: .curve(.easeInOut)) { _ in ended = world.clock.now }
        let expected = (0.4 * duration) / 0.4
        #expect(abs((group.remainingTime ?? 0) - expected) < 1e-12)
        world.clock.advance(to: 1 + expected / 2)
        #expect(abs(group.offset - 0.8 * duration) < 1e-9)
        #expect(abs(view.presentation.center.x - 280) < 1e-6)
        world.clock.advance(to: 3)
        #expect(abs((ended ?? 0) - (1 + expected)) < 1e-12)
        #expect(log.entries.count == 2)
        #expect(log.entries.allSatisfy { $0.contains("true") })
        #expect(group.isEnded && group.activeCount == 0)
        #expect(view.presentation == view.modelValues)
    }

    @Test func cancelFromThreeTenthsAtSpeedPointSevenRunsBack() {
        let duration = 0.5
        let (world, view, group, log) = scrubbedWorld(duration: duration)
        group.seek(toOffset: 0.3 * duration)
        var ended: Double?
        group.resume(forward: false, speed: 0.7, timing: .curve(.linear)) { finished in
            #expect(finished)
            ended = world.clock.now
        }
        let expected = 0.3 * duration / 0.7
        world.clock.advance(to: expected * 0.999)
        #expect(view.presentation.center.x > 599 && view.presentation.center.x < 600)
        #expect(log.entries.isEmpty)
        world.clock.advance(to: 1)
        #expect(abs((ended ?? 0) - expected) < 1e-12)
        #expect(log.entries.sorted() == ["fade true @\(ended ?? 0)", "slide true @\(ended ?? 0)"])
        // The model values stay what the animation blocks set; the caller restores them.
        #expect(view.presentation.center.x == 200)
        #expect(view.alpha == 0)
    }

    @Test(arguments: [0.0, -1.0, .nan, .infinity])
    func nonPositiveOrNonFiniteSpeedFinishesAtOnce(speed: Double) {
        let (world, _, group, log) = scrubbedWorld()
        world.clock.advance(to: 2)
        group.seek(toFraction: 0.4)
        var ended: Double?
        group.resume(forward: true, speed: speed) { _ in ended = world.clock.now }
        #expect(group.remainingTime == 0)
        world.clock.advance(by: 0)
        #expect(ended == 2)
        #expect(log.entries.count == 2)
        #expect(world.clock.pendingCallbackCount == 0)
    }

    @Test func resumeAtTheEndFinishesAtOnce() {
        let (world, _, group, _) = scrubbedWorld()
        group.seek(toFraction: 1)
        var ended = false
        group.resume(forward: true, speed: 1) { _ in ended = true }
        world.clock.advance(by: 0)
        #expect(ended)
    }

    @Test func resumeFollowsItsCurveInGroupTime() {
        let (world, _, group, _) = scrubbedWorld(duration: 1)
        group.seek(toOffset: 0.2)
        group.resume(forward: true, speed: 2, timing: .curve(.easeIn))
        world.clock.advance(by: 0.1)
        #expect(abs(group.offset - (0.2 + 0.8 * TimingCurve.easeIn.value(at: 0.25))) < 1e-12)
    }

    @Test func aGrabMidResumeFreezesTheOffsetAndCanReverse() {
        let (world, _, group, log) = scrubbedWorld(duration: 1)
        group.seek(toOffset: 0.5)
        var firstEnded = false
        group.resume(forward: true, speed: 1) { _ in firstEnded = true }
        world.clock.advance(by: 0.25)
        group.pause()
        #expect(abs(group.offset - 0.75) < 1e-12)
        world.clock.advance(by: 5)
        #expect(abs(group.offset - 0.75) < 1e-12)
        #expect(log.entries.isEmpty)
        var secondEnded: Double?
        group.resume(forward: false, speed: 1) { _ in secondEnded = world.clock.now }
        world.clock.advance(by: 1)
        #expect(!firstEnded)
        #expect(abs((secondEnded ?? 0) - 6.0) < 1e-12)
        #expect(log.entries.count == 2)
    }

    /// What a grab relies on: pausing mid-resume shows exactly what was shown, and nothing has completed.
    @Test func aPauseMidResumeIsExactAndCompletesNothing() {
        let (world, view, group, log) = scrubbedWorld(duration: 1)
        group.seek(toOffset: 0.2)
        group.resume(forward: true, speed: 0.8, timing: .curve(.easeInOut))
        world.clock.advance(by: 0.37)
        let offset = group.offset
        let shown = view.presentation
        group.pause()
        #expect(group.offset == offset)
        #expect(view.presentation == shown)
        #expect(!group.hasCompletedMembers && group.activeCount == 2 && log.entries.isEmpty)
        world.clock.advance(by: 2)
        #expect(view.presentation == shown)
        #expect(log.entries.isEmpty, "no member completes while paused")
        group.resume(forward: false, speed: 2)
        world.clock.advance(by: 1)
        #expect(log.entries.count == 2 && group.hasCompletedMembers)
    }

    @Test func shorterMembersCompleteWhenTheOffsetPassesTheirEnd() {
        let world = AnimationTestWorld()
        let view = world.add("v")
        var log: [String] = []
        let group = world.engine.captureAnimations {
            View.animate(withDuration: 0.2, options: .curveLinear, animations: { view.alpha = 0 }) { _ in log.append("short") }
            View.animate(withDuration: 1, options: .curveLinear, animations: { view.center = .zero }) { _ in log.append("long") }
        }
        group.pause()
        group.resume(forward: true, speed: 1)
        world.clock.advance(to: 0.25)
        #expect(log == ["short"])
        #expect(group.hasCompletedMembers, "the short member can no longer be scrubbed back")
        world.clock.advance(to: 1)
        #expect(log == ["short", "long"])
    }

    @Test func animationsStartedInCompletionsDoNotJoinTheGroup() {
        let world = AnimationTestWorld()
        let view = world.add("v")
        var nestedDone: Double?
        let group = world.engine.captureAnimations {
            View.animate(withDuration: 0.5, animations: { view.alpha = 0 }) { _ in
                View.animate(withDuration: 0.5, options: .curveLinear, animations: { view.alpha = 1 }) { _ in nestedDone = world.clock.now }
            }
        }
        let later = world.engine.captureAnimations {}
        group.pause()
        group.resume(forward: true, speed: 1)
        world.clock.advance(to: 0.5)
        #expect(group.capturedCount == 1)
        #expect(later.capturedCount == 0)
        #expect(view.hasAnimations)
        group.seek(toOffset: 0)
        world.clock.advance(to: 0.75)
        #expect(abs(view.presentation.alpha - 0.5) < 1e-12)
        world.clock.advance(to: 2)
        #expect(nestedDone == 1)
    }

    @Test func aFreeGroupRunsOnTheClockUntilPaused() {
        let world = AnimationTestWorld()
        let view = world.add("v")
        var done = false
        let group = world.engine.captureAnimations {
            View.animate(withDuration: 1, options: .curveLinear, animations: { view.alpha = 0 }) { _ in done = true }
        }
        #expect(group.isFree)
        world.clock.advance(to: 0.25)
        #expect(abs(view.presentation.alpha - 0.75) < 1e-12)
        group.pause()
        world.clock.advance(to: 3)
        #expect(!done)
        #expect(abs(group.offset - 0.25) < 1e-12)
    }

    @Test func aFreeGroupPausedAfterItsEndStaysAtItsEnd() {
        let world = AnimationTestWorld()
        let view = world.add("v")
        let group = world.engine.captureAnimations {
            View.animate(withDuration: 1, options: .curveLinear, animations: { view.alpha = 0 })
        }
        world.clock.advance(to: 3)
        group.pause()
        #expect(group.offset == 1)
        #expect(group.fractionComplete == 1)
        var ended: Double?
        group.resume(forward: true, speed: 1) { _ in ended = world.clock.now }
        world.clock.advance(by: 0)
        #expect(ended == 3)
    }

    @Test func anExtendedTimelineKeepsTheRemainingTimeExact() {
        let world = AnimationTestWorld()
        let view = world.add("v")
        var log: [String] = []
        let group = world.engine.captureAnimations {
            View.animate(withDuration: 0.3, options: .curveLinear, animations: { view.alpha = 0 }) { _ in log.append("member @\(world.clock.now)") }
        }
        group.extendDuration(to: 0.5)
        group.extendDuration(to: .nan)
        group.extendDuration(to: 0.1)
        #expect(group.duration == 0.5)
        group.seek(toOffset: 0.6 * 0.5)
        group.resume(forward: true, speed: 0.4) { _ in log.append("group @\(world.clock.now)") }
        #expect(abs((group.remainingTime ?? 0) - (1 - 0.6) * 0.5 / 0.4) < 1e-12)
        world.clock.advance(to: 0.01)
        #expect(log == ["member @\(1.0 / 120)"])
        world.clock.advance(to: 1)
        #expect(log.last == "group @0.5")
    }

    @Test func anEmptyGroupCompletesAtOnce() {
        let world = AnimationTestWorld()
        let group = world.engine.captureAnimations {}
        var done = false
        group.resume(forward: true, speed: 1) { _ in done = true }
        world.clock.advance(by: 0)
        #expect(done)
        #expect(group.duration == 0)
    }
}
