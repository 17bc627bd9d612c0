import Foundation
import GlideInput
import Testing

@Suite struct EvemuWriterTests {
    static let device = DeviceDescription(
        name: "Glide Test Pad",
        id: DeviceID(bustype: 0x18, vendor: 0x6cb, product: 0xcd3e, version: 0x100),
        properties: [.pointer, .buttonpad],
        codes: [
            .key: [KeyCode.btnLeft, KeyCode.btnTouch, KeyCode.btnToolFinger, KeyCode.btnToolQuintTap],
            .abs: [AbsCode.x, AbsCode.y, AbsCode.mtSlot, AbsCode.mtPositionX, AbsCode.mtPositionY, AbsCode.mtTrackingID],
            .msc: [5],
        ],
        absInfo: [
            AbsCode.x: AbsInfo(minimum: 0, maximum: 1212, resolution: 12),
            AbsCode.y: AbsInfo(minimum: 0, maximum: 800, resolution: 12),
            AbsCode.mtSlot: AbsInfo(minimum: 0, maximum: 4),
            AbsCode.mtPositionX: AbsInfo(minimum: 0, maximum: 1212, resolution: 12),
            AbsCode.mtPositionY: AbsInfo(minimum: 0, maximum: 800, resolution: 12),
            AbsCode.mtTrackingID: AbsInfo(minimum: 0, maximum: 65535),
        ],
        ledStates: [2: 1]
    )

    static let events = [
        InputEvent(time: 5_000_000, type: .abs, code: AbsCode.mtTrackingID, value: 7),
        InputEvent(time: 5_000_000, type: .abs, code: AbsCode.mtPositionX, value: 206),
        InputEvent(time: 5_000_000, type: .syn, code: SynCode.report, value: 0),
        InputEvent(time: 5_007_094, type: .abs, code: AbsCode.mtTrackingID, value: -1),
        InputEvent(time: 5_007_094, type: .syn, code: SynCode.report, value: 0),
    ]

    @Test func writesWhatEvemuRecordWrites() {
        let text = EvemuWriter.text(device: Self.device, events: Self.events)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "# EVEMU 1.3")
        #expect(lines.contains("# Input device ID: bus 0x18 vendor 0x6cb product 0xcd3e version 0x100"))
        #expect(lines.contains("# Size in mm: 101x66"))
        #expect(lines.contains("N: Glide Test Pad"))
        #expect(lines.contains("I: 0018 06cb cd3e 0100"))
        #expect(lines.contains("P: 05 00 00 00 00 00 00 00"))
        #expect(lines.contains("B: 00 0b 00 00 00 00 00 00 00"))
        #expect(lines.filter { $0.hasPrefix("B: 01 ") }.count == 12)
        #expect(lines.contains("B: 01 00 00 01 00 00 00 00 00"))
        #expect(lines.contains("B: 01 20 05 00 00 00 00 00 00"))
        #expect(lines.contains("B: 03 03 00 00 00 00 80 60 02"))
        #expect(lines.contains("B: 04 20 00 00 00 00 00 00 00"))
        #expect(lines.filter { $0.hasPrefix("B: 15 ") }.count == 2)
        #expect(lines.contains("A: 00 0 1212 0 0 12"))
        #expect(lines.contains("A: 39 0 65535 0 0 0"))
        #expect(lines.contains("L: 02 1"))
        #expect(lines.contains("E: 0.000001 0003 0039 0007\t# EV_ABS / ABS_MT_TRACKING_ID   7"))
        #expect(lines.contains("E: 0.000001 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +0ms"))
        #expect(lines.contains("E: 0.007095 0003 0039 -001\t# EV_ABS / ABS_MT_TRACKING_ID   -1"))
        #expect(lines.contains("E: 0.007095 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +7ms"))
        let absLines = lines.filter { $0.hasPrefix("A: ") }
        #expect(absLines.count == 6)
        let order = ["N: ", "I: ", "P: ", "B: ", "A: ", "L: ", "E: "].map { prefix in lines.firstIndex { $0.hasPrefix(prefix) } ?? -1 }
        #expect(order == order.sorted() && !order.contains(-1))
    }

    @Test func umockdevOptionWritesEventsOnlyWithUnpaddedMicroseconds() throws {
        let text = EvemuWriter.text(device: Self.device, events: Self.events, options: .umockdev)
        #expect(text.hasPrefix("# EVEMU 1.3\nE: 0.1 0003 0039 0007\t"))
        #expect(text.contains("\nE: 0.7095 0000 0000 0000\t"))
        #expect(!text.contains("\nN: ") && !text.contains("\nB: "))
        // The pair reads back with its description, as an upstream .desc + .events pair does.
        let events = TraceFixtures.write(text, name: "pad.events")
        let desc = TraceFixtures.write(EvemuWriter.text(device: Self.device, events: []), name: "pad.desc")
        let (reader, read, error) = TraceFixtures.read(path: events, descriptionPath: desc)
        #expect(error == nil)
        #expect(reader?.device == Self.device)
        #expect(read == Self.events.map { InputEvent(time: $0.time - 5_000_000, type: $0.type, code: $0.code, value: $0.value) })
        let bare = EvemuWriter.text(device: Self.device, events: Self.events, options: EvemuWriterOptions(timestamps: .asGiven, comments: false))
        #expect(bare.contains("\nE: 5.000000 0003 0039 0007\n"))
        #expect(!bare.contains("Waiting for events"))
    }

    @Test func roundTripsThroughTheReader() throws {
        for options in [EvemuWriterOptions.evemu, EvemuWriterOptions(zeroPaddedMicroseconds: false), EvemuWriterOptions(timestamps: .asGiven, comments: false)] {
            let path = TraceFixtures.write(EvemuWriter.text(device: Self.device, events: Self.events, options: options))
            let (reader, events, error) = try TraceFixtures.readAll(path: path)
            #expect(error == nil)
            #expect(reader.device == Self.device)
            #expect(reader.version == .v1_3)
            #expect(events == Self.events.map { InputEvent(time: $0.time - 5_000_000, type: $0.type, code: $0.code, value: $0.value) })
        }
    }

    @Test func writesTimesBeforeTheFirstEventAsLibevemuReadsThem() throws {
        let backwards = [
            InputEvent(time: 10, type: .abs, code: AbsCode.x, value: 1),
            InputEvent(time: -2_500_000, type: .abs, code: AbsCode.x, value: 2),
        ]
        let text = EvemuWriter.text(device: Self.device, events: backwards)
        #expect(text.contains("\nE: 18446744073709551613.499991 0003 0000 0002"))
        let (reader, events, error) = try TraceFixtures.readAll(path: TraceFixtures.write(text))
        #expect(error == nil)
        #expect(events.map(\.time) == [0, -2_500_010])
        #expect(reader.warnings.count == 1)
        #expect(reader.warnings.first?.message.contains("goes back by 2500010 µs") == true)
    }

    @Test func fileOutputMatchesTheText() throws {
        let path = TraceFixtures.temporaryDirectory().appendingPathComponent("out.evemu").path
        let writer = try EvemuWriter(path: path, device: Self.device)
        for _ in 0..<2000 { for event in Self.events { try writer.write(event) } }
        try writer.finish()
        let written = try String(contentsOfFile: path, encoding: .utf8)
        let repeated = Array(repeating: Self.events, count: 2000).joined()
        #expect(written == EvemuWriter.text(device: Self.device, events: repeated))
        #expect(written.utf8.count > 65_536 * 2)
    }

    @Test func cannotCreateInAMissingDirectory() {
        #expect {
            _ = try EvemuWriter(path: "/nonexistent-glide-dir/out.evemu", device: Self.device)
        } throws: { error in
            (error as? TraceError)?.reason == .cannotOpen(errno: ENOENT)
        }
    }
}

/// The writer's output of every real recording reads back exactly, in Swift and in libevemu.
@Suite(.enabled(if: TraceFixtures.haveRecordings, "\(TraceFixtures.withoutRecordings)"))
struct EvemuWriterRecordingTests {
    @Test(arguments: TraceFixtures.recordings)
    func roundTrips(_ recording: TraceFixtures.Recording) throws {
        let (original, events, error) = try TraceFixtures.readAll(path: recording.path, descriptionPath: recording.descriptionPath)
        #expect(error == nil)
        let path = TraceFixtures.temporaryDirectory().appendingPathComponent("copy.evemu").path
        let writer = try EvemuWriter(path: path, device: original.device)
        for event in events { try writer.write(event) }
        try writer.finish()
        let (copy, copiedEvents, copyError) = try TraceFixtures.readAll(path: path)
        #expect(copyError == nil)
        #expect(copy.device == original.device)
        #expect(copiedEvents == events)

        // Unpadded microseconds (the umockdev form) read the same in libevemu.
        let unpadded = TraceFixtures.write(EvemuWriter.text(device: original.device, events: events, options: EvemuWriterOptions(zeroPaddedMicroseconds: false)))

        if EvemuOracle.executable != nil {
            let results = try EvemuOracle.run([recording.oracleJob, path, unpadded])
            try #require(results.count == 3)
            #expect(results[2] == results[1])
            #expect(results[1].differences(from: copy, events: copiedEvents, error: nil) == [])
            #expect(results[1].rebasedTimes == results[0].rebasedTimes)
            #expect(results[1].events.map { $0[2...] } == results[0].events.map { $0[2...] })
            #expect(results[1].codes == results[0].codes && results[1].absInfo == results[0].absInfo)
        }
    }
}

/// Recordings hide what was typed: every keyboard key is written as `KEY_A`, buttons are kept.
@Suite struct HiddenKeyCodesTests {
    /// A touchpad that also has a keyboard's keys (a keyboard-and-touchpad combo).
    static let combo: DeviceDescription = {
        var device = EvemuWriterTests.device
        device.codes[.key]?.formUnion([16, 17, 28, 0x1d, 0x161, 0x220, 0x2c0])  // KEY_Q, KEY_W, KEY_ENTER, KEY_LEFTCTRL, KEY_SELECT, BTN_DPAD_UP, BTN_TRIGGER_HAPPY1
        return device
    }()

    static let events = [
        InputEvent(time: 1_000, type: .key, code: 16, value: 1),
        InputEvent(time: 1_000, type: .syn, code: SynCode.report, value: 0),
        InputEvent(time: 2_000, type: .key, code: 16, value: 2),
        InputEvent(time: 2_000, type: .key, code: KeyCode.btnLeft, value: 1),
        InputEvent(time: 2_000, type: .syn, code: SynCode.report, value: 0),
        InputEvent(time: 3_000, type: .key, code: 16, value: 0),
        InputEvent(time: 3_000, type: .key, code: 0x161, value: 1),
        InputEvent(time: 3_000, type: .key, code: 0x220, value: 1),
        InputEvent(time: 3_000, type: .syn, code: SynCode.report, value: 0),
    ]

    @Test func keyboardKeysAreTheKEYRangeButtonsAreNot() {
        #expect(KeyCode.isKeyboardKey(1) && KeyCode.isKeyboardKey(30) && KeyCode.isKeyboardKey(0xff))
        #expect(KeyCode.isKeyboardKey(0x160) && KeyCode.isKeyboardKey(0x21f) && KeyCode.isKeyboardKey(0x224))
        #expect(KeyCode.isKeyboardKey(0x2bf) && KeyCode.isKeyboardKey(0x2e8) && KeyCode.isKeyboardKey(KeyCode.max))
        for button in [UInt16(0x100), KeyCode.btnLeft, KeyCode.btnTouch, KeyCode.btnToolQuintTap, 0x15f, 0x220, 0x223, 0x2c0, 0x2e7] {
            #expect(!KeyCode.isKeyboardKey(button), "\(button)")
        }
        #expect(!KeyCode.isKeyboardKey(0) && !KeyCode.isKeyboardKey(KeyCode.max + 1))
    }

    @Test func hiddenRecordingsWriteEveryKeyAsKEYAAndKeepButtonsAndTimes() throws {
        let text = EvemuWriter.text(device: Self.combo, events: Self.events, options: EvemuWriterOptions(hidesKeyCodes: true))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[1] == EvemuWriter.hiddenKeyCodesNote)
        let events = lines.filter { $0.hasPrefix("E: ") }.map { $0.split(separator: "\t")[0] }
        #expect(events == [
            "E: 0.000001 0001 001e 0001", "E: 0.000001 0000 0000 0000",
            "E: 0.001001 0001 001e 0002", "E: 0.001001 0001 0110 0001", "E: 0.001001 0000 0000 0000",
            "E: 0.002001 0001 001e 0000", "E: 0.002001 0001 001e 0001", "E: 0.002001 0001 0220 0001", "E: 0.002001 0000 0000 0000",
        ])
        #expect(!text.contains(" 0010 ") && !text.contains(" 001c ") && !text.contains(" 0161 "))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("hidden-\(UUID().uuidString).evemu").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        var reader = try EvemuReader(path: path)
        #expect(reader.device.codes[.key] == Self.combo.codes[.key].map { $0.filter { !KeyCode.isKeyboardKey($0) }.union([KeyCode.keyA]) })
        #expect(try reader.readAll().map(\.code) == [30, 0, 30, KeyCode.btnLeft, 0, 30, 30, 0x220, 0])
    }

    @Test func shownRecordingsAndDevicesWithoutKeysAreUnchanged() {
        let shown = EvemuWriter.text(device: Self.combo, events: Self.events, options: EvemuWriterOptions(hidesKeyCodes: false))
        #expect(shown.contains("0001 0010 0001") && shown.contains("0001 0161 0001") && !shown.contains("Key codes hidden"))
        #expect(EvemuWriterTests.device.hidingKeyCodes() == EvemuWriterTests.device, "a pad with buttons only keeps its bits")
        #expect(EvemuWriterOptions.liveRecording().hidesKeyCodes && EvemuWriterOptions.liveRecording().fileMode == 0o600)
        #expect(!EvemuWriterOptions.liveRecording(showingKeyCodes: true).hidesKeyCodes)
    }

    @Test func rolesNameWhatANonTouchDeviceIs() {
        func device(keys: Set<UInt16>, rel: Set<UInt16> = []) -> DeviceDescription {
            DeviceDescription(name: "d", id: DeviceID(bustype: 3, vendor: 1, product: 1, version: 1), properties: [],
                              codes: [.key: keys, .rel: rel], absInfo: [:])
        }
        #expect(device(keys: Set(1...120)).role == "keyboard")
        #expect(device(keys: [KeyCode.btnLeft, KeyCode.btnRight], rel: [0, 1, 8]).role == "mouse")
        #expect(device(keys: [116]).role == "set of buttons")
        #expect(device(keys: [0x120, 0x121]).role == "joystick or gamepad")
        #expect(device(keys: []).role == "input device without touch")
        #expect(EvemuWriterTests.device.role == "clickpad")
    }
}
