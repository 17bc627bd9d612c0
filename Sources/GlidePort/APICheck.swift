import GlideInput
import SwiftParser
import SwiftSyntax

/// One UIKit API a source uses, and whether GlideUIKit has it.
public struct APIUse: Hashable, Sendable, CustomStringConvertible {
    /// `UIScrollView`, `UIView.animate`, or `UIViewController.viewWillLayoutSubviews (override)`.
    public var api: String
    /// Whether GlideUIKit has it.
    public var supported: Bool
    /// How many times the sources use it.
    public var uses: Int
    /// Where it is first used, FILE:LINE:COL.
    public var first: String

    /// Reads "not supported  UIScrollView  (2 uses, first Deck.swift:12:20)".
    public var description: String {
        "\(supported ? "supported    " : "not supported") \(api)  (\(uses) use\(uses == 1 ? "" : "s"), first \(first))"
    }
}

/// `glide port --check`: the UIKit APIs sources use (UIKit types, their static members, the
/// members a subclass overrides or calls on `super`) and whether GlideUIKit has each, by name,
/// from `APIMap` (Swift's types are not resolved: an instance member on a variable is not checked).
public enum APICheck {
    /// What `--check` found in the files of some paths.
    public struct Result: Sendable {
        /// The uses, unsupported first, then by name.
        public var uses: [APIUse]
        /// How many files were read.
        public var files: Int
        /// The files refused whole (they do not parse, or nest too deep), one note each.
        public var refused: [PortNote]
        /// The files and folders the search skipped, each "PATH: skipped: why".
        public var skipped: [String]
        /// The files read and not refused, with their text (what `CompileCheck.check` ports and type-checks).
        public var sources: [(path: String, text: String)]
    }

    /// The uses in the .swift files `sources` name (files, or folders searched).
    public static func check(paths sources: [String], against map: APIMap = .glideUIKit) throws(PortError) -> Result {
        var texts: [(path: String, text: String)] = []
        let (files, skipped) = try PortPlan.sourceFiles(of: sources)
        for file in files { texts.append((file, try PortPlan.read(file))) }
        let (uses, refused) = checkOrRefuse(texts, against: map)
        let refusedFiles = Set(refused.map(\.file))
        return Result(uses: uses, files: texts.count, refused: refused, skipped: skipped, sources: texts.filter { !refusedFiles.contains($0.path) })
    }

    /// The uses in `sources` (path, text), unsupported first, then by name.
    public static func check(_ sources: [(path: String, text: String)], against map: APIMap = .glideUIKit) -> [APIUse] {
        checkOrRefuse(sources, against: map).uses
    }

    /// The uses in the sources that can be parsed, and a note for each refused (`SourceCheck`);
    /// parsed and walked on a thread with a large stack (`LargeStackThread`).
    static func checkOrRefuse(_ sources: [(path: String, text: String)], against map: APIMap) -> (uses: [APIUse], refused: [PortNote]) {
        LargeStackThread.run {
            var uses: [String: APIUse] = [:]
            var refused: [PortNote] = []
            var trees: [(path: String, tree: SourceFileSyntax, converter: SourceLocationConverter)] = []
            for source in sources {
                if case .failure(let refusal) = SourceCheck.scan(source.text, file: source.path, pieceBytes: .max) {
                    refused.append(refusal.note)
                    continue
                }
                switch SourceCheck.parse(source.text, file: source.path) {
                case .success(let parsed): trees.append((source.path, parsed.tree, parsed.converter))
                case .failure(let refusal): refused.append(refusal.note)
                }
            }
            let declared = DeclaredNames(viewMode: .sourceAccurate)
            for source in trees { declared.walk(source.tree) }
            for source in trees {
                let finder = APIUseFinder(map: map, declared: declared.names, converter: source.converter)
                finder.walk(source.tree)
                for use in finder.found {
                    if var known = uses[use.api] {
                        known.uses += 1
                        uses[use.api] = known
                    } else {
                        uses[use.api] = use
                    }
                }
            }
            return (uses.values.sorted { ($0.supported ? 1 : 0, $0.api) < ($1.supported ? 1 : 0, $1.api) }, refused)
        }
    }
}

/// The type names the sources declare themselves (not UIKit's, whatever their prefix).
final class DeclaredNames: SyntaxVisitor {
    private(set) var names: Set<String> = []
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
}

/// Finds the UIKit API uses of one file.
final class APIUseFinder: SyntaxVisitor {
    let map: APIMap
    let declared: Set<String>
    let converter: SourceLocationConverter
    private(set) var found: [APIUse] = []
    /// The UIKit superclass of each class being visited, innermost last (nil: none).
    private var superclasses: [String?] = []

    init(map: APIMap, declared: Set<String>, converter: SourceLocationConverter) {
        self.map = map
        self.declared = declared
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private func isUIKitType(_ name: String) -> Bool {
        !declared.contains(name) && UIKitNames.isUIKitType(name)
    }

    private func record(_ api: String, _ supported: Bool, _ node: some SyntaxProtocol) {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        found.append(APIUse(api: api, supported: supported, uses: 1, first: "\(location.file):\(location.line):\(location.column)"))
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if isUIKitType(node.name.text) { record(node.name.text, map.types[node.name.text] != nil, node) }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.base?.as(DeclReferenceExprSyntax.self), isUIKitType(base.baseName.text) {
            let type = base.baseName.text
            let member = node.declName.baseName.text
            record(type, map.types[type] != nil, base)
            // `UIScrollView.self` names the type, not a member.
            if member != "self" { record("\(type).\(member)", map.types[type]?.contains(member) == true, node) }
            return .skipChildren
        }
        if node.base?.is(SuperExprSyntax.self) == true, let type = superclasses.last ?? nil {
            let member = node.declName.baseName.text
            record("\(type).\(member)", map.types[type]?.contains(member) == true, node)
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if isUIKitType(node.baseName.text) { record(node.baseName.text, map.types[node.baseName.text] != nil, node) }
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let first = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
        superclasses.append(first.flatMap { isUIKitType($0) ? $0 : nil })
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) {
        superclasses.removeLast()
    }

    private func override(_ name: String, _ modifiers: DeclModifierListSyntax, _ node: some SyntaxProtocol) {
        guard modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }), let type = superclasses.last ?? nil else { return }
        record("\(type).\(name) (override)", map.types[type]?.contains(name) == true, node)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        override(node.name.text, node.modifiers, node.name)
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        override("init", node.modifiers, node.initKeyword)
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier { override(name.text, node.modifiers, name) }
        }
        return .visitChildren
    }
}
