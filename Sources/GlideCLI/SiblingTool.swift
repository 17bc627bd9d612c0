import Foundation
import Glide

/// A product of its own that `glide` runs in its place (`glide-port` for `glide port`,
/// `glide-serve` for `glide live --serve`), so that building `glide` builds neither's dependencies.
enum SiblingTool {
    /// Replaces this process with `name`, from the folder `glide` runs from, given `arguments`;
    /// throws 71 when it is missing (saying that `tools/glide COMMAND` builds it) or cannot run.
    static func exec(_ name: String, arguments: some Sequence<String>, command: String) throws(GlideError) -> Never {
        let tool = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent(name).path
        guard FileManager.default.isExecutableFile(atPath: tool) else {
            throw GlideError(status: .osError, message: "\(tool) is missing: build it with `swift build -c release --product \(name)` (tools/glide \(command) builds it for you)")
        }
        let argv = ([tool] + arguments).map { strdup($0) } + [nil]
        execv(tool, argv)
        throw GlideError(status: .osError, message: "cannot run \(tool): \(Errno(code: errno))")
    }
}
