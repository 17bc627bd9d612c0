import Dispatch
import Synchronization

/// How a fuzz run picks its scripts.
public enum FuzzMode: String, Sendable, CaseIterable {
    /// Each case a fresh script from the generator.
    case random
    /// Feedback: mostly mutants of the scripts that reached new coverage keys (`GuidedFuzzer`).
    case guided
}

/// Coverage-guided fuzzing: a corpus of the scripts that reached a key no earlier case had, and
/// cases shared between random mode's own and mutants of the corpus by how often each has paid
/// off lately (`FuzzSchedule`).
///
/// Runs in rounds: the first of `firstRound` cases, then each as long as all before it together,
/// up to `roundSize` cases, so feedback starts early. A round is planned from the corpus and
/// schedule as they were when it began and from its case seeds (`SplitMix64.caseSeed(seed, index)`):
/// each case is a mutant with the schedule's share (never while the corpus is empty), of an entry
/// picked by energy (`FuzzCorpus`) with `mutator`, in the entry's world; or else random mode's
/// next case, its fresh cases running random mode's cases 0, 1, 2, … in order, so that the early
/// cases random mode finds a bug with come in a guided run too. The round's cases run on any number of
/// threads; then, in case order, each case's coverage is added up, the scripts that reached new
/// keys join the corpus and the schedule notes what paid. So a seed reproduces a run exactly,
/// whatever the threads. Coverage is always counted (it is the feedback).
public struct GuidedFuzzer: Sendable {
    /// Where a case's script came from.
    public enum Origin: Sendable, Equatable {
        /// Random mode's case of this index.
        case fresh(Int)
        /// A mutant of the corpus entry of this index.
        case mutant(of: Int)
    }

    /// One case run: its index, script, world and what it gave.
    public struct Case: Sendable {
        /// The case's index in the run.
        public var index: Int
        /// The script it replayed.
        public var script: GestureScript
        /// The index of its world in the fuzzer's `targets`.
        public var target: Int
        /// Random mode's case it ran, or the corpus entry it mutated.
        public var origin: Origin
        /// Its failure (shrunk) and coverage.
        public var result: FuzzCaseResult
        /// The frames the mutator's probes replayed to make its script.
        public var probeFrames: Int
    }

    /// The fuzzer whose targets, generator, checker and shrinker the cases use.
    public let fuzzer: Fuzzer
    /// The run's seed.
    public let seed: UInt64
    /// Makes the mutants.
    public var mutator: ScriptMutator
    /// The most cases per round: the corpus grows only between rounds.
    public var roundSize: Int
    /// Cases in the first round.
    public static let firstRound = 8
    /// The scripts that reached new keys.
    public private(set) var corpus = FuzzCorpus()
    /// What the cases run so far reached.
    public private(set) var coverage = FuzzCoverage()
    /// How the cases are shared between fresh scripts and mutants.
    public private(set) var schedule = FuzzSchedule()
    /// Cases run so far.
    public private(set) var casesRun = 0
    /// Random mode's cases run so far (the next fresh case is random mode's case of this index).
    public private(set) var freshRun = 0
    /// The probes' replays already made, shared by the rounds' threads.
    private let probes = ProbeCache()

    /// A guided run of `fuzzer` from `seed`, in rounds of at most `roundSize` cases.
    public init(fuzzer: Fuzzer, seed: UInt64, mutator: ScriptMutator = ScriptMutator(), roundSize: Int = 100) {
        precondition(roundSize > 0, "GuidedFuzzer needs rounds of at least one case, got \(roundSize)")
        self.fuzzer = fuzzer
        self.seed = seed
        self.mutator = mutator
        self.roundSize = roundSize
    }

    /// Runs the next round (at most `limit` cases) on `threads` threads, calling `progress` after
    /// each case (from any thread); returns its cases in order.
    public mutating func runRound(limit: Int? = nil, threads: Int? = nil, progress: (@Sendable () -> Void)? = nil) -> [Case] {
        let first = casesRun
        let count = max(0, min(roundSize, max(Self.firstRound, casesRun), limit ?? roundSize))
        let plans = plan(count)
        let workers = max(1, min(threads ?? Fuzzer.activeCores, max(count, 1)))
        let snapshot = self
        let next = Atomic<Int>(0)
        let results = Mutex([Case?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let offset = next.add(1, ordering: .relaxed).oldValue
                guard offset < count else { return }
                let done = snapshot.run(first + offset, plans[offset])
                results.withLock { $0[offset] = done }
                progress?()
            }
        }
        let cases = results.withLock { $0 }.map { $0! }
        var paid = (fresh: 0, mutants: 0)
        for done in cases {
            if let caseCoverage = done.result.coverage {
                let parent: Int? = if case .mutant(let parent) = done.origin { parent } else { nil }
                if corpus.add(done.script, target: done.target, caseIndex: done.index, parent: parent, coverage: caseCoverage, over: coverage) {
                    if parent == nil { paid.fresh += 1 } else { paid.mutants += 1 }
                }
                coverage.merge(caseCoverage)
            }
        }
        let freshCount = cases.count { if case .fresh = $0.origin { true } else { false } }
        schedule.record(fresh: freshCount, paid: paid.fresh, mutants: count - freshCount, paid: paid.mutants)
        freshRun += freshCount
        casesRun += count
        return cases
    }

    /// What a case of a round does: random mode's case of an index, or a mutant drawn from its own generator.
    private enum Plan {
        case fresh(Int)
        case mutant(SplitMix64)
    }

    /// The plans of the next `count` cases, from their case seeds, the corpus and the schedule as they are.
    private func plan(_ count: Int) -> [Plan] {
        let share = schedule.mutantShare(corpusEntries: corpus.entries.count)
        var fresh = freshRun
        return (casesRun..<(casesRun + count)).map { index in
            var random = SplitMix64(seed: SplitMix64.caseSeed(seed, index: index) ^ 0x6A09_E667_F3BC_C909)
            if share > 0, Double.random(in: 0..<1, using: &random) < share { return .mutant(random) }
            defer { fresh += 1 }
            return .fresh(fresh)
        }
    }

    /// Runs case `index` as `plan` says, from the corpus as it is.
    private func run(_ index: Int, _ plan: Plan) -> Case {
        let targets = fuzzer.targets
        let made: (script: GestureScript, target: Int, origin: Origin, caseSeed: UInt64)
        var probeFrames = 0
        switch plan {
        case .fresh(let freshIndex):
            let caseSeed = SplitMix64.caseSeed(seed, index: freshIndex)
            made = (fuzzer.generator.script(seed: caseSeed), freshIndex % targets.count, .fresh(freshIndex), caseSeed)
        case .mutant(var random):
            let parent = corpus.pick(using: &random)!
            let entry = corpus.entries[parent]
            let world = targets[entry.target].makeWorld
            let mutant = mutator.mutate(entry.script, using: &random) { probe in
                probes.run(probe, target: entry.target) {
                    let run = try? world(probe.trace.device).replay(probe)
                    probeFrames += run?.frameCount ?? 0
                    return run
                }
            }
            made = (mutant, entry.target, .mutant(of: parent), SplitMix64.caseSeed(seed, index: index))
        }
        var result = fuzzer.runCase(made.script, in: targets[made.target], index: index, caseSeed: made.caseSeed, countsCoverage: true)
        result.failure?.guidedSeed = seed
        return Case(index: index, script: made.script, target: made.target, origin: made.origin, result: result, probeFrames: probeFrames)
    }
}

/// The replays the mutator's probes made, by script and world: mutants of one corpus entry
/// probe the same prefixes again and again, and a replay is deterministic, so each is made once
/// (up to `capacity` kept, after which new ones are made and not kept).
final class ProbeCache: Sendable {
    private struct Key: Hashable {
        let script: GestureScript
        let target: Int
    }

    private let runs = Mutex<[Key: ReplayRun?]>([:])
    /// The most replays kept.
    let capacity = 20_000

    /// The replay of `script` in world `target`: the kept one, or `replay`'s (then kept).
    func run(_ script: GestureScript, target: Int, replay: () -> ReplayRun?) -> ReplayRun? {
        let key = Key(script: script, target: target)
        if let kept = runs.withLock({ $0[key] }) { return kept }
        let run = replay()
        runs.withLock { kept in
            if kept.count < capacity { kept[key] = run }
        }
        return run
    }
}

extension Fuzzer {
    /// Runs `cases` guided cases from `seed` (see `GuidedFuzzer`), reporting like `run(cases:seed:…)`.
    func runGuided(cases total: Int, seed: UInt64, threads: Int?, countsCoverage: Bool, progress: (@Sendable (Int) -> Void)?) -> FuzzReport {
        var guided = GuidedFuzzer(fuzzer: self, seed: seed)
        var failures: [FuzzFailure] = []
        var unchecked: [UncheckedInvariant: Int] = [:]
        while guided.casesRun < total {
            let base = guided.casesRun
            let done = Atomic<Int>(0)
            let round = guided.runRound(limit: total - base, threads: threads) { progress?(base + done.add(1, ordering: .relaxed).newValue) }
            failures += round.compactMap(\.result.failure)
            for done in round { unchecked.merge(done.result.unchecked, uniquingKeysWith: +) }
        }
        return FuzzReport(
            cases: total, seed: seed, failures: failures, coverage: countsCoverage ? guided.coverage : nil, runCases: total, unchecked: unchecked)
    }
}
