import Foundation
import GlideInput
import Testing

/// Contacts already down when `EvdevDevice` opens a mocked node: `tools/mockdev --down-at-open N`
/// makes the recording's first N frames the state libevdev reads at open, and replays the rest.
@Suite(.enabled(if: MockedReplay.isAvailable, "\(MockedReplay.unavailableReason ?? "")"))
struct SeededContactsMockedTests {
    /// Frames already down at open: in the bundled swipe, two fingers are down and moving by then.
    static let downAtOpen = 10

    /// The frames' contents without their times (the live clock differs from the file's).
    static func contents(_ frames: some Sequence<TouchFrame>) -> [[String]] {
        frames.map { frame in
            ["\(frame.fingerCount) \(frame.buttons.sorted())"] + frame.touches.map { "\($0)" }
        }
    }

    @Test(arguments: [false, true])
    func contactsDownAtOpenArriveFirstAsOneFrame(blocking: Bool) throws {
        var reader = try EvemuReader(path: EvdevDeviceMockedTests.swipe)
        let fileEvents = try reader.readAll()
        let fileFrames = SyntheticDevices.frames(reader.device, fileEvents)
        let cut = try #require(fileEvents.indices.filter { fileEvents[$0].isSynReport }.dropFirst(Self.downAtOpen - 1).first) + 1
        let replayed = Array(fileEvents[cut...])
        let atOpen = fileFrames[Self.downAtOpen - 1]
        try #require(atOpen.touches.count == 2)

        // Two slots of slot, tracking id, x and y; the current slot; BTN_TOUCH and
        // BTN_TOOL_DOUBLETAP; SYN_REPORT.
        let seedCount = 2 * 4 + 1 + 2 + 1
        let replay = try MockedReplay(
            mockdev: ["--lead-in-ms", "300", "--down-at-open", String(Self.downAtOpen), EvdevDeviceMockedTests.swipe],
            dump: ["--max-events", String(seedCount + replayed.count), "--timeout", "10"] + (blocking ? ["--blocking"] : []))
        #expect(replay.finish(seconds: 20) == 0)
        #expect(replay.lines.last == .end("max-events"))
        let (liveDevice, _) = try #require(replay.description)
        let liveEvents = replay.events
        try #require(liveEvents.count == seedCount + replayed.count)

        // The seed: one frame stamped with the open time, in libevdev's slot order.
        let seed = liveEvents.prefix(seedCount)
        #expect(Set(seed.map(\.time)).count == 1)
        #expect(seed.map(\.code) == [
            AbsCode.mtSlot, AbsCode.mtTrackingID, AbsCode.mtPositionX, AbsCode.mtPositionY,
            AbsCode.mtSlot, AbsCode.mtTrackingID, AbsCode.mtPositionX, AbsCode.mtPositionY,
            AbsCode.mtSlot, KeyCode.btnTouch, KeyCode.btnToolDoubleTap, SynCode.report,
        ])
        // Then the rest of the recording, unchanged.
        let start = liveEvents[seedCount].time
        let rest = liveEvents.dropFirst(seedCount).map { InputEvent(time: $0.time - start, type: $0.type, code: $0.code, value: $0.value) }
        #expect(rest == replayed.map { InputEvent(time: $0.time - replayed[0].time, type: $0.type, code: $0.code, value: $0.value) })

        // So the frames are the recording's from the one at open on: the same two fingers, not
        // fingers that appear only when their slots next change.
        let liveFrames = SyntheticDevices.frames(liveDevice, liveEvents)
        #expect(liveFrames.first?.fingerCount == 2)
        #expect(Self.contents(liveFrames) == Self.contents(fileFrames.dropFirst(Self.downAtOpen - 1)))
        let unseeded = SyntheticDevices.frames(liveDevice, Array(liveEvents.dropFirst(seedCount)))
        #expect(Self.contents(unseeded) != Self.contents(fileFrames.dropFirst(Self.downAtOpen)))
    }
}
