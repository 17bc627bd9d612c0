import Foundation
import Glibc
import Testing

@testable import Glide

/// `glide replay --frames` never writes outside its folder and never loses the frames already
/// there: folder names made safe, the frames moved into place only when all are drawn, a probe
/// that opens nothing that is there.
@Suite(.enabled(if: Paths.hasGlide, "glide is not built next to the test bundle"))
struct ReplayFramesSafetyTests {
    /// A tmpfs of 64 KiB mounted on a new folder (root only), or nil and why not.
    static func mountSmallDisk() -> (folder: URL?, why: String) {
        let folder = Paths.temporaryDirectory().appendingPathComponent("full")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard let mount = try? Run.program("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", folder.path]) else { return (nil, "cannot run mount") }
        return mount.status == 0 ? (folder, "") : (nil, "mount -t tmpfs failed (root is needed): \(mount.stderr)")
    }

    @Test func aTraceNamedWithDotsKeepsItsFramesInTheFramesFolder() throws {
        let trace = try ReplayFramesTests.trace("tabs-touchpad-2fg-syn-dropped")
        let root = Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let dots = root.appendingPathComponent("traces/...evemu").path
        try FileManager.default.createDirectory(at: root.appendingPathComponent("traces"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("out"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: trace.tracePath, toPath: dots)
        let frames = root.appendingPathComponent("out/frames")
        let output = try Run.glide(["replay", dots, trace.tracePath, "--scene", "tabs", "--frames", frames.path, "--every", "100"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("out").path) == ["frames"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted() == ["_.", trace.name])
        #expect(try FileManager.default.contentsOfDirectory(atPath: frames.appendingPathComponent("_.").path).contains("frame-00001.svg"))
        #expect(ReplayPictures.folderName(for: "a/..") == "_" && ReplayPictures.folderName(for: ".hidden.evemu") == "_hidden")
        #expect(ReplayPictures.folderName(for: "x/\u{1B}[1m.evemu") == "__1m" && ReplayPictures.folderName(for: ".evemu") == "_evemu")
    }

    @Test func aFIFONamedLikeTheProbeDoesNotBlock() throws {
        let trace = try ReplayFramesTests.trace("aweme-touchpad-2fg-finish")
        let frames = Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: frames) }
        #expect(mkfifo(frames.appendingPathComponent(".glide-probe").path, 0o600) == 0)
        let output = try Run.glide(["replay", trace.tracePath] + trace.arguments + ["--frames", frames.path, "--at=0"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted() == [".glide-probe", "frame-00001.svg"])
    }

    @Test func aFullDiskLeavesThePreviousFramesAsTheyWere() throws {
        let mounted = Self.mountSmallDisk()
        guard let disk = mounted.folder else {
            print("ReplayFramesSafetyTests: skipped the full-disk case: \(mounted.why)")
            return
        }
        defer { _ = try? Run.program("/bin/umount", [disk.path]) }
        let trace = try ReplayFramesTests.trace("aweme-touchpad-2fg-finish")
        let previous = disk.appendingPathComponent("frame-00001.svg")
        try "previous\n".write(to: previous, atomically: true, encoding: .utf8)
        // A frame every 10 ms of a trace over half a second: far more than 64 KiB of SVG.
        let output = try Run.glide(["replay", trace.tracePath] + trace.arguments + ["--frames", disk.path, "--every", "10"])
        #expect(output.status == 74, "\(output.stderr)")
        #expect(output.stderr.contains("\(disk.path)/frame-0") && output.stderr.contains(": writing failed: No space left on device; the frames directory keeps its previous frames"), "\(output.stderr)")
        #expect(try String(contentsOf: previous, encoding: .utf8) == "previous\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path) == ["frame-00001.svg"], "no stage is left behind")
    }
}
