#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The animation block being run by `View.animate` on this thread: what its property changes become.
///
/// The first change to a view under an engine creates the block's `Animation` on that engine;
/// changes to views under no engine, or under another engine, apply at once.
final class AnimationTransaction {
    let duration: Double
    let delay: Double
    let timing: AnimationTiming
    let options: AnimationOptions
    let completion: ((Bool) -> Void)?
    /// The property animator whose blocks these are, if any; its animations take their progress from it.
    private let animator: PropertyAnimator?
    /// The animator's progress when the block ran (its animations run from there to the end).
    private let animatorBase: Double
    /// The animator fraction at which a delayed block's animations start, if delayed.
    private let animatorStartFraction: Double?
    /// The animation, once a view under an engine changed.
    private(set) var animation: Animation?

    /// A `View.animate` block.
    init(duration: Double, delay: Double, timing: AnimationTiming, options: AnimationOptions, completion: ((Bool) -> Void)?) {
        self.duration = duration
        self.delay = delay
        self.timing = timing
        self.options = options
        self.completion = completion
        self.animator = nil
        self.animatorBase = 0
        self.animatorStartFraction = nil
    }

    /// A property animator's animation block, run when its progress is `base`, optionally delayed until its fraction reaches `startFraction`.
    init(animator: PropertyAnimator, base: Double, startFraction: Double?) {
        self.duration = animator.duration
        self.delay = 0
        self.timing = animator.timing
        self.options = animator.isUserInteractionEnabled ? [.allowUserInteraction] : []
        self.completion = nil
        self.animator = animator
        self.animatorBase = base
        self.animatorStartFraction = startFraction
    }

    /// The animation that should drive a change to a view under `engine`, or nil to apply it at once.
    func animation(for engine: AnimationEngine?) -> Animation? {
        guard let engine else { return nil }
        if let animation {
            return animation.engine === engine ? animation : nil
        }
        let created: Animation
        if let animator {
            guard animator.adopt(engine) else { return nil }
            created = Animation(engine: engine, duration: duration, delay: 0, timing: timing, options: options, completion: nil)
            created.driver = .propertyAnimator(animator, base: animatorBase, startFraction: animatorStartFraction)
            animator.register(created)
        } else {
            created = engine.makeAnimation(duration: duration, delay: delay, timing: timing, options: options, completion: completion)
        }
        animation = created
        return created
    }

    /// Runs `body` with this block innermost on the thread, so that the changes it makes become this block's.
    func run(_ body: () -> Void) {
        let state = ThreadAnimationState.current
        state.transactions.append(self)
        body()
        state.transactions.removeLast()
    }

    /// The innermost block running on this thread.
    static var current: AnimationTransaction? { ThreadAnimationState.current.transactions.last }
}

/// Per-thread animation state, kept under a pthread key so that worlds on different threads never share it.
final class ThreadAnimationState {
    /// Animation blocks being run, innermost last.
    var transactions: [AnimationTransaction] = []
    /// Engines capturing animations, innermost last.
    var ambientEngines: [AnimationEngine] = []
    /// `View.animateKeyframes` blocks being run, innermost last.
    var keyframeGroups: [KeyframeGroup] = []

    /// This thread's state, created on first use and released when the thread exits.
    static var current: ThreadAnimationState {
        if let pointer = pthread_getspecific(threadAnimationStateKey) {
            return Unmanaged<ThreadAnimationState>.fromOpaque(pointer).takeUnretainedValue()
        }
        let state = ThreadAnimationState()
        pthread_setspecific(threadAnimationStateKey, Unmanaged.passRetained(state).toOpaque())
        return state
    }
}

/// The pthread key of `ThreadAnimationState`; its destructor releases the thread's state.
private let threadAnimationStateKey: pthread_key_t = {
    var key = pthread_key_t()
    let result = pthread_key_create(&key) { pointer in
        guard let pointer else { return }
        Unmanaged<ThreadAnimationState>.fromOpaque(pointer).release()
    }
    precondition(result == 0, "pthread_key_create failed with \(result): cannot keep per-thread animation state")
    return key
}()
