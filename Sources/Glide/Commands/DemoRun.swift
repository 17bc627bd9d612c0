/// What `glide demo` does: replays every bundled trace on its scene, animates each transition
/// in the terminal (a progress bar at a sped-up pace), prints the outcome table, and checks the
/// records against each trace's expectations.
public struct DemoRun: Sendable {
    /// The directory of traces (`BundledTrace.packageDirectory` by default).
    public var directory: String
    /// Seconds of animation per trace at most, in a terminal; the pace is sped up to fit.
    public var secondsPerTrace: Double

    /// A demo of the traces in `directory`.
    public init(directory: String = BundledTrace.packageDirectory, secondsPerTrace: Double = 1.2) {
        self.directory = directory
        self.secondsPerTrace = secondsPerTrace
    }

    /// Runs the demo, writing to `output` (animated when it is a terminal) and warnings to `errors`.
    ///
    /// Returns the names of the traces whose records differ from their `.expected.jsonl`
    /// (empty when all match; a trace without an expectation file is not checked).
    public func run(output: TextOutput = .standardOutput, errors: TextOutput = .standardError) throws(GlideError) -> [String] {
        let traces = try BundledTrace.load(directory: directory)
        let animates = output.isTerminal
        let width = RealtimePlayer.terminalWidth(of: output.fileDescriptor) ?? 100
        try output.write("Replaying \(traces.count) bundled traces from \(directory) on their scenes\(animates ? " (sped up)" : "").\n\n")
        var rows: [OutcomeTable.Row] = []
        var mismatches: [String] = []
        for trace in traces {
            try output.write("\(trace.name): \(trace.summary)\n  glide replay \(trace.tracePath) \(trace.arguments.joined(separator: " "))\n")
            let result = try ReplaySession(tracePath: trace.tracePath, options: trace.options).run()
            if animates {
                let span = max(result.timelines.compactMap { $0.outcome?.endMilliseconds }.max() ?? 0, Double(result.duration) / 1000) / 1000
                let player = RealtimePlayer(output: output, speed: max(1.5, span / secondsPerTrace), width: width, prefix: "  ")
                let session = try ReplaySession(tracePath: trace.tracePath, options: trace.options)
                session.onEvent = { player.handle($0) }
                _ = try session.run()
                player.finish()
            } else {
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
        return mismatches
    }
}
