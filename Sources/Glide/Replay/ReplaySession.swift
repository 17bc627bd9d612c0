import GlideGestures
import GlideInput
import GlideUI

/// A trace replayed on a `VirtualClock` through a window: a named scene's, or your own.
///
/// The trace (any format `Trace.open` reads) is streamed one event at a time into an
/// `InputDriver`, which assembles frames and feeds the target's window; the virtual clock jumps
/// to each frame's time, running the animations and recognizer deadlines due before it, so a
/// replay takes as long as its computation, not as long as the trace, and gives the same
/// results every time. Everything the driver reports reaches `onEvent` (a callback) and the
/// `events()` sequence, in order.
///
/// **The end of a trace.** After the last event, the clock moves to that event's time. When
/// fingers are still down in the last frame, the input has ended without a lift that will never
/// come: that counts as a device loss at the last event's time, so a gesture in progress is
/// cancelled with reason `device-lost` (a trace cut short mid-swipe and a device unplugged
/// mid-swipe give the same record). Then the clock runs until every animation and deadline has
/// ended (at most 60 s of trace time), so every transition begun has its record.
///
/// Confined to the thread that made it; `run()` may be called once.
public final class ReplaySession {
    /// The trace file (the events file when the description is separate).
    public let tracePath: String
    /// The device the trace was recorded from.
    public let device: DeviceDescription
    /// The clock the replay runs on: the target window's (frame times in seconds are its times).
    public var clock: any AnimationClock { target.window.clock }
    /// The window and recognizers the trace drives.
    public let target: SessionTarget
    /// The core feeding the window.
    public let driver: InputDriver
    /// Called with every event of the replay, in order, on the thread running it.
    public var onEvent: ((SessionEvent) -> Void)?
    /// Told of the replay's frames, the end of its input and its settling (see `ReplayObserver`), in order; held strongly until `run` returns.
    public var observers: [any ReplayObserver] = []
    /// How long, in seconds of clock time, the animations may run after the last event.
    public var settleLimit = InputDriver.settleLimit
    /// Where the replay's clock is, in ms of trace time: after `run()`, when it settled (its last
    /// event, or its last animation's end when later).
    var milliseconds: Double {
        let window = target.window
        return (window.clock.now - window.clockTime(ofFrameTime: 0)) * 1000
    }

    private var reader: any TraceReader
    private var hasRun = false
    private var stopRequested = false

    /// Opens the trace and builds the scene `options` names in `scenes` for its device.
    ///
    /// Throws 66 for a path that cannot be read, 65 for a malformed trace or one from a device
    /// with no touch surface, 64 for an unknown scene or a finger count outside 1…4.
    public convenience init(
        tracePath: String, descriptionPath: String? = nil, options: ReplayOptions = ReplayOptions(), scenes: any SceneCatalogue
    ) throws(GlideError) {
        try self.init(reader: try Self.open(tracePath, descriptionPath), tracePath: tracePath, options: options, scenes: scenes)
    }

    /// Replays events from `reader` (a trace in memory, such as a GlideTesting script's) through
    /// the scene `options` names in `scenes`; `tracePath` names it in warnings and errors.
    public convenience init(
        reader: any TraceReader, tracePath: String, options: ReplayOptions = ReplayOptions(), scenes: any SceneCatalogue
    ) throws(GlideError) {
        try self.init(reader: reader, tracePath: tracePath) { device, clock throws(GlideError) in
            try scenes.target(options: options, device: device, clock: clock, subject: tracePath, deviceStatus: .dataError)
        }
    }

    /// Opens the trace and lets `makeTarget` build the window it drives (your own controllers,
    /// recognizers and interactions) for the trace's device, on the replay's clock.
    public convenience init(
        tracePath: String, descriptionPath: String? = nil,
        makeTarget: (DeviceDescription, VirtualClock) throws(GlideError) -> SessionTarget
    ) throws(GlideError) {
        try self.init(reader: try Self.open(tracePath, descriptionPath), tracePath: tracePath, makeTarget: makeTarget)
    }

    /// Opens the trace and replays it through `window`, already built (on a `VirtualClock`) with
    /// its controllers in their start state and its recognizers attached; `recognizers` are the
    /// ones whose state changes are reported. Throws 64 for a window on a real-time clock.
    public convenience init(
        tracePath: String, descriptionPath: String? = nil, window: Window,
        recognizers: [(label: String, recognizer: any GestureRecognizer)] = []
    ) throws(GlideError) {
        guard !window.clock.followsRealTime else {
            throw GlideError(status: .usage, message: "window '\(window.name)' runs on a real-time clock; make it with Window(frame:clock: VirtualClock()) (the default) to replay a trace through it")
        }
        try self.init(reader: try Self.open(tracePath, descriptionPath), tracePath: tracePath) { _, _ in
            SessionTarget(window: window, recognizers: recognizers)
        }
    }

    /// Replays events from `reader` through the window `makeTarget` builds for its device on the
    /// replay's clock; `tracePath` names the trace in warnings and errors.
    public init(
        reader: any TraceReader, tracePath: String,
        makeTarget: (DeviceDescription, VirtualClock) throws(GlideError) -> SessionTarget
    ) throws(GlideError) {
        self.reader = reader
        self.tracePath = tracePath
        device = reader.device
        target = try makeTarget(device, VirtualClock())
        driver = InputDriver(target: target, device: device)
    }

    /// Opens a trace file: 66 when it cannot be read, 65 when its start is malformed.
    private static func open(_ tracePath: String, _ descriptionPath: String?) throws(GlideError) -> any TraceReader {
        do {
            return try Trace.open(path: tracePath, descriptionPath: descriptionPath)
        } catch {
            var failure = GlideError(reading: error)
            if error.reason == .missingDescription {
                failure.message += "\nGive the description too: glide replay \(tracePath) --desc NAME.desc"
            }
            throw failure
        }
    }

    /// Replays the whole trace on the calling thread and returns what happened.
    ///
    /// With `.everything` (the default) the result holds every record and every transition's
    /// timeline. With `.streaming`, records reach `onEvent` as their transitions end and are not
    /// kept (the window's log keeps only the latest few, and no timeline is drawn up), so memory
    /// stays flat however many transitions the trace has; the result then has `recordCount` and
    /// the warnings. Either way, when `onEvent` is set, a diagnostic that reaches a record after
    /// the record was reported there (an animator completing twice, late) is named in a warning.
    ///
    /// Throws 65 with `FILE:LINE:COL: what` when the trace turns out malformed part-way (the
    /// events before the bad line have been replayed and reported).
    @discardableResult
    public func run(keeping retention: ReplayRetention = .everything) throws(GlideError) -> ReplayResult {
        precondition(!hasRun, "ReplaySession.run() was called twice for \(tracePath); make a new session to replay again")
        hasRun = true
        var timelines = ProgressTimelines()
        var recordCount = 0
        var reportedThrough = 0
        let keepsEverything = retention == .everything
        let keepsRecords = retention != .streaming
        // The one time rule: trace time t happens at the clock's now + t (a fresh window's clock
        // starts at 0, so its records are on the trace's own clock).
        target.window.inputClockOffset = target.window.clock.now
        if retention != .records || onEvent != nil {
            driver.onEvent = { [onEvent] event in
            if case .outcome(let outcome) = event {
                recordCount += 1
                reportedThrough = max(reportedThrough, outcome.transition)
            }
                if keepsEverything { timelines.record(event) }
                onEvent?(event)
            }
        }
        driver.reportsMovingViews = onEvent != nil
        let log = target.window.transitionLog
        var lateWarnings: [String] = []
        var lateObserver: ObserverID?
        var lateDropped = 0
        if retention == .streaming { log.retentionLimit = Self.streamingRetention }
        if onEvent != nil {
            // Whoever listens has passed each record on as it came: a diagnostic reaching a record
            // after that would be lost to them, so it is named in a warning, whatever is kept.
            lateObserver = log.addLateDiagnosticObserver { [tracePath] transition, diagnostic in
                guard transition <= reportedThrough else { return }
                guard lateWarnings.count < TraceLimits.maximumWarnings else { return lateDropped += 1 }
                lateWarnings.append("\(tracePath): warning: transition \(transition) got the diagnostic \(diagnostic.rawValue) after its record was printed")
            }
        }
        defer {
            driver.onEvent = nil
            driver.reportsMovingViews = true
            if let lateObserver { log.removeLateDiagnosticObserver(lateObserver) }
            log.retentionLimit = nil
        }
        for observer in observers { observer.replayWillStart(self) }
        var frameCount = 0
        do {
            while !stopRequested, let event = try reader.nextEvent() {
                driver.feed(event)
                guard event.isSynReport else { continue }
                frameCount += 1
                for observer in observers { observer.replay(self, didHandleFrameAt: event.time) }
            }
        } catch {
            throw GlideError(reading: error)
        }
        let lastEventTime = driver.lastEventTime ?? 0
        // A stopped replay does not end its input: nothing is settled, nothing counted as lost.
        var end: InputEnd?
        if !stopRequested {
            let settled = driver.endInput(
                settleLimit: settleLimit, willEnd: { for observer in observers { observer.replayWillEndInput(self) } },
                didEnd: { for observer in observers { observer.replayDidEndInput(self) } })
            for observer in observers { observer.replayDidSettle(self, end: settled) }
            end = settled
        }
        var warnings = DeviceSummary(device).warnings.map { "\(tracePath): warning: \($0)" }
        warnings += reader.warnings.map(\.description)
        warnings += driver.inputWarnings.map { "\(tracePath): warning: \($0)" }
        if end?.endedWithFingersDown == true {
            warnings.append("\(tracePath): warning: the trace ends with fingers down at \(Double(lastEventTime) / 1000) ms; replayed as a device loss there")
        }
        if end?.settled == false {
            warnings.append("\(tracePath): warning: animations were still running \(Int(settleLimit)) s after the last event; the replay stopped there")
        }
        warnings += target.window.warnings.map { "\(tracePath): warning: \($0)" }
        warnings += lateWarnings
        if lateDropped > 0 { warnings.append("\(tracePath): warning: \(lateDropped) more diagnostics came after their records were printed") }
        let outcomes = keepsRecords ? target.outcomes : []
        var result = ReplayResult(
            tracePath: tracePath, device: DeviceSummary(device), outcomes: outcomes,
            timelines: keepsEverything ? timelines.timelines(outcomes: outcomes) : [], threshold: target.threshold,
            duration: lastEventTime, endedWithFingersDown: end?.endedWithFingersDown == true, warnings: warnings,
            recordCount: driver.onEvent == nil ? outcomes.count : recordCount)
        result.settled = end?.settled == true
        result.frameCount = frameCount
        observers = []
        return result
    }

    /// Ends a running replay after the event being handled (call it from `onEvent`, e.g. when
    /// the records' reader has gone away); `run` then returns without settling the animations.
    public func stop() {
        stopRequested = true
    }

    /// How many records the window's log keeps while a replay streams.
    static let streamingRetention = 16

    /// The replay's events as an `AsyncSequence`: the whole replay runs now, on the calling
    /// thread (it is computation only), buffering every event; iterate the sequence anywhere.
    /// It ends after the last outcome, or with the `GlideError` of a malformed trace. `onEvent`
    /// is still called as well.
    public func events() -> AsyncThrowingStream<SessionEvent, any Error> {
        AsyncThrowingStream(bufferingPolicy: .unbounded) { continuation in
            let callback = onEvent
            onEvent = { event in
                callback?(event)
                continuation.yield(event)
            }
            defer { onEvent = callback }
            do {
                _ = try run()
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
    }
}
