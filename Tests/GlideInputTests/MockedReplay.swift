import Foundation
@testable import GlideInput
import Synchronization

/// Runs `glide-evdev-dump` on a umockdev testbed that `tools/mockdev` built from a
/// recording, and collects the JSON lines it prints.
final class MockedReplay: Sendable {
    /// The dump tool, built next to the test bundle.
    static let dump = Bundle.main.bundleURL.appendingPathComponent("glide-evdev-dump")

    /// Why the mocked tests cannot run here, or nil when they can.
    static let unavailableReason: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        func onPath(_ tool: String) -> Bool {
            path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }
        }
        if !onPath("umockdev-run") { return "umockdev-run is not installed (apt install umockdev)" }
        if !onPath("python3") { return "python3 is not installed (tools/mockdev needs it)" }
        if !FileManager.default.isExecutableFile(atPath: dump.path) { return "glide-evdev-dump is not built at \(dump.path)" }
        return nil
    }()

    /// True when umockdev-run, python3 and the dump tool are all there.
    static var isAvailable: Bool { unavailableReason == nil }

    /// One line of the dump's output.
    enum Line: Equatable {
        case description(DeviceDescription, pid: Int32)
        case event(InputEvent)
        case lost(String)
        case end(String)
    }

    private let process = Process()
    private let collected = Collector()

    /// The output read so far, shared with the pipe's reading handler.
    private final class Collector: Sendable {
        let state = Mutex<(lines: [Line], partial: Data, errors: [String])>(([], Data(), []))
        func withLock<T>(_ body: (inout (lines: [Line], partial: Data, errors: [String])) -> T) -> T {
            state.withLock { body(&$0) }
        }
    }

    /// Starts `tools/mockdev <mockdev> -- glide-evdev-dump /dev/input/event5 <dump>`.
    init(mockdev: [String], dump: [String]) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", TraceFixtures.packageRoot.appendingPathComponent("tools/mockdev").path] + mockdev
            + ["--", Self.dump.path, "/dev/input/event5"] + dump
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        output.fileHandleForReading.readabilityHandler = { [collected] handle in
            let data = handle.availableData
            if data.isEmpty { handle.readabilityHandler = nil }
            collected.withLock { state in
                state.partial.append(data)
                while let newline = state.partial.firstIndex(of: UInt8(ascii: "\n")) {
                    let text = String(decoding: state.partial[state.partial.startIndex..<newline], as: UTF8.self)
                    state.partial.removeSubrange(state.partial.startIndex...newline)
                    switch Self.parse(text) {
                    case .some(let line): state.lines.append(line)
                    case .none: state.errors.append(text)
                    }
                }
            }
        }
        try process.run()
    }

    /// The lines read so far.
    var lines: [Line] { collected.withLock { $0.lines } }
    /// Output lines that were not understood.
    var unparsedLines: [String] { collected.withLock { $0.errors } }

    /// Waits until `condition` holds for the lines read so far; false on timeout.
    func wait(seconds: Double, until condition: ([Line]) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition(lines) { return true }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return condition(lines)
    }

    /// Waits for the run to end and returns its exit status (nil after `seconds`, when it is killed).
    func finish(seconds: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            return nil
        }
        // Let the reading handler see the end of the pipe.
        _ = wait(seconds: 1) { lines in lines.last.map { if case .event = $0 { false } else { true } } ?? true }
        return process.terminationStatus
    }

    /// The events in the output.
    var events: [InputEvent] {
        lines.compactMap { if case .event(let event) = $0 { event } else { nil } }
    }

    /// The description the dump printed first, and the dump's pid.
    var description: (DeviceDescription, pid: Int32)? {
        lines.lazy.compactMap { if case .description(let description, let pid) = $0 { (description, pid) } else { nil } }.first
    }

    /// One JSON line of the dump, or nil when it is not one.
    static func parse(_ text: String) -> Line? {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] else { return nil }
        if let fields = object["event"] as? [Int], fields.count == 4 {
            return .event(InputEvent(time: Int64(fields[0]), type: EventType(UInt16(fields[1])), code: UInt16(fields[2]), value: Int32(fields[3])))
        }
        if let reason = object["lost"] as? String { return .lost(reason) }
        if let reason = object["end"] as? String { return .end(reason) }
        guard let json = object["description"] as? [String: Any], let pid = object["pid"] as? Int,
              let name = json["name"] as? String, let id = json["id"] as? [Int], id.count == 4,
              let properties = json["properties"] as? [Int], let codes = json["codes"] as? [String: [Int]],
              let abs = json["abs"] as? [String: [Int]], let leds = json["leds"] as? [String: Int],
              let switches = json["switches"] as? [String: Int]
        else { return nil }
        func key(_ text: String) -> UInt16 { UInt16(text) ?? .max }
        return .description(DeviceDescription(
            name: name,
            id: DeviceID(bustype: UInt16(id[0]), vendor: UInt16(id[1]), product: UInt16(id[2]), version: UInt16(id[3])),
            properties: Set(properties.map { InputProperty(UInt16($0)) }),
            codes: Dictionary(uniqueKeysWithValues: codes.map { (EventType(key($0.key)), Set($0.value.map { UInt16($0) })) }),
            absInfo: Dictionary(uniqueKeysWithValues: abs.map { code, info in
                (key(code), AbsInfo(value: Int32(info[0]), minimum: Int32(info[1]), maximum: Int32(info[2]),
                                    fuzz: Int32(info[3]), flat: Int32(info[4]), resolution: Int32(info[5])))
            }),
            ledStates: Dictionary(uniqueKeysWithValues: leds.map { (key($0.key), Int32($0.value)) }),
            switchStates: Dictionary(uniqueKeysWithValues: switches.map { (key($0.key), Int32($0.value)) })
        ), pid: Int32(pid))
    }
}
