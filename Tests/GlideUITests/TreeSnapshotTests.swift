import Testing
@testable import GlideUI

@Suite struct TreeSnapshotTests {
    @Test func restoreUndoesEveryKindOfChange() {
        let world = AnimationTestWorld()
        let from = world.add("from", world.root.bounds)
        let cell = View(frame: Rect(x: 20, y: 30, width: 60, height: 60), name: "cell")
        from.addSubview(cell)
        let overlay = world.add("overlay", Rect(x: 0, y: 700, width: 400, height: 100))
        overlay.backgroundColor = .black
        overlay.zPosition = 2
        let snapshot = TreeSnapshot(of: world.root)

        // A transition that goes wrong in every way it can.
        let to = world.add("to", world.root.bounds.offsetBy(dx: 400, dy: 0))
        world.root.sendSubviewToBack(overlay)
        to.addSubview(cell)
        from.isHidden = true
        from.alpha = 0
        overlay.removeFromSuperview()
        View.animate(withDuration: 1) {
            to.frame = world.root.bounds
            cell.transform = CGAffineTransform(scaleX: 3, y: 3)
            cell.mask = .oval(cell.bounds)
        }
        world.clock.advance(to: 0.4)
        #expect(world.root.treeDigest != snapshot.digest)

        snapshot.restore()
        #expect(world.root.treeDigest == snapshot.digest, "\(world.root.treeDigest.difference(from: snapshot.digest) ?? "")")
        #expect(TreeDigest(of: world.root, values: .presentation) == snapshot.digest)
        #expect(to.superview == nil)
        #expect(cell.superview === from)
        #expect(world.root.subviews.map(\.name) == ["from", "overlay"])
        world.clock.advance(to: 2)
        #expect(world.root.treeDigest == snapshot.digest)
    }

    @Test func digestIsTheCaptureTimeDigestOfTheTreeEvenAfterItChanged() {
        let world = AnimationTestWorld()
        let from = world.add("from", world.root.bounds)
        let cell = View(frame: Rect(x: 20, y: 30, width: 60, height: 60), name: "cell")
        cell.isUserInteractionEnabled = false
        cell.mask = .roundedRect(cell.bounds, cornerRadius: 8)
        from.addSubview(cell)
        let overlay = world.add("overlay", Rect(x: 0, y: 700, width: 400, height: 100))
        overlay.isHidden = true
        overlay.addSubview(View(frame: Rect(x: 1, y: 2, width: 3, height: 4), name: "badge"))
        let before = world.root.treeDigest
        let snapshot = TreeSnapshot(of: world.root)
        #expect(snapshot.digest == before, "\(before.difference(from: snapshot.digest) ?? "")")

        cell.removeFromSuperview()
        overlay.addSubview(cell)
        from.name = "renamed"
        overlay.alpha = 0.5
        #expect(world.root.treeDigest != before)
        #expect(snapshot.digest == before, "\(before.difference(from: snapshot.digest) ?? "")")
    }

    @Test func restoreIsIdempotent() {
        let world = AnimationTestWorld()
        let a = world.add("a")
        let snapshot = TreeSnapshot(of: world.root)
        a.alpha = 0.2
        snapshot.restore()
        snapshot.restore()
        #expect(world.root.treeDigest == snapshot.digest)
        #expect(a.alpha == 1)
    }

    @Test func aViewThatBecameAnAncestorIsSkipped() {
        let outer = View(name: "outer")
        let root = View(name: "root")
        let child = View(name: "child")
        root.addSubview(child)
        let snapshot = TreeSnapshot(of: root)
        child.removeFromSuperview()
        child.addSubview(outer)
        outer.addSubview(root)
        snapshot.restore()
        #expect(root.subviews.isEmpty)
        #expect(root.superview === outer)
    }
}
