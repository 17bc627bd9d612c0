import Foundation
import GlideGallery
import GlideGestures
import GlideInput
import GlideUI
import Testing

@testable import Glide

/// `ReplaySession` and `InputDriver` on synthetic touchpad traces written with `EvemuWriter`.
struct ReplaySessionTests {
    /// A two-finger swipe right over 40 % of the pad's width.
    static func swipeTrace(dx: Int32 = 400, lift: Bool = true) throws -> String {
        var events = SyntheticTouchpad.swipe(fingers: 2, dx: dx, dy: 0, start: 100_000)
        if !lift {
            // Drop the lift frame: the trace ends with both fingers down.
            let lastReport = events.dropLast().lastIndex(where: \.isSynReport) ?? 0
            events = Array(events[...lastReport])
        }
        return try SyntheticTouchpad.write(events)
    }

    @Test func aSwipeAcrossTheThresholdDismissesTheAwemeList() throws {
        let session = try ReplaySession(tracePath: try Self.swipeTrace())
        var events: [SessionEvent] = []
        session.onEvent = { events.append($0) }
        let result = try session.run()
        #expect(result.outcomes.count == 1)
        let outcome = try #require(result.outcomes.first)
        #expect(outcome.kind == .dismiss)
        #expect(outcome.decision == .finish)
        #expect(outcome.reason == .threshold)
        #expect(outcome.transition == 2)
        #expect(outcome.visible == "grid")
        #expect(result.threshold == 0.2)
        #expect(!result.endedWithFingersDown)
        // Every kind of event is reported, the outcome last.
        #expect(events.contains { if case .fingers(let change) = $0 { change.fingers == 2 } else { false } })
        #expect(events.contains { if case .recognizer(let change) = $0 { change.state == .began && change.label == "pan" } else { false } })
        #expect(events.contains { if case .transition(let change) = $0 { change.state == .interacting } else { false } })
        #expect(events.contains { if case .transition(let change) = $0 { change.state == .ended } else { false } })
        let progress = events.compactMap { if case .progress(let update) = $0 { update } else { nil } }
        #expect(progress.contains { $0.percent > 0.3 && $0.state == .interacting && $0.views.contains { $0.name == "list" } })
        #expect(progress.last?.percent == 1)
        guard case .outcome(let last) = try #require(events.last) else {
            Issue.record("the last event is not the outcome: \(String(describing: events.last))")
            return
        }
        #expect(last == outcome)
        // Event times never go backwards.
        #expect(zip(events, events.dropFirst()).allSatisfy { $0.time <= $1.time })
        let timeline = try #require(result.timelines.first)
        #expect(timeline.outcome == outcome)
        #expect(timeline.samples.count > 10)
    }

    @Test func aShortSwipeCancels() throws {
        let result = try ReplaySession(tracePath: try Self.swipeTrace(dx: 100)).run()
        let outcome = try #require(result.outcomes.first)
        #expect(outcome.decision == .cancel)
        #expect(outcome.reason == .threshold)
        #expect(try #require(outcome.percentAtRelease) < 0.2)
    }

    @Test func aTraceEndingWithFingersDownIsADeviceLossAtItsLastEvent() throws {
        let result = try ReplaySession(tracePath: try Self.swipeTrace(lift: false)).run()
        #expect(result.endedWithFingersDown)
        let outcome = try #require(result.outcomes.first)
        #expect(outcome.decision == .cancel)
        #expect(outcome.reason == .deviceLost)
        #expect(outcome.releaseMilliseconds == Double(result.duration) / 1000)
        #expect(result.warnings.contains { $0.contains("ends with fingers down") })
    }

    @Test func replayingTwiceGivesTheSameLines() throws {
        let path = try Self.swipeTrace()
        let first = try ReplaySession(tracePath: path).run().jsonLines()
        let second = try ReplaySession(tracePath: path).run().jsonLines()
        #expect(first == second)
        #expect(!first.isEmpty)
    }

    @Test func theTraceFieldLeadsEachRecordWhenAsked() throws {
        let result = try ReplaySession(tracePath: try Self.swipeTrace()).run()
        #expect(result.jsonLines(withTrace: "a \"b\".evemu").hasPrefix("{\"trace\":\"a \\\"b\\\".evemu\",\"transition\":2,"))
    }

    @Test func theEventsSequenceDeliversWhatTheCallbackDoes() async throws {
        let path = try Self.swipeTrace()
        let session = try ReplaySession(tracePath: path)
        var callbackCount = 0
        session.onEvent = { _ in callbackCount += 1 }
        var outcomes: [TransitionOutcome] = []
        var count = 0
        for try await event in session.events() {
            count += 1
            if case .outcome(let outcome) = event { outcomes.append(outcome) }
        }
        #expect(count == callbackCount)
        #expect(count > 20)
        #expect(outcomes.map(\.jsonLine) == (try ReplaySession(tracePath: path).run().outcomes.map(\.jsonLine)))
    }

    @Test func aUsersOwnWindowIsDriven() throws {
        let path = try Self.swipeTrace()
        var pan: PanGestureRecognizer?
        let session = try ReplaySession(tracePath: path) { device, clock throws(GlideError) in
            let window = Window(clock: clock)
            window.makeKeyAndVisible()
            window.rootViewController = ViewController(name: "home")
            guard let recognizer = PanGestureRecognizer(device: device, window: window, touchpadFingers: 2...2) else {
                throw GlideError(status: .dataError, message: "not a touchpad")
            }
            window.addGestureRecognizer(recognizer)
            pan = recognizer
            return SessionTarget(window: window, recognizers: [("my pan", recognizer)])
        }
        var states: [GestureRecognizerState] = []
        session.onEvent = { (event: SessionEvent) in if case .recognizer(let change) = event, change.label == "my pan" { states.append(change.state) } }
        let result = try session.run()
        #expect(result.outcomes.isEmpty)
        #expect(states.first == .began)
        #expect(states.contains(.ended))
        #expect(pan != nil)
    }

    @Test func errorsMapToExitStatuses() throws {
        #expect(throws: GlideError.self) { try ReplaySession(tracePath: "/nonexistent/x.evemu") }
        do {
            _ = try ReplaySession(tracePath: "/nonexistent/x.evemu")
        } catch {
            #expect(error.status == .noInput)
        }
        let trace = try Self.swipeTrace()
        do {
            _ = try ReplaySession(tracePath: trace, options: ReplayOptions(scene: "nope"))
        } catch {
            #expect(error.status == .usage)
            #expect(error.message.contains("aweme"))
        }
        let bad = Paths.temporaryDirectory().appendingPathComponent("bad.evemu").path
        let text = EvemuWriter.text(device: SyntheticTouchpad.device, events: SyntheticTouchpad.swipe(fingers: 2, dx: 400, dy: 0))
        try (text + "E: 1.5 0003 0035 nope\n").write(toFile: bad, atomically: true, encoding: .utf8)
        do {
            _ = try ReplaySession(tracePath: bad).run()
            Issue.record("a malformed line was accepted")
        } catch {
            #expect(error.status == .dataError)
            #expect(error.message.hasPrefix(bad + ":"))
        }
    }
}

/// A reader over events in memory, as a user's own trace source would be.
struct InMemoryReader: TraceReader {
    let device: DeviceDescription
    var events: [InputEvent]
    var warnings: [TraceWarning] { [] }
    var format: TraceFormat { .evemu }
    mutating func nextEvent() throws(TraceError) -> InputEvent? {
        events.isEmpty ? nil : events.removeFirst()
    }
}

struct InMemoryReplayTests {
    @Test func aReaderInMemoryReplaysLikeItsFile() throws {
        // Trace files are rebased to start at 0, so the events in memory start there too.
        let events = SyntheticTouchpad.swipe(fingers: 2, dx: 400, dy: 0)
        let fromMemory = try ReplaySession(reader: InMemoryReader(device: SyntheticTouchpad.device, events: events), tracePath: "memory").run()
        let fromFile = try ReplaySession(tracePath: try SyntheticTouchpad.write(events)).run()
        #expect(fromMemory.jsonLines() == fromFile.jsonLines())
        #expect(fromMemory.outcomes.count == 1)
    }
}

/// The driver alone, fed `DeviceEvent`s as a live session feeds it.
struct InputDriverTests {
    @Test func aDeviceLossMidSwipeCancelsWithDeviceLost() throws {
        let clock = VirtualClock()
        let scene = try Scene.require(named: "aweme").make(clock: clock, device: SyntheticTouchpad.device)
        let driver = InputDriver(target: SessionTarget(scene: scene), device: SyntheticTouchpad.device)
        var events: [SessionEvent] = []
        driver.onEvent = { events.append($0) }
        let swipe = SyntheticTouchpad.swipe(fingers: 2, dx: 400, dy: 0)
        let beforeLift = swipe.dropLast().lastIndex(where: \.isSynReport) ?? 0
        for event in swipe[...beforeLift] { driver.feed(DeviceEvent.event(event)) }
        #expect(driver.fingers == 2)
        driver.feed(DeviceEvent.deviceLost(reason: "unplugged"))
        #expect(driver.isDeviceLost)
        #expect(driver.fingers == 0)
        // Events after the loss are ignored.
        driver.feed(DeviceEvent.event(swipe[beforeLift + 1]))
        clock.runUntilIdle()
        driver.observe()
        let outcomes = events.compactMap { if case .outcome(let outcome) = $0 { outcome } else { nil } }
        #expect(outcomes.count == 1)
        #expect(outcomes.first?.reason == .deviceLost)
        #expect(outcomes.first?.decision == .cancel)
        #expect(events.contains { if case .fingers(let change) = $0 { change.fingers == 0 } else { false } })
        #expect(!driver.endInput().endedWithFingersDown)
    }

    @Test func withoutAListenerNothingIsReportedLater() throws {
        let clock = VirtualClock()
        let scene = try Scene.require(named: "aweme").make(clock: clock, device: SyntheticTouchpad.device)
        let driver = InputDriver(target: SessionTarget(scene: scene), device: SyntheticTouchpad.device)
        for event in SyntheticTouchpad.swipe(fingers: 2, dx: 400, dy: 0) { driver.feed(event) }
        clock.runUntilIdle()
        driver.observe()
        var events: [SessionEvent] = []
        driver.onEvent = { events.append($0) }
        driver.observe()
        #expect(events.isEmpty)
        #expect(driver.target.outcomes.count == 1)
    }
}
