import GlideGestures
import Testing

@Suite struct DirectionGateTests {
    private let gate = DirectionGate.rightward()

    @Test func rightwardDragsPass() {
        #expect(gate.allows(translation: GestureVector(dx: 20, dy: 0), velocity: GestureVector(dx: 300, dy: 0)))
    }

    @Test func rightwardDragsWithSmallDriftEitherWayPass() {
        // The seed refused the first one: any upward component aborted the drag.
        #expect(gate.allows(translation: GestureVector(dx: 20, dy: -1), velocity: GestureVector(dx: 300, dy: -20)))
        #expect(gate.allows(translation: GestureVector(dx: 20, dy: 3), velocity: GestureVector(dx: 300, dy: 40)))
        #expect(gate.allows(translation: GestureVector(dx: 20, dy: -19), velocity: .zero))
    }

    @Test func leftAndVerticalDragsAreRefused() {
        #expect(!gate.allows(translation: GestureVector(dx: -20, dy: 0), velocity: GestureVector(dx: -300, dy: 0)))
        #expect(!gate.allows(translation: GestureVector(dx: 0, dy: 20), velocity: GestureVector(dx: 0, dy: 300)))
        #expect(!gate.allows(translation: GestureVector(dx: 2, dy: -20), velocity: GestureVector(dx: 10, dy: -300)))
        #expect(!gate.allows(translation: GestureVector(dx: 20, dy: 20), velocity: .zero), "45° exactly is not mostly horizontal")
    }

    @Test func aDragThatStartsWithALeftwardVelocityIsRefused() {
        #expect(!gate.allows(translation: GestureVector(dx: 20, dy: 0), velocity: GestureVector(dx: -50, dy: 0)))
    }

    @Test func zeroOrNonFiniteTranslationsAreRefused() {
        #expect(!gate.allows(translation: .zero, velocity: GestureVector(dx: 100, dy: 0)))
        #expect(!gate.allows(translation: GestureVector(dx: .nan, dy: 0), velocity: .zero))
        #expect(!gate.allows(translation: GestureVector(dx: .infinity, dy: 0), velocity: .zero))
    }

    @Test func aNarrowerGateAndOtherDirections() {
        let narrow = DirectionGate.rightward(maxAngle: .pi / 12)
        #expect(narrow.allows(translation: GestureVector(dx: 20, dy: 5), velocity: .zero))
        #expect(!narrow.allows(translation: GestureVector(dx: 20, dy: 6), velocity: .zero))
        #expect(DirectionGate.leftward().allows(translation: GestureVector(dx: -20, dy: 3), velocity: .zero))
        #expect(DirectionGate.downward().allows(translation: GestureVector(dx: 3, dy: 20), velocity: .zero))
        #expect(!DirectionGate.upward().allows(translation: GestureVector(dx: 3, dy: 20), velocity: .zero))
    }

    /// Decides each drag the way an interaction controller will: at `.began`.
    private func gateDecision(dx: Double, dy: Double) -> Bool? {
        let pan = PanGestureRecognizer(mapping: FrameScript.touchpadMapping,
                                       configuration: .touchpad(mapping: FrameScript.touchpadMapping))
        var decision: Bool?
        pan.addTarget { if $0.state == .began { decision = DirectionGate.rightward().allows($0) } }
        var script = FrameScript()
        script.down(x: 30, y: 40)
        script.down(x: 50, y: 40)
        pan.handle(script.frame())
        for _ in 0..<10 {
            script.moveAll(dx: dx, dy: dy)
            pan.handle(script.frame())
        }
        return decision
    }

    @Test func pansAreGatedAtBegan() {
        #expect(gateDecision(dx: 1, dy: 0) == true)
        #expect(gateDecision(dx: 1, dy: -0.1) == true, "up-drift")
        #expect(gateDecision(dx: 1, dy: 0.2) == true, "down-drift")
        #expect(gateDecision(dx: -1, dy: 0) == false, "left")
        #expect(gateDecision(dx: 0, dy: 1) == false, "down")
        #expect(gateDecision(dx: 0.1, dy: -1) == false, "up")
    }
}
