import ArgumentParser
import Glide
import GlideGallery

extension LiveSession.Latency: ExpressibleByArgument {}

/// What `glide live` takes, and its help: shared by `glide live` and `glide-serve`, which runs it
/// with the page served (`glide live --serve` runs `glide-serve`, so that `glide` itself links no
/// HTTP server).
public struct LiveOptions: ParsableArguments {
    /// The defaults (ArgumentParser fills in what the command line gives).
    public init() {}

    /// The help's discussion.
    public static let discussion = """
            Without a device, the first touchpad (else touchscreen) that `glide devices` lists is used. \
            On a terminal, one status line is redrawn in place: a progress bar of the transition's \
            percent, its state, the pan recognizer's state, the fingers down and the last decision; \
            each finished transition is printed above it. With --json, stdout carries only the outcome \
            records as JSON lines, exactly as `glide replay --json` prints them. Times are on the \
            input's clock, 0 at the first event, so `glide replay` of a --record file prints the \
            same records. Ctrl-C (SIGINT) or SIGTERM ends the session cleanly (exit 0) and finishes \
            the recording; as at the end of a replay, fingers still down then count as a device \
            loss and what still animates runs to its end at once, so every transition begun has \
            its record. Animation steps run 10 ms after they are due so that every record is \
            byte-identical to a replay of the recording (--latency exact, the default); --latency low \
            runs them at once, and a record can then differ from the replay's by at most one frame. \
            `glide replay session.evemu --scene nav-fade --html session.html` turns a recording \
            into a page that plays it back in a browser.

            --serve serves a page that shows the session as it happens (open the address printed): \
            the window as the device drives it with the fingers, the transition's percent chart with \
            the threshold and each release, the recognizers' states, the pan's velocity, and each \
            record when it ends, with the window at its release. Any number of browsers can watch; \
            one that joins late sees the current state, and a page reconnects by itself. The server \
            binds 127.0.0.1 (--port, default 8080; 0 picks a free one); --host binds elsewhere, and \
            anyone who can reach it can then watch. Reading /dev/input/event* needs the `input` group (sudo usermod -aG \
            input $USER, then log in again).

            Examples:
              glide live
              glide live /dev/input/event5 --scene nav-fade --record session.evemu
              glide live --json --max-transitions 1 --timeout 10
              glide live --latency low
              glide live --serve
              glide live --serve --port 0 --host 0.0.0.0
              tools/mockdev REC.evemu -- tools/glide live --json --max-transitions 1

            \(GlideExitStatus.help)
            """

    @Argument(help: "The device node, e.g. /dev/input/event5 (default: the first touchpad, else touchscreen).", completion: .file())
    public var device: String?

    @OptionGroup public var sceneOptions: SceneOptions

    @Option(help: ArgumentHelp("Also write every event read to this evemu file (finished on every exit; mode 0600, key codes hidden).", valueName: "file"), completion: .file())
    public var record: String?

    @Flag(help: "Print only the outcome records on stdout, as JSON lines (as `glide replay --json` does).")
    public var json = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Stop once this many transitions have ended.", valueName: "n"))
    public var maxTransitions: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Stop after this many seconds.", valueName: "seconds"))
    public var timeout: Double?

    @Flag(help: "Write keyboard key codes into the --record file as they are (by default every KEY_* is written as KEY_A).")
    public var showKeycodes = false

    @Option(help: ArgumentHelp("exact: records identical to a replay, animation steps 10 ms late (default); low: steps at once, records within a frame of a replay.", valueName: "exact|low"))
    public var latency: LiveSession.Latency = .exact

    @Flag(help: "Serve a page that shows the session live in a browser (the address is printed).")
    public var serve = false

    @Option(help: ArgumentHelp("With --serve: the port (0: one the system picks).", valueName: "n"))
    public var port: UInt16 = 8080

    @Option(help: ArgumentHelp("With --serve: the address to bind; anything but 127.0.0.1 (the default) or ::1 lets others watch.", valueName: "address"))
    public var host = "127.0.0.1"

    public func validate() throws {
        if let maxTransitions, maxTransitions <= 0 {
            throw ValidationError("--max-transitions must be a positive number, got \(maxTransitions)")
        }
        if let timeout, !(timeout > 0 && timeout.isFinite) {
            throw ValidationError("--timeout must be a positive number of seconds, got \(timeout)")
        }
    }

    /// The run these options ask for (the page is served by `runServing`, in `glide-serve`).
    public func commandRun() throws(GlideError) -> LiveCommandRun {
        let options = try sceneOptions.replayOptions()
        return LiveCommandRun(device: device, options: options, scenes: .gallery, recording: record, json: json, maxTransitions: maxTransitions,
                              timeout: timeout, latency: latency, recordingOptions: .liveRecording(showingKeyCodes: showKeycodes))
    }
}
