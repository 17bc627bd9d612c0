import SwiftSyntax

/// After the rewrites: one `import GlideUIKit` per scope, and one added to a file that uses
/// UIKit's names without importing UIKit (it compiled on iOS through the module's umbrella import).
/// A file is ported piece by piece (`SourceCheck.scan`): `finish` takes each piece in order and
/// `addition()` says, once all are seen, which piece the added import goes into.
struct ImportPass {
    /// A top-level `import GlideUIKit` was kept in an earlier piece: later ones are dropped.
    private var seen = false
    /// Some piece imports GlideUIKit once ported.
    private var importsGlideUIKit = false
    /// Some piece imports anything.
    private var importsAnything = false
    /// The note for the first UIKit name, and for the first Foundation name.
    private var firstUIKitName: PortNote?, firstFoundationName: PortNote?
    /// The last piece with a top-level import (the added one goes after it).
    private var lastImportPiece: Int?

    /// The port of piece `piece` (its first line `line` of the file) with later top-level
    /// `import GlideUIKit`s dropped; learns the piece's imports and names from its `original`.
    mutating func finish(
        _ ported: SourceFileSyntax, original: SourceFileSyntax, piece: Int, line: Int, file: String, converter: SourceLocationConverter
    ) -> SourceFileSyntax {
        var statements = Array(ported.statements)
        var index = 0
        while index < statements.count {
            if let decl = statements[index].item.as(ImportDeclSyntax.self), decl.path.trimmedDescription == "GlideUIKit" {
                if seen {
                    let removed = statements.remove(at: index)
                    if index < statements.count {
                        statements[index].leadingTrivia = RemovalTrivia.keepingComments(of: statements[index].leadingTrivia, after: removed.leadingTrivia)
                    }
                    continue
                }
                seen = true
            }
            index += 1
        }
        if statements.contains(where: { $0.item.is(ImportDeclSyntax.self) }) { lastImportPiece = piece }
        // One walk of the original (not of the port too: each walk of a tree costs memory in
        // proportion to it): its imports, as the rewrite turned them, and its first UIKit name.
        let scan = ImportScan(viewMode: .sourceAccurate)
        scan.walk(original)
        importsGlideUIKit = importsGlideUIKit || scan.importsGlideUIKit
        importsAnything = importsAnything || scan.importsAnything
        func note(_ name: Syntax?) -> PortNote? {
            guard let name else { return nil }
            let location = converter.location(for: name.positionAfterSkippingLeadingTrivia)
            return PortNote(
                file: file, line: location.line + line - 1, column: location.column, kind: .changed,
                what: "added `import GlideUIKit` (`\(name.trimmedDescription)` came through the module's umbrella import on iOS)")
        }
        firstUIKitName = firstUIKitName ?? note(scan.firstUIKitName)
        firstFoundationName = firstFoundationName ?? note(scan.firstFoundationName)
        return ported.with(\.statements, CodeBlockItemListSyntax(statements))
    }

    /// Once every piece is finished: the piece `import GlideUIKit` is to be added to (after its
    /// top-level imports, or first in the file) and the note that says so; nil when none is needed.
    func addition() -> (piece: Int, note: PortNote)? {
        // A file with no import at all had Foundation through the umbrella import too.
        guard !importsGlideUIKit, let note = firstUIKitName ?? (importsAnything ? nil : firstFoundationName) else { return nil }
        return (lastImportPiece ?? 0, note)
    }

    /// The statements with `import GlideUIKit` after the last top-level import, or first.
    static func insertingImport(into statements: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        var items = Array(statements)
        let lastImport = items.lastIndex { $0.item.is(ImportDeclSyntax.self) }
        let decl = ImportDeclSyntax(
            importKeyword: .keyword(.import, trailingTrivia: .space),
            path: ImportPathComponentListSyntax([ImportPathComponentSyntax(name: .identifier("GlideUIKit"))]))
        if let lastImport {
            items.insert(CodeBlockItemSyntax(item: .decl(DeclSyntax(decl.with(\.leadingTrivia, .newline)))), at: lastImport + 1)
        } else if let first = items.first {
            // After the file's header comment (up to its last blank line), before the first
            // declaration and its documentation.
            let pieces = Array(first.leadingTrivia)
            let split = (pieces.lastIndex { if case .newlines(let n) = $0 { n >= 2 } else { false } }).map { $0 + 1 } ?? 0
            items[0].leadingTrivia = Trivia(pieces: [.newlines(2)] + pieces[split...])
            items.insert(CodeBlockItemSyntax(item: .decl(DeclSyntax(decl.with(\.leadingTrivia, Trivia(pieces: pieces[..<split]))))), at: 0)
        } else {
            items.append(CodeBlockItemSyntax(item: .decl(DeclSyntax(decl))))
        }
        return CodeBlockItemListSyntax(items)
    }
}

/// Trivia left where a statement was removed.
enum RemovalTrivia {
    /// The next statement's trivia, with the removed statement's comments kept in front.
    static func keepingComments(of next: Trivia, after removed: Trivia) -> Trivia {
        removed.contains(where: \.isComment) ? removed + next : next
    }
}

/// Whether a file imports GlideUIKit once ported (it imports GlideUIKit or a module the rewrite
/// turns into it), whether it imports anything, and the first UIKit name it uses.
final class ImportScan: SyntaxVisitor {
    private(set) var importsGlideUIKit = false
    private(set) var importsAnything = false
    private(set) var firstUIKitName: Syntax?
    private(set) var firstFoundationName: Syntax?

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        importsAnything = true
        if let module = node.path.first?.name.text, module == "GlideUIKit" || PortRewriter.portedModules.contains(module) { importsGlideUIKit = true }
        return .skipChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        consider(node.name.text, node)
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        consider(node.baseName.text, node)
        return .visitChildren
    }

    private func consider(_ name: String, _ node: some SyntaxProtocol) {
        if firstUIKitName == nil, UIKitNames.isUIKitType(name) { firstUIKitName = Syntax(node) }
        if firstFoundationName == nil, UIKitNames.isFoundationName(name) { firstFoundationName = Syntax(node) }
    }
}
