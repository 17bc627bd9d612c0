import GlideInput

/// A discrete tap: fingers that touch and lift quickly without moving, or a button click.
///
/// A tap is a touch sequence (from no fingers to no fingers) that lasts at most
/// `maximumTapDuration`, whose centroid travels at most `maximumMovement`, and in which
/// exactly `numberOfTouchesRequired` fingers were down at its fullest. `numberOfTapsRequired`
/// taps, each touching down within `maximumTapInterval` of the previous lift, recognise the
/// gesture: it goes from `possible` to `ended`, as UIKit's discrete recognizers do. With
/// `recognizesClicks`, a `BTN_LEFT` press and release also counts as one tap (whatever the
/// fingers do meanwhile; the touch sequence that carried the click is not counted again).
/// A sequence that breaks a limit fails, and its touches are ignored until every finger lifts.
public final class TapGestureRecognizer: TargetActionGestureRecognizer {
    /// The counts, limits and inputs that make a tap.
    public struct Configuration: Hashable, Sendable {
        /// Taps in a row (≥ 1).
        public var numberOfTapsRequired: Int
        /// Fingers per tap (≥ 1).
        public var numberOfTouchesRequired: Int
        /// The longest a touch may stay down (µs).
        public var maximumTapDuration: Int64
        /// The farthest (points) the fingers may travel during a tap.
        public var maximumMovement: Double
        /// The longest (µs) from one tap's lift to the next tap's touch-down.
        public var maximumTapInterval: Int64
        /// Whether a `BTN_LEFT` click counts as a tap.
        public var recognizesClicks: Bool

        /// A configuration with every value given; violations are programmer errors.
        public init(
            numberOfTapsRequired: Int = 1,
            numberOfTouchesRequired: Int = 1,
            maximumTapDuration: Int64,
            maximumMovement: Double,
            maximumTapInterval: Int64,
            recognizesClicks: Bool
        ) {
            precondition(numberOfTapsRequired >= 1 && numberOfTouchesRequired >= 1,
                         "TapGestureRecognizer needs ≥ 1 tap and ≥ 1 touch, got \(numberOfTapsRequired) and \(numberOfTouchesRequired)")
            precondition(maximumTapDuration > 0 && maximumTapInterval > 0 && maximumMovement >= 0 && maximumMovement.isFinite,
                         "TapGestureRecognizer needs positive durations and a finite movement ≥ 0, got \(maximumTapDuration) µs, \(maximumTapInterval) µs, \(maximumMovement) points")
            self.numberOfTapsRequired = numberOfTapsRequired
            self.numberOfTouchesRequired = numberOfTouchesRequired
            self.maximumTapDuration = maximumTapDuration
            self.maximumMovement = maximumMovement
            self.maximumTapInterval = maximumTapInterval
            self.recognizesClicks = recognizesClicks
        }

        /// A touchscreen tap: 400 ms down at most, 10 points of slack, 300 ms between taps (Android's values), no clicks.
        public static func touchscreen(taps: Int = 1, touches: Int = 1) -> Configuration {
            Configuration(numberOfTapsRequired: taps, numberOfTouchesRequired: touches, maximumTapDuration: 400_000,
                          maximumMovement: 10, maximumTapInterval: 300_000, recognizesClicks: false)
        }

        /// A touchpad tap with libinput's limits (180 ms, 1.3 mm through `mapping`, 180 ms between taps), clicks included.
        public static func touchpad(taps: Int = 1, touches: Int = 1, mapping: TouchMapping) -> Configuration {
            let movement = mapping.pointsPerMillimetre.map { 1.3 * $0 } ?? 10
            return Configuration(numberOfTapsRequired: taps, numberOfTouchesRequired: touches, maximumTapDuration: 180_000,
                                 maximumMovement: movement, maximumTapInterval: 180_000, recognizesClicks: true)
        }

        /// The default tap for `device` (a single one-finger tap unless told otherwise): `.touchscreen`
        /// or `.touchpad`, nil for a device that is not a touch surface.
        public static func standard(for device: DeviceDescription, mapping: TouchMapping, taps: Int = 1, touches: Int = 1) -> Configuration? {
            switch device.kind {
            case .touchscreen: .touchscreen(taps: taps, touches: touches)
            case .touchpad, .clickpad: .touchpad(taps: taps, touches: touches, mapping: mapping)
            case .notTouch: nil
            }
        }
    }

    /// Where the recognizer is in a sequence of taps.
    private enum Phase {
        /// No fingers down; `taps` taps so far, the last lifting at `lastLift`.
        case idle(taps: Int, lastLift: Int64?)
        /// Fingers down since `since` after `taps` taps; `fingers` is the most seen, `clicked` whether a click happened.
        case touching(taps: Int, since: Int64, fingers: Int, travel: GestureVector, clicked: Bool)
        /// The sequence failed: wait until every finger has lifted.
        case waitingForLift
    }

    /// The counts and limits in use.
    public let configuration: Configuration
    /// How touches become gesture-space points (the mapping `configuration`'s movement limit was converted through).
    public let mapping: TouchMapping

    /// The current state; a terminal state lasts until the first frame after its touches lifted.
    public var state: GestureRecognizerState { status.state }
    /// When each state was entered during the current gesture.
    public var stateTimes: GestureStateTimes { status.times }
    /// The centroid of the touches now down, or nil when none are.
    public var location: GesturePoint? { mapping.centroid(of: motion.touches) }

    /// When the current sequence fails unless a frame comes first (tap too long, next tap too late).
    public var deadline: Int64? {
        switch phase {
        case .idle(let taps, let lastLift?) where taps > 0: lastLift + configuration.maximumTapInterval
        case .touching(_, let since, _, _, false): since + configuration.maximumTapDuration
        case .idle, .touching, .waitingForLift: nil
        }
    }

    private var status = RecognizerStatus()
    private var phase = Phase.idle(taps: 0, lastLift: nil)
    private var motion = TouchMotion()
    private var buttonDown = false
    /// The actions called on each announced state change (`addTarget`).
    public let targets = GestureTargets<TapGestureRecognizer>()

    /// A tap recognizer reading touches through `mapping` with `configuration`.
    public init(mapping: TouchMapping, configuration: Configuration) {
        self.mapping = mapping
        self.configuration = configuration
    }

    /// Consumes one frame: counts taps and clicks, recognises or fails.
    public func handle(_ frame: TouchFrame) {
        let time = frame.time
        if status.state.isTerminal && !isWaitingForLift { enter(.possible, at: time) }
        fireDeadline(upTo: time)
        let step = motion.step(frame, mapping: mapping)
        let fingers = frame.fingers
        let pressed = frame.buttons.contains(KeyCode.btnLeft)
        let clickPressed = pressed && !buttonDown
        let clickReleased = !pressed && buttonDown
        buttonDown = pressed

        switch phase {
        case .waitingForLift:
            if fingers == 0 { phase = .idle(taps: 0, lastLift: nil) }
            if clickReleased && configuration.recognizesClicks { countTap(taps: 0, fingersDown: fingers > 0, at: time) }

        case .idle(let taps, _):
            if clickReleased && configuration.recognizesClicks {
                countTap(taps: taps, fingersDown: fingers > 0, at: time)
            } else if fingers > 0 {
                phase = .touching(taps: taps, since: time, fingers: fingers, travel: .zero, clicked: clickPressed)
            }

        case .touching(let taps, let since, let most, let travel, let clicked):
            if clickReleased && configuration.recognizesClicks {
                countTap(taps: taps, fingersDown: fingers > 0, at: time)
                return
            }
            let clicked = clicked || clickPressed
            let travel = travel + step
            let most = max(most, fingers)
            if clicked {
                phase = fingers == 0 ? .idle(taps: taps, lastLift: time) : .touching(taps: taps, since: since, fingers: most, travel: travel, clicked: true)
            } else if travel.length > configuration.maximumMovement {
                fail(at: time, fingersDown: fingers > 0)
            } else if fingers > 0 {
                phase = .touching(taps: taps, since: since, fingers: most, travel: travel, clicked: false)
            } else if most != configuration.numberOfTouchesRequired {
                fail(at: time, fingersDown: false)
            } else {
                countTap(taps: taps, fingersDown: false, at: time)
            }
        }
    }

    /// Fails the sequence if its deadline has passed by `time`.
    public func advance(to time: Int64) {
        fireDeadline(upTo: time)
    }

    /// Abandons the taps counted so far and ignores the touches now down.
    public func reset(at time: Int64) {
        if case .idle = phase {
            phase = .idle(taps: 0, lastLift: nil)
        } else {
            phase = .waitingForLift
        }
    }

    private func countTap(taps: Int, fingersDown: Bool, at time: Int64) {
        let taps = taps + 1
        if taps >= configuration.numberOfTapsRequired {
            phase = fingersDown ? .waitingForLift : .idle(taps: 0, lastLift: nil)
            enter(.ended, at: time)
        } else {
            phase = fingersDown ? .touching(taps: taps, since: time, fingers: 0, travel: .zero, clicked: true) : .idle(taps: taps, lastLift: time)
        }
    }

    private func fail(at time: Int64, fingersDown: Bool) {
        phase = fingersDown ? .waitingForLift : .idle(taps: 0, lastLift: nil)
        enter(.failed, at: time)
    }

    private func fireDeadline(upTo time: Int64) {
        guard let deadline, time > deadline else { return }
        switch phase {
        case .touching: fail(at: deadline, fingersDown: true)
        case .idle, .waitingForLift: fail(at: deadline, fingersDown: false)
        }
    }

    private var isWaitingForLift: Bool {
        if case .waitingForLift = phase { true } else { false }
    }

    private func enter(_ state: GestureRecognizerState, at time: Int64) {
        if status.enter(state, at: time) { targets.send(self) }
    }
}
