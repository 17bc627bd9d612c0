import Foundation
import GlidePort

/// The UIKit-style fixtures (Tests/Fixtures), written here in the styles real transition code
/// uses: `UIKitHazards/` compiles once ported, `UIKitNotPortable/` holds what cannot be.
enum PortFixtures {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The fixture files of `folder`, sorted.
    static func files(in folder: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
            .filter { $0.hasSuffix(".swift") }.sorted()
            .map { root.appendingPathComponent("\(folder)/\($0)") }
    }

    /// A fixture's text and its port, the notes naming it by file name.
    static func port(_ url: URL) throws -> (source: String, ported: PortedSource) {
        let source = try String(contentsOf: url, encoding: .utf8)
        return (source, UIKitPorter.port(source, file: url.lastPathComponent))
    }
}
