import Glibc
import GlideInput
import Synchronization

/// The events a live session read, kept so that its page can be saved as the HTML player
/// (`glide live --serve`'s `/player.html`) while the session runs: the session's thread appends,
/// any thread makes the page from what was read so far.
///
/// At most `limit` events are kept (16 bytes each; a touchpad swipe reads a few hundred); past
/// it the tape stops keeping and says so, and `--record FILE` is the way to keep a longer session.
public final class SessionTape: Sendable {
    private struct State {
        var device: DeviceDescription?
        var events: [InputEvent] = []
        var full = false
    }

    /// The most events kept.
    public let limit: Int
    private let state = Mutex(State())

    /// An empty tape, keeping at most `limit` events.
    public init(limit: Int = 1_000_000) {
        self.limit = limit
    }

    /// Starts the tape of `device`'s events (forgetting any kept before).
    public func begin(device: DeviceDescription) {
        state.withLock { $0 = State(device: device) }
    }

    /// Keeps `event`, unless the tape is full.
    public func append(_ event: InputEvent) {
        state.withLock { state in
            guard state.events.count < limit else { return state.full = true }
            state.events.append(event)
        }
    }

    /// The events so far.
    public var events: [InputEvent] { state.withLock { $0.events } }

    /// The HTML player (`glide replay --html`) of the events so far, replayed with `options`
    /// (the session's), from a recording in a private temporary directory removed afterwards.
    ///
    /// Throws 65 when nothing was read yet, 64 when the tape filled (or the player would pass its
    /// frame limit), with what to do instead; otherwise what the replay throws.
    public func playerDocument(options: ReplayOptions, scenes: any SceneCatalogue) throws(GlideError) -> String {
        let (device, events, full) = state.withLock { ($0.device, $0.events, $0.full) }
        guard let device, !events.isEmpty else {
            throw GlideError(status: .dataError, message: "nothing was read from the device yet: swipe first, then save the player")
        }
        guard !full else {
            throw GlideError(status: .usage, message: "the session read more than \(limit) events, more than a player page keeps; "
                + "run `glide live --record FILE` and `glide replay FILE --html PAGE.html` on it")
        }
        let folder: String
        switch Syscall.makeTemporaryDirectory(prefix: "glide-player") {
        case .success(let made): folder = made
        case .failure(let error): throw GlideError(status: .cannotCreate, message: "cannot make a temporary directory for the player: \(error)")
        }
        defer { Syscall.removeTree(folder) }
        let trace = folder + "/session.evemu"
        let page = folder + "/session.html"
        try TextOutput.writeFile(EvemuWriter.text(device: device, events: events, options: .liveRecording()), to: trace)
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        defer { if null >= 0 { close(null) } }
        let discard = TextOutput(fileDescriptor: null)
        try ReplayCommandRun(traces: [trace], options: options, scenes: scenes, htmlPath: page).run(output: discard, errors: discard)
        switch Syscall.readFile(page) {
        case .success(let bytes): return String(decoding: bytes, as: UTF8.self)
        case .failure(let error): throw GlideError(status: .ioError, message: "cannot read the player page back: \(error)")
        }
    }
}
