import Glide
import GlideSnapshotTesting
import GlideGallery
import GlideTesting
import Testing

/// The one time rule: a record's times are on the trace's own clock, whichever front end replays
/// it. A trace shifted by +5 s gives every time shifted by exactly 5000 ms through
/// `ReplaySession` (what `glide replay --json` runs), GlideTesting's replay and a snapshot timeline.
@Suite struct TraceClockTests {
    static let shift: Int64 = 5_000_000

    /// A touchpad swipe that dismisses the aweme list, and the same swipe 5 s later.
    static func traces() -> (original: GestureTrace, shifted: GestureTrace) {
        let device = SyntheticDevice.touchpad()
        var script = GestureScript(device: device)
        script.swipe(fingers: 2, from: device.point(x: 0.2, y: 0.5), dx: 40, dy: 0, duration: 0.3)
        script.pause(0.2)
        let trace = script.trace
        let events = trace.events.map { InputEvent(time: $0.time + shift, type: $0.type, code: $0.code, value: $0.value) }
        return (trace, GestureTrace(device: trace.device, events: events))
    }

    /// Every time of `outcome` in ms: start, release, end.
    static func times(_ outcome: TransitionOutcome) -> [Double?] {
        [outcome.startMilliseconds, outcome.releaseMilliseconds, outcome.endMilliseconds]
    }

    static func expectShifted(_ original: [[Double?]], _ shifted: [[Double?]], _ front: String) {
        #expect(!original.isEmpty && original.count == shifted.count, "\(front): \(original) vs \(shifted)")
        for (a, b) in zip(original.joined(), shifted.joined()) {
            guard let a, let b else {
                #expect(a == nil && b == nil, "\(front)")
                continue
            }
            #expect(abs(b - a - 5000) < 1e-6, "\(front): \(a) ms became \(b) ms")
        }
    }

    @Test func aTraceShiftedByFiveSecondsShiftsEveryTimeByExactly5000ms() throws {
        let (original, shifted) = Self.traces()

        func session(_ trace: GestureTrace) throws -> [TransitionOutcome] {
            try ReplaySession(reader: trace.reader(), tracePath: "swipe.evemu").run().outcomes
        }
        let replayed = (try session(original), try session(shifted))
        #expect(replayed.0.first?.decision == .finish)
        Self.expectShifted(replayed.0.map(Self.times), replayed.1.map(Self.times), "ReplaySession")

        func world() throws -> ReplayWorld { try ReplayWorld(scene: .aweme, device: original.device) }
        let runs = (try world().replay(original), try world().replay(shifted))
        Self.expectShifted(runs.0.outcomes.map(Self.times), runs.1.outcomes.map(Self.times), "GlideTesting")
        #expect(runs.0.outcomes.map(Self.times) == replayed.0.map(Self.times), "GlideTesting and ReplaySession agree")

        let timelines = (try world().timeline(replaying: original), try world().timeline(replaying: shifted))
        Self.expectShifted(timelines.0.records.map { [$0.end] }, timelines.1.records.map { [$0.end] }, "timeline records")
        let frames = (timelines.0.samples.filter { $0.cause == .frame }, timelines.1.samples.filter { $0.cause == .frame })
        Self.expectShifted(frames.0.map { [$0.time] }, frames.1.map { [$0.time] }, "timeline frames")
    }
}
