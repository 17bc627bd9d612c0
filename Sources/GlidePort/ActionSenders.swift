import SwiftSyntax

/// The recognizer classes each `#selector` action of a file is added to, read from the syntax:
/// `recognizer.addTarget(_:action:)` on a property, variable or parameter declared with a
/// recognizer class, and `Recognizer(target:action:)`. Objective-C hands an action the recognizer
/// whatever class its parameter names; Swift cannot pass a pan as an edge pan, so the port widens
/// such a parameter to the class the action is added to (`widenedSender`).
final class ActionSenders: SyntaxVisitor {
    /// UIKit's recognizer classes and their superclasses.
    static let superclasses: [String: String] = [
        "UIScreenEdgePanGestureRecognizer": "UIPanGestureRecognizer",
        "UIPanGestureRecognizer": "UIGestureRecognizer",
        "UITapGestureRecognizer": "UIGestureRecognizer",
        "UISwipeGestureRecognizer": "UIGestureRecognizer",
        "UILongPressGestureRecognizer": "UIGestureRecognizer",
        "UIPinchGestureRecognizer": "UIGestureRecognizer",
        "UIRotationGestureRecognizer": "UIGestureRecognizer",
    ]

    /// Declared name → the recognizer classes declared under it, from type annotations and initialiser calls.
    private var declared: [String: Set<String>] = [:]
    /// (receiver name or class, action base name) of each target added.
    private var additions: [(receiver: String, isClass: Bool, action: String)] = []

    init(_ tree: some SyntaxProtocol) {
        super.init(viewMode: .sourceAccurate)
        walk(tree)
    }

    /// The class to give the first parameter of the action `name`, declared as `declaredType`:
    /// the recognizer class it is added to when that is a superclass of `declaredType`; nil otherwise.
    func widenedSender(of name: String, declaredType: String) -> String? {
        let senders = additions.filter { $0.action == name }.flatMap { $0.isClass ? [$0.receiver] : (declared[$0.receiver] ?? []).sorted() }
        return senders.first { sender in Self.isAncestor(sender, of: declaredType) }
    }

    static func isAncestor(_ ancestor: String, of type: String) -> Bool {
        var current = superclasses[type]
        while let next = current {
            if next == ancestor { return true }
            current = superclasses[next]
        }
        return false
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
        if let type = node.typeAnnotation.flatMap({ Self.recognizerClass(of: $0.type) }) {
            declared[name, default: []].insert(type)
        } else if let call = node.initializer?.value.as(FunctionCallExprSyntax.self),
            let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, Self.superclasses[type] != nil
        {
            declared[name, default: []].insert(type)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        if let type = Self.recognizerClass(of: node.type) { declared[(node.secondName ?? node.firstName).text, default: []].insert(type) }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let action = node.arguments.first(where: { $0.label?.text == "action" }).flatMap({ Self.selectorName($0.expression) }) else {
            return .visitChildren
        }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "addTarget",
            let receiver = member.base.flatMap(Self.name)
        {
            additions.append((receiver, false, action))
        } else if let type = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, Self.superclasses[type] != nil {
            additions.append((type, true, action))
        }
        return .visitChildren
    }

    /// `x` for `x` or `self.x`.
    private static func name(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The base name a `#selector(…)` names (`m` for `#selector(m(_:))`, `#selector(self.m)`, `#selector(T.m)`).
    private static func selectorName(_ expression: ExprSyntax) -> String? {
        guard let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
            let argument = macro.arguments.first?.expression
        else { return nil }
        if let reference = argument.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return argument.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// The recognizer class `type` names (optionals unwrapped), if it names one.
    static func recognizerClass(of type: TypeSyntax) -> String? {
        var type = type
        while let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType {
            type = wrapped
        }
        guard let name = type.as(IdentifierTypeSyntax.self)?.name.text, superclasses[name] != nil || name == "UIGestureRecognizer" else { return nil }
        return name
    }
}
