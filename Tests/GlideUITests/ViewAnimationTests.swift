import Dispatch
import Testing
@testable import GlideUI

@Suite struct ViewAnimationTests {
    @Test func linearFadeIsExactAtFixedTimes() {
        let world = AnimationTestWorld()
        let view = world.add("card")
        var finishedAt: [(Bool, Double)] = []
        View.animate(withDuration: 0.5, options: .curveLinear, animations: { view.alpha = 0 }) { finished in
            finishedAt.append((finished, world.clock.now))
        }
        #expect(view.alpha == 0)
        #expect(view.presentation.alpha == 1)
        world.clock.advance(to: 0.25)
        #expect(abs(view.presentation.alpha - 0.5) < 1e-12)
        world.clock.advance(to: 0.4)
        #expect(abs(view.presentation.alpha - 0.2) < 1e-12)
        #expect(finishedAt.isEmpty)
        world.clock.advance(to: 0.5)
        #expect(finishedAt.count == 1)
        #expect(finishedAt.first?.0 == true)
        #expect(finishedAt.first?.1 == 0.5)
        #expect(view.presentation.alpha == 0)
        #expect(!view.hasAnimations)
    }

    @Test func optionsSelectTheCurve() {
        let world = AnimationTestWorld()
        let view = world.add("card")
        View.animate(withDuration: 1, options: [.curveEaseIn], animations: { view.alpha = 0 })
        world.clock.advance(to: 0.3)
        #expect(abs(view.presentation.alpha - (1 - TimingCurve.easeIn.value(at: 0.3))) < 1e-12)
        let other = world.add("other")
        View.animate(withDuration: 1, animations: { other.alpha = 0 })
        world.clock.advance(to: 0.6)
        #expect(abs(other.presentation.alpha - (1 - TimingCurve.easeInOut.value(at: 0.3))) < 1e-12)
    }

    @Test func delayHoldsTheStartValue() {
        let world = AnimationTestWorld()
        let view = world.add("card")
        var finished: Double?
        View.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.center = Point(x: 250, y: 50) }) { _ in
            finished = world.clock.now
        }
        world.clock.advance(to: 0.4)
        #expect(view.presentation.center == Point(x: 50, y: 50))
        world.clock.advance(to: 1.0)
        #expect(abs(view.presentation.center.x - 150) < 1e-9)
        world.clock.advance(to: 2)
        #expect(finished == 1.5)
    }

    @Test func frameTransformAndColourAnimate() {
        let world = AnimationTestWorld()
        let view = world.add("card", Rect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .black
        View.animate(withDuration: 1, options: .curveLinear) {
            view.frame = Rect(x: 100, y: 200, width: 200, height: 300)
            view.transform = CGAffineTransform(scaleX: 0.2, y: 0.2)
            view.backgroundColor = .white
        }
        #expect(view.frame == Rect(center: Point(x: 200, y: 350), size: Size(width: 40, height: 60)))
        world.clock.advance(to: 0.5)
        let shown = view.presentation
        #expect(shown.center == Point(x: 125, y: 200))
        #expect(shown.bounds.size == Size(width: 150, height: 200))
        #expect(abs(shown.transform.a - 0.6) < 1e-12 && abs(shown.transform.d - 0.6) < 1e-12)
        #expect(shown.backgroundColor == Color(white: 0.5))
        world.clock.advance(to: 1)
        #expect(view.presentation == view.modelValues)
    }

    @Test func springAnimationEndsExactlyOnTheModelValue() {
        let world = AnimationTestWorld()
        let view = world.add("card")
        var done = false
        View.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 1, options: .curveLinear, animations: {
            view.center = Point(x: 350, y: 50)
        }) { finished in done = finished }
        var peak = 0.0
        for step in 1...30 {
            world.clock.advance(to: Double(step) * 0.01)
            peak = max(peak, view.presentation.center.x)
        }
        #expect(peak > 350)
        #expect(done)
        #expect(view.presentation.center == Point(x: 350, y: 50))
    }

    @Test func reanimatingStartsFromThePresentationAndKeepsTheOldCompletion() {
        let world = AnimationTestWorld()
        let view = world.add("card")
        var log: [String] = []
        View.animate(withDuration: 1, options: .curveLinear, animations: { view.alpha = 0 }) { finished in
            log.append("first \(finished) @\(world.clock.now)")
        }
        world.clock.advance(to: 0.5)
        View.animate(withDuration: 1, options: .curveLinear, animations: { view.alpha = 1 }) { finished in
            log.append("second \(finished) @\(world.clock.now)")
        }
        #expect(abs(view.presentation.alpha - 0.5) < 1e-12)
        world.clock.advance(to: 1.0)
        #expect(abs(view.presentation.alpha - 0.75) < 1e-12)
        world.clock.advance(to: 2)
        #expect(log == ["first true @1.0", "second true @1.5"])
        #expect(view.presentation.alpha == 1)
    }

    @Test func settingAPropertyTwiceInOneBlockKeepsOneTrack() {
        let world = AnimationTestWorld()
        let view = world.add("card")
        View.animate(withDuration: 1, options: .curveLinear) {
            view.alpha = 0.5
            view.alpha = 0
        }
        world.clock.advance(to: 0.5)
        #expect(abs(view.presentation.alpha - 0.5) < 1e-12)
    }

    @Test func immediateChangeStopsTheTrackButNotTheCompletion() {
        let world = AnimationTestWorld()
        let view = world.add("card")
        var finished: Bool?
        View.animate(withDuration: 1, animations: { view.alpha = 0 }) { finished = $0 }
        world.clock.advance(to: 0.3)
        view.alpha = 0.7
        #expect(view.presentation.alpha == 0.7)
        world.clock.advance(to: 1)
        #expect(finished == true)
    }

    @Test func viewUnderNoEngineChangesAtOnceAndCompletesBeforeReturning() {
        let loose = View(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "loose")
        var finished: Bool?
        View.animate(withDuration: 1, animations: { loose.alpha = 0.25 }) { finished = $0 }
        #expect(finished == true)
        #expect(loose.presentation.alpha == 0.25)
        #expect(!loose.hasAnimations)
    }

    @Test func emptyBlockInsideACaptureCompletesOnTheNextClockTurn() {
        let world = AnimationTestWorld()
        var finished: Bool?
        let group = world.engine.captureAnimations {
            View.animate(withDuration: 1, animations: {}) { finished = $0 }
        }
        #expect(finished == nil)
        #expect(group.capturedCount == 0)
        world.clock.advance(by: 0)
        #expect(finished == true)
        #expect(world.clock.now == 0)
    }

    @Test func removeAllAnimationsCompletesUnfinished() {
        let world = AnimationTestWorld()
        let view = world.add("card")
        var finished: Bool?
        View.animate(withDuration: 1, animations: { view.alpha = 0; view.center = .zero }) { finished = $0 }
        world.clock.advance(to: 0.2)
        view.removeAllAnimations()
        #expect(view.presentation == view.modelValues)
        world.clock.advance(by: 0)
        #expect(finished == false)
        #expect(world.clock.now == 0.2)
    }

    @Test func performWithoutAnimationIsImmediateInsideABlock() {
        let world = AnimationTestWorld()
        let view = world.add("card")
        View.animate(withDuration: 1) {
            View.performWithoutAnimation { view.alpha = 0.5 }
        }
        #expect(view.presentation.alpha == 0.5)
        #expect(!view.hasAnimations)
    }

    @Test func maskOvalGrowsFromASmallRectToACoveringCircle() {
        let world = AnimationTestWorld()
        let view = world.add("to", world.root.bounds)
        let start = MaskShape.oval(Rect(x: 120, y: 320, width: 50, height: 50))
        let centre = Point(x: 145, y: 345)
        let radius = ((400 - 145.0) * (400 - 145.0) + (800 - 345.0) * (800 - 345.0)).squareRoot()
        view.mask = start
        View.animate(withDuration: 0.5, options: .curveLinear) {
            view.mask = .circle(center: centre, radius: radius)
        }
        world.clock.advance(to: 0.25)
        guard case .oval(let rect) = view.presentation.mask else {
            Issue.record("mask is \(String(describing: view.presentation.mask))")
            return
        }
        #expect(abs(rect.width - (50 + 2 * radius) / 2) < 1e-9)
        #expect(abs(rect.midX - 145) < 1e-9)
        world.clock.advance(to: 0.5)
        #expect(view.presentation.mask?.contains(Point(x: 399, y: 799)) == true)
        #expect(view.presentation.mask?.contains(Point(x: 0, y: 0)) == true)
    }

    @Test func allowUserInteractionKeepsHitTestingOn() {
        let world = AnimationTestWorld()
        let view = world.add("card", Rect(x: 0, y: 0, width: 100, height: 100))
        View.animate(withDuration: 1, animations: { view.alpha = 0.5 })
        #expect(view.isInteractionBlockedByAnimation)
        #expect(world.root.hitTest(Point(x: 10, y: 10)) === world.root)
        world.clock.advance(to: 1)
        #expect(world.root.hitTest(Point(x: 10, y: 10)) === view)
        View.animate(withDuration: 1, options: .allowUserInteraction, animations: { view.alpha = 1 })
        #expect(world.root.hitTest(Point(x: 10, y: 10)) === view)
    }

    @Test func engineTicksAtItsRateOnlyWhileAnimating() {
        let world = AnimationTestWorld(frameRate: 60)
        let view = world.add("card")
        var frames: [Double] = []
        world.engine.addFrameObserver { frames.append($0) }
        View.animate(withDuration: 0.105, animations: { view.alpha = 0 })
        #expect(world.engine.isAnimating)
        world.clock.advance(to: 1)
        #expect(!world.engine.isAnimating)
        #expect(frames.count == 6)
        #expect(abs((frames.first ?? 0) - 1.0 / 60) < 1e-12)
        #expect(world.clock.pendingCallbackCount == 0)
    }

    @Test func worldsOnDifferentThreadsDoNotInterfere() {
        let results = ConcurrentResults(Array(repeating: 0.0, count: 8))
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            let world = AnimationTestWorld()
            let view = world.add("card")
            for _ in 0..<50 {
                View.animate(withDuration: 1, options: .curveLinear, animations: { view.alpha = Double(index) / 8 })
                world.clock.advance(by: 0.5)
            }
            results.set(index, view.presentation.alpha)
        }
        for index in 0..<8 {
            // Each step starts from the presented value and goes half way: p − a halves 50 times.
            let target = Double(index) / 8
            var expected = 1.0
            for _ in 0..<50 { expected += (target - expected) * 0.5 }
            #expect(abs(results.get(index) - expected) < 1e-12, "world \(index)")
        }
    }
}

/// A lock-protected array the concurrent test writes its per-world results into.
private final class ConcurrentResults: @unchecked Sendable {
    private var values: [Double]
    private let lock = DispatchSemaphore(value: 1)
    init(_ values: [Double]) { self.values = values }
    func set(_ index: Int, _ value: Double) {
        lock.wait()
        values[index] = value
        lock.signal()
    }
    func get(_ index: Int) -> Double {
        lock.wait()
        defer { lock.signal() }
        return values[index]
    }
}
