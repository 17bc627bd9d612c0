import GlideUI

/// What `glide live` does, given its parsed command line: runs a `LiveSession` of a scene on a
/// device, printing the outcome records as JSON lines, or a status line redrawn in place on a
/// terminal (a `SessionStatus`) with each finished transition printed above it.
public struct LiveCommandRun: Sendable {
    /// The device node; nil picks the first touchpad, else touchscreen.
    public var device: String?
    /// The scene, policy and fingers.
    public var options: ReplayOptions
    /// Where `options.scene` is found.
    public var scenes: any SceneCatalogue
    /// The evemu file to record the events read into, if any.
    public var recording: String?
    /// JSON lines of outcome records on stdout instead of the terminal view.
    public var json: Bool
    /// Stop after this many outcome records.
    public var maxTransitions: Int?
    /// Stop after this many seconds.
    public var timeout: Double?
    /// How far animation steps trail real time (see `LiveSession.Latency`).
    public var latency: LiveSession.Latency
    /// How the recording is written (by default keyboard key codes hidden as `KEY_A`).
    public var recordingOptions: EvemuWriterOptions
    /// The status line's redraw rate limit (records, transitions and fingers always redraw).
    public var maximumRedrawsPerSecond = 30.0
    /// Where the session's page gets what it shows (`glide live --serve`), if anywhere: a
    /// `LiveFeed` publishes to it from the session's thread, and the end when the session ends.
    public var broadcast: LiveBroadcast?
    /// Where the events read are kept for saving the session's page as the player, if anywhere.
    public var tape: SessionTape?
    /// Called once the device is open, before anything is read or printed (`glide live --serve`
    /// starts its server there, so that a missing device is reported before an address).
    public var sessionOpened: (@Sendable (LiveSession) throws(GlideError) -> Void)?

    /// Makes a run from the command line's values.
    public init(device: String? = nil, options: ReplayOptions = ReplayOptions(), scenes: any SceneCatalogue, recording: String? = nil, json: Bool = false,
                maxTransitions: Int? = nil, timeout: Double? = nil, latency: LiveSession.Latency = .exact,
                recordingOptions: EvemuWriterOptions = .liveRecording()) {
        self.device = device
        self.options = options
        self.scenes = scenes
        self.recording = recording
        self.json = json
        self.maxTransitions = maxTransitions
        self.timeout = timeout
        self.latency = latency
        self.recordingOptions = recordingOptions
    }

    /// Runs the session until Ctrl-C (SIGINT or SIGTERM, which end it cleanly), the limits, or a
    /// device loss; writes records or the view to `output` and the banner and summary to `errors`.
    @discardableResult
    public func run(output: TextOutput = .standardOutput, errors: TextOutput = .standardError) throws(GlideError) -> LiveSessionResult {
        try LiveSession.stopOnInterrupt()
        let session = try LiveSession(
            device: device, options: options, scenes: scenes, recording: recording,
            recordingOptions: recordingOptions, latency: latency)
        try sessionOpened?(session)
        let sink = StoppingOutput(output) { [weak session] in session?.stop() }
        session.onWarning = { warning in try? errors.write(warning + "\n") }
        let view = json ? nil : LiveStatusView(redraws: output.isTerminal, width: RealtimePlayer.terminalWidth(of: output.fileDescriptor) ?? 100,
                                               maximumRedrawsPerSecond: maximumRedrawsPerSecond)
        if let view {
            try errors.write("Live: \(session.devicePath ?? "?") (\(session.device.name)), scene \(options.scene). Press Ctrl-C to stop.\n")
            session.onEvent = { event in sink.write(view.text(after: event)) }
            sink.write(view.text(after: nil))
        } else {
            session.onEvent = { event in
                if case .outcome(let outcome) = event { sink.write(outcome.jsonLine + "\n") }
            }
        }
        let feed = broadcast.map { LiveFeed(session: session, title: options.scene, broadcast: $0) }
        if let tape {
            tape.begin(device: session.device)
            session.onRead = { tape.append($0) }
        }
        let result: LiveSessionResult
        do {
            result = try session.run(maxTransitions: maxTransitions, timeout: timeout)
        } catch {
            feed?.finish(reason: error.message)
            throw error
        }
        feed?.finish(reason: result.end.description)
        try sink.throwFailure()
        if let view { try output.write(view.finish()) }
        let count = result.outcomes.count
        var summary = "\(count) transition\(count == 1 ? "" : "s"), \(result.events) event\(result.events == 1 ? "" : "s") read; \(result.end)."
        if let path = result.recording { summary += " Recorded to \(path) (`glide replay \(path)` replays it)." }
        try errors.write(summary + "\n")
        return result
    }
}

/// The terminal view of `glide live`: a `SessionStatus` line redrawn in place (at most
/// `maximumRedrawsPerSecond` times a second, but at once for a record, a transition's state or
/// the fingers), and each record printed above it; without a terminal, only the records.
final class LiveStatusView {
    private var status = SessionStatus()
    private let redraws: Bool
    private let width: Int
    private let minimumInterval: Double
    private var lastDraw = -Double.infinity

    init(redraws: Bool, width: Int, maximumRedrawsPerSecond: Double) {
        self.redraws = redraws
        self.width = max(20, width)
        self.minimumInterval = maximumRedrawsPerSecond > 0 ? 1 / maximumRedrawsPerSecond : 0
    }

    /// What to write after `event` (nil: the first drawing); empty when nothing is due.
    func text(after event: SessionEvent?) -> String {
        var text = ""
        var urgent = event == nil
        if let event {
            status.apply(event)
            switch event {
            case .outcome(let outcome):
                text += (redraws ? "\r\u{1B}[K" : "") + Self.line(for: outcome) + "\n"
                urgent = true
            case .transition, .fingers: urgent = true
            case .progress, .recognizer: break
            }
        }
        guard redraws else { return text }
        let now = MonotonicTime.now
        if urgent || now - lastDraw >= minimumInterval {
            lastDraw = now
            text += "\r" + status.line(width: width) + "\u{1B}[K"
        }
        return text
    }

    /// The last status and a newline, to leave the terminal on a fresh line.
    func finish() -> String {
        redraws ? "\r" + status.line(width: width) + "\u{1B}[K\n" : ""
    }

    /// `#2 dismiss finish (threshold, p 0.42)  start 592 ms, release 2136 ms, end 2390 ms`.
    static func line(for outcome: TransitionOutcome) -> String {
        var detail = outcome.reason.rawValue
        if let percent = outcome.percentAtRelease { detail += ", p " + OutcomeTable.decimal(percent, places: 2) }
        var times = "start \(OutcomeTable.decimal(outcome.startMilliseconds, places: 0)) ms"
        if let release = outcome.releaseMilliseconds { times += ", release \(OutcomeTable.decimal(release, places: 0)) ms" }
        times += ", end \(OutcomeTable.decimal(outcome.endMilliseconds, places: 0)) ms"
        return "#\(outcome.transition) \(outcome.kind.rawValue) \(outcome.decision.rawValue) (\(detail))  \(times)"
    }
}
