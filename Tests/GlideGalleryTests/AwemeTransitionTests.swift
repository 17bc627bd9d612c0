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

    @Test func dragPastTheThresholdDismissesIntoTheCell() {
        let (window, clock, grid) = world()
        let list = grid.presentList(fromCell: 0)
        clock.runUntilIdle()
        let drag = grid.dragInteraction
        #expect(drag.began(translation: Point(x: 10, y: 0), velocity: Point(x: 300, y: 0)))
        #expect(list.view.mask == .rect(Rect(x: 0, y: 0, width: 390, height: 844)))
        drag.changed(translation: Point(x: 117, y: 20))
        // p = 117 / 390 = 0.3, ratio = 0.85.
        #expect(close(drag.progress, 0.3))
        #expect(close(list.view.center.x, 195 + 117 * 0.85) && close(list.view.center.y, 422 + 20 * 0.85))
        #expect(close(list.view.transform.a, 0.85) && close(list.view.transform.d, 0.85))
        #expect(window.currentTransition?.percentComplete == 0.3)
        drag.ended(translation: Point(x: 117, y: 20), velocity: Point(x: 500, y: 0))
        #expect(list.view.alpha == 0 && list.view.mask == nil)
        let snapshot = view(named: "cell-0.snapshot", in: window)
        #expect(snapshot?.zPosition == 20)
        #expect(close(snapshot?.presentation.transform.a ?? 0, 390 * 0.85 / 130), "the cell snapshot starts at the list's current width")
        clock.advance(by: 0.125)
        let spring = SpringTiming(dampingRatio: 0.8, initialVelocity: 0.2).value(atTime: 0.125, duration: 0.25)
        let startCenter = Point(x: 195 + 117 * 0.85, y: 422 + 20 * 0.85)
        #expect(close(snapshot?.presentation.center.x ?? 0, startCenter.x + (65 - startCenter.x) * spring, 1e-6))
        clock.runUntilIdle()
        #expect(window.visibleViewController === grid)
        #expect(list.view.superview == nil && view(named: "cell-0.snapshot", in: window) == nil)
        let record = window.transitionLog.outcomes.last
        #expect(record?.kind == .dismiss && record?.interactive == true && record?.decision == .finish)
        #expect(record?.percentAtRelease == 0.3 && record?.velocityAtRelease == 500)
        #expect(close(record?.completionSpeed ?? 0, 0.7), "the seed's completion speed, 1 − p")
        #expect(record?.diagnostics == [])
        #expect(close(record?.endMilliseconds ?? 0, (record?.releaseMilliseconds ?? 0) + 250))
    }

    @Test func dragBelowTheThresholdSpringsBackInProgressSeconds() {
        let (window, clock, grid) = world()
        let list = grid.presentList(fromCell: 0)
        clock.runUntilIdle()
        let before = window.treeDigest
        let drag = grid.dragInteraction
        #expect(drag.began(translation: Point(x: 10, y: 0), velocity: Point(x: 300, y: 0)))
        drag.changed(translation: Point(x: 58.5, y: 0))
        clock.advance(by: 0.1)
        let release = clock.now
        drag.ended(translation: Point(x: 58.5, y: 0), velocity: Point(x: 100, y: 0))
        // p = 0.15: the spring-back takes 0.15 s along ease-out.
        clock.advance(by: 0.075)
        let eased = TimingCurve.easeOut.value(at: 0.5)
        let startX = 195 + 58.5 * 0.925
        #expect(close(list.view.presentation.center.x, startX + (195 - startX) * eased, 1e-6))
        #expect(close(list.view.presentation.transform.a, 0.925 + 0.075 * eased, 1e-6))
        clock.runUntilIdle()
        #expect(window.treeDigest == before, "\(window.treeDigest.difference(from: before) ?? "")")
        #expect(window.visibleViewController === list)
        let record = window.transitionLog.outcomes.last
        #expect(record?.decision == .cancel && record?.percentAtRelease == 0.15 && record?.diagnostics == [])
        #expect(close(record?.endMilliseconds ?? 0, (release + 0.15) * 1000, 1e-6))
        #expect(close(record?.completionSpeed ?? 0, 0.85))
        // A later drag still dismisses.
        #expect(drag.began(translation: Point(x: 10, y: 0), velocity: Point(x: 300, y: 0)))
        drag.changed(translation: Point(x: 200, y: 0))
        drag.ended(translation: Point(x: 200, y: 0), velocity: Point(x: 300, y: 0))
        clock.runUntilIdle()
        #expect(window.visibleViewController === grid)
    }

    @Test func theSeedsGateRefusesLeftUpAndSteepDrags() {
        let (window, clock, grid) = world()
        grid.presentList(fromCell: 0)
        clock.runUntilIdle()
        let drag = grid.dragInteraction
        #expect(!drag.began(translation: Point(x: -10, y: 0), velocity: Point(x: -300, y: 0)))
        #expect(!drag.began(translation: Point(x: 10, y: -1), velocity: Point(x: 300, y: 0)))
        #expect(!drag.began(translation: Point(x: 10, y: 12), velocity: Point(x: 300, y: 0)))
        #expect(!drag.began(translation: Point(x: 10, y: 0), velocity: Point(x: -1, y: 0)))
        #expect(window.transitionLog.outcomes.count == 1, "no dismissal began")
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
