import GlideGestures
import GlideInput
import Testing

/// The frame assembler builds every frame in one buffer; a recognizer that kept a frame's
/// `touches` would share it, and the assembler would have to allocate a new one per frame.
@Suite struct FrameStorageTests {
    /// A 2-slot clickpad, 100 × 65 mm at 40 units/mm.
    private static let clickpad: DeviceDescription = {
        let abs: [UInt16: AbsInfo] = [
            AbsCode.x: AbsInfo(minimum: 0, maximum: 4000, resolution: 40),
            AbsCode.y: AbsInfo(minimum: 0, maximum: 2600, resolution: 40),
            AbsCode.mtSlot: AbsInfo(minimum: 0, maximum: 1),
            AbsCode.mtPositionX: AbsInfo(minimum: 0, maximum: 4000, resolution: 40),
            AbsCode.mtPositionY: AbsInfo(minimum: 0, maximum: 2600, resolution: 40),
            AbsCode.mtTrackingID: AbsInfo(minimum: 0, maximum: 65535),
        ]
        return DeviceDescription(
            name: "storage test clickpad",
            id: DeviceID(bustype: 0x18, vendor: 1, product: 2, version: 3),
            properties: [.pointer, .buttonpad],
            codes: [.syn: [0, 1, 2, 3], .key: [KeyCode.btnLeft, KeyCode.btnToolFinger, KeyCode.btnToolDoubleTap, KeyCode.btnTouch],
                    .abs: Set(abs.keys)],
            absInfo: abs
        )
    }()

    /// The events of frame `index` of a 2-finger swipe (touch-down at index 0).
    private func swipeFrame(_ index: Int) -> [InputEvent] {
        let time = Int64(index) * 7_000
        var events: [InputEvent] = []
        for finger in 0..<2 {
            events.append(InputEvent(time: time, type: .abs, code: AbsCode.mtSlot, value: Int32(finger)))
            if index == 0 {
                events.append(InputEvent(time: time, type: .abs, code: AbsCode.mtTrackingID, value: Int32(10 + finger)))
            }
            events.append(InputEvent(time: time, type: .abs, code: AbsCode.mtPositionX, value: 1000 + Int32(finger) * 800 + Int32(index) * 30))
            events.append(InputEvent(time: time, type: .abs, code: AbsCode.mtPositionY, value: 1200))
        }
        if index == 0 {
            events.append(InputEvent(time: time, type: .key, code: KeyCode.btnTouch, value: 1))
            events.append(InputEvent(time: time, type: .key, code: KeyCode.btnToolDoubleTap, value: 1))
        }
        events.append(InputEvent(time: time, type: .syn, code: SynCode.report, value: 0))
        return events
    }

    /// Feeds frame `index` to the assembler, hands the frame to `pan`, and returns where its touches were stored.
    private func feed(_ index: Int, _ assembler: inout FrameAssembler, _ pan: PanGestureRecognizer) -> UInt? {
        var address: UInt?
        for event in swipeFrame(index) {
            guard let frame = assembler.feed(event) else { continue }
            address = frame.touches.withUnsafeBufferPointer { $0.baseAddress.map { UInt(bitPattern: $0) } }
            pan.handle(frame)
        }
        return address
    }

    @Test func aPanKeepsNoReferenceToTheAssemblersTouchBuffer() throws {
        let mapping = try #require(TouchMapping(device: Self.clickpad, container: GestureSize(width: 1000, height: 650)))
        let configuration = try #require(PanGestureRecognizer.Configuration.standard(for: Self.clickpad, mapping: mapping))
        let pan = PanGestureRecognizer(mapping: mapping, configuration: configuration)
        var assembler = FrameAssembler(device: Self.clickpad)

        var addresses: [UInt?] = []
        for index in 0..<12 { addresses.append(feed(index, &assembler, pan)) }

        #expect(pan.state == .changed, "the swipe should be panning by its last frame")
        #expect(addresses.allSatisfy { $0 != nil })
        // Every frame, from touch-down on, is built in the storage the assembler allocated at init.
        #expect(Set(addresses).count == 1, "touch storage moved between frames: \(addresses)")
    }
}
