import Foundation
import Glibc
@testable import GlidePort
import Testing

/// `glide port` on what a user's disk and a hostile file can hold: nothing the user has is lost,
/// no input crashes it or takes more than linear time, and each refusal names its real cause.
@Suite struct PortSafetyTests {
    typealias Tool = GlidePortToolTests

    /// A fresh folder; removed by the caller.
    static func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("glide-port-safety-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static let portable = "import UIKit\n\nfinal class Card: UIView {\n    @objc func tap() {}\n}\n"

    @Test func anOutFolderReachedThroughASymbolicLinkIsRefused() throws {
        let root = try Self.folder("link")
        defer { try? FileManager.default.removeItem(at: root) }
        let project = root.appendingPathComponent("real/Proj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let source = project.appendingPathComponent("A.swift")
        try Self.portable.write(to: source, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("link").path, withDestinationPath: "real")
        // `--out link` is `real`, so Proj's port would be written over Proj itself.
        let throughLink = try Tool.run([project.path, "--out", root.appendingPathComponent("link").path])
        #expect(throughLink.status == 64 && throughLink.err.contains("would be overwritten by its port"), "\(throughLink.err)")
        // A source named through the link, ported into the folder it is in.
        let real = root.appendingPathComponent("real/B.swift")
        try Self.portable.write(to: real, atomically: true, encoding: .utf8)
        let named = try Tool.run([root.appendingPathComponent("link/B.swift").path, "--out", root.appendingPathComponent("real").path])
        #expect(named.status == 64 && named.err.contains("would be overwritten by its port"), "\(named.err)")
        #expect(try String(contentsOf: source, encoding: .utf8) == Self.portable && String(contentsOf: real, encoding: .utf8) == Self.portable)
        // A folder of --out that links elsewhere would take the port outside --out.
        let out = root.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("Proj").path, withDestinationPath: root.appendingPathComponent("elsewhere").path)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
        let outside = try Tool.run([project.path, "--out", out.path])
        #expect(outside.status == 64 && outside.err.contains("outside \(out.path), through a symbolic link"), "\(outside.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("elsewhere").path).isEmpty)
        let empty = try Tool.run([source.path, "--out", ""])
        #expect(empty.status == 64 && empty.err.contains("--out '' names no folder"))
    }

    @Test func aFailingMultiFilePortLeavesThePreviousOutputAsItWas() throws {
        let root = try Self.folder("atomic")
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("Ported")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try "previous\n".write(to: out.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let good = root.appendingPathComponent("A.swift")
        try Self.portable.write(to: good, atomically: true, encoding: .utf8)
        let bad = root.appendingPathComponent("bad.swift")
        try Data([0x6C, 0x65, 0x74, 0xFF, 0xFE]).write(to: bad)
        let failed = try Tool.run([good.path, bad.path, "--out", out.path])
        #expect(failed.status == 66 && failed.err.contains("\(bad.path): not UTF-8 text"), "\(failed.err)")
        #expect(try String(contentsOf: out.appendingPathComponent("A.swift"), encoding: .utf8) == "previous\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["A.swift"], "no stage is left behind")
        let ported = try Tool.run([good.path, "--out", out.path, "--quiet"])
        #expect(ported.status == 0, "\(ported.err)")
        #expect(try String(contentsOf: out.appendingPathComponent("A.swift"), encoding: .utf8).contains("import GlideUIKit"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["A.swift"])
    }

    /// Sources nested past the limits, one of each kind: brackets, generics, `else if`, `try
    /// await`, `#if`, and postfix chains of members, force unwraps and calls.
    static let deepSources: [(kind: String, source: String)] = [
        ("brackets", "let p = " + String(repeating: "[", count: 761) + "1" + String(repeating: "]", count: 761)),
        ("parentheses", "let p = " + String(repeating: "(", count: 761) + "1" + String(repeating: ")", count: 761)),
        ("generics", "let x: " + String(repeating: "A<", count: 1335) + "B" + String(repeating: ">", count: 1335) + "? = nil"),
        ("else if", "func f() {\n if a {}" + String(repeating: " else if a {}", count: 5761) + "\n}"),
        ("try await", "func f() async throws {\n let x = " + String(repeating: "try await ", count: 4247) + "g()\n}"),
        ("#if", String(repeating: "#if A\n", count: 7781) + "let x = 1\n" + String(repeating: "#endif\n", count: 7781)),
        ("members", "let x = a" + String(repeating: ".a", count: 47_700)),
        ("force unwraps", "let x = a" + String(repeating: "!", count: 47_700)),
        ("calls", "let x = a" + String(repeating: "()", count: 47_700)),
    ]

    @Test(arguments: deepSources.indices)
    func deepNestingIsRefusedWithItsLocationNotACrash(_ index: Int) {
        let (kind, source) = Self.deepSources[index]
        let start = ContinuousClock.now
        let ported = UIKitPorter.port(source, file: "Deep.swift")
        let refusal = ported.refusal
        #expect(refusal != nil && ported.notes == [refusal!] && ported.text == source, "\(kind)")
        #expect(refusal?.description.hasPrefix("Deep.swift:") == true && refusal?.description.contains(": not ported: the file (") == true, "\(kind)")
        #expect(ContinuousClock.now - start < .seconds(20), "\(kind)")
        #expect(APICheck.check([(path: "Deep.swift", text: source)]).isEmpty, "\(kind)")
    }

    @Test func theNestedLiteralOfTwentyEightIsRefusedAtOnce() throws {
        let source = "let p = " + String(repeating: "[", count: 28) + "1" + String(repeating: "]", count: 28)
        let start = ContinuousClock.now
        let refusal = UIKitPorter.port(source, file: "L.swift").refusal
        #expect(ContinuousClock.now - start < .seconds(1))
        #expect(refusal?.description == "L.swift:1:21: not ported: the file (more than 12 `[` open one inside another here, which swift-syntax's parser takes exponential time over; name the inner values)")
        // Twelve, as real code never nests, still port.
        let twelve = "let p = " + String(repeating: "[", count: 12) + "1" + String(repeating: "]", count: 12)
        #expect(UIKitPorter.port(twelve, file: "L.swift").refusal == nil)
        // Strings (raw and multi-line ones too) and comments do not count; code that only looks
        // like them, interpolations, and comments between the brackets do.
        let run = String(repeating: "[", count: 13)
        let (q, q3, slash) = ("\"", "\"\"\"", "\\")
        let quiet = [
            "let s = " + q + run + q + " // " + run + "\n",
            "let s = #" + q + slash + q + run + q + "#\n",
            "let s = " + q3 + "\n" + slash + q3 + run + "\n" + q3 + "\n",
            "/* /* " + run + " */ */ let s = 1\n",
        ]
        for source in quiet { #expect(UIKitPorter.port(source, file: "S.swift").refusal == nil, "\(source)") }
        let loud = [
            "let u = " + q + "//" + q + "; let p = " + run,
            "let s = " + q + slash + "(" + run + "1" + q,
            "let s = " + q + "open\nlet p = " + run,
            "let p = " + Array(repeating: "[/* */", count: 13).joined(),
        ]
        for source in loud { #expect(UIKitPorter.port(source, file: "S.swift").refusal?.why?.hasPrefix("more than 12 `[`") == true, "\(source)") }
    }

    @Test func aFileThatDoesNotParseIsNotPortedNorWritten() throws {
        let root = try Self.folder("parse")
        defer { try? FileManager.default.removeItem(at: root) }
        let text = root.appendingPathComponent("Notes.swift")
        try "import UIKit\nThe quick brown fox jumps over } the lazy dog.\n".write(to: text, atomically: true, encoding: .utf8)
        let good = root.appendingPathComponent("A.swift")
        try Self.portable.write(to: good, atomically: true, encoding: .utf8)
        let out = root.appendingPathComponent("out")
        let result = try Tool.run([text.path, good.path, "--out", out.path, "--quiet"])
        #expect(result.status == 1, "\(result.err)")
        #expect(result.out.hasPrefix("\(text.path):2:") && result.out.contains(": not ported: the file (it does not parse: "), "\(result.out)")
        #expect(result.err.contains("1 file written") && result.err.contains("1 file not ported"), "\(result.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["A.swift"])
        let check = try Tool.run([text.path, "--check"])
        #expect(check.status == 1 && check.out.hasPrefix("\(text.path):2:") && check.err.contains("1 file not checked"), "\(check.out)\(check.err)")
    }

    /// UIKit code of about `bytes` bytes: a controller with the constructs the rewrite changes, repeated.
    static func uikitSource(bytes: Int) -> String {
        var text = "import UIKit\n"
        var index = 0
        while text.utf8.count < bytes {
            text += """

                final class Card\(index): UIViewController {
                    @IBOutlet weak var card: UIView!
                    @objc dynamic var progress: CGFloat = 0

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
                        if #available(iOS 13.0, *) { view.backgroundColor = .systemBackground }
                    }

                    @objc func handlePan(_ gesture: UIPanGestureRecognizer) {
                        progress = max(0, min(1, gesture.translation(in: view).y / view.bounds.height))
                        UIView.animate(withDuration: 0.3) { self.card.alpha = 1 - self.progress }
                    }
                }

                """
            index += 1
        }
        return text
    }

    /// Ports a `bytes`-byte source with `tool`; returns the CPU seconds and the peak memory in MB it took (GNU time's).
    static func measure(_ tool: String, bytes: Int, in folder: URL) throws -> (seconds: Double, megabytes: Double) {
        let source = folder.appendingPathComponent("Big\(bytes).swift")
        try Self.uikitSource(bytes: bytes).write(to: source, atomically: true, encoding: .utf8)
        let report = folder.appendingPathComponent("time.txt")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = ["-f", "%U %S %M", "-o", report.path, tool, source.path, "--out", folder.appendingPathComponent("out").path, "--quiet"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(tool) on \(bytes) bytes")
        let fields = try String(contentsOf: report, encoding: .utf8).split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        try #require(fields.count == 3)
        return (fields[0] + fields[1], fields[2] / 1024)
    }

    /// The release build of glide-port, when one was built (`swift build -c release --product glide-port`).
    static let releaseTool = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".build/release/glide-port").path

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/time"), "GNU time (/usr/bin/time) is not installed"))
    func portingTimeAndMemoryGrowInProportionToTheFileSize() throws {
        let folder = try Self.folder("size")
        defer { try? FileManager.default.removeItem(at: folder) }
        // This test bundle's glide-port is a debug build, about 10 s per MB: half a megabyte and
        // a whole one, whose ratios are about 2 when linear and 4 when quadratic.
        let base = try Self.measure(Tool.tool, bytes: 1_000, in: folder)
        let half = try Self.measure(Tool.tool, bytes: 500_000, in: folder)
        let whole = try Self.measure(Tool.tool, bytes: 1_000_000, in: folder)
        #expect(whole.seconds < 3 * half.seconds, "time: \(half.seconds) s for 0.5 MB, \(whole.seconds) s for 1 MB")
        // Ported in pieces, memory grows with the largest piece, not with the file.
        #expect(whole.megabytes - base.megabytes < 1.5 * (half.megabytes - base.megabytes), "memory: \(half.megabytes) MB for 0.5 MB, \(whole.megabytes) MB for 1 MB")
        // Past the cap, a file is refused before it is parsed.
        let huge = folder.appendingPathComponent("Huge.swift")
        try Self.uikitSource(bytes: PortPlan.maximumFileBytes + 1).write(to: huge, atomically: true, encoding: .utf8)
        let refused = try Tool.run([huge.path, "--check"])
        #expect(refused.status == 66 && refused.err.contains("larger than the 16 MiB glide port takes in one file"), "\(refused.err)")
        // The release build, when there is one, on 10 MB: measured 5.4 s of CPU and 109 MB (ported
        // in pieces of 256 KiB; whole, the same file took 1,071 MB).
        guard FileManager.default.isExecutableFile(atPath: Self.releaseTool) else { return }
        let ten = try Self.measure(Self.releaseTool, bytes: 10_000_000, in: folder)
        #expect(ten.seconds < 10 && ten.megabytes < 500, "release build on 10 MB: \(ten.seconds) s, \(ten.megabytes) MB")
    }

    @Test func aFileCutIntoPiecesPortsAsItDoesWhole() throws {
        let hazards = try PortFixtures.files(in: "UIKitHazards").map { try String(contentsOf: $0, encoding: .utf8) }
        let sources = [
            // Many files' imports in one: the later ones dropped across pieces.
            hazards.joined(separator: "\n"),
            Self.uikitSource(bytes: 20_000),
            // No import: the one added goes first, after the header comment, whatever piece names UIKit first.
            "// Header\n\n" + String(repeating: "final class B: NSObject {}\n", count: 300) + "/// Docs.\n@objc final class C: UIViewController {}\n",
            // An attribute whose arguments take lines: a cut before `final` would part it from its class.
            String(repeating: "@available(iOS 13, *,\n  message: \"m\")\nfinal class D: UIView {}\n", count: 100),
        ]
        for (index, source) in sources.enumerated() {
            let whole = UIKitPorter.portOnThisThread(source, file: "F.swift", pieceBytes: .max)
            let cut = UIKitPorter.portOnThisThread(source, file: "F.swift", pieceBytes: 1_000)
            #expect(try SourceCheck.scan(source, file: "F.swift", pieceBytes: 1_000).get().count >= 3, "source \(index)")
            #expect(whole.refusal == nil, "source \(index): \(whole.notes.prefix(3))")
            #expect(cut.text == whole.text, "source \(index)")
            #expect(cut.notes == whole.notes, "source \(index)")
        }
    }

    @Test func whatIsNotASwiftFileIsNamedWithItsRealCause() throws {
        let root = try Self.folder("kinds")
        defer { try? FileManager.default.removeItem(at: root) }
        let project = root.appendingPathComponent("Proj")
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Folder.swift"), withIntermediateDirectories: true)
        try Self.portable.write(to: project.appendingPathComponent("Folder.swift/Inner.swift"), atomically: true, encoding: .utf8)
        try Self.portable.write(to: project.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        #expect(mkfifo(project.appendingPathComponent("Pipe.swift").path, 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("Loop.swift").path, withDestinationPath: "Loop.swift")
        let undecodable = project.path + "/"
        let descriptor = Array(undecodable.utf8 + [0xFF, 0x2E, 0x73, 0x77, 0x69, 0x66, 0x74, 0]).withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o600) }
        }
        #expect(descriptor >= 0)
        close(descriptor)
        let out = root.appendingPathComponent("out")
        let result = try Tool.run([project.path, "--out", out.path, "--quiet"])
        #expect(result.status == 1, "\(result.err)")
        #expect(result.err.contains("\(project.path)/Pipe.swift: skipped: not a regular file (a FIFO)"), "\(result.err)")
        #expect(result.err.contains("\(project.path)/Loop.swift: skipped: a symbolic link loop"), "\(result.err)")
        #expect(result.err.contains(".swift: skipped: its name is not UTF-8 text"), "\(result.err)")
        #expect(result.err.contains("2 files written") && result.err.contains("3 files or folders skipped"), "\(result.err)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("Proj/Folder.swift/Inner.swift").path))
        let fifo = try Tool.run([project.appendingPathComponent("Pipe.swift").path, "--out", out.path])
        #expect(fifo.status == 66 && fifo.err.contains("Pipe.swift: not a regular file (a FIFO)"), "\(fifo.err)")
        let device = try Tool.run(["/dev/null", "--check"])
        #expect(device.status == 66 && device.err.contains("/dev/null: not a regular file (a device)"), "\(device.err)")
        let loop = try Tool.run([project.appendingPathComponent("Loop.swift").path, "--check"])
        #expect(loop.status == 66 && loop.err.contains("Loop.swift: a symbolic link loop"), "\(loop.err)")
    }
}
