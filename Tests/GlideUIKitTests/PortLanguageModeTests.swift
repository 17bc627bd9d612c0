import Foundation
import GlidePort
import Testing

/// The porting contract promises that ported code compiles in both language modes: the Linux copy
/// of the ports is type-checked with `swiftc` against the modules this build made, in Swift 5 and
/// Swift 6, through `glide port --check`'s own type-check (`CompileCheck`).
@Suite struct PortLanguageModeTests {
    @Test(arguments: ["5", "6"])
    func theLinuxCopyTypeChecksInLanguageMode(_ mode: String) throws {
        let examples = PortRewriteTests.portsDirectories[0]
        let sources = try PortRewriteTests.swiftFiles(in: examples, "Linux").map { examples.appendingPathComponent("Linux/\($0)").path }
        let errors = try Self.typeCheck(sources.map { ($0, try String(contentsOfFile: $0, encoding: .utf8)) }, mode: mode)
        #expect(errors.isEmpty, "swiftc -swift-version \(mode) on Examples/UIKitPorts/Linux:\n\(errors.map(\.description).joined(separator: "\n"))")
    }

    /// Type-checks `sources` (path, text, already ported) against the modules this build made
    /// (GlideUIKit and below) in Swift `mode`; returns the errors.
    static func typeCheck(_ sources: [(path: String, text: String)], mode: String) throws -> [CompileCheck.Diagnostic] {
        let executable = Bundle.main.bundleURL.appendingPathComponent("glide-port").path
        let toolchain = try CompileCheck.locate(executable: executable, environment: [:]).get()
        return try CompileCheck.run(sources.map { ($0.path, $0.text, $0.text) }, toolchain: toolchain, languageMode: mode)
    }
}
