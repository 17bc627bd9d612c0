import GlideInput
import GlideRender

/// What `glide demo` does: replays every bundled trace on its scene, animates each transition
/// in the terminal (a progress bar at a sped-up pace), prints the outcome table, checks the
/// records against each trace's expectations, and writes an HTML page that plays every replay
/// (`HTMLPlayer`).
public struct DemoRun: Sendable {
    /// The directory of traces (`BundledTrace.packageDirectory` by default).
    public var directory: String
    /// Seconds of animation per trace at most, in a terminal; the pace is sped up to fit.
    public var secondsPerTrace: Double
    /// Where the HTML page goes; nil: `glide-demo.html` in the current directory, or in a new
    /// temporary directory when the current one cannot be written.
    public var htmlPath: String?
    /// Where the traces' scenes are found.
    public var scenes: any SceneCatalogue

    /// The page's name when no path is given.
    public static let defaultPageName = "glide-demo.html"

    /// A demo of the traces in `directory`, its page written to `htmlPath`.
    public init(directory: String = BundledTrace.packageDirectory, secondsPerTrace: Double = 1.2, htmlPath: String? = nil, scenes: any SceneCatalogue) {
        self.scenes = scenes
        self.directory = directory
        self.secondsPerTrace = secondsPerTrace
        self.htmlPath = htmlPath
    }

    /// Runs the demo, writing to `output` (animated when it is a terminal) and warnings to
    /// `errors`; the last line printed is the page's path.
    ///
    /// Returns the names of the traces whose records differ from their `.expected.jsonl`
    /// (empty when all match; a trace without an expectation file is not checked). The page's
    /// file is created before any replay (73 when a given path cannot be) and appears once every
    /// trace has run; each trace is replayed twice, the first time to learn where it settles.
    public func run(output: TextOutput = .standardOutput, errors: TextOutput = .standardError) throws(GlideError) -> [String] {
        let traces = try BundledTrace.load(directory: directory)
        let page = try createPage()
        let recording = PlayerRecording()
        let renderer = FrameRenderer()
        let animates = output.isTerminal
        let width = RealtimePlayer.terminalWidth(of: output.fileDescriptor) ?? 100
        try output.write("Replaying \(traces.count) bundled traces from \(directory) on their scenes\(animates ? " (sped up)" : "").\n\n")
        var rows: [OutcomeTable.Row] = []
        var mismatches: [String] = []
        for (index, trace) in traces.enumerated() {
            try output.write("\(trace.name): \(trace.summary)\n  glide replay \(trace.tracePath) \(trace.arguments.joined(separator: " "))\n")
            let first = try ReplaySession(tracePath: trace.tracePath, options: trace.options, scenes: scenes)
            let result = try first.run()
            try recording.add(
                trace.tracePath, title: ReplayCommandRun.chartTitle(trace.tracePath, trace.options, device: first.device), result: result, settledAt: first.milliseconds)
            // The second replay draws the page's frames, and animates the terminal.
            let session = try ReplaySession(tracePath: trace.tracePath, options: trace.options, scenes: scenes)
            var player: RealtimePlayer?
            if animates {
                let span = max(result.timelines.compactMap { $0.outcome?.endMilliseconds }.max() ?? 0, Double(result.duration) / 1000) / 1000
                let shown = RealtimePlayer(output: output, speed: max(1.5, span / secondsPerTrace), width: width, prefix: "  ")
                session.onEvent = { shown.handle($0) }
                player = shown
            }
            let frames = FrameCapture(renderer: renderer, settledAt: first.milliseconds)
            recording.capture(frames, trace: index)
            session.observers.append(frames)
            _ = try session.run(keeping: .streaming)
            frames.finish()
            player?.finish()
            if !animates {
                for outcome in result.outcomes {
                    let percent = outcome.percentAtRelease.map { " at p " + OutcomeTable.decimal($0, places: 3) } ?? ""
                    try output.write("  #\(outcome.transition) \(outcome.kind.rawValue): \(outcome.decision.rawValue) (\(outcome.reason.rawValue))\(percent)\n")
                }
            }
            for warning in result.warnings where !warning.contains("ends with fingers down") {
                try errors.write(warning + "\n")
            }
            if let expected = BundledTrace.readText(trace.expectedPath), expected != result.jsonLines() {
                mismatches.append(trace.name)
            }
            rows += result.outcomes.map { OutcomeTable.Row(trace: trace.name, outcome: $0) }
        }
        try output.write("\n" + OutcomeTable(rows: rows).text)
        if mismatches.isEmpty {
            try output.write("\n\(traces.count) traces, \(rows.count) transitions; every record matches its .expected.jsonl.\n")
        } else {
            try output.write("\n\(traces.count) traces, \(rows.count) transitions; records differ from the expectations for: \(mismatches.joined(separator: ", ")).\n")
        }
        try TextOutput.finish(page, with: recording.player.document)
        try output.write("A page plays every replay; open it in a browser:\n\(page.path)\n")
        return mismatches
    }

    /// The page's file: at `htmlPath` (64 unless it ends in `.html` or `.htm`, 73 when it cannot
    /// be created), else `glide-demo.html` in
    /// the current directory (by its absolute path), else in a new temporary directory.
    private func createPage() throws(GlideError) -> OutputFile {
        if let htmlPath {
            try PlayerRecording.checkName(htmlPath)
            return try TextOutput.createFile(at: htmlPath)
        }
        if case .success(let directory) = Syscall.currentDirectory(),
           let file = try? OutputFile(path: (directory == "/" ? "" : directory) + "/" + Self.defaultPageName) {
            return file
        }
        switch Syscall.makeTemporaryDirectory(prefix: "glide-demo") {
        case .success(let made):
            return try TextOutput.createFile(at: made + "/" + Self.defaultPageName)
        case .failure(let error):
            throw GlideError(status: .cannotCreate, message: """
                cannot write \(Self.defaultPageName) in the current directory nor make a temporary directory for it: \
                \(error); give a writable path with --html FILE.html
                """)
        }
    }
}
