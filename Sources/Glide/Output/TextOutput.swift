import Glibc
import GlideInput

/// Writes text to a file descriptor with `write(2)`, retrying short writes and `EINTR`.
public struct TextOutput: Sendable {
    /// The descriptor written to.
    public let fileDescriptor: Int32

    /// Standard output.
    public static let standardOutput = TextOutput(fileDescriptor: STDOUT_FILENO)
    /// Standard error.
    public static let standardError = TextOutput(fileDescriptor: STDERR_FILENO)

    /// Text output to `fileDescriptor`; the caller owns it.
    public init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// True when the descriptor is a terminal (progress and colours only make sense there).
    public var isTerminal: Bool { Syscall.isTerminal(fileDescriptor) }

    /// Writes `text` as UTF-8.
    public func write(_ text: String) throws(GlideError) {
        var text = text
        if case .failure(let error) = text.withUTF8({ Syscall.writeAll(UnsafeRawBufferPointer($0), to: fileDescriptor) }) {
            throw GlideError(status: .ioError, message: "cannot write output (file descriptor \(fileDescriptor)): \(error)")
        }
    }
}

extension TextOutput {
    /// Creates the output file for `path` before any work (see `OutputFile`): 73 with the path when it cannot be.
    package static func createFile(at path: String) throws(GlideError) -> OutputFile {
        do {
            return try OutputFile(path: path)
        } catch {
            throw GlideError(outputFile: error)
        }
    }

    /// Writes `text` into `file` and puts it at its path: 74 when writing fails (nothing is left at the path then).
    package static func finish(_ file: OutputFile, with text: String) throws(GlideError) {
        try finish(file, with: Array(text.utf8))
    }

    /// Writes `bytes` into `file` and puts it at its path: 74 when writing fails (nothing is left at the path then).
    package static func finish(_ file: OutputFile, with bytes: [UInt8]) throws(GlideError) {
        do {
            try file.write(bytes)
            try file.commit()
        } catch {
            file.discard()
            throw GlideError(outputFile: error)
        }
    }

    /// Writes `text` to `path` whole or not at all: 73 when it cannot be created, 74 when writing fails.
    package static func writeFile(_ text: String, to path: String) throws(GlideError) {
        try finish(try createFile(at: path), with: text)
    }
}
