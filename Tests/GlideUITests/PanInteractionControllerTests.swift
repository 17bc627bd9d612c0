import GlideGestures
import GlideInput
import Testing

@testable import GlideUI

/// A pan dismissing a sheet end to end: synthetic frames into the window, outcome records out.
@Suite struct PanInteractionControllerTests {
    /// Drags one finger (touchscreen) or two (touchpad) right by `steps` × `step` points, 10 ms apart, then lifts 10 ms later.
    static func drag(_ world: DismissScene, script: inout TouchScript, steps: Int, step: Double, dy: Double = 0) {
        script.down(count: world.device.isTouchpad ? 2 : 1, x: 100, y: 300)
        world.send(script.frame())
        for _ in 0..<steps {
            script.move(dx: step, dy: dy)
            world.send(script.frame())
        }
    }

    @Test func smoke() {
        let world = DismissScene(device: TestDevice.touchscreen)
        var script = TouchScript(device: world.device)
        Self.drag(world, script: &script, steps: 16, step: 10)
        #expect(world.controller.isInteracting)
        #expect(world.controller.percentComplete == 0.4)
        script.liftAll()
        world.send(script.frame())
        world.clock.runUntilIdle()
        print(world.scene.log.jsonLines)
    }
}
