import Foundation
import Glibc
import GlideInput
import Testing

/// Recordings never leak what was typed: `glide record` on mocked nodes that report keys.
@Suite(.enabled(if: MockedDevice.unavailableReason == nil, "\(MockedDevice.unavailableReason ?? "")"))
struct RecordPrivacyTests {
    /// KEY_P, KEY_A, KEY_S, KEY_ENTER: typed while the touchpad swipes.
    static let typed: [UInt16] = [25, 30, 31, 28]

    /// A touchpad node that also reports a keyboard's keys: a two-finger swipe with four keys
    /// pressed and released between its frames.
    static let comboTrace: String = {
        var device = SyntheticTouchpad.device
        device.codes[.key]?.formUnion(Set(1...88))
        device.name = "Glide keyboard and touchpad"
        var events: [InputEvent] = []
        for (index, event) in SyntheticTouchpad.swipe(fingers: 2, dx: 500, dy: 0, start: 0).enumerated() {
            events.append(event)
            if event.isSynReport && index < 120, events.count % 3 == 0 {
                let key = typed[(events.count / 3) % typed.count]
                for value: Int32 in [1, 0] {
                    events.append(InputEvent(time: event.time + 2_000 + Int64(value == 0 ? 1_000 : 0), type: .key, code: key, value: value))
                    events.append(InputEvent(time: event.time + 2_000 + Int64(value == 0 ? 1_000 : 0), type: .syn, code: SynCode.report, value: 0))
                }
            }
        }
        let path = Paths.temporaryDirectory().appendingPathComponent("combo.evemu").path
        try? EvemuWriter.text(device: device, events: events).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }()

    /// A keyboard node typing "pass".
    static let keyboardTrace: String = {
        let device = DeviceDescription(
            name: "Glide keyboard", id: DeviceID(bustype: 0x11, vendor: 1, product: 1, version: 0xab41), properties: [],
            codes: [.syn: [0, 1, 4, 0x14], .key: Set(1...120), .msc: [4], .led: [0, 1, 2], .rep: [0, 1]], absInfo: [:])
        var events: [InputEvent] = []
        for (index, key) in [UInt16(25), 30, 31, 31].enumerated() {
            for value: Int32 in [1, 0] {
                let time = Int64(index) * 100_000 + (value == 0 ? 50_000 : 0)
                events.append(InputEvent(time: time, type: .key, code: key, value: value))
                events.append(InputEvent(time: time, type: .syn, code: SynCode.report, value: 0))
            }
        }
        let path = Paths.temporaryDirectory().appendingPathComponent("keyboard.evemu").path
        try? EvemuWriter.text(device: device, events: events).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }()

    static func record(_ trace: String, _ arguments: [String] = []) throws -> (ProcessOutput, String) {
        let output = Paths.temporaryDirectory().appendingPathComponent("recorded.evemu").path
        let run = try RecordCommandTests.startRecording([trace], output: output, arguments: ["--duration", "1.5"] + arguments).finish()
        return (run, output)
    }

    static func read(_ path: String) throws -> (DeviceDescription, [InputEvent]) {
        var reader = try Trace.open(path: path)
        return (reader.device, try reader.readAll())
    }

    @Test func keyCodesAreHiddenByDefaultButtonsAndTimesKept() throws {
        let (run, output) = try Self.record(Self.comboTrace)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("Key codes are hidden (--show-keycodes keeps them)."))
        let (device, recorded) = try Self.read(output)
        let (_, source) = try Self.read(Self.comboTrace)
        #expect(recorded.count == source.count)
        #expect(recorded.filter { $0.type == .key }.count == source.filter { $0.type == .key }.count)
        let expected = source.map { event -> [Int64] in
            let code = event.type == .key && KeyCode.isKeyboardKey(event.code) ? KeyCode.keyA : event.code
            return [event.time - source[0].time, Int64(event.type.rawValue), Int64(code), Int64(event.value)]
        }
        #expect(recorded.map { [$0.time - recorded[0].time, Int64($0.type.rawValue), Int64($0.code), Int64($0.value)] } == expected)
        #expect(recorded.contains { $0.code == KeyCode.btnToolDoubleTap } && recorded.contains { $0.code == KeyCode.btnTouch })
        #expect(!recorded.contains { $0.type == .key && Self.typed.filter { $0 != KeyCode.keyA }.contains($0.code) })
        #expect(device.codes[.key]?.filter(KeyCode.isKeyboardKey) == [KeyCode.keyA])
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains(EvemuWriter.hiddenKeyCodesNote))
        var status = stat()
        #expect(stat(output, &status) == 0 && status.st_mode & 0o777 == 0o600, "readable by its owner only")
    }

    @Test func showKeycodesKeepsThemAndBothReplayAlike() throws {
        let (shownRun, shown) = try Self.record(Self.comboTrace, ["--show-keycodes"])
        #expect(shownRun.status == 0, "\(shownRun.stderr)")
        #expect(!shownRun.stderr.contains("Key codes are hidden"))
        let (_, recorded) = try Self.read(shown)
        let (_, source) = try Self.read(Self.comboTrace)
        #expect(recorded.map(\.code) == source.map(\.code))
        #expect(!(try String(contentsOfFile: shown, encoding: .utf8)).contains("Key codes hidden"))
        let (_, hidden) = try Self.record(Self.comboTrace)
        let replayShown = try Run.glide(["replay", shown, "--json"])
        let replayHidden = try Run.glide(["replay", hidden, "--json"])
        #expect(replayShown.status == 0 && replayHidden.status == 0)
        #expect(replayShown.stdout.contains("\"decision\":\"finish\""), "\(replayShown.stdout)")
        #expect(replayHidden.stdout == replayShown.stdout)
    }

    @Test func aKeyboardIsRefusedUnlessAnyDeviceIsGiven() throws {
        let (refused, output) = try Self.record(Self.keyboardTrace)
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("/dev/input/event5 (Glide keyboard) is a keyboard, not a touchpad, clickpad or touchscreen"))
        #expect(refused.stderr.contains("Pass --any-device to record it anyway"))
        #expect(!FileManager.default.fileExists(atPath: output))
        let (allowed, recording) = try Self.record(Self.keyboardTrace, ["--any-device"])
        #expect(allowed.status == 0, "\(allowed.stderr)")
        let (_, events) = try Self.read(recording)
        #expect(events.filter { $0.type == .key }.map(\.code) == Array(repeating: KeyCode.keyA, count: 8))
        #expect(events.filter { $0.type == .key }.map(\.value) == [1, 0, 1, 0, 1, 0, 1, 0])
    }
}
