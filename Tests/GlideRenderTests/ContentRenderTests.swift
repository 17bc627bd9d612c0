import Foundation
import GlideUI
import Testing

@testable import GlideRender

/// What a view draws besides its geometry: masks of paths, layers, images, snapshots, names.
@Suite struct ContentRenderTests {
    static func root() -> View {
        View(frame: Rect(x: 0, y: 0, width: 200, height: 200), name: "root")
    }

    @Test func aPathMaskIsAClipPathWithThatPathsData() throws {
        let root = Self.root()
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "star")
        var path = Path()
        path.move(to: Point(x: 50, y: 0))
        path.addLine(to: Point(x: 100, y: 100))
        path.addQuadCurve(to: Point(x: 0, y: 100), control: Point(x: 50, y: 66.6666))
        path.closeSubpath()
        view.mask = .path(path)
        root.addSubview(view)
        let document = try parseSVG(FrameRenderer().svg(of: root))
        let clip = try #require(document.view("star")?.referenced("clip-path"))
        let shape = try #require(clip.children.first)
        #expect(shape.name == "path" && shape["clip-rule"] == "nonzero")
        #expect(shape["d"] == "M 50 0 L 100 100 Q 50 66.667 0 100 Z")
    }

    /// Core Animation's `maskedCorners`: only the corners named are rounded, in the fill, the clip
    /// of `clipsToBounds` and a standalone layer's mask; all four give the plain rounded rect.
    @Test func maskedCornersRoundOnlyTheCornersNamed() throws {
        let root = Self.root()
        let sheet = View(frame: Rect(x: 0, y: 100, width: 100, height: 100), name: "sheet")
        sheet.backgroundColor = .white
        sheet.layer.cornerRadius = 10
        sheet.layer.maskedCorners = [.topLeft, .topRight]
        sheet.clipsToBounds = true
        sheet.addSubview(View(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "child"))
        root.addSubview(sheet)
        let drawn = try #require(try parseSVG(FrameRenderer().svg(of: root)).view("sheet"))
        let fill = try #require(drawn.children.first)
        #expect(fill.name == "path")
        let d = try #require(fill["d"])
        #expect(d.hasPrefix("M 10 0") && d.contains("C 95.523 0 100 4.477 100 10") && d.contains("L 100 100") && d.contains("L 0 100"), "square bottom corners: \(d)")
        let clip = try #require(drawn.children.first { $0["clip-path"] != nil }?.referenced("clip-path")?.children.first)
        #expect(clip.name == "path" && clip["d"] == d)

        sheet.layer.maskedCorners = .allCorners
        let plain = try #require(try parseSVG(FrameRenderer().svg(of: root)).view("sheet")?.children.first)
        #expect(plain.name == "rect" && plain["rx"] == "10")

        let mask = Layer()
        mask.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        mask.cornerRadius = 20
        mask.maskedCorners = [.bottomRight]
        sheet.layer.mask = mask
        guard case .path(let path) = sheet.mask else { Issue.record("a path mask, got \(String(describing: sheet.mask))"); return }
        #expect(path.contains(Point(x: 1, y: 1)) && !path.contains(Point(x: 99, y: 99)))
    }

    /// A label's text is drawn, line by line, in its font's size and weight, aligned and centred vertically.
    @Test func aLabelDrawsItsTextLines() throws {
        let root = Self.root()
        let label = Label(frame: Rect(x: 10, y: 20, width: 180, height: 60))
        label.name = "title"
        label.text = "Now <Playing>\nSecond\nThird"
        label.numberOfLines = 2
        label.font = .systemFont(ofSize: 20, weight: .bold)
        label.textColor = .white
        label.textAlignment = .center
        root.addSubview(label)
        let drawn = try #require(try parseSVG(FrameRenderer().svg(of: root)).view("title"))
        let text = try #require(drawn.children.first { $0.name == "text" })
        #expect(text["font-size"] == "20" && text["font-weight"] == "700" && text["text-anchor"] == "middle" && text["fill"] == "#ffffff")
        let lines = text.children.filter { $0.name == "tspan" }
        #expect(lines.map(\.text) == ["Now <Playing>", "Second"], "two lines of three, escaped and read back")
        #expect(lines.map { $0["x"] } == ["90", "90"] && lines.map { $0["y"] } == ["18", "42"])
        label.text = nil
        #expect(try parseSVG(FrameRenderer().svg(of: root)).view("title")?.children.contains { $0.name == "text" } == false)
    }

    @Test func aShapeSublayerIsAPathWithItsFillAboveTheBackgroundAndBelowSubviews() throws {
        let root = Self.root()
        let view = View(frame: Rect(x: 10, y: 10, width: 100, height: 100), name: "host")
        view.backgroundColor = .white
        let shape = ShapeLayer()
        shape.frame = Rect(x: 5, y: 6, width: 50, height: 50)
        shape.path = Path(ellipseIn: Rect(x: 0, y: 0, width: 50, height: 50))
        shape.fillColor = Color(red: 1, green: 0.5, blue: 0, alpha: 0.25)
        shape.strokeColor = .blue
        shape.lineWidth = 2
        shape.fillRule = .evenOdd
        view.layer.addSublayer(shape)
        let plain = Layer()
        plain.frame = Rect(x: 60, y: 60, width: 30, height: 20)
        plain.backgroundColor = .green
        plain.cornerRadius = 4
        plain.opacity = 0.5
        view.layer.addSublayer(plain)
        let hiddenLayer = Layer()
        hiddenLayer.isHidden = true
        view.layer.addSublayer(hiddenLayer)
        view.addSubview(View(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "child"))
        root.addSubview(view)

        let host = try #require(try parseSVG(FrameRenderer().svg(of: root)).view("host"))
        #expect(host.children.map(\.name) == ["rect", "g", "g", "g"], "background, two layers, the child")
        let layers = host.children.filter { $0["class"] == "layer" }
        #expect(layers.map { $0["data-type"]! } == ["ShapeLayer", "Layer"])
        #expect(layers[0]["transform"] == "translate(5 6)")
        let path = try #require(layers[0].children.first)
        // The oval from its rightmost point, four quarter curves (control points 4/3·tan(π/8)·r out).
        #expect(path["class"] == "shape" && path["d"]?.hasPrefix("M 50 25 C 50 38.807 38.807 50 25 50 C ") == true)
        #expect(path["d"]?.hasSuffix(" 50 25 Z") == true)
        #expect(path["fill"] == "#ff8000" && path["fill-opacity"] == "0.25" && path["fill-rule"] == "evenodd")
        #expect(path["stroke"] == "#0000ff" && path["stroke-width"] == "2")
        #expect(layers[1]["opacity"] == "0.5" && layers[1].children.first?["rx"] == "4" && layers[1].children.first?["fill"] == "#00ff00")
        #expect(host.children.last?["data-name"] == "child")
    }

    @Test func shadowsAndBordersComeFromTheLoadedLayer() throws {
        let root = Self.root()
        let card = View(frame: Rect(x: 20, y: 20, width: 100, height: 80), name: "card")
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.shadowOpacity = 0.3
        card.layer.shadowRadius = 8
        card.layer.shadowOffset = Size(width: 0, height: 4)
        card.layer.borderWidth = 2
        card.layer.borderColor = .red
        card.addSubview(View(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "child"))
        root.addSubview(card)
        let document = try parseSVG(FrameRenderer().svg(of: root))
        let group = try #require(document.view("card"))
        let drawn = group.children.filter { $0.name != "filter" }
        #expect(drawn.map { $0["class"] ?? $0["data-name"] ?? $0.name } == ["shadow", "rect", "child", "border"])
        let shadow = drawn[0]
        #expect(shadow["transform"] == "translate(0 4)" && shadow["opacity"] == "0.3")
        let filter = try #require(shadow.referenced("filter"))
        #expect(filter.children.first?["stdDeviation"] == "4")
        #expect(shadow.children.first?["rx"] == "12" && shadow.children.first?["fill"] == "#000000")
        let border = drawn[3]
        #expect(border["x"] == "1" && border["width"] == "98" && border["rx"] == "11" && border["stroke"] == "#ff0000" && border["stroke-width"] == "2")
        #expect(border["fill"] == "none")

        let plain = View(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "plain")
        #expect(plain.loadedLayer == nil)
        root.addSubview(plain)
        _ = FrameRenderer().svg(of: root)
        #expect(plain.loadedLayer == nil, "rendering makes no layer")
    }

    @Test func anImageViewIsALabelledPlaceholderWhereItsContentModePutsTheImage() throws {
        let root = Self.root()
        let image = ImageView(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        image.name = "cover"
        image.image = Image(name: "cat <1> & \"2\"", size: Size(width: 40, height: 40))
        image.contentMode = .scaleAspectFit
        root.addSubview(image)
        let svg = FrameRenderer().svg(of: root)
        let group = try #require(try parseSVG(svg).view("cover"))
        #expect(group["data-type"] == "ImageView")
        let placeholder = try #require(group.children.first { $0["class"] == "image" })
        #expect(placeholder["data-image"] == "cat <1> & \"2\"")
        let rect = try #require(placeholder.children.first { $0.name == "rect" })
        #expect(rect["x"] == "25" && rect["y"] == "0" && rect["width"] == "50" && rect["height"] == "50")
        #expect(placeholder.children.first { $0.name == "text" }?.text == "cat <1> & \"2\"")
        #expect(svg.contains("cat &lt;1&gt; &amp; &quot;2&quot;"))
    }

    @Test func aViewThatFillsNothingIsOutlinedWithItsNameUnlessTheWireframeIsOff() throws {
        let root = Self.root()
        root.addSubview(View(frame: Rect(x: 10, y: 20, width: 100, height: 50), name: "container"))
        let filled = View(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "filled")
        filled.backgroundColor = .white
        root.addSubview(filled)
        let document = try parseSVG(FrameRenderer().svg(of: root))
        let outline = try #require(document.view("container")?.children.first { $0["class"] == "outline" })
        #expect(outline.children.first?["x"] == "0.5" && outline.children.first?["width"] == "99")
        #expect(outline.children.last?.text == "container")
        #expect(document.descendants.filter { $0["class"] == "outline" }.count == 1, "neither the root nor a filled view")
        #expect(!FrameRenderer(wireframe: false).svg(of: root).contains("outline"))
    }

    @Test func namesAreEscapedAndControlCharactersReplaced() throws {
        let root = Self.root()
        root.addSubview(View(frame: .zero, name: "a&b<c>'d'\u{1}"))
        let document = try parseSVG(FrameRenderer().svg(of: root))
        #expect(document.viewGroups.last?["data-name"] == "a&b<c>'d'\u{FFFD}")
    }

    @Test func aSnapshotDrawsTheFrozenPresentationOfItsSource() throws {
        let root = Self.root()
        let source = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "page")
        source.backgroundColor = .blue
        let label = View(frame: Rect(x: 10, y: 10, width: 50, height: 20), name: "label")
        label.backgroundColor = .red
        source.addSubview(label)
        let snapshot = source.snapshotView()
        snapshot.center = Point(x: 120, y: 120)
        snapshot.alpha = 0.4
        root.addSubview(snapshot)
        let group = try #require(try parseSVG(FrameRenderer().svg(of: root)).view("page.snapshot"))
        #expect(group["opacity"] == "0.4" && group["transform"] == "matrix(1 0 0 1 70 70)")
        #expect(group.children.first?["fill"] == "#0000ff" && group.view("label")?.children.first?["fill"] == "#ff0000")
    }
}
