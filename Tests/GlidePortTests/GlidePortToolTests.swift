import Foundation
import Testing

/// The `glide-port` tool (what `glide port` runs) as a person uses it: folders in, a ported tree
/// out, the report on standard output, clear errors with their exit statuses.
@Suite struct GlidePortToolTests {
    static let tool = Bundle.main.bundleURL.appendingPathComponent("glide-port").path

    /// Runs the tool; returns its status, standard output and standard error.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let error = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output, error)
    }

    static func temporaryFolder(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("glide-port-\(name)-\(getpid())")
    }

    @Test func aFolderIsPortedIntoTheOutputWithItsLayoutAndAReport() throws {
        let out = Self.temporaryFolder("tree")
        defer { try? FileManager.default.removeItem(at: out) }
        let hazards = PortFixtures.root.appendingPathComponent("UIKitHazards").path
        let first = try Self.run([hazards, "--out", out.path])
        #expect(first.status == 0, "\(first.err)")
        let written = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("UIKitHazards").path).sorted()
        #expect(written == (try PortFixtures.files(in: "UIKitHazards")).map(\.lastPathComponent))
        let lines = first.out.split(separator: "\n")
        #expect(lines.count >= 15 && lines.allSatisfy { $0.hasPrefix(hazards + "/") && $0.contains(": changed: ") })
        #expect(first.err.contains("\(written.count) files written to \(out.path)") && first.err.contains("0 constructs not ported"))
        // Ported code ported again: nothing changes.
        let again = Self.temporaryFolder("again")
        defer { try? FileManager.default.removeItem(at: again) }
        let second = try Self.run([out.appendingPathComponent("UIKitHazards").path, "--out", again.path, "--quiet"])
        #expect(second.status == 0 && second.out.isEmpty && second.err.contains(": 0 changes, 0 constructs not ported"))
        for name in written {
            let once = try String(contentsOf: out.appendingPathComponent("UIKitHazards/\(name)"), encoding: .utf8)
            let twice = try String(contentsOf: again.appendingPathComponent("UIKitHazards/\(name)"), encoding: .utf8)
            #expect(once == twice, "\(name)")
        }
    }

    @Test func constructsLeftAsTheyWereExitOneWithTheirLocations() throws {
        let out = Self.temporaryFolder("left")
        defer { try? FileManager.default.removeItem(at: out) }
        let source = PortFixtures.root.appendingPathComponent("UIKitNotPortable/DrawerObserver.swift").path
        let result = try Self.run([source, "--out", out.path, "--quiet"])
        #expect(result.status == 1)
        #expect(result.out.split(separator: "\n").map { String($0.prefix(while: { $0 != " " })) } == [
            "\(source):4:11:", "\(source):12:41:", "\(source):18:5:", "\(source):23:9:", "\(source):30:9:",
        ])
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("DrawerObserver.swift").path))
    }

    @Test func checkListsTheUIKitAPIsAndWritesNothing() throws {
        let folder = Self.temporaryFolder("check")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Sheet.swift")
        try "import UIKit\n\nfinal class Sheet: UIViewController {\n    let table = UITableView()\n}\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try Self.run([file.path, "--check"])
        #expect(result.status == 1)
        #expect(result.out.hasPrefix("not supported UITableView  (1 use, first \(file.path):4:17)\n"))
        #expect(result.out.contains("supported     UIViewController  (1 use, first \(file.path):3:20)"))
        #expect(result.err.contains("1 file, 2 UIKit APIs used, 1 not in GlideUIKit; the port does not compile against GlideUIKit: 1 error, 1 API missing (UITableView)"))
        #expect(result.out.hasSuffix("\(file.path):4:17: missing in GlideUIKit: UITableView\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Sheet.swift"])
        let hazards = try Self.run([PortFixtures.root.appendingPathComponent("UIKitHazards").path, "--check", "--quiet"])
        #expect(hazards.status == 0 && hazards.out.isEmpty, "\(hazards.out)")
        #expect(hazards.err.contains("; the port compiles against GlideUIKit"))
    }

    /// The map sees types, static members, overrides and `super` calls; the compiler sees the
    /// rest (an instance member on a value, a call on an implicit `self`), so "compiles" is its word.
    @Test func checkSaysCompilesOnlyWhenSwiftcDoes() throws {
        let folder = Self.temporaryFolder("check-compile")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Menu.swift")
        try """
            final class Menu: UIViewController {
                func close() {
                    view.endEditing(true)
                    frobnicate()
                }
            }

            """.write(to: file, atomically: true, encoding: .utf8)
        let result = try Self.run([file.path, "--check", "--quiet"])
        #expect(result.status == 1)
        // Line 3 of the source, though the port inserted `import GlideUIKit` above it.
        #expect(result.out.contains("\(file.path):3:14: missing in GlideUIKit: UIView.endEditing\n"), "\(result.out)")
        #expect(result.out.contains("\(file.path):4:9: missing in GlideUIKit: frobnicate\n"), "\(result.out)")
        #expect(result.err.contains("0 not in GlideUIKit; the port does not compile against GlideUIKit: 2 errors, 2 APIs missing (UIView.endEditing, frobnicate)"), "\(result.err)")
    }

    @Test func checkWithoutGlideUIKitsModulesSaysHowToBuildThem() throws {
        let folder = Self.temporaryFolder("check-modules")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Fade.swift")
        try "import UIKit\n\nfinal class Fade: UIView {}\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try Self.run([file.path, "--check"], environment: ["GLIDE_UIKIT_MODULES": folder.path])
        #expect(result.status == 69)
        #expect(result.err.contains("has no GlideUIKit.swiftmodule; build it beside glide-port (swift build -c release --target GlideUIKit"))
    }

    @Test func badInputGetsAClearErrorAndItsStatus() throws {
        let missing = try Self.run(["/nonexistent/Transitions", "--out", Self.temporaryFolder("none").path])
        #expect(missing.status == 66 && missing.err.contains("/nonexistent/Transitions: no such file or folder"))

        let fixtures = PortFixtures.root.path
        let inside = try Self.run([fixtures, "--out", fixtures + "/Ported"])
        #expect(inside.status == 64 && inside.err.contains("lies inside") && inside.err.contains("choose a folder outside it"))

        let folder = Self.temporaryFolder("overwrite")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Sheet.swift")
        try "import UIKit\n".write(to: file, atomically: true, encoding: .utf8)
        let overwrite = try Self.run([file.path, "--out", folder.path])
        #expect(overwrite.status == 64 && overwrite.err.contains("would be overwritten by its port"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "import UIKit\n", "the source is untouched")

        let unwritable = try Self.run([file.path, "--out", "/proc/glide-port"])
        #expect(unwritable.status == 73 && unwritable.err.contains("cannot create the folder"))

        let empty = Self.temporaryFolder("empty")
        defer { try? FileManager.default.removeItem(at: empty) }
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let nothing = try Self.run([empty.path, "--out", Self.temporaryFolder("nothing").path])
        #expect(nothing.status == 66 && nothing.err.contains("no .swift files"))

        let noOut = try Self.run([file.path])
        #expect(noOut.status == 64 && noOut.err.contains("--out"))
    }
}
