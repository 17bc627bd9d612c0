import GlideInput
import SwiftParser
import SwiftSyntax

/// Rewrites UIKit Swift source so that it compiles against GlideUIKit, with a real Swift parser:
/// imports (submodules, CoreGraphics and QuartzCore included; the import a file relied on the
/// module's umbrella for is added), `@objc` and the other Objective-C and Interface Builder
/// attributes and `dynamic`, every `#selector` form, `responds(to:)`, `#available(iOS …)`,
/// `#colorLiteral`, `#imageLiteral(resourceName:)`, `#keyPath`, `super.init(coder:)`, the `#if`
/// conditions that name UIKit or iOS, and optional requirements: an `@objc` protocol's `optional`
/// requirement that returns nothing or an optional becomes a requirement with a default in an
/// extension, and a call `x.f?(…)` of such a requirement (the sources' own, or a UIKit delegate's,
/// which GlideUIKit gives defaults) becomes `x.f(…)`. It changes nothing else (formatting and
/// comments stay), notes every change, and notes each construct it leaves as it was because
/// GlideUIKit cannot run it (an optional requirement with a non-optional result, property
/// selectors, `@NSManaged`, properties that clash with a member Glide's type has and UIKit's
/// lacks). Porting ported code
/// changes nothing. The article "Porting UIKit code" (GlideUIKit's catalog) lists the rewrites with examples.
public enum UIKitPorter {
    /// The size of the pieces a file is ported in (`SourceCheck.scan`): the memory a port takes
    /// grows with a piece's size (about 110 bytes a byte), not with the file's.
    static let pieceBytes = 256 << 10

    /// Ports `source`, naming it `file` in the notes, on a thread with a large stack
    /// (`LargeStackThread`); a source that does not parse or nests too deep (`SourceCheck`) is
    /// refused whole and left as it was. `optionalRequirements` names the optional requirements
    /// the other files being ported declare (`optionalRequirements(in:)`), whose calls `x.f?(…)`
    /// become `x.f(…)` as UIKit delegates' do.
    public static func port(_ source: String, file: String, optionalRequirements: Set<String> = []) -> PortedSource {
        LargeStackThread.run { portOnThisThread(source, file: file, optionalRequirements: optionalRequirements) }
    }

    /// The names of the optional requirements `source` declares (`optional func name`,
    /// `optional var name`), read from its tokens without parsing it.
    public static func optionalRequirements(in source: String) -> Set<String> {
        Set(source.matches(of: #/\boptional\s+(?:func|var)\s+`?([A-Za-z_][A-Za-z0-9_]*)/#).map { String($0.output.1) })
    }

    /// The methods of GlideUIKit's delegate and transitioning protocols: optional in UIKit, each
    /// with a default in GlideUIKit.
    static let uikitOptionalRequirements: Set<String> = APIMap.glideUIKit.types
        .filter { name, _ in name.hasSuffix("Delegate") || name.hasSuffix("Transitioning") || name.hasSuffix("DataSource") }
        .values.reduce(into: []) { $0.formUnion($1) }

    /// `port`'s work, on the calling thread, one piece of at least `pieceBytes` at a time.
    static func portOnThisThread(_ source: String, file: String, optionalRequirements: Set<String> = [], pieceBytes: Int = pieceBytes) -> PortedSource {
        func refused(_ note: PortNote) -> PortedSource { PortedSource(text: source, notes: [note], refusal: note) }
        let cuts: [SourceCheck.Cut]
        switch SourceCheck.scan(source, file: file, pieceBytes: pieceBytes) {
        case .success(let found): cuts = found
        case .failure(let refusal): return refused(refusal.note)
        }
        let pieces = [SourceCheck.Cut(offset: 0, line: 1)] + cuts
        let utf8 = source.utf8
        var texts: [String] = []
        var notes: [PortNote] = []
        var imports = ImportPass()
        let optionals = optionalRequirements.union(Self.optionalRequirements(in: source))
        for (number, piece) in pieces.enumerated() {
            let end = number + 1 < pieces.count ? pieces[number + 1].offset : utf8.count
            let text = String(Substring(utf8[utf8.index(utf8.startIndex, offsetBy: piece.offset)..<utf8.index(utf8.startIndex, offsetBy: end)]))
            let tree: SourceFileSyntax, converter: SourceLocationConverter
            switch SourceCheck.parse(text, file: file) {
            case .success(let parsed): (tree, converter) = (parsed.tree, parsed.converter)
            case .failure(let refusal):
                // A cut the scan could not see was wrong (between an attribute on lines of its
                // own and its declaration) would refuse a file that parses whole: the whole decides.
                guard pieces.count == 1 else { return portOnThisThread(source, file: file, optionalRequirements: optionalRequirements, pieceBytes: .max) }
                return refused(refusal.note)
            }
            let rewriter = PortRewriter(file: file, converter: converter, optionalRequirements: optionals, senders: ActionSenders(tree))
            let ported = imports.finish(rewriter.rewrite(tree).cast(SourceFileSyntax.self), original: tree, piece: number, line: piece.line, file: file, converter: converter)
            notes += rewriter.notes.map { note in
                var note = note
                note.line += piece.line - 1
                return note
            }
            texts.append(ported.description)
        }
        if let (piece, note) = imports.addition() {
            let ported = Parser.parse(source: texts[piece])
            texts[piece] = ported.with(\.statements, ImportPass.insertingImport(into: ported.statements)).description
            notes.append(note)
        }
        notes.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        return PortedSource(text: texts.joined(), notes: notes)
    }
}

/// The syntax rewrites, one visit per construct. Each change is made on a detached node (a node
/// still in the file rebuilds the whole file around it when changed), so the rewrite's time grows
/// in proportion to the file's size.
final class PortRewriter: SyntaxRewriter {
    let file: String
    let converter: SourceLocationConverter
    /// The optional requirements whose calls `x.f?(…)` become `x.f(…)`: the sources' own and UIKit delegates'.
    let optionalRequirements: Set<String>
    /// The recognizer classes the file's actions are added to.
    let senders: ActionSenders
    private(set) var notes: [PortNote] = []

    /// Attributes that mean nothing without the Objective-C runtime or Interface Builder.
    static let droppedAttributes: Set<String> = ["objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "IBSegueAction"]

    init(file: String, converter: SourceLocationConverter, optionalRequirements: Set<String>, senders: ActionSenders) {
        self.file = file
        self.converter = converter
        self.senders = senders
        self.optionalRequirements = optionalRequirements.union(UIKitPorter.uikitOptionalRequirements)
        super.init(viewMode: .sourceAccurate)
    }

    func note(_ node: some SyntaxProtocol, _ kind: PortNote.Kind, _ what: String, why: String? = nil) {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        notes.append(PortNote(file: file, line: location.line, column: location.column, kind: kind, what: what, why: why))
    }

    // MARK: Imports

    /// The modules GlideUIKit stands for (Core Graphics' and Core Animation's names come with it,
    /// and the Objective-C runtime's associated objects).
    static let portedModules: Set<String> = ["UIKit", "CoreGraphics", "QuartzCore", "ObjectiveC"]

    /// Apple's frameworks with no Linux version, which GlideUIKit does not stand for.
    static let appleOnlyModules: Set<String> = [
        "WebKit", "AVFoundation", "AVKit", "SafariServices", "MapKit", "Photos", "PhotosUI", "CoreImage", "CoreText", "SwiftUI",
        "Combine", "Darwin", "MobileCoreServices", "CoreMotion", "StoreKit", "SpriteKit", "SceneKit", "Metal",
        "MetalKit", "AudioToolbox", "CoreHaptics", "UniformTypeIdentifiers", "os", "ImageIO", "Accelerate",
    ]

    override func visit(_ node: ImportDeclSyntax) -> DeclSyntax {
        if let first = node.path.first, Self.appleOnlyModules.contains(first.name.text) {
            note(node, .notPorted, "`\(node.trimmedDescription)`",
                 why: "\(first.name.text) is Apple's and has no Linux version: take out what uses it, or put it under #if canImport(\(first.name.text))")
        }
        guard let first = node.path.first, Self.portedModules.contains(first.name.text) else { return DeclSyntax(node) }
        let original = node.trimmedDescription
        var path = ImportPathComponentListSyntax([first.detached.with(\.name, first.name.detached.with(\.tokenKind, .identifier("GlideUIKit"))).with(\.trailingPeriod, nil)])
        path = path.with(\.trailingTrivia, node.path.trailingTrivia)
        var ported = node.detached.with(\.path, path)
        ported.importKindSpecifier = nil
        note(node, .changed, "`\(original)` → `import GlideUIKit`")
        return DeclSyntax(ported)
    }

    // MARK: Attributes and modifiers

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        DeclSyntax(widenSender(strip(super.visit(node).cast(FunctionDeclSyntax.self), original: node), original: node))
    }

    /// An action whose recognizer parameter names a subclass of the recognizer it is added to
    /// (an edge pan's action on a plain pan) takes the class it is added to: Objective-C handed it
    /// the recognizer all the same, which Swift cannot.
    func widenSender(_ decl: FunctionDeclSyntax, original: FunctionDeclSyntax) -> FunctionDeclSyntax {
        guard let parameter = original.signature.parameterClause.parameters.first, original.signature.parameterClause.parameters.count == 1,
            let declared = ActionSenders.recognizerClass(of: parameter.type),
            let sender = senders.widenedSender(of: original.name.text, declaredType: declared)
        else { return decl }
        note(parameter.type, .changed, "`\(declared)` → `\(sender)`",
             why: "the action is added to a \(sender), which Objective-C handed it as a \(declared) and Swift cannot")
        func renamed(_ type: TypeSyntax) -> TypeSyntax {
            if let optional = type.as(OptionalTypeSyntax.self) { return TypeSyntax(optional.with(\.wrappedType, renamed(optional.wrappedType))) }
            if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                return TypeSyntax(unwrapped.with(\.wrappedType, renamed(unwrapped.wrappedType)))
            }
            guard let named = type.as(IdentifierTypeSyntax.self) else { return type }
            return TypeSyntax(named.with(\.name, named.name.with(\.tokenKind, .identifier(sender))))
        }
        var ported = decl
        var parameters = Array(decl.signature.parameterClause.parameters)
        parameters[0] = parameters[0].with(\.type, renamed(parameters[0].type.detached))
        ported.signature.parameterClause.parameters = FunctionParameterListSyntax(parameters)
        return ported
    }
    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        noteClashes(node)
        return DeclSyntax(strip(super.visit(node).cast(VariableDeclSyntax.self), original: node))
    }
    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax { DeclSyntax(strip(super.visit(node).cast(ClassDeclSyntax.self), original: node)) }
    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax { DeclSyntax(strip(super.visit(node).cast(ProtocolDeclSyntax.self), original: node)) }
    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        noteOverridableMembers(of: node)
        return DeclSyntax(strip(super.visit(node).cast(ExtensionDeclSyntax.self), original: node))
    }

    /// Warns at each `@objc` or `dynamic` member of an extension that a subclass could override:
    /// Objective-C dispatches it dynamically, so UIKit code overrides such members; once the
    /// attribute is dropped, Swift refuses an override of a member declared in an extension.
    func noteOverridableMembers(of node: ExtensionDeclSyntax) {
        for member in node.memberBlock.members {
            let decl = member.decl
            let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes ?? []
            let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
            guard decl.is(FunctionDeclSyntax.self) || decl.is(VariableDeclSyntax.self) || decl.is(SubscriptDeclSyntax.self) else { continue }
            let dispatched = attributes.contains { Self.attributeName($0) == "objc" } || modifiers.contains { $0.name.tokenKind == .keyword(.dynamic) }
            let sealed = modifiers.contains { [.keyword(.final), .keyword(.private), .keyword(.fileprivate), .keyword(.static)].contains($0.name.tokenKind) }
            guard dispatched, !sealed else { continue }
            let name = decl.as(FunctionDeclSyntax.self)?.name.text
                ?? decl.as(VariableDeclSyntax.self)?.bindings.first?.pattern.trimmedDescription ?? "subscript"
            note(decl, .warning, "`\(name)` declared in an extension can no longer be overridden once `@objc` is dropped",
                 why: "Objective-C dispatched it; if a subclass overrides it, move it into the class body")
        }
    }
    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax { DeclSyntax(strip(super.visit(node).cast(InitializerDeclSyntax.self), original: node)) }
    override func visit(_ node: EnumDeclSyntax) -> DeclSyntax { DeclSyntax(strip(super.visit(node).cast(EnumDeclSyntax.self), original: node)) }
    override func visit(_ node: SubscriptDeclSyntax) -> DeclSyntax { DeclSyntax(strip(super.visit(node).cast(SubscriptDeclSyntax.self), original: node)) }
    override func visit(_ node: DeinitializerDeclSyntax) -> DeclSyntax { DeclSyntax(strip(super.visit(node).cast(DeinitializerDeclSyntax.self), original: node)) }

    /// Drops the Objective-C and Interface Builder attributes and `dynamic` from `decl` (the
    /// rewritten `original`, whose positions the notes give); the declaration keeps the leading
    /// trivia (comments, indentation) of what was removed first.
    func strip<D: WithAttributesSyntax & WithModifiersSyntax>(_ decl: D, original: D) -> D {
        if let optional = original.modifiers.first(where: { $0.name.tokenKind == .keyword(.optional) }) {
            if let decl = Syntax(original).as(DeclSyntax.self), Self.defaultBody(for: decl) != nil {
                note(optional, .changed, "`optional` requirement → a requirement with a default in an extension of the protocol")
            } else {
                note(optional, .notPorted, "`optional` requirement with a non-optional result, now required",
                     why: "Swift protocols have no optional requirements without @objc, and no default can stand for \"not implemented\" here: implement it in every conforming type, or make its result optional")
            }
        }
        for element in original.attributes where Self.isDropped(element) {
            note(element, .changed, "dropped `\(element.trimmedDescription)`")
        }
        if let managed = original.attributes.first(where: { Self.attributeName($0) == "NSManaged" }) {
            note(managed, .notPorted, "`@NSManaged` property",
                 why: "its accessors come from the Objective-C runtime, which Linux lacks: it compiles but does not link; store the value in the class")
        }
        for modifier in original.modifiers where Self.isDropped(modifier) {
            note(modifier, .changed, "dropped `dynamic`")
        }
        let decl = decl.detached
        let keptAttributes = decl.attributes.filter { !Self.isDropped($0) }
        let keptModifiers = decl.modifiers.filter { !Self.isDropped($0) && $0.name.tokenKind != .keyword(.optional) }
        guard keptAttributes.count < decl.attributes.count || keptModifiers.count < decl.modifiers.count else { return decl }
        // The declaration's first token is its first attribute, else its first modifier.
        let removedFirst = decl.attributes.first.map(Self.isDropped) ?? decl.modifiers.first.map(Self.isDropped) ?? false
        let leading = decl.leadingTrivia
        var result = decl
        result.attributes = keptAttributes
        result.modifiers = keptModifiers
        if removedFirst { result.leadingTrivia = Self.merge(leading, into: result.leadingTrivia) }
        return result
    }

    /// Whether the rewrite drops this attribute.
    static func isDropped(_ element: AttributeListSyntax.Element) -> Bool {
        attributeName(element).map(droppedAttributes.contains) ?? false
    }

    /// Whether the rewrite drops this modifier (`dynamic`).
    static func isDropped(_ modifier: DeclModifierSyntax) -> Bool {
        modifier.name.tokenKind == .keyword(.dynamic)
    }

    static func attributeName(_ element: AttributeListSyntax.Element) -> String? {
        guard case .attribute(let attribute) = element else { return nil }
        return attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text
    }

    /// The removed first element's leading trivia, followed by any comments the new first token had.
    static func merge(_ removed: Trivia, into current: Trivia) -> Trivia {
        guard current.contains(where: \.isComment) else { return removed }
        var head = Array(removed)
        while let last = head.last, last.isWhitespace { head.removeLast() }
        return Trivia(pieces: head + Array(current))
    }

    // MARK: Optional requirements

    /// The body of the default an optional requirement gets: `{}` for a method that returns
    /// nothing, `{ nil }` for one that returns an optional, `{ nil }` (with an empty setter) for an
    /// optional property; nil when no default can stand for "not implemented".
    static func defaultBody(for decl: DeclSyntax) -> String? {
        func isOptional(_ type: TypeSyntax?) -> Bool {
            guard let type else { return false }
            return type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
                || type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
        }
        if let function = decl.as(FunctionDeclSyntax.self) {
            guard let result = function.signature.returnClause?.type else { return "{}" }
            if result.as(IdentifierTypeSyntax.self)?.name.text == "Void" || result.as(TupleTypeSyntax.self)?.elements.isEmpty == true { return "{}" }
            return isOptional(result) ? "{ nil }" : nil
        }
        if let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
            isOptional(binding.typeAnnotation?.type)
        {
            let settable = binding.accessorBlock?.description.contains("set") ?? false
            return settable ? "{ get { nil } set {} }" : "{ nil }"
        }
        return nil
    }

    /// The extension that gives `node`'s optional requirements their defaults, as source text; nil
    /// when it has none that can have one.
    static func defaults(for node: ProtocolDeclSyntax) -> String? {
        let access = node.modifiers.contains { ["public", "open"].contains($0.name.text) } ? ["public"] : []
        let members: [String] = node.memberBlock.members.compactMap { member in
            let decl = member.decl
            guard let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
                modifiers.contains(where: { $0.name.tokenKind == .keyword(.optional) }),
                let body = defaultBody(for: decl)
            else { return nil }
            let kept = modifiers.filter { ![.keyword(.optional), .keyword(.dynamic)].contains($0.name.tokenKind) }.map(\.trimmedDescription)
            let head = (access + kept).map { $0 + " " }.joined()
            if let function = decl.as(FunctionDeclSyntax.self) {
                return "    \(head)func \(function.name.text)\(function.genericParameterClause?.trimmedDescription ?? "")\(function.signature.trimmedDescription)\(function.genericWhereClause.map { " " + $0.trimmedDescription } ?? "") \(body)"
            }
            let binding = decl.cast(VariableDeclSyntax.self).bindings.first!
            return "    \(head)var \(binding.pattern.trimmedDescription)\(binding.typeAnnotation!.trimmedDescription) \(body)"
        }
        guard !members.isEmpty else { return nil }
        return "\n\n/// Defaults for `\(node.name.text)`'s optional requirements (added by glide port).\nextension \(node.name.text) {\n" + members.joined(separator: "\n") + "\n}"
    }

    /// Moves the overrides an extension of a class of the same file declares into the class's
    /// body (Objective-C dispatch allowed them there, Swift does not), and puts the extension of
    /// defaults after each protocol with optional requirements.
    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        let rewritten = movingOverridesIntoClasses(node, ported: Array(super.visit(node)))
        guard node.contains(where: { $0.item.as(ProtocolDeclSyntax.self).map(Self.defaults(for:)) != nil }) else { return CodeBlockItemListSyntax(rewritten) }
        var items: [CodeBlockItemSyntax] = []
        for (original, ported) in zip(node, rewritten) {
            items.append(ported)
            guard let proto = original.item.as(ProtocolDeclSyntax.self), let text = Self.defaults(for: proto) else { continue }
            let parsed = Parser.parse(source: text).statements
            items += parsed.map { $0.detached }
        }
        return CodeBlockItemListSyntax(items)
    }

    /// `ported` (the rewritten `node`) with each `override` member of an extension of a class
    /// that `node` declares moved to the end of that class's body.
    func movingOverridesIntoClasses(_ node: CodeBlockItemListSyntax, ported: [CodeBlockItemSyntax]) -> [CodeBlockItemSyntax] {
        let originals = Array(node)
        var classes: [String: Int] = [:]
        for (index, item) in originals.enumerated() {
            if let declaration = item.item.as(ClassDeclSyntax.self) { classes[declaration.name.text] = index }
        }
        guard !classes.isEmpty else { return ported }
        var result = ported
        var moved: [Int: [MemberBlockItemSyntax]] = [:]
        for (index, item) in originals.enumerated() {
            guard let original = item.item.as(ExtensionDeclSyntax.self), original.genericWhereClause == nil,
                let name = original.extendedType.as(IdentifierTypeSyntax.self)?.name.text, let target = classes[name],
                let extended = result[index].item.as(ExtensionDeclSyntax.self)
            else { continue }
            var kept: [MemberBlockItemSyntax] = []
            for (member, portedMember) in zip(original.memberBlock.members, extended.memberBlock.members) {
                let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
                guard modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) else {
                    kept.append(portedMember)
                    continue
                }
                note(member.decl, .changed, "moved an override from an extension of `\(name)` into the class's body",
                     why: "Swift refuses an override declared in an extension, which Objective-C dispatch allowed")
                moved[target, default: []].append(portedMember.detached)
            }
            guard kept.count < extended.memberBlock.members.count else { continue }
            result[index] = result[index].with(\.item, .decl(DeclSyntax(extended.detached.with(\.memberBlock.members, MemberBlockItemListSyntax(kept)))))
        }
        for (target, members) in moved {
            guard let declaration = result[target].item.as(ClassDeclSyntax.self) else { continue }
            let body = declaration.detached.with(\.memberBlock.members, MemberBlockItemListSyntax(Array(declaration.memberBlock.members) + members))
            result[target] = result[target].with(\.item, .decl(DeclSyntax(body)))
        }
        return result
    }

    /// `x.f?(…)` → `x.f(…)` when `f` is an optional requirement that now has a default.
    func optionalCall(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
            let member = chained.expression.as(MemberAccessExprSyntax.self),
            optionalRequirements.contains(member.declName.baseName.text)
        else { return nil }
        let called = "\(member.trimmedDescription)?("
        note(node, .changed, "`\(called)…)` → `\(member.trimmedDescription)(…)`", why: "the optional requirement has a default")
        let rewritten = super.visit(node).cast(FunctionCallExprSyntax.self)
        guard let inner = rewritten.calledExpression.as(OptionalChainingExprSyntax.self)?.expression else { return ExprSyntax(rewritten) }
        return ExprSyntax(rewritten.with(\.calledExpression, inner.with(\.leadingTrivia, chained.leadingTrivia).with(\.trailingTrivia, chained.trailingTrivia)))
    }

    // MARK: Selectors, availability, conditions

    override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        switch node.macroName.text {
        case "selector":
            guard let reference = selectorReference(node) else {
                note(node, .notPorted, "`\(node.trimmedDescription)`", why: "a property selector has no unapplied method reference; call the accessor in a method and name that")
                return ExprSyntax(node)
            }
            note(node, .changed, "`\(node.trimmedDescription)` → `\(reference.trimmedDescription)`")
            return ExprSyntax(reference.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
        case "colorLiteral":
            let call = FunctionCallExprSyntax(
                calledExpression: DeclReferenceExprSyntax(baseName: .identifier("UIColor")),
                leftParen: .leftParenToken(), arguments: node.arguments, rightParen: .rightParenToken())
            note(node, .changed, "`#colorLiteral(…)` → `UIColor(…)`")
            return ExprSyntax(call.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
        case "keyPath":
            guard node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil else { return ExprSyntax(node) }
            var components = argument.expression.trimmedDescription.split(separator: ".").map(String.init)
            // `#keyPath(Type.property)` names the property: the type is the key path's root, not part of it.
            if components.count > 1, components[0].first?.isUppercase == true { components.removeFirst() }
            let key = components.joined(separator: ".")
            note(node, .changed, "`\(node.trimmedDescription)` → `\"\(key)\"`")
            let literal = StringLiteralExprSyntax(
                openingQuote: .stringQuoteToken(), segments: [.stringSegment(StringSegmentSyntax(content: .stringSegment(key)))],
                closingQuote: .stringQuoteToken())
            return ExprSyntax(literal.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
        case "imageLiteral":
            guard node.arguments.count == 1, let argument = node.arguments.first, argument.label?.text == "resourceName" else {
                note(node, .notPorted, "`\(node.trimmedDescription)`", why: "an image literal names its image with `resourceName:`")
                return ExprSyntax(node)
            }
            let call = FunctionCallExprSyntax(
                calledExpression: DeclReferenceExprSyntax(baseName: .identifier("UIImage")), leftParen: .leftParenToken(),
                arguments: [argument.detached.with(\.label, .identifier("imageLiteralResourceName"))], rightParen: .rightParenToken())
            note(node, .changed, "`#imageLiteral(…)` → `UIImage(imageLiteralResourceName: …)`")
            return ExprSyntax(call.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
        default:
            return super.visit(node)
        }
    }

    /// The unapplied method reference a `#selector` stands for: `Self.name(labels:)` for a name
    /// or `self.name`, `Type.name(labels:)` for a qualified one; nil for `getter:`/`setter:`.
    func selectorReference(_ node: MacroExpansionExprSyntax) -> ExprSyntax? {
        guard node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil else { return nil }
        let expression = argument.expression.detached.trimmed
        if let name = expression.as(DeclReferenceExprSyntax.self) {
            return ExprSyntax(MemberAccessExprSyntax(base: DeclReferenceExprSyntax(baseName: .keyword(.Self)), declName: name))
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .keyword(.self) {
                return ExprSyntax(member.with(\.base, ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.Self)))))
            }
            return ExprSyntax(member)
        }
        return nil
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        if let ported = superInitFromCoder(node) { return ported }
        if let ported = optionalCall(node) { return ported }
        let called = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        if called == "responds", node.arguments.count == 1, node.arguments.first?.label?.text == "to" {
            note(node, .changed, "`\(node.trimmedDescription)` → `true`", why: "every GlideUIKit protocol method has a default, so calling it is always safe")
            let literal = BooleanLiteralExprSyntax(literal: .keyword(.true))
            return ExprSyntax(literal.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
        }
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self), node.arguments.count == 1,
            let argument = node.arguments.first?.expression.as(DeclReferenceExprSyntax.self)
        {
            switch (reference.baseName.text, argument.baseName.text) {
            case ("canImport", let module) where Self.portedModules.contains(module):
                note(node, .changed, "`canImport(\(module))` → `canImport(GlideUIKit)`")
                return ExprSyntax(node.detached.with(\.arguments, Self.singleArgument(node, "GlideUIKit")))
            case ("os", "iOS"):
                note(node, .changed, "`os(iOS)` → `canImport(GlideUIKit)`")
                let call = node.detached.with(\.calledExpression, ExprSyntax(reference.detached.with(\.baseName, .identifier("canImport"))))
                return ExprSyntax(call.with(\.arguments, Self.singleArgument(node, "GlideUIKit")))
            default:
                break
            }
        }
        return super.visit(node)
    }

    /// Notes each property that a direct subclass or an extension of a UIKit type declares (not
    /// `override`, not `static`) under a name GlideUIKit's type already has: UIKit's type has no
    /// such member (the code compiles there), so it is one of Glide's own (`name`, `presentation`,
    /// `engine`, …), and the declaration would clash with it.
    func noteClashes(_ node: VariableDeclSyntax) {
        let unclashing: [Keyword] = [.override, .static, .class]
        guard !node.modifiers.contains(where: { modifier in unclashing.contains { modifier.name.tokenKind == .keyword($0) } }),
            let container = node.parent?.parent?.parent?.parent
        else { return }
        let type: String, place: String
        if let declaration = container.as(ClassDeclSyntax.self), let base = declaration.inheritanceClause?.inheritedTypes.first {
            type = base.type.trimmedDescription
            place = "a `\(type)` subclass"
        } else if let declaration = container.as(ExtensionDeclSyntax.self) {
            type = declaration.extendedType.trimmedDescription
            place = "an extension of `\(type)`"
        } else {
            return
        }
        guard let members = APIMap.glideUIKit.types[type] else { return }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, members.contains(name) else { continue }
            note(binding.pattern, .notPorted, "property `\(name)` in \(place)",
                 why: "GlideUIKit's `\(type)` has a `\(name)` of Glide's own, which UIKit's lacks, so the two clash: rename yours")
        }
    }

    /// `super.init(coder: x)` → `super.init(nibName: nil, bundle: nil)` in a controller, or
    /// `super.init(frame: .zero)` in a view: Glide has no storyboards or nibs to decode.
    func superInitFromCoder(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.as(SuperExprSyntax.self) != nil, member.declName.baseName.tokenKind == .keyword(.`init`),
            node.arguments.count == 1, node.arguments.first?.label?.text == "coder"
        else { return nil }
        var ancestor = node.parent
        while let current = ancestor, !current.is(ClassDeclSyntax.self) { ancestor = current.parent }
        let superclass = ancestor?.as(ClassDeclSyntax.self)?.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription ?? ""
        let arguments: String
        if superclass.hasSuffix("Controller") {
            arguments = "nibName: nil, bundle: nil"
        } else if ["View", "Button", "Control", "Label", "Cell", "Bar", "Window"].contains(where: { superclass.hasSuffix($0) }) {
            arguments = "frame: .zero"
        } else {
            note(node, .notPorted, "`\(node.trimmedDescription)`", why: "Glide decodes no archives, and \(superclass.isEmpty ? "this class" : "`\(superclass)`") is neither a view nor a controller")
            return nil
        }
        let replacement = "super.init(\(arguments))"
        note(node, .changed, "`\(node.trimmedDescription)` → `\(replacement)`", why: "Glide has no storyboards or nibs to decode")
        let parsed = Parser.parse(source: replacement).statements.first!.item.cast(ExprSyntax.self)
        return parsed.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// `node`'s one argument renamed `name`, its trivia kept.
    static func singleArgument(_ node: FunctionCallExprSyntax, _ name: String) -> LabeledExprListSyntax {
        let argument = node.arguments.first!.detached
        let renamed = argument.expression.cast(DeclReferenceExprSyntax.self).with(\.baseName, .identifier(name))
        return LabeledExprListSyntax([argument.with(\.expression, ExprSyntax(renamed.with(\.leadingTrivia, argument.expression.leadingTrivia).with(\.trailingTrivia, argument.expression.trailingTrivia)))])
    }

    override func visit(_ node: ConditionElementSyntax) -> ConditionElementSyntax {
        guard case .availability(let availability) = node.condition,
            availability.availabilityArguments.contains(where: { argument in
                ["iOS", "iOSApplicationExtension", "tvOS", "macCatalyst"].contains(argument.trimmedDescription.split(separator: " ").first.map(String.init) ?? "")
            })
        else { return super.visit(node) }
        let available = availability.availabilityKeyword.tokenKind == .poundAvailable
        note(node, .changed, "`\(availability.trimmedDescription)` → `\(available)`")
        let literal = BooleanLiteralExprSyntax(literal: .keyword(available ? .true : .false))
            .with(\.leadingTrivia, availability.leadingTrivia).with(\.trailingTrivia, availability.trailingTrivia)
        return node.detached.with(\.condition, .expression(ExprSyntax(literal)))
    }
}
