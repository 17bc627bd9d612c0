import GlideGallery
import GlideSnapshotTesting
import GlideTesting
import SnapshotTesting
import Testing

/// Every gallery scene pinned by the timeline of a gesture that runs its interactive transition,
/// and by frames at 0, 25, 50, 75 and 100 % of that transition; the aweme scene's also by its animation. After a deliberate change of a
/// transition's motion, record them again with
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter GallerySnapshotTests` and review the diff.
@Suite struct GallerySnapshotTests {
    @Test(arguments: Scene.all.map(\.name))
    func timeline(of scene: String) throws {
        let gesture = try GalleryGesture(scene: scene)
        assertSnapshot(of: try gesture.world(), as: .timeline(trace: gesture.script), named: scene)
    }

    /// The aweme dismissal's whole replay as an animated SVG, a golden to watch in a browser.
    @Test func animation() throws {
        let gesture = try GalleryGesture(scene: "aweme")
        assertSnapshot(of: try gesture.world(), as: .animation(trace: gesture.script), named: "aweme")
    }

    @Test(arguments: Scene.all.map(\.name))
    func frames(of scene: String) throws {
        let gesture = try GalleryGesture(scene: scene)
        let timeline = try gesture.world().timeline(replaying: gesture.script)
        let instants = try #require(gesture.instants(in: timeline), "\(scene): the gesture ran no interactive transition")
        for (percent, instant) in zip([0, 25, 50, 75, 100], instants) {
            assertSnapshot(of: try gesture.world(), as: .frame(at: instant, trace: gesture.script), named: "\(scene)-\(percent)")
        }
    }
}

/// A scene and the touchscreen gesture that drives its interactive transition to a finish: a tap
/// first where the scene needs something presented or pushed, then a slow drag most of the way.
struct GalleryGesture {
    let scene: Scene
    let script: GestureScript

    init(scene name: String) throws {
        scene = try Scene.require(named: name)
        var script = GestureScript(device: .touchscreen())
        let drag: (dx: Double, dy: Double)
        switch name {
        case "aweme": drag = (45, 0)
        case "tabs": drag = (-45, 0)
        case "modal-fade", "slide": drag = (0, 90)
        default: drag = (45, 0)
        }
        if !["aweme", "tabs"].contains(name) {
            script.tap(at: SurfacePoint(x: 35, y: 40))
            script.pause(1.2)
        }
        let start = drag.dx > 0 ? SurfacePoint(x: 5, y: 75) : drag.dx < 0 ? SurfacePoint(x: 65, y: 75) : SurfacePoint(x: 35, y: 30)
        script.down(at: [start])
        script.move(dx: drag.dx, dy: drag.dy, duration: 0.6)
        script.lift()
        self.script = script
    }

    /// A fresh world of the scene on the gesture's device.
    func world() throws -> ReplayWorld {
        try ReplayWorld(scene: scene, device: script.device.deviceDescription)
    }

    /// The instants (ms) at which the gesture's interactive transition begins, first shows 25, 50
    /// and 75 %, and ends; nil when no transition was released by the gesture.
    func instants(in timeline: ReplayTimeline) -> [Double]? {
        guard let record = timeline.records.first(where: { $0.release != nil }),
            let begin = timeline.samples.first(where: { $0.moment?.transition == record.transition })
        else { return nil }
        let quarters = [0.25, 0.5, 0.75].compactMap { timeline.firstSample(reaching: $0, transition: record.transition)?.time }
        guard quarters.count == 3 else { return nil }
        return [begin.time] + quarters + [record.end]
    }
}
