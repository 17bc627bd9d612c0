import GlideUI

/// Views, each as a group in its superview's coordinates (see `FrameRenderer`).
extension SVGCanvas {
    /// Writes `view` and its subtree; a root is drawn in its own bounds coordinates (no matrix).
    /// With `wireframe`, a view that fills nothing gets an outline and its name.
    mutating func draw(_ view: View, isRoot: Bool = false, wireframe: Bool) {
        let shown = view.presentation
        guard !shown.isHidden, shown.alpha > 0 else { return }
        let maskID = shown.mask.map { defineClip($0) }
        out += "<g"
        attribute("data-name", view.name)
        attribute("data-type", view.typeName)
        if !isRoot {
            let placement = Self.matrix(of: shown)
            if !placement.isIdentity { matrix(placement) }
        }
        opacity(shown.alpha)
        if let maskID { out += " clip-path=\"url(#" + maskID + ")\"" }
        out += ">\n"

        let bounds = shown.bounds
        let layer = view.loadedLayer
        if let layer, !shown.clipsToBounds {
            shadow(of: layer, rect: bounds, cornerRadius: shown.cornerRadius, hasFill: Self.isVisible(shown.backgroundColor))
        }
        let rounded = layer?.roundedShape(of: bounds, radius: shown.cornerRadius) ?? .roundedRect(bounds, cornerRadius: shown.cornerRadius)
        if let background = shown.backgroundColor, Self.isVisible(background) {
            openShape(rounded)
            paint("fill", background)
            out += "/>\n"
        } else if wireframe, !isRoot {
            drawOutline(of: view.name, bounds: bounds)
        }

        let image = (view as? ImageView)?.shownImage
        let sublayers = layer?.sublayers ?? []
        let text = (view as? Label)?.text.map { !$0.isEmpty } ?? false
        if image != nil || text || !sublayers.isEmpty || !view.subviews.isEmpty {
            let clipped = shown.clipsToBounds
            if clipped {
                let clipID = defineClip(rounded)
                out += "<g clip-path=\"url(#" + clipID + ")\">\n"
            }
            if let image, let view = view as? ImageView { drawPlaceholder(of: image, rect: view.contentMode.rect(for: image.size, in: bounds)) }
            if let label = view as? Label { drawText(of: label, in: bounds) }
            for sublayer in sublayers { draw(sublayer) }
            for subview in Self.backToFront(view.subviews) { draw(subview, wireframe: wireframe) }
            if clipped { out += "</g>\n" }
        }

        if let layer { border(of: layer, rect: bounds, cornerRadius: shown.cornerRadius) }
        out += "</g>\n"
    }

    /// The matrix mapping a view's bounds coordinates into its superview's: p ↦ centre + transform·(p − bounds centre).
    static func matrix(of shown: ViewPresentation) -> CGAffineTransform {
        let t = shown.transform, center = shown.center, boundsCenter = shown.bounds.center
        return CGAffineTransform(
            a: t.a, b: t.b, c: t.c, d: t.d,
            tx: center.x + t.tx - (t.a * boundsCenter.x + t.c * boundsCenter.y),
            ty: center.y + t.ty - (t.b * boundsCenter.x + t.d * boundsCenter.y))
    }

    /// The subviews in drawing order: by `zPosition`, keeping the order of equals (no copy when all are 0).
    static func backToFront(_ subviews: [View]) -> [View] {
        guard let first = subviews.first, subviews.contains(where: { $0.zPosition != first.zPosition }) else { return subviews }
        return subviews.enumerated().sorted { lhs, rhs in
            lhs.element.zPosition != rhs.element.zPosition ? lhs.element.zPosition < rhs.element.zPosition : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// Whether a colour paints anything.
    static func isVisible(_ color: Color?) -> Bool {
        guard let color else { return false }
        return SVGText.opacity(color) > 0
    }

    /// A view that fills nothing as a hairline outline of its bounds with its name in the top-left corner (class `outline`).
    private mutating func drawOutline(of name: String, bounds: Rect) {
        let rect = Self.standardized(bounds)
        guard rect.width > 0, rect.height > 0 else { return }
        out += "<g class=\"outline\" fill=\"none\" stroke=\"#8e8e93\" stroke-width=\"1\">"
        openRect(Rect(x: rect.minX + 0.5, y: rect.minY + 0.5, width: max(rect.width - 1, 0), height: max(rect.height - 1, 0)))
        out += "/>"
        if !name.isEmpty, rect.height >= 14 {
            out += "<text"
            attribute("x", rect.minX + 4)
            attribute("y", rect.minY + 12)
            out += " font-size=\"10\" stroke=\"none\" fill=\"#8e8e93\">"
            out += SVGText.escaped(name)
            out += "</text>"
        }
        out += "</g>\n"
    }

    /// An image as Glide has it, with no pixels: a labelled, crossed placeholder of the image's
    /// place in the view (by its content mode), with the image's name (class `image`, `data-image`).
    /// A label's text: one `<text>` of `<tspan>` lines (split at newlines, up to `numberOfLines`),
    /// aligned as the label says and centred vertically, in its font's size and weight.
    private mutating func drawText(of label: Label, in bounds: Rect) {
        guard let text = label.text, !text.isEmpty else { return }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if label.numberOfLines > 0 { lines = Array(lines.prefix(label.numberOfLines)) }
        let font = label.font
        let (x, anchor): (Double, String) = switch label.textAlignment {
        case .center: (bounds.midX, "middle")
        case .right: (bounds.maxX, "end")
        case .left, .justified, .natural: (bounds.minX, "start")
        }
        let top = bounds.midY - Double(lines.count) * font.lineHeight / 2
        out += "<text class=\"label\""
        attribute("font-size", font.pointSize)
        attribute("font-weight", min(max((400 + font.weight.rawValue * 750).rounded(), 100), 900))
        out += " font-family=\"sans-serif\" text-anchor=\"" + anchor + "\" dominant-baseline=\"central\""
        paint("fill", label.textColor)
        out += ">"
        for (index, line) in lines.enumerated() {
            out += "<tspan"
            attribute("x", x)
            attribute("y", top + (Double(index) + 0.5) * font.lineHeight)
            out += ">" + SVGText.escaped(String(line)) + "</tspan>"
        }
        out += "</text>\n"
    }

    private mutating func drawPlaceholder(of image: Image, rect: Rect) {
        let rect = Self.standardized(rect)
        out += "<g class=\"image\""
        attribute("data-image", image.name)
        out += " stroke=\"#8a96a3\" stroke-width=\"1\">\n"
        openRect(rect)
        var cross = Path()
        cross.move(to: Point(x: rect.minX, y: rect.minY))
        cross.addLine(to: Point(x: rect.maxX, y: rect.maxY))
        cross.move(to: Point(x: rect.maxX, y: rect.minY))
        cross.addLine(to: Point(x: rect.minX, y: rect.maxY))
        out += " fill=\"#d5dbe2\"/>\n<path"
        pathData(cross)
        out += " fill=\"none\"/>\n"
        let size = min(14, rect.height / 3, rect.width / Double(max(image.name.count, 1)) * 1.6)
        if size >= 1 {
            out += "<text"
            attribute("x", rect.midX)
            attribute("y", rect.midY)
            attribute("font-size", size)
            out += " text-anchor=\"middle\" dominant-baseline=\"central\" stroke=\"none\" fill=\"#39424c\">"
            out += SVGText.escaped(image.name)
            out += "</text>\n"
        }
        out += "</g>\n"
    }
}
