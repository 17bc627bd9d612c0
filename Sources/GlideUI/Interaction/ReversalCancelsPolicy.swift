import GlideGestures

/// Cancel by reversing, as the desktops' users ask: a release whose finger moves back towards
/// the start at `minimumSpeed` or more cancels (reason `velocity`), whatever `base` would say;
/// every other release is `base`'s, timing included (a reversal keeps `base`'s spring, whose
/// start is the finger's; a time `base` chose for the other end is not kept).
public struct ReversalCancelsPolicy: ReleasePolicy {
    /// The policy deciding every other release.
    public let base: any ReleasePolicy
    /// Containers per second back towards the start from which a release cancels: 0.1, 39
    /// points per second on a 390-point screen (slower is a finger at rest).
    public static let minimumSpeed = 0.1

    /// `base`, except that a release moving back at `minimumSpeed` containers per second or more cancels.
    public init(_ base: any ReleasePolicy) {
        self.base = base
    }

    /// "BASE+reversal-cancels".
    public var description: String { "\(base)+reversal-cancels" }

    /// The base's method.
    public var velocityMethod: VelocityMethod { base.velocityMethod }

    public func decide(_ release: ReleaseInput) -> ReleaseVerdict {
        let verdict = base.decide(release)
        guard let speed = release.percentPerSecond, speed <= -Self.minimumSpeed else { return verdict }
        guard case .spring = verdict.timing else { return ReleaseVerdict(.cancel, .velocity) }
        return ReleaseVerdict(.cancel, .velocity, timing: verdict.timing)
    }

    /// The base's: at rest nothing reverses.
    public func restingThreshold(containerLength: Double, pointsPerMillimetre: Double?) -> Double? {
        base.restingThreshold(containerLength: containerLength, pointsPerMillimetre: pointsPerMillimetre)
    }
}
