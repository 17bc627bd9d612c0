import GlideUI

/// Layers: a view's shadow and border, and the standalone layers added with `addSublayer`.
///
/// A shadow is cast from the layer's `shadowPath`, else from its bounds rounded by its corner
/// radius when it has a fill (Core Animation casts it from the layer's content, which Glide does
/// not rasterise; a shadow of a layer with neither is left out), offset by `shadowOffset` (y down,
/// as in UIKit) and blurred by half its `shadowRadius` as a Gaussian deviation. Clipping to bounds
/// clips a shadow away, as `masksToBounds` does. A border is drawn inside the bounds, above
/// everything else in the layer.
extension SVGCanvas {
    /// Writes a standalone layer (a sublayer) and its sublayers, in its superlayer's coordinates.
    mutating func draw(_ layer: Layer) {
        let opacity = Double(layer.opacity)
        guard !layer.isHidden, opacity > 0 else { return }
        let frame = layer.frame
        let bounds = Rect(origin: .zero, size: frame.size)
        out += "<g class=\"layer\""
        attribute("data-type", String(describing: type(of: layer)))
        translate(frame.origin)
        self.opacity(opacity)
        out += ">\n"
        let fill = layer.backgroundColor
        if !layer.masksToBounds {
            shadow(of: layer, rect: bounds, cornerRadius: layer.cornerRadius, hasFill: Self.isVisible(fill))
        }
        if let fill, Self.isVisible(fill) {
            openRect(bounds, radius: layer.cornerRadius)
            paint("fill", fill)
            out += "/>\n"
        }
        let shape = layer as? ShapeLayer
        let sublayers = layer.sublayers ?? []
        if shape?.path != nil || !sublayers.isEmpty {
            let clipped = layer.masksToBounds
            if clipped {
                let clipID = defineClip(.roundedRect(bounds, cornerRadius: layer.cornerRadius))
                out += "<g clip-path=\"url(#" + clipID + ")\">\n"
            }
            if let shape, let path = shape.path { draw(path, of: shape) }
            for sublayer in sublayers { draw(sublayer) }
            if clipped { out += "</g>\n" }
        }
        border(of: layer, rect: bounds, cornerRadius: layer.cornerRadius)
        out += "</g>\n"
    }

    /// A shape layer's path with its fill, fill rule and stroke.
    private mutating func draw(_ path: Path, of shape: ShapeLayer) {
        out += "<path class=\"shape\""
        pathData(path)
        paint("fill", shape.fillColor)
        if shape.fillRule == .evenOdd { out += " fill-rule=\"evenodd\"" }
        if let stroke = shape.strokeColor, shape.lineWidth > 0 {
            paint("stroke", stroke)
            attribute("stroke-width", shape.lineWidth)
        }
        out += "/>\n"
    }

    /// The shadow of `layer` whose bounds are `rect`, when it casts one.
    mutating func shadow(of layer: Layer, rect: Rect, cornerRadius: Double, hasFill: Bool) {
        let opacity = Double(layer.shadowOpacity)
        guard opacity > 0, let color = layer.shadowColor, Self.isVisible(color), layer.shadowPath != nil || hasFill else { return }
        let blur = max(layer.shadowRadius, 0) / 2
        var filterID: String?
        if blur > 0 {
            let id = makeID("shadow")
            out += "<filter id=\"" + id + "\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feGaussianBlur"
            attribute("stdDeviation", blur)
            out += "/></filter>\n"
            filterID = id
        }
        out += "<g class=\"shadow\""
        translate(Point(x: layer.shadowOffset.width, y: layer.shadowOffset.height))
        self.opacity(opacity)
        if let filterID { out += " filter=\"url(#" + filterID + ")\"" }
        out += ">"
        if let path = layer.shadowPath {
            out += "<path"
            pathData(path)
        } else {
            openRect(rect, radius: cornerRadius)
        }
        paint("fill", color)
        out += "/></g>\n"
    }

    /// The border of `layer` whose bounds are `rect`: a stroke centred half its width inside the bounds.
    mutating func border(of layer: Layer, rect: Rect, cornerRadius: Double) {
        let width = layer.borderWidth
        guard width > 0, let color = layer.borderColor, Self.isVisible(color) else { return }
        let rect = Self.standardized(rect)
        let inset = min(width, rect.width, rect.height) / 2
        out += "<rect class=\"border\""
        rectAttributes(Rect(x: rect.minX + inset, y: rect.minY + inset, width: rect.width - 2 * inset, height: rect.height - 2 * inset), radius: max(Self.clampedRadius(cornerRadius, in: rect) - inset, 0))
        out += " fill=\"none\""
        paint("stroke", color)
        attribute("stroke-width", inset * 2)
        out += "/>\n"
    }
}
