/// One line of `glide port`'s report: a change it made, or a construct it could not port.
public struct PortNote: Hashable, Sendable, CustomStringConvertible {
    /// Whether the note is a change or something left as it was.
    public enum Kind: String, Hashable, Sendable {
        /// The rewrite changed the source here.
        case changed
        /// The construct is left as it was: GlideUIKit cannot run it (the line says why).
        case notPorted = "not ported"
        /// Ported, but it behaves differently now (the line says how to keep UIKit's behaviour).
        case warning
    }

    /// The file, as given.
    public var file: String
    /// The 1-based line in the original source.
    public var line: Int
    /// The 1-based column in the original source.
    public var column: Int
    /// Change or not ported.
    public var kind: Kind
    /// What: "`#selector(handlePan(_:))` → `Self.handlePan(_:)`".
    public var what: String
    /// Why: the reason a construct was left as it was, or a note on a change (`responds(to:)`, `super.init(coder:)`).
    public var why: String?

    /// Makes a note.
    public init(file: String, line: Int, column: Int, kind: Kind, what: String, why: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.kind = kind
        self.what = what
        self.why = why
    }

    /// Reads "FILE:LINE:COL: changed: what" or "FILE:LINE:COL: not ported: what (why)".
    public var description: String {
        "\(file):\(line):\(column): \(kind.rawValue): \(what)" + (why.map { " (\($0))" } ?? "")
    }
}

/// A ported source file: its new text and the notes on what changed and what did not.
public struct PortedSource: Sendable {
    /// The ported text.
    public var text: String
    /// The notes, in source order.
    public var notes: [PortNote]
    /// Why the file was not ported at all (it does not parse, or nests too deep): then `text` is the source and nothing is written.
    public var refusal: PortNote?
}
