import Foundation
import GlideInput
import GlideUI
import Testing

@testable import Glide

/// `ReplaySession.run(keeping: .streaming)`: records go out as their transitions end and are not kept.
@Suite struct ReplayStreamingTests {
    /// `count` two-finger swipes on the synthetic pad, alternately left and right, 1 s apart: one tab slide each.
    static func tabSwipes(_ count: Int) throws -> String {
        let events = (0..<count).flatMap { index in
            SyntheticTouchpad.swipe(fingers: 2, dx: index % 2 == 0 ? -500 : 500, dy: 0, start: Int64(index) * 1_000_000 + 100_000)
        }
        return try SyntheticTouchpad.write(events, name: "swipes.evemu")
    }

    static let tabs = ReplayOptions(scene: "tabs")

    @Test func streamedRecordsAreTheKeptOnesAndNoneStaysBehind() throws {
        let path = try Self.tabSwipes(40)
        let kept = try ReplaySession(tracePath: path, options: Self.tabs).run()
        #expect(kept.outcomes.count == 40 && kept.recordCount == 40)
        let session = try ReplaySession(tracePath: path, options: Self.tabs)
        var streamed: [TransitionOutcome] = []
        var keptWhenReported: [Int] = []
        session.onEvent = { event in
            guard case .outcome(let outcome) = event else { return }
            streamed.append(outcome)
            keptWhenReported.append(session.target.window.transitionLog.outcomes.count)
        }
        let result = try session.run(keeping: .streaming)
        #expect(streamed.map(\.jsonLine) == kept.outcomes.map(\.jsonLine), "the same records, in order")
        #expect(result.outcomes.isEmpty && result.timelines.isEmpty && result.recordCount == 40)
        #expect(result.warnings == kept.warnings)
        #expect(keptWhenReported.max() ?? 0 <= ReplaySession.streamingRetention, "the window's log stays bounded")
        #expect(session.target.window.transitionLog.appendedCount == 40)
    }

    @Test func eachRecordIsReportedWhenItsTransitionEndsNotAtTheEndOfTheTrace() throws {
        let session = try ReplaySession(tracePath: try Self.tabSwipes(6), options: Self.tabs)
        var reportedAt: [(record: Double, clock: Double)] = []
        session.onEvent = { event in
            if case .outcome(let outcome) = event { reportedAt.append((outcome.endMilliseconds, session.clock.now * 1000)) }
        }
        _ = try session.run(keeping: .streaming)
        #expect(reportedAt.count == 6)
        // Each slide ends within its second and is reported at the next frame or animation step
        // after its end: at the latest when the next swipe lands, long before the trace's 6 s.
        for (index, report) in reportedAt.enumerated() {
            #expect(report.clock >= report.record)
            #expect(report.clock <= Double(index + 1) * 1000 + 100, "record \(index) reported at \(report.clock) ms")
        }
    }

    @Test func stopEndsTheReplayAtTheEventBeingHandled() throws {
        let session = try ReplaySession(tracePath: try Self.tabSwipes(10), options: Self.tabs)
        var records = 0
        session.onEvent = { event in
            guard case .outcome = event else { return }
            records += 1
            if records == 2 { session.stop() }
        }
        let result = try session.run(keeping: .streaming)
        #expect(records == 2 && result.recordCount == 2)
        #expect(result.duration < 3_000_000, "stopped in the third second of a ten-second trace: \(result.duration) µs")
    }

    @Test func glideReplayJSONStreamsTheSameBytesAsBefore() throws {
        let path = try Self.tabSwipes(12)
        let whole = try ReplaySession(tracePath: path, options: Self.tabs).run()
        let run = try Run.glide(["replay", path, "--scene", "tabs", "--json"])
        #expect(run.status == 0)
        #expect(run.stdout == whole.jsonLines())
        let table = try Run.glide(["replay", path, "--scene", "tabs"])
        #expect(table.stdout.split(separator: "\n").filter { $0.contains("tab") && $0.contains("finish") }.count == 12)
    }
}
