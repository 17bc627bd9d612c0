import Foundation
import GlideSnapshotTesting
import GlideTesting
import SnapshotTesting
import Testing

// The README's example of GlideSnapshotTesting ("Pin your transitions"), on the sheet world of
// the article "Fuzz your transitions in your tests"; `readmeShowsThisExample` keeps the README's
// block identical to the one between the markers.

// BEGIN README
@Test func theSheetDismissalMovesAsPinned() {
    var script = GestureScript(device: .touchscreen())
    script.swipe(from: script.device.point(x: 0.1, y: 0.5), dx: 40, dy: 0, duration: 0.4)

    // Every view at every frame and animation tick, and each record, within 0.5 pt and 0.01.
    assertSnapshot(of: makeSheetWorld(device: script.trace.device, completesOnCancel: true), as: .timeline(trace: script))
    // The window 200 ms in, as SVG, compared view by view.
    assertSnapshot(of: makeSheetWorld(device: script.trace.device, completesOnCancel: true), as: .frame(at: 200, trace: script))
}
// END README

@Test func readmeShowsThisExample() throws {
    let here = URL(fileURLWithPath: #filePath)
    let source = try String(contentsOf: here, encoding: .utf8)
    let readme = try String(contentsOf: here.appendingPathComponent("../../../README.md").standardized, encoding: .utf8)
    let begin = try #require(source.range(of: "// BEGIN README\n")), end = try #require(source.range(of: "// END README"))
    let block = "```swift\n" + source[begin.upperBound..<end.lowerBound] + "```\n"
    #expect(readme.contains(block), "README.md's GlideSnapshotTesting example differs from \(here.lastPathComponent)'s README block")
}
