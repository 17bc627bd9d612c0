import GlideInput

/// A discrete swipe, as UIKit's `UISwipeGestureRecognizer`: the touches move quickly in one of the
/// allowed directions, and the gesture is recognized (`ended`, announced once) as soon as they have
/// gone `minimumDistance` that way at `minimumSpeed` or faster while staying within the
/// direction's cone (the move along it at least `axisRatio` times the move across); it fails when
/// the touches lift first, go as far the wrong way, or are cancelled. It follows the touches
/// through a `PanGestureRecognizer` of the same configuration. UIKit documents no distances: these
/// are Glide's (in gesture-space points).
public final class SwipeGestureRecognizer: TargetActionGestureRecognizer {
    /// The four directions, as UIKit's `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards larger x.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards smaller x.
        public static let left = Direction(rawValue: 1 << 1)
        /// Towards smaller y.
        public static let up = Direction(rawValue: 1 << 2)
        /// Towards larger y.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions that count.
    public let directions: Direction
    /// How far the touches must go along a direction, in points (default 50).
    public var minimumDistance = 50.0
    /// How fast they must be going along it then, in points per second (default 200).
    public var minimumSpeed = 200.0
    /// How many times the move along must exceed the move across (default 2: within about 27°).
    public var axisRatio = 2.0

    private let pan: PanGestureRecognizer
    private var status = RecognizerStatus()
    /// Whether the current touches have been decided (recognized or failed).
    private var decided = false
    public let targets = GestureTargets<SwipeGestureRecognizer>()

    /// A swipe in `directions`, following touches as a pan of `configuration` would.
    public init(mapping: TouchMapping, configuration: PanGestureRecognizer.Configuration, directions: Direction) {
        self.directions = directions
        pan = PanGestureRecognizer(mapping: mapping, configuration: configuration)
    }

    public var state: GestureRecognizerState { status.state }
    public var stateTimes: GestureStateTimes { status.times }
    public var mapping: TouchMapping { pan.mapping }
    public var location: GesturePoint? { pan.location }
    public var deadline: Int64? { pan.deadline }

    public func handle(_ frame: TouchFrame) {
        pan.handle(frame)
        follow(at: frame.time)
    }

    public func advance(to time: Int64) {
        pan.advance(to: time)
        follow(at: time)
    }

    public func reset(at time: Int64) {
        pan.reset(at: time)
        follow(at: time)
    }

    /// Decides from the pan's state and motion, and goes back to `possible` with it.
    private func follow(at time: Int64) {
        switch pan.state {
        case .possible:
            if status.state != .possible { enter(.possible, at: time) }
            decided = false
        case .began, .changed:
            guard !decided else { return }
            let motion = pan.translation, velocity = pan.velocity
            for direction in Direction.each {
                let (along, across, speed) = Self.components(motion, velocity, direction)
                if directions.contains(direction), along >= minimumDistance, along >= axisRatio * abs(across), speed >= minimumSpeed {
                    return enter(.ended, at: time)
                }
            }
            if !directions.contains(where: motion), max(abs(motion.dx), abs(motion.dy)) >= minimumDistance { enter(.failed, at: time) }
        case .ended, .cancelled, .failed:
            if !decided { enter(.failed, at: time) }
        }
    }

    /// The motion along `direction`, across it, and the speed along it.
    private static func components(_ motion: GestureVector, _ velocity: GestureVector, _ direction: Direction) -> (Double, Double, Double) {
        switch direction {
        case .right: (motion.dx, motion.dy, velocity.dx)
        case .left: (-motion.dx, motion.dy, -velocity.dx)
        case .up: (-motion.dy, motion.dx, -velocity.dy)
        default: (motion.dy, motion.dx, velocity.dy)
        }
    }

    private func enter(_ state: GestureRecognizerState, at time: Int64) {
        if state != .possible { decided = true }
        if status.enter(state, at: time) { targets.send(self) }
    }
}

extension SwipeGestureRecognizer.Direction {
    /// The four, one at a time.
    static let each: [Self] = [.right, .left, .up, .down]

    /// Whether the dominant axis of `motion` points in one of these directions.
    func contains(where motion: GestureVector) -> Bool {
        if abs(motion.dx) >= abs(motion.dy) { return contains(motion.dx >= 0 ? .right : .left) }
        return contains(motion.dy >= 0 ? .down : .up)
    }
}
