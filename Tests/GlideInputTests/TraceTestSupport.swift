import Foundation
import GlideInput
import Testing

/// The bundled traces, the third-party recordings in `../shared/recordings` and the libevemu
/// oracle, for the trace tests.
enum TraceFixtures {
    /// The package root, from this file's path (`<root>/Tests/GlideInputTests/TraceTestSupport.swift`).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `<package root>/Traces`: the recordings `tools/make-traces` generates, in every clone.
    static let bundledTraces: URL = packageRoot.appendingPathComponent("Traces")

    /// `<package root>/../shared/recordings`: third-party recordings, not in the repository.
    static let recordingsDirectory: URL = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/recordings")

    /// True when the shared recordings are on this machine.
    static let haveRecordings: Bool = FileManager.default.fileExists(atPath: recordingsDirectory.appendingPathComponent("SOURCES.md").path)

    /// The skip message of the tests whose subject is the third-party recordings.
    static let withoutRecordings = "reads third-party recordings from ../shared/recordings, which is absent: skipped"

    /// The bundled trace `name` (in `Traces/`).
    static func bundledTrace(_ name: String) -> String {
        bundledTraces.appendingPathComponent(name).path
    }

    /// The evemu file at `path` written again as upstream's split form, a description-only
    /// `NAME.desc` and an events-only `NAME.events`, in a new temporary directory.
    static func split(_ path: String) throws -> (description: String, events: String) {
        var reader = try EvemuReader(path: path)
        let events = try reader.readAll()
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let directory = temporaryDirectory()
        let description = directory.appendingPathComponent(name + ".desc").path
        let eventsPath = directory.appendingPathComponent(name + ".events").path
        try EvemuWriter.text(device: reader.device, events: []).write(toFile: description, atomically: true, encoding: .utf8)
        try EvemuWriter.text(device: reader.device, events: events, options: EvemuWriterOptions(includesDescription: false))
            .write(toFile: eventsPath, atomically: true, encoding: .utf8)
        return (description, eventsPath)
    }

    /// One recording: a whole `.evemu` file, or an `.events` file with its `.desc`.
    struct Recording: CustomTestStringConvertible, Sendable {
        /// The events (or whole) file.
        var path: String
        /// The description file for an events-only file.
        var descriptionPath: String?
        /// The file name, for test output.
        var testDescription: String { (path as NSString).lastPathComponent }
        /// The oracle's job spec: `FILE` or `DESC::EVENTS`.
        var oracleJob: String { descriptionPath.map { "\($0)::\(path)" } ?? path }
    }

    /// Every recording; an `.events` file is paired with the `.desc` whose name prefixes its own.
    static let recordings: [Recording] = {
        guard haveRecordings, let names = try? FileManager.default.contentsOfDirectory(atPath: recordingsDirectory.path) else { return [] }
        let descs = names.filter { $0.hasSuffix(".desc") }.map { String($0.dropLast(5)) }
        return names.sorted().compactMap { name -> Recording? in
            let path = recordingsDirectory.appendingPathComponent(name).path
            if name.hasSuffix(".evemu") { return Recording(path: path) }
            guard name.hasSuffix(".events") else { return nil }
            guard let desc = descs.filter({ name.hasPrefix($0 + "-") }).max(by: { $0.count < $1.count }) else { return nil }
            return Recording(path: path, descriptionPath: recordingsDirectory.appendingPathComponent(desc + ".desc").path)
        }
    }()

    /// A fresh temporary directory for one test.
    static func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("glide-traces-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `text` to a new temporary file and returns its path.
    static func write(_ text: String, name: String = "trace.evemu") -> String {
        write(Data(text.utf8), name: name)
    }

    /// Writes `data` to a new temporary file and returns its path.
    static func write(_ data: Data, name: String = "trace.evemu") -> String {
        let url = temporaryDirectory().appendingPathComponent(name)
        _ = FileManager.default.createFile(atPath: url.path, contents: data)
        return url.path
    }

    /// Like ``readAll(path:descriptionPath:)``, with a failed description as a nil reader.
    static func read(path: String, descriptionPath: String? = nil) -> (EvemuReader?, [InputEvent], TraceError?) {
        do {
            let (reader, events, error) = try readAll(path: path, descriptionPath: descriptionPath)
            return (reader, events, error)
        } catch {
            return (nil, [], error)
        }
    }

    /// Reads a whole `libinput record` trace; a failed description gives a nil reader.
    static func readLibinputRecord(path: String, deviceIndex: Int? = nil) -> (LibinputRecordReader?, [InputEvent], TraceError?) {
        var reader: LibinputRecordReader
        do {
            reader = try LibinputRecordReader(path: path, deviceIndex: deviceIndex)
        } catch {
            return (nil, [], error)
        }
        let (events, error) = drain(&reader)
        return (reader, events, error)
    }

    /// Reads a whole trace (description, events, and the error that ended it, if any).
    static func readAll(path: String, descriptionPath: String? = nil) throws(TraceError) -> (EvemuReader, [InputEvent], TraceError?) {
        var reader = try EvemuReader(path: path, descriptionPath: descriptionPath)
        let (events, error) = drain(&reader)
        return (reader, events, error)
    }

    /// The events `reader` has left, and the error that ended them early, if any.
    static func drain(_ reader: inout some TraceReader) -> ([InputEvent], TraceError?) {
        var events: [InputEvent] = []
        do {
            while let event = try reader.nextEvent() { events.append(event) }
            return (events, nil)
        } catch {
            return (events, error)
        }
    }
}

/// libevemu's reading of a file, as printed by `Tests/Oracle/evemu_oracle.c`.
struct OracleResult: Equatable {
    var readStatus = 0
    var name: [UInt8] = []
    var id: [Int] = []
    var properties: [Int] = []
    var codes: [Int: [Int]] = [:]
    var absInfo: [Int: [Int]] = [:]
    /// (seconds, microseconds, type, code, value) as libevemu set them.
    var events: [[Int64]] = []
    var endStatus = 0

    /// The events' times as microseconds from the first event (libevemu's `time_to_long` differences).
    var rebasedTimes: [Int64] {
        let raw = events.map { $0[0] &* 1_000_000 &+ $0[1] }
        return raw.map { $0 &- (raw.first ?? 0) }
    }
}

/// Builds and runs the C oracle over libevemu (`cc` + `libevemu-dev`).
enum EvemuOracle {
    /// The source of the oracle helper.
    static let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Oracle/evemu_oracle.c")

    /// The built oracle, or nil (with the reason in `unavailableReason`) when it cannot be built.
    static let executable: String? = build()

    /// Why the oracle is not available, for the skip message.
    static var unavailableReason: String { "the libevemu oracle could not be built (needs cc, pkg-config and libevemu-dev; tools/test installs them)" }

    private static func build() -> String? {
        let output = TraceFixtures.temporaryDirectory().appendingPathComponent("evemu_oracle").path
        let command = "cc -O1 -o '\(output)' '\(source.path)' $(pkg-config --cflags --libs evemu libevdev) 2>&1"
        guard let (status, _) = try? shell(command), status == 0 else { return nil }
        return output
    }

    /// Runs a shell command and returns its exit status and standard output.
    static func shell(_ command: String) throws -> (Int32, Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }

    /// libevemu's reading of each job (`FILE` or `DESC::EVENTS`), in order.
    static func run(_ jobs: [String]) throws -> [OracleResult] {
        guard let executable else { return [] }
        return try parse(run: executable, arguments: jobs)
    }

    /// Runs an oracle program and parses what it prints.
    static func parse(run executable: String, arguments: [String]) throws -> [OracleResult] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return parse(String(decoding: data, as: UTF8.self))
    }

    private static func parse(_ output: String) -> [OracleResult] {
        var results: [OracleResult] = []
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard let keyword = fields.first else { continue }
            let numbers = fields.dropFirst().map { Int64($0) ?? 0 }
            if keyword == "job" {
                results.append(OracleResult())
                continue
            }
            guard !results.isEmpty else { continue }
            let last = results.count - 1
            switch keyword {
            case "read": results[last].readStatus = Int(numbers.first ?? -9)
            case "name": results[last].name = hexBytes(fields.count > 1 ? String(fields[1]) : "")
            case "id": results[last].id = numbers.map { Int($0) }
            case "prop": results[last].properties.append(Int(numbers[0]))
            case "type": results[last].codes[Int(numbers[0])] = numbers.dropFirst().map { Int($0) }
            case "abs": results[last].absInfo[Int(numbers[0])] = numbers.dropFirst().map { Int($0) }
            case "E": results[last].events.append(numbers)
            case "end": results[last].endStatus = Int(numbers.first ?? -9)
            default: break
            }
        }
        return results
    }

    private static func hexBytes(_ hex: String) -> [UInt8] {
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex, let next = hex.index(index, offsetBy: 2, limitedBy: hex.endIndex) {
            bytes.append(UInt8(hex[index..<next], radix: 16) ?? 0)
            index = next
        }
        return bytes
    }
}

/// Runs the `libinput record` oracle: PyYAML with libinput replay's rules.
enum LibinputRecordOracle {
    /// The oracle script.
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Oracle/libinput_record_oracle.py").path

    /// True when `python3` with PyYAML (Debian `python3-yaml`) is on this machine.
    static let available: Bool = (try? EvemuOracle.shell("python3 -c 'import yaml' 2>/dev/null").0) == 0

    /// The reading of each job (`FILE` or `FILE::DEVICE_INDEX`), in order.
    static func run(_ jobs: [String]) throws -> [OracleResult] {
        try EvemuOracle.parse(run: "/usr/bin/env", arguments: ["python3", script] + jobs)
    }
}

extension OracleResult {
    /// Compares libevemu's reading with the Swift reader's; returns the differences (empty when equal).
    func differences(from reader: (any TraceReader)?, events: [InputEvent], error: TraceError?) -> [String] {
        guard let reader else {
            return readStatus > 0 ? ["the oracle read the description (\(readStatus)) but the Swift reader failed: \(String(describing: error))"] : []
        }
        guard readStatus > 0 else { return ["the oracle rejected the description (\(readStatus)) but the Swift reader accepted it"] }
        var problems: [String] = []
        let device = reader.device
        if Array(device.name.utf8) != name { problems.append("name \(device.name) vs \(String(decoding: name, as: UTF8.self))") }
        let swiftID = [Int(device.id.bustype), Int(device.id.vendor), Int(device.id.product), Int(device.id.version)]
        if swiftID != id { problems.append("id \(swiftID) vs \(id)") }
        let swiftProperties = device.properties.map { Int($0.rawValue) }.sorted()
        if swiftProperties != properties { problems.append("properties \(swiftProperties) vs \(properties)") }
        var swiftCodes: [Int: [Int]] = [:]
        for (type, codes) in device.codes { swiftCodes[Int(type.rawValue)] = codes.map { Int($0) }.sorted() }
        if swiftCodes != codes { problems.append("codes \(swiftCodes) vs \(codes)") }
        var swiftAbs: [Int: [Int]] = [:]
        for (code, info) in device.absInfo {
            swiftAbs[Int(code)] = [info.minimum, info.maximum, info.fuzz, info.flat, info.resolution].map { Int($0) }
        }
        if swiftAbs != absInfo { problems.append("absinfo \(swiftAbs) vs \(absInfo)") }
        let expected = zip(self.events, rebasedTimes).map { fields, time in
            InputEvent(time: time, type: EventType(UInt16(fields[2])), code: UInt16(fields[3]), value: Int32(fields[4]))
        }
        if events != expected {
            let index = (0..<min(events.count, expected.count)).first { events[$0] != expected[$0] } ?? min(events.count, expected.count)
            problems.append("events differ at \(index): \(events.count) events vs \(expected.count); "
                + "\(index < events.count ? events[index].description : "end") vs \(index < expected.count ? expected[index].description : "end")")
        }
        if (endStatus < 0) != (error != nil) {
            problems.append("the oracle ended with \(endStatus), the Swift reader with \(error.map { "\($0)" } ?? "the end")")
        }
        return problems
    }
}
