import GlideGestures
import Testing

@Suite struct VelocityEstimatorTests {
    @Test func aSingleSampleGivesZero() {
        var estimator = VelocityEstimator()
        estimator.add(GestureVector(dx: 40, dy: 7), at: 1_000)
        #expect(estimator.velocity == .zero)
    }

    @Test func irregularTimestampsOnALineGiveTheLinesSpeed() {
        var estimator = VelocityEstimator()
        var time: Int64 = 0
        for gap in [3_000, 11_000, 7_000, 1_000, 16_000, 9_000, 4_000, 12_000] as [Int64] {
            time += gap
            // 500 points per second rightward, 100 upward.
            estimator.add(GestureVector(dx: 0.5 * Double(time) / 1000, dy: -0.1 * Double(time) / 1000), at: time)
        }
        #expect(estimator.velocity.dx.isClose(to: 500, within: 1e-6))
        #expect(estimator.velocity.dy.isClose(to: -100, within: 1e-6))
    }

    @Test func onlyTheLastWindowCounts() {
        var estimator = VelocityEstimator(window: 100_000)
        // 1000 pt/s for 200 ms, then 200 pt/s for 200 ms.
        var x = 0.0
        for step in 1...40 {
            x += step <= 20 ? 10 : 2
            estimator.add(GestureVector(dx: x, dy: 0), at: Int64(step) * 10_000)
        }
        #expect(estimator.velocity.dx.isClose(to: 200, within: 1e-6))
    }

    @Test func duplicateTimestampsMergeAndStayFinite() {
        var estimator = VelocityEstimator()
        estimator.add(GestureVector(dx: 0, dy: 0), at: 10_000)
        estimator.add(GestureVector(dx: 5, dy: 0), at: 20_000)
        estimator.add(GestureVector(dx: 6, dy: 0), at: 20_000)
        estimator.add(GestureVector(dx: 7, dy: 0), at: 20_000)
        #expect(estimator.velocity.isFinite)
        #expect(estimator.velocity.dx.isClose(to: 700, within: 1e-6), "the newest position at the shared time counts")
        var same = VelocityEstimator()
        for x in 0..<5 { same.add(GestureVector(dx: Double(x), dy: 0), at: 42) }
        #expect(same.velocity == .zero, "all samples at one instant are a single sample")
    }

    @Test func backwardsTimestampsStayFiniteAndSensible() {
        var estimator = VelocityEstimator()
        let times: [Int64] = [10_000, 20_000, 15_000, 30_000, 5_000, 40_000, 50_000]
        for (i, time) in times.enumerated() {
            estimator.add(GestureVector(dx: Double(i) * 5, dy: 0), at: time)
            #expect(estimator.velocity.isFinite)
            #expect(estimator.velocity.dx >= 0 && estimator.velocity.dx <= 1_000, "step \(i): \(estimator.velocity.dx)")
        }
        // Merged into (10, 0) (20, 10) (30, 20) (40, 25) (50, 30) ms/points: least squares gives 750.
        #expect(estimator.velocity.dx.isClose(to: 750, within: 1e-6))
    }

    @Test func fingersThatRestLongerThanTheWindowSettleToZero() {
        var estimator = VelocityEstimator()
        for step in 1...10 { estimator.add(GestureVector(dx: Double(step) * 10, dy: 0), at: Int64(step) * 10_000) }
        #expect(estimator.velocity.dx.isClose(to: 1_000, within: 1e-6))
        estimator.settle(at: 100_000 + 150_000)
        #expect(estimator.velocity == .zero)
    }

    @Test func sparseFramesUseTheTwoNewestSamples() {
        var estimator = VelocityEstimator()
        estimator.add(GestureVector(dx: 0, dy: 0), at: 0)
        estimator.add(GestureVector(dx: 60, dy: 30), at: 300_000)
        #expect(estimator.velocity.dx.isClose(to: 200, within: 1e-9))
        #expect(estimator.velocity.dy.isClose(to: 100, within: 1e-9))
    }

    @Test func nonFinitePositionsAreIgnored() {
        var estimator = VelocityEstimator()
        estimator.add(GestureVector(dx: 0, dy: 0), at: 0)
        estimator.add(GestureVector(dx: 10, dy: 0), at: 10_000)
        estimator.add(GestureVector(dx: .nan, dy: .infinity), at: 20_000)
        #expect(estimator.velocity.dx.isClose(to: 1_000, within: 1e-9))
    }

    @Test func aPanReportsAFiniteReleaseVelocity() {
        let pan = PanGestureRecognizer(mapping: FrameScript.touchscreenMapping, configuration: .touchscreen)
        var script = FrameScript()
        script.down(x: 10, y: 50)
        pan.handle(script.frame())
        for gap in [8.0, 8, 0, 12, 8, 8, 16, 8] {
            script.moveAll(dx: gap * 0.8, dy: 0)
            pan.handle(script.frame(after: gap))
        }
        // A frame whose timestamp goes 5 ms backwards.
        script.moveAll(dx: 2, dy: 0)
        pan.handle(script.frame(at: script.time - 5_000))
        script.upAll()
        pan.handle(script.frame(after: 8))
        #expect(pan.state == .ended)
        #expect(pan.velocity.isFinite)
        #expect(pan.velocity.dx > 500 && pan.velocity.dx < 1_200, "about 800 points per second, got \(pan.velocity.dx)")
    }
}
