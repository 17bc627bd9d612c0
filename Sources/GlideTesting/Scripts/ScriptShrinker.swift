/// Cuts a failing script down to a small one that still fails.
///
/// Greedy and deterministic: it tries smaller variants in a fixed order and keeps the first that
/// still fails, until none does (or `maxAttempts` predicate calls are spent). Variants, from
/// coarse to fine: drop runs of steps (halves, quarters, … single steps, as delta debugging
/// does); then per step: fewer samples in a move (one, or half), a shorter move (half the
/// distance and duration, or one axis only), no jitter, bend or irregular sampling, fewer fingers,
/// default gaps instead of odd ones, shorter pauses and holds, no resync jump, and a device loss
/// turned into a plain lift. A variant counts only when `Size` says it is smaller, so shrinking
/// always ends.
public struct ScriptShrinker: Sendable {
    /// How small a script is, compared in this order: frames, steps, fingers, oddities, magnitude.
    public struct Size: Comparable, Sendable, CustomStringConvertible {
        /// Frames it renders to.
        public var frames: Int
        /// Steps it has.
        public var steps: Int
        /// Fingers put down, over all steps.
        public var fingers: Int
        /// Jitter, bends, irregular sampling, odd gaps and timestamps, resync jumps, device losses.
        public var oddities: Int
        /// Millimetres moved and seconds spent, summed.
        public var magnitude: Double

        /// Lexicographic order over the fields.
        public static func < (lhs: Size, rhs: Size) -> Bool {
            (lhs.frames, lhs.steps, lhs.fingers, lhs.oddities, lhs.magnitude) < (rhs.frames, rhs.steps, rhs.fingers, rhs.oddities, rhs.magnitude)
        }

        /// "12 frames, 4 steps".
        public var description: String { "\(frames) frames, \(steps) steps" }
    }

    /// The most predicate calls one shrink may make.
    public var maxAttempts: Int

    /// A shrinker making at most `maxAttempts` predicate calls.
    public init(maxAttempts: Int = 400) {
        self.maxAttempts = maxAttempts
    }

    /// The smallest variant of `script` found for which `stillFails` holds (`script` itself when none).
    public func shrink(_ script: GestureScript, stillFails: (GestureScript) -> Bool) -> GestureScript {
        var current = script
        var currentSize = Self.size(of: current)
        var attempts = 0
        var improved = true
        while improved && attempts < maxAttempts {
            improved = false
            for candidate in Self.candidates(of: current) {
                let size = Self.size(of: candidate)
                guard size < currentSize else { continue }
                attempts += 1
                if stillFails(candidate) {
                    current = candidate
                    currentSize = size
                    improved = true
                    break
                }
                if attempts >= maxAttempts { break }
            }
        }
        return current
    }

    /// How small `script` is.
    public static func size(of script: GestureScript) -> Size {
        var size = Size(frames: script.frameCount, steps: script.steps.count, fingers: 0, oddities: 0, magnitude: 0)
        let standardGap = GestureScript.frameInterval
        func odd(_ flag: Bool) { if flag { size.oddities += 1 } }
        for step in script.steps {
            switch step {
            case .down(let points, let after):
                size.fingers += points.count
                odd(after != standardGap)
            case .move(let motion):
                odd(motion.jitter != 0)
                odd(motion.bend != 0)
                odd(motion.spread != 0)
                size.magnitude += abs(motion.dx) + abs(motion.dy) + abs(motion.duration)
            case .pause(let seconds):
                size.magnitude += abs(seconds)
            case .lift(_, let after):
                odd(after != standardGap)
            case .tap(_, let fingers, let hold, let after):
                size.fingers += fingers
                odd(after != standardGap)
                size.magnitude += abs(hold)
            case .click(let hold, let after):
                odd(after != standardGap)
                size.magnitude += abs(hold)
            case .synDropped(let dx, let dy, let after):
                size.oddities += 1
                odd(after != standardGap)
                size.magnitude += abs(dx) + abs(dy)
            case .duplicateTimestamp:
                size.oddities += 1
            case .backwardsTimestamp(let seconds):
                size.oddities += 1
                size.magnitude += abs(seconds)
            case .deviceLost:
                size.oddities += 1
            }
        }
        return size
    }

    /// The variants to try, coarse first.
    static func candidates(of script: GestureScript) -> [GestureScript] {
        var result: [GestureScript] = []
        let count = script.steps.count
        var chunk = count / 2
        while chunk >= 1 {
            for start in stride(from: 0, to: count, by: chunk) {
                var copy = script
                copy.steps.removeSubrange(start..<min(start + chunk, count))
                result.append(copy)
            }
            chunk /= 2
        }
        for index in script.steps.indices {
            for replacement in simplifications(of: script.steps[index]) {
                var copy = script
                copy.steps[index] = replacement
                if let lossIndex = copy.steps.firstIndex(of: .deviceLost), lossIndex < copy.steps.count - 1 { continue }
                result.append(copy)
            }
        }
        return result
    }

    /// Simpler forms of one step.
    static func simplifications(of step: GestureStep) -> [GestureStep] {
        let gap = GestureScript.frameInterval
        switch step {
        case .down(let points, let after):
            var result: [GestureStep] = []
            if points.count > 1 { result.append(.down(Array(points.dropLast()), after: after)) }
            if after != gap { result.append(.down(points, after: gap)) }
            return result
        case .move(let motion):
            var result: [GestureStep] = []
            func variant(_ change: (inout Motion) -> Void) {
                var copy = motion
                change(&copy)
                if copy != motion { result.append(.move(copy)) }
            }
            if motion.sampleCount > 1 {
                variant { $0.rate = 1 / max($0.duration, 1e-6) }
                variant { $0.rate /= 2 }
            }
            variant { $0.dx /= 2; $0.dy /= 2; $0.duration /= 2 }
            if motion.dx != 0 && motion.dy != 0 {
                variant { $0.dy = 0 }
                variant { $0.dx = 0 }
            }
            variant { $0.jitter = 0 }
            variant { $0.bend = 0 }
            variant { $0.spread = 0 }
            return result
        case .pause(let seconds):
            return seconds > 0.001 ? [.pause(seconds / 2)] : []
        case .lift(let count, let after):
            return after != gap ? [.lift(count: count, after: gap)] : []
        case .tap(let point, let fingers, let hold, let after):
            var result: [GestureStep] = []
            if fingers > 1 { result.append(.tap(at: point, fingers: 1, hold: hold, after: after)) }
            if hold > 0.02 { result.append(.tap(at: point, fingers: fingers, hold: hold / 2, after: after)) }
            if after != gap { result.append(.tap(at: point, fingers: fingers, hold: hold, after: gap)) }
            return result
        case .click(let hold, let after):
            var result: [GestureStep] = []
            if hold > 0.02 { result.append(.click(hold: hold / 2, after: after)) }
            if after != gap { result.append(.click(hold: hold, after: gap)) }
            return result
        case .synDropped(let dx, let dy, let after):
            var result: [GestureStep] = []
            if dx != 0 || dy != 0 { result.append(.synDropped(dx: 0, dy: 0, after: after)) }
            if after != gap { result.append(.synDropped(dx: dx, dy: dy, after: gap)) }
            return result
        case .duplicateTimestamp:
            return []
        case .backwardsTimestamp(let seconds):
            return seconds > 0.001 ? [.backwardsTimestamp(seconds / 2)] : []
        case .deviceLost:
            return [.lift(count: GestureStep.allFingers, after: gap)]
        }
    }
}
