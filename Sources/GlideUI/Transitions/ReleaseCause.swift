/// Who decided a release of an interactive transition, and what they saw: handed to the context
/// with the release itself (`TransitionContext.finishInteractiveTransition(because:)`), so the
/// record says who decided.
///
/// UIKit's `finish()` and `cancel()` carry `.app`: the app's own code decided, and the context
/// measures the velocity itself, from the pan that drove the transition (see `DrivingPan`). Glide's
/// controllers name their rule (`threshold`, `velocity`, `interrupted`, `gesture-cancelled`,
/// `device-lost`), the velocity their rule saw and, when a `ReleasePolicy` decided, that policy
/// and what it was told, which `decision-follows-policy` checks the release against.
public struct ReleaseCause: Equatable, Sendable {
    /// The reason the record names.
    public var reason: TransitionReason
    /// Points per second along the transition's axis that the decider saw; nil: measured by the context.
    public var velocity: Double?
    /// The release policy that decided; nil when none did.
    public var policy: (any ReleasePolicy)?
    /// What `policy` was told.
    public var input: ReleaseInput?

    /// A release for `reason` at `velocity` (nil: the context measures it), decided by `policy` on `input` when one decided.
    public init(reason: TransitionReason, velocity: Double? = nil, policy: (any ReleasePolicy)? = nil, input: ReleaseInput? = nil) {
        self.reason = reason
        self.velocity = velocity
        self.policy = policy
        self.input = input
    }

    /// Equal when every field is, policies by their descriptions.
    public static func == (a: ReleaseCause, b: ReleaseCause) -> Bool {
        a.reason == b.reason && a.velocity == b.velocity && a.policy?.description == b.policy?.description && a.input == b.input
    }

    /// The app's own code decided (UIKit's `finish()` and `cancel()`).
    public static let app = ReleaseCause(reason: .app)
}
