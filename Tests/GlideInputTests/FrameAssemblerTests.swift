import GlideInput
import Testing

/// Protocol-B transcripts: event in, expected frame out.
@Suite struct FrameAssemblerProtocolBTests {
    typealias D = SyntheticDevices

    @Test func twoContactsDownMoveAndLift() throws {
        var t = D.Transcript()
        t.abs(AbsCode.mtSlot, 0); t.abs(AbsCode.mtTrackingID, 10); t.abs(AbsCode.mtPositionX, 100); t.abs(AbsCode.mtPositionY, 50)
        t.abs(AbsCode.mtPressure, 30)
        t.abs(AbsCode.mtSlot, 1); t.abs(AbsCode.mtTrackingID, 11); t.abs(AbsCode.mtPositionX, 900); t.abs(AbsCode.mtPositionY, 450)
        t.key(KeyCode.btnTouch, 1); t.key(KeyCode.btnToolDoubleTap, 1)
        t.report()
        t.abs(AbsCode.mtPositionX, 800)     // still slot 1: the kernel omits an unchanged ABS_MT_SLOT
        t.report()
        t.abs(AbsCode.mtTrackingID, -1)
        t.key(KeyCode.btnToolDoubleTap, 0); t.key(KeyCode.btnToolFinger, 1)
        t.report()

        let frames = D.frames(D.multitouch(slots: 2), t.events)
        try #require(frames.count == 3)
        let first = frames[0]
        #expect(first.time == 0)
        #expect(first.touches.map(\.trackingID) == [10, 11])
        #expect(first.touches.map(\.slot) == [0, 1])
        #expect(first.fingerCount == 2)
        #expect(!first.resynced && !first.semiMT)
        let touch = first.touches[0]
        #expect(touch.x == 100 && touch.y == 50)
        #expect(touch.mm == SurfacePoint(x: 10, y: 5))
        #expect(touch.normalized == SurfacePoint(x: 0.1, y: 0.1))
        #expect(touch.pressure == 30)
        #expect(first.touches[1].pressure == 0)

        #expect(frames[1].time == 10_000)
        #expect(frames[1].touches.map(\.x) == [100, 800])
        #expect(frames[1].touches[1].y == 450)

        #expect(frames[2].touches.map(\.trackingID) == [10])
        #expect(frames[2].fingerCount == 1)
    }

    @Test func everySynReportGivesAFrameEvenWithNothingDown() {
        var t = D.Transcript()
        t.report(); t.report()
        t.events.append(InputEvent(time: 5, type: .msc, code: 5, value: 7300))
        t.report()
        let frames = D.frames(D.multitouch(slots: 2), t.events)
        #expect(frames.count == 3)
        #expect(frames.allSatisfy { $0.touches.isEmpty && $0.fingerCount == 0 })
    }

    @Test func eventsBeforeAnyMTSlotGoToSlotZero() {
        var t = D.Transcript()
        t.abs(AbsCode.mtTrackingID, 3); t.abs(AbsCode.mtPositionX, 10); t.abs(AbsCode.mtPositionY, 20)
        t.report()
        let frames = D.frames(D.multitouch(slots: 5), t.events)
        #expect(frames.first?.touches.map(\.slot) == [0])
        #expect(frames.first?.touches.map(\.trackingID) == [3])
    }

    @Test func slotReuseKeepsThePositionTheKernelDidNotResend() {
        var t = D.Transcript()
        t.abs(AbsCode.mtTrackingID, 5); t.abs(AbsCode.mtPositionX, 300); t.abs(AbsCode.mtPositionY, 200)
        t.report()
        t.abs(AbsCode.mtTrackingID, -1)
        t.report()
        t.abs(AbsCode.mtTrackingID, 6); t.abs(AbsCode.mtPositionY, 250)   // same x: not resent
        t.report()
        t.abs(AbsCode.mtTrackingID, 9)                                    // replacement without -1
        t.report()
        let frames = D.frames(D.multitouch(slots: 2), t.events)
        #expect(frames.map { $0.touches.map(\.trackingID) } == [[5], [], [6], [9]])
        #expect(frames[2].touches.first?.x == 300)
        #expect(frames[2].touches.first?.y == 250)
        #expect(frames[3].touches.first?.y == 250)
        #expect(frames[1].fingerCount == 0)
    }

    @Test func aContactWithoutAPositionIsCountedButNotReported() {
        var t = D.Transcript()
        t.abs(AbsCode.mtSlot, 1); t.abs(AbsCode.mtTrackingID, 4); t.abs(AbsCode.mtPositionX, 10)
        t.report()
        t.abs(AbsCode.mtPositionY, 20)
        t.report()
        let frames = D.frames(D.multitouch(slots: 2), t.events)
        #expect(frames[0].touches.isEmpty)
        #expect(frames[0].fingerCount == 1)
        #expect(frames[1].touches.map(\.slot) == [1])
        #expect(frames[1].touches.first?.x == 10)
    }

    @Test func outOfRangeSlotsAreClampedToTheLastSlotLikeLibevdev() {
        var t = D.Transcript()
        for slot: Int32 in [7, -3, Int32.max, Int32.min] {
            t.abs(AbsCode.mtSlot, slot); t.abs(AbsCode.mtTrackingID, 100 + slot % 50)
            t.abs(AbsCode.mtPositionX, 1); t.abs(AbsCode.mtPositionY, 2)
            t.report()
        }
        let frames = D.frames(D.multitouch(slots: 2), t.events)
        #expect(frames.count == 4)
        #expect(frames.allSatisfy { $0.touches.map(\.slot) == [1] })
    }

    @Test func aHugeAnnouncedSlotCountIsCappedNotAllocated() {
        var device = D.multitouch(slots: 2)
        device.absInfo[AbsCode.mtSlot] = AbsInfo(minimum: 0, maximum: Int32.max - 1)
        #expect(device.slotCount == Int(Int32.max))
        var t = D.Transcript()
        t.abs(AbsCode.mtSlot, 1_000_000); t.abs(AbsCode.mtTrackingID, 1); t.abs(AbsCode.mtPositionX, 1); t.abs(AbsCode.mtPositionY, 1)
        t.report()
        let frames = D.frames(device, t.events)
        #expect(frames.first?.touches.map(\.slot) == [FrameAssembler.maxTrackedSlots - 1])
    }

    @Test func synDroppedDiscardsThePartialFrameAndMarksTheNextOne() {
        var t = D.Transcript()
        t.abs(AbsCode.mtTrackingID, 1); t.abs(AbsCode.mtPositionX, 100); t.abs(AbsCode.mtPositionY, 100)
        t.key(KeyCode.btnToolFinger, 1)
        t.report()
        // Partial frame, lost to the overflow: slot 1 starts, slot 0 moves, a button goes down.
        t.abs(AbsCode.mtPositionX, 999)
        t.abs(AbsCode.mtSlot, 1); t.abs(AbsCode.mtTrackingID, 2); t.abs(AbsCode.mtPositionX, 1); t.abs(AbsCode.mtPositionY, 1)
        t.key(KeyCode.btnLeft, 1)
        t.syn(SynCode.dropped)
        // libevdev's resync deltas: slot 0 moved to 150, current slot back to 0.
        t.abs(AbsCode.mtSlot, 0); t.abs(AbsCode.mtPositionX, 150)
        t.report()
        t.abs(AbsCode.mtPositionY, 120)
        t.report()
        let frames = D.frames(D.multitouch(slots: 2), t.events)
        #expect(frames.map(\.resynced) == [false, true, false])
        #expect(frames[1].touches.map(\.trackingID) == [1])
        #expect(frames[1].touches.first?.x == 150)
        #expect(frames[1].buttons.isEmpty)
        #expect(frames[1].fingerCount == 1)
        #expect(frames[2].touches.first?.y == 120)
    }

    @Test func synDroppedRestoresTheCurrentSlot() {
        var t = D.Transcript()
        t.abs(AbsCode.mtTrackingID, 1); t.abs(AbsCode.mtPositionX, 100); t.abs(AbsCode.mtPositionY, 100)
        t.report()
        t.abs(AbsCode.mtSlot, 1)
        t.syn(SynCode.dropped)
        t.report()
        t.abs(AbsCode.mtPositionX, 200)   // belongs to slot 0 again
        t.report()
        let frames = D.frames(D.multitouch(slots: 2), t.events)
        #expect(frames[2].touches.map(\.x) == [200])
        #expect(frames[2].touches.map(\.slot) == [0])
    }

    @Test func moreFingersThanSlotsCountThroughToolKeys() {
        var t = D.Transcript()
        t.abs(AbsCode.mtTrackingID, 1); t.abs(AbsCode.mtPositionX, 100); t.abs(AbsCode.mtPositionY, 100)
        t.abs(AbsCode.mtSlot, 1); t.abs(AbsCode.mtTrackingID, 2); t.abs(AbsCode.mtPositionX, 300); t.abs(AbsCode.mtPositionY, 100)
        t.key(KeyCode.btnTouch, 1); t.key(KeyCode.btnToolTripleTap, 1)
        t.report()
        t.key(KeyCode.btnToolTripleTap, 0); t.key(KeyCode.btnToolQuintTap, 1)
        t.report()
        let device = D.multitouch(slots: 2, properties: [.buttonpad, .semiMT],
                                  keys: [KeyCode.btnTouch, KeyCode.btnToolFinger, KeyCode.btnToolTripleTap, KeyCode.btnToolQuintTap])
        let frames = D.frames(device, t.events)
        #expect(frames.map(\.fingerCount) == [3, 5])
        #expect(frames.map(\.touches.count) == [2, 2])
        #expect(frames.allSatisfy { $0.semiMT })
    }

    @Test func buttonsArePressedAndReleased() {
        var t = D.Transcript()
        t.key(KeyCode.btnLeft, 1)
        t.report()
        t.key(KeyCode.btnRight, 1)
        t.report()
        t.key(KeyCode.btnLeft, 0); t.key(KeyCode.btnRight, 0)
        t.report()
        let frames = D.frames(D.multitouch(slots: 2), t.events)
        #expect(frames.map(\.buttons) == [[KeyCode.btnLeft], [KeyCode.btnLeft, KeyCode.btnRight], []])
    }

    @Test func garbagePositionsNeverMakeNaNOrInfinity() {
        var t = D.Transcript()
        t.abs(AbsCode.mtTrackingID, 1); t.abs(AbsCode.mtPositionX, Int32.max); t.abs(AbsCode.mtPositionY, Int32.min)
        t.abs(AbsCode.mtPressure, -5)
        t.report()
        let frames = D.frames(D.multitouch(slots: 2, resolution: 0), t.events)
        let touch = frames.first?.touches.first
        #expect(touch.map { $0.normalized.x.isFinite && $0.normalized.y.isFinite } == true)
        #expect(touch.map { $0.normalized.x > 1 && $0.normalized.y < 0 } == true, "kept past the range, not clamped")
        #expect(touch.map { $0.mm.x.isFinite && $0.mm.y.isFinite } == true)
        #expect(touch?.pressure == -5)
    }

    @Test func positionsPastTheRangeAreKeptWithOneWarningPerAxis() {
        var t = D.Transcript()
        t.abs(AbsCode.mtTrackingID, 1); t.abs(AbsCode.mtPositionX, 900); t.abs(AbsCode.mtPositionY, 250); t.report()
        t.abs(AbsCode.mtPositionX, 1040); t.report()
        t.abs(AbsCode.mtPositionX, 1090); t.abs(AbsCode.mtPositionY, -20); t.report()
        t.abs(AbsCode.mtPositionX, 1200); t.report()
        var assembler = FrameAssembler(device: D.multitouch(slots: 2))
        let frames = t.events.compactMap { assembler.feed($0) }
        #expect(frames.compactMap { $0.touches.first?.x } == [900, 1040, 1090, 1200])
        #expect(frames.compactMap { $0.touches.first?.normalized.x } == [0.9, 1.04, 1.09, 1.2])
        #expect(frames[2].touches.first?.normalized.y == -0.04)
        #expect(frames[3].touches.first?.mm.x == 120)
        #expect(assembler.rangeWarnings == [
            .outsideRange(axis: AbsCode.mtPositionX, minimum: 0, maximum: 1000, value: 1040),
            .outsideRange(axis: AbsCode.mtPositionY, minimum: 0, maximum: 500, value: -20),
        ])
        var inside = FrameAssembler(device: D.multitouch(slots: 2))
        for event in t.events.prefix(5) { _ = inside.feed(event) }
        #expect(inside.rangeWarnings.isEmpty)
    }

    @Test func negativeTrackingIDsOtherThanMinusOneAlsoEndTheContact() {
        var t = D.Transcript()
        t.abs(AbsCode.mtTrackingID, 1); t.abs(AbsCode.mtPositionX, 1); t.abs(AbsCode.mtPositionY, 1)
        t.report()
        t.abs(AbsCode.mtTrackingID, -7)
        t.report()
        let frames = D.frames(D.multitouch(slots: 2), t.events)
        #expect(frames.map(\.touches.count) == [1, 0])
    }

    @Test func withoutPressureAxisPressureIsNil() {
        var t = D.Transcript()
        t.abs(AbsCode.mtTrackingID, 1); t.abs(AbsCode.mtPositionX, 1); t.abs(AbsCode.mtPositionY, 1)
        t.report()
        let frames = D.frames(D.multitouch(slots: 2, pressure: false), t.events)
        #expect(frames.first?.touches.first?.pressure == nil)
    }

    @Test func aDroppedFrameLeavesTheTouchStorageUnshared() {
        var assembler = FrameAssembler(device: D.multitouch(slots: 4))
        var t = D.Transcript()
        for step in Int32(0)..<20 {
            t.abs(AbsCode.mtSlot, step % 4); t.abs(AbsCode.mtTrackingID, step); t.abs(AbsCode.mtPositionX, step)
            t.abs(AbsCode.mtPositionY, step)
            t.report()
        }
        var addresses: Set<UInt> = []
        for event in t.events {
            if let frame = assembler.feed(event) {
                addresses.insert(frame.touches.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) })
            }
        }
        #expect(addresses.count == 1)
    }
}

/// Protocol-A, single-touch and not-touch transcripts.
@Suite struct FrameAssemblerOtherProtocolTests {
    typealias D = SyntheticDevices

    static func contact(_ t: inout D.Transcript, _ x: Int32, _ y: Int32) {
        t.abs(AbsCode.mtPositionX, x); t.abs(AbsCode.mtPositionY, y); t.syn(SynCode.mtReport)
    }

    @Test func protocolAContactsGetIDsThatHoldWhileTheCountHolds() {
        var t = D.Transcript()
        Self.contact(&t, 10, 10); t.key(KeyCode.btnTouch, 1); t.report()
        Self.contact(&t, 12, 10); t.report()
        Self.contact(&t, 14, 10); Self.contact(&t, 500, 300); t.report()
        Self.contact(&t, 16, 10); Self.contact(&t, 502, 300); t.report()
        Self.contact(&t, 503, 300); t.report()
        t.syn(SynCode.mtReport); t.key(KeyCode.btnTouch, 0); t.report()
        let frames = D.frames(D.multitouch(slots: 0), t.events)
        #expect(frames.map { $0.touches.map(\.trackingID) } == [[0], [0], [1, 2], [1, 2], [3], []])
        #expect(frames.map { $0.touches.map(\.slot) } == [[0], [0], [0, 1], [0, 1], [0], []])
        #expect(frames[3].touches.map(\.x) == [16, 502])
        #expect(frames.map(\.fingerCount) == [1, 1, 2, 2, 1, 0])
        #expect(frames[0].touches.first?.mm == SurfacePoint(x: 1, y: 1))
    }

    @Test func protocolAIgnoresSlotAndTrackingEventsAndKeepsAnUnterminatedContact() {
        var t = D.Transcript()
        t.abs(AbsCode.mtSlot, 3); t.abs(AbsCode.mtTrackingID, 77)
        t.abs(AbsCode.mtPositionX, 5); t.abs(AbsCode.mtPositionY, 6); t.abs(AbsCode.mtPressure, 40)
        t.report()   // no SYN_MT_REPORT before it
        t.abs(AbsCode.mtPositionX, 5); t.syn(SynCode.mtReport)   // no y: not a contact
        t.report()
        let frames = D.frames(D.multitouch(slots: 0), t.events)
        #expect(frames[0].touches.map(\.slot) == [0])
        #expect(frames[0].touches.first?.pressure == 40)
        #expect(frames[0].touches.first?.trackingID == 0)
        #expect(frames[1].touches.isEmpty)
    }

    @Test func protocolAContactWithZeroTouchMajorIsLiftingOff() {
        var t = D.Transcript()
        t.abs(AbsCode.mtTouchMajor, 100); Self.contact(&t, 10, 10)
        t.abs(AbsCode.mtTouchMajor, 0); Self.contact(&t, 20, 20)
        t.report()
        t.abs(AbsCode.mtTouchMajor, 0); Self.contact(&t, 10, 10)
        t.report()
        var device = D.multitouch(slots: 0)
        device.codes[.abs, default: []].insert(AbsCode.mtTouchMajor)
        let frames = D.frames(device, t.events)
        #expect(frames.map { $0.touches.map(\.x) } == [[10], []])
    }

    @Test func protocolAOverflowIsCountedNotPositioned() {
        var t = D.Transcript()
        for index in 0..<40 { Self.contact(&t, Int32(index), 1) }
        t.report()
        let frames = D.frames(D.multitouch(slots: 0), t.events)
        #expect(frames.first?.touches.count == FrameAssembler.maxAnonymousContacts)
        #expect(frames.first?.fingerCount == 40)
    }

    @Test func protocolASynDroppedForgetsTheFramesContacts() {
        var t = D.Transcript()
        Self.contact(&t, 1, 1); t.syn(SynCode.dropped)
        Self.contact(&t, 2, 2); t.report()
        let frames = D.frames(D.multitouch(slots: 0), t.events)
        #expect(frames.first?.touches.map(\.x) == [2])
        #expect(frames.first?.resynced == true)
    }

    @Test func singleTouchFollowsBTNTouchWithAFreshIDPerTouch() {
        var t = D.Transcript()
        t.abs(AbsCode.x, 100); t.abs(AbsCode.y, 200); t.report()              // hovering: not down
        t.key(KeyCode.btnTouch, 1); t.abs(AbsCode.pressure, 50); t.report()
        t.abs(AbsCode.x, 4095); t.report()
        t.key(KeyCode.btnTouch, 0); t.report()
        t.key(KeyCode.btnTouch, 1); t.report()
        t.abs(AbsCode.mtPositionX, 1); t.syn(SynCode.mtReport); t.report()   // MT events: ignored
        let frames = D.frames(D.singleTouch(), t.events)
        #expect(frames.map { $0.touches.map(\.trackingID) } == [[], [0], [0], [], [1], [1]])
        #expect(frames[1].touches.first?.pressure == 50)
        #expect(frames[2].touches.first?.normalized.x == 1)
        #expect(frames[2].touches.first?.slot == 0)
        #expect(frames.map(\.fingerCount) == [0, 1, 1, 0, 1, 1])
        #expect(frames[5].touches.first?.x == 4095)
    }

    @Test func singleTouchWithoutPositionYetIsHeldBack() {
        var t = D.Transcript()
        t.key(KeyCode.btnTouch, 1); t.abs(AbsCode.x, 100); t.report()
        t.abs(AbsCode.y, 0); t.report()
        let frames = D.frames(D.singleTouch(), t.events)
        #expect(frames.map(\.touches.count) == [0, 1])
        #expect(frames.map(\.fingerCount) == [1, 1])
    }

    @Test func notTouchDevicesGiveEmptyFrames() {
        let mouse = DeviceDescription(name: "mouse", id: DeviceID(bustype: 3, vendor: 1, product: 1, version: 1),
                                      codes: [.key: [KeyCode.btnLeft], .rel: [0, 1]])
        var t = D.Transcript()
        t.abs(AbsCode.mtTrackingID, 1); t.abs(AbsCode.x, 5); t.key(KeyCode.btnLeft, 1); t.report()
        let frames = D.frames(mouse, t.events)
        #expect(frames.first?.touches.isEmpty == true)
        #expect(frames.first?.buttons == [KeyCode.btnLeft])
        var assembler = FrameAssembler(device: mouse)
        #expect(assembler.geometry == nil)
        #expect(assembler.reporting == .none)
        #expect(assembler.feed(InputEvent(time: 0, type: .syn, code: SynCode.report, value: 0)) != nil)
    }
}
