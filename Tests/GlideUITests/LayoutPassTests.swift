import Testing

@testable import GlideUI

/// A view that logs its layout passes and places its one subview from its bounds.
private final class SplitView: View {
    let left = View(name: "left")
    var passes = 0

    override init(frame: Rect) {
        super.init(frame: frame)
        addSubview(left)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        passes += 1
        left.frame = Rect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
    }
}

/// A controller that logs its layout callbacks.
private final class LayoutLogController: ViewController {
    var log: [String] = []
    override func viewWillLayoutSubviews() { log.append("will") }
    override func viewDidLayoutSubviews() { log.append("did \(view.subviews.first?.frame.width ?? -1)") }
}

@Suite struct LayoutPassTests {
    @Test func aResizeLaysOutWhenTheClockNextRunsOnceForTheTurn() {
        let world = AnimationTestWorld()
        let split = SplitView(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        world.root.addSubview(split)
        world.clock.advance(to: 0.01)
        #expect(split.passes == 1 && split.left.frame.width == 50)
        split.frame = Rect(x: 0, y: 0, width: 300, height: 50)
        split.frame = Rect(x: 0, y: 0, width: 200, height: 50)
        // Not yet: UIKit lays out at the end of the turn.
        #expect(split.passes == 1 && split.needsLayout)
        world.clock.advance(to: 0.02)
        #expect(split.passes == 2 && split.left.frame.width == 100 && !split.needsLayout)
        // A move that keeps the size asks for nothing.
        split.center = Point(x: 10, y: 10)
        world.clock.advance(to: 0.03)
        #expect(split.passes == 2)
        split.bounds.size.width = 40
        split.layoutIfNeeded()
        #expect(split.passes == 3 && split.left.frame.width == 20)
    }

    @Test func aControllerHearsItsViewsLayoutPassesAroundLayoutSubviews() {
        let controller = LayoutLogController()
        let split = SplitView(frame: Rect(x: 0, y: 0, width: 80, height: 10))
        controller.view = split
        split.setNeedsLayout()
        split.layoutIfNeeded()
        #expect(controller.log == ["will", "did 40.0"])
        split.layoutIfNeeded()
        #expect(controller.log.count == 2)
    }
}
