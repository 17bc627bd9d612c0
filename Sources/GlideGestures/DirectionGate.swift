#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Decides at `.began` whether a pan goes the way a transition wants, e.g. rightward.
///
/// The article's `DragLeftInteractiveTransition` had the right intent (rightward, mostly
/// horizontal, not starting with a leftward velocity) but refused a drag whose translation had
/// the slightest upward component (`translation.y < 0`), so a rightward drag drifting up by
/// a point never began. The gate instead accepts a translation within `maxAngle` of
/// `direction` on either side, so small drift up or down passes, and refuses a velocity that
/// points backwards along `direction` (a drag that has already turned back).
public struct DirectionGate: Hashable, Sendable {
    /// The wanted direction, a unit vector in gesture space (y grows downwards).
    public let direction: GestureVector
    /// The largest angle (radians, in 0…π/2) allowed between the translation and `direction`.
    public let maxAngle: Double
    /// cos(maxAngle): a translation is inside the cone when its cosine to `direction` exceeds it.
    private let minimumCosine: Double

    /// A gate towards `direction` (non-zero, finite) with `maxAngle` radians either side.
    public init(direction: GestureVector, maxAngle: Double) {
        let length = direction.length
        precondition(length > 0 && length.isFinite && maxAngle >= 0 && maxAngle <= .pi / 2,
                     "DirectionGate needs a non-zero finite direction and 0 ≤ maxAngle ≤ π/2, got \(direction) and \(maxAngle)")
        self.direction = direction * (1 / length)
        self.maxAngle = maxAngle
        self.minimumCosine = cos(maxAngle)
    }

    /// The default tolerance: 45°, so "mostly horizontal" means |dy| < |dx|.
    public static let defaultMaxAngle = Double.pi / 4

    /// Rightward drags (+x), the article's dismissal direction.
    public static func rightward(maxAngle: Double = defaultMaxAngle) -> DirectionGate {
        DirectionGate(direction: GestureVector(dx: 1, dy: 0), maxAngle: maxAngle)
    }

    /// Leftward drags (−x).
    public static func leftward(maxAngle: Double = defaultMaxAngle) -> DirectionGate {
        DirectionGate(direction: GestureVector(dx: -1, dy: 0), maxAngle: maxAngle)
    }

    /// Downward drags (+y).
    public static func downward(maxAngle: Double = defaultMaxAngle) -> DirectionGate {
        DirectionGate(direction: GestureVector(dx: 0, dy: 1), maxAngle: maxAngle)
    }

    /// Upward drags (−y).
    public static func upward(maxAngle: Double = defaultMaxAngle) -> DirectionGate {
        DirectionGate(direction: GestureVector(dx: 0, dy: -1), maxAngle: maxAngle)
    }

    /// True when `translation` lies strictly within `maxAngle` of the direction and `velocity`
    /// does not point backwards along it; a zero or non-finite translation is refused.
    public func allows(translation: GestureVector, velocity: GestureVector) -> Bool {
        let length = translation.length
        guard length > 0, length.isFinite else { return false }
        guard translation.dot(direction) / length > minimumCosine else { return false }
        let forwardSpeed = velocity.dot(direction)
        return !(forwardSpeed < 0)
    }

    /// Applies the gate to a pan at its `.began`.
    public func allows(_ pan: PanGestureRecognizer) -> Bool {
        allows(translation: pan.translation, velocity: pan.velocity)
    }
}
