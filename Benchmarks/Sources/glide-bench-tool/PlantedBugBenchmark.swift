import GlideBenchSupport
import GlideGallery
import GlidePlantedBugs
import GlidePlantedUIKitBugs
import GlideTesting

/// Random against guided fuzzing on the planted bugs (the sheet world's and those in UIKit code), on one thread: cases and seconds to the
/// first failure (medians over `seeds` seeds, each run capped at `cap` cases, unshrunk), the
/// coverage keys the gallery's scenes reach after `pairCases` cases in each mode, and those
/// cases' rate beside the rate of their frames replayed alone (no checks, one replay each).
struct PlantedBugBenchmark {
    /// Seeds per bug and mode.
    var seeds: Int
    /// The most cases one search runs.
    var cap: Int
    /// Cases in the coverage and throughput runs.
    var pairCases: Int

    /// Every planted bug's name and world, the sheet world's first.
    static let worlds = PlantedBug.allCases.map { ($0.rawValue, $0.target) } + PlantedUIKitBug.allCases.map { ($0.rawValue, $0.target) }

    /// The first failure of `world` in `mode` from `seed`: its case count and the seconds
    /// until found (for guided mode, until the end of its round), or nil within `cap` cases.
    func firstFailure(_ world: FuzzTarget, mode: FuzzMode, seed: UInt64) -> (cases: Int, seconds: Double)? {
        let start = ContinuousClock.now
        let failure = Fuzzer(targets: [world], shrinker: ScriptShrinker(maxAttempts: 0)).firstFailure(seed: seed, mode: mode, within: cap)
        return failure.map { ($0.index + 1, Self.seconds(since: start)) }
    }

    /// `pairCases` cases of the gallery in `mode` from seed 1 on one thread: keys reached, seconds,
    /// the scripts run, and the frames guided mode's probes replayed.
    func galleryRun(_ mode: FuzzMode) -> (reached: Int, seconds: Double, scripts: [(GestureScript, FuzzTarget)], probeFrames: Int) {
        let fuzzer = Fuzzer(targets: FuzzTarget.allScenes())
        let start = ContinuousClock.now
        switch mode {
        case .random:
            let report = fuzzer.run(cases: pairCases, seed: 1, threads: 1, countsCoverage: true)
            let seconds = Self.seconds(since: start)
            let scripts = (0..<pairCases).map { index in
                (fuzzer.generator.script(seed: SplitMix64.caseSeed(1, index: index)), fuzzer.targets[index % fuzzer.targets.count])
            }
            return (report.coverage?.reachedCount ?? 0, seconds, scripts, 0)
        case .guided:
            var guided = GuidedFuzzer(fuzzer: fuzzer, seed: 1)
            var cases: [GuidedFuzzer.Case] = []
            while guided.casesRun < pairCases {
                cases += guided.runRound(limit: pairCases - guided.casesRun, threads: 1)
            }
            let seconds = Self.seconds(since: start)
            return (guided.coverage.reachedCount, seconds, cases.map { ($0.script, fuzzer.targets[$0.target]) }, cases.reduce(0) { $0 + $1.probeFrames })
        }
    }

    /// The frames of `scripts` and the seconds their traces take to replay, once each, in fresh worlds.
    static func replayAlone(_ scripts: [(GestureScript, FuzzTarget)]) -> (frames: Int, seconds: Double) {
        let traces = scripts.map { ($0.0.trace, $0.1) }
        let start = ContinuousClock.now
        var frames = 0
        for (trace, target) in traces {
            frames += (try? target.makeWorld(trace.device).replay(trace))?.frameCount ?? 0
        }
        return (frames, seconds(since: start))
    }

    /// Runs everything and prints the tables (Markdown) on stdout, progress on stderr.
    func run() {
        print("| Planted bug | Random: cases to 1st failure | Guided | Ratio | Random: seconds | Guided | Found (random, guided) |")
        print("|---|---|---|---|---|---|---|")
        var missed: [String] = []
        for (bug, world) in Self.worlds {
            var found: [FuzzMode: [(cases: Int, seconds: Double)?]] = [:]
            for mode in FuzzMode.allCases {
                found[mode] = (1...seeds).map { seed in
                    let result = firstFailure(world, mode: mode, seed: UInt64(seed))
                    printError("planted-bugs: \(bug) \(mode) seed \(seed): \(result.map { "\($0.cases) cases, \(Self.format($0.seconds)) s" } ?? "not found in \(cap)")")
                    return result
                }
            }
            let random = Self.median(found[.random]!)
            let guided = Self.median(found[.guided]!)
            let ratio = random.map { random in guided.map { Self.format(Double(random.cases) / Double($0.cases), places: 1) + "x" } ?? "-" }
                ?? guided.map { ">" + Self.format(Double(cap) / Double($0.cases), places: 1) + "x" } ?? "-"
            print("| \(bug) | \(random.map { "\($0.cases)" } ?? "not found in \(cap)") | \(guided.map { "\($0.cases)" } ?? "not found in \(cap)") | \(ratio) "
                + "| \(random.map { Self.format($0.seconds) } ?? "-") | \(guided.map { Self.format($0.seconds) } ?? "-") "
                + "| \(found[.random]!.count { $0 != nil })/\(seeds), \(found[.guided]!.count { $0 != nil })/\(seeds) |")
            // Never worse: guided within 1.5 times random mode's cases; at least 5 times sooner where random mode needs over 1,000.
            let randomCases = random?.cases ?? cap + 1
            let guidedCases = guided?.cases ?? cap + 1
            if Double(guidedCases) > 1.5 * Double(randomCases) { missed.append("\(bug): guided \(guidedCases) > 1.5 × random \(randomCases)") }
            if randomCases > 1000, 5 * guidedCases > randomCases { missed.append("\(bug): random needs \(randomCases), guided \(guidedCases) is not 5x sooner") }
        }
        print("")
        print(missed.isEmpty
            ? "Guided is within 1.5x of random mode's cases on every planted bug, and at least 5x sooner on each that random mode needs over 1,000 cases for."
            : "Guided mode misses its bounds: \(missed.joined(separator: "; ")).")
        print("")
        print("| Gallery, \(pairCases) cases, 1 thread | Keys reached (of \(FuzzCoverage.reachable.count)) | Cases/s per core "
            + "| Frames/s (2 replays per case) | With probes | Frames/s replayed alone | Ratio (with probes) |")
        print("|---|---|---|---|---|---|---|")
        for mode in FuzzMode.allCases {
            let run = galleryRun(mode)
            let alone = Self.replayAlone(run.scripts)
            let fuzzFrames = Double(2 * alone.frames) / run.seconds
            let withProbes = Double(2 * alone.frames + run.probeFrames) / run.seconds
            let bound = Double(alone.frames) / alone.seconds
            print("| \(mode) | \(run.reached) | \(Self.format(Double(pairCases) / run.seconds, places: 0)) | \(Self.format(fuzzFrames / 1e6, places: 3)) M "
                + "| \(Self.format(withProbes / 1e6, places: 3)) M | \(Self.format(bound / 1e6, places: 3)) M "
                + "| \(Self.format(bound / fuzzFrames, places: 2))x (\(Self.format(bound / withProbes, places: 2))x) |")
        }
    }

    /// The median of the results, a search that found nothing counting as beyond every find; nil when that is the median.
    static func median(_ results: [(cases: Int, seconds: Double)?]) -> (cases: Int, seconds: Double)? {
        let sorted = results.sorted { ($0?.cases ?? .max) < ($1?.cases ?? .max) }
        return sorted[sorted.count / 2]
    }

    static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// `value` with `places` decimals.
    static func format(_ value: Double, places: Int = 2) -> String {
        let scale = (0..<places).reduce(1.0) { power, _ in power * 10 }
        let rounded = (value * scale).rounded() / scale
        return places == 0 ? String(Int(rounded)) : String(rounded)
    }
}
