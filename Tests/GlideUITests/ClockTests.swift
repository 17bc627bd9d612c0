import Testing
@testable import GlideUI

@Suite struct ClockTests {
    @Test func runsCallbacksByDeadlineThenInsertionOrder() {
        let clock = VirtualClock()
        var log: [String] = []
        clock.schedule(at: 2) { log.append("b@\(clock.now)") }
        clock.schedule(at: 1) { log.append("a@\(clock.now)") }
        clock.schedule(at: 2) { log.append("c@\(clock.now)") }
        clock.schedule(at: 3) { log.append("late") }
        clock.advance(to: 2.5)
        #expect(log == ["a@1.0", "b@2.0", "c@2.0"])
        #expect(clock.now == 2.5)
        #expect(clock.pendingCallbackCount == 1)
    }

    @Test func callbacksScheduledWhileAdvancingRunWhenDue() {
        let clock = VirtualClock()
        var log: [Double] = []
        clock.schedule(at: 1) {
            log.append(clock.now)
            clock.schedule(at: 1.5) { log.append(clock.now) }
            clock.schedule(at: 0.2) { log.append(clock.now) }
        }
        clock.advance(by: 2)
        #expect(log == [1, 1, 1.5])
    }

    @Test func timeNeverMovesBack() {
        let clock = VirtualClock(now: 5)
        clock.advance(to: 3)
        #expect(clock.now == 5)
        var ranAt: Double?
        clock.schedule(at: 1) { ranAt = clock.now }
        clock.advance(by: 0)
        #expect(ranAt == 5)
    }

    @Test func cancelledCallbacksNeverRun() {
        let clock = VirtualClock()
        var ran = false
        let id = clock.schedule(at: 1) { ran = true }
        clock.cancel(id)
        #expect(clock.pendingCallbackCount == 0)
        #expect(clock.nextDeadline == nil)
        clock.advance(by: 2)
        #expect(!ran)
    }

    @Test func runUntilIdleStopsAtTheLimit() {
        let clock = VirtualClock()
        var count = 0
        func again() {
            count += 1
            clock.schedule(at: clock.now + 1) { again() }
        }
        again()
        #expect(!clock.runUntilIdle(limit: 10))
        #expect(clock.now == 10)
        #expect(count == 11)
        let finite = VirtualClock()
        finite.schedule(at: 4) {}
        #expect(finite.runUntilIdle())
        #expect(finite.now == 4)
    }

    @Test func aClockSaysWhetherItFollowsRealTime() {
        #expect(!VirtualClock().followsRealTime)
        #expect(SystemClock().followsRealTime)
    }

    @Test func advancingASystemClockRunsOnlyWhatIsDue() {
        let clock = SystemClock()
        var ran: [Int] = []
        clock.schedule(at: clock.now - 1) { ran.append(1) }
        clock.schedule(at: clock.now + 60) { ran.append(2) }
        clock.advance(to: clock.now + 120)
        #expect(ran == [1])
        #expect(clock.nextDeadline != nil, "the later callback still waits")
    }

    @Test func aSystemClockRunsUntilIdleInRealTime() {
        let clock = SystemClock()
        let start = clock.now
        var ran: [Int] = []
        clock.schedule(at: start + 0.003) { ran.append(1) }
        clock.schedule(at: start + 0.006) { ran.append(2) }
        #expect(clock.runUntilIdle(limit: 5))
        #expect(ran == [1, 2])
        #expect(clock.now >= start + 0.006)
        clock.schedule(at: clock.now + 60) {}
        #expect(!clock.runUntilIdle(limit: 0.002), "a callback beyond the limit is left")
    }

    @Test func systemClockRunsDueCallbacks() {
        let clock = SystemClock()
        let start = clock.now
        var ran: [Int] = []
        clock.schedule(at: start + 0.002) { ran.append(2) }
        clock.schedule(at: start - 1) { ran.append(1) }
        clock.run(until: start + 0.005)
        #expect(ran == [1, 2])
        #expect(clock.now >= start + 0.005)
    }
}
