import ArgumentParser
import Glide
import GlideCommandLine

/// `glide record`: an evemu recording of a live device.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record a live device into an evemu file, as evemu-record writes it.",
        discussion: """
            The file is what evemu-record writes, and what evemu-play and glide describe read: the device description read through libevdev, \
            then one E: line per event, timestamps from 0.000001. Recording stops after \
            --duration seconds, on Ctrl-C (SIGINT) or SIGTERM, or when the device goes away; the \
            file is finished and valid in every case, created readable by you only (mode 0600). \
            Key codes are hidden: every keyboard key (KEY_*) is written as KEY_A, in the events and \
            the description, so a recording never shows what was typed; press and release times and \
            BTN_* buttons are kept (--show-keycodes keeps the real codes). Only touchpads, clickpads \
            and touchscreens are recorded unless --any-device is given. While stderr is a terminal, the count of \
            events recorded is shown there. Reading /dev/input/event* needs the `input` group \
            (sudo usermod -aG input $USER, then log in again).

            Examples:
              glide record /dev/input/event5 -o swipe.evemu
              glide record /dev/input/event5 -o swipe.evemu --duration 10
              tools/mockdev REC.evemu -- tools/glide record /dev/input/event5 -o copy.evemu

            \(GlideExitStatus.help)
            """
    )

    @Argument(help: "The device node, e.g. /dev/input/event5 (see `glide devices`).", completion: .file())
    var device: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The evemu file to write (created or truncated).", valueName: "file"), completion: .file())
    var output: String

    @Option(parsing: .unconditional, help: ArgumentHelp("Stop after this many seconds (default: at Ctrl-C).", valueName: "seconds"))
    var duration: Double?

    @Flag(help: "Write keyboard key codes as they are (by default every KEY_* is written as KEY_A).")
    var showKeycodes = false

    @Flag(help: "Record a device that is not a touchpad, clickpad or touchscreen (a keyboard, a mouse, …).")
    var anyDevice = false

    func validate() throws {
        if let duration, !(duration > 0 && duration.isFinite) {
            throw ValidationError("--duration must be a positive number of seconds, got \(duration)")
        }
    }

    func run() throws {
        try reportingFailures { () throws(GlideError) in
            let recorder = try Recorder(
                devicePath: device, outputPath: output, anyDevice: anyDevice, options: .liveRecording(showingKeyCodes: showKeycodes))
            let stderr = TextOutput.standardError
            let name = recorder.device.deviceDescription.name
            let hidden = showKeycodes ? "" : " Key codes are hidden (--show-keycodes keeps them)."
            try stderr.write("Recording \(device) (\(name)) to \(output)\(duration.map { " for \($0) s" } ?? "")… press Ctrl-C to stop.\(hidden)\n")
            let showsProgress = stderr.isTerminal
            let result = try recorder.record(duration: duration, progress: showsProgress ? { count in
                try? stderr.write("\r\(count) event\(count == 1 ? "" : "s") recorded")
            } : nil)
            try stderr.write((showsProgress ? "\n" : "") + result.text + "\n")
        }
    }
}
