import Foundation
import Testing

@testable import GlideUI

/// `frame` under a transform, as CALayer has it: the getter is the bounding box of the transformed
/// bounds around `center` (the transform's translation included); the setter changes `center` and
/// the size of `bounds` so that this box is the rectangle given, so a round trip changes nothing.
@Suite struct FrameUnderTransformTests {
    func view(_ transform: CGAffineTransform) -> View {
        let view = View(frame: Rect(x: 10, y: 20, width: 200, height: 100))
        view.transform = transform
        return view
    }

    @Test(arguments: [
        CGAffineTransform(scaleX: 0.5, y: 0.5), CGAffineTransform(scaleX: 0.8, y: 1.25), CGAffineTransform(scaleX: -1, y: 1),
        CGAffineTransform(translationX: 30, y: -12), CGAffineTransform(rotationAngle: .pi / 2), CGAffineTransform(rotationAngle: .pi / 6),
        CGAffineTransform(scaleX: 0.5, y: 0.5).translatedBy(x: 40, y: 8),
    ])
    func settingTheFrameItHasChangesNothingHoweverOften(transform: CGAffineTransform) {
        let view = view(transform)
        let (center, bounds) = (view.center, view.bounds)
        for _ in 0..<10 { view.frame = view.frame }
        #expect(abs(view.center.x - center.x) < 1e-9 && abs(view.center.y - center.y) < 1e-9)
        #expect(abs(view.bounds.width - bounds.width) < 1e-9 && abs(view.bounds.height - bounds.height) < 1e-9)
    }

    @Test func aScaledViewTakesTheBoundsWhoseScaledBoxIsTheFrame() {
        let view = view(CGAffineTransform(scaleX: 0.5, y: 0.25))
        view.frame = Rect(x: 0, y: 0, width: 60, height: 40)
        #expect(view.bounds.size == Size(width: 120, height: 160))
        #expect(view.center == Point(x: 30, y: 20))
        #expect(view.frame == Rect(x: 0, y: 0, width: 60, height: 40))
    }

    @Test func theTranslationIsTakenOffTheCentre() {
        let view = view(CGAffineTransform(translationX: 30, y: -12))
        view.frame = Rect(x: 0, y: 0, width: 60, height: 40)
        #expect(view.center == Point(x: 0, y: 32))
        #expect(view.bounds.size == Size(width: 60, height: 40))
        #expect(view.frame == Rect(x: 0, y: 0, width: 60, height: 40))
    }

    @Test func aQuarterTurnSwapsTheSides() {
        let view = view(CGAffineTransform(rotationAngle: .pi / 2))
        view.frame = Rect(x: 0, y: 0, width: 60, height: 40)
        #expect(abs(view.bounds.width - 40) < 1e-9 && abs(view.bounds.height - 60) < 1e-9)
        let frame = view.frame
        #expect(abs(frame.width - 60) < 1e-9 && abs(frame.height - 40) < 1e-9 && abs(frame.minX) < 1e-9)
    }

    @Test func aTurnOfThirtyDegreesSolvesForTheSize() {
        let view = view(CGAffineTransform(rotationAngle: .pi / 6))
        let target = Rect(x: 5, y: 5, width: 150, height: 140)
        view.frame = target
        let frame = view.frame
        #expect(abs(frame.minX - target.minX) < 1e-9 && abs(frame.width - target.width) < 1e-9)
        #expect(abs(frame.minY - target.minY) < 1e-9 && abs(frame.height - target.height) < 1e-9)
    }

    /// Where UIKit calls the frame undefined (a 45° turn, a view scaled flat), the size stays and only the centre moves.
    @Test(arguments: [CGAffineTransform(rotationAngle: .pi / 4), CGAffineTransform(scaleX: 0, y: 1)])
    func withNoSingleSizeTheSizeStays(transform: CGAffineTransform) {
        let view = view(transform)
        view.frame = Rect(x: 0, y: 0, width: 60, height: 40)
        #expect(view.bounds.size == Size(width: 200, height: 100))
        #expect(view.center == Point(x: 30, y: 20))
    }

    @Test func theTransformLeavesCentreAndBoundsAndTheFrameFollows() {
        let view = View(frame: Rect(x: 10, y: 20, width: 200, height: 100))
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(view.center == Point(x: 110, y: 70) && view.bounds.size == Size(width: 200, height: 100))
        #expect(view.frame == Rect(x: 60, y: 45, width: 100, height: 50))
    }

    /// A side menu that sets the frame of its scaled snapshot on every update keeps its size.
    @Test func repeatedFrameWritesOnAScaledSnapshotKeepItsSize() {
        let snapshot = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        snapshot.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        for step in 0..<60 {
            var frame = snapshot.frame
            frame.origin.x = Double(step) * 4
            snapshot.frame = frame
        }
        #expect(abs(snapshot.bounds.width - 390) < 1e-6 && abs(snapshot.bounds.height - 844) < 1e-6)
        #expect(abs(snapshot.frame.minX - 236) < 1e-6)
    }
}
