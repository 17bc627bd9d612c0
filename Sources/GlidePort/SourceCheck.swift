import SwiftParser
import SwiftSyntax

/// Whether a parsed source can be ported: it parses without error, and it nests no deeper than
/// the limits, so that neither swift-syntax's recursion nor the rewrite's outgrows the stack
/// (`LargeStackThread`). A source that cannot is refused whole, with FILE:LINE:COL.
enum SourceCheck {
    /// The deepest nesting of brackets, braces and `#if` the parser takes (swift-syntax's `maximumNestingLevel`).
    static let maximumNestingLevel = 256
    /// The deepest syntax tree the rewrite takes (a chain such as `a.b.c…`, `else if …`, `try await …` nests without brackets).
    static let maximumTreeDepth = 5_000

    /// The longest run of `[` directly inside one another (`[[[…`) the parser takes: its lookahead
    /// for inline array types (`[3 of Int]`) doubles its time with each one.
    static let maximumBracketRun = 12
    /// The deepest `#if` nesting the parser takes: its lookahead rescans every nested `#if` at each level.
    static let maximumConditionDepth = 32

    /// A source parsed, with its location converter (one per file).
    struct Parsed {
        /// The syntax tree.
        var tree: SourceFileSyntax
        /// Its positions as lines and columns.
        var converter: SourceLocationConverter
    }

    /// `source` (all of a file that passed `scan`, or a piece of it) parsed within the limits, or
    /// the note that refuses it; call on a `LargeStackThread`.
    static func parse(_ source: String, file: String) -> Result<Parsed, Refusal> {
        var text = source
        let tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel) }
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        if let refusal = refusal(tree, file: file, converter: converter) { return .failure(Refusal(note: refusal)) }
        return .success(Parsed(tree: tree, converter: converter))
    }

    /// Why a file is not ported at all.
    struct Refusal: Error {
        /// The note: FILE:LINE:COL: not ported: the file (why).
        var note: PortNote
    }

    /// What the scan before parsing is inside.
    private enum Context {
        /// Code, with the parentheses open in it (an interpolation ends at its closing one).
        case code(parentheses: Int)
        /// A string literal: the bytes that close it and those that open an interpolation in it
        /// (with its `#`s), whether a backslash escapes (no `#`), and whether it is multi-line.
        case string(closing: [UInt8], interpolation: [UInt8], escapes: Bool, multiline: Bool)
    }

    /// Where a piece of a file begins: its first byte and its line (1-based).
    struct Cut: Equatable {
        /// The offset of its first byte in the file's UTF-8.
        var offset: Int
        /// The file's line it begins.
        var line: Int
    }

    /// The words a top-level declaration may begin with, where a file can be cut (not `import`:
    /// the import pass may drop a repeated one, with the blank lines before it, which a cut would keep).
    static let declarationWords = ["class", "struct", "enum", "extension", "protocol", "func", "final", "public", "private",
                                   "fileprivate", "internal", "open", "let", "var", "typealias", "actor"].map { Array($0.utf8) }

    /// Scans `source` before it is parsed, in one pass that follows string literals (raw and
    /// multi-line ones, and the code interpolated into them) and comments as the parser does.
    /// Refuses a run of more than `maximumBracketRun` `[` (nothing but white space and comments
    /// between them) or `#if` nested deeper than `maximumConditionDepth`; else returns where the
    /// file can be cut into pieces of at least `pieceBytes` that parse on their own: the start of
    /// a line outside any bracket, brace, `#if` or literal that begins a declaration, an attribute
    /// or a documentation comment.
    static func scan(_ source: String, file: String, pieceBytes: Int) -> Result<[Cut], Refusal> {
        let bytes = Array(source.utf8)
        var index = 0, line = 1, lineStart = 0, run = 0, conditions = 0, depth = 0, pieceStart = 0
        var cuts: [Cut] = []
        var contexts: [Context] = [.code(parentheses: 0)]
        func refusal(_ why: String) -> Result<[Cut], Refusal> {
            .failure(Refusal(note: PortNote(file: file, line: line, column: index - lineStart + 1, kind: .notPorted, what: "the file", why: why)))
        }
        /// Whether a top-level declaration, attribute (not of an import) or documentation comment begins at `index`.
        func atDeclaration() -> Bool {
            if at("///".utf8) { return true }
            if bytes[index] == UInt8(ascii: "@") {
                let end = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                return !bytes[index..<end].split(separator: UInt8(ascii: " ")).contains { $0.elementsEqual("import".utf8) }
            }
            return declarationWords.contains { word in
                at(word) && (index + word.count == bytes.count || !isIdentifierByte(bytes[index + word.count]))
            }
        }
        func at(_ text: some Sequence<UInt8>, _ offset: Int = 0) -> Bool { bytes[(index + offset)...].starts(with: text) }
        /// Moves past one byte, counting lines.
        func advance() {
            if bytes[index] == UInt8(ascii: "\n") { line += 1; lineStart = index + 1 }
            index += 1
        }
        while index < bytes.count {
            switch contexts[contexts.count - 1] {
            case .string(let closing, let interpolation, let escapes, let multiline):
                if at(closing) {
                    contexts.removeLast()
                    index += closing.count
                } else if at(interpolation) {
                    contexts.append(.code(parentheses: 0))
                    index += interpolation.count
                } else if !multiline, bytes[index] == UInt8(ascii: "\n") {
                    // The parser ends a one-line string at its line's end, closed or not.
                    contexts.removeLast()
                } else {
                    // An escaped character is skipped whole (`\"` does not close the string).
                    if escapes, bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count, multiline || bytes[index + 1] != UInt8(ascii: "\n") { advance() }
                    advance()
                }
                continue
            case .code(let parentheses):
                if index == lineStart, index - pieceStart >= pieceBytes, contexts.count == 1, depth == 0, conditions == 0, atDeclaration() {
                    cuts.append(Cut(offset: index, line: line))
                    pieceStart = index
                }
                if at("//".utf8) {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                    continue
                }
                if at("/*".utf8) {
                    var depth = 0
                    repeat {
                        if at("/*".utf8) { depth += 1; index += 2 } else if at("*/".utf8) { depth -= 1; index += 2 } else { advance() }
                    } while depth > 0 && index < bytes.count
                    continue
                }
                var hashes = 0
                while index + hashes < bytes.count, bytes[index + hashes] == UInt8(ascii: "#") { hashes += 1 }
                if index + hashes < bytes.count, bytes[index + hashes] == UInt8(ascii: "\"") {
                    let multiline = at(#"""""#.utf8, hashes)
                    let marks = [UInt8](repeating: UInt8(ascii: "#"), count: hashes)
                    let closing = Array((multiline ? #"""""# : #"""#).utf8) + marks
                    let interpolation = [UInt8(ascii: "\\")] + marks + [UInt8(ascii: "(")]
                    contexts.append(.string(closing: closing, interpolation: interpolation, escapes: hashes == 0, multiline: multiline))
                    index += hashes + (multiline ? 3 : 1)
                    run = 0
                    continue
                }
                if contexts.count == 1 {
                    switch bytes[index] {
                    case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "("): depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ")"): depth -= 1
                    default: break
                    }
                }
                switch bytes[index] {
                case UInt8(ascii: "["):
                    run += 1
                    if run > maximumBracketRun {
                        return refusal("more than \(maximumBracketRun) `[` open one inside another here, which swift-syntax's parser takes exponential time over; name the inner values")
                    }
                case UInt8(ascii: "("):
                    run = 0
                    contexts[contexts.count - 1] = .code(parentheses: parentheses + 1)
                case UInt8(ascii: ")"):
                    run = 0
                    if parentheses == 0, contexts.count > 1 {
                        contexts.removeLast()
                    } else {
                        contexts[contexts.count - 1] = .code(parentheses: max(0, parentheses - 1))
                    }
                case UInt8(ascii: "#"):
                    run = 0
                    if at("#if".utf8), index + 3 == bytes.count || !isIdentifierByte(bytes[index + 3]) {
                        conditions += 1
                        if conditions > maximumConditionDepth {
                            return refusal("`#if` nests deeper than the \(maximumConditionDepth) levels glide port takes; flatten the conditions")
                        }
                    } else if at("#endif".utf8) {
                        conditions -= 1
                    }
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                    break
                default:
                    run = 0
                }
                advance()
            }
        }
        return .success(cuts)
    }

    /// Whether `byte` can continue an identifier (ASCII letters, digits, `_`, and any byte of a non-ASCII character).
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// The note that refuses `tree`, or nil when it can be ported; one pass over the tree, with no recursion.
    static func refusal(_ tree: SourceFileSyntax, file: String, converter: SourceLocationConverter) -> PortNote? {
        func note(_ node: Syntax, _ what: String, why: String) -> PortNote {
            let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
            return PortNote(file: file, line: location.line, column: location.column, kind: .notPorted, what: what, why: why)
        }
        var pending: [(node: Syntax, depth: Int)] = [(Syntax(tree), 0)]
        var firstError: Syntax?
        while let (node, depth) = pending.popLast() {
            if depth > maximumTreeDepth {
                return note(node, "the file", why: "it nests deeper than the \(maximumTreeDepth) levels glide port takes here; split the expression or statement")
            }
            if let unexpected = node.as(UnexpectedNodesSyntax.self) {
                if unexpected.hasMaximumNestingLevelOverflow {
                    return note(node, "the file", why: "brackets, braces or #if nest deeper than the \(maximumNestingLevel) levels glide port takes; flatten it")
                }
                firstError = firstError.map { $0.position < node.position ? $0 : node } ?? node
            } else if let token = node.as(TokenSyntax.self), token.presence == .missing {
                firstError = firstError.map { $0.position < node.position ? $0 : node } ?? node
            }
            for child in node.children(viewMode: .all) { pending.append((child, depth + 1)) }
        }
        guard let firstError else { return nil }
        let what = if let token = firstError.as(TokenSyntax.self) { "expected `\(token.text)`" } else { "unexpected `\(String(firstError.trimmedDescription.prefix(40)))`" }
        return note(firstError, "the file", why: "it does not parse: \(what) here; fix the syntax (swiftc shows the error too)")
    }
}
