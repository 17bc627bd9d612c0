/// How a recording ended and what it holds.
public struct RecordingResult: Hashable, Sendable {
    /// Why the recording stopped.
    public enum End: Hashable, Sendable {
        /// SIGINT (Ctrl-C) or SIGTERM, or `Recorder.stop()`.
        case interrupted
        /// The requested duration passed.
        case durationElapsed
        /// The device went away (unplugged, revoked); the file holds everything before.
        case deviceLost(reason: String)
    }

    /// The recording written.
    public var path: String
    /// The device recorded.
    public var device: DeviceSummary
    /// The events written (one `E:` line each).
    public var events: Int
    /// The frames (`SYN_REPORT`s) among them.
    public var frames: Int
    /// From the first event written to the last, in microseconds.
    public var duration: Int64
    /// Why it stopped.
    public var end: End

    /// Makes a result from its parts.
    public init(path: String, device: DeviceSummary, events: Int, frames: Int, duration: Int64, end: End) {
        self.path = path
        self.device = device
        self.events = events
        self.frames = frames
        self.duration = duration
        self.end = end
    }

    /// `Recorded 1564 events (216 frames, 2.3 s) from NAME to FILE.`, and why it stopped.
    public var text: String {
        let seconds = Double(duration / 1000) / 1000
        var line = "Recorded \(events) event\(events == 1 ? "" : "s") (\(frames) frame\(frames == 1 ? "" : "s"), \(seconds) s) "
            + "from \(device.name) to \(path)"
        switch end {
        case .interrupted: line += "."
        case .durationElapsed: line += "; the duration elapsed."
        case .deviceLost(let reason): line += "; the device went away (\(reason))."
        }
        return line
    }
}
