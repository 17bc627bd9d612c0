import Foundation
import Testing

/// The porting contract promises that ported code compiles in both language modes: the Linux copy
/// of the ports is type-checked with `swiftc` against the modules this build made, in Swift 5 and Swift 6.
@Suite struct PortLanguageModeTests {
    @Test(arguments: ["5", "6"])
    func theLinuxCopyTypeChecksInLanguageMode(_ mode: String) throws {
        let sources = try PortRewriteTests.swiftFiles(in: "Linux").map { PortRewriteTests.portsDirectory.appendingPathComponent("Linux/\($0)").path }
        let (status, text) = try Self.typeCheck(sources, mode: mode)
        #expect(status == 0, "swiftc -swift-version \(mode) on Examples/UIKitPorts/Linux:\n\(text)")
        #expect(!text.contains("error:"), "\(text)")
    }

    /// Type-checks `files` with `swiftc` against the modules this build made (GlideUIKit and
    /// below), in Swift `mode`; returns the status and what swiftc printed.
    static func typeCheck(_ files: [String], mode: String) throws -> (status: Int32, output: String) {
        let root = PortRewriteTests.portsDirectory.deletingLastPathComponent().deletingLastPathComponent()
        let modules = Bundle.main.bundleURL.appendingPathComponent("Modules").path
        let quoted = files.map { "'\($0)'" }.joined(separator: " ")
        let command = """
            swiftc -typecheck -swift-version \(mode) -I '\(modules)' -I '\(root.path)/Sources/CEvdev' \
            $(pkg-config --cflags-only-I libevdev | sed 's/-I/-Xcc -I/g') \(quoted)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
