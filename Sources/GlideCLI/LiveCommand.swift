import ArgumentParser
import Glide
import GlideCommandLine

/// `glide live`: a touchpad or touchscreen driving a scene in real time; with `--serve`, runs
/// `glide-serve`, built beside `glide` (a product of its own, so that `glide` links no HTTP server).
struct LiveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "live",
        abstract: "Drive a scene's transitions live with a touchpad or touchscreen.",
        discussion: LiveOptions.discussion
    )

    @OptionGroup var options: LiveOptions

    /// `--port` and `--host` say where to serve (`glide-serve` always serves, so this is `glide`'s check alone).
    func validate() throws {
        if !options.serve, options.port != 8080 || options.host != "127.0.0.1" {
            throw ValidationError("--port and --host go with --serve")
        }
    }

    func run() throws {
        try reportingFailures { () throws(GlideError) in
            guard options.serve else {
                try options.commandRun().run()
                return
            }
            try SiblingTool.exec("glide-serve", arguments: CommandLine.arguments.drop { $0 != "live" }.dropFirst(), command: "live --serve")
        }
    }
}
