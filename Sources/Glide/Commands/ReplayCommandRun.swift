/// What `glide replay` does, given its parsed command line: replays each trace on a fresh
/// scene, prints JSON lines or a table, writes the SVG timeline, draws frames, a filmstrip, a
/// page and an animation, and plays in real time.
public struct ReplayCommandRun: Sendable {
    /// The traces, replayed in order, each on a fresh scene.
    public var traces: [String]
    /// The evemu description for events-only traces (used for every trace).
    public var descriptionPath: String?
    /// The scene, policy and fingers.
    public var options: ReplayOptions
    /// Where `options.scene` is found.
    public var scenes: any SceneCatalogue
    /// JSON lines on stdout instead of the table.
    public var json: Bool
    /// Where to write the SVG timeline, if anywhere.
    public var svgPath: String?
    /// Play at wall-clock speed, with the terminal view when stdout is a terminal.
    public var realtime: Bool
    /// The frames to draw, if any (`--frames`).
    public var frames: FrameOptions?
    /// Where to write the contact sheet of every transition (`.svg` or `.png`), if anywhere.
    public var filmstripPath: String?
    /// Where to write the HTML page that plays the replays (`.html` or `.htm`), if anywhere.
    public var htmlPath: String?
    /// The animated PNG of the replays to write, if any (`--apng`).
    public var animation: AnimationOptions?

    /// Makes a run from the command line's values.
    public init(traces: [String], descriptionPath: String? = nil, options: ReplayOptions = ReplayOptions(), scenes: any SceneCatalogue, json: Bool = false,
                svgPath: String? = nil, realtime: Bool = false, frames: FrameOptions? = nil, filmstripPath: String? = nil,
                htmlPath: String? = nil, animation: AnimationOptions? = nil) {
        self.traces = traces
        self.descriptionPath = descriptionPath
        self.options = options
        self.scenes = scenes
        self.json = json
        self.svgPath = svgPath
        self.realtime = realtime
        self.frames = frames
        self.filmstripPath = filmstripPath
        self.htmlPath = htmlPath
        self.animation = animation
    }

    /// Replays every trace, writing records (or the table) to `output` and warnings to `errors`.
    ///
    /// With several traces, each JSON record starts with a `"trace"` key (the path as given),
    /// since every trace numbers its transitions from its own scene's start; with one, the
    /// records are exactly the window's. JSON records are written one line at a time as their
    /// transitions end, and, unless an SVG is drawn, the replay keeps no record once it is out
    /// (`ReplayRetention.streaming`), so memory stays flat however long the trace. The first
    /// failing trace stops the run with its error, after the records before the bad line were
    /// written. The SVG's file is created before the first trace is read (73 at once when it
    /// cannot be) and appears only when complete.
    ///
    /// Frames, the filmstrip, the HTML page and the animation are planned and checked before anything is written
    /// (see `ReplayPictures`): each trace is then replayed twice, so none may be standard input; a
    /// request of more than `FrameOptions.maximumFrames` frames fails with 64, a frames directory
    /// or a file that cannot be made with 73. The frames, the sheet, the page and the animation appear once every
    /// trace has run, so a run that fails leaves the previous ones as they were.
    public func run(output: TextOutput = .standardOutput, errors: TextOutput = .standardError) throws(GlideError) {
        precondition(!traces.isEmpty, "ReplayCommandRun needs at least one trace")
        try GlideError.checkStandardInputReadOnce(traces + [descriptionPath])
        let svgFile = try svgPath.map { path throws(GlideError) in try TextOutput.createFile(at: path) }
        let pictures = try ReplayPictures(
            traces: traces, descriptionPath: descriptionPath, options: options, scenes: scenes, frames: frames, filmstripPath: filmstripPath,
            htmlPath: htmlPath, animation: animation)
        let tagsTraces = traces.count > 1
        var rows: [OutcomeTable.Row] = []
        var charts: [TimelineSVG.Chart] = []
        let showsView = realtime && !json && output.isTerminal
        for (index, trace) in traces.enumerated() {
            let session = try ReplaySession(tracePath: trace, descriptionPath: descriptionPath, options: options, scenes: scenes)
            var player: RealtimePlayer?
            if realtime {
                let width = RealtimePlayer.terminalWidth(of: output.fileDescriptor) ?? 100
                player = RealtimePlayer(output: showsView ? output : nil, speed: 1, width: width, prefix: tagsTraces ? Self.baseName(trace) + "  " : "")
            }
            let sink = StoppingOutput(output) { [weak session] in session?.stop() }
            let tag = tagsTraces ? trace : nil
            let rowTrace = tagsTraces ? Self.baseName(trace) : nil
            session.onEvent = { [json] event in
                player?.handle(event)
                guard case .outcome(let outcome) = event else { return }
                if !json {
                    rows.append(OutcomeTable.Row(trace: rowTrace, outcome: outcome))
                    return
                }
                sink.write(ReplayResult.jsonLine(outcome, trace: tag) + "\n")
            }
            let capture = pictures?.capture(session, trace: index)
            let result = try session.run(keeping: svgFile == nil ? .streaming : .everything)
            try sink.throwFailure()
            try capture?.finish()
            player?.finish()
            for warning in result.warnings { try errors.write(warning + "\n") }
            if result.recordCount == 0, let gestures = session.target.gestureSummary {
                try errors.write("\(trace): warning: no transition began; scene \(options.scene) listens to: \(gestures)\n")
            }
            if svgFile != nil {
                charts.append(TimelineSVG.Chart(title: Self.chartTitle(trace, options, device: session.device), result: result))
            }
        }
        if !json { try output.write(OutcomeTable(rows: rows).text) }
        if let svgFile { try TextOutput.finish(svgFile, with: TimelineSVG(charts: charts).document) }
        try pictures?.writeFrames()
        try pictures?.writeFilmstrip()
        try pictures?.writeHTML()
        try pictures?.writeAnimation { done, total in
            // Rasterising takes a child process a frame: long animations say how far they are.
            guard total > Self.progressStep, done % Self.progressStep == 0 || done == total, let animation else { return }
            try? errors.write("--apng \(animation.path): \(done) of \(total) frames rasterised\n")
        }
    }

    /// How many of `--apng`'s frames go between two progress lines (none for fewer).
    static let progressStep = 200

    /// A trace's chart title: "NAME — SCENE, POLICY" (the policy `device`'s profile gives, if any).
    static func chartTitle(_ trace: String, _ options: ReplayOptions, device: DeviceDescription) -> String {
        "\(baseName(trace)) — \(options.scene), \(options.policy(for: device))"
    }

    /// The last path component.
    static func baseName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
