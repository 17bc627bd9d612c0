import GlideGestures
import GlideInput
import Testing

/// How GlideUI's window will use recognizers: a list of `any GestureRecognizer`, fed every
/// frame, advanced to their deadlines, reset when the device goes away.
@Suite struct GestureRecognizerProtocolTests {
    @Test func aWindowCanFeedMixedRecognizersAndHonourTheirDeadlines() {
        let pan = PanGestureRecognizer(mapping: FrameScript.touchpadMapping,
                                       configuration: .touchpad(mapping: FrameScript.touchpadMapping))
        let tap = TapGestureRecognizer(mapping: FrameScript.touchpadMapping,
                                       configuration: .touchpad(touches: 2, mapping: FrameScript.touchpadMapping))
        let recognizers: [any GestureRecognizer] = [pan, tap]
        var script = FrameScript()
        script.down(x: 20, y: 50)
        script.down(x: 40, y: 50)
        for _ in 0..<6 {
            let frame = script.frame()
            for recognizer in recognizers { recognizer.handle(frame) }
            script.moveAll(dx: 2, dy: 0)
        }
        #expect(recognizers.map(\.state) == [.changed, .failed])
        #expect(recognizers[0].location == GesturePoint(x: 40, y: 50))

        // A third finger: the pan publishes its debounce deadline and the window advances to it.
        script.down(x: 60, y: 50)
        let frame = script.frame()
        for recognizer in recognizers { recognizer.handle(frame) }
        let deadline = recognizers.compactMap(\.deadline).min()
        #expect(deadline == frame.time + 100_000)
        for recognizer in recognizers { recognizer.advance(to: frame.time + 100_000) }
        #expect(pan.state == .cancelled)

        // The device goes away: nothing is left in progress.
        for recognizer in recognizers { recognizer.reset(at: frame.time + 200_000) }
        #expect(recognizers.allSatisfy { !$0.state.isActive })
    }

    @Test func mappingsForDevicesFollowTheUnits() throws {
        var touchpad = DeviceDescription(name: "pad", id: DeviceID(bustype: 0x18, vendor: 1, product: 2, version: 1))
        touchpad.properties = [.pointer]
        touchpad.codes = [.abs: [AbsCode.x, AbsCode.y, AbsCode.mtSlot, AbsCode.mtPositionX, AbsCode.mtPositionY, AbsCode.mtTrackingID],
                          .key: [KeyCode.btnTouch, KeyCode.btnToolFinger, KeyCode.btnLeft]]
        let x = AbsInfo(minimum: 0, maximum: 1000, resolution: 10)
        let y = AbsInfo(minimum: 0, maximum: 700, resolution: 10)
        touchpad.absInfo = [AbsCode.x: x, AbsCode.y: y, AbsCode.mtPositionX: x, AbsCode.mtPositionY: y,
                            AbsCode.mtSlot: AbsInfo(minimum: 0, maximum: 4), AbsCode.mtTrackingID: AbsInfo(minimum: 0, maximum: 65535)]
        let container = GestureSize(width: 1200, height: 800)
        let mapping = try #require(TouchMapping(device: touchpad, container: container))
        // 100 mm of pad onto 1200 points: 12 points per millimetre, on both axes.
        #expect(mapping.pointsPerMillimetre == 12)
        let touch = Touch(trackingID: 1, slot: 0, x: 250, y: 100, mm: SurfacePoint(x: 25, y: 10), normalized: SurfacePoint(x: 0.25, y: 0.125))
        #expect(mapping.point(for: touch) == GesturePoint(x: 300, y: 120))
        #expect(PanGestureRecognizer.Configuration.standard(for: touchpad, mapping: mapping)?.minimumNumberOfTouches == 2)

        var screen = touchpad
        screen.properties = [.direct]
        let screenMapping = try #require(TouchMapping(device: screen, container: container))
        #expect(screenMapping.pointsPerMillimetre == nil)
        #expect(screenMapping.point(for: touch) == GesturePoint(x: 300, y: 100))
        #expect(PanGestureRecognizer.Configuration.standard(for: screen, mapping: screenMapping) == .touchscreen)

        let keyboard = DeviceDescription(name: "keys", id: DeviceID(bustype: 0x11, vendor: 1, product: 1, version: 1),
                                         codes: [.key: [30, 31]])
        #expect(TouchMapping(device: keyboard, container: container) == nil)
    }
}
