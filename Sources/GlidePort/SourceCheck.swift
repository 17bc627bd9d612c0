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

    /// A source parsed, with its location converter (one per file).
    struct Parsed {
        /// The syntax tree.
        var tree: SourceFileSyntax
        /// Its positions as lines and columns.
        var converter: SourceLocationConverter
    }

    /// `source` parsed within the limits, or the note that refuses it; call on a `LargeStackThread`.
    static func parse(_ source: String, file: String) -> Result<Parsed, Refusal> {
        if let refusal = refusal(unparsed: source, file: file) { return .failure(Refusal(note: refusal)) }
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

    /// The deepest `#if` nesting the parser takes: its lookahead rescans every nested `#if` at each level.
    static let maximumConditionDepth = 32

    /// The note that refuses `source` before it is parsed: a run of more than `maximumBracketRun`
    /// `[` (only white space between them), or `#if` nested deeper than `maximumConditionDepth`
    /// (strings and comments skipped); or nil.
    static func refusal(unparsed source: String, file: String) -> PortNote? {
        let bytes = Array(source.utf8)
        var index = 0, line = 1, lineStart = 0, run = 0, conditions = 0
        func note(_ why: String) -> PortNote {
            PortNote(file: file, line: line, column: index - lineStart + 1, kind: .notPorted, what: "the file", why: why)
        }
        func skip(until end: [UInt8], escapes: Bool = true) {
            while index < bytes.count, !bytes[index...].starts(with: end) {
                if escapes, bytes[index] == UInt8(ascii: "\\") { index += 1 }
                if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { line += 1; lineStart = index + 1 }
                index += 1
            }
            index += end.count
        }
        while index < bytes.count {
            let byte = bytes[index]
            if bytes[index...].starts(with: "//".utf8) {
                skip(until: Array("\n".utf8), escapes: false)
                line += 1
                lineStart = index
                run = 0
                continue
            }
            if bytes[index...].starts(with: "/*".utf8) { index += 2; skip(until: Array("*/".utf8), escapes: false); run = 0; continue }
            if bytes[index...].starts(with: #"""""#.utf8) { index += 3; skip(until: Array(#"""""#.utf8)); run = 0; continue }
            if byte == UInt8(ascii: "\"") { index += 1; skip(until: Array(#"""#.utf8)); run = 0; continue }
            switch byte {
            case UInt8(ascii: "["):
                run += 1
                if run > maximumBracketRun {
                    return note("more than \(maximumBracketRun) `[` open one inside another here, which swift-syntax's parser takes exponential time over; name the inner values")
                }
            case UInt8(ascii: "#"):
                run = 0
                if bytes[index...].starts(with: "#if".utf8), index + 3 == bytes.count || !isIdentifierByte(bytes[index + 3]) {
                    conditions += 1
                    if conditions > maximumConditionDepth {
                        return note("`#if` nests deeper than the \(maximumConditionDepth) levels glide port takes; flatten the conditions")
                    }
                } else if bytes[index...].starts(with: "#endif".utf8) {
                    conditions -= 1
                }
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = index + 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                break
            default:
                run = 0
            }
            index += 1
        }
        return nil
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
