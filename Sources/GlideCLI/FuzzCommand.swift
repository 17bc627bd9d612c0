import ArgumentParser
import Glide
import GlideCommandLine
import GlideGallery
import GlideTesting

/// `glide fuzz`: its run (the default) and the merge of shards' reports.
struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz",
        abstract: "Replay random gesture scripts through the scenes and check the transition invariants.",
        discussion: """
            `glide fuzz [run] OPTIONS` runs the cases (see `glide fuzz run --help`); `glide fuzz \
            merge REPORTS` adds up the reports of a run's shards.

            Examples:
              glide fuzz --cases 200 --seed 1
              glide fuzz --cases 20000 --seed 7 --shard 2/4 --report shard-2.json
              glide fuzz merge shard-*.json

            \(GlideExitStatus.help)
            """,
        subcommands: [FuzzRunCommand.self, FuzzMergeCommand.self],
        defaultSubcommand: FuzzRunCommand.self
    )
}

/// `glide fuzz [run]`: random gesture scripts through the whole pipeline, with the invariants checked.
struct FuzzRunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Replay random gesture scripts through the scenes and check the transition invariants (the default).",
        discussion: """
            Each case is a random script (taps, pans of 1 to 4 fingers in any direction, speeds, \
            jitter, curved paths, irregular and duplicate timestamps, fingers added and lifted, \
            SYN_DROPPED, device loss, grabs while a completion runs) on a synthetic touchpad, \
            clickpad or touchscreen, replayed on the virtual clock in a scene. Without --scene, \
            every scene in rotation, each under the threshold, projected and fling policies. \
            Checked: one outcome record per transition begun, none stuck, percents in 0…1, finite \
            ordered times, decisions that agree with the policy, cancels that leave the view tree \
            unchanged, no diagnostic on any record (completed twice, blank screen, …), and \
            identical JSON lines when replayed twice. Cases run in parallel on every \
            core. A failing case is shrunk to a small script that still fails and written to \
            --out as case-N.evemu (a trace ending with fingers down stands for a lost device), with \
            case-N.args (its glide replay options, as in Traces/) and case-N.txt (the command that \
            reproduces it, what it broke, the scripts). The last line on stdout is \
            `N cases, M violations`, M counting the failing cases; the exit status is 1 when M > 0.

            With --coverage, the run also counts what its cases reached and prints, before that last \
            line, a table per family: the transition state machine's (state, input) pairs, the \
            driving pans' state changes, outcome reasons, diagnostics, (policy rule, reason, \
            decision) triples and timing classes (a release within one frame of the start, a grab \
            within one frame of the running animation's end, a begin within one frame of the last \
            end, a release at the threshold, a release with nothing left), each key with its count, \
            then the keys never reached, then the keys that cannot be reached and why. The counts \
            do not depend on --threads. With --coverage --json, stdout holds only the coverage as \
            one JSON document (cases, counts per family, reached, reachable, never_reached, \
            excluded; sorted keys) and the failures and the last line go to stderr.

            With --guided, the run keeps a corpus of the scripts that reached a coverage key no \
            earlier case had and shares its cases between random mode's own (in random mode's \
            order) and mutants of the corpus (steps inserted, deleted or split, intervals shortened \
            to a single frame or stretched, a release moved onto the threshold, a grab just before \
            a completion ends, fingers added or lifted, SYN_DROPPED or device loss at a chosen \
            frame), by how often each has lately reached new keys: between a fifth and four fifths \
            mutants, favouring scripts that still reach new keys. It runs in rounds of 8, 8, 16, 32, 64, then 100 cases, so a seed reproduces the \
            run on any --threads; a failure's note says which guided case it was.

            For a CI matrix, --shard K/N runs the part of the run's --cases whose index is K − 1 \
            modulo N (give every shard the same --seed and --cases: the shards together run exactly \
            the cases of the whole run, each one as it would run there; random runs only, since a \
            guided case depends on those before it), and --report FILE writes the run's result as \
            JSON (seed, cases, shard, failures, coverage); `glide fuzz merge` adds the shards' \
            reports up and ends with the whole run's `N cases, M violations`.

            Examples:
              glide fuzz --cases 200 --seed 1
              glide fuzz --scene aweme --cases 5000 --out /tmp/aweme-failures
              glide fuzz --cases 200 --seed 1 --coverage
              glide fuzz --cases 5000 --seed 1 --guided --coverage
              glide fuzz --cases 20000 --seed 7 --shard 2/4 --report shard-2.json --coverage
              glide fuzz merge shard-*.json

            \(GlideExitStatus.help)
            """
    )

    @Option(parsing: .unconditional, help: ArgumentHelp("How many cases to run.", valueName: "n"))
    var cases = 1000

    @Option(
        parsing: .unconditional, help: ArgumentHelp("The seed of the run, 0…\(UInt64.max) (default: a random one, printed on stderr).", valueName: "s"),
        transform: { text in
            guard let seed = UInt64(text) else { throw ValidationError("--seed must be in 0…\(UInt64.max)") }
            return seed
        })
    var seed: UInt64?

    @Option(help: ArgumentHelp("Fuzz only this scene (default: every scene in rotation).", valueName: "name"))
    var scene: String?

    @Option(help: ArgumentHelp("Where failing cases are written.", valueName: "dir"), completion: .directory)
    var out = "fuzz-failures"

    @Option(parsing: .unconditional, help: ArgumentHelp("Worker threads (default: every active core).", valueName: "n"))
    var threads: Int?

    @Option(
        help: ArgumentHelp("Run only shard K of N of the cases (those whose index is K − 1 modulo N).", valueName: "K/N"),
        transform: { text in
            guard let shard = FuzzShard(parsing: text) else { throw ValidationError("--shard takes K/N with 1 ≤ K ≤ N, e.g. 2/4; got '\(text)'") }
            return shard
        })
    var shard: FuzzShard?

    @Option(help: ArgumentHelp("Write the run's result as JSON here, for glide fuzz merge.", valueName: "file"), completion: .file())
    var report: String?

    @Flag(help: "Count what the cases reached and print it as a table before the last line.")
    var coverage = false

    @Flag(help: "With --coverage: print the coverage as one JSON document instead, alone on stdout.")
    var json = false

    @Flag(help: "Coverage-guided: mutate the scripts that reached new coverage keys (default: random scripts).")
    var guided = false

    func validate() throws {
        if json && !coverage { throw ValidationError("--json needs --coverage (it prints the coverage as JSON)") }
    }

    func run() throws {
        var failed = false
        try reportingFailures { () throws(GlideError) in
            let chosenSeed = seed ?? UInt64.random(in: 0...UInt64(UInt32.max))
            let format: FuzzSession.CoverageFormat? = coverage ? (json ? .json : .table) : nil
            var session = try FuzzSession(
                cases: cases, seed: chosenSeed, targets: try FuzzTarget.scenes(named: scene), sceneName: scene, outDirectory: out, threads: threads, coverage: format,
                mode: guided ? .guided : .random)
            session.shard = shard ?? .whole
            session.reportPath = report
            if seed == nil { try TextOutput.standardError.write("seed \(chosenSeed) (pass --seed \(chosenSeed) to run these cases again)\n") }
            failed = try !session.run().failures.isEmpty
        }
        if failed { throw ExitCode(GlideError.Status.failure.rawValue) }
    }
}

/// `glide fuzz merge`: the reports of a run's shards added up.
struct FuzzMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Add up the reports of a fuzz run's shards (glide fuzz --shard K/N --report FILE).",
        discussion: """
            Checks that the reports are exactly the shards 1…N of one run (the same seed, cases, \
            scene and N; none missing, none given twice; all with coverage or none), then prints \
            every shard's failures in case order (their files are in that shard's --out), the merged \
            coverage table when the shards counted it (--json: the merged report as JSON instead), \
            and the whole run's `N cases, M violations` last; the exit status is 1 when M > 0.

            Examples:
              glide fuzz merge shard-1.json shard-2.json shard-3.json shard-4.json
              glide fuzz merge reports/*.json --json > run.json

            \(GlideExitStatus.help)
            """
    )

    @Argument(help: "The shards' reports (JSON written by glide fuzz --report).", completion: .file())
    var reports: [String]

    @Flag(help: "Print the merged report as JSON (with the coverage when counted) instead of the text.")
    var json = false

    func run() throws {
        var failed = false
        try reportingFailures { () throws(GlideError) in
            failed = try !FuzzMerge(reportPaths: reports, json: json).run().failures.isEmpty
        }
        if failed { throw ExitCode(GlideError.Status.failure.rawValue) }
    }
}
