import Foundation
import GlideSnapshotTesting
import GlideTesting
import SnapshotTesting
import Testing

// The README's example of GlideSnapshotTesting ("Pin them with snapshots"), on the sheet world of
// the article "Fuzz your transitions in your tests" (`ReadmeTests` finds the README's block here).

// BEGIN README
@Test func theSheetDismissalMovesAsPinned() {
    var script = GestureScript(device: .touchscreen())
    script.swipe(from: script.device.point(x: 0.1, y: 0.5), dx: 40, dy: 0, duration: 0.4)

    // Every view at every frame and animation tick, and each record, within 0.5 pt and 0.01.
    assertSnapshot(of: makeSheetWorld(device: script.trace.device, completesOnCancel: true), as: .timeline(trace: script))
    // The same motion as an animated SVG to watch, compared by the timeline it carries.
    assertSnapshot(of: makeSheetWorld(device: script.trace.device, completesOnCancel: true), as: .animation(trace: script))
    // The window 200 ms in, as SVG, compared view by view.
    assertSnapshot(of: makeSheetWorld(device: script.trace.device, completesOnCancel: true), as: .frame(at: 200, trace: script))
}
// END README
