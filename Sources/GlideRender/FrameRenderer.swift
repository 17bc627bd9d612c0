import GlideUI

/// Draws a view tree as it is shown at one instant — its presentation values, mid-animation
/// included — as one SVG document, deterministic to the byte.
///
/// The document's user space is the root view's bounds (screen points, a window's coordinates),
/// one pixel per point. Each view is a `<g>` carrying `data-name` and `data-type` and the matrix
/// that maps its bounds into its superview's (centre + transform·(p − bounds centre)), so the
/// geometry lives in the SVG and nests as the tree does. Inside a view's group, back to front:
/// its shadow, background, image placeholder, sublayers and subviews (by `zPosition`, stable
/// among equals; clipped by `clipsToBounds`), then its border, as Core Animation composites them;
/// its alpha is the group's `opacity` and its mask the group's `clip-path`; a view that fills
/// nothing gets an outline and its name (`wireframe`). Hidden and fully transparent subtrees are
/// left out. Over the screen: a dot per finger, then the caption in a band below it. Numbers are written with fixed decimals and ids are numbered in pre-order,
/// so equal trees give equal bytes.
public struct FrameRenderer: Sendable {
    /// Decimal places of coordinates and lengths (a matrix's linear entries get three more).
    public var decimals: Int
    /// What shows where no view draws (UIKit's black behind a window).
    public var backdrop: Color
    /// The radius of a finger's dot, in points.
    public var touchRadius: Double = 11
    /// The height of the caption band under the screen, in points.
    public var captionHeight: Double = 24
    /// Whether a view below the root that fills nothing (no visible background) is drawn as a grey
    /// hairline outline with its name, so that scenes of uncoloured views still show their layout.
    public var wireframe: Bool
    /// What every id of the document (clip paths, filters) starts with: give each frame its own
    /// (letters, digits, `-`) when several are nested in one document, so that their ids do not collide.
    public var idPrefix = ""
    /// Whether the document carries its tree's `PresentedTree` text in a `<metadata class="glide-tree">`
    /// element (read back by `PresentedTree(embeddedIn:)`), for goldens compared structurally.
    public var embedsTree = false

    /// A renderer writing `decimals` places (default 3) over `backdrop` (default black), with or without outlines of unfilled views.
    public init(decimals: Int = 3, backdrop: Color = .black, wireframe: Bool = true) {
        self.decimals = decimals
        self.backdrop = backdrop
        self.wireframe = wireframe
    }

    /// The SVG document of `root` (typically a `Window`) as it is shown now, with `overlay` on top.
    public func svg(of root: View, overlay: FrameOverlay = FrameOverlay()) -> String {
        let screen = SVGCanvas.standardized(root.presentation.bounds)
        let height = screen.height + (overlay.caption == nil ? 0 : captionHeight)
        var canvas = SVGCanvas(decimals: decimals, idPrefix: idPrefix)
        canvas.out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""
        canvas.attribute("width", screen.width)
        canvas.attribute("height", height)
        canvas.out += " viewBox=\""
        canvas.number(screen.minX)
        canvas.out += " "
        canvas.number(screen.minY)
        canvas.out += " "
        canvas.number(screen.width)
        canvas.out += " "
        canvas.number(height)
        canvas.out += "\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\">\n"
        if embedsTree {
            canvas.out += PresentedTree.metadataOpening + SVGText.escaped(PresentedTree(of: root).text()) + PresentedTree.metadataClosing
        }
        canvas.out += "<rect class=\"backdrop\""
        canvas.rectAttributes(screen)
        canvas.paint("fill", backdrop)
        canvas.out += "/>\n"
        canvas.draw(root, isRoot: true, wireframe: wireframe)
        drawTouches(overlay.touches, on: &canvas)
        if let caption = overlay.caption { draw(caption, under: screen, on: &canvas) }
        canvas.out += "</svg>\n"
        return canvas.out
    }

    private func drawTouches(_ touches: [Point], on canvas: inout SVGCanvas) {
        guard !touches.isEmpty else { return }
        canvas.out += "<g class=\"touches\" fill=\"#ff3b30\" fill-opacity=\"0.6\" stroke=\"#ffffff\" stroke-width=\"2\">\n"
        for touch in touches {
            canvas.out += "<circle class=\"touch\""
            canvas.attribute("cx", touch.x)
            canvas.attribute("cy", touch.y)
            canvas.attribute("r", touchRadius)
            canvas.out += "/>\n"
        }
        canvas.out += "</g>\n"
    }

    private func draw(_ caption: FrameCaption, under screen: Rect, on canvas: inout SVGCanvas) {
        canvas.out += "<g class=\"caption\">\n<rect"
        canvas.rectAttributes(Rect(x: screen.minX, y: screen.maxY, width: screen.width, height: captionHeight))
        canvas.out += " fill=\"#1c1c1e\"/>\n<text"
        canvas.attribute("x", screen.minX + 8)
        canvas.attribute("y", screen.maxY + captionHeight / 2)
        canvas.out += " dominant-baseline=\"central\" font-family=\"DejaVu Sans Mono, monospace\" font-size=\"13\" fill=\"#ffffff\">"
        canvas.out += SVGText.escaped(caption.description)
        canvas.out += "</text>\n</g>\n"
    }
}
