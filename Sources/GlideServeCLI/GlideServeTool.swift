import ArgumentParser
import Glide
import GlideCommandLine
import GlideServe

/// `glide-serve`: `glide live` with its page served, which `glide live --serve` runs (it takes
/// `glide live`'s arguments).
@main
struct GlideServeTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "glide-serve",
        abstract: "Drive a scene's transitions live and serve the page that shows them (glide live --serve runs it).",
        discussion: LiveOptions.discussion,
        version: "glide-serve \(GlideVersion.current)"
    )

    @OptionGroup var options: LiveOptions

    func run() throws {
        try reportingFailures { () throws(GlideError) in
            try options.commandRun().runServing(host: options.host, port: options.port)
        }
    }
}
