import GlideUI

/// Every view of a tree as it is shown at one instant, in the root's coordinates: the structure
/// that frame and timeline goldens compare within tolerances, where pixels or bytes would be noise.
///
/// Each node gives where its view's bounds land on the root (centre, size, and the linear part of
/// the mapping, from the presentation values of it and its ancestors, as `FrameRenderer` draws
/// them), its alpha times its ancestors', whether it or an ancestor is hidden, its background
/// colour and corner radius. As text, one line per view in pre-order, indented two spaces per level:
///
///     "card" View center=195,422 size=350,200 transform=0.9,0,0,0.9 alpha=0.5 background=1,0,0,1 radius=12
///
/// (`transform` is left out when it is the identity, `background` and `mask` without one,
/// `radius` at 0; `hidden` is a word of its own; a mask is `mask=KIND:x,y,w,h` in the view's
/// bounds coordinates, a rounded one with its radius after), and `init(parsing:)` reads that text back.
public struct PresentedTree: Hashable, Sendable {
    /// One view.
    public struct Node: Hashable, Sendable {
        /// Its depth below the root (the root is 0).
        public var depth: Int
        /// The view's `name`.
        public var name: String
        /// Its type (`View.typeName`).
        public var type: String
        /// Where its bounds' centre lands, in the root's coordinates.
        public var center: Point
        /// Its bounds' size.
        public var size: Size
        /// The linear part of the mapping from its bounds to the root's coordinates (tx, ty 0).
        public var linear: CGAffineTransform
        /// Its alpha times every ancestor's.
        public var alpha: Double
        /// Whether it or an ancestor is hidden.
        public var isHidden: Bool
        /// Its background colour, nil for none.
        public var background: Color?
        /// Its corner radius, points.
        public var cornerRadius: Double
        /// Its mask, nil for none.
        public var mask: Mask?

        /// The corners of its bounds on the root, clockwise from the top-left.
        public var corners: [Point] {
            let halfWidth = size.width / 2, halfHeight = size.height / 2
            return [(-halfWidth, -halfHeight), (halfWidth, -halfHeight), (halfWidth, halfHeight), (-halfWidth, halfHeight)].map { x, y in
                Point(x: center.x + linear.a * x + linear.c * y, y: center.y + linear.b * x + linear.d * y)
            }
        }

        /// A view `depth` levels down, shown with these values.
        public init(
            depth: Int, name: String, type: String, center: Point, size: Size, linear: CGAffineTransform = .identity,
            alpha: Double = 1, isHidden: Bool = false, background: Color? = nil, cornerRadius: Double = 0, mask: Mask? = nil
        ) {
            self.depth = depth
            self.name = name
            self.type = type
            self.center = center
            self.size = size
            self.linear = CGAffineTransform(a: linear.a, b: linear.b, c: linear.c, d: linear.d, tx: 0, ty: 0)
            self.alpha = alpha
            self.isHidden = isHidden
            self.background = background
            self.cornerRadius = cornerRadius
            self.mask = mask
        }
    }

    /// A view's mask as the text keeps it: its kind, the rectangle it fills in the view's bounds
    /// coordinates (a path's bounding box) and a rounded rectangle's radius.
    public struct Mask: Hashable, Sendable {
        /// `rect`, `rounded`, `oval` or `path`.
        public var kind: String
        /// The rectangle it fills, in the view's bounds coordinates.
        public var rect: Rect
        /// The corner radius of a `rounded` mask, else 0.
        public var cornerRadius: Double

        /// A mask of `kind` filling `rect`.
        public init(kind: String, rect: Rect, cornerRadius: Double = 0) {
            self.kind = kind
            self.rect = rect
            self.cornerRadius = cornerRadius
        }

        /// The text's form of `shape`.
        public init(_ shape: MaskShape) {
            switch shape {
            case .rect(let rect): self.init(kind: "rect", rect: rect)
            case .roundedRect(let rect, let radius): self.init(kind: "rounded", rect: rect, cornerRadius: radius)
            case .oval(let rect): self.init(kind: "oval", rect: rect)
            case .path(let path): self.init(kind: "path", rect: path.boundingBox)
            }
        }

        /// A shape that fills the same place (a path's bounding box for a path).
        var shape: MaskShape {
            switch kind {
            case "rounded": .roundedRect(rect, cornerRadius: cornerRadius)
            case "oval": .oval(rect)
            default: .rect(rect)
            }
        }
    }

    /// The views in pre-order (subviews in their array order), the root first.
    public var nodes: [Node]

    /// The tree of `nodes`.
    public init(nodes: [Node]) {
        self.nodes = nodes
    }

    /// `root`'s tree as it is shown now (presentation values, mid-animation included).
    public init(of root: View) {
        var nodes: [Node] = []
        func visit(_ view: View, depth: Int, toRoot: CGAffineTransform, alpha: Double, hidden: Bool) {
            let shown = view.presentation
            let mapping = depth == 0 ? .identity : SVGCanvas.matrix(of: shown).concatenating(toRoot)
            let alpha = alpha * shown.alpha
            let hidden = hidden || shown.isHidden
            nodes.append(Node(
                depth: depth, name: view.name, type: view.typeName, center: mapping.apply(to: shown.bounds.center),
                size: shown.bounds.size, linear: mapping, alpha: alpha, isHidden: hidden,
                background: shown.backgroundColor, cornerRadius: shown.cornerRadius, mask: shown.mask.map(Mask.init)))
            for subview in view.subviews {
                visit(subview, depth: depth + 1, toRoot: mapping, alpha: alpha, hidden: hidden)
            }
        }
        visit(root, depth: 0, toRoot: .identity, alpha: 1, hidden: false)
        self.nodes = nodes
    }

    /// The lines, each ending in a newline, numbers with `decimals` places (default 3).
    public func text(decimals: Int = 3) -> String {
        let numbers = SVGNumbers(decimals: decimals)
        func list(_ values: Double...) -> String { values.map { numbers.text($0) }.joined(separator: ",") }
        var out = ""
        for node in nodes {
            out += String(repeating: "  ", count: node.depth)
            out += Self.quoted(node.name) + " " + node.type
            out += " center=" + list(node.center.x, node.center.y) + " size=" + list(node.size.width, node.size.height)
            let linear = node.linear
            if linear != .identity { out += " transform=" + list(linear.a, linear.b, linear.c, linear.d) }
            out += " alpha=" + numbers.text(node.alpha)
            if node.isHidden { out += " hidden" }
            if let color = node.background { out += " background=" + list(color.red, color.green, color.blue, color.alpha) }
            if node.cornerRadius != 0 { out += " radius=" + numbers.text(node.cornerRadius) }
            if let mask = node.mask {
                let rect = mask.rect
                out += " mask=" + mask.kind + ":" + list(rect.minX, rect.minY, rect.width, rect.height)
                if mask.kind == "rounded" { out += "," + numbers.text(mask.cornerRadius) }
            }
            out += "\n"
        }
        return out
    }

    /// Reads `text(decimals:)` back; throws on a line it cannot read, naming it.
    public init(parsing text: String) throws(PresentedTreeError) {
        var nodes: [Node] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: true).enumerated() {
            nodes.append(try Self.node(parsing: line, lineNumber: index + 1))
        }
        self.nodes = nodes
    }

    private static func node(parsing line: Substring, lineNumber: Int) throws(PresentedTreeError) -> Node {
        let fail = { (why: String) in PresentedTreeError(line: lineNumber, text: String(line), reason: why) }
        let indent = line.prefix { $0 == " " }.count
        guard indent % 2 == 0 else { throw fail("an indent of \(indent) spaces; levels are two spaces") }
        var rest = line.dropFirst(indent)
        guard let name = unquoted(&rest) else { throw fail("a view's name is a quoted string first") }
        var words = rest.split(separator: " ")
        guard !words.isEmpty else { throw fail("the view's type is missing after its name") }
        var node = Node(depth: indent / 2, name: name, type: String(words.removeFirst()), center: .zero, size: .zero)
        var seen: Set<Substring> = []
        for word in words {
            guard word != "hidden" else {
                node.isHidden = true
                continue
            }
            guard let equals = word.firstIndex(of: "=") else { throw fail("'\(word)' is neither hidden nor key=value") }
            let key = word[..<equals]
            var value = word[word.index(after: equals)...]
            var maskKind: Substring = ""
            if key == "mask" {
                guard let colon = value.firstIndex(of: ":") else { throw fail("mask= is KIND:x,y,w,h (rect, rounded with a radius after, oval, path)") }
                maskKind = value[..<colon]
                value = value[value.index(after: colon)...]
            }
            let values = value.split(separator: ",").compactMap { Double($0) }
            let expected = ["center": 2, "size": 2, "transform": 4, "alpha": 1, "background": 4, "radius": 1, "mask": maskKind == "rounded" ? 5 : 4][String(key)]
            guard let expected else { throw fail("unknown key '\(key)'") }
            guard values.count == expected, values.allSatisfy(\.isFinite) else { throw fail("\(key) takes \(expected) finite number(s)") }
            seen.insert(key)
            switch key {
            case "center": node.center = Point(x: values[0], y: values[1])
            case "size": node.size = Size(width: values[0], height: values[1])
            case "transform": node.linear = CGAffineTransform(a: values[0], b: values[1], c: values[2], d: values[3], tx: 0, ty: 0)
            case "alpha": node.alpha = values[0]
            case "background": node.background = Color(red: values[0], green: values[1], blue: values[2], alpha: values[3])
            case "mask":
                guard ["rect", "rounded", "oval", "path"].contains(maskKind) else { throw fail("unknown mask kind '\(maskKind)'") }
                let rect = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
                node.mask = Mask(kind: String(maskKind), rect: rect, cornerRadius: values.count > 4 ? values[4] : 0)
            default: node.cornerRadius = values[0]
            }
        }
        for key in ["center", "size", "alpha"] where !seen.contains(Substring(key)) { throw fail("\(key)= is missing") }
        return node
    }

    /// What the text of a frame drawn with `FrameRenderer.embedsTree` is wrapped in.
    static let metadataOpening = "<metadata class=\"glide-tree\">\n"
    static let metadataClosing = "</metadata>\n"

    /// The tree a `FrameRenderer.embedsTree` document carries; throws when it carries none or a bad one.
    public init(embeddedIn svg: String) throws(PresentedTreeError) {
        guard let opening = svg.range(of: Self.metadataOpening), let closing = svg.range(of: Self.metadataClosing, range: opening.upperBound..<svg.endIndex) else {
            throw PresentedTreeError(line: 0, text: "", reason: "the SVG carries no <metadata class=\"glide-tree\"> (draw it with FrameRenderer.embedsTree)")
        }
        try self.init(parsing: SVGText.unescaped(svg[opening.upperBound..<closing.lowerBound]))
    }

    /// A view tree that shows these values: under a root of `size`, each node as a direct subview
    /// (pre-order is drawing order), placed, coloured, faded and masked as it was shown, so that
    /// `FrameRenderer` can draw a tree known only by its text. Images, layers and clipping are not
    /// in the text, so the sketch has none, and a path mask is its bounding box.
    public func sketch(size: Size) -> View {
        let root = View(frame: Rect(origin: .zero, size: size))
        root.name = nodes.first?.name ?? "root"
        root.backgroundColor = nodes.first?.background
        for node in nodes.dropFirst() {
            let view = View(frame: Rect(origin: .zero, size: node.size))
            view.name = node.name
            view.center = node.center
            view.transform = node.linear
            view.alpha = node.alpha
            view.isHidden = node.isHidden
            view.backgroundColor = node.background
            view.layer.cornerRadius = node.cornerRadius
            view.mask = node.mask?.shape
            root.addSubview(view)
        }
        return root
    }

    /// `name` in double quotes, with `\` and `"` escaped (names may hold spaces).
    public static func quoted(_ name: String) -> String {
        "\"" + name.replacingEvery("\\", with: "\\\\").replacingEvery("\"", with: "\\\"") + "\""
    }

    /// Takes a quoted name off the front of `text` (and the space after it); nil when there is none.
    private static func unquoted(_ text: inout Substring) -> String? {
        guard text.first == "\"" else { return nil }
        var name = ""
        var index = text.index(after: text.startIndex)
        var escaped = false
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            if escaped {
                name.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                text = text[index...].drop { $0 == " " }
                return name
            } else {
                name.append(character)
            }
        }
        return nil
    }
}

/// A line of a `PresentedTree`'s text that could not be read.
public struct PresentedTreeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Its number, from 1.
    public var line: Int
    /// The line.
    public var text: String
    /// What is wrong with it.
    public var reason: String

    /// "line N: reason: text".
    public var description: String { "line \(line): \(reason): \(text)" }
}

extension String {
    /// This string with every `target` replaced by `replacement` (no Foundation needed).
    fileprivate func replacingEvery(_ target: Character, with replacement: String) -> String {
        var out = ""
        for character in self {
            if character == target { out += replacement } else { out.append(character) }
        }
        return out
    }
}
