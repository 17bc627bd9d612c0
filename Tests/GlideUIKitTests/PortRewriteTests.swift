import Foundation
import GlidePort
import Testing

/// The porting contract, applied to the untouched UIKit copy of the ports, gives the Linux copy
/// that compiles here, byte for byte: nothing else was edited to make it run.
@Suite struct PortRewriteTests {
    /// Examples/UIKitPorts, found from this file.
    static let portsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/UIKitPorts")

    /// The README's three rewrites: `import UIKit` → `import GlideUIKit`, `@objc ` dropped,
    /// `#selector(name…)` → `Self.name…`.
    static func port(_ source: String) -> String {
        var text = source.replacingOccurrences(of: "import UIKit\n", with: "import GlideUIKit\n")
        text = text.replacingOccurrences(of: "@objc ", with: "")
        text = text.replacingOccurrences(of: #"#selector\(([A-Za-z_][A-Za-z0-9_]*(\([A-Za-z0-9_:]*\))?)\)"#, with: "Self.$1", options: .regularExpression)
        return text
    }

    static func swiftFiles(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: portsDirectory.appendingPathComponent(folder).path)
            .filter { $0.hasSuffix(".swift") }.sorted()
    }

    @Test func theLinuxCopyHasExactlyTheUIKitCopysFiles() throws {
        let uikit = try Self.swiftFiles(in: "UIKit")
        #expect(uikit.count >= 4)
        #expect(try Self.swiftFiles(in: "Linux") == uikit)
    }

    @Test(arguments: try swiftFiles(in: "UIKit"))
    func theRewriteOfTheUIKitCopyIsTheLinuxCopy(file: String) throws {
        let uikit = try String(contentsOf: Self.portsDirectory.appendingPathComponent("UIKit/\(file)"), encoding: .utf8)
        let linux = try String(contentsOf: Self.portsDirectory.appendingPathComponent("Linux/\(file)"), encoding: .utf8)
        #expect(uikit.contains("import UIKit\n"), "\(file) is not UIKit code")
        #expect(!linux.contains("#selector") && !linux.contains("@objc"))
        #expect(Self.port(uikit) == linux, "Examples/UIKitPorts/Linux/\(file) differs from the three rewrites of UIKit/\(file)")
    }

    /// `glide port` does the contract's rewrites: on the UIKit copy it gives the Linux copy too.
    @Test(arguments: try swiftFiles(in: "UIKit"))
    func glidePortOfTheUIKitCopyIsTheLinuxCopy(file: String) throws {
        let uikit = try String(contentsOf: Self.portsDirectory.appendingPathComponent("UIKit/\(file)"), encoding: .utf8)
        let linux = try String(contentsOf: Self.portsDirectory.appendingPathComponent("Linux/\(file)"), encoding: .utf8)
        let ported = UIKitPorter.port(uikit, file: file)
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
