import GlideGestures
import GlideInput
import Testing

@testable import GlideUI

/// niri's rubber band: the container moves on past the ends, the percent does not.
@Suite struct RubberBandTests {
    @Test func theBandStartsAtItsStiffnessAndNeverReachesItsLimit() {
        let band = RubberBand.niri
        #expect(band.offset(forExcess: 0) == 0 && band.offset(forExcess: .nan) == 0)
        #expect(abs(band.offset(forExcess: 1e-6) / 1e-6 - 0.5) < 1e-4, "slope c at the end")
        // x = 0.125: (1 − 1 / (0.125 · 0.5 / 0.05 + 1)) · 0.05 = (1 − 1 / 2.25) · 0.05.
        #expect(abs(band.offset(forExcess: 0.125) - (1 - 1 / 2.25) * 0.05) < 1e-12)
        #expect(band.offset(forExcess: -0.125) == -band.offset(forExcess: 0.125))
        #expect(band.offset(forExcess: 1e9) < 0.05 && band.offset(forExcess: 1e9) > 0.0499)
    }

    /// A drag 450 points across a 400-point container: 100 %, and the container 11.1 points further on until the release.
    @Test(arguments: [true, false])
    func aDragPastTheEndMovesTheContainerAndNotThePercent(banded: Bool) throws {
        let world = DismissScene(device: TestDevice.touchscreen)
        if banded { world.controller.rubberBand = .niri }
        var script = TouchScript(device: world.device)
        PanInteractionControllerTests.drag(world, &script, steps: 45)
        let container = try #require(world.window.currentTransition?.containerView)
        #expect(world.controller.percentComplete == 1)
        let shown = container.transform.tx
        #expect(abs(shown - (banded ? 400 * (1 - 1 / 2.25) * 0.05 : 0)) < 1e-9, "\(shown)")
        PanInteractionControllerTests.lift(world, &script)
        #expect(container.transform == .identity, "back at the release")
        let outcome = try #require(world.outcomes.last)
        #expect(outcome.percentAtRelease == 1 && outcome.decision == .finish)
    }
}
