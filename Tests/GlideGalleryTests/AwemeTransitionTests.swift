import GlideGestures
import GlideUI
import Testing

@testable import GlideGallery

@Suite struct AwemeTransitionTests {
    func world() -> (Window, VirtualClock, AwemeGridViewController) {
        let grid = AwemeGridViewController()
        let (window, clock) = makeWindow(root: grid)
        return (window, clock, grid)
    }

    @Test func gridCellsAndHitTesting() {
        let (_, _, grid) = world()
        #expect(grid.cells.count == 12)
        #expect(grid.convertedFrame(ofCell: 4) == Rect(x: 130, y: 173, width: 130, height: 173))
        #expect(grid.cellIndex(at: Point(x: 300, y: 400)) == 8)
        #expect(grid.cellIndex(at: Point(x: 300, y: 800)) == nil)
    }

    @Test func presentZoomsOutOfTheCellWithTheSeedsSpring() {
        let (window, clock, grid) = world()
        let list = grid.presentList(fromCell: 4)
        #expect(list.modalPresentationStyle == .overCurrentContext && grid.modalPresentationStyle == .currentContext)
        let cell = Rect(x: 130, y: 173, width: 130, height: 173)
        #expect(list.view.presentation.frame == cell, "the list starts on the cell, scaled to it")
        let spring = SpringTiming(dampingRatio: 0.8, initialVelocity: 1)
        for time in [0.05, 0.15, 0.25] {
            clock.advance(to: time)
            let progress = spring.value(atTime: time, duration: 0.3)
            let shown = list.view.presentation
            #expect(close(shown.center.x, 195 + (195 - 195) * progress, 1e-6))
            #expect(close(shown.center.y, 259.5 + (422 - 259.5) * progress, 1e-6))
            #expect(close(shown.transform.a, 130.0 / 390 + (1 - 130.0 / 390) * progress, 1e-6))
        }
        clock.runUntilIdle()
        #expect(list.view.frame == window.bounds && list.view.transform == .identity)
        #expect(grid.view.superview === window, "overCurrentContext keeps the grid underneath")
        #expect(window.visibleViewController === list)
        let record = window.transitionLog.outcomes.last
        #expect(record?.kind == .present && record?.endMilliseconds == 300 && record?.diagnostics == [])
    }

    @Test func presentWithoutACellCompletesAtOnce() {
        let (window, _, grid) = world()
        let list = grid.presentList(fromCell: nil)
        #expect(window.visibleViewController === list && list.view.frame == window.bounds)
        #expect(window.transitionLog.outcomes.last?.endMilliseconds == 0)
        #expect(window.transitionLog.outcomes.last?.diagnostics == [])
    }

    @Test func theDefaultGateTakesMostlyRightwardDragsDriftingEitherWay() {
        let gate = AwemeDragInteraction.Gate.mostlyRightward
        #expect(gate.allowsBegin(translation: GestureVector(dx: 10, dy: 0), velocity: GestureVector(dx: 300, dy: 0)))
        #expect(gate.allowsBegin(translation: GestureVector(dx: 10, dy: -1), velocity: GestureVector(dx: 300, dy: -30)))
        #expect(gate.allowsBegin(translation: GestureVector(dx: 10, dy: 9), velocity: GestureVector(dx: 0, dy: 0)))
        #expect(!gate.allowsBegin(translation: GestureVector(dx: 10, dy: -12), velocity: GestureVector(dx: 300, dy: 0)), "steep")
        #expect(!gate.allowsBegin(translation: GestureVector(dx: -10, dy: 0), velocity: GestureVector(dx: -300, dy: 0)))
        #expect(!gate.allowsBegin(translation: GestureVector(dx: 10, dy: 0), velocity: GestureVector(dx: -1, dy: 0)), "turning back")
    }

    @Test func theSeedsGateAlsoRefusesAnyUpwardDrift() {
        let gate = AwemeDragInteraction.Gate.original
        #expect(gate.allowsBegin(translation: GestureVector(dx: 10, dy: 0), velocity: GestureVector(dx: 300, dy: 0)))
        #expect(gate.allowsBegin(translation: GestureVector(dx: 10, dy: 9), velocity: GestureVector(dx: 0, dy: 0)))
        #expect(!gate.allowsBegin(translation: GestureVector(dx: 10, dy: -1), velocity: GestureVector(dx: 300, dy: 0)))
        #expect(!gate.allowsBegin(translation: GestureVector(dx: 10, dy: 12), velocity: GestureVector(dx: 300, dy: 0)))
        #expect(!gate.allowsBegin(translation: GestureVector(dx: -10, dy: 0), velocity: GestureVector(dx: -300, dy: 0)))
        #expect(!gate.allowsBegin(translation: GestureVector(dx: 10, dy: 0), velocity: GestureVector(dx: -1, dy: 0)))
    }

    @Test func dismissWithoutACellShrinksIntoTheScreensCentre() {
        let (window, clock, grid) = world()
        let list = grid.presentList(fromCell: nil)
        list.dismiss(animated: true)
        let snapshot = view(named: "list.snapshot", in: window)
        #expect(snapshot != nil)
        clock.runUntilIdle()
        #expect(window.visibleViewController === grid)
        #expect(AwemeDismissTransition.centerFrame(screen: Size(width: 390, height: 844)) == Rect(x: 192.5, y: 419.5, width: 5, height: 5))
        #expect(window.transitionLog.outcomes.last?.diagnostics == [])
    }

    @Test func snapshotFliesToTheCentreRectangle() {
        let (window, clock, grid) = world()
        let list = grid.presentList(fromCell: nil)
        list.dismiss(animated: true)
        let snapshot = view(named: "list.snapshot", in: window)
        clock.advance(by: 0.2499)
        #expect(close(snapshot?.presentation.frame.width ?? 0, 5, 0.5))
        _ = list
    }
}
