import Foundation
import Testing

/// `glide describe`, run as a program on the shared real recordings and on broken traces.
@Suite(.enabled(if: Paths.hasGlide, "glide is not built next to the test bundle"))
struct DescribeCommandTests {
    /// A recording and the counts SOURCES.md gives for it (E: lines and SYN_REPORTs).
    struct Recording: CustomTestStringConvertible, Sendable {
        var file: String
        var desc: String?
        var events: Int
        var frames: Int
        var testDescription: String { file }

        var arguments: [String] {
            [Paths.recording(file)] + (desc.map { ["--desc", Paths.recording($0)] } ?? [])
        }
    }

    static let recordings = [
        Recording(file: "wacom-intuos5-touch-m-finger-2fg-swipe-horizontal.events", desc: "wacom-intuos5-touch-m-finger.desc", events: 1564, frames: 216),
        Recording(file: "wacom-intuos5-touch-m-finger-2fg-scroll-vertical.events", desc: "wacom-intuos5-touch-m-finger.desc", events: 765, frames: 123),
        Recording(file: "wacom-bamboo-16fg-4x5-finger-2fg-swipe-horizontal.events", desc: "wacom-bamboo-16fg-4x5-finger.desc", events: 1336, frames: 187),
        Recording(file: "synaptics-ps2-hp8470p-2fg-scroll-horizontal.events", desc: "synaptics-ps2-hp8470p.desc", events: 906, frames: 150),
        Recording(file: "synaptics-ps2-clickpad-2fg-scroll-vertical.events", desc: "synaptics-ps2-clickpad.desc", events: 582, frames: 82),
        Recording(file: "wacom-isdv4-e6-finger-touchscreen-2fg-swipe-horizontal.events", desc: "wacom-isdv4-e6-finger-touchscreen.desc", events: 1144, frames: 145),
        Recording(file: "elantech-ps2-samsung700z3a-1fg-move.evemu", events: 1557, frames: 297),
        Recording(file: "alps-glidepoint-2fg-tap.evemu", events: 76, frames: 13),
        Recording(file: "cypress-ps2-semimt-3fg-press.evemu", events: 342, frames: 46),
        Recording(file: "apple-bcm5974-protocolA-2-3-4fg.evemu", events: 12893, frames: 638),
        Recording(file: "atmel-maxtouch-touchscreen-4fg-drag-down.evemu", events: 309, frames: 31),
        Recording(file: "ep0430m09-touchscreen-2fg-scroll-down.evemu", events: 695, frames: 98),
        Recording(file: "dell-canvas-cooltouch-touchscreen-multifinger.evemu", events: 5363, frames: 450),
        Recording(file: "3m-microtouch-touchscreen-10fg.evemu", events: 43466, frames: 3422),
    ]

    /// `describe --json` on a recording, parsed.
    static func describe(_ recording: Recording) throws -> (object: [String: Any], output: ProcessOutput) {
        let output = try Run.glide(["describe"] + recording.arguments + ["--json"])
        let object = try #require(try output.json() as? [String: Any], "not a JSON object: \(output.stdout)")
        return (object, output)
    }

    @Test(.enabled(if: Paths.hasRecordings, "\(Paths.withoutRecordings)"), arguments: recordings)
    func countsMatchSourcesMD(_ recording: Recording) throws {
        let (object, output) = try Self.describe(recording)
        #expect(output.status == 0)
        #expect(object["events"] as? Int == recording.events)
        #expect(object["frames"] as? Int == recording.frames)
        for key in ["device", "events", "frames", "duration_ms", "max_fingers", "gestures"] {
            #expect(object[key] != nil, "missing \(key)")
        }
        // With --json, stdout is one JSON line; warnings went to stderr.
        #expect(output.stdout.split(separator: "\n").count == 1)
    }

    @Test(.enabled(if: Paths.hasRecordings, "\(Paths.withoutRecordings)"))
    func theIntuosTwoFingerSwipeIsOneRightwardPan() throws {
        let (object, output) = try Self.describe(Self.recordings[0])
        let device = try #require(object["device"] as? [String: Any])
        #expect(device["name"] as? String == "Wacom Intuos5 touch M Finger")
        #expect(device["kind"] as? String == "touchpad")
        #expect(device["slots"] as? Int == 16)
        #expect(device["size_assumed"] as? Bool == true)
        #expect(object["max_fingers"] as? Int == 2)
        #expect(abs((object["duration_ms"] as? Double ?? 0) - 2330) < 1)
        let gestures = try #require(object["gestures"] as? [[String: Any]])
        #expect(gestures.count == 1)
        let pan = try #require(gestures.first)
        #expect(pan["fingers"] as? Int == 2)
        #expect(pan["cancelled"] as? Bool == false)
        // Nearly the pad's whole width (69 mm assumed: the file has resolution 0) to the right, little vertical motion.
        let dx = try #require(pan["dx_mm"] as? Double)
        let dy = try #require(pan["dy_mm"] as? Double)
        #expect(dx > 55 && dx < 69)
        #expect(abs(dy) < 5)
        let begin = try #require(pan["begin_ms"] as? Double)
        let end = try #require(pan["end_ms"] as? Double)
        #expect(begin > 0 && begin < end)
        // The resolution-0 guess is a warning on stderr.
        #expect(output.stderr.contains("warning: ABS_MT_POSITION_X and ABS_MT_POSITION_Y report resolution 0"))
    }

    @Test(.enabled(if: Paths.hasRecordings, "\(Paths.withoutRecordings)"))
    func aTouchscreenSwipeAndAVerticalScrollGoTheRightWay() throws {
        let screen = try #require((try Self.describe(Self.recordings[5]).object["gestures"] as? [[String: Any]])?.first)
        #expect(screen["fingers"] as? Int == 2)
        #expect((screen["dx_mm"] as? Double ?? 0) > 100)
        let scroll = try #require((try Self.describe(Self.recordings[1]).object["gestures"] as? [[String: Any]])?.first)
        #expect((scroll["dy_mm"] as? Double ?? 0) > 30)
        #expect(abs(scroll["dx_mm"] as? Double ?? 99) < 5)
    }

    @Test(.enabled(if: Paths.hasRecordings, "\(Paths.withoutRecordings)"))
    func oneFingerOnATouchpadIsNoGesture() throws {
        let (object, _) = try Self.describe(Self.recordings[6])
        #expect(object["max_fingers"] as? Int == 1)
        #expect((object["gestures"] as? [Any])?.isEmpty == true)
    }

    @Test(.enabled(if: Paths.hasRecordings, "\(Paths.withoutRecordings)"))
    func theTextFormNamesTheDeviceAndTheGesture() throws {
        let output = try Run.glide(["describe"] + Self.recordings[0].arguments)
        #expect(output.status == 0)
        #expect(output.stdout.contains("device     Wacom Intuos5 touch M Finger: touchpad, 69 × 50 mm (assumed), MT protocol B, 16 slots"))
        #expect(output.stdout.contains("events     1564"))
        #expect(output.stdout.contains("frames     216"))
        #expect(output.stdout.contains("1. 2 fingers, "))
    }

    @Test func describingTwiceGivesByteIdenticalJSON() throws {
        let path = try SyntheticTouchpad.write(SyntheticTouchpad.swipe(fingers: 2, dx: 400, dy: 100))
        let first = try Run.glide(["describe", path, "--json"])
        let second = try Run.glide(["describe", path, "--json"])
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
        #expect(first.stdout.contains(#""gestures":[{"fingers":2,"max_fingers":2,"begin_ms":10,"end_ms":210,"dx_mm":40,"dy_mm":10,"cancelled":false,"end":"ended"}]"#))
        #expect(first.stderr.isEmpty)
    }

    @Test func aLibinputRecordTraceIsDescribedToo() throws {
        let path = Paths.temporaryDirectory().appendingPathComponent("tap.yml").path
        try Self.libinputRecord.write(toFile: path, atomically: true, encoding: .utf8)
        let output = try Run.glide(["describe", path, "--json"])
        #expect(output.status == 0, "\(output.stderr)")
        let object = try #require(try output.json() as? [String: Any])
        #expect(object["format"] as? String == "libinput-record")
        #expect(object["events"] as? Int == 12)
        #expect(object["frames"] as? Int == 3)
        #expect(object["max_fingers"] as? Int == 1)
        #expect(abs((object["duration_ms"] as? Double ?? 0) - 20) < 0.001)
        #expect((object["device"] as? [String: Any])?["kind"] as? String == "touchscreen")
    }

    @Test func aMalformedTraceExits65WithFileLineColumn() throws {
        let path = Paths.temporaryDirectory().appendingPathComponent("bad.evemu").path
        try "# EVEMU 1.3\nN: broken\nI: 0003 0001 0002 0003\nE: 0.000001 0003 zz 0001\n".write(toFile: path, atomically: true, encoding: .utf8)
        let output = try Run.glide(["describe", path, "--json"])
        #expect(output.status == 65)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.hasPrefix("\(path):4:"), "\(output.stderr)")
        let location = output.stderr.prefix { $0 != "\n" }.split(separator: ":")
        #expect(location.count >= 4 && Int(location[1]) == 4 && Int(location[2]) != nil)
    }

    @Test func aMissingTraceExits66() throws {
        let path = Paths.temporaryDirectory().appendingPathComponent("missing.evemu").path
        let output = try Run.glide(["describe", path])
        #expect(output.status == 66)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.hasPrefix("\(path): cannot open the trace"))
    }

    @Test func anEventsFileWithoutItsDescriptionExits65AndSaysToGiveDesc() throws {
        let events = Paths.temporaryDirectory().appendingPathComponent("x.events").path
        try "E: 0.000001 0000 0000 0000\n".write(toFile: events, atomically: true, encoding: .utf8)
        let output = try Run.glide(["describe", events])
        #expect(output.status == 65)
        #expect(output.stderr.hasPrefix("\(events):1:1: this is an evemu events-only file"))
        #expect(output.stderr.contains("glide describe \(events) --desc NAME.desc"))
    }

    @Test func aMissingDescriptionFileExits66() throws {
        let events = Paths.temporaryDirectory().appendingPathComponent("x.events").path
        try "E: 0.000001 0000 0000 0000\n".write(toFile: events, atomically: true, encoding: .utf8)
        let output = try Run.glide(["describe", events, "--desc", "/nonexistent/x.desc"])
        #expect(output.status == 66)
        #expect(output.stderr.contains("/nonexistent/x.desc"))
    }

    /// A `libinput record` file of one touchscreen tap: 3 frames, 12 events.
    static let libinputRecord = """
        version: 1
        ndevices: 1
        libinput:
          version: "1.22.1"
        system:
          kernel: "6.1.0"
        devices:
        - node: /dev/input/event7
          evdev:
            # Name: Glide test screen
            name: "Glide test screen"
            id: [3, 1, 2, 3]
            codes:
              0: [0, 1, 2, 3] # EV_SYN
              1: [330] # EV_KEY
              3: [0, 1, 47, 53, 54, 57] # EV_ABS
            absinfo:
              0: [0, 1000, 0, 0, 10]
              1: [0, 500, 0, 0, 10]
              47: [0, 4, 0, 0, 0]
              53: [0, 1000, 0, 0, 10]
              54: [0, 500, 0, 0, 10]
              57: [0, 65535, 0, 0, 0]
            properties: [1]
          events:
          - evdev:
            - [  0,      0,   3,  47,     0] # EV_ABS / ABS_MT_SLOT 0
            - [  0,      0,   3,  57,     1] # EV_ABS / ABS_MT_TRACKING_ID 1
            - [  0,      0,   3,  53,   100] # EV_ABS / ABS_MT_POSITION_X 100
            - [  0,      0,   3,  54,   100] # EV_ABS / ABS_MT_POSITION_Y 100
            - [  0,      0,   1, 330,     1] # EV_KEY / BTN_TOUCH 1
            - [  0,      0,   0,   0,     0] # ------------ SYN_REPORT (0) ----------
          - evdev:
            - [  0,  10000,   3,  53,   110] # EV_ABS / ABS_MT_POSITION_X 110
            - [  0,  10000,   0,   0,     0] # ------------ SYN_REPORT (0) ----------
          - evdev:
            - [  0,  20000,   3,  47,     0] # EV_ABS / ABS_MT_SLOT 0
            - [  0,  20000,   3,  57,    -1] # EV_ABS / ABS_MT_TRACKING_ID -1
            - [  0,  20000,   1, 330,     0] # EV_KEY / BTN_TOUCH 0
            - [  0,  20000,   0,   0,     0] # ------------ SYN_REPORT (0) ----------

        """
}
