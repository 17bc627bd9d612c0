import Foundation
import GlideUI
import Testing

@testable import GlideRender

/// Where views land: the matrices read back from the SVG, composed, against GlideUI's own geometry.
@Suite struct GeometryRenderTests {
    /// A 400×800 root with a scrolled, scaled, rotated, masked, half-transparent card holding a
    /// rotated, translated badge.
    static func transformedTree() -> (root: View, card: View, badge: View) {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 800), name: "root")
        root.backgroundColor = .white
        let card = View(frame: Rect(x: 50, y: 60, width: 300, height: 400), name: "card")
        card.bounds = Rect(x: 10, y: -20, width: 300, height: 400)
        card.transform = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 0.8)
        card.alpha = 0.5
        card.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.8)
        card.mask = .roundedRect(Rect(x: 10, y: -20, width: 280, height: 380), cornerRadius: 24)
        let badge = View(frame: Rect(x: 20, y: 30, width: 100, height: 50), name: "badge")
        badge.transform = CGAffineTransform(translationX: 5, y: 7).rotated(by: -0.7)
        badge.backgroundColor = .red
        root.addSubview(card)
        card.addSubview(badge)
        return (root, card, badge)
    }

    static func corners(of rect: Rect) -> [Point] {
        [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)]
    }

    @Test(arguments: [(9, 1e-6), (3, 2e-3)])
    func cornersLandWhereGlideUIPutsThem(decimals: Int, tolerance: Double) throws {
        let (root, card, badge) = Self.transformedTree()
        let document = try parseSVG(FrameRenderer(decimals: decimals).svg(of: root))
        for view in [card, badge] {
            let group = try #require(document.view(view.name))
            let transform = group.documentTransform
            for corner in Self.corners(of: view.bounds) {
                let drawn = transform.apply(to: corner)
                let expected = view.convert(corner, to: nil)
                #expect(abs(drawn.x - expected.x) <= tolerance && abs(drawn.y - expected.y) <= tolerance, "\(view.name) \(corner): \(drawn) vs \(expected)")
            }
        }
    }

    @Test func theBackgroundFillsTheScrolledBoundsAndAlphaIsTheGroupsOpacity() throws {
        let (root, _, _) = Self.transformedTree()
        let document = try parseSVG(FrameRenderer().svg(of: root))
        let card = try #require(document.view("card"))
        #expect(card["opacity"] == "0.5" && card["data-type"] == "View")
        let background = try #require(card.children.first { $0.name == "rect" })
        #expect(background["x"] == "10" && background["y"] == "-20" && background["width"] == "300" && background["height"] == "400")
        #expect(background["fill"] == "#3366cc" && background["fill-opacity"] == nil)
        let badge = try #require(card.view("badge"))
        #expect(badge.effectiveOpacity == 0.5 && badge["opacity"] == nil)
    }

    @Test func aMaskIsAClipPathInTheViewsBoundsCoordinates() throws {
        let (root, _, _) = Self.transformedTree()
        let document = try parseSVG(FrameRenderer().svg(of: root))
        let card = try #require(document.view("card"))
        let clip = try #require(card.referenced("clip-path"))
        #expect(clip.name == "clipPath")
        let shape = try #require(clip.children.first)
        #expect(shape.name == "rect" && shape["x"] == "10" && shape["y"] == "-20" && shape["width"] == "280" && shape["height"] == "380" && shape["rx"] == "24")
    }

    @Test func anOvalMaskIsAnEllipseAndClipsToBoundsRoundsByTheCornerRadius() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200), name: "root")
        let circle = View(frame: Rect(x: 20, y: 20, width: 100, height: 60), name: "circle")
        circle.mask = .circle(center: Point(x: 50, y: 30), radius: 25)
        let clipper = View(frame: Rect(x: 0, y: 100, width: 80, height: 80), name: "clipper")
        clipper.clipsToBounds = true
        clipper.layer.cornerRadius = 100
        clipper.addSubview(View(frame: Rect(x: -10, y: -10, width: 200, height: 200), name: "overflow"))
        root.addSubview(circle)
        root.addSubview(clipper)
        let document = try parseSVG(FrameRenderer().svg(of: root))
        let ellipse = try #require(document.view("circle")?.referenced("clip-path")?.children.first)
        #expect(ellipse.name == "ellipse" && ellipse["cx"] == "50" && ellipse["cy"] == "30" && ellipse["rx"] == "25" && ellipse["ry"] == "25")
        let overflow = try #require(document.view("overflow"))
        let clipGroup = try #require(overflow.ancestors.first { $0.name == "g" && $0["clip-path"] != nil })
        #expect(clipGroup.ancestors.first?["data-name"] == "clipper")
        let bounds = try #require(clipGroup.referenced("clip-path")?.children.first)
        #expect(bounds["width"] == "80" && bounds["height"] == "80" && bounds["rx"] == "40", "the radius is clamped to half the side")
    }

    @Test func anIdPrefixStartsEveryIdAndEveryReference() throws {
        var renderer = FrameRenderer()
        renderer.idPrefix = "r1c2-"
        let document = try parseSVG(renderer.svg(of: Self.transformedTree().root))
        let ids = document.descendants.compactMap { $0["id"] }
        #expect(!ids.isEmpty && ids.allSatisfy { $0.hasPrefix("r1c2-") }, "\(ids)")
        let clip = try #require(document.view("card")?.referenced("clip-path"))
        #expect(clip["id"]?.hasPrefix("r1c2-clip") == true)
    }

    @Test func subviewsDrawByZPositionThenInOrder() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "root")
        for (name, z) in [("a", 1.0), ("b", 0), ("c", 1), ("d", -2), ("e", 0)] {
            let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: name)
            view.zPosition = z
            root.addSubview(view)
        }
        let document = try parseSVG(FrameRenderer().svg(of: root))
        #expect(document.viewGroups.map { $0["data-name"]! } == ["root", "d", "b", "e", "a", "c"])
    }

    @Test func hiddenAndTransparentSubtreesAreLeftOut() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "root")
        let hidden = View(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "hidden")
        hidden.isHidden = true
        hidden.addSubview(View(frame: .zero, name: "under-hidden"))
        let clear = View(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "clear")
        clear.alpha = 0
        clear.addSubview(View(frame: .zero, name: "under-clear"))
        root.addSubview(hidden)
        root.addSubview(clear)
        root.addSubview(View(frame: .zero, name: "shown"))
        let svg = FrameRenderer().svg(of: root)
        #expect(try parseSVG(svg).viewGroups.map { $0["data-name"]! } == ["root", "shown"])
        #expect(!svg.contains("hidden") && !svg.contains("clear"))
    }

    @Test func theDocumentIsTheRootsBoundsWithACaptionBandBelow() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844), name: "window")
        let plain = try parseSVG(FrameRenderer().svg(of: root))
        #expect(plain["width"] == "390" && plain["height"] == "844" && plain["viewBox"] == "0 0 390 844")
        let overlay = FrameOverlay(touches: [Point(x: 100.25, y: 200), Point(x: -0.0001, y: 843.9999)], caption: FrameCaption(time: 0.25, state: "interacting", percent: 0.4213))
        let captioned = try parseSVG(FrameRenderer().svg(of: root, overlay: overlay))
        #expect(captioned["height"] == "868" && captioned["viewBox"] == "0 0 390 868")
        let dots = captioned.descendants.filter { $0["class"] == "touch" }
        #expect(dots.map { [$0["cx"]!, $0["cy"]!] } == [["100.25", "200"], ["0", "844"]])
        let caption = try #require(captioned.descendants.first { $0["class"] == "caption" }?.descendants.first { $0.name == "text" })
        #expect(caption.text == "t 0.250 s · interacting · 42.1 %" && caption["y"] == "856")
        #expect(FrameCaption(time: 3, state: "idle").description == "t 3.000 s · idle")
    }
}
