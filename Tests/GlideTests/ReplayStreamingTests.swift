import Dispatch
import Foundation
import GlideInput
import GlideUI
import Synchronization
import GlideGallery
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

    @Test func theFirstRecordArrivesWhileTheTracesWriterIsStillBlocked() throws {
        let path = try Self.tabSwipes(4)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        // Cut after the third swipe's touch-down: the first slide has ended by then, the trace has not.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let firstEvent = try #require(lines.firstIndex { $0.hasPrefix("E: ") })
        let thirdSwipe = try #require(lines.firstIndex { $0.hasPrefix("E: 2.1") })
        let head = lines[..<(thirdSwipe + 10)].joined(separator: "\n") + "\n"
        let tail = lines[(thirdSwipe + 10)...].joined(separator: "\n")
        #expect(thirdSwipe > firstEvent)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: Paths.glide)
        process.arguments = ["replay", "-", "--scene", "tabs", "--json"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        try input.fileHandleForWriting.write(contentsOf: Data(head.utf8))

        // Read stdout until a whole line arrives, while stdin stays open.
        let firstBytes = Mutex(Data())
        let arrived = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            var bytes = Data()
            while true {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                bytes += chunk
                if bytes.contains(UInt8(ascii: "\n")) {
                    firstBytes.withLock { $0 = bytes }
                    break
                }
            }
            arrived.signal()
        }
        #expect(arrived.wait(timeout: .now() + 20) == .success, "no record while the writer was blocked")
        let early = firstBytes.withLock { $0 }
        let line = String(decoding: early.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        #expect(line.hasPrefix(#"{"transition":1,"kind":"tab""#), "\(line)")
        #expect(process.isRunning, "glide still waits for the rest of the trace")

        try input.fileHandleForWriting.write(contentsOf: Data(tail.utf8))
        try input.fileHandleForWriting.close()
        let rest = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let records = String(decoding: early + rest, as: UTF8.self).split(separator: "\n")
        #expect(records.count == 4, "all four slides, in order: \(records)")
        #expect(records.enumerated().allSatisfy { $1.hasPrefix("{\"transition\":\($0 + 1),") })
    }
}


/// A present that completes after 0.1 s, then again at 0.5 s: the second call reaches the record late.
final class TwiceCompletingPresent: ViewControllerAnimatedTransitioning, ViewControllerTransitioningDelegate {
    func transitionDuration(using context: TransitionContext?) -> Double { 0.1 }

    func animateTransition(using context: TransitionContext) {
        if let toView = context.view(forKey: .to) {
            toView.frame = context.finalFrame(for: context.toViewController)
            context.containerView.addSubview(toView)
        }
        guard let clock = context.engine?.clock else { return }
        clock.schedule(at: clock.now + 0.1) { context.completeTransition(true) }
        clock.schedule(at: clock.now + 0.5) { context.completeTransition(true) }
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { self }
}

@Suite struct LateDiagnosticTests {
    /// Whatever the session keeps, a listener that passed a record on is told of a diagnostic that came after it.
    @Test(arguments: [ReplayRetention.everything, .streaming])
    func aDiagnosticAfterTheRecordWasReportedIsAWarning(retention: ReplayRetention) throws {
        let path = try ReplaySessionTests.swipeTrace()
        let presenter = TwiceCompletingPresent()
        let session = try ReplaySession(tracePath: path) { _, clock throws(GlideError) in
            let window = Window(clock: clock)
            window.makeKeyAndVisible()
            let home = ViewController(name: "home")
            window.rootViewController = home
            let sheet = ViewController(name: "sheet")
            sheet.transitioningDelegate = presenter
            home.present(sheet, animated: true)
            return SessionTarget(window: window)
        }
        var reported: [TransitionOutcome] = []
        session.onEvent = { event in if case .outcome(let outcome) = event { reported.append(outcome) } }
        let result = try session.run(keeping: retention)
        #expect(reported.map(\.diagnostics) == [[]], "the record went out before the second call")
        #expect(result.warnings.contains { $0.hasSuffix("warning: transition 1 got the diagnostic completed-twice after its record was printed") })
        withExtendedLifetime(presenter) {}
    }
}
