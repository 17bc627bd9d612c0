import Testing
@testable import GlideUI

@Suite struct SpringTimingTests {
    private func samples(_ spring: SpringTiming, duration: Double, count: Int = 2000) -> [Double] {
        (0...count).map { spring.value(atTime: Double($0) / Double(count) * duration, duration: duration) }
    }

    @Test(arguments: [0.2, 0.5, 0.8, 1.0, 1.5])
    func settlesExactlyAtTheDuration(damping: Double) {
        let spring = SpringTiming(dampingRatio: damping, initialVelocity: 0)
        #expect(spring.value(atTime: 0, duration: 0.5) == 0)
        #expect(spring.value(atTime: 0.5, duration: 0.5) == 1)
        #expect(spring.value(atTime: 0.9, duration: 0.5) == 1)
        // Within the last 5 % of the duration it is already within 1 % of the end.
        for value in samples(spring, duration: 0.5).suffix(100) {
            #expect(abs(value - 1) < 0.01)
        }
    }

    @Test(arguments: [0.3, 0.6, 0.8])
    func underdampedSpringsOvershoot(damping: Double) {
        let peak = samples(SpringTiming(dampingRatio: damping), duration: 1).max() ?? 0
        #expect(peak > 1.001)
    }

    @Test func criticallyDampedSpringDoesNotOvershoot() {
        let peak = samples(SpringTiming(dampingRatio: 1), duration: 1).max() ?? 2
        #expect(peak <= 1 + 1e-12)
        let overdamped = samples(SpringTiming(dampingRatio: 2), duration: 1).max() ?? 2
        #expect(overdamped <= 1 + 1e-12)
    }

    @Test(arguments: [0.6, 1.0, 1.5])
    func initialVelocityIsTheStartSlope(damping: Double) {
        let h = 1e-7
        for velocity in [0.0, 1.0, 5.0] {
            let spring = SpringTiming(dampingRatio: damping, initialVelocity: velocity)
            let slope = spring.value(atTime: h, duration: 0.8) / h
            #expect(abs(slope - velocity) < 1e-3 * max(1, velocity) + 1e-2, "velocity \(velocity)")
        }
        let slow = SpringTiming(dampingRatio: damping, initialVelocity: 0).value(atTime: 0.02, duration: 0.8)
        let fast = SpringTiming(dampingRatio: damping, initialVelocity: 5).value(atTime: 0.02, duration: 0.8)
        #expect(fast > slow + 0.05)
    }

    @Test func invalidParametersAreTolerated() {
        #expect(SpringTiming(dampingRatio: 0).dampingRatio == 0.01)
        #expect(SpringTiming(dampingRatio: -1).dampingRatio == 0.01)
        #expect(SpringTiming(dampingRatio: .nan, initialVelocity: .infinity).initialVelocity == 0)
        let spring = SpringTiming(dampingRatio: 0)
        #expect(samples(spring, duration: 1).allSatisfy { $0.isFinite })
        #expect(spring.value(atTime: 1, duration: 1) == 1)
    }

    @Test func zeroDurationJumpsToTheEnd() {
        #expect(SpringTiming(dampingRatio: 0.5).value(atTime: 0, duration: 0) == 1)
    }
}
