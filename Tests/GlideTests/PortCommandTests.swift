import Foundation
import Testing

/// `glide port` runs the `glide-port` tool built beside `glide` with the arguments as given.
@Suite struct PortCommandTests {
    @Test func glidePortRunsTheToolBesideGlide() throws {
        let folder = Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("Fade.swift")
        try "import UIKit\n\n@objc final class Fade: NSObject {}\n".write(to: source, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("Ported")
        let result = try Run.glide(["port", source.path, "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Fade.swift:1:1: changed: `import UIKit` → `import GlideUIKit`"))
        #expect(try String(contentsOf: out.appendingPathComponent("Fade.swift"), encoding: .utf8) == "import GlideUIKit\n\nfinal class Fade: NSObject {}\n")
        let help = try Run.glide(["port", "--help"])
        #expect(help.status == 0 && help.stdout.contains("USAGE: glide port <sources> ... [--out <out>] [--check]"))
    }
}
