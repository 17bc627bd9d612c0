import GlideInput
import Testing

/// Random event streams (fixed seeds) against the assembler's invariants: no crash, finite values.
@Suite struct FrameAssemblerRandomTests {
    typealias D = SyntheticDevices

    /// SplitMix64: a small deterministic generator, so a failure replays exactly.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// An event that is plausible half the time and garbage the rest.
    static func randomEvent(_ rng: inout SplitMix, time: Int64) -> InputEvent {
        let codes: [(EventType, UInt16)] = [
            (.abs, AbsCode.mtSlot), (.abs, AbsCode.mtTrackingID), (.abs, AbsCode.mtPositionX), (.abs, AbsCode.mtPositionY),
            (.abs, AbsCode.mtPressure), (.abs, AbsCode.mtTouchMajor), (.abs, AbsCode.x), (.abs, AbsCode.y), (.abs, AbsCode.pressure),
            (.key, KeyCode.btnTouch), (.key, KeyCode.btnToolFinger), (.key, KeyCode.btnToolTripleTap), (.key, KeyCode.btnToolQuintTap),
            (.key, KeyCode.btnLeft), (.key, 0x13f), (.key, 0x140), (.syn, SynCode.report), (.syn, SynCode.mtReport),
            (.syn, SynCode.dropped), (.syn, 7), (.msc, 5),
        ]
        let (type, code) = Bool.random(using: &rng)
            ? codes.randomElement(using: &rng) ?? (.syn, SynCode.report)
            : (EventType(UInt16.random(in: 0...0x1f, using: &rng)), UInt16.random(in: 0...0x2ff, using: &rng))
        let value: Int32 = Bool.random(using: &rng)
            ? Int32.random(in: -2...20, using: &rng)
            : Int32.random(in: Int32.min...Int32.max, using: &rng)
        return InputEvent(time: time, type: type, code: code, value: value)
    }

    static let devices: [DeviceDescription] = [
        D.multitouch(slots: 2, resolution: 0),
        D.multitouch(slots: 5, properties: [.buttonpad, .semiMT]),
        D.multitouch(slots: 0),
        D.singleTouch(),
        {
            var broken = D.multitouch(slots: 3, xRange: 10...10)
            broken.absInfo[AbsCode.mtPositionY] = AbsInfo(minimum: 5, maximum: -5)
            return broken
        }(),
    ]

    @Test(arguments: 0..<devices.count)
    func randomStreamsKeepTheInvariants(_ deviceIndex: Int) {
        let device = Self.devices[deviceIndex]
        var rng = SplitMix(state: UInt64(deviceIndex) &* 7919 &+ 1)
        var assembler = FrameAssembler(device: device)
        var reports = 0
        var frames = 0
        var badFrames = 0
        let capacity = switch device.contactReporting {
        case .slots(let count): count
        case .anonymousContacts: FrameAssembler.maxAnonymousContacts
        case .singleTouch: 1
        case .none: 0
        }
        for step in 0..<20_000 {
            let event = Self.randomEvent(&rng, time: Int64(step))
            if event.isSynReport { reports += 1 }
            guard let frame = assembler.feed(event) else { continue }
            frames += 1
            let fine = frame.touches.count <= capacity
                && frame.fingerCount >= frame.touches.count
                && frame.semiMT == device.isSemiMT
                && frame.touches.allSatisfy {
                    $0.trackingID >= 0 && $0.mm.x.isFinite && $0.mm.y.isFinite
                        && $0.normalized.x.isFinite && $0.normalized.y.isFinite
                }
                && Set(frame.touches.map(\.slot)).count == frame.touches.count
            if !fine { badFrames += 1 }
        }
        #expect(frames == reports)
        #expect(frames > 100)
        #expect(badFrames == 0)
    }
}
