import GlideInput

/// Device descriptions and event transcripts built in code, for the classification and frame tests.
enum SyntheticDevices {
    /// A multitouch device with `slots` slots (0 = protocol A), 0…1000 × 0…500 position axes.
    static func multitouch(
        slots: Int,
        properties: Set<InputProperty> = [.pointer],
        keys: Set<UInt16> = [KeyCode.btnTouch, KeyCode.btnToolFinger, KeyCode.btnToolDoubleTap, KeyCode.btnLeft],
        resolution: Int32 = 10,
        pressure: Bool = true,
        xRange: ClosedRange<Int32> = 0...1000,
        yRange: ClosedRange<Int32> = 0...500
    ) -> DeviceDescription {
        var abs: [UInt16: AbsInfo] = [
            AbsCode.x: AbsInfo(minimum: xRange.lowerBound, maximum: xRange.upperBound, resolution: resolution),
            AbsCode.y: AbsInfo(minimum: yRange.lowerBound, maximum: yRange.upperBound, resolution: resolution),
            AbsCode.mtPositionX: AbsInfo(minimum: xRange.lowerBound, maximum: xRange.upperBound, resolution: resolution),
            AbsCode.mtPositionY: AbsInfo(minimum: yRange.lowerBound, maximum: yRange.upperBound, resolution: resolution),
        ]
        if slots > 0 {
            abs[AbsCode.mtSlot] = AbsInfo(minimum: 0, maximum: Int32(slots - 1))
            abs[AbsCode.mtTrackingID] = AbsInfo(minimum: 0, maximum: 65535)
        }
        if pressure {
            abs[AbsCode.mtPressure] = AbsInfo(minimum: 0, maximum: 255)
        }
        return DeviceDescription(
            name: "synthetic \(slots)-slot",
            id: DeviceID(bustype: 0x18, vendor: 1, product: 2, version: 3),
            properties: properties,
            codes: [.syn: [0, 1, 2, 3], .key: keys, .abs: Set(abs.keys)],
            absInfo: abs
        )
    }

    /// A single-touch screen: ABS_X/ABS_Y 0…4095 (resolution 0), ABS_PRESSURE and BTN_TOUCH.
    static func singleTouch(properties: Set<InputProperty> = [.direct]) -> DeviceDescription {
        let abs: [UInt16: AbsInfo] = [
            AbsCode.x: AbsInfo(minimum: 0, maximum: 4095),
            AbsCode.y: AbsInfo(minimum: 0, maximum: 4095),
            AbsCode.pressure: AbsInfo(minimum: 0, maximum: 255),
        ]
        return DeviceDescription(
            name: "synthetic single-touch",
            id: DeviceID(bustype: 3, vendor: 1, product: 2, version: 3),
            properties: properties,
            codes: [.syn: [0, 1, 3], .key: [KeyCode.btnTouch], .abs: Set(abs.keys)],
            absInfo: abs
        )
    }

    /// Events with one timestamp, written as a transcript.
    struct Transcript {
        var time: Int64 = 0
        var events: [InputEvent] = []

        mutating func abs(_ code: UInt16, _ value: Int32) {
            events.append(InputEvent(time: time, type: .abs, code: code, value: value))
        }
        mutating func key(_ code: UInt16, _ value: Int32) {
            events.append(InputEvent(time: time, type: .key, code: code, value: value))
        }
        mutating func syn(_ code: UInt16) {
            events.append(InputEvent(time: time, type: .syn, code: code, value: 0))
        }
        /// `SYN_REPORT`, then the clock moves on by 10 ms.
        mutating func report() {
            syn(SynCode.report)
            time += 10_000
        }
    }

    /// Feeds `events` and returns every frame, in order.
    static func frames(_ device: DeviceDescription, _ events: [InputEvent]) -> [TouchFrame] {
        var assembler = FrameAssembler(device: device)
        return events.compactMap { assembler.feed($0) }
    }
}
