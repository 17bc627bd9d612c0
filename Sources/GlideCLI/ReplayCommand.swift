import ArgumentParser
import Glide
import GlideCommandLine
import GlideGallery

/// `glide replay`: traces replayed through a scene on a virtual clock, with their outcome records.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay traces through a scene and print how every transition ended.",
        discussion: """
            Each trace is replayed on a fresh scene, on a virtual clock: frames are handed to the \
            scene's window at their recorded times, animations run between them, and the replay \
            takes as long as the computation, not the trace. The same trace always gives the same \
            bytes. A trace that ends with fingers still down is replayed as a device loss at its \
            last event (the gesture cancels with reason device-lost).

            --json prints one outcome record per transition (the scene's start state left out), \
            one JSON object a line, with the keys transition, kind, animator, interactive, \
            decision, reason, percent_at_release, velocity_at_release, completion_speed, \
            start_ms, release_ms, end_ms, visible, diagnostics (and interruptions when a \
            completion was grabbed). With several traces, each record starts with "trace" (the \
            path as given), since each trace numbers its transitions from 1 on its own scene. \
            Warnings go to stderr.

            --frames DIR draws the scene's window as it is shown at chosen instants of the trace, \
            one SVG per instant (frame-00001.svg, frame-00002.svg, … in DIR; PNG with --png, \
            through rsvg-convert): every --every ms from the trace's first event (default 1000/60, \
            one per 60 Hz refresh) until the replay has settled, or at the instants of --at \
            (ms, in the order given). Each frame shows the fingers as red dots (a touchpad's \
            position on the pad, spread over the screen) and a caption: the time, the transition's \
            state and percent, or idle. A frame at an event's exact instant shows the window just \
            before that event. DIR is created when its parent exists; frames of the same names are \
            replaced. With several traces, each one's frames go in DIR/NAME (its file name without \
            the extension). One run writes at most 10000 frames: a request for more is refused \
            before anything is written.

            --filmstrip FILE.svg (or .png) draws a contact sheet: a row per transition, its frames \
            at begin, 25 %, 50 %, 75 %, release and end (each just after that instant), \
            labelled with the percent shown and the decision; a moment never reached (a cancel \
            below 50 %) is an empty cell; a sheet has at most 200 rows.

            --html FILE.html writes one self-contained page (no network, no other files) that \
            plays the replays in a browser: the screen as --frames draws it, one frame per 60 Hz \
            refresh until the replay has settled, with a scrubber over the trace's time (ms), \
            play/pause, a frame back or forward, the speed (0.25× to 4×), the percent chart of \
            --svg with a cursor at the time shown, and each outcome record once its transition has \
            ended; with several traces, a selector. The page holds at most 10000 frames. A \
            recording of `glide live --record FILE` is an evemu trace: replay it with the scene \
            options of the live session and --html to watch it (session.evemu below).

            --apng FILE.png (or .apng) writes an animated PNG that browsers and GitHub show moving: \
            the window as --frames draws it, with the fingers and the caption, --fps times a second \
            (default 30, at most 60) from the trace's first event until the replay has settled, \
            each trace's last frame held for a second, looping. Its frames are rasterised through \
            rsvg-convert; the same trace and options always give the same bytes.

            --frames, --filmstrip, --html and --apng replay each trace twice (once to find its end \
            and its moments), so they take trace files, not standard input; their files appear \
            only when complete.

            Scenes: \(Scene.names.joined(separator: ", ")) (docs/gallery.md shows each). Touchpad pans take \
            --fingers fingers (default 2); touchscreen pans any number.

            Examples:
              glide replay Traces/aweme-touchpad-2fg-finish.evemu
              glide replay swipe.events --desc pad.desc --scene nav-fade --json
              cat swipe.events | glide replay - --desc pad.desc
              glide replay Traces/slide-touchpad-fling-policy.evemu --scene slide --policy fling
              glide replay a.evemu b.evemu --json --svg timeline.svg
              glide replay Traces/aweme-touchpad-2fg-finish.evemu --realtime
              glide replay swipe.evemu --frames frames
              glide replay swipe.evemu --frames frames --at 120,250,400 --png
              glide replay a.evemu b.evemu --frames frames --every 50 --filmstrip sheet.svg
              glide replay Traces/aweme-touchpad-2fg-finish.evemu --html aweme.html
              glide replay session.evemu --scene nav-fade --html session.html
              glide replay Traces/aweme-touchpad-2fg-finish.evemu --apng aweme.png --fps 60

            \(GlideExitStatus.help)
            """
    )

    @Argument(help: "The traces: .evemu, evemu .events (with --desc), or libinput record YAML; - reads standard input.", completion: .file())
    var traces: [String]

    @Option(name: .long, help: ArgumentHelp("The evemu description (.desc) for events-only traces.", valueName: "file"), completion: .file())
    var desc: String?

    @OptionGroup var sceneOptions: SceneOptions

    @Flag(help: "Print JSON lines, one outcome record per transition, instead of the table.")
    var json = false

    @Option(help: ArgumentHelp("Write an SVG timeline: progress against time, release, threshold, decision, completion.", valueName: "file"), completion: .file())
    var svg: String?

    @Option(help: ArgumentHelp("Draw the window at instants of the trace into this directory, one SVG per instant.", valueName: "dir"), completion: .directory)
    var frames: String?

    @Option(help: ArgumentHelp("With --frames: one frame every this many milliseconds (default 1000/60).", valueName: "ms"))
    var every: Double?

    @Option(help: ArgumentHelp("With --frames: frames at these instants, in ms from the trace's first event.", valueName: "ms,ms,…"))
    var at: String?

    @Flag(help: "With --frames: write PNG files (through rsvg-convert) instead of SVG.")
    var png = false

    @Option(help: ArgumentHelp("Write a contact sheet of every transition (begin, 25/50/75 %, release, end); .svg or .png.", valueName: "file"), completion: .file())
    var filmstrip: String?

    @Option(help: ArgumentHelp("Write an HTML page (.html) that plays the replays: screen, scrubber, speed, chart and records.", valueName: "file"), completion: .file())
    var html: String?

    @Option(help: ArgumentHelp("Write an animated PNG (.png or .apng) of the replays: the window moving, with the fingers.", valueName: "file"), completion: .file())
    var apng: String?

    @Option(help: ArgumentHelp("With --apng: frames per second, 1 to 60 (default 30).", valueName: "n"))
    var fps: Int?

    @Flag(help: "Play at wall-clock speed, with a progress view redrawn in place when stdout is a terminal (not with --json).")
    var realtime = false

    func validate() throws {
        guard !traces.isEmpty else { throw ValidationError("give at least one trace") }
        if every != nil && at != nil { throw ValidationError("--every and --at are exclusive: give one frame interval or a list of instants") }
        if frames == nil, every != nil || at != nil || png {
            throw ValidationError("--every, --at and --png choose the frames of --frames DIR: give --frames too")
        }
        if apng == nil, fps != nil { throw ValidationError("--fps sets the frame rate of --apng FILE: give --apng too") }
    }

    /// The frames asked for, checked (64 for bad times or too many instants).
    func frameOptions() throws(GlideError) -> FrameOptions? {
        guard let frames else { return nil }
        let instants: FrameInstants = if let at { try FrameOptions.instants(parsing: at) } else { .every(every ?? FrameOptions.defaultInterval) }
        return try FrameOptions(directory: frames, instants: instants, png: png)
    }

    func run() throws {
        try reportingFailures { () throws(GlideError) in
            let options = try sceneOptions.replayOptions()
            try ReplayCommandRun(
                traces: traces, descriptionPath: desc, options: options, scenes: .gallery, json: json, svgPath: svg, realtime: realtime,
                frames: try frameOptions(), filmstripPath: filmstrip, htmlPath: html,
                animation: try apng.map { path throws(GlideError) in try AnimationOptions(path: path, framesPerSecond: fps ?? AnimationOptions.defaultFramesPerSecond) }
            ).run()
        }
    }
}
