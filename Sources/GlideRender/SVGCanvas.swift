import GlideUI

/// The SVG text of one frame as it is written: numbers in one format, and ids for clip paths and
/// filters numbered in the order they are made (pre-order of the tree), so equal trees give
/// equal bytes.
struct SVGCanvas {
    /// The document so far.
    var out = ""
    /// How coordinates and lengths are written.
    let numbers: SVGNumbers
    /// The number of the next id.
    private var nextID = 1
    /// What every id starts with, so that frames nested in one document keep their ids apart.
    private let idPrefix: String

    /// A canvas writing numbers with `decimals` places and ids starting with `idPrefix`.
    init(decimals: Int, idPrefix: String = "") {
        numbers = SVGNumbers(decimals: decimals)
        self.idPrefix = idPrefix
        out.reserveCapacity(16_384)
    }

    /// A new id: the canvas's prefix, `prefix` and the next number.
    mutating func makeID(_ prefix: String) -> String {
        defer { nextID += 1 }
        return idPrefix + prefix + String(nextID)
    }

    /// Appends a number.
    mutating func number(_ value: Double) {
        numbers.append(value, to: &out)
    }

    /// Appends ` name="value"` for a number.
    mutating func attribute(_ name: String, _ value: Double) {
        out += " "
        out += name
        out += "=\""
        numbers.append(value, to: &out)
        out += "\""
    }

    /// Appends ` name="value"` for text, escaped.
    mutating func attribute(_ name: String, _ value: String) {
        out += " "
        out += name
        out += "=\""
        out += SVGText.escaped(value)
        out += "\""
    }

    /// Appends ` transform="matrix(a b c d e f)"`; the linear entries get three more decimals than
    /// lengths, so that a far corner of a rotated or scaled view lands as precisely as a translation.
    mutating func matrix(_ t: CGAffineTransform) {
        let linear = numbers.decimals + 3
        out += " transform=\"matrix("
        numbers.append(t.a, places: linear, to: &out)
        out += " "
        numbers.append(t.b, places: linear, to: &out)
        out += " "
        numbers.append(t.c, places: linear, to: &out)
        out += " "
        numbers.append(t.d, places: linear, to: &out)
        out += " "
        numbers.append(t.tx, to: &out)
        out += " "
        numbers.append(t.ty, to: &out)
        out += ")\""
    }

    /// Appends ` transform="translate(x y)"`, nothing for (0, 0).
    mutating func translate(_ point: Point) {
        guard point.x != 0 || point.y != 0 else { return }
        out += " transform=\"translate("
        number(point.x)
        out += " "
        number(point.y)
        out += ")\""
    }

    /// Appends ` opacity="…"` when `opacity` is below 1.
    mutating func opacity(_ opacity: Double) {
        if opacity < 1 { attribute("opacity", opacity) }
    }

    /// Appends ` prefix="#rrggbb"` and, when the colour is translucent, ` prefix-opacity="…"`;
    /// `none` for nil.
    mutating func paint(_ name: String, _ color: Color?) {
        out += " "
        out += name
        guard let color else {
            out += "=\"none\""
            return
        }
        out += "=\""
        SVGText.appendHex(color, to: &out)
        out += "\""
        let alpha = SVGText.opacity(color)
        if alpha < 1 { attribute(name + "-opacity", alpha) }
    }

    /// Appends the geometry attributes of `rect` (standardized: a negative size overshooting past
    /// 0 in a spring still draws) rounded by `radius` (clamped to half the shorter side).
    mutating func rectAttributes(_ rect: Rect, radius: Double = 0) {
        let rect = Self.standardized(rect)
        attribute("x", rect.origin.x)
        attribute("y", rect.origin.y)
        attribute("width", rect.size.width)
        attribute("height", rect.size.height)
        let r = Self.clampedRadius(radius, in: rect)
        if r > 0 { attribute("rx", r) }
    }

    /// Appends `<rect …` with `rect`'s geometry; the caller adds paint and closes it.
    mutating func openRect(_ rect: Rect, radius: Double = 0) {
        out += "<rect"
        rectAttributes(rect, radius: radius)
    }

    /// Appends a clip path's shape element for `shape` (bounds coordinates).
    mutating func shape(_ shape: MaskShape) {
        openShape(shape)
        if case .path = shape { out += " clip-rule=\"nonzero\"" }
        out += "/>"
    }

    /// Appends the opening of `shape`'s element and its geometry; the caller adds paint and closes it.
    mutating func openShape(_ shape: MaskShape) {
        switch shape {
        case .rect(let rect):
            openRect(rect)
        case .roundedRect(let rect, let radius):
            openRect(rect, radius: radius)
        case .oval(let rect):
            let rect = Self.standardized(rect)
            out += "<ellipse"
            attribute("cx", rect.midX)
            attribute("cy", rect.midY)
            attribute("rx", rect.width / 2)
            attribute("ry", rect.height / 2)
        case .path(let path):
            out += "<path"
            pathData(path)
        }
    }

    /// Appends ` d="…"` for `path`.
    mutating func pathData(_ path: Path) {
        out += " d=\""
        out += path.svgData { numbers.text($0) }
        out += "\""
    }

    /// Defines a clip path of `shape` and returns its id.
    mutating func defineClip(_ shape: MaskShape) -> String {
        let id = makeID("clip")
        out += "<clipPath id=\"" + id + "\">"
        self.shape(shape)
        out += "</clipPath>\n"
        return id
    }

    /// `rect` with a non-negative size.
    static func standardized(_ rect: Rect) -> Rect {
        let x = min(rect.origin.x, rect.origin.x + rect.size.width), y = min(rect.origin.y, rect.origin.y + rect.size.height)
        return Rect(x: x, y: y, width: abs(rect.size.width), height: abs(rect.size.height))
    }

    /// A corner radius no larger than half the shorter side of `rect`, and not negative.
    static func clampedRadius(_ radius: Double, in rect: Rect) -> Double {
        guard radius > 0 else { return 0 }
        return min(radius, abs(rect.size.width) / 2, abs(rect.size.height) / 2)
    }
}
