import GlideRender
import GlideUI

/// The pictures of `glide compare`, drawn from comparisons made with `retention` `.everything`:
/// each trace's chart with every policy's progress drawn together (`--svg`, `TimelineSVG`: the
/// first policy's replay over the others'), and the replay player with an entry per trace and
/// policy (`--html`, `HTMLPlayer`), each entry's chart drawing the other policies' progress under
/// its own; the page replays each trace once more per policy for its frames.
public struct ComparisonPictures {
    /// The comparisons drawn, one per trace.
    public var comparisons: [PolicyComparison]
    private let descriptionPath: String?
    private let scenes: any SceneCatalogue

    /// Pictures of `comparisons`, whose traces (and `descriptionPath`) the page replays in `scenes` for its frames.
    public init(comparisons: [PolicyComparison], descriptionPath: String?, scenes: any SceneCatalogue) {
        self.comparisons = comparisons
        self.descriptionPath = descriptionPath
        self.scenes = scenes
    }

    /// The charts, one per trace: the first policy's replay, the others' progress under it.
    public var svg: String {
        TimelineSVG(charts: comparisons.compactMap { comparison in
            guard let first = comparison.runs.first else { return nil }
            return TimelineSVG.Chart(
                title: Self.title(comparison, first), result: first.result, others: comparison.runs.dropFirst().map { ($0.name, $0.result) })
        }).document
    }

    /// Writes the player page into `file`, created before any work (64 for too many frames, 74 when writing fails).
    package func writeHTML(to file: OutputFile) throws(GlideError) {
        let recording = PlayerRecording()
        var entries: [(trace: String, run: PolicyComparison.Run)] = []
        for comparison in comparisons {
            for run in comparison.runs {
                try recording.add(
                    comparison.tracePath, title: Self.title(comparison, run), result: run.result, settledAt: run.settledAt,
                    others: comparison.runs.filter { $0.name != run.name }.map { ($0.name, $0.result) })
                entries.append((comparison.tracePath, run))
            }
        }
        let renderer = FrameRenderer()
        for (index, entry) in entries.enumerated() {
            let session = try ReplaySession(tracePath: entry.trace, descriptionPath: descriptionPath, options: entry.run.options, scenes: scenes)
            let frames = FrameCapture(renderer: renderer, settledAt: entry.run.settledAt)
            session.observers.append(frames)
            recording.capture(frames, trace: index)
            _ = try session.run(keeping: .records)
            frames.finish()
        }
        try TextOutput.finish(file, with: recording.player.document)
    }

    /// "TRACE — POLICY", the trace by its file name.
    private static func title(_ comparison: PolicyComparison, _ run: PolicyComparison.Run) -> String {
        "\(ReplayCommandRun.baseName(comparison.tracePath)) — \(run.name)"
    }
}
