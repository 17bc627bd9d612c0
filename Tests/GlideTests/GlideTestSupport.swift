import Foundation
import GlideInput
import GlideTesting

/// Where the package, the shared recordings and the built `glide` are.
enum Paths {
    /// The package root, from this file's path (`<root>/Tests/GlideTests/GlideTestSupport.swift`).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// `<root>/../shared/recordings`: third-party recordings, not in the repository.
    static let recordings = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/recordings")
    /// True when the shared recordings are on this machine.
    static let hasRecordings = FileManager.default.fileExists(atPath: recordings.appendingPathComponent("SOURCES.md").path)
    /// The skip message of the tests whose subject is the third-party recordings.
    static let withoutRecordings = "reads third-party recordings from ../shared/recordings, which is absent: skipped"
    /// `glide`, built next to the test bundle (the test target depends on GlideCLI).
    static let glide = Bundle.main.bundleURL.appendingPathComponent("glide").path
    /// True when the built `glide` is there.
    static let hasGlide = FileManager.default.isExecutableFile(atPath: glide)

    /// A recording's path in the shared folder.
    static func recording(_ name: String) -> String { recordings.appendingPathComponent(name).path }

    /// A new empty directory for one test.
    static func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("glide-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// True when `tool` is an executable on PATH.
    static func onPath(_ tool: String) -> Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }
    }
}

/// The result of running a program: its exit status and what it printed.
struct ProcessOutput {
    var status: Int32
    var stdout: String
    var stderr: String

    /// The stdout parsed as one JSON value.
    func json() throws -> Any {
        try JSONSerialization.jsonObject(with: Data(stdout.utf8), options: [.fragmentsAllowed])
    }
}

/// Runs programs as a shell would, collecting their output.
enum Run {
    /// Runs `glide` with `arguments`.
    static func glide(_ arguments: [String]) throws -> ProcessOutput {
        try program(Paths.glide, arguments)
    }

    /// Runs `glide` with `arguments` in `directory`, with `TMPDIR` set to `temporary` when given.
    static func glide(_ arguments: [String], in directory: String, temporary: String? = nil) throws -> ProcessOutput {
        var environment = ProcessInfo.processInfo.environment
        if let temporary { environment["TMPDIR"] = temporary }
        return try start(Paths.glide, arguments, directory: directory, environment: environment).finish()
    }

    /// Runs `glide` with `arguments`, with `input` on its standard input through a pipe.
    static func glide(_ arguments: [String], input: Data) throws -> ProcessOutput {
        try start(Paths.glide, arguments, input: input).finish()
    }

    /// Starts `tools/mockdev MOCKDEV -- glide ARGUMENTS` (in `directory`, when given): `glide`
    /// under a umockdev device that plays the recording `mockdev` names (with its options first,
    /// e.g. `--lead-in-ms 1500`), at `/dev/input/event5`.
    static func glideOnMockedDevice(_ mockdev: [String], _ arguments: [String], directory: String? = nil) throws -> Running {
        try start("/usr/bin/env", ["python3", Paths.packageRoot.appendingPathComponent("tools/mockdev").path] + mockdev + ["--", Paths.glide] + arguments,
                  directory: directory)
    }

    /// Runs `executable` with `arguments` and waits for it.
    static func program(_ executable: String, _ arguments: [String]) throws -> ProcessOutput {
        let started = try start(executable, arguments)
        return started.finish()
    }

    /// Starts `executable` (in `directory`, with `environment`, when given); `finish()` waits for
    /// it and returns its output. Its standard input is `/dev/null`, or a pipe that `input` is
    /// written into (from another thread) and then closed.
    static func start(_ executable: String, _ arguments: [String], input: Data? = nil, directory: String? = nil,
                      environment: [String: String]? = nil) throws -> Running {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if let environment { process.environment = environment }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let inputPipe = input.map { _ in Pipe() }
        process.standardInput = inputPipe ?? FileHandle.nullDevice
        try process.run()
        if let input, let writer = inputPipe?.fileHandleForWriting {
            Thread {
                try? writer.write(contentsOf: input)
                try? writer.close()
            }.start()
        }
        return Running(process: process, output: output, errors: errors)
    }

    /// A started program.
    struct Running {
        let process: Process
        let output: Pipe
        let errors: Pipe

        /// Reads both pipes to their ends (stderr on another thread) and waits for the exit.
        func finish() -> ProcessOutput {
            let errorData = ErrorBox()
            let thread = Thread { errorData.data = errors.fileHandleForReading.readDataToEndOfFile() }
            thread.start()
            let outputData = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            while !errorData.isSet { Thread.sleep(forTimeInterval: 0.005) }
            return ProcessOutput(status: process.terminationStatus,
                                 stdout: String(decoding: outputData, as: UTF8.self),
                                 stderr: String(decoding: errorData.data ?? Data(), as: UTF8.self))
        }
    }

    /// stderr's bytes, handed from the reading thread.
    private final class ErrorBox: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Data?
        var data: Data? {
            get { lock.withLock { stored } }
            set { lock.withLock { stored = newValue } }
        }
        var isSet: Bool { data != nil }
    }
}

/// libevemu's reading of a file, through the C helper in `Tests/Oracle/evemu_oracle.c`.
struct EvemuOracleReading {
    /// `evemu_read`'s return value (> 0 when the description was read).
    var readStatus: Int
    /// The events read, as `(type, code, value)`.
    var events: [(UInt16, UInt16, Int32)]
    /// `evemu_read_event`'s last return value (0 at a clean end, -1 on an error).
    var endStatus: Int

    /// The oracle, built once with cc and pkg-config; nil when that is not possible here.
    static let executable: String? = {
        let source = Paths.packageRoot.appendingPathComponent("Tests/Oracle/evemu_oracle.c").path
        let output = Paths.temporaryDirectory().appendingPathComponent("evemu_oracle").path
        let command = "cc -O1 -o '\(output)' '\(source)' $(pkg-config --cflags --libs evemu libevdev) 2>&1"
        guard let result = try? Run.program("/bin/sh", ["-c", command]), result.status == 0 else { return nil }
        return output
    }()

    /// libevemu's reading of `path`.
    static func read(_ path: String) throws -> EvemuOracleReading? {
        guard let executable else { return nil }
        let output = try Run.program(executable, [path])
        var reading = EvemuOracleReading(readStatus: -9, events: [], endStatus: -9)
        for line in output.stdout.split(separator: "\n") {
            let fields = line.split(separator: " ")
            switch fields.first {
            case "read": reading.readStatus = Int(fields[1]) ?? -9
            case "end": reading.endStatus = Int(fields[1]) ?? -9
            case "E" where fields.count == 6:
                reading.events.append((UInt16(fields[3]) ?? 0xffff, UInt16(fields[4]) ?? 0xffff, Int32(fields[5]) ?? .min))
            default: break
            }
        }
        return reading
    }
}

/// A synthetic 100 × 50 mm touchpad (resolution 10 units/mm, 5 slots) and gestures on it.
enum SyntheticTouchpad {
    /// The touchpad's description.
    static let device: DeviceDescription = {
        let abs: [UInt16: AbsInfo] = [
            AbsCode.x: AbsInfo(minimum: 0, maximum: 1000, resolution: 10),
            AbsCode.y: AbsInfo(minimum: 0, maximum: 500, resolution: 10),
            AbsCode.mtSlot: AbsInfo(minimum: 0, maximum: 4),
            AbsCode.mtPositionX: AbsInfo(minimum: 0, maximum: 1000, resolution: 10),
            AbsCode.mtPositionY: AbsInfo(minimum: 0, maximum: 500, resolution: 10),
            AbsCode.mtTrackingID: AbsInfo(minimum: 0, maximum: 65535),
        ]
        return DeviceDescription(
            name: "Glide synthetic touchpad",
            id: DeviceID(bustype: 0x18, vendor: 1, product: 2, version: 3),
            properties: [.pointer],
            codes: [.syn: [0, 1, 2, 3],
                    .key: [KeyCode.btnTouch, KeyCode.btnToolFinger, KeyCode.btnToolDoubleTap, KeyCode.btnToolTripleTap, KeyCode.btnLeft],
                    .abs: Set(abs.keys)],
            absInfo: abs)
    }()

    /// `fingers` fingers moving together by `dx`, `dy` units over `steps` frames 10 ms apart, then lifting.
    static func swipe(fingers: Int, dx: Int32, dy: Int32, steps: Int = 20, start: Int64 = 0) -> [InputEvent] {
        var events: [InputEvent] = []
        var time = start
        func add(_ type: EventType, _ code: UInt16, _ value: Int32) {
            events.append(InputEvent(time: time, type: type, code: code, value: value))
        }
        func report() {
            add(.syn, SynCode.report, 0)
            time += 10_000
        }
        let tools = [KeyCode.btnToolFinger, KeyCode.btnToolDoubleTap, KeyCode.btnToolTripleTap]
        for step in 0...steps {
            for finger in 0..<fingers {
                add(.abs, AbsCode.mtSlot, Int32(finger))
                if step == 0 { add(.abs, AbsCode.mtTrackingID, Int32(100 + finger)) }
                add(.abs, AbsCode.mtPositionX, 300 + Int32(finger) * 100 + dx * Int32(step) / Int32(steps))
                add(.abs, AbsCode.mtPositionY, 200 + dy * Int32(step) / Int32(steps))
            }
            if step == 0 {
                add(.key, KeyCode.btnTouch, 1)
                add(.key, tools[fingers - 1], 1)
            }
            report()
        }
        for finger in 0..<fingers {
            add(.abs, AbsCode.mtSlot, Int32(finger))
            add(.abs, AbsCode.mtTrackingID, -1)
        }
        add(.key, KeyCode.btnTouch, 0)
        add(.key, tools[fingers - 1], 0)
        report()
        return events
    }

    /// Writes the device and `events` as an evemu file in a new temporary directory.
    static func write(_ events: [InputEvent], name: String = "synthetic.evemu") throws -> String {
        let path = Paths.temporaryDirectory().appendingPathComponent(name).path
        try EvemuWriter.text(device: device, events: events).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}

/// Gesture scripts written as recordings at test time: the project's own data, in every clone.
enum ScriptedRecording {
    /// Writes `script` in a new temporary directory as `NAME.evemu`, or with `split` as upstream
    /// recordings come, a description `NAME.desc` and an events-only `NAME.events`. Returns the
    /// paths, the description first.
    static func write(_ script: GestureScript, name: String, split: Bool = false) throws -> [String] {
        let directory = Paths.temporaryDirectory()
        let trace = script.trace
        guard split else {
            let path = directory.appendingPathComponent(name + ".evemu").path
            try trace.writeEvemu(to: path)
            return [path]
        }
        let description = directory.appendingPathComponent(name + ".desc").path
        let events = directory.appendingPathComponent(name + ".events").path
        try GestureTrace(device: trace.device, events: []).writeEvemu(to: description)
        try trace.writeEvemu(to: events, options: EvemuWriterOptions(includesDescription: false))
        return [description, events]
    }
}
