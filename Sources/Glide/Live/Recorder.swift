import Dispatch
import Glibc
import GlideInput
import Synchronization

/// Records a live device into an evemu file, as `evemu-record` does: the description read
/// through libevdev, then every event, until a duration passes, SIGINT/SIGTERM arrives, or
/// the device goes away. Contacts and keys already down when the device is opened are written
/// first, as one frame at the opening time (`EvdevDevice.initialState`), so a replay of the
/// file sees the same fingers. The file is always finished (flushed and closed) before
/// returning, so an interrupted recording is as valid as a complete one.
///
/// Events are read with `EvdevDevice.next()` on the calling thread, which blocks in `poll`;
/// the signal handler and the duration timer wake it through eventfds.
public final class Recorder: Sendable {
    /// The device being recorded.
    public let device: EvdevDevice
    /// The recording being written.
    public let path: String
    /// How it is written (by default key codes hidden, readable by its owner only).
    private let options: EvemuWriterOptions
    private let durationElapsed = Atomic<Bool>(false)

    /// Opens the device at `devicePath` and makes SIGINT and SIGTERM end the recording.
    ///
    /// Opening failures map to 77 (permission: the message explains the `input` group) or 66. A
    /// device that is not a touchpad, clickpad or touchscreen is refused (64) unless `anyDevice`:
    /// it may be a keyboard. `options` say how the file is written: `.liveRecording()` writes
    /// keyboard key codes as `KEY_A` (`.liveRecording(showingKeyCodes: true)` keeps them), as `LiveSession` does.
    public init(
        devicePath: String, outputPath: String, anyDevice: Bool = false, options: EvemuWriterOptions = .liveRecording()
    ) throws(GlideError) {
        do {
            try EvdevDevice.stopAllOnInterrupt()
            device = try EvdevDevice(path: devicePath)
        } catch {
            throw GlideError(error)
        }
        if !anyDevice && device.deviceDescription.kind == .notTouch {
            throw GlideError(notATouchSurface: device.deviceDescription, path: devicePath, consequence: ": a recording of it could hold "
                + "what was typed. Pass --any-device to record it anyway (key codes stay hidden unless --show-keycodes).")
        }
        path = outputPath
        self.options = options
    }

    /// Records until `duration` seconds pass (nil: until interrupted or the device is lost),
    /// calling `progress` with the event count at most every `progressInterval` seconds.
    public func record(
        duration: Double? = nil,
        progressInterval: Double = 0.1,
        progress: ((Int) -> Void)? = nil
    ) throws(GlideError) -> RecordingResult {
        let writer: EvemuWriter
        do {
            writer = try EvemuWriter(path: path, device: device.deviceDescription, options: options)
        } catch {
            throw GlideError(writing: error, eventsRead: 0)
        }
        if let duration {
            DispatchQueue.global().asyncAfter(deadline: .now() + duration) { [self] in
                durationElapsed.store(true, ordering: .releasing)
                device.stop()
            }
        }
        let clock = ContinuousClock()
        let interval = Duration.milliseconds(Int64((progressInterval * 1000).rounded()))
        var nextProgress = clock.now + interval
        var events = 0
        var frames = 0
        var first: Int64?
        var last: Int64 = 0
        var lost: String?
        do {
            reading: while let element = device.next() {
                switch element {
                case .event(let event):
                    try writer.write(event)
                    events += 1
                    if event.isSynReport { frames += 1 }
                    first = first ?? event.time
                    last = event.time
                    if let progress, clock.now >= nextProgress {
                        progress(events)
                        nextProgress = clock.now + interval
                    }
                case .deviceLost(let reason):
                    lost = reason
                    break reading
                }
            }
            try writer.finish()
        } catch {
            device.stop()
            throw GlideError(writing: error, eventsRead: events, eventsKept: writer.finishKeepingWhatWasWritten())
        }
        progress?(events)
        let end: RecordingResult.End = if let lost { .deviceLost(reason: lost) }
            else if durationElapsed.load(ordering: .acquiring) { .durationElapsed }
            else { .interrupted }
        return RecordingResult(
            path: path, device: DeviceSummary(device.deviceDescription), events: events, frames: frames,
            duration: first.map { last - $0 } ?? 0, end: end)
    }

    /// Ends the recording from another thread, as Ctrl-C does.
    public func stop() {
        device.stop()
    }
}
