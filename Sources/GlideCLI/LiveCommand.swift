import ArgumentParser
import Foundation
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
            let tool = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
                .deletingLastPathComponent().appendingPathComponent("glide-serve").path
            guard FileManager.default.isExecutableFile(atPath: tool) else {
                throw GlideError(status: .osError, message: "\(tool) is missing: build it with `swift build -c release --product glide-serve` (tools/glide live --serve builds it for you)")
            }
            let arguments = CommandLine.arguments.drop { $0 != "live" }.dropFirst()
            let argv = ([tool] + arguments).map { strdup($0) } + [nil]
            execv(tool, argv)
            throw GlideError(status: .osError, message: "cannot run \(tool): \(Errno(code: errno))")
        }
    }
}
