import Glibc
import GlideInput
import GlideUI
import Synchronization

/// A touchpad or touchscreen driving a window in real time: a named scene or your own window
/// and controllers, reported as `SessionEvent`s (progress with the presentation values of the
/// views that move, recognizer and transition state changes, finger counts, outcome records)
/// through `onEvent` and `events(maxTransitions:timeout:)`.
///
/// **Input.** The device (a path, or the first touchpad, else touchscreen, found by
/// `TouchDeviceChoice`) is read through libevdev on a reading thread; its events go through
/// the same `InputDriver` as a `ReplaySession`'s, and, with a recording path, into an evemu
/// file as they are read, so that replaying the file reproduces the session's outcome records.
/// Fingers already down when the device is opened come first, as one frame stamped with the
/// opening time (`EvdevDevice.initialState`), so a gesture begun before the session is seen.
///
/// **Time.** The window runs on a `VirtualClock` that reads the input's time: 0 at the first
/// event (the opening time, when fingers were down), then the events' own timestamps, paced
/// between events by `CLOCK_MONOTONIC` (see `LiveClockPacer`). Records therefore carry the
/// times a replay of the session's recording gives: starts and releases at the frames' times,
/// ends at the deadlines the completion animations scheduled. That exactness costs `Latency.exact`'s
/// 10 ms on every clock-driven animation step; `Latency.low` drops it. The loop waits on its input queue (`ReaderQueue`) until the next input or the clock's next
/// deadline: an idle session uses no CPU.
///
/// **End.** `run` returns when `stop()` (from any thread, through `stopHandle`) or an interrupt
/// (after `stopOnInterrupt()`) ends the input, when `maxTransitions` records were reported, when
/// `timeout` seconds passed, or after the device was lost (the gesture in progress is cancelled
/// with reason `device-lost`, and its cancel animation runs out first). Except at the
/// transition limit, the session then ends as a replay ends its trace: fingers still down count
/// as a device loss, and what still animates runs to its end at once, so every transition begun
/// has its record. The recording is finished in every case. Confined to the thread that runs it.
public final class LiveSession {
    /// Why a session ended.
    public enum End: Hashable, Sendable, CustomStringConvertible {
        /// `stop()` or an interrupt (Ctrl-C) ended the input.
        case stopped
        /// The requested number of outcome records was reached.
        case transitionLimit
        /// The timeout passed.
        case timedOut
        /// The device went away.
        case deviceLost(reason: String)

        /// A few words for people.
        public var description: String {
            switch self {
            case .stopped: "stopped"
            case .transitionLimit: "transition limit reached"
            case .timedOut: "timed out"
            case .deviceLost(let reason): "device lost: \(reason)"
            }
        }
    }

    /// How far animation steps trail real time, traded against agreeing with a replay.
    public enum Latency: String, Hashable, Sendable, CaseIterable {
        /// The default: clock-driven animation steps run 10 ms after they are due, more than
        /// event delivery's jitter, so an event stamped before a deadline is always handled
        /// before it and every record is byte-identical to a replay of the session's recording.
        case exact
        /// Animation steps run as soon as they are due (no added latency); an event that
        /// arrives after a deadline it was stamped before is handled late, so a record can
        /// differ from the replay's by at most one frame.
        case low

        /// The lag behind real time, seconds.
        var lag: Double {
            switch self {
            case .exact: 0.010
            case .low: 0
            }
        }
    }

    /// Ends a session from any thread.
    public struct StopHandle: Sendable {
        fileprivate let input: LiveInput
        fileprivate let requested: SharedFlag

        /// Ends the session's input; its `run` returns soon after.
        public func stop() {
            requested.set()
            input.stop()
        }
    }

    /// The device node read (nil for a scripted source in tests).
    public let devicePath: String?
    /// The device's description.
    public let device: DeviceDescription
    /// The window and recognizers driven.
    public let target: SessionTarget
    /// The window's clock (see "Time").
    public let clock: VirtualClock
    /// Called on the session's thread with everything it reports, in order.
    public var onEvent: ((SessionEvent) -> Void)?
    /// Called on the session's thread at the end of each turn of its loop that read input or
    /// reported something (an animation step ran), before it waits again: the window and the
    /// fingers then show what the input so far did, so this is where to draw them (`LiveFeed` does).
    public var onTurnEnd: (() -> Void)?
    /// Called on the session's thread with each evdev event read, in order, before it is handled
    /// (a `SessionTape` keeps them so).
    public var onRead: ((InputEvent) -> Void)?
    /// Called on the session's thread with each warning about the input, as `PATH: warning: …`
    /// (a position past its axis's range, once per axis: the value is kept).
    public var onWarning: ((String) -> Void)?
    /// The number of evdev events read so far.
    public private(set) var eventsRead = 0
    /// When the oldest input the current turn of the loop took was read, `CLOCK_MONOTONIC`
    /// seconds; nil when the turn took none (its reports come from the clock). Read it in `onTurnEnd`.
    public private(set) var turnReadTime: Double?
    /// How far animation steps trail real time (`.exact` unless made with `.low`).
    public let latency: Latency

    private let input: LiveInput
    private let driver: InputDriver
    private let recordingPath: String?
    private let recordingOptions: EvemuWriterOptions
    private let stopRequested = SharedFlag()
    private var hasRun = false
    /// Whether the current turn of the loop reported something (see `onTurnEnd`).
    private var turnReported = false

    /// A session of the scene `options` names in `scenes` (scene, policy, touchpad fingers, screen: the same options
    /// as a `ReplaySession`'s) on `device` (nil: the first touchpad, else touchscreen),
    /// optionally recording every event read to `recording` (key codes hidden and mode 0600 by
    /// default: `recordingOptions`), with animation steps `latency` behind real time.
    ///
    /// Throws 66 for a device that does not exist (or none found), 64 for one that is not a
    /// touchpad, clickpad or touchscreen (the message names what it is),
    /// 77 for one this user may not read (the message explains the `input` group), 64 for an
    /// unknown scene or a finger count outside 1…4.
    public convenience init(
        device path: String? = nil, options: ReplayOptions = ReplayOptions(), scenes: any SceneCatalogue, recording: String? = nil,
        recordingOptions: EvemuWriterOptions = .liveRecording(), latency: Latency = .exact
    ) throws(GlideError) {
        guard scenes.sceneNames.contains(options.scene) else {
            throw GlideError(status: .usage, message: "no scene named '\(options.scene)'; the scenes are \(scenes.sceneNames.joined(separator: ", "))")
        }
        try self.init(device: path, recording: recording, recordingOptions: recordingOptions, latency: latency) { device, clock throws(GlideError) in
            try scenes.target(options: options, device: device, clock: clock, subject: path ?? device.name, deviceStatus: .noInput)
        }
    }

    /// A session of your own window on `device` (nil: the first touchpad, else touchscreen):
    /// `makeTarget` builds the window for the device described, on the clock it is given, with
    /// your controllers and recognizers (as for `ReplaySession`); optionally recording to `recording`.
    public convenience init(
        device path: String? = nil, recording: String? = nil, recordingOptions: EvemuWriterOptions = .liveRecording(),
        latency: Latency = .exact, makeTarget: (DeviceDescription, VirtualClock) throws(GlideError) -> SessionTarget
    ) throws(GlideError) {
        let devicePath: String
        if let path { devicePath = path } else { devicePath = try TouchDeviceChoice.pick() }
        let opened: EvdevDevice
        do { opened = try EvdevDevice(path: devicePath) } catch { throw GlideError(error) }
        guard opened.deviceDescription.kind != .notTouch else {
            throw GlideError(notATouchSurface: opened.deviceDescription, path: devicePath, consequence: ", so it cannot drive "
                + "transitions; `glide devices` lists the input devices and their kinds (`glide record --any-device` records any device).")
        }
        try self.init(input: LiveInput(device: opened), device: opened.deviceDescription, devicePath: devicePath,
                      recording: recording, recordingOptions: recordingOptions, latency: latency, makeTarget: makeTarget)
    }

    /// A session reading `input`, described by `device` (the designated initializer; tests give a scripted input).
    init(
        input: LiveInput, device: DeviceDescription, devicePath: String?, recording: String?,
        recordingOptions: EvemuWriterOptions = .liveRecording(), latency: Latency = .exact,
        makeTarget: (DeviceDescription, VirtualClock) throws(GlideError) -> SessionTarget
    ) throws(GlideError) {
        let clock = VirtualClock()
        let target = try makeTarget(device, clock)
        precondition(target.window.clock === clock, "LiveSession: the target's window must be built on the clock the session gives (window '\(target.window.name)')")
        self.clock = clock
        self.target = target
        self.device = device
        self.devicePath = devicePath
        self.input = input
        self.recordingPath = recording
        self.recordingOptions = recordingOptions
        self.latency = latency
        self.driver = InputDriver(target: target, device: device)
    }

    /// Ends the session from any thread.
    public var stopHandle: StopHandle { StopHandle(input: input, requested: stopRequested) }

    /// Ends the session's input; `run` returns soon after (on the session's thread, as `stopHandle.stop()`).
    public func stop() {
        stopHandle.stop()
    }

    /// Makes SIGINT and SIGTERM (Ctrl-C) end every live session and recording of this process
    /// cleanly, instead of killing it; unblocks them first, since a parent may have blocked them.
    public static func stopOnInterrupt() throws(GlideError) {
        do { try EvdevDevice.stopAllOnInterrupt() } catch { throw GlideError(error) }
    }

    /// The contacts of the last frame read, in slot order.
    public var touches: [Touch] { driver.touches }

    /// The outcome records since the session started, in order.
    public var outcomes: [TransitionOutcome] { target.outcomes }

    /// Runs on the calling thread until the session ends (see "End"), calling `onEvent`; runs once.
    ///
    /// Throws when the recording cannot be created or written (the session stops then).
    @discardableResult
    public func run(maxTransitions: Int? = nil, timeout: Double? = nil) throws(GlideError) -> LiveSessionResult {
        precondition(!hasRun, "LiveSession.run called twice on the session of \(devicePath ?? device.name)")
        precondition(maxTransitions.map { $0 > 0 } ?? true, "LiveSession.run: maxTransitions must be positive, got \(maxTransitions ?? 0)")
        hasRun = true
        var writer: EvemuWriter?
        if let recordingPath {
            do { writer = try EvemuWriter(path: recordingPath, device: device, options: recordingOptions) } catch { throw GlideError(writing: error, eventsRead: 0) }
        }
        var reported = 0
        let forward = onEvent
        driver.onEvent = { [unowned self] event in
            if case .outcome = event { reported += 1 }
            turnReported = true
            forward?(event)
        }
        driver.reportsMovingViews = forward != nil
        let source = devicePath ?? device.name
        driver.onWarning = { [onWarning] warning in onWarning?("\(source): warning: \(warning)") }
        defer {
            driver.onWarning = nil
            driver.onEvent = nil
            driver.reportsMovingViews = true
        }
        let end: End
        do throws(TraceError) {
            end = try loop(maxTransitions: maxTransitions, timeout: timeout, writer: writer) { reported }
            if end != .transitionLimit { driver.endInput() }
            try writer?.finish()
        } catch {
            input.stop()
            throw GlideError(writing: error, eventsRead: eventsRead, eventsKept: writer?.finishKeepingWhatWasWritten() ?? 0)
        }
        return LiveSessionResult(end: end, outcomes: outcomes, events: eventsRead, recording: recordingPath)
    }

    /// The session's loop: takes what the input queued, runs the clock's due callbacks, and waits
    /// on its input queue until the next input, the clock's next deadline or the timeout.
    private func loop(
        maxTransitions: Int?, timeout: Double?, writer: EvemuWriter?, reported: () -> Int
    ) throws(TraceError) -> End {
        var pacer = LiveClockPacer(clock: clock, latency: latency)
        let deadline = timeout.map { MonotonicTime.now + $0 }
        var batch: [DeviceEvent] = []
        batch.reserveCapacity(256)
        var lost: String?
        var inputEnded = false
        input.start()
        defer { input.stop() }
        while true {
            if !inputEnded {
                var queuedAt: Double?
                inputEnded = input.take(into: &batch, queuedAt: &queuedAt)
                if let queuedAt, turnReadTime == nil { turnReadTime = queuedAt }
                for element in batch {
                    switch element {
                    case .event(let event):
                        eventsRead += 1
                        try writer?.write(event)
                        onRead?(event)
                        pacer.noteEvent(time: event.time, window: target.window)
                    case .deviceLost(let reason):
                        lost = reason
                    }
                    driver.feed(element)
                    if let maxTransitions, reported() >= maxTransitions { return .transitionLimit }
                }
                batch.removeAll(keepingCapacity: true)
            }
            if pacer.runDue() { driver.observe() }
            if let maxTransitions, reported() >= maxTransitions { return .transitionLimit }
            let inFlight = target.window.currentTransition?.isInFlight ?? false
            if let lost, !inFlight { return .deviceLost(reason: lost) }
            if inputEnded && (lost == nil || pacer.nextWakeup == nil) {
                return lost.map { .deviceLost(reason: $0) } ?? .stopped
            }
            if stopRequested.isSet { return .stopped }
            if let deadline, MonotonicTime.now >= deadline { return .timedOut }
            if turnReported || turnReadTime != nil {
                turnReported = false
                onTurnEnd?()
            }
            turnReadTime = nil
            let next = pacer.nextWakeup
            input.wait(until: next.map { wake in deadline.map { min(wake, $0) } ?? wake } ?? deadline)
        }
    }

    /// The session's reports as an `AsyncSequence`: iterating it runs the session on a thread
    /// of its own (after which the session belongs to that thread), and ends when the session
    /// does; leaving the loop early stops the session. `onEvent` is still called first.
    public func events(maxTransitions: Int? = nil, timeout: Double? = nil) -> LiveSessionEvents {
        LiveSessionEvents(session: self, maxTransitions: maxTransitions, timeout: timeout)
    }
}

/// How a live session ended, and what it produced.
public struct LiveSessionResult: Sendable {
    /// Why it ended.
    public var end: LiveSession.End
    /// The outcome records, in order.
    public var outcomes: [TransitionOutcome]
    /// The number of evdev events read.
    public var events: Int
    /// The recording written, if any.
    public var recording: String?
}

/// A flag set from any thread and read by the session's.
final class SharedFlag: Sendable {
    private let value = Atomic<Bool>(false)

    /// Sets the flag.
    func set() { value.store(true, ordering: .releasing) }

    /// Whether it was set.
    var isSet: Bool { value.load(ordering: .acquiring) }
}
