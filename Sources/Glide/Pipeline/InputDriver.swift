import GlideGestures
import GlideInput
import GlideUI

/// The core every session shares: takes a device's events, assembles them into frames, feeds
/// them to a target's window, and reports what happens there as `SessionEvent`s.
///
/// The driver reads no clock: `Window.handle` advances the window's `VirtualClock` to each
/// frame's time, and between frames the session moves it (a replay jumps from frame to frame; a
/// live session paces it with `CLOCK_MONOTONIC`, see `LiveClockPacer`), so `ReplaySession` and
/// `LiveSession` run the same code and end their input the same way (`endInput`). After every
/// frame, every tick of the window's animation engine and every call to `observe()`, it
/// compares the window with what it last saw and calls
/// `onEvent` with, in this order: the fingers when their count changed, each recognizer whose
/// state changed, the current transition when it began or changed state, a progress update
/// while a transition is in flight (and one last one when it ends, at 1 or 0), and each new
/// outcome record. Records are reported as they stand when their transition ends (a diagnostic
/// added to a record later, such as a second `completeTransition`, is in `target.outcomes`).
/// Confined to the window's thread.
public final class InputDriver {
    /// The window and recognizers driven.
    public let target: SessionTarget
    /// The device whose events are fed.
    public let device: DeviceDescription
    /// Called with everything the driver sees, in order.
    public var onEvent: ((SessionEvent) -> Void)?
    /// The fingers down in the last frame (0 after a device loss).
    public private(set) var fingers = 0
    /// The contacts of the last frame, in slot order (none after a device loss).
    public private(set) var touches: [Touch] = []
    /// The time of the last event fed, µs on the device's clock; nil before the first.
    public private(set) var lastEventTime: Int64?
    /// True once the device was lost (`deviceLost()`, a `DeviceEvent.deviceLost`, or `endInput` with fingers down).
    public private(set) var isDeviceLost = false
    /// Called once for each axis the first time a position past its range arrives (see `inputWarnings`).
    public var onWarning: ((DeviceWarning) -> Void)?
    /// What the input showed that the device description did not promise: positions past an
    /// axis's range, one warning per axis (they are kept as reported).
    public var inputWarnings: [DeviceWarning] { assembler.rangeWarnings }

    private var assembler: FrameAssembler
    private var reportedWarnings = 0
    private var watcher: WindowWatcher
    private var tickObserver: FrameObserverID?

    /// A driver feeding `device`'s events to `target`'s window, which it connects to the device.
    public init(target: SessionTarget, device: DeviceDescription) {
        self.target = target
        self.device = device
        self.assembler = FrameAssembler(device: device)
        self.watcher = WindowWatcher(target: target)
        target.window.connectInputDevice(device)
        tickObserver = target.window.animationEngine?.addFrameObserver { [weak self] _ in self?.observe() }
    }

    /// Stops listening to the window's engine.
    deinit {
        if let tickObserver { target.window.animationEngine?.removeFrameObserver(tickObserver) }
    }

    /// Feeds one evdev event; at a `SYN_REPORT` the frame goes to the window. Ignored after a device loss.
    public func feed(_ event: InputEvent) {
        guard !isDeviceLost else { return }
        lastEventTime = event.time
        guard let frame = assembler.feed(event) else { return }
        if assembler.rangeWarnings.count > reportedWarnings {
            for warning in assembler.rangeWarnings[reportedWarnings...] { onWarning?(warning) }
            reportedWarnings = assembler.rangeWarnings.count
        }
        // The window first advances its clock to the frame's time (running the ticks due before
        // it, which are observed with the previous finger count), then takes the frame.
        target.window.handle(frame)
        fingers = frame.fingers
        touches = frame.touches
        observe()
    }

    /// Feeds one element of a live device's events: an event, or the device's loss.
    public func feed(_ event: DeviceEvent) {
        switch event {
        case .event(let inputEvent): feed(inputEvent)
        case .deviceLost: deviceLost()
        }
    }

    /// The device went away: a gesture in progress is cancelled with reason `device-lost`.
    public func deviceLost() {
        guard !isDeviceLost else { return }
        isDeviceLost = true
        fingers = 0
        touches = []
        target.window.inputDeviceLost()
        observe()
    }

    /// Ends the input the one way replay, live sessions and the fuzzer's replayer all end it:
    /// the window's clock moves to the last event's time, when an event was fed; fingers still
    /// down there count as a device loss (the gesture is cancelled, `device-lost`), since no lift
    /// will ever come; then the clock runs until every animation and deadline has ended, at most
    /// `settleLimit` seconds, so every transition begun has its record. `willEnd` runs once the
    /// clock stands at the last event's time and `didEnd` right after the loss, before the clock
    /// runs on (a checker looks at the window there).
    @discardableResult
    public func endInput(
        settleLimit: Double = InputDriver.settleLimit, willEnd: () -> Void = {}, didEnd: () -> Void = {}
    ) -> InputEnd {
        let clock = target.window.clock
        if let lastEventTime { clock.advance(to: target.window.clockTime(ofFrameTime: lastEventTime)) }
        observe()
        willEnd()
        let endedWithFingersDown = fingers > 0 && !isDeviceLost
        if endedWithFingersDown { deviceLost() }
        didEnd()
        let settled = clock.runUntilIdle(limit: settleLimit)
        observe()
        return InputEnd(endedWithFingersDown: endedWithFingersDown, settled: settled)
    }

    /// How long, in seconds of clock time, `endInput` lets animations run after the last event by default.
    public static let settleLimit = 60.0

    /// Whether progress updates carry the moving views (`ProgressUpdate.views`); a session turns
    /// this off when only it listens (it reads percents and records, never views).
    var reportsMovingViews: Bool {
        get { watcher.reportsMovingViews }
        set { watcher.reportsMovingViews = newValue }
    }

    /// Compares the window with what was last seen and reports the differences.
    public func observe() {
        guard let onEvent else {
            watcher.skip(fingers: fingers)
            return
        }
        watcher.observe(fingers: fingers, report: onEvent)
    }
}

/// How the input ended (`InputDriver.endInput`).
public struct InputEnd: Hashable, Sendable {
    /// Whether fingers were still down at the last event, so the end counted as a device loss.
    public var endedWithFingersDown: Bool
    /// Whether every animation and deadline ended within the settle limit.
    public var settled: Bool
}
