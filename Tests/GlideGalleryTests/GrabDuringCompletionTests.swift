import GlideGestures
import GlideUI
import Testing

@testable import GlideGallery

/// A touch during the completion of every interactive scene grabs it back: one record per
/// transition, the abandoned completion in `interruptions`, the second release deciding.
@Suite struct GrabDuringCompletionTests {
    /// How to reach a scene's interactive transition and drive it.
    struct Drive: CustomTestStringConvertible, Sendable {
        let scene: String
        /// A tap that brings the scene to the state its pan acts on (nil: the start state is it).
        let setupTap: Point?
        /// Where the pan starts.
        let start: Point
        /// The unit direction of the pan.
        let direction: Point
        /// The container's length along the direction, in points.
        let length: Double

        var testDescription: String { scene }
    }

    static let drives: [Drive] = [
        Drive(scene: "modal-fade", setupTap: Point(x: 195, y: 422), start: Point(x: 195, y: 200), direction: Point(x: 0, y: 1), length: 844),
        Drive(scene: "slide", setupTap: Point(x: 195, y: 700), start: Point(x: 195, y: 200), direction: Point(x: 0, y: 1), length: 844),
        Drive(scene: "nav-fade", setupTap: Point(x: 195, y: 422), start: Point(x: 50, y: 400), direction: Point(x: 1, y: 0), length: 390),
        Drive(scene: "nav-scale", setupTap: Point(x: 195, y: 422), start: Point(x: 50, y: 400), direction: Point(x: 1, y: 0), length: 390),
        Drive(scene: "circle", setupTap: Point(x: 195, y: 422), start: Point(x: 50, y: 400), direction: Point(x: 1, y: 0), length: 390),
        Drive(scene: "tabs", setupTap: nil, start: Point(x: 300, y: 400), direction: Point(x: -1, y: 0), length: 390),
        Drive(scene: "aweme", setupTap: nil, start: Point(x: 100, y: 400), direction: Point(x: 1, y: 0), length: 390),
    ]

    static let surfaces: [TouchScript.Surface] = [.touchscreen, .touchpad]

    /// Makes the scene, runs its setup tap, and returns it with the digest before the interactive transition.
    static func prepare(_ drive: Drive, _ surface: TouchScript.Surface) throws -> (RunningScene, TouchScript, TreeDigest) {
        var script = TouchScript(surface)
        let scene = try Scene.require(named: drive.scene).make(device: script.device)
        if let tap = drive.setupTap {
            scene.tap(&script, at: tap)
            scene.settle()
        }
        return (scene, script, scene.treeDigest)
    }

    /// Puts the pan's fingers down at `point` and moves them `fraction` of the length along the direction in 10 steps.
    static func drag(_ scene: RunningScene, _ script: inout TouchScript, _ drive: Drive, from point: Point, fraction: Double) {
        script.down(x: point.x, y: point.y, count: script.panFingers)
        scene.feed(script.frame())
        move(scene, &script, drive, fraction: fraction)
    }

    /// Moves the fingers `fraction` of the length along the direction in 10 steps, 10 ms apart.
    static func move(_ scene: RunningScene, _ script: inout TouchScript, _ drive: Drive, fraction: Double) {
        let distance = fraction * drive.length / 10
        for _ in 0..<10 {
            script.move(dx: drive.direction.x * distance, dy: drive.direction.y * distance)
            scene.feed(script.frame())
        }
    }

    /// Drags 40 % and lets go (a finish at speed 0.6), then touches again `after` ms later; returns the grabbed percent.
    static func releaseAndGrab(_ scene: RunningScene, _ script: inout TouchScript, _ drive: Drive, after ms: Double) throws -> Double {
        // Translation counts from the touch-down, so the drag releases at p = 0.4 whatever the hysteresis.
        drag(scene, &script, drive, from: drive.start, fraction: 0.4)
        script.upAll()
        scene.feed(script.frame())
        let context = try #require(scene.window.currentTransition)
        #expect(context.state == .completing, "\(drive.scene): released into its completion")
        script.down(x: drive.start.x, y: drive.start.y, count: script.panFingers)
        scene.feed(script.frame(after: ms))
        #expect(context.state == .interacting, "\(drive.scene): the touch grabbed the completion")
        return context.percentComplete ?? -1
    }

    @Test(arguments: drives, surfaces)
    func aGrabThenAShortReleaseCancelsWithOneRecord(drive: Drive, surface: TouchScript.Surface) throws {
        let (scene, script0, before) = try Self.prepare(drive, surface)
        var script = script0
        script.sync(to: scene)
        let visible = scene.visibleControllerName
        let grabbed = try Self.releaseAndGrab(scene, &script, drive, after: 40)
        let record = try #require(scene.window.currentTransition)
        #expect(grabbed > 0.35 && grabbed <= 1, "\(drive.scene): grabbed at \(grabbed)")
        // Back to p = 0.1: below the threshold.
        Self.move(scene, &script, drive, fraction: -(grabbed - 0.1))
        script.upAll()
        scene.feed(script.frame())
        scene.settle()
        let outcomes = scene.outcomes.filter { $0.transition == record.number }
        #expect(outcomes.count == 1)
        let outcome = try #require(outcomes.first)
        #expect(outcome.decision == .cancel)
        #expect(outcome.reason == .threshold)
        #expect(outcome.diagnostics == [])
        #expect(outcome.interruptions.count == 1)
        let interruption = try #require(outcome.interruptions.first)
        #expect(interruption.decision == .finish)
        #expect(interruption.reason == .threshold)
        #expect(abs(interruption.percentAtGrab - grabbed) < 1e-9)
        #expect((interruption.percentAtRelease ?? 0) >= 0.39)
        #expect(scene.treeDigest == before, "\(drive.scene): \(scene.treeDigest.difference(from: before) ?? "")")
        #expect(scene.visibleControllerName == visible)
        #expect(!scene.isTransitionInFlight)
    }

    /// The controller each scene shows after its interactive transition finished.
    static func finishedController(_ drive: Drive) -> String {
        switch drive.scene {
        case "modal-fade", "slide": "first"
        case "tabs": "tab-1"
        case "aweme": "grid"
        default: "root"
        }
    }

    @Test(arguments: drives, surfaces)
    func aGrabThenALongReleaseFinishesFromTheGrab(drive: Drive, surface: TouchScript.Surface) throws {
        var (scene, script, _) = try Self.prepare(drive, surface)
        script.sync(to: scene)
        let grabbed = try Self.releaseAndGrab(scene, &script, drive, after: 30)
        let number = try #require(scene.window.currentTransition?.number)
        Self.move(scene, &script, drive, fraction: 0.2)
        #expect(abs((scene.window.currentTransition?.percentComplete ?? 0) - min(grabbed + 0.2, 1)) < 1e-9)
        script.upAll()
        scene.feed(script.frame())
        scene.settle()
        let outcomes = scene.outcomes.filter { $0.transition == number }
        #expect(outcomes.count == 1)
        let outcome = try #require(outcomes.first)
        #expect(outcome.decision == .finish && outcome.reason == .threshold && outcome.diagnostics == [])
        #expect(abs((outcome.percentAtRelease ?? 0) - min(grabbed + 0.2, 1)) < 1e-9)
        #expect(outcome.interruptions.map(\.decision) == [.finish])
        #expect(scene.visibleControllerName == Self.finishedController(drive))
    }

    @Test(arguments: drives, surfaces)
    func aGrabDuringACancelIsDraggedOnToAFinish(drive: Drive, surface: TouchScript.Surface) throws {
        var (scene, script, _) = try Self.prepare(drive, surface)
        script.sync(to: scene)
        Self.drag(scene, &script, drive, from: drive.start, fraction: 0.15)
        script.upAll()
        scene.feed(script.frame())
        let context = try #require(scene.window.currentTransition)
        #expect(context.state == .completing && context.transitionWasCancelled)
        script.down(x: drive.start.x, y: drive.start.y, count: script.panFingers)
        scene.feed(script.frame(after: 20))
        #expect(context.state == .interacting, "\(drive.scene): the touch grabbed the cancel")
        let grabbed = context.percentComplete ?? -1
        #expect(grabbed > 0 && grabbed < 0.15, "\(drive.scene): on its way back, at \(grabbed)")
        Self.move(scene, &script, drive, fraction: 0.5 - grabbed)
        script.upAll()
        scene.feed(script.frame())
        scene.settle()
        let outcomes = scene.outcomes.filter { $0.transition == context.number }
        #expect(outcomes.count == 1)
        let outcome = try #require(outcomes.first)
        #expect(outcome.decision == .finish && outcome.diagnostics == [])
        #expect(abs((outcome.percentAtRelease ?? 0) - 0.5) < 1e-9)
        let interruption = try #require(outcome.interruptions.first)
        #expect(outcome.interruptions.count == 1)
        #expect(interruption.decision == .cancel && abs((interruption.percentAtRelease ?? 0) - 0.15) < 1e-9)
        #expect(abs(interruption.percentAtGrab - grabbed) < 1e-9)
        #expect(scene.visibleControllerName == Self.finishedController(drive))
    }

    @Test(arguments: drives)
    func aGrabLetGoWithoutAPanIsDecidedByTheInterruption(drive: Drive) throws {
        var (scene, script, before) = try Self.prepare(drive, .touchscreen)
        script.sync(to: scene)
        let visible = scene.visibleControllerName
        Self.drag(scene, &script, drive, from: drive.start, fraction: 0.25)
        script.upAll()
        scene.feed(script.frame())
        // Held still 20 ms into the finish, then lifted: re-decided at rest from where it was grabbed.
        script.down(x: drive.start.x, y: drive.start.y)
        scene.feed(script.frame(after: 20))
        let grabbed = try #require(scene.window.currentTransition?.percentComplete)
        let number = try #require(scene.window.currentTransition?.number)
        script.upAll()
        scene.feed(script.frame(after: 30))
        scene.settle()
        let outcomes = scene.outcomes.filter { $0.transition == number }
        #expect(outcomes.count == 1)
        let outcome = try #require(outcomes.first)
        #expect(outcome.reason == .interrupted && outcome.velocityAtRelease == 0)
        #expect(abs((outcome.percentAtRelease ?? 0) - grabbed) < 1e-9)
        #expect(outcome.decision == (grabbed >= 0.2 ? .finish : .cancel))
        #expect(outcome.interruptions.count == 1)
        if outcome.decision == .cancel {
            #expect(scene.treeDigest == before && scene.visibleControllerName == visible)
        } else {
            #expect(scene.visibleControllerName == Self.finishedController(drive))
        }
    }

    @Test(arguments: drives)
    func withInterruptionOffTheCompletionRunsOn(drive: Drive) throws {
        var (scene, script, _) = try Self.prepare(drive, .touchscreen)
        for interaction in scene.interactions { interaction.allowsInterruption = false }
        script.sync(to: scene)
        Self.drag(scene, &script, drive, from: drive.start, fraction: 0.4)
        script.upAll()
        scene.feed(script.frame())
        script.down(x: drive.start.x, y: drive.start.y)
        scene.feed(script.frame(after: 30))
        #expect(scene.window.currentTransition?.state == .completing)
        let number = try #require(scene.window.currentTransition?.number)
        script.upAll()
        scene.feed(script.frame(after: 30))
        scene.settle()
        let outcomes = scene.outcomes.filter { $0.transition == number }
        #expect(outcomes.count == 1)
        #expect(outcomes.first?.interruptions == [] && outcomes.first?.decision == .finish)
    }
}
