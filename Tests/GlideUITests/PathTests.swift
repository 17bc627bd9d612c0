import Foundation
import Testing

@testable import GlideUI

/// `Path`: outlines built like Core Graphics', flattened for hit-tests and bounds, and blended for masks.
@Suite struct PathTests {
    private func near(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
        abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
    }

    @Test func aRectangleIsFourLinesClockwiseFromTheTopLeft() {
        let path = Path(rect: Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.description == "M 10.0 20.0 L 40.0 20.0 L 40.0 60.0 L 10.0 60.0 Z")
        #expect(path.boundingBox == Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.contains(Point(x: 11, y: 59)) && !path.contains(Point(x: 41, y: 30)) && !path.contains(Point(x: 5, y: 30)))
    }

    @Test func anOvalPassesThroughItsFourExtremesAndStaysInside() {
        let path = Path(ellipseIn: Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(path.elements.count == 6)
        let ends = path.elements.compactMap(\.end)
        for (point, expected) in zip(ends, [Point(x: 200, y: 50), Point(x: 100, y: 100), Point(x: 0, y: 50), Point(x: 100, y: 0), Point(x: 200, y: 50)]) {
            #expect(near(point, expected), "\(point) ≠ \(expected)")
        }
        let box = path.boundingBox
        #expect(abs(box.minX) < 1e-6 && abs(box.maxX - 200) < 1e-6 && abs(box.minY) < 1e-6 && abs(box.maxY - 100) < 1e-6)
        // The corner of the box lies outside; a point just inside the curve at 45° lies inside.
        #expect(!path.contains(Point(x: 5, y: 5)))
        #expect(path.contains(Point(x: 100 + 0.99 * 100 * cos(Double.pi / 4), y: 50 + 0.99 * 50 * sin(Double.pi / 4))))
    }

    @Test func arcsTurnClockwiseTowardsLargerAnglesOnTheYDownScreen() {
        var path = Path()
        path.addArc(center: Point(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // A quarter turn from (10, 0) down to (0, 10): one curve.
        #expect(path.elements.count == 2 && near(path.currentPoint!, Point(x: 0, y: 10)))
        var other = Path()
        other.addArc(center: Point(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        // The long way round, through (0, −10) and (−10, 0): three quarter turns.
        #expect(other.elements.count == 4 && near(other.currentPoint!, Point(x: 0, y: 10)))
        #expect(other.boundingBox.minX < -9.99 && path.boundingBox.minX > -1e-9)
    }

    @Test func roundedCornersAreRoundedOnlyWhereAsked() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 100)
        let top = Path(roundedRect: rect, corners: [.topLeft, .topRight], radii: Size(width: 20, height: 20))
        #expect(!top.contains(Point(x: 1, y: 1)) && !top.contains(Point(x: 99, y: 1)))
        #expect(top.contains(Point(x: 1, y: 99)) && top.contains(Point(x: 99, y: 99)))
        // Radii are clamped to half a side.
        let pill = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 20), radii: Size(width: 50, height: 50))
        #expect(pill.contains(Point(x: 50, y: 10)) && !pill.contains(Point(x: 1, y: 1)))
        #expect(abs(pill.boundingBox.height - 20) < 1e-6)
    }

    @Test func pathsOfTheSameStepsBlendPointByPointAndOthersJump() {
        let a = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        let b = Path(rect: Rect(x: 10, y: 0, width: 30, height: 10))
        let half = Path.interpolate(from: a, to: b, fraction: 0.5)
        #expect(half == Path(rect: Rect(x: 5, y: 0, width: 20, height: 10)))
        let oval = Path(ellipseIn: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(Path.interpolate(from: a, to: oval, fraction: 0.5) == oval)
    }

    @Test func transformsMoveEveryPointAndControlPoint() {
        let path = Path(ellipseIn: Rect(x: 0, y: 0, width: 10, height: 10)).applying(CGAffineTransform(translationX: 5, y: 7))
        let box = path.boundingBox
        #expect(abs(box.minX - 5) < 1e-6 && abs(box.minY - 7) < 1e-6)
    }

    @Test func linesBeforeAnyMoveStartThePath() {
        var path = Path()
        path.addLine(to: Point(x: 3, y: 4))
        path.closeSubpath()
        path.closeSubpath()
        #expect(path.elements == [.move(to: Point(x: 3, y: 4)), .close])
    }
}
