/// A view property that animations can drive.
enum AnimatableProperty: Hashable, Sendable {
    case center, bounds, transform, alpha, backgroundColor, mask, cornerRadius
}

/// One property's animation on one view: where it started, where it goes, and the animation timing it.
///
/// Keyframes of one `animateKeyframes` call on the same property chain, as UIKit's do: a later
/// keyframe starts from the earlier one's end, and the earlier ones (`earlier`, oldest first)
/// show the property until its own delay has passed.
struct Track<Value: Interpolatable> {
    /// The presentation value when the animation took the property over (the earlier keyframe's end).
    var from: Value
    /// The model value the animation runs to.
    var to: Value
    /// The animation whose progress blends `from` into `to`.
    let animation: Animation
    /// The keyframes of the same call this one follows, oldest first.
    var earlier: [Track<Value>] = []

    /// Where the chain starts: the first keyframe's `from`.
    var start: Value { earlier.first?.from ?? from }

    /// The value at the engine's current time: this keyframe's, or, before its delay has passed,
    /// the latest earlier one's that has begun (the first one's start before any has).
    func value() -> Value {
        var progress = animation.progress()
        var (from, to) = (self.from, self.to)
        var index = earlier.count
        while progress == 0, index > 0 {
            index -= 1
            progress = earlier[index].animation.progress()
            (from, to) = (earlier[index].from, earlier[index].to)
        }
        if progress == 0 { return from }
        if progress == 1 { return to }
        return Value.interpolate(from: from, to: to, fraction: progress)
    }
}

/// One `View.animate` call (or one property-animator run): its timing, its completion and the
/// property tracks it drives; confined to its engine's thread.
///
/// Its local time τ runs from 0 (the call) through `delay` (motion starts) to `delay + duration`
/// (motion ends). Free animations take τ from the clock; captured ones take it from their
/// `AnimationGroup`, which can pause, seek and resume them; property animators set progress directly.
final class Animation {
    /// Where the local time or progress comes from.
    enum Driver {
        /// τ = clock time − `clockStart`.
        case clock
        /// τ = the group's offset − `offset` (the group's offset when this animation began).
        case group(AnimationGroup, offset: Double)
        /// Progress is the property animator's, rescaled from `base` (its progress when this animation
        /// was added) to 1; or, with a `startFraction` (`addAnimations(_:delayFactor:)`), the animator's
        /// timing over the stretch of its timeline from that fraction to the end.
        case propertyAnimator(PropertyAnimator, base: Double, startFraction: Double?)
    }

    /// The engine this animation runs on (weak: the engine owns running animations, views own tracks).
    weak var engine: AnimationEngine?
    /// Seconds of motion after the delay.
    let duration: Double
    /// Seconds between the call and the start of motion.
    let delay: Double
    /// How progress follows time.
    let timing: AnimationTiming
    /// The options of the call.
    let options: AnimationOptions
    /// Runs once, with `finished`, when the animation ends.
    var completion: ((Bool) -> Void)?
    /// The clock time of the call.
    let clockStart: Double
    /// Where time comes from.
    var driver: Animation.Driver = .clock
    /// Whether the animation has ended (its completion ran or is running).
    private(set) var isFinished = false
    /// The scheduled end on the clock while the animation runs free.
    var endCallback: ClockCallbackID?
    /// The tracks it owns, for detaching them at the end.
    private var trackRefs: [TrackRef] = []
    /// How many of its tracks still drive a property.
    private var liveTracks = 0
    /// Whether a track was taken away by `View.removeAllAnimations()`.
    private var wasRemoved = false

    /// A weak reference to a view and the property the animation drives on it.
    private struct TrackRef {
        weak var view: View?
        let property: AnimatableProperty
    }

    init(engine: AnimationEngine, duration: Double, delay: Double, timing: AnimationTiming, options: AnimationOptions, completion: ((Bool) -> Void)?) {
        self.engine = engine
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.delay = delay.isFinite ? max(0, delay) : 0
        self.timing = timing
        self.options = options
        self.completion = completion
        self.clockStart = engine.clock.now
    }

    /// τ at the end of motion.
    var totalTime: Double { delay + duration }

    /// The local time now.
    func localTime() -> Double {
        guard let engine else { return totalTime }
        switch driver {
        case .clock: return engine.clock.now - clockStart
        case .group(let group, let offset): return group.offset(at: engine.clock.now) - offset
        case .propertyAnimator: return totalTime
        }
    }

    /// The progress now: 0 until the delay has passed, 1 from the end of motion on.
    func progress() -> Double {
        if isFinished { return 1 }
        if case .propertyAnimator(let animator, let base, let startFraction) = driver {
            if let start = startFraction {
                let fraction = animator.position
                guard fraction > start else { return 0 }
                guard start < 1 else { return 1 }
                return animator.timing.progress(atTime: (fraction - start) * animator.duration, duration: (1 - start) * animator.duration)
            }
            let progress = animator.progress
            guard base != 0 else { return progress }
            return base >= 1 ? 1 : max(0, (progress - base) / (1 - base))
        }
        return timing.progress(atTime: localTime() - delay, duration: duration)
    }

    /// Records that this animation now drives `property` of `view`.
    func attach(_ view: View, _ property: AnimatableProperty) {
        trackRefs.append(TrackRef(view: view, property: property))
        liveTracks += 1
    }

    /// The keyframe group whose call made this animation, if any (its tracks of a property chain).
    weak var keyframeGroup: KeyframeGroup?

    /// Records that a track superseded by a later keyframe drives its property again (the later one ended first, running back).
    func reattached() {
        liveTracks += 1
    }

    /// Records that a track stopped driving its property: superseded (the animation still ends on
    /// time) or removed (when nothing is left, the animation ends now with `finished == false`).
    func detached(removed: Bool) {
        liveTracks -= 1
        if removed { wasRemoved = true }
        if liveTracks == 0, wasRemoved, !isFinished, let engine {
            engine.clock.schedule(at: engine.clock.now) { [weak engine] in
                engine?.finish(self, finished: false)
            }
        }
    }

    /// Marks the animation ended and takes its remaining tracks off their views, setting each
    /// property's model value to `position`; returns, per track, a way to set it to another position later.
    @discardableResult
    func markFinished(settlingAt position: AnimatingPosition = .end) -> [(AnimatingPosition) -> Void] {
        let refs = trackRefs
        trackRefs = []
        var settlers: [(AnimatingPosition) -> Void] = []
        for ref in refs {
            if let settle = ref.view?.settleTrack(ref.property, ownedBy: self, at: position) {
                settlers.append(settle)
            }
        }
        isFinished = true
        return settlers
    }

    /// Whether a track of this animation should keep its view from taking touches.
    var blocksInteraction: Bool {
        !isFinished && !options.contains(.allowUserInteraction)
    }

    /// Whether the animated view is hit-tested where it is shown: it runs on a property animator that
    /// lets touches through and leaves hit-testing to UIKit (`isManualHitTestingEnabled` false).
    var hitTestsPresentation: Bool {
        guard !isFinished, case .propertyAnimator(let animator, _, _) = driver else { return false }
        return animator.isUserInteractionEnabled && !animator.isManualHitTestingEnabled
    }
}
