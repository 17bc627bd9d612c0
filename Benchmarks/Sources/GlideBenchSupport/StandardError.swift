import Glibc

/// Writes `message` and a line break to standard error (file descriptor 2).
public func printError(_ message: String) {
    var line = message + "\n"
    line.withUTF8 { bytes in _ = Glibc.write(2, bytes.baseAddress, bytes.count) }
}
