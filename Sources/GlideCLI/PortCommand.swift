import ArgumentParser
import Foundation
import Glide
import GlideCommandLine

/// `glide port`: runs `glide-port`, built beside `glide` (a product of its own, so that building
/// `glide` never builds swift-syntax).
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Rewrite UIKit Swift sources so that they compile and run against GlideUIKit.",
        discussion: """
            Runs glide-port, which sits beside glide; `glide port --help` shows its options. \
            tools/glide builds it the first time `port` is asked for; by hand: \
            swift build -c release --product glide-port.

            Examples:
              tools/glide port MyApp/Transitions --out Ported
            """
    )

    @Argument(parsing: .captureForPassthrough, help: "SRC… --out DIR, or SRC… --check, as glide-port takes them.")
    var arguments: [String] = []

    func run() throws {
        try reportingFailures { () throws(GlideError) in
            let tool = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
                .deletingLastPathComponent().appendingPathComponent("glide-port").path
            guard FileManager.default.isExecutableFile(atPath: tool) else {
                throw GlideError(status: .osError, message: "\(tool) is missing: build it with `swift build -c release --product glide-port` (tools/glide port builds it for you)")
            }
            let argv = ([tool] + arguments).map { strdup($0) } + [nil]
            execv(tool, argv)
            throw GlideError(status: .osError, message: "cannot run \(tool): \(Errno(code: errno))")
        }
    }
}
