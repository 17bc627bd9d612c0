import GlideGestures
import Testing

@Suite struct ScreenEdgePanGestureRecognizerTests {
    private let screen = GestureSize(width: 100, height: 100)

    /// Touches down at (x, y), moves by (dx, dy) ten times, and returns the recognizer's announcements.
    private func drag(edges: ScreenEdges, fromX x: Double, y: Double, dx: Double, dy: Double)
        -> (ScreenEdgePanGestureRecognizer, [GestureRecognizerState])
    {
        let pan = ScreenEdgePanGestureRecognizer(edges: edges, screenSize: screen)
        let transcript = Transcript(pan)
        var script = FrameScript()
        script.down(x: x, y: y)
        pan.handle(script.frame())
        for _ in 0..<10 {
            script.moveAll(dx: dx, dy: dy)
            pan.handle(script.frame())
        }
        return (pan, transcript.states)
    }

    @Test func aDragFromTheLeftStripBegins() {
        let (pan, states) = drag(edges: .left, fromX: 12, y: 50, dx: 3, dy: 0.5)
        #expect(states.first == .began)
        #expect(pan.state == .changed)
        #expect(pan.beganEdge == .left)
        #expect(pan.translation.dx.isClose(to: 30) && pan.translation.dy.isClose(to: 5))
    }

    @Test func aTouchDownOutsideTheStripFailsAtOnce() {
        let (pan, states) = drag(edges: .left, fromX: 25, y: 50, dx: 3, dy: 0)
        #expect(states == [.failed])
        #expect(pan.state == .failed, "failed until the finger lifts")
    }

    @Test func onlyTheChosenEdgesCount() {
        let (_, fromRight) = drag(edges: .left, fromX: 95, y: 50, dx: -3, dy: 0)
        #expect(fromRight == [.failed])
        let (pan, both) = drag(edges: [.left, .right], fromX: 95, y: 50, dx: -3, dy: 0)
        #expect(both.first == .began)
        #expect(pan.beganEdge == .right)
    }

    @Test func aDragAlongTheEdgeFails() {
        let (_, states) = drag(edges: .left, fromX: 5, y: 20, dx: 0.5, dy: 3)
        #expect(states == [.failed])
    }

    @Test func bottomEdgeUpwardDragBegins() {
        let (pan, states) = drag(edges: .bottom, fromX: 50, y: 95, dx: 0, dy: -3)
        #expect(states.first == .began)
        #expect(pan.beganEdge == .bottom)
    }
}
