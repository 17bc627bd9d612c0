import Foundation
import GlidePort
import Testing

/// The porting contract, applied to the untouched UIKit copy of the ports (and of the planted
/// bugs' apps), gives the Linux copy that compiles here, byte for byte: nothing else was edited to make it run.
@Suite struct PortRewriteTests {
    /// The folders holding a `UIKit` and a `Linux` copy: Examples/UIKitPorts and this target's PlantedBugs, found from this file.
    static let portsDirectories = [
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/UIKitPorts"),
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("PlantedBugs"),
    ]

    /// The porting article's three rewrites: `import UIKit` → `import GlideUIKit`, `@objc ` dropped,
    /// `#selector(name…)` → `Self.name…`.
    static func port(_ source: String) -> String {
        var text = source.replacingOccurrences(of: "import UIKit\n", with: "import GlideUIKit\n")
        text = text.replacingOccurrences(of: "@objc ", with: "")
        text = text.replacingOccurrences(of: #"#selector\(([A-Za-z_][A-Za-z0-9_]*(\([A-Za-z0-9_:]*\))?)\)"#, with: "Self.$1", options: .regularExpression)
        return text
    }

    static func swiftFiles(in directory: URL, _ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path)
            .filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// Every UIKit copy, as its folder and file.
    static func uikitFiles() throws -> [String] {
        try portsDirectories.flatMap { directory in try swiftFiles(in: directory, "UIKit").map { "\(directory.path)/UIKit/\($0)" } }
    }

    /// The UIKit copy at `path` and its Linux copy.
    static func copies(_ path: String) throws -> (uikit: String, linux: String) {
        let linuxPath = path.replacingOccurrences(of: "/UIKit/", with: "/Linux/")
        return (try String(contentsOfFile: path, encoding: .utf8), try String(contentsOfFile: linuxPath, encoding: .utf8))
    }

    @Test(arguments: portsDirectories)
    func theLinuxCopyHasExactlyTheUIKitCopysFiles(directory: URL) throws {
        let uikit = try Self.swiftFiles(in: directory, "UIKit")
        #expect(uikit.count >= 3)
        #expect(try Self.swiftFiles(in: directory, "Linux") == uikit)
    }

    @Test(arguments: try uikitFiles())
    func theRewriteOfTheUIKitCopyIsTheLinuxCopy(path: String) throws {
        let (uikit, linux) = try Self.copies(path)
        #expect(uikit.contains("import UIKit\n"), "\(path) is not UIKit code")
        #expect(!linux.contains("#selector") && !linux.contains("@objc"))
        #expect(Self.port(uikit) == linux, "the Linux copy of \(path) differs from its three rewrites")
    }

    /// `glide port` does the contract's rewrites: on the UIKit copy it gives the Linux copy too.
    @Test(arguments: try uikitFiles())
    func glidePortOfTheUIKitCopyIsTheLinuxCopy(path: String) throws {
        let (uikit, linux) = try Self.copies(path)
        let ported = UIKitPorter.port(uikit, file: URL(fileURLWithPath: path).lastPathComponent)
        #expect(ported.text == linux)
        #expect(!ported.notes.contains { $0.kind == .notPorted })
    }

    @Test func theRewritesCoverEveryActionShape() {
        #expect(Self.port("@objc func a() {}\nx.addTarget(self, action: #selector(a))") == "func a() {}\nx.addTarget(self, action: Self.a)")
        #expect(Self.port("#selector(handlePan(_:))") == "Self.handlePan(_:)")
        #expect(Self.port("#selector(pan(gesture:))") == "Self.pan(gesture:)")
        #expect(Self.port("import UIKit\nimport Foundation\n") == "import GlideUIKit\nimport Foundation\n")
    }
}
