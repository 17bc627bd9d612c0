import Foundation
import GlideUI

#if canImport(FoundationXML)
import FoundationXML
#endif

/// An element of a parsed SVG document, with its attributes, children and text.
final class SVGElement {
    let name: String
    let attributes: [String: String]
    private(set) weak var parent: SVGElement?
    private(set) var children: [SVGElement] = []
    fileprivate(set) var text = ""

    init(name: String, attributes: [String: String], parent: SVGElement?) {
        self.name = name
        self.attributes = attributes
        self.parent = parent
        parent?.children.append(self)
    }

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// Every element below this one, in document order.
    var descendants: [SVGElement] { children.flatMap { [$0] + $0.descendants } }

    /// The elements above this one, nearest first.
    var ancestors: [SVGElement] {
        var result: [SVGElement] = []
        var current = parent
        while let element = current {
            result.append(element)
            current = element.parent
        }
        return result
    }

    /// The view groups (`<g data-name=…>`) below this one.
    var viewGroups: [SVGElement] { descendants.filter { $0.name == "g" && $0["data-name"] != nil } }

    /// The first view group named `name`.
    func view(_ name: String) -> SVGElement? { viewGroups.first { $0["data-name"] == name } }

    /// The element whose `id` is `id`.
    func element(id: String) -> SVGElement? { descendants.first { $0["id"] == id } }

    /// This element's own `transform` (`matrix(…)` or `translate(…)`), identity when it has none.
    var ownTransform: CGAffineTransform {
        guard let text = self["transform"] else { return .identity }
        let open = text.firstIndex(of: "(")!, close = text.firstIndex(of: ")")!
        let numbers = text[text.index(after: open)..<close].split(separator: " ").map { Double($0)! }
        if text.hasPrefix("matrix") {
            return CGAffineTransform(a: numbers[0], b: numbers[1], c: numbers[2], d: numbers[3], tx: numbers[4], ty: numbers[5])
        }
        return CGAffineTransform(translationX: numbers[0], y: numbers[1])
    }

    /// The transform from this element's user space to the document's: its own, then each ancestor's.
    var documentTransform: CGAffineTransform {
        ([self] + ancestors).reduce(.identity) { $0.concatenating($1.ownTransform) }
    }

    /// The product of this element's and its ancestors' `opacity`.
    var effectiveOpacity: Double {
        ([self] + ancestors).reduce(1) { $0 * (Double($1["opacity"] ?? "1") ?? 1) }
    }

    /// The element whose id attribute `name` references as `url(#id)`, anywhere in the document.
    func referenced(_ name: String) -> SVGElement? {
        reference(name).flatMap { (ancestors.last ?? self).element(id: $0) }
    }

    /// The id in a `url(#id)` reference of attribute `name`.
    func reference(_ name: String) -> String? {
        guard let value = self[name], value.hasPrefix("url(#"), value.hasSuffix(")") else { return nil }
        return String(value.dropFirst(5).dropLast())
    }
}

/// Parses SVG text with Foundation's XML parser; throws when it is not well-formed XML.
func parseSVG(_ text: String) throws -> SVGElement {
    let builder = SVGTreeBuilder()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = builder
    guard parser.parse(), let root = builder.root else {
        throw SVGParseError(message: parser.parserError.map { "\($0)" } ?? "no root element")
    }
    return root
}

struct SVGParseError: Error, CustomStringConvertible {
    let message: String
    var description: String { "not well-formed SVG: \(message)" }
}

private final class SVGTreeBuilder: NSObject, XMLParserDelegate {
    var root: SVGElement?
    private var current: SVGElement?

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let element = SVGElement(name: elementName, attributes: attributes, parent: current)
        if root == nil { root = element }
        current = element
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        current = current?.parent
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        current?.text += string
    }
}
