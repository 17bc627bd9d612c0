import Glibc

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
    public var isTerminal: Bool { isatty(fileDescriptor) == 1 }

    /// Writes `text` as UTF-8.
    public func write(_ text: String) throws(GlideError) {
        var text = text
        let failure: Int32? = text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(fileDescriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let failure {
            throw GlideError(status: .ioError, message: "cannot write output (file descriptor \(fileDescriptor)): \(String(cString: strerror(failure)))")
        }
    }
}

extension TextOutput {
    /// Writes `text` to a new (or truncated) file at `path`: 73 when it cannot be created, 74 when writing fails.
    package static func writeFile(_ text: String, to path: String) throws(GlideError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw GlideError(status: .cannotCreate, message: "\(path): cannot create the file: \(String(cString: strerror(errno))); check that its directory exists and is writable")
        }
        defer { close(descriptor) }
        do {
            try TextOutput(fileDescriptor: descriptor).write(text)
        } catch {
            throw GlideError(status: .ioError, message: "\(path): \(error.message)")
        }
    }
}
