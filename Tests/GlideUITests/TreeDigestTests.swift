import Testing
@testable import GlideUI

/// A subclass, to check that the class name takes part in the digest.
private final class CardView: View {}

@Suite struct TreeDigestTests {
    /// root ⊃ [back ⊃ [label], front]: built fresh on every call (new objects, same structure).
    private func makeTree() -> (root: View, back: View, front: View, label: View) {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 800), name: "root")
        let back = View(frame: Rect(x: 0, y: 0, width: 400, height: 800), name: "back")
        let front = View(frame: Rect(x: 400, y: 0, width: 400, height: 800), name: "front")
        let label = View(frame: Rect(x: 10, y: 20, width: 100, height: 30), name: "label")
        back.backgroundColor = .white
        root.addSubview(back)
        root.addSubview(front)
        back.addSubview(label)
        return (root, back, front, label)
    }

    @Test func identicalStructuresDigestIdentically() {
        let first = makeTree().root.treeDigest
        let second = makeTree().root.treeDigest
        #expect(first == second)
        #expect(first.hex.count == 16)
        #expect(first.difference(from: second) == nil)
    }

    @Test func hashIsFNV1a64() {
        // Reference vectors of the 64-bit FNV-1a hash.
        #expect(TreeDigest.fnv1a("") == 0xcbf2_9ce4_8422_2325)
        #expect(TreeDigest.fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(TreeDigest.fnv1a("foobar") == 0x8594_4171_f739_67e8)
        let digest = View(name: "solo").treeDigest
        #expect(digest.value == TreeDigest.fnv1a("solo (View) frame=(0,0,0x0) bounds=(0,0,0x0) alpha=1"))
        #expect(digest.hex == String(digest.value, radix: 16).leftPadded(to: 16))
    }

    @Test func dumpIsCanonicalAndReadable() {
        let tree = makeTree()
        tree.front.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        tree.front.alpha = 1.0 / 3
        #expect(tree.root.treeDigest.dump == """
            root (View) frame=(0,0,400x800) bounds=(0,0,400x800) alpha=1
              back (View) frame=(0,0,400x800) bounds=(0,0,400x800) alpha=1 bg=(1 1 1 1)
                label (View) frame=(10,20,100x30) bounds=(0,0,100x30) alpha=1
              front (View) frame=(500,200,200x400) bounds=(0,0,400x800) alpha=0.333333 transform=[0.5 0 0 0.5 0 0]
            """)
    }

    @Test(arguments: [
        "frame", "size", "boundsOrigin", "alpha", "hidden", "transform", "mask", "maskKind", "zPosition",
        "background", "name", "type", "order", "added", "removed", "interaction", "moved",
    ])
    func everyFieldChangesTheDigest(field: String) {
        let tree = makeTree()
        let before = tree.root.treeDigest
        switch field {
        case "frame": tree.label.frame.origin.x += 0.001
        case "size": tree.label.bounds.size.height = 31
        case "boundsOrigin": tree.back.bounds.origin = Point(x: 0, y: 5)
        case "alpha": tree.front.alpha = 0.999
        case "hidden": tree.back.isHidden = true
        case "transform": tree.front.transform = CGAffineTransform(rotationAngle: 0.01)
        case "mask": tree.front.mask = .rect(tree.front.bounds)
        case "maskKind":
            tree.front.mask = .rect(tree.front.bounds)
            let masked = tree.root.treeDigest
            tree.front.mask = .oval(tree.front.bounds)
            #expect(tree.root.treeDigest != masked)
        case "zPosition": tree.front.zPosition = 1
        case "background": tree.back.backgroundColor = Color(white: 0.99)
        case "name": tree.label.name = "title"
        case "type":
            let card = CardView(frame: tree.label.frame, name: "label")
            tree.back.addSubview(card)
            tree.label.removeFromSuperview()
        case "order": tree.root.bringSubviewToFront(tree.back)
        case "added": tree.front.addSubview(View(name: "extra"))
        case "removed": tree.label.removeFromSuperview()
        case "interaction": tree.label.isUserInteractionEnabled = false
        case "moved": tree.front.addSubview(tree.label)
        default: Issue.record("unknown field \(field)")
        }
        let after = tree.root.treeDigest
        #expect(after != before, "\(field) did not change the digest")
        #expect(after.difference(from: before) != nil)
    }

    @Test func noiseBelowAMicroPointIsIgnored() {
        let tree = makeTree()
        let before = tree.root.treeDigest
        tree.label.center.x += 1e-9
        tree.front.alpha = 1 - 1e-10
        #expect(tree.root.treeDigest == before)
    }

    @Test func presentationDigestFollowsTheAnimation() {
        let world = AnimationTestWorld()
        let card = world.add("card")
        View.animate(withDuration: 1) { card.alpha = 0 }
        world.clock.advance(to: 0.5)
        let model = TreeDigest(of: world.root, values: .model)
        let shown = TreeDigest(of: world.root, values: .presentation)
        #expect(model != shown)
        #expect(shown.dump.contains("alpha=0.5"))
        world.clock.advance(to: 1)
        #expect(TreeDigest(of: world.root, values: .presentation) == model)
    }

    @Test func nonFiniteValuesDoNotCrash() {
        let view = View(name: "odd")
        view.alpha = .nan
        view.center = Point(x: .infinity, y: 1e300)
        #expect(view.treeDigest.dump.contains("nan"))
    }
}

extension String {
    /// The string with leading zeros up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
