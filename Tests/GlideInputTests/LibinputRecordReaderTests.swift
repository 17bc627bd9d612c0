import Foundation
import Testing

@testable import GlideInput

@Suite struct LibinputRecordReaderTests {
    /// A two-device recording laid out as `libinput record --with-libinput` 1.22 writes it:
    /// a keyboard first (with a key repeat), then a clickpad with hid, udev, quirks and
    /// libinput sections, `- libinput:` event items and neutral-state comments.
    static let twoDevices = """
    # libinput record
    version: 1
    ndevices: 2
    libinput:
      version: "1.22.1"
      git: "unknown"
    system:
      os: "debian:12"
      kernel: "6.1.0-13-amd64"
      dmi: "dmi:bvnLENOVO:bvrJTCN44WW:svnLENOVO:pn82JQ:pvrXiaoXinPro-13"
    devices:
    - node: /dev/input/event3
      evdev:
        # Name: AT Translated Set 2 keyboard
        # ID: bus 0x11 vendor 0x1 product 0x1 version 0xab41
        # Supported Events:
        # Event type 0 (EV_SYN)
        # Event type 1 (EV_KEY)
        #   Event code 1 (KEY_ESC)
        # Properties:
        name: "AT Translated Set 2 keyboard"
        id: [17, 1, 1, 43841]
        codes:
          0: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] # EV_SYN
          1: [1, 2, 3, 4, 30, 31] # EV_KEY
          4: [4] # EV_MSC
          17: [0, 1, 2] # EV_LED
          20: [0, 1] # EV_REP
        properties: []
      udev:
        properties:
        - ID_INPUT=1
        - ID_INPUT_KEY=1
      libinput:
        capabilities: [keyboard]
      events:
      # Current time is 14:51:15
      - evdev:
        - [  0,  10000,   4,   4,      30] # EV_MSC / MSC_SCAN                 30
        - [  0,  10000,   1,  30,       1] # EV_KEY / KEY_A                     1
        - [  0,  10000,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +10ms
      - evdev:
        - [  0, 510000,   1,  30,       2] # EV_KEY / KEY_A                     2
        - [  0, 510000,   0,   0,       1] # ------------ SYN_REPORT (1) ---------- +500ms
    - node: /dev/input/event7
      evdev:
        # Name: MSFT0001:00 06CB:CD3E Touchpad
        # ID: bus 0x18 vendor 0x6cb product 0xcd3e version 0x100
        # Size in mm: 101x66
        # Supported Events:
        # Event type 3 (EV_ABS)
        #   Event code 0 (ABS_X)
        #       Value      0
        #       Min        0
        #       Max     1212
        # Properties:
        #    Property 0 (INPUT_PROP_POINTER)
        #    Property 2 (INPUT_PROP_BUTTONPAD)
        name: "MSFT0001:00 06CB:CD3E Touchpad"
        id: [24, 1739, 52542, 256]
        codes:
          0: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] # EV_SYN
          1: [272, 325, 328, 330, 333, 334, 335] # EV_KEY
          3: [0, 1, 47, 53, 54, 55, 57] # EV_ABS
          4: [5] # EV_MSC
        absinfo:
          0: [0, 1212, 0, 0, 12]
          1: [0, 800, 0, 0, 12]
          47: [0, 4, 0, 0, 0]
          53: [0, 1212, 0, 0, 12]
          54: [0, 800, 0, 0, 12]
          55: [0, 2, 0, 0, 0]
          57: [0, 65535, 0, 0, 0]
        properties: [0, 2]
      hid: [
        0x05, 0x01, 0x09, 0x02, 0xa1, 0x01, 0x85, 0x02, 0x09, 0x01, 0xa1, 0x00, 0x05, 0x09, 0x19, 0x01,
        0x29, 0x02, 0x15, 0x00, 0x25, 0x01, 0x75, 0x01, 0x95, 0x02, 0x81, 0x02, 0x95, 0x06, 0x81, 0x03
      ]
      udev:
        properties:
        - ID_INPUT=1
        - ID_INPUT_TOUCHPAD=1
      quirks:
      - ModelLenovoXiaoXinPro=1
      libinput:
        size: [101, 66]
        capabilities: [pointer, gesture]
      events:
      # Current time is 14:51:15
      - libinput:
        - {type: DEVICE_ADDED, seat: seat0, logical_seat: default}
      - evdev:
        - [  1, 142438,   3,  47,       0] # EV_ABS / ABS_MT_SLOT                  0
        - [  1, 142438,   3,  57,    2195] # EV_ABS / ABS_MT_TRACKING_ID       2195
        - [  1, 142438,   3,  53,     500] # EV_ABS / ABS_MT_POSITION_X         500
        - [  1, 142438,   3,  54,     400] # EV_ABS / ABS_MT_POSITION_Y         400
        - [  1, 142438,   1, 330,       1] # EV_KEY / BTN_TOUCH                   1
        - [  1, 142438,   1, 325,       1] # EV_KEY / BTN_TOOL_FINGER             1
        - [  1, 142438,   4,   5,       0] # EV_MSC / MSC_TIMESTAMP               0
        - [  1, 142438,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +1142ms
      - evdev:
        - [  1, 149645,   3,  53,     512] # EV_ABS / ABS_MT_POSITION_X         512 (+12)
        - [  1, 149645,   4,   5,    7200] # EV_MSC / MSC_TIMESTAMP            7200
        - [  1, 149645,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +7ms
      - hid:
          time: [  1, 149700]
          hidraw0: [
            0x03, 0x01, 0x02
          ]
      - evdev: [[1, 156870, 3, 57, -1], [1, 156870, 1, 330, 0], [1, 156870, 1, 325, 0], [1, 156870, 0, 0, 0]]
                                     # Touch device in neutral state
      - libinput:
        - {time: 1.156870, type: POINTER_MOTION, delta: [ 1.20,  0.00], unaccel: [ 1.00,  0.00]}
    """

    static let touchpadEvents: [InputEvent] = [
        InputEvent(time: 0, type: .abs, code: AbsCode.mtSlot, value: 0),
        InputEvent(time: 0, type: .abs, code: AbsCode.mtTrackingID, value: 2195),
        InputEvent(time: 0, type: .abs, code: AbsCode.mtPositionX, value: 500),
        InputEvent(time: 0, type: .abs, code: AbsCode.mtPositionY, value: 400),
        InputEvent(time: 0, type: .key, code: KeyCode.btnTouch, value: 1),
        InputEvent(time: 0, type: .key, code: KeyCode.btnToolFinger, value: 1),
        InputEvent(time: 0, type: .msc, code: 5, value: 0),
        InputEvent(time: 0, type: .syn, code: SynCode.report, value: 0),
        InputEvent(time: 7207, type: .abs, code: AbsCode.mtPositionX, value: 512),
        InputEvent(time: 7207, type: .msc, code: 5, value: 7200),
        InputEvent(time: 7207, type: .syn, code: SynCode.report, value: 0),
        InputEvent(time: 14432, type: .abs, code: AbsCode.mtTrackingID, value: -1),
        InputEvent(time: 14432, type: .key, code: KeyCode.btnTouch, value: 0),
        InputEvent(time: 14432, type: .key, code: KeyCode.btnToolFinger, value: 0),
        InputEvent(time: 14432, type: .syn, code: SynCode.report, value: 0),
    ]

    @Test func picksTheTouchDevice() throws {
        let path = TraceFixtures.write(Self.twoDevices, name: "two.yml")
        #expect(try Trace.detectFormat(path: path) == .libinputRecord)
        var reader = try LibinputRecordReader(path: path)
        #expect(reader.deviceIndex == 1)
        let device = reader.device
        #expect(device.name == "MSFT0001:00 06CB:CD3E Touchpad")
        #expect(device.id == DeviceID(bustype: 0x18, vendor: 0x6cb, product: 0xcd3e, version: 0x100))
        #expect(device.properties == [.pointer, .buttonpad])
        #expect(device.codes[.syn] == nil)
        #expect(device.codes[.key] == [272, 325, 328, 330, 333, 334, 335])
        #expect(device.codes[.abs] == [0, 1, 47, 53, 54, 55, 57])
        #expect(device.absInfo[AbsCode.mtPositionX] == AbsInfo(minimum: 0, maximum: 1212, resolution: 12))
        #expect(device.absInfo.count == 7)
        #expect(try reader.readAll() == Self.touchpadEvents)
        #expect(try reader.nextEvent() == nil)
        #expect(reader.warnings.isEmpty)
    }

    @Test func detectsTheFormat() throws {
        #expect(try Trace.detectFormat(path: TraceFixtures.write(EvemuMalformedInputTests.header)) == .evemu)
        #expect(try Trace.detectFormat(path: TraceFixtures.write("")) == .evemu)
        let bare = Self.twoDevices.replacingOccurrences(of: "# libinput record\n", with: "\n# recorded by hand\n")
        #expect(try Trace.detectFormat(path: TraceFixtures.write(bare, name: "bare.yml")) == .libinputRecord)
        var reader = try Trace.open(path: TraceFixtures.write(bare, name: "bare.yml"))
        #expect(reader is LibinputRecordReader)
        #expect(try reader.readAll().count == Self.touchpadEvents.count)
        #expect(throws: TraceError.self) { try Trace.detectFormat(path: "/nonexistent/trace.yml") }
    }

    @Test func readsAnExplicitDeviceAndSkipsKeyRepeats() throws {
        let path = TraceFixtures.write(Self.twoDevices, name: "two.yml")
        var keyboard = try LibinputRecordReader(path: path, deviceIndex: 0)
        #expect(keyboard.device.name == "AT Translated Set 2 keyboard")
        #expect(keyboard.device.codes[.rep] == [0, 1])
        #expect(keyboard.device.properties.isEmpty)
        // The second frame holds only a key repeat: with it skipped, the frame is dropped.
        #expect(try keyboard.readAll() == [
            InputEvent(time: 0, type: .msc, code: 4, value: 30),
            InputEvent(time: 0, type: .key, code: 30, value: 1),
            InputEvent(time: 0, type: .syn, code: SynCode.report, value: 0),
        ])
        var touchpad = try Trace.open(path: path, deviceIndex: 1)
        #expect(touchpad.device.name == "MSFT0001:00 06CB:CD3E Touchpad")
        #expect(try touchpad.readAll().count == Self.touchpadEvents.count)
    }

    @Test func reportsAMissingDevice() {
        let path = TraceFixtures.write(Self.twoDevices, name: "two.yml")
        #expect(throws: TraceError.self) { try LibinputRecordReader(path: path, deviceIndex: 2) }
        do {
            _ = try LibinputRecordReader(path: path, deviceIndex: 5)
        } catch {
            #expect(error.reason == .noSuchDevice)
            #expect(error.problem.contains("the file has 2 device(s) (0: AT Translated Set 2 keyboard, 1: MSFT0001:00 06CB:CD3E Touchpad)"))
        }
        let keyboardOnly = Self.twoDevices.components(separatedBy: "- node: /dev/input/event7")[0]
        do {
            _ = try LibinputRecordReader(path: TraceFixtures.write(keyboardOnly, name: "kbd.yml"))
            Issue.record("a file without a touch device was accepted")
        } catch {
            #expect(error.reason == .noSuchDevice)
            #expect(error.description.contains("none of the file's 1 device(s) is a touch device"))
        }
    }

    @Test func reportsErrorsWithTheirLine() throws {
        func error(replacing old: String, with new: String) -> TraceError? {
            let text = Self.twoDevices.replacingOccurrences(of: old, with: new)
            #expect(text != Self.twoDevices)
            do {
                var reader = try LibinputRecordReader(path: TraceFixtures.write(text, name: "bad.yml"))
                _ = try reader.readAll()
                return nil
            } catch {
                return error
            }
        }
        let lines = Self.twoDevices.components(separatedBy: "\n")
        func line(of text: String) -> Int { (lines.firstIndex { $0.contains(text) } ?? -1) + 1 }

        let badRow = try #require(error(replacing: "[  1, 149645,   3,  53,     512]", with: "[  1, 149645,   3,  53]"))
        #expect(badRow.location.line == line(of: "1, 149645,   3,  53,     512"))
        #expect(badRow.location.column == 29)
        #expect(badRow.description.hasPrefix("\(badRow.location.file):\(badRow.location.line):29: the event row has 4 of 5 fields"))

        let bigValue = try #require(error(replacing: "3,  54,     400]", with: "3,  54, 4294967296]"))
        #expect(bigValue.location.line == line(of: "3,  54,     400]"))
        #expect(bigValue.problem.contains("out of Int32 range"))

        let version = try #require(error(replacing: "version: 1\n", with: "version: 2\n"))
        #expect(version.reason == .unsupportedFormat)
        #expect(version.location.line == 2 && version.location.column == 10)

        let absinfo = try #require(error(replacing: "47: [0, 4, 0, 0, 0]", with: "47: [0, 4, 0, 0]"))
        #expect(absinfo.location.line == line(of: "47: [0, 4, 0, 0, 0]"))
        #expect(absinfo.problem == "the list has 4 items")

        let garbage = try #require(error(replacing: "  events:\n  # Current time is 14:51:15\n  - libinput:", with: "  events:\n  - evdev:\n      garbage\n  - libinput:"))
        #expect(garbage.location.line == line(of: "- libinput:"))
        #expect(garbage.expected == "- [sec, usec, type, code, value]")
        #expect(garbage.location.column == 7)

        let stray = try #require(error(replacing: "  events:\n  # Current time is 14:51:15\n  - libinput:", with: "  events:\n  - evdev:\n    stray text\n  - libinput:"))
        #expect(stray.location.line == line(of: "- libinput:"))
        #expect(stray.problem == "expected a key")
    }

    @Test(.enabled(if: LibinputRecordOracle.available, "python3 with PyYAML (Debian python3-yaml) is absent"))
    func readsLikePyYAMLWithReplaysRules() throws {
        let path = TraceFixtures.write(Self.twoDevices, name: "two.yml")
        let seed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("tools/fuzz/seed-libinput-record.yml").path
        let jobs: [(String, Int?)] = [(path, nil), (path, 0), (path, 1), (seed, nil)]
        let results = try LibinputRecordOracle.run(jobs.map { file, device in device.map { "\(file)::\($0)" } ?? file })
        try #require(results.count == jobs.count)
        for (index, (file, device)) in jobs.enumerated() {
            let (reader, events, error) = TraceFixtures.readLibinputRecord(path: file, deviceIndex: device)
            #expect(error == nil)
            #expect(events.count >= 3)
            #expect(results[index].differences(from: reader, events: events, error: error) == [], "job \(index)")
        }
    }

    @Test func refusesWhatYAMLReadersWouldReadDifferently() throws {
        func error(replacing old: String, with new: String) -> TraceError? {
            let text = Self.twoDevices.replacingOccurrences(of: old, with: new)
            #expect(text != Self.twoDevices)
            return TraceFixtures.readLibinputRecord(path: TraceFixtures.write(text, name: "odd.yml")).2
        }
        // YAML 1.1 reads a leading zero as octal; a second key would replace the first.
        #expect(error(replacing: "[  1, 149645,   3,  53,     512]", with: "[  1, 149645,   3,  53,     012]")?.problem == "expected an integer")
        #expect(error(replacing: "    properties: [0, 2]", with: "    properties: [0, 2]\n    properties: [1]")?.problem == "duplicate key properties")
        #expect(error(replacing: "      47: [0, 4, 0, 0, 0]", with: "      47: [0, 4, 0, 0, 0]\n      47: [0, 9, 0, 0, 0]")?.problem == "duplicate key 47")
        #expect(error(replacing: "MSFT0001:00", with: "MSFT\\0001:00")?.problem == "a backslash in a quoted name")
        let (reader, _, fine) = TraceFixtures.readLibinputRecord(path: TraceFixtures.write(
            Self.twoDevices.replacingOccurrences(of: "name: \"MSFT0001:00 06CB:CD3E Touchpad\"", with: "name: 'MSFT0001:00 ''06CB'':CD3E Touchpad' # comment"),
            name: "quotes.yml"))
        #expect(fine == nil)
        #expect(reader?.device.name == "MSFT0001:00 '06CB':CD3E Touchpad")
    }

    @Test func warnsAboutTimeGoingBackwards() throws {
        let text = Self.twoDevices.replacingOccurrences(of: "[  1, 149645,   3,  53,     512]", with: "[  1,   5000,   3,  53,     512]")
        var reader = try LibinputRecordReader(path: TraceFixtures.write(text, name: "back.yml"))
        let events = try reader.readAll()
        #expect(events.count == Self.touchpadEvents.count)
        #expect(events[8].time == 5000 - 142438)
        #expect(reader.warnings.count == 1)
        let lines = Self.twoDevices.components(separatedBy: "\n")
        #expect(reader.warnings.first?.location.line == (lines.firstIndex { $0.contains("3,  53,     512]") } ?? -1) + 1)
    }

    @Test func readsAFileThatStartsWithAByteOrderMark() throws {
        let mark = Data([0xef, 0xbb, 0xbf])
        let bare = Self.twoDevices.replacingOccurrences(of: "# libinput record\n", with: "")
        for text in [Self.twoDevices, bare] {
            let path = TraceFixtures.write(mark + Data(text.utf8), name: "marked.yml")
            #expect(try Trace.detectFormat(path: path) == .libinputRecord)
            var reader = try Trace.open(path: path)
            #expect(reader.format == .libinputRecord)
            #expect(try reader.readAll() == Self.touchpadEvents)
        }
        // Columns on the first line count after the mark, as an editor shows them.
        let unsupported = TraceFixtures.write(mark + Data(bare.replacingOccurrences(of: "version: 1", with: "version: 2").utf8), name: "v2.yml")
        let error = try #require(throws: TraceError.self) { _ = try LibinputRecordReader(path: unsupported) }
        #expect(error.reason == .unsupportedFormat)
        #expect(error.location.line == 1 && error.location.column == 10)
    }

    @Test func refusesEventsThatAreNotAList() throws {
        // Everything up to the touchpad's events: its `events:` line is the file's last.
        let head = Self.twoDevices.components(separatedBy: "  events:\n  # Current time is 14:51:15\n  - libinput:")[0]
        let eventsLine = head.components(separatedBy: "\n").count
        func read(_ events: String) -> (count: Int?, error: TraceError?) {
            let (_, read, error) = TraceFixtures.readLibinputRecord(path: TraceFixtures.write(head + events, name: "events.yml"))
            return (error == nil ? read.count : nil, error)
        }
        for (events, line, column) in [("  events: {}\n", eventsLine, 11), ("  events: *frames\n", eventsLine, 11),
                                       ("  events: none\n", eventsLine, 11), ("  events:\n    evdev: [[1, 0, 0, 0, 0]]\n", eventsLine + 1, 5)] {
            let error = try #require(read(events).error, "\(events) was accepted")
            #expect(error.reason == .malformedLine)
            #expect(error.location.line == line && error.location.column == column, "\(events): \(error)")
            #expect(error.problem.hasPrefix("events: "), "\(error)")
        }
        // An empty list, or nothing, is no events.
        for events in ["  events: []\n", "  events: [ ] # none\n", "  events:\n"] {
            #expect(read(events).count == 0, "\(events)")
            #expect(read(events).error == nil, "\(events)")
        }
    }
}
