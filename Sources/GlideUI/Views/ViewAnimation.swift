/// UIKit's block-based animation API.
///
/// The engine is found through the views the block changes (the first view under an engine
/// decides; views under another engine or none change at once). A block that changes no view
/// under any engine runs its completion with `finished == true`: on the capturing engine's clock at
/// the current time when called inside `AnimationEngine.captureAnimations`, otherwise before
/// `animate` returns. A non-positive duration still makes an animation, which ends after the delay;
/// a non-finite duration or delay counts as 0.
///
/// Animating a property that is already animating starts from its current presentation value
/// (UIKit's `beginFromCurrentState`, always on); the earlier animation stops driving that property
/// but still completes at its own end with `finished == true`, as in UIKit's additive model.
/// `finished == false` only comes from `View.removeAllAnimations()`.
extension View {
    /// Animates the changes made in `animations` along the curve chosen by `options`.
    public static func animate(
        withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: delay, timing: .curve(options.curve), options: options, animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` with a spring (see `SpringTiming`); the curve in `options` is ignored, as in UIKit.
    public static func animate(
        withDuration duration: Double, delay: Double = 0, usingSpringWithDamping dampingRatio: Double,
        initialSpringVelocity velocity: Double, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let spring = SpringTiming(dampingRatio: dampingRatio, initialVelocity: velocity)
        animate(withDuration: duration, delay: delay, timing: .spring(spring), options: options, animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` with explicit timing.
    public static func animate(
        withDuration duration: Double, delay: Double = 0, timing: AnimationTiming, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let transaction = AnimationTransaction(duration: duration, delay: delay, timing: timing, options: options, completion: completion)
        transaction.run(animations)
        if let animation = transaction.animation, let engine = animation.engine {
            engine.start(animation)
        } else if let ambient = ThreadAnimationState.current.ambientEngines.last {
            if let completion {
                ambient.clock.schedule(at: ambient.clock.now) { completion(true) }
            }
        } else {
            completion?(true)
        }
    }

    /// Runs `changes` with every property change immediate, even inside an animation block.
    public static func performWithoutAnimation(_ changes: () -> Void) {
        let state = ThreadAnimationState.current
        let saved = state.transactions
        state.transactions = []
        changes()
        state.transactions = saved
    }
}
