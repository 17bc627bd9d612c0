/// A place in a trace file: its path, a 1-based line and a 1-based column (in bytes).
///
/// Line and column 0 stand for the file as a whole (it could not be opened or read).
public struct TraceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The path of the file, as the caller gave it.
    public var file: String
    /// The line, counting from 1; 0 for the file as a whole.
    public var line: Int
    /// The column in bytes, counting from 1; 0 for the file or line as a whole.
    public var column: Int

    /// Makes a location from its three parts.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `FILE:LINE:COL`, or just `FILE` for the file as a whole.
    public var description: String {
        line == 0 ? file : "\(file):\(line):\(column)"
    }
}

/// Why a trace could not be read: what went wrong, where, the offending text and what was expected.
///
/// It prints like a compiler diagnostic (`FILE:LINE:COL: what`), followed by the offending line
/// and a caret under the column. Model: Yams `Mark`.
public struct TraceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kinds of failure, for code that reacts to them.
    public enum Reason: Hashable, Sendable {
        /// The file could not be opened (`errno` says why).
        case cannotOpen(errno: Int32)
        /// Reading the file failed part-way (`errno` says why).
        case readFailed(errno: Int32)
        /// Writing a recording failed part-way (`errno` says why).
        case writeFailed(errno: Int32)
        /// The file holds no device description at all.
        case emptyFile
        /// A line does not have the shape the format requires.
        case malformedLine
        /// A line is longer than ``TraceLimits/maximumLineLength``.
        case lineTooLong
        /// An evemu events-only file was given without its description file.
        case missingDescription
        /// The file is in neither supported format, or in an unsupported version of one.
        case unsupportedFormat
        /// A `libinput record` file has no device to read (none, or none of the asked kind).
        case noSuchDevice
    }

    /// What kind of failure this is.
    public var reason: Reason
    /// Where it happened.
    public var location: TraceLocation
    /// What is wrong, in words.
    public var problem: String
    /// What the format expects at that place, when there is something to say.
    public var expected: String?
    /// The offending line (control bytes escaped, shortened when very long); empty when none.
    public var text: String

    /// Makes an error from its parts.
    public init(reason: Reason, location: TraceLocation, problem: String, expected: String? = nil, text: String = "") {
        self.reason = reason
        self.location = location
        self.problem = problem
        self.expected = expected
        self.text = text
    }

    /// `FILE:LINE:COL: problem; expected …`, then the text and a caret under the column.
    public var description: String {
        var result = "\(location): \(problem)"
        if let expected { result += "; expected \(expected)" }
        if !text.isEmpty {
            result += "\n    " + text
            if location.column > 0 {
                let caretColumn = min(location.column - 1, text.count)
                result += "\n    " + String(repeating: " ", count: caretColumn) + "^"
            }
        }
        return result
    }
}

/// Something odd in a trace that the reader accepted, as the format's own reader would.
public struct TraceWarning: Hashable, Sendable, CustomStringConvertible {
    /// Where it was seen.
    public var location: TraceLocation
    /// What was odd and what the reader did about it.
    public var message: String

    /// Makes a warning from its parts.
    public init(location: TraceLocation, message: String) {
        self.location = location
        self.message = message
    }

    /// `FILE:LINE:COL: warning: message`.
    public var description: String { "\(location): warning: \(message)" }
}

/// The bounds a trace reader keeps to, so that no input can make it hang or grow without limit.
public enum TraceLimits {
    /// The longest line accepted, in bytes (real lines are under 200 bytes; `hid:` rows a few KB).
    public static let maximumLineLength = 65_536
    /// The most warnings kept per reader; one more warning says how many were dropped.
    public static let maximumWarnings = 100
}

extension TraceLimits {
    /// Renders raw line bytes for a message: tabs as spaces, other control and non-ASCII bytes escaped, long lines shortened.
    static func printable(_ bytes: UnsafeRawBufferPointer) -> String {
        var end = bytes.count
        if end > 0, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > 0, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        let limit = 160
        var result = ""
        for (index, byte) in bytes[0..<end].enumerated() {
            if index >= limit {
                result += "…"
                break
            }
            switch byte {
            case UInt8(ascii: "\t"): result += " "
            case UInt8(ascii: "\r"): result += "\\r"
            case 0x20..<0x7f: result.unicodeScalars.append(Unicode.Scalar(byte))
            default: result += "\\x" + String(byte, radix: 16).leftPadded(to: 2)
            }
        }
        return result
    }
}

/// Collects a reader's warnings up to ``TraceLimits/maximumWarnings``.
struct TraceWarningLog {
    private(set) var warnings: [TraceWarning] = []
    private var dropped = 0

    /// Adds a warning, or counts it as dropped once the log is full.
    mutating func add(_ warning: TraceWarning) {
        if warnings.count < TraceLimits.maximumWarnings {
            warnings.append(warning)
            return
        }
        dropped += 1
        let summary = TraceWarning(location: warning.location, message: "\(dropped) more warnings were dropped")
        if warnings.count == TraceLimits.maximumWarnings {
            warnings.append(summary)
        } else {
            warnings[warnings.count - 1] = summary
        }
    }
}
