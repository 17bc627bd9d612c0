import Foundation
import GlideGallery
import GlideInput
import GlideUI
import Testing

@testable import GlideRender

/// Every gallery scene's window, at rest and in the middle of the transition a tap starts.
@Suite struct GalleryRenderTests {
    /// A touchscreen the size of the default screen, 10 units per point.
    static let touchscreen: DeviceDescription = {
        let abs: [UInt16: AbsInfo] = [
            AbsCode.x: AbsInfo(minimum: 0, maximum: 3900, resolution: 10),
            AbsCode.y: AbsInfo(minimum: 0, maximum: 8440, resolution: 10),
            AbsCode.mtSlot: AbsInfo(minimum: 0, maximum: 4),
            AbsCode.mtTrackingID: AbsInfo(minimum: 0, maximum: 65535),
            AbsCode.mtPositionX: AbsInfo(minimum: 0, maximum: 3900, resolution: 10),
            AbsCode.mtPositionY: AbsInfo(minimum: 0, maximum: 8440, resolution: 10),
        ]
        return DeviceDescription(
            name: "render test touchscreen", id: DeviceID(bustype: 0x18, vendor: 1, product: 2, version: 1), properties: [.direct],
            codes: [.syn: [0, 1, 2, 3], .key: [KeyCode.btnTouch, KeyCode.btnToolFinger], .abs: Set(abs.keys)], absInfo: abs)
    }()

    /// A one-finger tap at `point` (screen points), 30 ms down, from the scene's current time.
    static func tap(_ scene: RunningScene, at point: Point) {
        let start = scene.window.frameTime(ofClockTime: scene.clock.now) + 10_000
        let touch = Touch(
            trackingID: 1, slot: 0, x: Int32(point.x * 10), y: Int32(point.y * 10), mm: SurfacePoint(x: point.x, y: point.y),
            normalized: SurfacePoint(x: point.x / 390, y: point.y / 844))
        scene.feed(TouchFrame(time: start, touches: [touch], fingerCount: 1))
        scene.feed(TouchFrame(time: start + 30_000, touches: [touch], fingerCount: 1))
        scene.feed(TouchFrame(time: start + 60_000, touches: [], fingerCount: 0))
    }

    /// The (name, type) of every view the window shows: not hidden, not transparent, nor under one that is.
    static func visibleViews(of window: View) -> [String] {
        var result: [String] = []
        func visit(_ view: View) {
            let shown = view.presentation
            guard !shown.isHidden, shown.alpha > 0 else { return }
            result.append("\(view.name) \(view.typeName)")
            for subview in view.subviews { visit(subview) }
        }
        visit(window)
        return result.sorted()
    }

    /// Renders the window and checks that it parses and holds a group for each visible view, and no other.
    static func expectEveryVisibleView(in scene: RunningScene, _ moment: String) throws {
        let svg = FrameRenderer().svg(of: scene.window, overlay: FrameOverlay(caption: FrameCaption(time: scene.clock.now, state: moment)))
        let document = try parseSVG(svg)
        let drawn = document.viewGroups.map { "\($0["data-name"]!) \($0["data-type"]!)" }.sorted()
        #expect(drawn == visibleViews(of: scene.window), "\(scene.name), \(moment)")
        #expect(drawn.count > 1, "\(scene.name), \(moment): the window shows its controllers' views")
        #expect(FrameRenderer().svg(of: scene.window, overlay: FrameOverlay(caption: FrameCaption(time: scene.clock.now, state: moment))) == svg)
    }

    @Test(arguments: Scene.names)
    func everySceneRendersEveryVisibleViewAtRestAndMidTransition(name: String) throws {
        let scene = try Scene.require(named: name).make(device: Self.touchscreen)
        try Self.expectEveryVisibleView(in: scene, "at rest")
        Self.tap(scene, at: Point(x: 195, y: 300))
        // The tap starts a transition everywhere but in aweme (which starts with its list shown,
        // and opens from a grid cell) and tabs (switched by swipes).
        #expect(scene.isTransitionInFlight == !["aweme", "tabs"].contains(name), "\(name)")
        if scene.isTransitionInFlight {
            scene.clock.advance(to: scene.clock.now + 0.1)
            try Self.expectEveryVisibleView(in: scene, "mid-transition")
        }
        _ = scene.settle()
        try Self.expectEveryVisibleView(in: scene, "settled")
    }

    @Test func theCircleRevealsMidTransitionThroughAnOvalClip() throws {
        let scene = try Scene.circle.make(device: Self.touchscreen)
        Self.tap(scene, at: Point(x: 195, y: 300))
        #expect(scene.isTransitionInFlight)
        scene.clock.advance(to: scene.clock.now + 0.1)
        let masked = try #require(scene.window.subtree.first { $0.presentation.mask != nil })
        let document = try parseSVG(FrameRenderer().svg(of: scene.window))
        let group = try #require(document.viewGroups.first { $0["data-name"] == masked.name && $0["clip-path"] != nil })
        let ellipse = try #require(group.referenced("clip-path")?.children.first)
        guard case .oval(let rect) = masked.presentation.mask else { Issue.record("the reveal is not an oval"); return }
        #expect(ellipse.name == "ellipse" && ellipse["rx"] == SVGNumbers(decimals: 3).text(rect.width / 2))
    }
}
