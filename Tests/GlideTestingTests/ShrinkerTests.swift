import GlideTesting
import Testing

/// The shrinker: what it keeps is still failing, and nothing smaller it could try still fails.
@Suite struct ShrinkerTests {
    let shrinker = ScriptShrinker()

    /// A large script: every generated script of these seeds, concatenated on one touchpad.
    func bigScript() -> GestureScript {
        let generator = GestureScriptGenerator(devices: [.touchpad()], includesDeviceLoss: false)
        var script = GestureScript(device: .touchpad())
        for seed in UInt64(10)..<14 { script.steps += generator.script(seed: seed).steps }
        return script
    }

    /// True when some frame has two fingers or more and a later frame none.
    static func twoFingersThenNone(_ script: GestureScript) -> Bool {
        let counts = script.trace.frames.map(\.fingerCount)
        guard let two = counts.firstIndex(where: { $0 >= 2 }) else { return false }
        return counts[two...].contains(0)
    }

    @Test func aPredicateOnFingersShrinksToADownAndALift() throws {
        let script = bigScript()
        try #require(Self.twoFingersThenNone(script))
        let shrunk = shrinker.shrink(script, stillFails: Self.twoFingersThenNone)
        #expect(Self.twoFingersThenNone(shrunk))
        #expect(shrunk.frameCount == 2)
        #expect(shrunk.steps.count == 2)
        guard case .down(let points, _) = shrunk.steps.first, case .lift = shrunk.steps.last else {
            Issue.record("expected down then lift, got \(shrunk)")
            return
        }
        #expect(points.count == 2)
        #expect(ScriptShrinker.size(of: shrunk) < ScriptShrinker.size(of: script))
    }

    /// True when the first finger travels at least 20 mm to the right.
    static func travelsRight(_ script: GestureScript) -> Bool {
        let xs = script.trace.frames.compactMap { $0.touches.first?.mm.x }
        guard let first = xs.first else { return false }
        return xs.contains { $0 - first >= 20 }
    }

    @Test func aPredicateOnTravelShrinksToOneSampleWithoutNoise() throws {
        var script = GestureScript(device: .touchpad())
        script.pause(0.4)
        script.click()
        script.down(fingers: 3, at: SurfacePoint(x: 10, y: 30), after: 0.03)
        script.move(dx: 30, dy: 12, duration: 0.4, rate: 240, jitter: 0.4, bend: 0.2, spread: 0.5)
        script.synDropped(dx: 4, dy: 4)
        script.move(dx: 20, dy: 0, duration: 0.2)
        script.lift()
        try #require(Self.travelsRight(script))
        let shrunk = shrinker.shrink(script, stillFails: Self.travelsRight)
        #expect(Self.travelsRight(shrunk))
        #expect(shrunk.frameCount == 2)
        guard shrunk.steps.count == 2, case .down(let points, let after) = shrunk.steps[0], case .move(let motion) = shrunk.steps[1] else {
            Issue.record("expected down then move, got \(shrunk)")
            return
        }
        #expect(points.count == 1)
        #expect(after == GestureScript.frameInterval)
        #expect(motion.sampleCount == 1)
        #expect(motion.jitter == 0 && motion.bend == 0 && motion.spread == 0 && motion.dy == 0)
        #expect(motion.dx >= 20)
    }

    @Test func everySingleStepIsNeeded() {
        let shrunk = shrinker.shrink(bigScript(), stillFails: Self.twoFingersThenNone)
        for index in shrunk.steps.indices {
            var smaller = shrunk
            smaller.steps.remove(at: index)
            #expect(!Self.twoFingersThenNone(smaller))
        }
    }

    @Test func aScriptThatNeverFailsComesBackUnchanged() {
        let script = bigScript()
        #expect(shrinker.shrink(script) { _ in false } == script)
    }

    @Test func theAttemptBudgetIsKept() {
        let counter = Counter()
        _ = ScriptShrinker(maxAttempts: 7).shrink(bigScript()) { _ in
            counter.count += 1
            return false
        }
        #expect(counter.count == 7)
    }

    final class Counter {
        var count = 0
    }
}
