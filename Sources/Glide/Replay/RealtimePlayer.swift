import Glibc
import GlideInput

/// Plays a session's events at wall-clock speed (or `speed` times faster), drawing a
/// `SessionStatus` line in place on a terminal: what `glide replay --realtime` and `glide demo` show.
///
/// Give `handle` as the session's `onEvent`: each event waits until its clock time (scaled by
/// `speed`, counted from the first event) has come on the wall clock, then the line is redrawn
/// (`\r`, the line, erase to its end), at most `maximumRedrawsPerSecond` times a second. With no
/// terminal (`output` is nil) it only paces. `finish()` ends the line.
public final class RealtimePlayer {
    /// Where the line is drawn; nil to pace only.
    public let output: TextOutput?
    /// How much faster than the trace to play (1: real time).
    public let speed: Double
    /// The columns the line may take.
    public let width: Int
    /// Text put before the status on the line (e.g. the trace's name).
    public var prefix: String
    /// The status drawn.
    public private(set) var status = SessionStatus()
    /// The redraw rate limit.
    public var maximumRedrawsPerSecond = 30.0

    private var wallStart: Double?
    private var clockStart = 0.0
    private var lastDraw = -Double.infinity
    private var hasDrawn = false

    /// A player drawing on `output` (nil: none) at `speed` times real time, in `width` columns.
    public init(output: TextOutput?, speed: Double = 1, width: Int = 100, prefix: String = "") {
        precondition(speed > 0 && speed.isFinite, "RealtimePlayer needs a positive finite speed, got \(speed)")
        self.output = output
        self.speed = speed
        self.width = width
        self.prefix = prefix
    }

    /// Waits for `event`'s time, then takes it into the status and redraws when due.
    public func handle(_ event: SessionEvent) {
        let now = MonotonicTime.now
        if wallStart == nil {
            wallStart = now
            clockStart = event.time
        }
        let due = (wallStart ?? now) + (event.time - clockStart) / speed
        if due > now { Syscall.sleep(seconds: due - now) }
        status.apply(event)
        let drawTime = max(now, due)
        let important: Bool
        switch event {
        case .outcome, .transition, .fingers: important = true
        case .progress, .recognizer: important = false
        }
        if important || drawTime - lastDraw >= 1 / maximumRedrawsPerSecond {
            draw()
            lastDraw = drawTime
        }
    }

    /// Draws the status line now.
    public func draw() {
        guard let output else { return }
        hasDrawn = true
        try? output.write("\r" + prefix + status.line(width: max(20, width - prefix.count)) + "\u{1B}[K")
    }

    /// Draws the final status and ends the line.
    public func finish() {
        guard output != nil else { return }
        draw()
        if hasDrawn { try? output?.write("\n") }
    }

    /// The terminal's width in columns on `fileDescriptor`, or nil when it is not a terminal.
    public static func terminalWidth(of fileDescriptor: Int32 = STDOUT_FILENO) -> Int? {
        Syscall.terminalColumns(fileDescriptor)
    }
}
