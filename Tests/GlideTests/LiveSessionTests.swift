import Dispatch
import Foundation
import GlideGallery
import GlideInput
import GlideUI
import Synchronization
import Testing

@testable import Glide

/// A device that plays events at their timestamps (relative to when reading starts), then
/// optionally goes away, then blocks until stopped: a stand-in for an evdev node in-process.
final class ScriptedDevice: Sendable {
    private let events: [InputEvent]
    private let loseAtEnd: Bool
    private let position = Mutex<(index: Int, start: Double?, lost: Bool)>((0, nil, false))
    private let stopped = DispatchSemaphore(value: 0)
    private let isStopped = Atomic<Bool>(false)

    init(events: [InputEvent], loseAtEnd: Bool = false) {
        self.events = events
        self.loseAtEnd = loseAtEnd
    }

    /// The next element, after sleeping until its time; blocks after the script until `stop()`.
    func next() -> DeviceEvent? {
        let (index, start, lost) = position.withLock { state -> (Int, Double, Bool) in
            let start = state.start ?? MonotonicTime.now
            state.start = start
            defer { state.index += 1 }
            return (state.index, start, state.lost)
        }
        if isStopped.load(ordering: .acquiring) { return nil }
        if index < events.count {
            let due = start + Double(events[index].time - events[0].time) / 1e6
            let pause = due - MonotonicTime.now
            if pause > 0 { usleep(UInt32(pause * 1e6)) }
            return .event(events[index])
        }
        if loseAtEnd && !lost {
            position.withLock { $0.lost = true }
            return .deviceLost(reason: "scripted loss")
        }
        if !loseAtEnd { stopped.wait() }
        return nil
    }

    func stop() {
        isStopped.store(true, ordering: .releasing)
        stopped.signal()
    }

    /// A live session of the aweme scene reading this script, its releases decided by `policy`.
    func session(recording: String? = nil, latency: LiveSession.Latency = .exact, policy: any ReleasePolicy = .standard) throws -> LiveSession {
        let input = LiveInput(next: { self.next() }, stop: { self.stop() })
        return try LiveSession(
            input: input, device: SyntheticTouchpad.device, devicePath: nil, recording: recording, latency: latency
        ) { device, clock throws(GlideError) in
            do {
                return SessionTarget(scene: try Scene.require(named: "aweme").make(clock: clock, device: device, policy: policy))
            } catch {
                throw GlideError(status: .failure, message: "\(error)")
            }
        }
    }
}

/// `LiveSession` in-process, on scripted devices paced in real time.
@Suite(.serialized)
struct LiveSessionTests {
    /// A two-finger swipe right over `dx` units of the synthetic pad (1000 units wide).
    static func swipe(dx: Int32 = 400, lift: Bool = true) -> [InputEvent] {
        var events = SyntheticTouchpad.swipe(fingers: 2, dx: dx, dy: 0, start: 5_000_000)
        if !lift {
            let lastReport = events.dropLast().lastIndex(where: \.isSynReport) ?? 0
            events = Array(events[...lastReport])
        }
        return events
    }

    /// The records a replay of `events` gives.
    static func replayed(_ events: [InputEvent]) throws -> [TransitionOutcome] {
        try ReplaySession(tracePath: try SyntheticTouchpad.write(events)).run().outcomes
    }

    @Test func aLiveSwipeGivesTheRecordsOfItsReplay() throws {
        let events = Self.swipe()
        let recording = Paths.temporaryDirectory().appendingPathComponent("live.evemu").path
        let session = try ScriptedDevice(events: events).session(recording: recording)
        var reported: [SessionEvent] = []
        session.onEvent = { reported.append($0) }
        let result = try session.run(maxTransitions: 1, timeout: 10)
        #expect(result.end == .transitionLimit)
        #expect(result.events == events.count)
        let replay = try Self.replayed(events)
        #expect(replay.count == 1)
        #expect(replay.first?.decision == .finish)
        // Byte for byte: the live clock reads the input's time, 0 at the first event.
        #expect(result.outcomes.map(\.jsonLine) == replay.map(\.jsonLine))
        // The recording replays to the same records.
        let fromRecording = try ReplaySession(tracePath: recording).run().outcomes
        #expect(fromRecording.map(\.jsonLine) == replay.map(\.jsonLine))
        // Every kind of report arrives, in time order, the outcome last.
        #expect(reported.contains { if case .fingers(let change) = $0 { change.fingers == 2 } else { false } })
        #expect(reported.contains { if case .recognizer(let change) = $0 { change.state == .began } else { false } })
        #expect(reported.contains { if case .progress(let update) = $0 { update.percent > 0.3 && !update.views.isEmpty } else { false } })
        #expect(zip(reported, reported.dropFirst()).allSatisfy { $0.time <= $1.time })
        guard case .outcome(let last)? = reported.last else {
            Issue.record("the last report is not the outcome: \(String(describing: reported.last))")
            return
        }
        #expect(last == result.outcomes.first)
    }

    /// A policy of the user's own decides a live swipe: one that never finishes.
    @Test func aPolicyOfYourOwnDecidesALiveSwipe() throws {
        struct Never: ReleasePolicy {
            var description: String { "never" }
            func decide(_ release: ReleaseInput) -> ReleaseVerdict { ReleaseVerdict(.cancel, .threshold) }
        }
        let result = try ScriptedDevice(events: Self.swipe()).session(policy: Never()).run(maxTransitions: 1, timeout: 10)
        #expect(result.outcomes.map(\.decision) == [.cancel])
        #expect(result.outcomes.first?.release.policy?.description == "never")
    }

    @Test func fingersDownAtOpenStartTheSwipeAndItsRecordingReplaysAlike() throws {
        // The swipe's fingers were already down when the device was opened, 50 ms before it
        // moved: the device's first frame is its state at open (EvdevDevice's seed), not the landing.
        let swipe = Self.swipe()
        let landing = try #require(swipe.firstIndex { $0.isSynReport }) + 1
        let atOpen = DeviceState(
            slots: [.init(slot: 0, trackingID: 100, x: 300, y: 200), .init(slot: 1, trackingID: 101, x: 400, y: 200)],
            currentSlot: 1, keysDown: [KeyCode.btnTouch, KeyCode.btnToolDoubleTap])
        let events = atOpen.events(at: swipe[0].time - 50_000) + swipe[landing...]
        let recording = Paths.temporaryDirectory().appendingPathComponent("live.evemu").path
        let result = try ScriptedDevice(events: events).session(recording: recording).run(maxTransitions: 1, timeout: 10)
        #expect(result.end == .transitionLimit)
        let replay = try Self.replayed(events)
        #expect(replay.map(\.decision) == [.finish])
        #expect(result.outcomes.map(\.jsonLine) == replay.map(\.jsonLine))
        #expect(try ReplaySession(tracePath: recording).run().outcomes.map(\.jsonLine) == replay.map(\.jsonLine))
        // Without the seed, the fingers never land: no transition.
        #expect(try Self.replayed(Array(swipe[landing...])).isEmpty)
    }

    @Test func losingTheDeviceMidSwipeCancelsWithDeviceLostAndEndsTheSession() throws {
        let session = try ScriptedDevice(events: Self.swipe(lift: false), loseAtEnd: true).session()
        let started = MonotonicTime.now
        let result = try session.run(timeout: 10)
        #expect(MonotonicTime.now - started < 5)
        #expect(result.end == .deviceLost(reason: "scripted loss"))
        let outcome = try #require(result.outcomes.first)
        #expect(outcome.decision == .cancel)
        #expect(outcome.reason == .deviceLost)
        #expect(outcome.visible == "list")
        #expect(result.outcomes.count == 1)
    }

    @Test func stopFromAnotherThreadEndsAnIdleSession() throws {
        let session = try ScriptedDevice(events: []).session()
        let handle = session.stopHandle
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { handle.stop() }
        let started = MonotonicTime.now
        let result = try session.run(timeout: 10)
        #expect(result.end == .stopped)
        #expect(MonotonicTime.now - started < 5)
        #expect(result.outcomes.isEmpty)
    }

    @Test func stoppingWithFingersDownEndsAsTheReplayOfTheRecordingDoes() throws {
        let recording = Paths.temporaryDirectory().appendingPathComponent("cut.evemu").path
        let session = try ScriptedDevice(events: Self.swipe(lift: false)).session(recording: recording)
        let handle = session.stopHandle
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.6) { handle.stop() }
        let result = try session.run(timeout: 10)
        #expect(result.end == .stopped)
        let outcome = try #require(result.outcomes.first)
        #expect(outcome.reason == .deviceLost)
        #expect(outcome.decision == .cancel)
        let replayed = try ReplaySession(tracePath: recording).run().outcomes
        #expect(result.outcomes.map(\.jsonLine) == replayed.map(\.jsonLine))
    }

    @Test func lowLatencyGivesTheReplaysRecordsWithinAFrame() throws {
        let events = Self.swipe()
        let session = try ScriptedDevice(events: events).session(latency: .low)
        #expect(session.latency == .low)
        let result = try session.run(maxTransitions: 1, timeout: 10)
        let replay = try Self.replayed(events)
        let live = try #require(result.outcomes.first)
        let replayed = try #require(replay.first)
        #expect(result.outcomes.count == 1 && live.decision == replayed.decision && live.reason == replayed.reason)
        let frame = 10.0  // ms between the swipe's frames
        #expect(abs(live.startMilliseconds - replayed.startMilliseconds) <= frame)
        #expect(abs((live.releaseMilliseconds ?? 0) - (replayed.releaseMilliseconds ?? 0)) <= frame)
        #expect(abs(live.endMilliseconds - replayed.endMilliseconds) <= frame)
        #expect(abs((live.percentAtRelease ?? 0) - (replayed.percentAtRelease ?? 0)) <= 0.05)
    }

    @Test(arguments: [(LiveSession.Latency.exact, 0.010), (.low, 0)])
    func thePacerWakesForADeadlineLateByTheLatencysLag(latency: LiveSession.Latency, lag: Double) throws {
        let clock = VirtualClock()
        let window = Window(clock: clock)
        var pacer = LiveClockPacer(clock: clock, latency: latency)
        var fired = false
        clock.schedule(at: 0.004) { fired = true }
        #expect(pacer.nextWakeup == nil, "no wake-up before the first event")
        pacer.noteEvent(time: 1_000_000, window: window)
        let anchor = try #require(pacer.anchor)
        #expect(abs((pacer.nextWakeup ?? 0) - (anchor + 0.004 + lag)) < 1e-9)
        usleep(6_000)
        // At least 6 ms after the event: the low-latency pacer runs the 4 ms deadline; the exact one
        // only once 14 ms have passed (a loaded machine may have slept that long).
        let before = MonotonicTime.now - anchor
        let ran = pacer.runDue()
        let after = MonotonicTime.now - anchor
        if before >= 0.004 + lag { #expect(ran && fired) }
        if after < 0.004 + lag { #expect(!ran && !fired) }
        #expect(latency == .exact || ran)
    }

    @Test func aTimeoutEndsTheSession() throws {
        let started = MonotonicTime.now
        let result = try ScriptedDevice(events: []).session().run(timeout: 0.3)
        let elapsed = MonotonicTime.now - started
        #expect(result.end == .timedOut)
        #expect(elapsed >= 0.3 && elapsed < 3)
    }

    @Test func theAsyncSequenceDeliversTheReportsAndEnds() async throws {
        let events = Self.swipe()
        let session = try ScriptedDevice(events: events).session()
        var outcomes: [TransitionOutcome] = []
        var progress = 0
        for try await event in session.events(maxTransitions: 1, timeout: 10) {
            switch event {
            case .outcome(let outcome): outcomes.append(outcome)
            case .progress: progress += 1
            case .recognizer, .transition, .fingers: break
            }
        }
        #expect(progress > 10)
        #expect(outcomes.map(\.jsonLine) == (try Self.replayed(events)).map(\.jsonLine))
    }

    @Test func anUnwritableRecordingIsReportedBeforeReading() throws {
        let session = try ScriptedDevice(events: []).session(recording: "/nonexistent-dir/x.evemu")
        let error = try #require(throws: GlideError.self) { try session.run(timeout: 1) }
        #expect(error.status == .cannotCreate)
        #expect(error.message.contains("/nonexistent-dir/x.evemu"))
    }
}
