import GlideInput
import Testing

/// `DeviceState.events(at:)`: the state at open as one frame, and what a `FrameAssembler` makes of it.
struct DeviceStateTests {
    private typealias Transcript = SyntheticDevices.Transcript

    @Test func protocolBWithTwoContactsDownIsOneFrameOfBothSlots() {
        let state = DeviceState(
            slots: [
                .init(slot: 0, trackingID: 41, x: 100, y: 200, pressure: 30),
                .init(slot: 3, trackingID: 42, x: 700, y: 400, pressure: 55),
            ],
            currentSlot: 3,
            keysDown: [KeyCode.btnTouch, KeyCode.btnToolDoubleTap])
        var expected = Transcript(time: 5_000_000)
        for (slot, id, x, y, pressure) in [(Int32(0), Int32(41), Int32(100), Int32(200), Int32(30)), (3, 42, 700, 400, 55)] {
            expected.abs(AbsCode.mtSlot, slot)
            expected.abs(AbsCode.mtTrackingID, id)
            expected.abs(AbsCode.mtPositionX, x)
            expected.abs(AbsCode.mtPositionY, y)
            expected.abs(AbsCode.mtPressure, pressure)
        }
        expected.abs(AbsCode.mtSlot, 3)
        expected.key(KeyCode.btnTouch, 1)
        expected.key(KeyCode.btnToolDoubleTap, 1)
        expected.syn(SynCode.report)
        #expect(state.events(at: 5_000_000) == expected.events)

        let frames = SyntheticDevices.frames(SyntheticDevices.multitouch(slots: 5), state.events(at: 5_000_000))
        #expect(frames.count == 1)
        #expect(frames.first?.time == 5_000_000)
        #expect(frames.first?.fingerCount == 2)
        #expect(frames.first?.touches.map { [Int($0.trackingID), $0.slot, Int($0.x), Int($0.y), Int($0.pressure ?? -1)] }
                == [[41, 0, 100, 200, 30], [42, 3, 700, 400, 55]])
    }

    @Test func laterEventsApplyToTheCurrentSlotTheStateLeft() {
        let device = SyntheticDevices.multitouch(slots: 5)
        let state = DeviceState(
            slots: [.init(slot: 1, trackingID: 7, x: 10, y: 20), .init(slot: 2, trackingID: 8, x: 30, y: 40)],
            currentSlot: 1, keysDown: [KeyCode.btnTouch, KeyCode.btnToolDoubleTap])
        var next = Transcript(time: 10)
        next.abs(AbsCode.mtPositionX, 15)   // no ABS_MT_SLOT: slot 1, as the kernel left it
        next.report()
        next.abs(AbsCode.mtSlot, 2)
        next.abs(AbsCode.mtTrackingID, -1)
        next.key(KeyCode.btnToolDoubleTap, 0)
        next.key(KeyCode.btnToolFinger, 1)
        next.report()
        let frames = SyntheticDevices.frames(device, state.events(at: 0) + next.events)
        #expect(frames.map(\.fingerCount) == [2, 2, 1])
        #expect(frames[1].touches.map { [$0.slot, Int($0.x), Int($0.y)] } == [[1, 15, 20], [2, 30, 40]])
        #expect(frames[2].touches.map(\.trackingID) == [7])
    }

    @Test func touchMajorIsSentWhenKnown() {
        let state = DeviceState(slots: [.init(slot: 0, trackingID: 1, x: 5, y: 6, touchMajor: 9)], currentSlot: 0)
        #expect(state.events(at: 1).map(\.code) == [
            AbsCode.mtSlot, AbsCode.mtTrackingID, AbsCode.mtPositionX, AbsCode.mtPositionY, AbsCode.mtTouchMajor,
            AbsCode.mtSlot, SynCode.report,
        ])
        #expect(state.events(at: 1).first { $0.code == AbsCode.mtTouchMajor }?.value == 9)
    }

    @Test func singleTouchWithBTNTouchDownIsOneTouch() {
        let state = DeviceState(keysDown: [KeyCode.btnTouch], position: .init(x: 1000, y: 2000, pressure: 80))
        var expected = Transcript(time: 77)
        expected.key(KeyCode.btnTouch, 1)
        expected.abs(AbsCode.x, 1000)
        expected.abs(AbsCode.y, 2000)
        expected.abs(AbsCode.pressure, 80)
        expected.syn(SynCode.report)
        #expect(state.events(at: 77) == expected.events)

        let frames = SyntheticDevices.frames(SyntheticDevices.singleTouch(), state.events(at: 77))
        #expect(frames.count == 1)
        #expect(frames.first?.fingerCount == 1)
        #expect(frames.first?.touches.map { [Int($0.x), Int($0.y), Int($0.pressure ?? -1)] } == [[1000, 2000, 80]])
    }

    @Test func nothingDownIsNoEvents() {
        #expect(DeviceState().events(at: 123).isEmpty)
        #expect(DeviceState(currentSlot: 4).events(at: 123).isEmpty)
        #expect(DeviceState(position: .init(x: 3, y: 4)).events(at: 123).isEmpty)
        #expect(DeviceState().isIdle)
        #expect(!DeviceState(keysDown: [KeyCode.btnLeft]).isIdle)
    }

    @Test func semiMTContactsAreTheBoxCornersWithTheToolCount() {
        let device = SyntheticDevices.multitouch(
            slots: 2, properties: [.pointer, .semiMT],
            keys: [KeyCode.btnTouch, KeyCode.btnToolFinger, KeyCode.btnToolDoubleTap, KeyCode.btnToolTripleTap, KeyCode.btnLeft])
        let state = DeviceState(
            slots: [.init(slot: 0, trackingID: 3, x: 100, y: 100), .init(slot: 1, trackingID: 4, x: 600, y: 300)],
            currentSlot: 0, keysDown: [KeyCode.btnLeft, KeyCode.btnTouch, KeyCode.btnToolTripleTap])
        let frames = SyntheticDevices.frames(device, state.events(at: 9))
        #expect(frames.count == 1)
        #expect(frames.first?.semiMT == true)
        #expect(frames.first?.fingerCount == 3)
        #expect(frames.first?.touches.map { [Int($0.x), Int($0.y)] } == [[100, 100], [600, 300]])
        #expect(frames.first?.buttons == [KeyCode.btnLeft])
    }

    @Test func protocolAKeysCountFingersWithoutPositions() {
        let state = DeviceState(keysDown: [KeyCode.btnTouch, KeyCode.btnToolFinger])
        #expect(state.events(at: 2).map(\.code) == [KeyCode.btnTouch, KeyCode.btnToolFinger, SynCode.report])
        let frames = SyntheticDevices.frames(SyntheticDevices.multitouch(slots: 0), state.events(at: 2))
        #expect(frames.first?.fingerCount == 1)
        #expect(frames.first?.touches.isEmpty == true)
    }
}
