import GlideGestures
import GlideInput
import Testing

/// A small deterministic generator (SplitMix64), so every run explores the same scripts.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<bound.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// A number in `range`.
    mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * Double(next() >> 11) / Double(1 << 53)
    }
}

/// One step of a random gesture script.
enum ScriptStep {
    case frame(TouchFrame, largestFingerMove: Double)
    case advance(Int64)
    case reset(Int64)
}

/// Random scripts: fingers landing, lifting and moving (sometimes wildly), irregular,
/// repeated and backwards timestamps, resynced frames, more fingers than slots, clicks,
/// clock advances and resets.
func randomScript(seed: UInt64, steps: Int, semiMT: Bool) -> [ScriptStep] {
    var random = SplitMix64(seed: seed)
    var script = FrameScript()
    script.semiMT = semiMT
    var result: [ScriptStep] = []
    for _ in 0..<steps {
        let roll = random.below(100)
        var largestMove = 0.0
        switch roll {
        case 0..<10 where script.fingerIDs.count < 5:
            script.down(x: random.double(in: 0...100), y: random.double(in: 0...100))
        case 10..<18 where !script.fingerIDs.isEmpty:
            script.up(script.fingerIDs[random.below(script.fingerIDs.count)])
        case 18..<20:
            script.upAll()
        case 20..<22:
            script.extraFingers = random.below(3)
        case 22..<24:
            script.buttons = script.buttons.isEmpty ? [KeyCode.btnLeft] : []
        case 24..<26:
            result.append(.advance(script.time + Int64(random.below(300_000))))
            continue
        case 26..<27:
            result.append(.reset(script.time))
            continue
        default:
            let common = (random.double(in: -6...6), random.double(in: -6...6))
            for id in script.fingerIDs {
                let wild = random.below(20) == 0 ? 40.0 : 1.0
                let dx = (common.0 + random.double(in: -1...1)) * wild
                let dy = (common.1 + random.double(in: -1...1)) * wild
                script.move(id, dx: dx, dy: dy)
                largestMove = max(largestMove, (dx * dx + dy * dy).squareRoot())
            }
        }
        let gap: Double = switch random.below(10) {
        case 0: 0
        case 1: -3
        case 2: random.double(in: 50...400)
        default: random.double(in: 4...14)
        }
        let frame = gap < 0 ? script.frame(at: script.time + Int64(gap * 1000)) : script.frame(after: gap, resynced: random.below(40) == 0)
        result.append(.frame(frame, largestFingerMove: largestMove))
    }
    return result
}

@Suite struct RecognizerFuzzTests {
    /// The states a continuous recognizer may announce after `previous` (nil: none yet in this gesture).
    private func isLegal(_ state: GestureRecognizerState, after previous: GestureRecognizerState?) -> Bool {
        switch state {
        case .possible: false
        case .began, .failed: previous?.isTerminal ?? true
        case .changed, .ended, .cancelled: previous == .began || previous == .changed
        }
    }

    private func run(_ steps: [ScriptStep], pan: PanGestureRecognizer) -> [String] {
        var log: [String] = []
        pan.addTarget { log.append("\($0.state)@\($0.stateTimes[$0.state] ?? -1) \($0.translation.dx),\($0.translation.dy)") }
        var previous: GestureRecognizerState?
        pan.addTarget { pan in
            #expect(self.isLegal(pan.state, after: previous), "\(pan.state) after \(String(describing: previous))")
            previous = pan.state
        }
        for step in steps {
            switch step {
            case .frame(let frame, let largestMove):
                let before = pan.translation
                pan.handle(frame)
                #expect(pan.translation.isFinite && pan.velocity.isFinite)
                let jump = (pan.translation - before).length
                if pan.state.isActive {
                    // The mean motion of matched fingers: never more than the largest finger move.
                    let bound = frame.resynced ? 0 : largestMove + 1e-9
                    #expect(jump <= bound, "translation jumped \(jump) while no finger moved more than \(largestMove)")
                }
            case .advance(let time):
                pan.advance(to: time)
            case .reset(let time):
                pan.reset(at: time)
            }
        }
        return log
    }

    @Test(arguments: [false, true])
    func randomScriptsKeepThePanInvariants(semiMT: Bool) {
        var began = 0
        for seed in UInt64(1)...60 {
            let steps = randomScript(seed: seed, steps: 300, semiMT: semiMT)
            let configurations: [PanGestureRecognizer.Configuration] = [
                .touchscreen, .touchpad(mapping: FrameScript.touchpadMapping), .touchpad(fingers: 1...3, mapping: FrameScript.touchpadMapping),
            ]
            for configuration in configurations {
                let pan = PanGestureRecognizer(mapping: FrameScript.touchpadMapping, configuration: configuration)
                if semiMT {
                    pan.addTarget { pan in
                        guard pan.state == .began || pan.state == .changed else { return }
                        #expect(pan.numberOfTouches <= 2, "a semi-MT device panned with \(pan.numberOfTouches) fingers (seed \(seed))")
                    }
                }
                let first = run(steps, pan: pan)
                let second = run(steps, pan: PanGestureRecognizer(mapping: FrameScript.touchpadMapping, configuration: configuration))
                #expect(first == second, "the same script gave different transcripts (seed \(seed))")
                began += first.filter { $0.hasPrefix("began") }.count
            }
        }
        #expect(began > 100, "the scripts began only \(began) pans")
    }

    @Test func randomScriptsOnlyEverRecogniseOrFailTaps() {
        for seed in UInt64(100)...160 {
            let tap = TapGestureRecognizer(mapping: FrameScript.touchpadMapping,
                                           configuration: .touchpad(taps: 1 + Int(seed % 2), mapping: FrameScript.touchpadMapping))
            var announced: [GestureRecognizerState] = []
            tap.addTarget { announced.append($0.state) }
            for step in randomScript(seed: seed, steps: 300, semiMT: false) {
                switch step {
                case .frame(let frame, _): tap.handle(frame)
                case .advance(let time): tap.advance(to: time)
                case .reset(let time): tap.reset(at: time)
                }
            }
            #expect(announced.allSatisfy { $0 == .ended || $0 == .failed })
            #expect(announced.contains(.ended) || announced.contains(.failed), "seed \(seed) exercised nothing")
        }
    }
}
