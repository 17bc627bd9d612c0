import Foundation
import Testing

@testable import GlideUI

/// Shape layers, shadows, sublayers, image views and layout passes: view-tree data UIKit code sets.
@Suite struct LayerDataTests {
    @Test func aShapeLayerMaskClipsToItsPathMovedByItsFrame() {
        let world = AnimationTestWorld()
        let card = world.add("card", Rect(x: 0, y: 0, width: 200, height: 200))
        let shape = ShapeLayer()
        shape.path = Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 100))
        shape.frame = Rect(x: 50, y: 50, width: 100, height: 100)
        card.layer.mask = shape
        guard case .path(let path) = card.mask else { Issue.record("mask is \(String(describing: card.mask))"); return }
        #expect(abs(path.boundingBox.minX - 50) < 1e-6 && card.mask?.contains(Point(x: 100, y: 100)) == true)
        #expect(card.mask?.contains(Point(x: 55, y: 55)) == false)
        #expect(TreeDigest(of: card, values: .model).dump.contains("mask=path(M 150 100 C "))
        // A new path reshapes the mask at once; no path hides everything.
        shape.path = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(card.mask?.rect == Rect(x: 50, y: 50, width: 10, height: 10))
        shape.path = nil
        #expect(card.mask?.contains(Point(x: 100, y: 100)) == false && card.layer.mask === shape)
    }

    @Test func aMaskSetOnTheViewTakesItFromItsMaskLayerForGood() {
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "card")
        let shape = ShapeLayer()
        shape.path = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        view.layer.mask = shape
        view.mask = nil
        #expect(view.layer.mask == nil)
        // A later change of the layer's path no longer reaches the view.
        shape.path = Path(rect: Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(view.mask == nil)
    }

    @Test func aPathMaskAnimatesBetweenTwoShapesOfTheSameSteps() {
        let world = AnimationTestWorld()
        let card = world.add("card", Rect(x: 0, y: 0, width: 200, height: 200))
        card.mask = .path(Path(rect: Rect(x: 0, y: 0, width: 100, height: 100)))
        View.animate(withDuration: 1, options: .curveLinear) { card.mask = .path(Path(rect: Rect(x: 0, y: 0, width: 200, height: 100))) }
        world.clock.advance(to: 0.5)
        #expect(card.presentation.mask?.rect == Rect(x: 0, y: 0, width: 150, height: 100))
    }

    @Test func aViewLayerForwardsToTheViewAndKeepsShadowsAndSublayersAsData() {
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 50), name: "card")
        view.layer.backgroundColor = .red
        view.layer.opacity = 0.5
        view.layer.isHidden = true
        #expect(view.backgroundColor == .red && view.alpha == 0.5 && view.isHidden)
        view.layer.shadowOpacity = 0.3
        view.layer.shadowRadius = 8
        view.layer.shadowOffset = Size(width: 0, height: 4)
        #expect(view.loadedLayer?.shadowOpacity == 0.3 && view.layer.shadowColor == .black)
        let line = ShapeLayer()
        let dot = ShapeLayer()
        view.layer.addSublayer(line)
        view.layer.insertSublayer(dot, below: line)
        #expect(view.layer.sublayers?.map { ObjectIdentifier($0) } == [ObjectIdentifier(dot), ObjectIdentifier(line)])
        #expect(line.superlayer === view.layer)
        line.removeFromSuperlayer()
        dot.removeFromSuperlayer()
        #expect(view.layer.sublayers == nil && line.superlayer == nil)
        // A view's own layer never becomes a sublayer: views and layers stay apart.
        let other = View()
        view.layer.addSublayer(other.layer)
        #expect(view.layer.sublayers == nil && other.layer.superlayer == nil)
    }

    @Test func anImageViewTakesItsImagesSizeAndPlacesItByContentMode() {
        let image = Image(name: "avatar", size: Size(width: 40, height: 20))
        let view = ImageView(image: image)
        #expect(view.frame == Rect(x: 0, y: 0, width: 40, height: 20) && !view.isUserInteractionEnabled)
        view.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        view.contentMode = .scaleAspectFit
        #expect(view.imageRect == Rect(x: 0, y: 25, width: 100, height: 50))
        view.contentMode = .scaleAspectFill
        #expect(view.imageRect == Rect(x: -50, y: 0, width: 200, height: 100))
        view.contentMode = .bottomRight
        #expect(view.imageRect == Rect(x: 60, y: 80, width: 40, height: 20))
        view.contentMode = .center
        #expect(view.imageRect == Rect(x: 30, y: 40, width: 40, height: 20))
        view.highlightedImage = Image(name: "avatar.pressed")
        view.isHighlighted = true
        #expect(view.shownImage?.name == "avatar.pressed")
    }
}
