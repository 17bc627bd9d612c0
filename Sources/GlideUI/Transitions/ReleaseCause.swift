/// Who decided a release of an interactive transition, and what they saw: handed to the context
/// with the release itself (`TransitionContext.finishInteractiveTransition(because:)`), so the
/// record says who decided.
///
/// UIKit's `finish()` and `cancel()` carry `.app`: the app's own code decided, and the context
/// measures the velocity itself, from the pan that drove the transition (see `DrivingPan`). Glide's
/// controllers name their rule (`threshold`, `velocity`, `interrupted`, `gesture-cancelled`,
/// `device-lost`), the velocity their rule saw and, when a `CompletionPolicy` decided, that policy
/// and the length it judged over, which `decision-follows-policy` checks the release against.
public struct ReleaseCause: Equatable, Sendable {
    /// The reason the record names.
    public var reason: TransitionReason
    /// Points per second along the transition's axis that the decider saw; nil: measured by the context.
    public var velocity: Double?
    /// The completion policy that decided; nil when none did.
    public var policy: CompletionPolicy?
    /// The container's length along the axis (points) that `policy` judged over.
    public var containerLength: Double?

    /// A release for `reason` at `velocity` (nil: the context measures it), decided by `policy` over `containerLength` when one decided.
    public init(reason: TransitionReason, velocity: Double? = nil, policy: CompletionPolicy? = nil, containerLength: Double? = nil) {
        self.reason = reason
        self.velocity = velocity
        self.policy = policy
        self.containerLength = containerLength
    }

    /// The app's own code decided (UIKit's `finish()` and `cancel()`).
    public static let app = ReleaseCause(reason: .app)
}
