import ArgumentParser
import Glide
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

            Scenes: \(Scene.names.joined(separator: ", ")) (see README). Touchpad pans take \
            --fingers fingers (default 2); touchscreen pans any number.

            Examples:
              glide replay Traces/aweme-touchpad-2fg-finish.evemu
              glide replay swipe.events --desc pad.desc --scene nav-fade --json
              cat swipe.events | glide replay - --desc pad.desc
              glide replay Traces/slide-touchpad-fling-policy.evemu --scene slide --policy fling
              glide replay a.evemu b.evemu --json --svg timeline.svg
              glide replay Traces/aweme-touchpad-2fg-finish.evemu --realtime

            \(GlideTool.exitStatusHelp)
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

    @Flag(help: "Play at wall-clock speed, with a progress view redrawn in place when stdout is a terminal (not with --json).")
    var realtime = false

    func validate() throws {
        guard !traces.isEmpty else { throw ValidationError("give at least one trace") }
    }

    func run() throws {
        try reportingFailures { () throws(GlideError) in
            let options = try sceneOptions.replayOptions()
            try ReplayCommandRun(traces: traces, descriptionPath: desc, options: options, json: json, svgPath: svg, realtime: realtime).run()
        }
    }
}
