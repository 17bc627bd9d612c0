import Foundation
import Testing
@testable import GlideUI

@Suite struct GeometryTests {
    @Test func geometryIsCoreGraphics() {
        let frame: CGRect = Rect(x: 10, y: 20, width: 30, height: 40)
        let origin: Point = frame.origin
        #expect(origin == CGPoint(x: 10, y: 20) && frame.size == Size(width: 30, height: 40))
    }

    @Test func affineTransformStaysFoundationsName() {
        // This file imports Foundation and GlideUI: GlideUI must not make `AffineTransform` ambiguous.
        let foundation = AffineTransform(translationByX: 3, byY: 4)
        #expect(foundation.transform(CGPoint(x: 1, y: 1)) == CGPoint(x: 4, y: 5))
    }

    @Test func rectEdgesAndCentre() {
        let rect = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.minX == 10 && rect.midX == 25 && rect.maxX == 40)
        #expect(rect.minY == 20 && rect.midY == 40 && rect.maxY == 60)
        #expect(rect.center == Point(x: 25, y: 40))
        #expect(Rect(center: Point(x: 25, y: 40), size: rect.size) == rect)
        let flipped = Rect(x: 40, y: 60, width: -30, height: -40)
        #expect(flipped.minX == 10 && flipped.maxY == 60 && flipped.width == 30)
        #expect(flipped.center == rect.center)
        #expect(Rect.zero.isEmpty)
        #expect(Point(x: 1, y: 2).distance(to: Point(x: 4, y: 6)) == 5)
    }

    @Test func rectInsetOffsetUnionIntersection() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 50)
        #expect(rect.insetBy(dx: 10, dy: 5) == Rect(x: 10, y: 5, width: 80, height: 40))
        #expect(rect.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == Rect(x: 2, y: 1, width: 94, height: 46))
        #expect(rect.offsetBy(dx: -5, dy: 7) == Rect(x: -5, y: 7, width: 100, height: 50))
        let other = Rect(x: 90, y: 40, width: 20, height: 20)
        #expect(rect.union(other) == Rect(x: 0, y: 0, width: 110, height: 60))
        #expect(rect.intersects(other))
        #expect(rect.intersection(other) == Rect(x: 90, y: 40, width: 10, height: 10))
        #expect(rect.contains(Point(x: 0, y: 0)))
        #expect(!rect.contains(Point(x: 100, y: 10)))
        #expect(rect.contains(Rect(x: 10, y: 10, width: 10, height: 10)))
    }

    @Test func transformsComposeLikeCoreGraphics() {
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let move = CGAffineTransform(translationX: 10, y: 20)
        let point = Point(x: 1, y: 1)
        #expect(scale.concatenating(move).apply(to: point) == Point(x: 12, y: 23))
        #expect(move.concatenating(scale).apply(to: point) == Point(x: 22, y: 63))
        #expect(move.scaledBy(x: 2, y: 3).apply(to: point) == Point(x: 12, y: 23))
        #expect(CGAffineTransform.identity.translatedBy(x: 5, y: 0).apply(to: .zero) == Point(x: 5, y: 0))
        let quarter = CGAffineTransform(rotationAngle: .pi / 2).apply(to: Point(x: 1, y: 0))
        #expect(abs(quarter.x) < 1e-12 && abs(quarter.y - 1) < 1e-12)
        let combined = scale.rotated(by: 0.3).concatenating(move)
        #expect(combined.isInvertible)
        let back = Point(x: 7, y: -3).applying(combined).applying(combined.inverted())
        #expect(abs(back.x - 7) < 1e-12 && abs(back.y + 3) < 1e-12)
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        #expect(!flat.isInvertible && flat.inverted() == flat, "as in UIKit, a singular transform inverts to itself")
        #expect(Rect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2)).size.width.rounded() == 20)
    }

    @Test func transformInterpolationRotatesTheShortWay() {
        let start = CGAffineTransform(rotationAngle: 3)
        let end = CGAffineTransform(rotationAngle: -3)
        let mid = CGAffineTransform.interpolate(from: start, to: end, fraction: 0.5)
        let expected = CGAffineTransform(rotationAngle: .pi)
        #expect(abs(mid.a - expected.a) < 1e-12 && abs(mid.b - expected.b) < 1e-12)
        let scaled = CGAffineTransform.interpolate(from: .identity, to: CGAffineTransform(scaleX: 0.2, y: 0.2).translatedBy(x: 10, y: 0), fraction: 0.5)
        #expect(abs(scaled.a - 0.6) < 1e-12 && abs(scaled.tx - 1) < 1e-12)
    }

    @Test func colourAndMaskInterpolation() {
        #expect(Color.interpolate(from: .black, to: .white, fraction: 0.25) == Color(white: 0.25))
        let rounded = MaskShape.interpolate(from: .rect(Rect(x: 0, y: 0, width: 10, height: 10)), to: .roundedRect(Rect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 4), fraction: 0.5)
        #expect(rounded == .roundedRect(Rect(x: 0, y: 0, width: 15, height: 15), cornerRadius: 2))
        #expect(MaskShape.circle(center: Point(x: 5, y: 5), radius: 5).contains(Point(x: 5, y: 9.9)))
        #expect(!MaskShape.circle(center: Point(x: 5, y: 5), radius: 5).contains(Point(x: 9, y: 9)))
        #expect(!MaskShape.roundedRect(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 5).contains(Point(x: 0.5, y: 0.5)))
    }
}
