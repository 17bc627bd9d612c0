import Foundation
import Testing

@testable import GlideUI

/// A delegate that logs what it hears.
private final class AnimationLog: LayerAnimationDelegate {
    var entries: [String] = []
    func animationDidStart(_ animation: LayerAnimation) { entries.append("start") }
    func animationDidStop(_ animation: LayerAnimation, finished: Bool) { entries.append("stop \(finished)") }
}

/// Core Animation's explicit animations, run by the view tree's engine.
@Suite struct LayerAnimationTests {
    @Test func anOpacityAnimationMovesWhatIsShownAndLeavesTheModelAtTheEnd() {
        let world = AnimationTestWorld()
        let card = world.add("card")
        let log = AnimationLog()
        let fade = BasicLayerAnimation(keyPath: "opacity")
        fade.fromValue = Float(1)
        fade.toValue = 0.0
        fade.duration = 1
        fade.delegate = log
        card.layer.add(fade, forKey: "fade")
        #expect(card.layer.animationKeys() == ["fade"] && log.entries == ["start"])
        world.clock.advance(to: 0.25)
        // Linear by default, as Core Animation's.
        #expect(abs(card.presentation.alpha - 0.75) < 1e-9)
        world.clock.advance(to: 1)
        // Removed on completion: the layer shows its model value (1) again.
        #expect(card.presentation.alpha == 1 && card.alpha == 1 && card.layer.animationKeys() == nil)
        #expect(log.entries == ["start", "stop true"])
    }

    /// `CAKeyframeAnimation`: the value at each key time, linear between them; evenly spaced
    /// when the key times do not fit the values.
    @Test func aKeyframeAnimationPassesItsValuesAtItsKeyTimes() {
        let world = AnimationTestWorld()
        let card = world.add("card")
        let log = AnimationLog()
        let pulse = KeyframeLayerAnimation(keyPath: "opacity")
        pulse.values = [1.0, 0.2, 1.0]
        pulse.keyTimes = [0, 0.25, 1]
        pulse.duration = 1
        pulse.delegate = log
        card.layer.add(pulse, forKey: "pulse")
        world.clock.advance(to: 0.25)
        #expect(abs(card.presentation.alpha - 0.2) < 1e-9)
        world.clock.advance(to: 0.625)
        #expect(abs(card.presentation.alpha - 0.6) < 1e-9)
        world.clock.advance(to: 1)
        #expect(card.presentation.alpha == 1 && card.layer.animationKeys() == nil && log.entries == ["start", "stop true"])
        #expect(KeyframeLayerAnimation().keyTimeFractions(count: 3) == [0, 0.5, 1])
        let mismatched = KeyframeLayerAnimation(keyPath: "opacity")
        mismatched.values = [1.0, "not a number"]
        card.layer.add(mismatched, forKey: "bad")
        #expect(card.layer.animationKeys() == nil, "values that do not fit the property run nothing")
    }

    /// `CAAnimationGroup`: its members run together (the group's duration for theirs when 0), and
    /// its delegate hears it stop once, when the last has; removing it removes them all.
    @Test func aGroupRunsItsMembersAndStopsOnceAfterTheLast() {
        let world = AnimationTestWorld()
        let card = world.add("card", Rect(x: 0, y: 0, width: 100, height: 100))
        let log = AnimationLog()
        let fade = BasicLayerAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        let slide = BasicLayerAnimation(keyPath: "position.x")
        slide.byValue = 100.0
        slide.duration = 0.5
        let group = LayerAnimationGroup()
        group.animations = [fade, slide]
        group.duration = 1
        group.delegate = log
        card.layer.add(group, forKey: "both")
        world.clock.advance(to: 0.5)
        #expect(abs(card.presentation.alpha - 0.5) < 1e-9 && log.entries == ["start"])
        world.clock.advance(to: 1)
        #expect(log.entries == ["start", "stop true"] && card.layer.animationKeys() == nil)

        let again = LayerAnimationGroup()
        again.animations = [fade]
        again.duration = 1
        again.delegate = log
        card.layer.add(again, forKey: "again")
        world.clock.advance(to: 1.25)
        card.layer.removeAnimation(forKey: "again")
        #expect(log.entries.suffix(2) == ["start", "stop false"] && card.layer.animationKeys() == nil && card.presentation.alpha == 1)
    }

    @Test func aKeptAnimationStaysAtItsEndAndARemovedOneStopsUnfinished() {
        let world = AnimationTestWorld()
        let card = world.add("card", Rect(x: 0, y: 0, width: 100, height: 100))
        let move = BasicLayerAnimation(keyPath: "position.x")
        move.byValue = 100.0
        move.duration = 0.5
        move.timingFunction = MediaTimingFunction(name: .easeInEaseOut)
        move.isRemovedOnCompletion = false
        move.fillMode = .forwards
        card.layer.add(move, forKey: nil)
        world.clock.advance(to: 0.25)
        #expect(abs(card.presentation.center.x - 100) < 1e-6)
        world.clock.advance(to: 1)
        #expect(card.presentation.center.x == 150 && card.layer.animationKeys() == ["animation-1"])
        let log = AnimationLog()
        let grow = BasicLayerAnimation(keyPath: "bounds.size")
        grow.toValue = Size(width: 300, height: 300)
        grow.delegate = log
        card.layer.add(grow, forKey: "grow")
        world.clock.advance(to: 1.1)
        card.layer.removeAnimation(forKey: "grow")
        #expect(log.entries == ["start", "stop false"] && card.presentation.bounds.size == Size(width: 100, height: 100))
        world.clock.advance(to: 2)
        #expect(log.entries == ["start", "stop false"])
    }

    @Test func aMaskPathAnimatesBetweenTwoCirclesOfTheSameShape() {
        let world = AnimationTestWorld()
        let card = world.add("card", Rect(x: 0, y: 0, width: 400, height: 800))
        let mask = ShapeLayer()
        let small = Path(ellipseIn: Rect(x: 190, y: 390, width: 20, height: 20))
        let big = Path(ellipseIn: Rect(x: -300, y: -100, width: 1000, height: 1000))
        mask.path = big
        card.layer.mask = mask
        let reveal = BasicLayerAnimation(keyPath: "path")
        reveal.fromValue = small
        reveal.toValue = big
        reveal.duration = 1
        mask.add(reveal, forKey: "path")
        #expect(card.presentation.mask?.rect.width ?? 0 < 21)
        world.clock.advance(to: 0.5)
        let half = card.presentation.mask?.rect ?? .zero
        #expect(abs(half.width - 510) < 1e-6 && abs(half.midX - 200) < 1e-6)
        world.clock.advance(to: 1)
        #expect(card.presentation.mask == .path(big) && card.layer.mask === mask && mask.path == big)
    }

    @Test func aTransformComponentAnimatesAloneAndTheRestOfTheTransformStays() {
        let world = AnimationTestWorld()
        let card = world.add("card")
        card.transform = CGAffineTransform(translationX: 30, y: 0).scaledBy(x: 0.5, y: 0.5)
        let spin = BasicLayerAnimation(keyPath: "transform.rotation.z")
        spin.toValue = Double.pi / 2
        spin.duration = 1
        card.layer.add(spin, forKey: "spin")
        world.clock.advance(to: 0.5)
        let shown = card.presentation.transform
        #expect(abs(atan2(shown.b, shown.a) - Double.pi / 4) < 1e-9 && abs(shown.tx - 30) < 1e-9)
        #expect(abs((shown.a * shown.a + shown.b * shown.b).squareRoot() - 0.5) < 1e-9)
        world.clock.advance(to: 1)
        // Removed at the end: the view shows its own transform again, scale and translation kept.
        #expect(card.transform == CGAffineTransform(translationX: 30, y: 0).scaledBy(x: 0.5, y: 0.5))
    }

    @Test func aKeptAnimationDoesNotKeepItsViewAlive() {
        let world = AnimationTestWorld()
        weak var released: View?
        do {
            let card = View(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "card")
            world.root.addSubview(card)
            let fade = BasicLayerAnimation(keyPath: "opacity")
            fade.toValue = 0.0
            fade.isRemovedOnCompletion = false
            fade.fillMode = .forwards
            card.layer.add(fade, forKey: "fade")
            world.clock.advance(to: 1)
            card.removeFromSuperview()
            released = card
        }
        #expect(released == nil)
    }

    @Test func aKeyPathGlideCannotAnimateWarnsAndStopsAtOnce() {
        let window = Window(clock: VirtualClock())
        let card = View(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "card")
        window.addSubview(card)
        let log = AnimationLog()
        let wobble = BasicLayerAnimation(keyPath: "shadowPath")
        wobble.delegate = log
        card.layer.add(wobble, forKey: "wobble")
        #expect(log.entries == ["start", "stop true"] && card.layer.animationKeys() == nil)
        #expect(window.warnings.contains { $0.contains("'shadowPath' is not supported") })
    }
}
