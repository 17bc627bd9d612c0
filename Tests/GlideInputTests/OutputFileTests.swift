import Foundation
import Glibc
import Testing

@testable import GlideInput

/// `OutputFile`: created at once, put at its path only when committed, never half-written.
@Suite struct OutputFileTests {
    static func directory() -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("glide-output-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    static func entries(_ directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }

    @Test func theFileAppearsAtItsPathOnlyWhenCommitted() throws {
        let directory = Self.directory()
        let path = directory + "/out.txt"
        let file = try OutputFile(path: path)
        try file.write("hello ")
        try file.write(Array("world".utf8))
        #expect(!FileManager.default.fileExists(atPath: path), "nothing at the path while writing")
        #expect(try Self.entries(directory).count == 1 && Self.entries(directory)[0].hasPrefix(".out.txt.glide-"))
        try file.commit()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "hello world")
        #expect(try Self.entries(directory) == ["out.txt"])
        var status = stat()
        #expect(stat(path, &status) == 0 && status.st_mode & 0o777 == 0o644)
    }

    @Test func anUncommittedFileLeavesThePathAsItWas() throws {
        let directory = Self.directory()
        let path = directory + "/out.txt"
        try "before".write(toFile: path, atomically: false, encoding: .utf8)
        do {
            let file = try OutputFile(path: path)
            try file.write("half")
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "before")
        #expect(try Self.entries(directory) == ["out.txt"], "the temporary file is removed when dropped")
        let discarded = try OutputFile(path: path, mode: 0o600)
        discarded.discard()
        #expect(try Self.entries(directory) == ["out.txt"])
    }

    @Test func theModeIsTheOneAsked() throws {
        let path = Self.directory() + "/private.evemu"
        let file = try OutputFile(path: path, mode: 0o600)
        try file.commit()
        var status = stat()
        #expect(stat(path, &status) == 0 && status.st_mode & 0o777 == 0o600)
    }

    @Test func pathsThatCannotBeCreatedFailAtOnceNamingThePath() {
        let missing = #expect(throws: OutputFile.Failure.self) { try OutputFile(path: "/nonexistent/dir/t.svg") }
        #expect(missing?.isCreation == true && missing?.errno == Errno(code: ENOENT))
        #expect(missing?.description == "/nonexistent/dir/t.svg: cannot create the file: No such file or directory; check that its directory exists and is writable")
        let directory = Self.directory()
        let isDirectory = #expect(throws: OutputFile.Failure.self) { try OutputFile(path: directory) }
        #expect(isDirectory?.errno == Errno(code: EISDIR))
        #expect(isDirectory?.description.hasSuffix("give a file name, not a directory") == true)
    }

    @Test func deviceNodesAreWrittenDirectlyNeverReplaced() throws {
        let null = try OutputFile(path: "/dev/null")
        try null.write("discarded")
        try null.commit()
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR, "/dev/null is still the device")
        let full = try OutputFile(path: "/dev/full")
        let failure = #expect(throws: OutputFile.Failure.self) { try full.write("x") }
        #expect(failure?.errno == Errno(code: ENOSPC) && failure?.isCreation == false)
        #expect(failure?.description == "/dev/full: writing failed: No space left on device")
    }
}
