import Testing
@testable import GlideUI

@Suite struct ViewTests {
    private func names(_ view: View) -> [String] { view.subviews.map(\.name) }

    @Test func frameBoundsAndCentreStayConsistent() {
        let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 50), name: "v")
        #expect(view.center == Point(x: 60, y: 45))
        #expect(view.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(view.frame == Rect(x: 35, y: 32.5, width: 50, height: 25))
        view.transform = .identity
        view.center = Point(x: 0, y: 0)
        #expect(view.frame == Rect(x: -50, y: -25, width: 100, height: 50))
        view.bounds.size.width = -10  // A spring can overshoot a size past 0: the frame keeps it as is.
        #expect(view.frame.origin.x == 5 && view.frame.size.width == -10)
    }

    @Test func subviewOrderOperations() {
        let root = View(name: "root")
        let a = View(name: "a"), b = View(name: "b"), c = View(name: "c"), d = View(name: "d")
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 0)
        #expect(names(root) == ["c", "a", "b"])
        root.insertSubview(d, aboveSubview: c)
        #expect(names(root) == ["c", "d", "a", "b"])
        root.insertSubview(b, belowSubview: d)
        #expect(names(root) == ["c", "b", "d", "a"])
        root.bringSubviewToFront(c)
        #expect(names(root) == ["b", "d", "a", "c"])
        root.sendSubviewToBack(a)
        #expect(names(root) == ["a", "b", "d", "c"])
        root.addSubview(a)
        #expect(names(root) == ["b", "d", "c", "a"])
        root.insertSubview(a, at: 99)
        #expect(names(root) == ["b", "d", "c", "a"])
        d.removeFromSuperview()
        #expect(names(root) == ["b", "c", "a"])
        #expect(d.superview == nil)
        b.addSubview(c)
        #expect(names(root) == ["b", "a"])
        #expect(c.superview === b && c.rootView === root)
        #expect(root.subtree.map(\.name) == ["root", "b", "c", "a"])
    }

    @Test func convertsThroughCentresBoundsAndTransforms() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 800), name: "root")
        let card = View(frame: Rect(x: 100, y: 100, width: 200, height: 200), name: "card")
        let badge = View(frame: Rect(x: 10, y: 10, width: 20, height: 20), name: "badge")
        root.addSubview(card)
        card.addSubview(badge)
        #expect(badge.convert(Point(x: 0, y: 0), to: root) == Point(x: 110, y: 110))
        #expect(root.convert(Point(x: 110, y: 110), to: badge) == Point(x: 0, y: 0))
        #expect(badge.convert(Rect(x: 0, y: 0, width: 20, height: 20), to: nil) == Rect(x: 110, y: 110, width: 20, height: 20))
        card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(badge.convert(Point(x: 0, y: 0), to: root) == Point(x: 155, y: 155))
        #expect(badge.convert(Point(x: 155, y: 155), from: root) == Point(x: 0, y: 0))
        card.bounds.origin = Point(x: 10, y: 0)
        #expect(badge.convert(Point(x: 0, y: 0), to: root) == Point(x: 150, y: 155))
    }

    @Test func hitTestFindsTheDeepestVisibleView() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 800), name: "root")
        let back = View(frame: Rect(x: 0, y: 0, width: 200, height: 200), name: "back")
        let front = View(frame: Rect(x: 100, y: 100, width: 200, height: 200), name: "front")
        let child = View(frame: Rect(x: 0, y: 0, width: 50, height: 50), name: "child")
        root.addSubview(back)
        root.addSubview(front)
        front.addSubview(child)
        #expect(root.hitTest(Point(x: 50, y: 50))?.name == "back")
        #expect(root.hitTest(Point(x: 150, y: 150))?.name == "front")
        #expect(root.hitTest(Point(x: 110, y: 110))?.name == "child")
        front.alpha = 0.005
        #expect(root.hitTest(Point(x: 150, y: 150))?.name == "back")
        front.alpha = 1
        front.isHidden = true
        #expect(root.hitTest(Point(x: 110, y: 110))?.name == "back")
        front.isHidden = false
        front.transform = CGAffineTransform(translationX: 200, y: 0)
        #expect(root.hitTest(Point(x: 150, y: 150))?.name == "back")
        #expect(root.hitTest(Point(x: 310, y: 110))?.name == "child")
        #expect(root.hitTest(Point(x: 500, y: 10)) == nil)
    }

    @Test func snapshotShowsTheCurrentVisualState() {
        let world = AnimationTestWorld()
        let card = world.add("card", Rect(x: 50, y: 60, width: 100, height: 80))
        card.backgroundColor = .red
        let label = View(frame: Rect(x: 5, y: 5, width: 10, height: 10), name: "label")
        card.addSubview(label)
        View.animate(withDuration: 1, options: .curveLinear) { label.alpha = 0 }
        world.clock.advance(to: 0.5)
        let snapshot = card.snapshotView()
        #expect(snapshot.name == "card.snapshot")
        #expect(snapshot.superview == nil)
        #expect(snapshot.frame == Rect(x: 0, y: 0, width: 100, height: 80))
        #expect(snapshot.backgroundColor == .red)
        #expect(snapshot.subviews.map(\.name) == ["label"])
        #expect(snapshot.subviews.first?.alpha == 0.5)
        #expect(card.snapshot(afterScreenUpdates: true).subviews.first?.alpha == 0)
        world.clock.advance(to: 1)
        #expect(snapshot.subviews.first?.presentation.alpha == 0.5)
    }
}
