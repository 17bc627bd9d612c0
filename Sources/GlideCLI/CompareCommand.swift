import ArgumentParser
import Glide
import GlideCommandLine
import GlideGallery

/// `glide compare`: traces replayed under several desktops' and Glide's release policies, side by side.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Replay traces under several release policies and show where they disagree.",
        discussion: """
            Each trace is replayed once per policy, each on a fresh scene (so a later gesture \
            starts from what that policy made of the earlier ones). For every gesture (an \
            interactive transition, in order) the table gives each policy's decision, reason, \
            percent and velocity at the lift, and how long the rest took; then the first instant \
            of the gesture at which a lift would have been decided differently by two policies \
            (found in the first policy's replay: at every frame while the pan drives, every policy \
            is asked what a lift then would give), or that they agree throughout.

            Policies: \(ReplayOptions.policyNames) (default: every one). The desktops' constants \
            are their own; Glide's threshold is 0.2, projected's and fling's 0.5.

            --json prints one object a line per gesture: trace, gesture, kind, releases (policy, \
            decision, reason, percent_at_release, velocity_at_release, completion_ms) and \
            first_disagreement (ms, percent, finishing, cancelling; null when they agree, or when the first \
            policy's replay has no such gesture to watch).

            --svg FILE draws each trace's percent chart under the first policy, with the other \
            policies' progress drawn under it in their own colours. --html FILE.html writes the \
            replay player with an entry per trace and policy (each replayed once more for its \
            frames), each chart drawing the other policies' progress under its own.

            Examples:
              glide compare Traces/aweme-touchpad-2fg-finish.evemu
              glide compare recording.evemu --policies gnome,niri,kwin --scene nav-fade --json
              glide compare Traces/slide-touchpad-fling-policy.evemu --scene slide --svg chart.svg --html page.html

            \(GlideExitStatus.help)
            """
    )

    @Argument(help: "The traces: .evemu, evemu .events (with --desc), or libinput record YAML.", completion: .file())
    var traces: [String]

    @Option(name: .long, help: ArgumentHelp("The evemu description (.desc) for events-only traces.", valueName: "file"), completion: .file())
    var desc: String?

    @Option(help: ArgumentHelp("The policies, comma-separated (default: every one).", valueName: "name,name,…"))
    var policies: String?

    @OptionGroup var choice: SceneChoice

    @Flag(help: "Print JSON lines, one object per gesture, instead of the table.")
    var json = false

    @Option(help: ArgumentHelp("Also draw each trace's chart, the first policy's progress over the others', as SVG.", valueName: "file"), completion: .file())
    var svg: String?

    @Option(help: ArgumentHelp(
        "Also write the replay player (one self-contained HTML page) with an entry per trace and policy, each chart drawing the other policies' progress under its own.",
        valueName: "file.html"), completion: .file())
    var html: String?

    func validate() throws {
        guard !traces.contains("-") else { throw ValidationError("compare replays each trace once per policy, so it takes trace files, not standard input") }
    }

    func run() throws {
        try reportingFailures { () throws(GlideError) in
            try CompareCommandRun(
                traces: traces, descriptionPath: desc, policies: try policies.map { list throws(GlideError) in try CompareCommandRun.policies(named: list) } ?? ReleasePolicies.named,
                options: try choice.replayOptions(), scenes: .gallery, json: json, svgPath: svg, htmlPath: html
            ).run()
        }
    }
}
