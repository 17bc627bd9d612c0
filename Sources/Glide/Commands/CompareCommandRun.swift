/// What `glide compare` does, given its parsed command line: replays each trace once per policy
/// (`PolicyComparison`), printing each trace's table or JSON lines as it is done, and draws the
/// pictures asked for (`ComparisonPictures`), their files created before any work.
public struct CompareCommandRun: Sendable {
    /// The traces, each compared in turn.
    public var traces: [String]
    /// The evemu description for events-only traces (used for every trace).
    public var descriptionPath: String?
    /// The policies compared, named, in order (the first one's lifts are watched for a disagreement).
    public var policies: [(name: String, policy: any ReleasePolicy)]
    /// The scene, fingers and profiles.
    public var options: ReplayOptions
    /// Where `options.scene` is found.
    public var scenes: any SceneCatalogue
    /// JSON lines on stdout instead of the tables.
    public var json: Bool
    /// Where to write the charts (`--svg`), if anywhere.
    public var svgPath: String?
    /// Where to write the player page (`--html`, `.html` or `.htm`), if anywhere.
    public var htmlPath: String?

    /// Makes a run from the command line's values.
    public init(
        traces: [String], descriptionPath: String? = nil, policies: [(name: String, policy: any ReleasePolicy)] = ReleasePolicies.named,
        options: ReplayOptions = ReplayOptions(), scenes: any SceneCatalogue, json: Bool = false, svgPath: String? = nil, htmlPath: String? = nil
    ) {
        self.traces = traces
        self.descriptionPath = descriptionPath
        self.policies = policies
        self.options = options
        self.scenes = scenes
        self.json = json
        self.svgPath = svgPath
        self.htmlPath = htmlPath
    }

    /// The policies a comma-separated list names, each once, in order (64 for a name that is none).
    public static func policies(named list: String) throws(GlideError) -> [(name: String, policy: any ReleasePolicy)] {
        var chosen: [(name: String, policy: any ReleasePolicy)] = []
        for name in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !chosen.contains(where: { $0.name == name }) {
            chosen.append((name, try ReplayOptions.policy(named: name, threshold: nil)))
        }
        return chosen
    }

    /// Compares every trace, writing each one's table (or JSON lines) to `output` as it is done;
    /// then the pictures. A page name that is not `.html` fails with 64 and a file that cannot be
    /// made with 73, both before any replay.
    public func run(output: TextOutput = .standardOutput) throws(GlideError) {
        if let htmlPath { try PlayerRecording.checkName(htmlPath) }
        let svgFile = try svgPath.map { path throws(GlideError) in try TextOutput.createFile(at: path) }
        let htmlFile = try htmlPath.map { path throws(GlideError) in try TextOutput.createFile(at: path) }
        let drawn = svgFile != nil || htmlFile != nil
        var comparisons: [PolicyComparison] = []
        for trace in traces {
            let comparison = try PolicyComparison.compare(
                tracePath: trace, descriptionPath: descriptionPath, policies: policies, options: options, scenes: scenes,
                retention: drawn ? .everything : .records)
            if drawn { comparisons.append(comparison) }
            do {
                try output.write(json ? comparison.jsonLines : comparison.table)
            } catch {
                throw GlideError(status: .ioError, message: "cannot write the comparison: \(error)")
            }
        }
        guard drawn else { return }
        let pictures = ComparisonPictures(comparisons: comparisons, descriptionPath: descriptionPath, scenes: scenes)
        if let svgFile { try TextOutput.finish(svgFile, with: pictures.svg) }
        if let htmlFile { try pictures.writeHTML(to: htmlFile) }
    }
}
