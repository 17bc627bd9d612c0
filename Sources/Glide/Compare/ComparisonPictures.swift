import GlideRender
import GlideUI

/// The pictures of `glide compare`: each trace's chart with every policy's progress drawn
/// together (`--svg`, `TimelineSVG`: the first policy's replay over the others'), and the replay
/// player with an entry per trace and policy (`--html`, `HTMLPlayer`), each entry's chart drawing
/// the other policies' progress under its own. Every trace is replayed once per policy for its
/// records and progress, and, for the page, once more for its frames.
public final class ComparisonPictures {
    /// One trace's replays: each policy's name, options, result and when it settled (ms).
    private var replays: [(trace: String, runs: [(name: String, options: ReplayOptions, result: ReplayResult, settledAt: Double)])] = []
    private let descriptionPath: String?
    private let scenes: any SceneCatalogue

    /// Replays every trace of `traces` under each of `policies` (65/66 for a bad trace, 64 for a bad scene).
    public init(
        traces: [String], descriptionPath: String?, policies: [(name: String, policy: any ReleasePolicy)], options: ReplayOptions,
        scenes: any SceneCatalogue
    ) throws(GlideError) {
        self.descriptionPath = descriptionPath
        self.scenes = scenes
        for trace in traces {
            var runs: [(String, ReplayOptions, ReplayResult, Double)] = []
            for (name, policy) in policies {
                let deciding = PolicyComparison.options(options, decidingWith: policy)
                let session = try ReplaySession(tracePath: trace, descriptionPath: descriptionPath, options: deciding, scenes: scenes)
                let result = try session.run(keeping: .everything)
                runs.append((name, deciding, result, session.milliseconds))
            }
            replays.append((trace, runs))
        }
    }

    /// Throws 64 unless `path` (given to `--html`) ends in `.html` or `.htm`: checked before any replay.
    public static func checkPageName(_ path: String) throws(GlideError) {
        try PlayerRecording.checkName(path)
    }

    /// The charts, one per trace: the first policy's replay, the others' progress under it.
    public var svg: String {
        TimelineSVG(charts: replays.compactMap { trace, runs in
            guard let first = runs.first else { return nil }
            return TimelineSVG.Chart(
                title: "\(Self.baseName(trace)) — \(first.name)", result: first.result, others: runs.dropFirst().map { ($0.name, $0.result) })
        }).document
    }

    /// Writes the player page to `path` (64 for a name that is not .html or for too many frames, 73/74 when it cannot be written).
    public func writeHTML(to path: String) throws(GlideError) {
        try Self.checkPageName(path)
        let recording = PlayerRecording()
        var entries: [(trace: String, options: ReplayOptions, settledAt: Double)] = []
        for (trace, runs) in replays {
            for run in runs {
                try recording.add(
                    trace, title: "\(Self.baseName(trace)) — \(run.name)", result: run.result, settledAt: run.settledAt,
                    others: runs.filter { $0.name != run.name }.map { ($0.name, $0.result) })
                entries.append((trace, run.options, run.settledAt))
            }
        }
        let file = try TextOutput.createFile(at: path)
        let renderer = FrameRenderer()
        for (index, entry) in entries.enumerated() {
            let session = try ReplaySession(tracePath: entry.trace, descriptionPath: descriptionPath, options: entry.options, scenes: scenes)
            let frames = FrameCapture(renderer: renderer, settledAt: entry.settledAt)
            session.observers.append(frames)
            recording.capture(frames, trace: index)
            _ = try session.run(keeping: .records)
            frames.finish()
        }
        try TextOutput.finish(file, with: recording.player.document)
    }

    private static func baseName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
