import Dispatch
import Glibc
import GlideInput
import Synchronization

/// Replays random gesture scripts against worlds, checks the invariants, and shrinks each failure.
///
/// Case `i` of a run from seed `s` takes the script `generator.script(seed: caseSeed(s, i))`
/// and the target `targets[i % targets.count]`, so a case is reproduced from (s, i) alone, and
/// the report lists failures in case order whatever the number of threads. Worlds are confined to
/// the thread that makes them, so a run spreads its cases over `threads` worker threads
/// (`DispatchQueue.concurrentPerform`), each making its own worlds; nothing is shared between
/// them but a counter of the next case and the list of failures. When asked, each case also
/// counts what it reached (`FuzzCoverage`, from its first replay only: not the determinism check's
/// second, nor the shrinker's); a worker adds its cases up and the run adds the workers up, so
/// the total is the same whatever the number of threads.
public struct Fuzzer: Sendable {
    /// The worlds to fuzz, used in rotation.
    public var targets: [FuzzTarget]
    /// Makes each case's script.
    public var generator: GestureScriptGenerator
    /// The invariants every replay must keep.
    public var checker: InvariantChecker
    /// Cuts failing scripts down.
    public var shrinker: ScriptShrinker

    /// A fuzzer of `targets` (in rotation).
    public init(
        targets: [FuzzTarget], generator: GestureScriptGenerator = GestureScriptGenerator(), checker: InvariantChecker = .standard,
        shrinker: ScriptShrinker = ScriptShrinker()
    ) {
        precondition(!targets.isEmpty, "Fuzzer needs at least one target")
        self.targets = targets
        self.generator = generator
        self.checker = checker
        self.shrinker = shrinker
    }

    /// A fuzzer of one world of yours, made afresh for each replay by `world`.
    public init(
        name: String = "world", generator: GestureScriptGenerator = GestureScriptGenerator(), checker: InvariantChecker = .standard,
        shrinker: ScriptShrinker = ScriptShrinker(), world: @escaping @Sendable (DeviceDescription) throws -> ReplayWorld
    ) {
        self.init(targets: [FuzzTarget(name: name, makeWorld: world)], generator: generator, checker: checker, shrinker: shrinker)
    }

    /// What `script` breaks when replayed in `target`'s worlds.
    public func violations(of script: GestureScript, in target: FuzzTarget) -> [InvariantViolation] {
        checker.check(script.trace, world: target.makeWorld).violations
    }

    /// Checks case `index` of a run from `seed`, counting what it reached when `countsCoverage`; a failure comes back shrunk.
    public func runCase(_ index: Int, seed: UInt64, countsCoverage: Bool = false) -> FuzzCaseResult {
        let caseSeed = SplitMix64.caseSeed(seed, index: index)
        return runCase(generator.script(seed: caseSeed), in: targets[index % targets.count], index: index, caseSeed: caseSeed, countsCoverage: countsCoverage)
    }

    /// Checks `script` in `target` as case `index` (made from `caseSeed`), counting what it reached when `countsCoverage`.
    func runCase(_ script: GestureScript, in target: FuzzTarget, index: Int, caseSeed: UInt64, countsCoverage: Bool) -> FuzzCaseResult {
        let checked = checker.check(script.trace, world: target.makeWorld, countsCoverage: countsCoverage)
        // A replay that could not run has no coverage; the case still counts as run.
        let coverage = countsCoverage ? checked.run?.coverage ?? FuzzCoverage(cases: 1) : nil
        let failure = failure(index: index, caseSeed: caseSeed, target: target, script: script, violations: checked.violations)
        var unchecked: [UncheckedInvariant: Int] = [:]
        for skipped in checked.run.map(checker.unchecked) ?? [] {
            unchecked[UncheckedInvariant(world: target.name, invariant: skipped.invariant, why: skipped.why), default: 0] += 1
        }
        return FuzzCaseResult(failure: failure, coverage: coverage, unchecked: unchecked)
    }

    /// The failure of case `index` whose `script` broke `violations`, shrunk; nil when nothing broke.
    private func failure(index: Int, caseSeed: UInt64, target: FuzzTarget, script: GestureScript, violations: [InvariantViolation]) -> FuzzFailure? {
        guard !violations.isEmpty else { return nil }
        let broken = Set(violations.map(\.invariant))
        let shrunk = shrinker.shrink(script) { candidate in
            self.violations(of: candidate, in: target).contains { broken.contains($0.invariant) }
        }
        let remaining = shrunk == script ? violations : self.violations(of: shrunk, in: target)
        return FuzzFailure(
            index: index, caseSeed: caseSeed, target: target, original: script, shrunk: shrunk,
            violations: remaining.isEmpty ? violations : remaining)
    }

    /// The first failing case of a run from `seed` in `mode` within `cases` cases, on one thread
    /// (shrunk as `shrinker` shrinks), or nil: how soon a mode finds a bug. A guided run stops at
    /// the end of the round that found it.
    public func firstFailure(seed: UInt64, mode: FuzzMode = .random, within cases: Int) -> FuzzFailure? {
        switch mode {
        case .random:
            for index in 0..<max(cases, 0) {
                if let failure = runCase(index, seed: seed).failure { return failure }
            }
        case .guided:
            var guided = GuidedFuzzer(fuzzer: self, seed: seed)
            while guided.casesRun < cases {
                if let failure = guided.runRound(limit: cases - guided.casesRun, threads: 1).lazy.compactMap(\.result.failure).first { return failure }
            }
        }
        return nil
    }

    /// Runs `cases` cases from `seed` in `mode` (random by default; `.guided`: see `GuidedFuzzer`),
    /// `shard`'s part of them (all by default; a guided run is never sharded, its cases depending
    /// on those before), on `threads` threads (all active cores by default), counting what they
    /// reached into the report's `coverage` when `countsCoverage`, and calling `progress` with the
    /// number of cases done after each (from any thread).
    public func run(
        cases: Int, seed: UInt64, shard: FuzzShard = .whole, threads: Int? = nil, mode: FuzzMode = .random, countsCoverage: Bool = false,
        progress: (@Sendable (Int) -> Void)? = nil
    ) -> FuzzReport {
        precondition(mode == .random || shard == .whole, "Fuzzer.run: a guided run cannot be sharded (its cases depend on those before); run it whole")
        if mode == .guided { return runGuided(cases: max(cases, 0), seed: seed, threads: threads, countsCoverage: countsCoverage, progress: progress) }
        let total = shard.caseCount(of: max(cases, 0))
        let workers = max(1, min(threads ?? Self.activeCores, max(total, 1)))
        let next = Atomic<Int>(0)
        let done = Atomic<Int>(0)
        let failures = Mutex<[FuzzFailure]>([])
        let coverage = Mutex(FuzzCoverage())
        let unchecked = Mutex<[UncheckedInvariant: Int]>([:])
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var workerCoverage = FuzzCoverage()
            var workerUnchecked: [UncheckedInvariant: Int] = [:]
            defer {
                if countsCoverage { coverage.withLock { $0.merge(workerCoverage) } }
                unchecked.withLock { $0.merge(workerUnchecked, uniquingKeysWith: +) }
            }
            while true {
                let ordinal = next.add(1, ordering: .relaxed).oldValue
                guard ordinal < total else { return }
                let result = runCase(shard.caseIndex(ordinal), seed: seed, countsCoverage: countsCoverage)
                if let failure = result.failure {
                    failures.withLock { $0.append(failure) }
                }
                if let caseCoverage = result.coverage { workerCoverage.merge(caseCoverage) }
                workerUnchecked.merge(result.unchecked, uniquingKeysWith: +)
                let finished = done.add(1, ordering: .relaxed).newValue
                progress?(finished)
            }
        }
        let sorted = failures.withLock { $0 }.sorted { $0.index < $1.index }
        return FuzzReport(
            cases: total, seed: seed, failures: sorted, coverage: countsCoverage ? coverage.withLock { $0 } : nil, shard: shard,
            runCases: max(cases, 0), unchecked: unchecked.withLock { $0 })
    }

    /// The cores this process may run on.
    public static var activeCores: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }
}

/// What one case gave: its failure, shrunk, if it broke anything, and what it reached when counted.
public struct FuzzCaseResult: Sendable {
    /// The failure, or nil when the case kept every invariant.
    public var failure: FuzzFailure?
    /// What the case's replay reached (one case), or nil when not counted.
    public var coverage: FuzzCoverage?
    /// What the invariants could not apply to in the case's replay, and how often.
    public var unchecked: [UncheckedInvariant: Int] = [:]
}

/// One failing case: the script that failed, the shrunk script that still fails, and why.
public struct FuzzFailure: Sendable, CustomStringConvertible {
    /// The case's index in its run.
    public var index: Int
    /// The seed its script was made from.
    public var caseSeed: UInt64
    /// The world it failed in.
    public var target: FuzzTarget
    /// The script as generated.
    public var original: GestureScript
    /// The smallest script found that still breaks one of the same invariants.
    public var shrunk: GestureScript
    /// What the shrunk script breaks.
    public var violations: [InvariantViolation]
    /// The seed of the guided run whose case this was (its script a mutant, not `caseSeed`'s),
    /// or nil for a random case.
    public var guidedSeed: UInt64?

    /// A failure of case `index` (script seed `caseSeed`) in `target`: `original` shrunk to `shrunk`, which breaks `violations`.
    public init(index: Int, caseSeed: UInt64, target: FuzzTarget, original: GestureScript, shrunk: GestureScript, violations: [InvariantViolation]) {
        self.index = index
        self.caseSeed = caseSeed
        self.target = target
        self.original = original
        self.shrunk = shrunk
        self.violations = violations
    }

    /// The invariants broken, without repeats, in order.
    public var invariants: [String] {
        var seen: Set<String> = []
        return violations.map(\.invariant).filter { seen.insert($0).inserted }
    }

    /// "case 12 (aweme threshold(0.2)): no-stuck-transition — shrunk from 40 to 5 frames".
    public var description: String {
        "case \(index) (\(target.name)): \(invariants.joined(separator: ", ")) — shrunk from \(original.frameCount) to \(shrunk.frameCount) frames"
    }
}

/// The result of a fuzz run.
public struct FuzzReport: Sendable {
    /// Cases run (this shard's).
    public var cases: Int
    /// The run's seed.
    public var seed: UInt64
    /// The failing cases, in case order.
    public var failures: [FuzzFailure]
    /// What the cases reached, when the run counted it.
    public var coverage: FuzzCoverage?
    /// The part of the run these cases are.
    public var shard: FuzzShard = .whole
    /// The cases of the whole run the shard is part of (`cases` for a whole run).
    public var runCases: Int
    /// What the invariants could not apply to, per world, and how many times: nothing is skipped silently.
    public var unchecked: [UncheckedInvariant: Int] = [:]

    /// One line per thing left unchecked, sorted ("world: invariant did not apply to N × why"); empty when every invariant applied to everything.
    public var uncheckedLines: String {
        unchecked.sorted { $0.key < $1.key }.map { $0.key.line(count: $0.value) + "\n" }.joined()
    }

    /// `N cases, M violations`, M counting the failing cases: the last line `glide fuzz` prints.
    public var summary: String { "\(cases) cases, \(failures.count) violations" }
}
