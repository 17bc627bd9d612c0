/// UIKit's keyframe animations, built on `View.animate`: each keyframe is a linear animation
/// over its share of the duration, starting at its share of it, and keyframes of one property
/// chain, each from the one before's end (see `Track`); changes made outside any keyframe
/// animate over the whole duration. The completion runs once every keyframe has ended, with
/// `finished == false` when any of them was stopped. The calculation modes are all linear here.
extension View {
    /// UIKit's `UIView.KeyframeAnimationOptions`.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// Runs `animations`, whose `addKeyframe` calls become keyframes of a `duration`-second animation starting after `delay`.
    public static func animateKeyframes(
        withDuration duration: Double, delay: Double = 0, options: KeyframeAnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let group = KeyframeGroup(
            duration: duration.isFinite ? max(0, duration) : 0, delay: delay.isFinite ? max(0, delay) : 0, completion: completion)
        let state = ThreadAnimationState.current
        let viewOptions: AnimationOptions = options.contains(.allowUserInteraction) ? [.curveLinear, .allowUserInteraction] : .curveLinear
        state.keyframeGroups.append(group)
        animate(withDuration: group.duration, delay: group.delay, options: viewOptions, animations: animations) { group.memberEnded($0) }
        state.keyframeGroups.removeLast()
    }

    /// Adds a keyframe to the enclosing `animateKeyframes`: `animations` run linearly from
    /// `frameStartTime` for `frameDuration`, both fractions of its duration (clamped to it);
    /// outside `animateKeyframes` the changes apply at once.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: () -> Void) {
        guard let group = ThreadAnimationState.current.keyframeGroups.last else {
            return performWithoutAnimation(animations)
        }
        let start = frameStartTime.isFinite ? min(max(frameStartTime, 0), 1) : 0
        let length = frameDuration.isFinite ? min(max(frameDuration, 0), 1 - start) : 0
        group.memberStarted()
        animate(withDuration: length * group.duration, delay: group.delay + start * group.duration, options: .curveLinear, animations: animations) {
            group.memberEnded($0)
        }
    }
}

/// One `animateKeyframes` call: its timing, and the completion it owes once its keyframes and its own block have ended.
final class KeyframeGroup {
    let duration: Double
    let delay: Double
    private var completion: ((Bool) -> Void)?
    /// The block's own animation and the keyframes not yet ended.
    private var pending = 1
    private var allFinished = true

    init(duration: Double, delay: Double, completion: ((Bool) -> Void)?) {
        self.duration = duration
        self.delay = delay
        self.completion = completion
    }

    func memberStarted() {
        pending += 1
    }

    func memberEnded(_ finished: Bool) {
        allFinished = allFinished && finished
        pending -= 1
        guard pending == 0, let completion else { return }
        self.completion = nil
        completion(allFinished)
    }
}
