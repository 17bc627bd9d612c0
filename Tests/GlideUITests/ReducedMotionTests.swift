import GlideGestures
import GlideInput
import Testing

@testable import GlideUI

/// Reduced motion: the same decisions, and the rest at once.
@Suite struct ReducedMotionTests {
    /// A drag (16 steps finishes, 6 cancels) with and without reduced motion, on a property animator or the captured group.
    @Test(arguments: [(16, true), (16, false), (6, true), (6, false)])
    func releasesDecideAsTheyWouldAndCompleteAtOnce(steps: Int, interruptible: Bool) throws {
        func run(reducing: Bool) throws -> (TransitionOutcome, DismissScene) {
            let world = DismissScene(device: TestDevice.touchscreen, interruptible: interruptible, policy: .niri)
            world.window.reducesMotion = reducing
            var script = TouchScript(device: world.device)
            PanInteractionControllerTests.drag(world, &script, steps: steps)
            PanInteractionControllerTests.lift(world, &script)
            return (try #require(world.outcomes.last), world)
        }
        let (moving, _) = try run(reducing: false)
        let (reduced, world) = try run(reducing: true)
        #expect(reduced.decision == moving.decision && reduced.reason == moving.reason && reduced.percentAtRelease == moving.percentAtRelease)
        #expect(reduced.endMilliseconds == reduced.releaseMilliseconds)
        #expect(moving.endMilliseconds > (moving.releaseMilliseconds ?? 0))
        #expect(reduced.release.reducedMotion && !moving.release.reducedMotion)
        #expect(reduced.release.completionTiming == nil, "nothing ran")
        #expect(world.scene.log.jsonLines.contains("\"reduced_motion\":true"))
        #expect(reduced.visible == moving.visible)
        #expect(world.sheet.view.presentation.frame == world.sheet.view.frame, "the views are where the decision sends them")
    }
}
