import GlideGestures
import GlideUI
import Testing

@testable import GlideGallery

@Suite struct AwemeSceneTests {
    func make(_ surface: TouchScript.Surface = .touchscreen, policy: CompletionPolicy = .standard) throws -> (RunningScene, TouchScript, AwemeGridViewController) {
        var script = TouchScript(surface)
        let scene = try Scene.aweme.make(device: script.device, policy: policy)
        script = TouchScript(surface)
        let grid = try #require(scene.window.rootViewController as? AwemeGridViewController)
        return (scene, script, grid)
    }

    @Test func startsWithTheListPresentedFromTheFirstCell() throws {
        let (scene, _, grid) = try make()
        #expect(scene.visibleControllerName == "list")
        #expect(scene.setupTransitionCount == 1 && scene.outcomes.isEmpty)
        #expect(grid.dismissAnimation.finalCellFrame == Rect(x: 0, y: 0, width: 130, height: 173))
        #expect(grid.dragInteraction?.gate == .mostlyRightward, "the seed's gate is only an option")
        #expect(scene.bindings.map(\.description) == [
            "tap (1 finger) on 'grid': present — zoom a new list out of the tapped cell",
            "pan right (1+ fingers) on 'window': dismiss — drag the list back into its cell",
        ])
    }

    @Test(arguments: [TouchScript.Surface.touchscreen, .touchpad])
    func dragPastTheThresholdDismissesIntoTheCell(surface: TouchScript.Surface) throws {
        var (scene, script, grid) = try make(surface)
        let list = try #require(grid.presentedViewController)
        script.down(x: 100, y: 400, count: script.panFingers)
        scene.feed(script.frame())
        for _ in 0..<10 {
            script.move(dx: 11.7, dy: 0)
            scene.feed(script.frame())
        }
        // p = 117 / 390 = 0.3, ratio = 0.85: the list follows the finger, shrinking.
        #expect(close(list.view.center.x, 195 + 117 * 0.85, 1e-6) && close(list.view.center.y, 422, 1e-6))
        #expect(close(list.view.transform.a, 0.85, 1e-9) && close(list.view.transform.d, 0.85, 1e-9))
        #expect(list.view.mask == .rect(Rect(x: 0, y: 0, width: 390, height: 844)))
        #expect(close(scene.window.currentTransition?.percentComplete ?? 0, 0.3, 1e-9))
        script.upAll()
        scene.feed(script.frame())
        #expect(list.view.alpha == 0 && list.view.mask == nil)
        let snapshot = scene.view(named: "cell-0.snapshot")
        #expect(snapshot?.zPosition == 20)
        #expect(close(snapshot?.presentation.transform.a ?? 0, 390 * 0.85 / 130, 1e-9), "the cell's snapshot starts at the list's width")
        scene.settle()
        #expect(scene.visibleControllerName == "grid")
        #expect(list.view.superview == nil && scene.view(named: "cell-0.snapshot") == nil)
        let record = try #require(scene.outcomes.first)
        #expect(scene.outcomes.count == 1)
        #expect(record.kind == .dismiss && record.interactive && record.decision == .finish && record.reason == .threshold)
        #expect(close(record.percentAtRelease ?? 0, 0.3, 1e-9))
        #expect(close(record.completionSpeed, 0.7, 1e-9), "the seed's completion speed, 1 − p")
        #expect(record.animator == "AwemeDismissTransition" && record.diagnostics == [])
        #expect(close(record.endMilliseconds - (record.releaseMilliseconds ?? 0), 250, 1e-6), "the 0.25 s dismiss spring")
    }

    @Test(arguments: [TouchScript.Surface.touchscreen, .touchpad])
    func dragBelowTheThresholdSpringsBackInProgressSeconds(surface: TouchScript.Surface) throws {
        var (scene, script, grid) = try make(surface)
        let list = try #require(grid.presentedViewController)
        let before = scene.treeDigest
        script.down(x: 100, y: 400, count: script.panFingers)
        scene.feed(script.frame())
        for _ in 0..<5 {
            script.move(dx: 11.7, dy: 0)
            scene.feed(script.frame())
        }
        script.upAll()
        scene.feed(script.frame())
        // p = 58.5 / 390 = 0.15: back to the centre in 0.15 s along ease-out.
        let startX = 195 + 58.5 * 0.925
        var checkedHalfway = false
        scene.clock.schedule(at: scene.clock.now + 0.075) {
            checkedHalfway = true
            let eased = TimingCurve.easeOut.value(at: 0.5)
            #expect(close(list.view.presentation.center.x, startX + (195 - startX) * eased, 1e-6))
            #expect(close(list.view.presentation.transform.a, 0.925 + 0.075 * eased, 1e-6))
        }
        scene.settle()
        #expect(checkedHalfway)
        #expect(scene.treeDigest == before, "\(scene.treeDigest.difference(from: before) ?? "")")
        #expect(scene.visibleControllerName == "list")
        let record = try #require(scene.outcomes.first)
        #expect(record.decision == .cancel && record.reason == .threshold && record.diagnostics == [])
        #expect(close(record.percentAtRelease ?? 0, 0.15, 1e-9))
        #expect(close(record.endMilliseconds - (record.releaseMilliseconds ?? 0), 150, 1e-6))
        // A later, longer drag still dismisses.
        scene.pan(&script, from: Point(x: 100, y: 400), by: Point(x: 200, y: 0))
        scene.settle()
        #expect(scene.visibleControllerName == "grid" && scene.outcomes.last?.decision == .finish)
    }

    /// A rightward drag whose path drifts up or down by `drift` (a fraction of its horizontal travel).
    struct Drift: CustomTestStringConvertible, Sendable {
        let drift: Double
        let fraction: Double
        let steps: Int
        var testDescription: String { "drift \(drift), p \(fraction), \(steps) moves" }

        static let all: [Drift] = [-0.10, -0.03, -0.01, 0.01, 0.03, 0.10].flatMap { drift in
            [0.15, 0.19, 0.21, 0.45].flatMap { fraction in [3, 10, 40].map { Drift(drift: drift, fraction: fraction, steps: $0) } }
        }
    }

    @Test(arguments: Drift.all)
    func aRightwardDragThatDriftsUpOrDownStillDismisses(_ drift: Drift) throws {
        var (scene, script, _) = try make(policy: .threshold(0.2))
        let dx = drift.fraction * 390
        scene.pan(&script, from: Point(x: 100, y: 400), by: Point(x: dx, y: drift.drift * dx), steps: drift.steps)
        scene.settle()
        let record = try #require(scene.outcomes.first, "the drag began no dismissal")
        #expect(scene.outcomes.count == 1 && record.kind == .dismiss && record.interactive)
        #expect(close(record.percentAtRelease ?? -1, drift.fraction, 1e-9))
        let finishes = drift.fraction > 0.2
        #expect(record.decision == (finishes ? .finish : .cancel) && record.reason == .threshold && record.diagnostics == [])
        #expect(scene.visibleControllerName == (finishes ? "grid" : "list"))
    }

    @Test(arguments: [Point(x: 30, y: -100), Point(x: 30, y: 100), Point(x: 80, y: -81), Point(x: -100, y: 5)])
    func aSteepOrLeftwardDragDoesNotDismiss(_ delta: Point) throws {
        var (scene, script, _) = try make()
        scene.pan(&script, from: Point(x: 100, y: 400), by: delta)
        scene.settle()
        #expect(scene.outcomes.isEmpty && scene.visibleControllerName == "list")
    }

    @Test func aTapOnACellPresentsAgainFromThatCell() throws {
        var (scene, script, grid) = try make()
        scene.pan(&script, from: Point(x: 100, y: 400), by: Point(x: 200, y: 0))
        scene.settle()
        #expect(scene.visibleControllerName == "grid")
        scene.tap(&script, at: Point(x: 300, y: 400))
        let list = try #require(grid.presentedViewController)
        #expect(list.view.presentation.frame == Rect(x: 260, y: 346, width: 130, height: 173), "cell 8 is under the tap")
        scene.settle()
        #expect(scene.visibleControllerName == "list")
        #expect(scene.outcomes.map(\.kind) == [.dismiss, .present])
        #expect(grid.dismissAnimation.finalCellFrame == Rect(x: 260, y: 346, width: 130, height: 173))
    }

    @Test func aFlingPolicyFinishesAShortFastDrag() throws {
        var (scene, script, _) = try make(policy: .fling(minimumVelocity: 1, threshold: 0.5))
        scene.pan(&script, from: Point(x: 100, y: 400), by: Point(x: 60, y: 0), steps: 3)
        scene.settle()
        let record = try #require(scene.outcomes.first)
        #expect(record.reason == .velocity && record.decision == .finish && (record.velocityAtRelease ?? 0) >= 390)
    }

    /// Drags one finger from (100, 400) by `dx` points in 10 moves and lifts it.
    func dragAndLift(_ scene: RunningScene, _ script: inout TouchScript, dx: Double) {
        script.down(x: 100, y: 400)
        scene.feed(script.frame())
        for _ in 0..<10 {
            script.move(dx: dx / 10, dy: 0)
            scene.feed(script.frame())
        }
        script.upAll()
        scene.feed(script.frame())
    }

    @Test func aTouchDuringTheFlyBackPutsTheListWhereTheSnapshotWas() throws {
        var (scene, script, grid) = try make()
        let list: View = try #require(grid.presentedViewController).view
        dragAndLift(scene, &script, dx: 117)  // p = 0.3: the snapshot flies back from 0.85 of the list's width
        (scene.clock as? VirtualClock)?.advance(by: 0.05)
        let snapshot = try #require(scene.view(named: "cell-0.snapshot")).presentation
        let startWidth = 390 * 0.85
        let moved = (startWidth - snapshot.frame.width) / (startWidth - 130)
        #expect(moved > 0.05 && moved < 1, "the spring has moved the snapshot part of the way: \(moved)")
        script.sync(to: scene)
        script.down(x: 200, y: 400)
        scene.feed(script.frame(after: 0))
        let context = try #require(scene.window.currentTransition)
        #expect(context.state == .interacting)
        let grabbed = 0.3 + 0.7 * moved
        #expect(close(context.percentComplete ?? 0, grabbed, 1e-9))
        #expect(scene.view(named: "cell-0.snapshot") == nil && grid.dismissAnimation.flight == nil)
        #expect(list.alpha == 1 && list.presentation.alpha == 1)
        #expect(close(list.presentation.center.x, snapshot.center.x, 1e-9) && close(list.presentation.center.y, snapshot.center.y, 1e-9))
        #expect(close(list.presentation.frame.width, snapshot.frame.width, 1e-9), "the list stops as wide as the snapshot was shown")
        // 20 points to the right: p grows by 20 / 390; the scale keeps its proportion to the seed's 1 − 0.5·p.
        for _ in 0..<4 {
            script.move(dx: 5, dy: 0)
            scene.feed(script.frame())
        }
        let p = grabbed + 20.0 / 390
        #expect(close(context.percentComplete ?? 0, p, 1e-9))
        let scale = snapshot.frame.width / 390 / (1 - 0.5 * grabbed) * (1 - 0.5 * p)
        #expect(close(list.transform.a, scale, 1e-9))
        #expect(close(list.center.x, snapshot.center.x + 20 * scale, 1e-9) && close(list.center.y, snapshot.center.y, 1e-9))
        script.upAll()
        scene.feed(script.frame())
        scene.settle()
        let record = try #require(scene.outcomes.last)
        #expect(scene.outcomes.count == 1 && scene.visibleControllerName == "grid")
        #expect(record.decision == .finish && record.diagnostics == [])
        #expect(record.interruptions.count == 1 && close(record.interruptions[0].percentAtGrab, grabbed, 1e-9))
        #expect(close(record.endMilliseconds - (record.releaseMilliseconds ?? 0), 250, 1e-6), "a new 0.25 s fly-back from where the finger left it")
    }

    @Test(arguments: [TouchScript.Surface.touchscreen, .touchpad])
    func aTouchDuringTheSpringBackStopsTheListWhereItIsShown(surface: TouchScript.Surface) throws {
        var (scene, script, grid) = try make(surface)
        let list: View = try #require(grid.presentedViewController).view
        let before = scene.treeDigest
        script.down(x: 100, y: 400, count: script.panFingers)
        scene.feed(script.frame())
        for _ in 0..<10 {
            script.move(dx: 5.85, dy: 0)
            scene.feed(script.frame())
        }
        script.upAll()
        scene.feed(script.frame())  // p = 0.15: springs back in 0.15 s
        #expect(grid.dragInteraction?.springBack?.isRunning == true)
        (scene.clock as? VirtualClock)?.advance(by: 0.05)
        let shown = list.presentation
        script.sync(to: scene)
        script.down(x: 200, y: 400, count: script.panFingers)
        scene.feed(script.frame(after: 0))
        let context = try #require(scene.window.currentTransition)
        #expect(context.state == .interacting && grid.dragInteraction?.springBack == nil)
        #expect(list.center == shown.center && list.transform == shown.transform, "the model stops at what was shown")
        #expect(list.presentation.center == shown.center && !list.hasAnimations)
        let grabbed = 2 * (1 - shown.transform.a)
        #expect(grabbed > 0 && grabbed < 0.15 && close(context.percentComplete ?? 0, grabbed, 1e-9))
        (scene.clock as? VirtualClock)?.advance(by: 1)
        #expect(list.presentation.center == shown.center, "held by the finger")
        script.upAll()
        scene.feed(script.frame(after: 20))  // let go without a pan: re-decided at rest, below 0.2
        scene.settle()
        let record = try #require(scene.outcomes.last)
        #expect(scene.outcomes.count == 1)
        #expect(record.decision == .cancel && record.reason == .interrupted && record.diagnostics == [])
        #expect(record.interruptions.map(\.decision) == [.cancel])
        #expect(close(record.endMilliseconds - (record.releaseMilliseconds ?? 0), grabbed * 1000, 1e-6), "springs back in p seconds")
        #expect(scene.treeDigest == before, "\(scene.treeDigest.difference(from: before) ?? "")")
    }

    @Test func aDismissalGrabbedTwiceKeepsOneRecordAndLeavesTheTreeAsItWas() throws {
        var (scene, script, grid) = try make()
        let list: View = try #require(grid.presentedViewController).view
        let before = scene.treeDigest
        dragAndLift(scene, &script, dx: 156)  // p = 0.4: flies back
        script.sync(to: scene)
        script.down(x: 200, y: 400)
        scene.feed(script.frame(after: 30))  // grabbed during the fly-back
        let context = try #require(scene.window.currentTransition)
        let first = try #require(context.percentComplete)
        #expect(context.state == .interacting && first > 0.4)
        for _ in 0..<10 {
            script.move(dx: -(first - 0.1) * 39, dy: 0)
            scene.feed(script.frame())
        }
        #expect(close(context.percentComplete ?? 0, 0.1, 1e-9))
        script.upAll()
        scene.feed(script.frame())  // p = 0.1: springs back in 0.1 s from a list scaled by k·0.95
        #expect(context.transitionWasCancelled)
        (scene.clock as? VirtualClock)?.advance(by: 0.04)
        let shown = list.presentation
        script.sync(to: scene)
        script.down(x: 200, y: 400)
        scene.feed(script.frame(after: 0))  // grabbed again during the spring-back
        let second = try #require(context.percentComplete)
        #expect(context.state == .interacting && second > 0 && second < 0.1)
        #expect(list.center == shown.center && list.transform == shown.transform)
        script.upAll()
        scene.feed(script.frame(after: 10))
        scene.settle()
        #expect(scene.outcomes.count == 1)
        let record = try #require(scene.outcomes.first)
        #expect(record.decision == .cancel && record.reason == .interrupted && record.diagnostics == [])
        #expect(record.interruptions.map(\.decision) == [.finish, .cancel])
        #expect(record.interruptions.map(\.reason) == [.threshold, .threshold])
        #expect(close(record.interruptions[0].percentAtGrab, first, 1e-9) && close(record.interruptions[1].percentAtGrab, second, 1e-9))
        #expect(scene.treeDigest == before, "\(scene.treeDigest.difference(from: before) ?? "")")
        #expect(scene.visibleControllerName == "list" && list.alpha == 1 && list.transform == .identity)
    }
}
