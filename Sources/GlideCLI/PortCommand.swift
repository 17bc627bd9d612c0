import ArgumentParser
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
            try SiblingTool.exec("glide-port", arguments: arguments, command: "port")
        }
    }
}
