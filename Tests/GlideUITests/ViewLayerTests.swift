import Testing

@testable import GlideUI

/// `view.layer`: corner radius, clipping and mask layers held by the view, and UIKit's view transitions.
@Suite struct ViewLayerTests {
    @Test func theCornerRadiusAnimatesAndShowsInDigestsAndSnapshots() {
        let world = AnimationTestWorld()
        let card = world.add("card")
        card.layer.cornerRadius = 20
        card.layer.masksToBounds = true
        #expect(card.clipsToBounds && card.layer.cornerRadius == 20 && card.modelValues.cornerRadius == 20)
        View.animate(withDuration: 1, options: .curveLinear) { card.layer.cornerRadius = 0 }
        world.clock.advance(to: 0.25)
        #expect(abs(card.presentation.cornerRadius - 15) < 1e-9 && card.modelValues.cornerRadius == 0)
        #expect(TreeDigest(of: card, values: .presentation).dump.contains("radius=15 clips"))
        let snapshot = card.snapshotView()
        #expect(snapshot.layer.cornerRadius == 15 && snapshot.clipsToBounds)
        world.clock.advance(to: 1)
        #expect(!card.hasAnimations && !TreeDigest(of: card, values: .presentation).dump.contains("radius="))
        card.layer.cornerRadius = -3
        #expect(card.layer.cornerRadius == 0)
    }

    @Test func aStandaloneLayerMasksTheViewItIsSetOn() {
        let world = AnimationTestWorld()
        let card = world.add("card", Rect(x: 0, y: 0, width: 200, height: 200))
        let other = world.add("other")
        let circle = Layer()
        circle.frame = Rect(x: 50, y: 50, width: 100, height: 100)
        circle.cornerRadius = 50
        card.layer.mask = circle
        #expect(card.mask == .roundedRect(Rect(x: 50, y: 50, width: 100, height: 100), cornerRadius: 50))
        #expect(card.layer.mask === circle)
        circle.frame = Rect(x: 0, y: 0, width: 200, height: 200)
        #expect(card.mask == .roundedRect(Rect(x: 0, y: 0, width: 200, height: 200), cornerRadius: 50))
        // Moved to another view, it leaves the first.
        other.layer.mask = circle
        #expect(card.mask == nil && card.layer.mask == nil && other.layer.mask === circle)
        // A mask set directly on the view replaces the layer's.
        other.mask = .rect(Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(other.layer.mask == nil)
        other.layer.mask = nil
        #expect(other.mask == nil)
    }

    @Test func transitionWithCrossFadesFromASnapshotOfTheOldContent() {
        let world = AnimationTestWorld()
        let card = world.add("card")
        card.backgroundColor = .red
        var finished: Bool?
        View.transition(with: card, duration: 0.5, options: [.transitionCrossDissolve, .curveLinear], animations: {
            card.backgroundColor = .blue
            card.alpha = 0.5
        }, completion: { finished = $0 })
        // The change is made at once (no .allowAnimatedContent); the old content fades out over it.
        #expect(card.presentation.backgroundColor == .blue && card.presentation.alpha == 0.5)
        let old = card.subviews.last
        #expect(old?.name == "card.snapshot" && old?.backgroundColor == .red && old?.isUserInteractionEnabled == false)
        world.clock.advance(to: 0.25)
        #expect(abs((old?.presentation.alpha ?? 0) - 0.5) < 1e-9)
        world.clock.advance(to: 0.5)
        #expect(card.subviews.isEmpty && finished == true)
    }

    @Test func transitionWithAnimatedContentOrNoStyleAnimatesTheBlock() {
        let world = AnimationTestWorld()
        let card = world.add("card")
        View.transition(with: card, duration: 1, options: [.transitionFlipFromLeft, .allowAnimatedContent, .curveLinear], animations: {
            card.alpha = 0
        })
        world.clock.advance(to: 0.5)
        #expect(abs(card.presentation.alpha - 0.5) < 1e-9 && card.subviews.count == 1)
        View.transition(with: card, duration: 1, options: [.curveLinear], animations: { card.center.x = 150 })
        #expect(card.subviews.count == 1, "no style: no snapshot")
        world.clock.advance(to: 1)
        #expect(abs(card.presentation.center.x - 100) < 1e-9)
    }

    @Test(arguments: [false, true])
    func transitionFromToSwapsTheViewsUnderACrossFade(showHide: Bool) {
        let world = AnimationTestWorld()
        let front = world.add("front")
        let back = View(frame: front.frame, name: "back")
        if showHide {
            back.isHidden = true
            world.root.addSubview(back)
        }
        var finished: Bool?
        View.transition(from: front, to: back, duration: 0.3, options: showHide ? [.showHideTransitionViews] : [], completion: { finished = $0 })
        #expect(world.root.subviews.map(\.name) == (showHide ? ["front", "back", "front.snapshot"] : ["back", "front.snapshot"]))
        #expect(front.isHidden == showHide && !back.isHidden && back.superview === world.root)
        world.clock.advance(to: 0.3)
        #expect(finished == true && !world.root.subviews.contains { $0.name == "front.snapshot" })
    }
}
