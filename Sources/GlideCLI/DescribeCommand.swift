import ArgumentParser
import Glide
import GlideCommandLine

/// `glide describe`: what a trace holds and the gestures recognised in it.
struct DescribeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "describe",
        abstract: "Describe a trace: its device, duration, events, frames, most fingers and gestures.",
        discussion: """
            The trace is read one event at a time (memory stays flat however long it is), \
            assembled into frames, and run through a pan recognizer: on a touchpad, pans of 2 to \
            4 fingers (one finger moves the pointer), with libinput's defences against jumps and \
            pinches; on a touchscreen, pans of one finger or more. Each gesture gives its fingers, \
            begin and end in ms from the first event, dx and dy in mm, and whether it ended, was \
            cancelled, or was still running when the trace stopped. `events` counts E: lines, as \
            libevemu does. Warnings (resolution 0, oddities the reader accepted) go to stderr.

            Examples:
              glide describe swipe.evemu
              glide describe two-finger.events --desc touchpad.desc --json
              glide describe recording.yml --json | jq '.gestures[] | .dx_mm'
              cat swipe.evemu | glide describe -

            \(GlideExitStatus.help)
            """
    )

    @Argument(help: "The trace: .evemu, an evemu .events file (with --desc), or libinput record YAML; - reads standard input.", completion: .file())
    var trace: String

    @Option(name: .long, help: ArgumentHelp("The evemu description (.desc) for an events-only trace.", valueName: "file"), completion: .file())
    var desc: String?

    @Flag(help: "Print one JSON object (keys: path, format, device, events, frames, duration_ms, max_fingers, gestures, warnings).")
    var json = false

    func run() throws {
        try reportingFailures { () throws(GlideError) in
            let summary = try TraceSummary.describe(path: trace, descriptionPath: desc)
            for warning in summary.warnings {
                try TextOutput.standardError.write(warning + "\n")
            }
            if json {
                try JSONLinesWriter().write(summary.json)
            } else {
                try TextOutput.standardOutput.write(summary.text)
            }
        }
    }
}
