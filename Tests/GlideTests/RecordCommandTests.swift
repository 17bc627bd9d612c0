import Foundation
import Glibc
import GlideInput
import GlideTesting
import Testing

/// Whether `tools/mockdev` can mock a device here.
enum MockedDevice {
    /// Why the mocked tests cannot run here, or nil when they can.
    static let unavailableReason: String? = {
        if !Paths.onPath("umockdev-run") { return "umockdev-run is not installed (apt install umockdev)" }
        if !Paths.onPath("python3") { return "python3 is not installed" }
        if !Paths.hasGlide { return "glide is not built at \(Paths.glide)" }
        if EvemuOracleReading.executable == nil { return "the libevemu oracle cannot be built (needs cc, pkg-config, libevemu-dev)" }
        return nil
    }()
}

/// `glide record` on a mocked `/dev/input/event5`: `tools/mockdev` turns a recording written
/// from a gesture script into a umockdev testbed that replays it, and `glide` records it inside
/// `umockdev-run`.
@Suite(.enabled(if: MockedDevice.unavailableReason == nil, "\(MockedDevice.unavailableReason ?? "")"))
struct RecordCommandTests {
    /// Four fingers landing at once on a synthetic touchscreen and dragging 60 mm down over 0.5 s
    /// at 40 Hz (327 events): over well before a 2 s recording ends.
    static let touchscreenDrag: [String] = {
        var script = GestureScript(device: .touchscreen())
        script.down(fingers: 4, at: script.device.point(x: 0.15, y: 0.2), spacing: 12)
        script.move(dx: 0, dy: 60, duration: 0.5, rate: 40, jitter: 0.2)
        script.lift()
        return (try? ScriptedRecording.write(script, name: "touchscreen-4fg-drag")) ?? ["/nonexistent"]
    }()

    /// Two fingers swiping 70 mm right over 2.5 s at 60 Hz on a 101.5 × 67.5 mm clickpad with 16
    /// slots, as a `.desc` and an `.events` file: longer than a 1 s recording.
    static let clickpadSwipe: [String] = {
        var script = GestureScript(device: .clickpad(width: 101.5, height: 67.5, resolution: 32, slots: 16))
        script.down(fingers: 2, at: script.device.point(x: 0.1, y: 0.5), spacing: 20)
        script.move(dx: 70, dy: 3, duration: 2.5, rate: 60, jitter: 0.1)
        script.lift()
        return (try? ScriptedRecording.write(script, name: "clickpad-2fg-swipe", split: true)) ?? ["/nonexistent"]
    }()

    /// A recording to replay into the mocked node, and how long to record it.
    struct Replayed: CustomTestStringConvertible, Sendable {
        var files: [String]
        var duration: String
        /// True when the recording ends well before the duration, so every event must arrive.
        var complete: Bool
        var testDescription: String { "\(URL(fileURLWithPath: files.last ?? "").lastPathComponent) for \(duration) s" }
    }

    static let replays = [
        Replayed(files: touchscreenDrag, duration: "2", complete: true),
        Replayed(files: clickpadSwipe, duration: "1", complete: false),
    ]

    /// Starts `tools/mockdev MOCKDEV FILES -- glide record /dev/input/event5 -o OUTPUT ARGUMENTS`.
    static func startRecording(_ files: [String], mockdev: [String] = [], output: String, arguments: [String]) throws -> Run.Running {
        try Run.glideOnMockedDevice(["--lead-in-ms", "500"] + mockdev + files, ["record", "/dev/input/event5", "-o", output] + arguments)
    }

    /// The source's events, with times relative to the first.
    static func sourceEvents(_ files: [String]) throws -> [InputEvent] {
        var reader = try Trace.open(path: files[files.count - 1], descriptionPath: files.count == 2 ? files[0] : nil)
        return try reader.readAll()
    }

    /// Checks the recording against the source: a prefix of its events (all of them when
    /// `complete`), read alike by `glide describe` and libevemu. Returns the event count.
    @discardableResult
    static func checkRecording(_ path: String, against files: [String], complete: Bool) throws -> Int {
        var reader = try Trace.open(path: path)
        let recorded = try reader.readAll()
        let source = try sourceEvents(files)
        #expect(!recorded.isEmpty)
        #expect(recorded.count <= source.count)
        if complete { #expect(recorded.count == source.count) }
        // Same events, same spacing to the microsecond (the writer rebases to 0.000001).
        let start = recorded.first?.time ?? 0
        let sourceStart = source.first?.time ?? 0
        let rebased = recorded.map { InputEvent(time: $0.time - start, type: $0.type, code: $0.code, value: $0.value) }
        let sourcePrefix = source.prefix(recorded.count).map { InputEvent(time: $0.time - sourceStart, type: $0.type, code: $0.code, value: $0.value) }
        let firstDifference = rebased.indices.first { rebased[$0] != sourcePrefix[$0] }
        #expect(firstDifference == nil, "event \(firstDifference ?? -1) differs: \(firstDifference.map { "\(rebased[$0]) vs \(sourcePrefix[$0])" } ?? "")")

        // glide describe counts the same events.
        let described = try Run.glide(["describe", path, "--json"])
        #expect(described.status == 0)
        let object = try #require(try described.json() as? [String: Any])
        #expect(object["events"] as? Int == recorded.count)
        #expect(object["frames"] as? Int == recorded.count { $0.isSynReport })

        // libevemu reads the file, every event, and ends cleanly.
        let oracle = try #require(try EvemuOracleReading.read(path))
        #expect(oracle.readStatus > 0)
        #expect(oracle.endStatus == 0)
        #expect(oracle.events.count == recorded.count)
        #expect(oracle.events.map { "\($0.0) \($0.1) \($0.2)" } == recorded.map { "\($0.type.rawValue) \($0.code) \($0.value)" },
                "libevemu reads other events than glide wrote")
        return recorded.count
    }

    @Test(arguments: replays)
    func recordingAMockedDeviceGivesTheReplayedEvents(_ replayed: Replayed) throws {
        let output = Paths.temporaryDirectory().appendingPathComponent("recorded.evemu").path
        let run = try Self.startRecording(replayed.files, output: output, arguments: ["--duration", replayed.duration]).finish()
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("Recording /dev/input/event5 ("))
        #expect(run.stderr.contains("; the duration elapsed."))
        let count = try Self.checkRecording(output, against: replayed.files, complete: replayed.complete)
        #expect(run.stderr.contains("Recorded \(count) events"))
        // Progress is for terminals only: stderr here is a pipe.
        #expect(!run.stderr.contains("events recorded"))
    }

    @Test func contactsDownAtOpenAreRecordedAsTheFirstFrame() throws {
        // In the touchscreen drag, four fingers are down from the first frame on.
        let files = Self.touchscreenDrag
        let downAtOpen = 5
        let output = Paths.temporaryDirectory().appendingPathComponent("recorded.evemu").path
        let run = try Self.startRecording(files, mockdev: ["--down-at-open", String(downAtOpen)], output: output,
                                          arguments: ["--duration", "2"]).finish()
        #expect(run.status == 0, "\(run.stderr)")
        var reader = try Trace.open(path: output)
        let recorded = try reader.readAll()
        let source = try Self.sourceEvents(files)
        let cut = try #require(source.indices.filter { source[$0].isSynReport }.dropFirst(downAtOpen - 1).first) + 1

        // The first frame is the state at open, stamped like the events after it; then the rest, unchanged.
        let seedCount = try #require(recorded.firstIndex { $0.isSynReport }) + 1
        #expect(recorded.prefix(seedCount).allSatisfy { $0.time == recorded[0].time })
        let rest = recorded.dropFirst(seedCount)
        let restStart = rest.first?.time ?? 0
        #expect(rest.map { InputEvent(time: $0.time - restStart, type: $0.type, code: $0.code, value: $0.value) }
                == source[cut...].map { InputEvent(time: $0.time - source[cut].time, type: $0.type, code: $0.code, value: $0.value) })

        // A replay of the recording sees the four fingers from its first frame, as the source has them.
        func contents(_ events: some Sequence<InputEvent>) -> [[String]] {
            var assembler = FrameAssembler(device: reader.device)
            return events.compactMap { assembler.feed($0) }.map { frame in
                ["\(frame.fingerCount)"] + frame.touches.map { "\($0)" }
            }
        }
        let recordedFrames = contents(recorded)
        #expect(recordedFrames.first?.first == "4")
        #expect(recordedFrames == Array(contents(source).dropFirst(downAtOpen - 1)))
    }

    @Test func devicesListsTheMockedClickpad() throws {
        let text = try Run.glideOnMockedDevice(Self.clickpadSwipe, ["devices"]).finish()
        #expect(text.status == 0)
        #expect(text.stdout.hasPrefix("DEVICE "))
        #expect(text.stdout.contains("/dev/input/event5  clickpad  101.5 × 67.5 mm  16     yes   Glide synthetic clickpad"), "\(text.stdout)")
        let json = try Run.glideOnMockedDevice(Self.clickpadSwipe, ["devices", "--json"]).finish()
        let devices = try #require(try json.json() as? [[String: Any]])
        #expect(devices.count == 1)
        let device = try #require(devices.first)
        #expect(device["path"] as? String == "/dev/input/event5")
        #expect(device["kind"] as? String == "clickpad")
        #expect(device["slots"] as? Int == 16)
        #expect(device["openable"] as? Bool == true)
        #expect(device["source"] as? String == "libevdev")
        let size = try #require(device["size_mm"] as? [String: Double])
        #expect(size["width"] == 101.5 && size["height"] == 67.5)
    }

    @Test func ctrlCEndsTheRecordingAndFinishesTheFile() throws {
        let output = Paths.temporaryDirectory().appendingPathComponent("interrupted.evemu").path
        let files = Self.clickpadSwipe
        // The duration is a backstop, so a missed SIGINT fails the test instead of hanging it.
        let running = try Self.startRecording(files, output: output, arguments: ["--duration", "20"])
        // Wait until glide runs inside umockdev-run and has had a second of events.
        var pid: pid_t?
        let deadline = Date().addingTimeInterval(15)
        while pid == nil && Date() < deadline {
            pid = Self.glideProcess(writing: output)
            Thread.sleep(forTimeInterval: 0.05)
        }
        let glide = try #require(pid, "glide record did not start")
        Thread.sleep(forTimeInterval: 1.5)
        #expect(kill(glide, SIGINT) == 0)
        let run = running.finish()
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("Recorded "))
        #expect(!run.stderr.contains("the duration elapsed"))
        let count = try Self.checkRecording(output, against: files, complete: false)
        #expect(count > 10)
    }

    /// The pid of the `glide record` process writing `output`, found through /proc.
    static func glideProcess(writing output: String) -> pid_t? {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return nil }
        for entry in entries {
            guard let pid = pid_t(entry),
                  let handle = FileHandle(forReadingAtPath: "/proc/\(entry)/cmdline") else { continue }
            let data = handle.readDataToEndOfFile()
            try? handle.close()
            let arguments = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            if arguments.first == Paths.glide, arguments.contains(output) { return pid }
        }
        return nil
    }
}
