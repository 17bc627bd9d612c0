/// The frames of an HTML player (`HTMLPlayer`), drawn while replays run: one per 60 Hz refresh
/// of each trace (`FrameOptions.defaultInterval`), from 0 to the first at or after the replay
/// settles, so that the last frame shows every record; at most `FrameOptions.maximumFrames` a page.
///
/// Add each trace once its first replay is known (its result and when it settles), then capture
/// it during its second replay, as `ReplayPictures` does for `--frames`.
final class PlayerRecording {
    /// The page so far.
    private(set) var player = HTMLPlayer()
    /// Each trace's frame instants, ms.
    private var frameTimes: [[Double]] = []
    /// The frames of every trace added.
    private var total = 0.0
    /// The time between two frames, ms.
    private let interval = FrameOptions.defaultInterval

    /// Throws 64 unless `path` (given to `--html`) ends in `.html` or `.htm`.
    static func checkName(_ path: String) throws(GlideError) {
        let lowercased = path.lowercased()
        guard !lowercased.hasSuffix(".html"), !lowercased.hasSuffix(".htm") else { return }
        throw GlideError(status: .usage, message: "--html \(path): give a file name ending in .html or .htm")
    }

    /// Adds trace `path` under `title`, whose first replay gave `result` and settled at `settledAt`
    /// ms, its chart drawing `others` under it; 64 when its frames would take the page past `FrameOptions.maximumFrames`.
    func add(
        _ path: String, title: String, result: ReplayResult, settledAt: Double, others: [(label: String, result: ReplayResult)] = []
    ) throws(GlideError) {
        let count = FrameOptions.count(every: interval, covering: settledAt)
        total += count
        try FrameOptions.checkCount(total, of: """
            --html plays \(path) (0 to \(OutcomeTable.decimal(settledAt, places: 1)) ms) in \(FrameOptions.countText(count)) frames, \
            one per 60 Hz refresh, and the page's traces take \(FrameOptions.countText(total))
            """, advice: "Give fewer or shorter traces (glide record --duration SECONDS records a shorter one)")
        frameTimes.append(FrameOptions.instants(count, every: interval))
        player.addTrace(TimelineSVG.Chart(title: title, result: result, others: others), interval: interval)
    }

    /// Draws trace `index`'s frames while `frames`' session replays it.
    func capture(_ frames: FrameCapture, trace index: Int) {
        for time in frameTimes[index] {
            frames.schedule(atMilliseconds: time, caption: false) { [weak self] frame in
                self?.player.appendFrame(svg: frame.svg, caption: frame.caption, toTrace: index)
            }
        }
    }
}
