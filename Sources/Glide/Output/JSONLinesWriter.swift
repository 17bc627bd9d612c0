import Glibc

/// Writes JSON values as JSON lines (one compact value and a newline each) to a file
/// descriptor, standard output by default, straight through `write(2)` so that nothing is
/// left in a buffer when the process exits and lines from one writer never interleave.
public struct JSONLinesWriter: Sendable {
    /// The descriptor written to.
    public let fileDescriptor: Int32

    /// A writer to `fileDescriptor` (1, standard output, by default); the caller owns it.
    public init(fileDescriptor: Int32 = STDOUT_FILENO) {
        self.fileDescriptor = fileDescriptor
    }

    /// Writes `value` and a newline.
    public func write(_ value: JSONValue) throws(GlideError) {
        var line = value.rendered
        line += "\n"
        try TextOutput(fileDescriptor: fileDescriptor).write(line)
    }
}
