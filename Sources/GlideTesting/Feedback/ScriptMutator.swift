import GlideInput

/// Changes a gesture script a little, deterministically from a `SplitMix64`: what guided fuzzing
/// does to the scripts that reached something new.
///
/// Each mutant takes one to three `Mutation`s in a row. Most work on the steps alone; two ask a
/// `probe` (a plain replay of a script in the case's world) where the script's edges are:
/// `releaseAtThreshold` scales the stroke before a lift until the release's percent lands on its
/// policy's threshold (a false-position search of at most `probeLimit` replays of the script up to that
/// lift, for up to three lifts, since the threshold's distance in millimetres depends on the
/// world's container and mapping), and `grabNearEnd` lands fingers within a frame before the completion started by
/// a lift is due to end (the completion's length read from one replay up to that lift). Steps after a
/// device loss are dropped and a mutant keeps at most `maxSteps` steps, so every mutant is a
/// valid script.
public struct ScriptMutator: Sendable {
    /// One kind of change.
    public enum Mutation: CaseIterable, Sendable {
        /// A new step (a pause, a finger, a lift, a move, a resync, an odd timestamp, a tap) somewhere.
        case insertStep
        /// One to three steps in a row removed.
        case deleteSteps
        /// A move cut in two at a sample, a pause between the halves.
        case splitMove
        /// A move, pause or gap shortened to a single frame (or none).
        case singleFrame
        /// A move, pause or gap stretched or shrunk by a factor of 0.25…4.
        case retime
        /// A finger lands before a move.
        case addFinger
        /// The last finger lifts before a move.
        case liftFinger
        /// A `SYN_DROPPED` jump at a chosen sample of a move.
        case synDropped
        /// The device is lost at a chosen sample of a move; the script ends there.
        case deviceLost
        /// The stroke before a lift scaled so that its release lands on the threshold (probes).
        case releaseAtThreshold
        /// Fingers land within a frame before a lift's completion ends, and move (probes).
        case grabNearEnd
    }

    /// A plain replay of a script in the world being fuzzed, or nil when it cannot run.
    public typealias Probe = (GestureScript) -> ReplayRun?

    /// The most steps a mutant keeps.
    public var maxSteps: Int
    /// The most replays one probing mutation makes.
    public var probeLimit: Int

    /// A mutator keeping at most `maxSteps` steps, making at most `probeLimit` replays per probing mutation.
    public init(maxSteps: Int = 64, probeLimit: Int = 3) {
        self.maxSteps = maxSteps
        self.probeLimit = probeLimit
    }

    /// A mutant of `script`: one to three mutations drawn from `random`, probing with `probe`.
    public func mutate(_ script: GestureScript, using random: inout SplitMix64, probe: Probe) -> GestureScript {
        var mutant = script
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let mutation = Mutation.allCases[Int.random(in: 0..<Mutation.allCases.count, using: &random)]
            mutant = apply(mutation, to: mutant, using: &random, probe: probe)
        }
        return mutant
    }

    /// `script` with `mutation` applied once (unchanged when the script has nothing it applies to).
    public func apply(_ mutation: Mutation, to script: GestureScript, using random: inout SplitMix64, probe: Probe) -> GestureScript {
        var steps = script.steps
        let device = script.device
        func pick(_ indices: [Int]) -> Int? { indices.isEmpty ? nil : indices[Int.random(in: 0..<indices.count, using: &random)] }
        let moves = steps.indices.filter { if case .move = steps[$0] { true } else { false } }
        switch mutation {
        case .insertStep:
            steps.insert(randomStep(on: device, using: &random), at: Int.random(in: 0...steps.count, using: &random))
        case .deleteSteps:
            guard !steps.isEmpty else { break }
            let start = Int.random(in: 0..<steps.count, using: &random)
            steps.removeSubrange(start..<min(steps.count, start + Int.random(in: 1...3, using: &random)))
        case .splitMove:
            guard let index = pick(moves), case .move(let motion) = steps[index] else { break }
            let (first, second) = Self.split(motion, at: Double.random(in: 0.1...0.9, using: &random))
            steps.replaceSubrange(index...index, with: [.move(first), .pause(Self.round(Double.random(in: 0...0.3, using: &random))), .move(second)])
        case .singleFrame, .retime:
            let timed = steps.indices.filter { Self.retimed(steps[$0], by: 1) != nil }
            guard let index = pick(timed) else { break }
            let factor = mutation == .singleFrame ? 0 : [0.25, 0.5, 2, 4][Int.random(in: 0..<4, using: &random)]
            steps[index] = Self.retimed(steps[index], by: factor) ?? steps[index]
        case .addFinger, .liftFinger:
            guard let index = pick(moves) else { break }
            steps.insert(mutation == .addFinger ? .down([randomPoint(on: device, using: &random)], after: GestureScript.frameInterval)
                : .lift(count: 1, after: GestureScript.frameInterval), at: index)
        case .synDropped, .deviceLost:
            guard let index = pick(moves), case .move(let motion) = steps[index] else { break }
            let (first, second) = Self.split(motion, at: Double.random(in: 0...1, using: &random))
            if mutation == .deviceLost {
                steps.replaceSubrange(index..., with: [.move(first), .deviceLost])
            } else {
                let (dx, dy) = (Self.round(Double.random(in: -10...10, using: &random)), Self.round(Double.random(in: -10...10, using: &random)))
                steps.replaceSubrange(index...index, with: [.move(first), .synDropped(dx: dx, dy: dy, after: GestureScript.frameInterval), .move(second)])
            }
        case .releaseAtThreshold:
            // The first of up to three lifts after a move, in random order, whose release the threshold decided.
            let lifts = steps.indices.filter { if case .lift = steps[$0], $0 > 0, case .move = steps[$0 - 1] { true } else { false } }
            for lift in lifts.shuffled(using: &random).prefix(3) {
                let moved = releasedAtThreshold(GestureScript(device: device, steps: steps), lift: lift, probe: probe)
                if moved.steps != steps {
                    steps = moved.steps
                    break
                }
            }
        case .grabNearEnd:
            let lifts = steps.indices.filter { if case .lift = steps[$0] { true } else { false } }
            guard let lift = pick(lifts) else { break }
            let prefix = GestureScript(device: device, steps: Array(steps[...lift]))
            guard let outcome = probe(prefix)?.outcomes.last, let release = outcome.releaseMilliseconds, outcome.endMilliseconds > release else { break }
            // Lands 1…15 ms before the completion's end: the grab is the frame the fingers land in.
            let lead = Double.random(in: 0.001...0.015, using: &random)
            let landing = Self.round(max(0, (outcome.endMilliseconds - release) / 1000 - lead), places: 6)
            let motion = Motion(dx: Self.round(Double.random(in: -20...20, using: &random)), dy: 0, duration: 2 * GestureScript.frameInterval, seed: random.next())
            steps.insert(contentsOf: [.down(GestureScript.row(of: 2, at: randomPoint(on: device, using: &random), spacing: 12), after: landing),
                                      .move(motion), .lift(count: GestureStep.allFingers, after: GestureScript.frameInterval)], at: lift + 1)
        }
        if let loss = steps.firstIndex(of: .deviceLost) { steps.removeSubrange((loss + 1)...) }
        if steps.count > maxSteps { steps.removeSubrange(maxSteps...) }
        return GestureScript(device: device, steps: steps)
    }

    /// `script` with the move before step `lift` scaled so that the release at `lift` lands on its
    /// policy's threshold, as near as `probeLimit` replays of the script up to `lift` find: false
    /// position between the closest factors found below and above the threshold (the percent
    /// steps by a device unit, so it can land exactly), from the stroke as it is; `script` when
    /// that release had no percent.
    func releasedAtThreshold(_ script: GestureScript, lift: Int, probe: Probe) -> GestureScript {
        guard case .move(let motion) = script.steps[lift - 1] else { return script }
        func scaled(_ factor: Double) -> GestureScript {
            var copy = script
            var changed = motion
            changed.dx *= factor
            changed.dy *= factor
            copy.steps[lift - 1] = .move(changed)
            return copy
        }
        /// The release percent at `lift` and its threshold, with the stroke scaled by `factor`.
        func release(_ factor: Double) -> (percent: Double, threshold: Double)? {
            let prefix = GestureScript(device: script.device, steps: Array(scaled(factor).steps[...lift]))
            guard let run = probe(prefix), let outcome = run.outcomes.last, outcome.interactive, let percent = outcome.percentAtRelease,
                  let threshold = outcome.release.restingThreshold
            else { return nil }
            return (percent, threshold)
        }
        guard let first = release(1), first.percent > 0 else { return script }
        let threshold = first.threshold
        // The closest factors found below and above the threshold; no stroke is taken to give no percent.
        var below = (factor: 0.0, percent: 0.0)
        var above: (factor: Double, percent: Double)?
        var best = (factor: 1.0, miss: abs(first.percent - threshold))
        func note(_ factor: Double, _ percent: Double) {
            if abs(percent - threshold) < best.miss { best = (factor, abs(percent - threshold)) }
            if percent < threshold { below = (factor, percent) } else { above = (factor, percent) }
        }
        note(1, first.percent)
        for _ in 1..<max(probeLimit, 2) where best.miss > 1e-9 {
            let next = above.map { above in below.factor + (threshold - below.percent) * (above.factor - below.factor) / (above.percent - below.percent) }
                ?? below.factor * threshold / below.percent
            guard next.isFinite, next > 0, let measured = release(next) else { break }
            note(next, measured.percent)
        }
        return scaled(best.factor)
    }

    /// A random step to insert.
    private func randomStep(on device: SyntheticDevice, using random: inout SplitMix64) -> GestureStep {
        let gap = Self.round(Double.random(in: 0.004...0.05, using: &random))
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return .pause(Self.round(Double.random(in: 0...0.4, using: &random)))
        case 1: return .down([randomPoint(on: device, using: &random)], after: gap)
        case 2: return .lift(count: Int.random(in: 0..<2, using: &random) == 0 ? 1 : GestureStep.allFingers, after: gap)
        case 3: return .synDropped(dx: Self.round(Double.random(in: -10...10, using: &random)), dy: Self.round(Double.random(in: -10...10, using: &random)), after: gap)
        case 4: return .duplicateTimestamp
        case 5: return .backwardsTimestamp(Self.round(Double.random(in: 0.001...0.05, using: &random)))
        case 6: return .tap(at: randomPoint(on: device, using: &random), fingers: 1, hold: Self.round(Double.random(in: 0.02...0.2, using: &random)), after: gap)
        default:
            let span = Double.random(in: 0.02...0.6, using: &random)
            return .move(Motion(
                dx: Self.round((Double.random(in: 0...1, using: &random) < 0.6 ? span : -span) * device.width),
                dy: Self.round(Double.random(in: -0.1...0.1, using: &random) * device.height),
                duration: Self.round(Double.random(in: GestureScript.frameInterval...0.4, using: &random)), seed: random.next()))
        }
    }

    /// A point in the middle 80 % of the surface.
    private func randomPoint(on device: SyntheticDevice, using random: inout SplitMix64) -> SurfacePoint {
        device.point(x: Self.round(Double.random(in: 0.1...0.9, using: &random)), y: Self.round(Double.random(in: 0.1...0.9, using: &random)))
    }

    /// `motion` cut at `fraction` of its samples (at least one each side when it has two): the same path in two moves.
    static func split(_ motion: Motion, at fraction: Double) -> (Motion, Motion) {
        let samples = motion.sampleCount
        let cut = samples < 2 ? 1 : min(samples - 1, max(1, Int((Double(samples) * fraction).rounded())))
        let share = Double(cut) / Double(samples)
        var first = motion
        var second = motion
        (first.dx, first.dy, first.duration) = (motion.dx * share, motion.dy * share, motion.duration * share)
        (second.dx, second.dy, second.duration) = (motion.dx - first.dx, motion.dy - first.dy, motion.duration - first.duration)
        second.seed = motion.seed &+ 1
        return (first, second)
    }

    /// `step` with its timing scaled by `factor`, 0 meaning a single frame (a move of one sample,
    /// a pause or gap of nothing); nil for a step without a timing.
    static func retimed(_ step: GestureStep, by factor: Double) -> GestureStep? {
        let frame = GestureScript.frameInterval
        func scaled(_ seconds: Double) -> Double { factor == 0 ? frame : round(seconds * factor, places: 6) }
        switch step {
        case .move(var motion):
            motion.duration = factor == 0 ? 1 / motion.rate : scaled(motion.duration)
            return .move(motion)
        case .pause(let seconds): return .pause(factor == 0 ? 0 : scaled(seconds))
        case .down(let points, let after): return .down(points, after: scaled(after))
        case .lift(let count, let after): return .lift(count: count, after: scaled(after))
        case .tap(let point, let fingers, let hold, let after): return .tap(at: point, fingers: fingers, hold: scaled(hold), after: after)
        case .click(let hold, let after): return .click(hold: scaled(hold), after: after)
        case .synDropped(let dx, let dy, let after): return .synDropped(dx: dx, dy: dy, after: scaled(after))
        case .duplicateTimestamp, .backwardsTimestamp, .deviceLost: return nil
        }
    }

    /// `value` to `places` decimals, so mutants print and compare readably.
    static func round(_ value: Double, places: Int = 3) -> Double {
        let scale = (0..<places).reduce(1.0) { power, _ in power * 10 }
        return (value * scale).rounded() / scale
    }
}
