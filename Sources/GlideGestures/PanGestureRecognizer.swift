import GlideInput

/// A continuous pan: fingers that move together past a hysteresis distance.
///
/// The translation is measured from the touch-down centroid, as in UIKit, so at `began` it
/// already includes the hysteresis distance. It is the running sum of the fingers' mean
/// motion (see `TouchMotion`), which re-anchors when a finger lands or lifts and ignores the
/// motion across a `resynced` frame, so it never jumps.
///
/// Finger counts follow libinput: a count outside `minimumNumberOfTouches…maximumNumberOfTouches`
/// during a pan is a pending switch, debounced for `fingerSwitchDebounce` (100 ms). If the
/// count returns in time nothing happens (no `changed` is sent while it is pending, motion is
/// still summed); otherwise the pan is cancelled at the deadline and the touches are ignored
/// until every finger has lifted. A count that changes but stays in range (a second finger
/// on a touchscreen pan) is taken at once. Lifting every finger ends the pan.
///
/// Contacts the device cannot position limit the fingers, as libinput limits its gestures: a
/// semi-MT frame reports the fingers' bounding box, whose centre moves as the centroid of two
/// fingers does, so two fingers pan from its motion (its size is no position, so there is no
/// pinch test) and three or more never do; on a touchpad with at most one slot (`deviceFingerLimit`)
/// only two fingers pan, whatever the `BTN_TOOL_*TAP` count says.
///
/// The `.touchpad` configuration adds libinput's other defences: motion is not trusted in a
/// frame whose finger count changed or from a contact that jumped (`jumpThreshold`), and
/// fingers moving apart when the hysteresis is crossed are a pinch, so the pan fails
/// (`pinchMinimumMove`). Touchscreens (`.touchscreen`) pan with any number of fingers.
///
/// It is a class, like every recognizer here (see `GestureRecognizer`); `ScreenEdgePanGestureRecognizer`
/// refines it. Feeding a frame allocates nothing in steady state.
public class PanGestureRecognizer: TargetActionGestureRecognizer {
    /// The finger counts, distances and times that shape a pan.
    public struct Configuration: Hashable, Sendable {
        /// The fewest fingers that pan (≥ 1).
        public var minimumNumberOfTouches: Int
        /// The most fingers that pan (≥ the minimum).
        public var maximumNumberOfTouches: Int
        /// How far (points) the fingers move before the pan begins.
        public var hysteresis: Double
        /// How long (µs) a finger-count change must last before it cancels the pan.
        public var fingerSwitchDebounce: Int64
        /// How far back (µs) the velocity looks.
        public var velocityWindow: Int64
        /// A contact moving farther than this (points per 12 ms) in one frame is a firmware jump, left out; nil trusts every motion.
        public var jumpThreshold: Double?
        /// When set, fingers that each moved at least this far (points) in directions more than
        /// 90° apart when the hysteresis is crossed make a pinch, and the pan fails (libinput's
        /// direction test); nil lets any finger motion pan.
        public var pinchMinimumMove: Double?
        /// The most fingers the device positions well enough to pan with (`touchpadFingerLimit(for:)`):
        /// frames with more never pan, whatever `maximumNumberOfTouches` says.
        public var deviceFingerLimit: Int

        /// A configuration with every value given; violations are programmer errors.
        public init(
            minimumNumberOfTouches: Int,
            maximumNumberOfTouches: Int,
            hysteresis: Double,
            fingerSwitchDebounce: Int64 = 100_000,
            velocityWindow: Int64 = 100_000,
            jumpThreshold: Double? = nil,
            pinchMinimumMove: Double? = nil,
            deviceFingerLimit: Int = .max
        ) {
            precondition(
                minimumNumberOfTouches >= 1 && maximumNumberOfTouches >= minimumNumberOfTouches,
                "PanGestureRecognizer needs 1 ≤ minimum ≤ maximum touches, got \(minimumNumberOfTouches)…\(maximumNumberOfTouches)")
            precondition(hysteresis >= 0 && hysteresis.isFinite, "PanGestureRecognizer needs a finite hysteresis ≥ 0, got \(hysteresis)")
            precondition(jumpThreshold.map { $0 > 0 } ?? true, "PanGestureRecognizer needs a positive jump threshold, got \(String(describing: jumpThreshold))")
            precondition(pinchMinimumMove.map { $0 >= 0 && $0.isFinite } ?? true,
                         "PanGestureRecognizer needs a finite pinch minimum move ≥ 0, got \(String(describing: pinchMinimumMove))")
            precondition(deviceFingerLimit >= 1, "PanGestureRecognizer needs a device finger limit ≥ 1, got \(deviceFingerLimit)")
            precondition(fingerSwitchDebounce >= 0 && velocityWindow > 0,
                         "PanGestureRecognizer needs debounce ≥ 0 and velocity window > 0, got \(fingerSwitchDebounce) and \(velocityWindow) µs")
            self.minimumNumberOfTouches = minimumNumberOfTouches
            self.maximumNumberOfTouches = maximumNumberOfTouches
            self.hysteresis = hysteresis
            self.fingerSwitchDebounce = fingerSwitchDebounce
            self.velocityWindow = velocityWindow
            self.jumpThreshold = jumpThreshold
            self.pinchMinimumMove = pinchMinimumMove
            self.deviceFingerLimit = deviceFingerLimit
        }

        /// The default hysteresis on a touchscreen: 10 points, about UIKit's.
        public static let touchscreenHysteresis = 10.0
        /// The default hysteresis on a touchpad: 1.5 mm, libinput's 2-finger `min_move`.
        public static let touchpadHysteresisMM = 1.5
        /// The default jump threshold on a touchpad: 20 mm per 12 ms, libinput's `tp_detect_jumps`.
        public static let touchpadJumpThresholdMM = 20.0

        /// A touchscreen pan: one finger or more, 10 points of hysteresis.
        public static let touchscreen = Configuration(
            minimumNumberOfTouches: 1, maximumNumberOfTouches: .max, hysteresis: touchscreenHysteresis)

        /// A touchpad pan with `fingers` (within 1…4, default exactly 2: one finger is pointer
        /// motion), 1.5 mm of hysteresis and of pinch minimum move, and a 20 mm jump threshold,
        /// converted to points through `mapping` (10 points of hysteresis and neither check
        /// when the mapping is not a touchpad's), limited to the fingers `device` can position.
        public static func touchpad(fingers: ClosedRange<Int> = 2...2, mapping: TouchMapping, device: DeviceDescription? = nil) -> Configuration {
            precondition(fingers.lowerBound >= 1 && fingers.upperBound <= 4,
                         "A touchpad pan takes 1 to 4 fingers (libinput ignores 5 and more), got \(fingers)")
            let hysteresis = mapping.pointsPerMillimetre.map { touchpadHysteresisMM * $0 } ?? touchscreenHysteresis
            return Configuration(
                minimumNumberOfTouches: fingers.lowerBound, maximumNumberOfTouches: fingers.upperBound, hysteresis: hysteresis,
                jumpThreshold: mapping.pointsPerMillimetre.map { touchpadJumpThresholdMM * $0 },
                pinchMinimumMove: mapping.pointsPerMillimetre.map { touchpadHysteresisMM * $0 },
                deviceFingerLimit: device.map(touchpadFingerLimit(for:)) ?? .max)
        }

        /// The most fingers a touchpad pan takes on `device`: 2 when it has at most one slot
        /// (single-touch, or protocol A, which libinput reads as single-touch), since it
        /// positions one contact and only counts the rest through `BTN_TOOL_*TAP`, as libinput
        /// turns its swipes off there; no limit otherwise (semi-MT frames limit themselves).
        public static func touchpadFingerLimit(for device: DeviceDescription) -> Int {
            device.slotCount <= 1 ? 2 : .max
        }

        /// Whether `frame` has fingers this configuration pans with, at real positions: a count
        /// within the minimum, the maximum and the device's limit, touches listed, and not a
        /// semi-MT bounding box of three or more.
        public func accepts(_ frame: TouchFrame) -> Bool {
            let fingers = frame.fingers
            return fingers >= minimumNumberOfTouches && fingers <= min(maximumNumberOfTouches, deviceFingerLimit)
                && !(frame.semiMT && fingers >= 3)
                && !frame.touches.isEmpty
        }

        /// The default for `device`: `.touchscreen` on a touchscreen, a `.touchpad` with
        /// `touchpadFingers` (default 2) limited to the fingers the device can position on a
        /// touchpad or clickpad, nil for a device that is not a touch surface.
        public static func standard(
            for device: DeviceDescription, mapping: TouchMapping, touchpadFingers: ClosedRange<Int> = 2...2
        ) -> Configuration? {
            switch device.kind {
            case .touchscreen: .touchscreen
            case .touchpad, .clickpad: .touchpad(fingers: touchpadFingers, mapping: mapping, device: device)
            case .notTouch: nil
            }
        }
    }

    /// Where the recognizer is in a gesture.
    private enum Phase {
        /// No eligible fingers are down.
        case idle
        /// `fingers` eligible fingers are down and have not yet moved past the hysteresis.
        case tracking(fingers: Int)
        /// The pan runs with `fingers`; `pending` is a finger-count change being debounced.
        case active(fingers: Int, pending: PendingSwitch?)
        /// These touches can no longer pan: wait until every finger has lifted.
        case waitingForLift
    }

    /// A finger count outside the allowed range, first seen at `since`.
    private struct PendingSwitch {
        var fingers: Int
        var since: Int64
    }

    /// The finger counts, distances and times in use.
    public let configuration: Configuration
    /// How touches become gesture-space points (the mapping `configuration`'s distances were converted through).
    public let mapping: TouchMapping

    /// The current state; a terminal state lasts until the first frame after its touches lifted.
    public var state: GestureRecognizerState { status.state }
    /// When each state was entered during the current gesture.
    public var stateTimes: GestureStateTimes { status.times }
    /// The centroid's travel (points) since touch-down, re-anchored across finger changes.
    @exclusivity(unchecked) public private(set) var translation = GestureVector.zero
    /// The translation's velocity (points per second), always finite.
    public var velocity: GestureVector { estimator.velocity }
    /// The translation's velocity measured by `method` (points per second), always finite.
    public func velocity(_ method: VelocityMethod) -> GestureVector { estimator.velocity(method) }
    /// The fingers on the surface in the last frame.
    @exclusivity(unchecked) public private(set) var numberOfTouches = 0
    /// The centroid of the touch-down, for the current gesture.
    public private(set) var touchDownLocation: GesturePoint?
    /// The centroid of the touches now down, or nil when none are.
    public var location: GesturePoint? { mapping.centroid(of: motion.touches) }

    /// The time a pending finger switch cancels the pan, if one is pending.
    public var deadline: Int64? {
        guard case .active(_, let pending?) = phase else { return nil }
        return pending.since + configuration.fingerSwitchDebounce
    }

    // The per-frame state is exempt from the runtime exclusivity checks (about 120 instructions
    // each, a dozen per frame): only this class's own methods modify it, and no modification
    // spans a call out of the class (targets are called after `status.enter` has returned), so
    // two accesses can never overlap.
    @exclusivity(unchecked) private var status = RecognizerStatus()
    @exclusivity(unchecked) private var phase = Phase.idle
    @exclusivity(unchecked) private var motion = TouchMotion()
    /// The contacts at touch-down, for the pinch test.
    @exclusivity(unchecked) private var touchDownTouches: [Touch] = []
    @exclusivity(unchecked) private var estimator: VelocityEstimator
    /// The actions called on each announced state change (`addTarget`).
    public let targets = GestureTargets<PanGestureRecognizer>()

    /// A pan reading touches through `mapping` with `configuration`.
    public init(mapping: TouchMapping, configuration: Configuration) {
        self.mapping = mapping
        self.configuration = configuration
        self.estimator = VelocityEstimator(window: configuration.velocityWindow)
    }

    /// Consumes one frame: recognises, follows, ends or cancels the pan.
    public func handle(_ frame: TouchFrame) {
        let time = frame.time
        if status.state.isTerminal && !isWaitingForLift { enter(.possible, at: time) }
        fireDeadline(upTo: time)
        let step = motion.step(frame, mapping: mapping, jumpThreshold: configuration.jumpThreshold)
        let fingers = frame.fingers
        numberOfTouches = fingers

        switch phase {
        case .waitingForLift:
            if fingers == 0 { phase = .idle }

        case .idle:
            startTracking(frame, fingers: fingers)

        case .tracking(let tracked):
            if fingers == 0 {
                phase = .idle
                enter(.failed, at: time)
            } else if fingers != tracked {
                phase = .idle
                startTracking(frame, fingers: fingers)
            } else {
                translation = translation + step
                estimator.add(translation, at: time)
                guard translation.length >= configuration.hysteresis, translation.length > 0 else { return }
                if (frame.semiMT || !isPinch()) && allowsBegin(translation: translation) {
                    phase = .active(fingers: tracked, pending: nil)
                    enter(.began, at: time)
                } else {
                    phase = .waitingForLift
                    enter(.failed, at: time)
                }
            }

        case .active(let active, let pending):
            if fingers == 0 {
                phase = .idle
                estimator.settle(at: time)
                enter(.ended, at: time)
                return
            }
            translation = translation + step
            estimator.add(translation, at: time)
            if configuration.accepts(frame) {
                phase = .active(fingers: fingers, pending: nil)
                if step != .zero { enter(.changed, at: time) }
            } else if pending?.fingers != fingers {
                phase = .active(fingers: active, pending: PendingSwitch(fingers: fingers, since: time))
            }
        }
    }

    /// Cancels the pan if a pending finger switch has outlasted the debounce by `time`.
    public func advance(to time: Int64) {
        fireDeadline(upTo: time)
    }

    /// Cancels a pan in progress (device lost, view removed) and ignores the touches now down.
    public func reset(at time: Int64) {
        let wasActive = status.state.isActive
        if case .idle = phase {} else { phase = .waitingForLift }
        if wasActive { enter(.cancelled, at: time) }
    }

    /// Whether the touch-down at `location` may start a pan; subclasses restrict it.
    func allowsTouchDown(at location: GesturePoint) -> Bool { true }

    /// Whether a pan that crossed the hysteresis with `translation` may begin; subclasses restrict it.
    func allowsBegin(translation: GestureVector) -> Bool { true }

    /// True when two fingers moved at least `pinchMinimumMove` since touch-down in directions more
    /// than 90° apart (never asked of a semi-MT bounding box, whose corners part as it grows).
    private func isPinch() -> Bool {
        guard let minimum = configuration.pinchMinimumMove else { return false }
        let touches = motion.touches
        for (i, touch) in touches.enumerated() {
            guard let a = displacement(of: touch), a.length >= minimum else { continue }
            for other in touches[(i + 1)...] {
                guard let b = displacement(of: other), b.length >= minimum else { continue }
                if a.dot(b) < 0 { return true }
            }
        }
        return false
    }

    /// How far `touch` moved since touch-down, or nil when it was not down then.
    private func displacement(of touch: Touch) -> GestureVector? {
        guard let start = touchDownTouches.first(where: { $0.trackingID == touch.trackingID }) else { return nil }
        return mapping.point(for: touch) - mapping.point(for: start)
    }

    private func startTracking(_ frame: TouchFrame, fingers: Int) {
        guard configuration.accepts(frame), let centroid = mapping.centroid(of: motion.touches) else { return }
        translation = .zero
        estimator.reset()
        estimator.add(.zero, at: frame.time)
        touchDownLocation = centroid
        touchDownTouches.removeAll(keepingCapacity: true)
        touchDownTouches.append(contentsOf: frame.touches)
        if allowsTouchDown(at: centroid) {
            phase = .tracking(fingers: fingers)
        } else {
            phase = .waitingForLift
            enter(.failed, at: frame.time)
        }
    }

    private func fireDeadline(upTo time: Int64) {
        guard let deadline, time >= deadline else { return }
        phase = .waitingForLift
        enter(.cancelled, at: deadline)
    }

    private var isWaitingForLift: Bool {
        if case .waitingForLift = phase { true } else { false }
    }

    private func enter(_ state: GestureRecognizerState, at time: Int64) {
        if status.enter(state, at: time) { targets.send(self) }
    }
}
