import ArgumentParser
import Glide
import GlideCommandLine
import GlideGallery

/// `glide demo`: the bundled traces replayed on their scenes, animated, with the outcome table.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Replay the bundled traces on their scenes, animate each transition, and print the outcomes.",
        discussion: """
            Each trace of Traces/ (made by tools/make-traces) is replayed with the options in its \
            .args file, as `glide replay` would. In a terminal, each transition plays as a progress \
            bar with the recogniser's state, the fingers and the last decision, sped up to about a \
            second per trace; otherwise one line per transition is printed. Then the outcome table, \
            and whether every record matches the trace's .expected.jsonl (exit status 1 if not). \
            Last, it writes an HTML page that plays every replay in a browser (as `glide replay \
            --html` does: screen, scrubber, speed, percent chart and records, a selector for the \
            trace) and prints its path as the last line: --html FILE.html, else glide-demo.html in \
            the current directory, else (when that cannot be written) in a new temporary directory.

            Examples:
              tools/glide demo
              glide demo --traces ~/my-traces
              glide demo --html /tmp/demo.html

            \(GlideExitStatus.help)
            """
    )

    @Option(help: ArgumentHelp("The directory of traces (default: Traces/ of the Glide checkout glide was built from).", valueName: "dir"), completion: .directory)
    var traces: String?

    @Option(help: ArgumentHelp("Write the page that plays every replay here (default: glide-demo.html in the current directory).", valueName: "file"), completion: .file())
    var html: String?

    func run() throws {
        var mismatches: [String] = []
        try reportingFailures { () throws(GlideError) in
            mismatches = try DemoRun(directory: traces ?? BundledTrace.packageDirectory, htmlPath: html, scenes: .gallery).run()
        }
        if !mismatches.isEmpty { throw ExitCode(GlideError.Status.failure.rawValue) }
    }
}
