import GlideRender

/// What `glide replay --apng FILE` writes: the window over each trace, drawn every `1/fps` s
/// from the trace's first event until the replay has settled, as one looping animated PNG
/// (rasterised through `rsvg-convert`, put together by `AnimatedPNG`). Each trace's last frame
/// shows for `holdSeconds`, so the loop, and the step from one trace to the next, can be seen.
public struct AnimationOptions: Sendable, Equatable {
    /// The file written (`.png` or `.apng`).
    public var path: String
    /// Frames per second, 1 to 60.
    public var framesPerSecond: Int

    /// The frame rate when none is given.
    public static let defaultFramesPerSecond = 30
    /// How long each trace's last frame shows, in seconds.
    public static let holdSeconds: UInt16 = 1

    /// Options for `path` at `framesPerSecond`, checked: 64 for a name that does not end in
    /// `.png` or `.apng`, or a rate outside 1…60.
    public init(path: String, framesPerSecond: Int = AnimationOptions.defaultFramesPerSecond) throws(GlideError) {
        let lowercased = path.lowercased()
        guard lowercased.hasSuffix(".png") || lowercased.hasSuffix(".apng") else {
            throw GlideError(status: .usage, message: "--apng \(path): give a file name ending in .png or .apng (an animated PNG, shown moving by browsers and GitHub)")
        }
        guard (1...60).contains(framesPerSecond) else {
            throw GlideError(status: .usage, message: "--fps must be a whole number of frames per second from 1 to 60, got \(framesPerSecond)")
        }
        self.path = path
        self.framesPerSecond = framesPerSecond
    }

    /// The instants drawn for a replay of `trace` that settled at `settled` ms, in ms, the last
    /// at or after `settled`; 64 when they are more than `FrameOptions.maximumFrames`.
    func times(settledAt settled: Double, trace: String) throws(GlideError) -> [Double] {
        let interval = 1000 / Double(framesPerSecond)
        let count = FrameOptions.count(every: interval, covering: settled)
        try FrameOptions.checkCount(count, of: """
            --apng draws \(trace) (0 to \(OutcomeTable.decimal(settled, places: 1)) ms) in \(FrameOptions.countText(count)) frames at \(framesPerSecond) fps
            """, advice: "Ask for fewer: a lower --fps, or a shorter trace (glide record --duration SECONDS records a shorter one)")
        return FrameOptions.instants(count, every: interval)
    }

    /// The animation of traces whose stills are `traces` (each trace's PNGs in order).
    func animation(of traces: [[[UInt8]]]) -> AnimatedPNG {
        AnimatedPNG(frames: traces.flatMap { stills in
            stills.indices.map { index in
                AnimatedPNG.Frame(
                    png: stills[index],
                    delay: index == stills.count - 1 ? (Self.holdSeconds, 1) : (1, UInt16(framesPerSecond)))
            }
        })
    }
}
