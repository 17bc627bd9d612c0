import Foundation
import GlideUI
import Testing

@testable import GlideRender

/// Same tree, same bytes; frames of an animation show its presentation values.
@Suite struct DeterminismAndAnimationTests {
    @Test func renderingTwiceAndRenderingTwinTreesGiveTheSameBytes() {
        let overlay = FrameOverlay(touches: [Point(x: 10, y: 20)], caption: FrameCaption(time: 1, state: "finishing", percent: 0.5))
        let first = GeometryRenderTests.transformedTree().root
        let twin = GeometryRenderTests.transformedTree().root
        let svg = FrameRenderer().svg(of: first, overlay: overlay)
        #expect(FrameRenderer().svg(of: first, overlay: overlay) == svg)
        #expect(FrameRenderer().svg(of: twin, overlay: overlay) == svg)
        #expect(!svg.contains("-0 ") && !svg.contains("-0\""))
    }

    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (-0.0004, "0"), (0.0005, "0.001"), (-0.0005, "-0.001"), (1.5, "1.5"), (-12.25, "-12.25"),
        (100, "100"), (0.1 + 0.2, "0.3"), (1e-9, "0"), (.nan, "0"), (.infinity, "0"), (1234567.0625, "1234567.063"),
    ])
    func numbersHaveFixedDecimalsNoTrailingZerosAndNoNegativeZero(value: Double, text: String) {
        #expect(SVGNumbers(decimals: 3).text(value) == text)
    }

    @Test func numbersKeepTheirLeadingFractionZeros() {
        #expect(SVGNumbers(decimals: 6).text(1.000025) == "1.000025")
        #expect(SVGNumbers(decimals: 3).text(2.05) == "2.05")
        #expect(SVGNumbers(decimals: 0).text(2.5) == "3")
    }

    @Test func aFrameMidAnimationShowsPresentationValuesNotModelValues() throws {
        let clock = VirtualClock()
        let engine = AnimationEngine(clock: clock, frameRate: 120)
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 800), name: "root")
        root.animationEngine = engine
        let box = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "box")
        box.backgroundColor = .red
        root.addSubview(box)
        View.animate(withDuration: 1, options: .curveLinear) {
            box.center = Point(x: 250, y: 50)
            box.alpha = 0
            box.backgroundColor = .blue
            box.transform = CGAffineTransform(scaleX: 2, y: 2)
        }
        clock.advance(by: 0.5)
        let shown = box.presentation
        #expect(abs(shown.center.x - 150) < 1e-9 && abs(shown.alpha - 0.5) < 1e-9)
        let group = try #require(try parseSVG(FrameRenderer().svg(of: root)).view("box"))
        let transform = group.ownTransform
        #expect(abs(transform.a - shown.transform.a) < 1e-6 && abs(transform.a - 1.5) < 1e-6)
        let centre = transform.apply(to: Point(x: 50, y: 50))
        #expect(abs(centre.x - 150) < 1e-3 && abs(centre.y - 50) < 1e-3, "the model centre is (250, 50)")
        #expect(group["opacity"] == "0.5", "the model alpha is 0")
        #expect(group.children.first?["fill"] == "#800080")

        clock.advance(by: 1)
        #expect(try parseSVG(FrameRenderer().svg(of: root)).view("box") == nil, "alpha 0 at the end")
    }
}
