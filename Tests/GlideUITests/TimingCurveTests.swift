import Testing
@testable import GlideUI

/// An independent evaluation of a CSS/CA cubic Bézier: plain bisection on x(s), then y(s).
private func referenceBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at t: Double) -> Double {
    func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        // Bernstein form written out, not shared with the implementation.
        let a = 1 - s
        return 3 * p1 * s * a * a + 3 * p2 * s * s * a + s * s * s
    }
    var low = 0.0, high = 1.0
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if coordinate(mid, x1, x2) < t { low = mid } else { high = mid }
    }
    return coordinate((low + high) / 2, y1, y2)
}

@Suite struct TimingCurveTests {
    @Test func easeInOutIsHalfAtHalfTime() {
        #expect(abs(TimingCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-9)
    }

    @Test(arguments: [0.1, 0.25, 0.3, 0.5, 0.7, 0.9, 0.99])
    func easeInMatchesAnIndependentEvaluation(t: Double) {
        let expected = referenceBezier(0.42, 0, 1, 1, at: t)
        #expect(abs(TimingCurve.easeIn.value(at: t) - expected) < 1e-9)
    }

    @Test(arguments: [
        (TimingCurve.easeOut, (0.0, 0.0, 0.58, 1.0)),
        (TimingCurve.default, (0.25, 0.1, 0.25, 1.0)),
        (TimingCurve(0.68, -0.55, 0.265, 1.55), (0.68, -0.55, 0.265, 1.55)),
    ])
    func namedAndCustomCurvesMatchTheReference(curve: TimingCurve, points: (Double, Double, Double, Double)) {
        for step in 1..<20 {
            let t = Double(step) / 20
            let expected = referenceBezier(points.0, points.1, points.2, points.3, at: t)
            #expect(abs(curve.value(at: t) - expected) < 1e-9, "t = \(t)")
        }
    }

    @Test func linearIsTheIdentity() {
        for t in [0.0, 0.125, 0.5, 0.8, 1.0] {
            #expect(TimingCurve.linear.value(at: t) == t)
        }
    }

    @Test(arguments: [TimingCurve.linear, .easeIn, .easeOut, .easeInOut, .default])
    func standardCurvesAreMonotonicAndPinnedAtTheEnds(curve: TimingCurve) {
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        #expect(curve.value(at: -3) == 0)
        #expect(curve.value(at: 7) == 1)
        var previous = 0.0
        for step in 1...1000 {
            let value = curve.value(at: Double(step) / 1000)
            #expect(value >= previous)
            previous = value
        }
    }

    @Test func easeInStartsSlowAndEaseOutEndsSlow() {
        #expect(TimingCurve.easeIn.value(at: 0.2) < 0.2)
        #expect(TimingCurve.easeOut.value(at: 0.2) > 0.2)
        #expect(TimingCurve.easeOut.value(at: 0.8) > 0.8)
    }

    @Test func outOfRangeControlXIsClamped() {
        let curve = TimingCurve(-1, 0, 2, 1)
        #expect(curve.controlPoint1.x == 0)
        #expect(curve.controlPoint2.x == 1)
        #expect(curve.value(at: 0.5).isFinite)
    }

    @Test func solverReachesTheRequestedPrecision() {
        let curve = TimingCurve.easeInOut
        for step in 1..<100 {
            let t = Double(step) / 100
            let s = curve.parameter(forX: t)
            #expect(abs(TimingCurve.bezier(s, 0.42, 0.58) - t) < 1e-12)
        }
    }
}
