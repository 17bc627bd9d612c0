import Foundation
import GlideGallery
import GlideTesting
import Testing

/// `glide fuzz` end to end (the built binary), and `glide replay` reproducing what the fuzzer replays.
///
/// `GLIDE_FUZZ_CASES` sets the number of cases of the seeded run (default 200).
@Suite(.enabled(if: Paths.hasGlide, "the glide executable is not built next to the tests"))
struct FuzzCommandTests {
    static let cases = ProcessInfo.processInfo.environment["GLIDE_FUZZ_CASES"].flatMap(Int.init) ?? 200

    @Test func aSeededRunOnTheScenesFindsNoViolation() throws {
        let out = Paths.temporaryDirectory().appendingPathComponent("failures").path
        let result = try Run.glide(["fuzz", "--cases", "\(Self.cases)", "--seed", "1", "--out", out])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == "\(Self.cases) cases, 0 violations\n")
        #expect(result.stderr.isEmpty, "no progress bar when stderr is not a terminal")
        #expect(!FileManager.default.fileExists(atPath: out))
        let again = try Run.glide(["fuzz", "--cases", "\(Self.cases)", "--seed", "1", "--out", out, "--threads", "1"])
        #expect(again.stdout == result.stdout)
    }

    @Test(.enabled(if: Paths.onPath("script"), "script(1) is not installed"))
    func aTerminalGetsAProgressBarThatIsErasedAtTheEnd() throws {
        let result = try Run.program("/bin/sh", ["-c", "script -qec \"'\(Paths.glide)' fuzz --cases 20 --seed 1\" /dev/null"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("█"))
        #expect(result.stdout.contains(" 20/20 cases\r\u{1B}[K"))
        #expect(result.stdout.hasSuffix("20 cases, 0 violations\r\n"))
    }

    @Test func oneSceneAndNoCases() throws {
        let aweme = try Run.glide(["fuzz", "--cases", "30", "--seed", "9", "--scene", "aweme"])
        #expect(aweme.status == 0)
        #expect(aweme.stdout.split(separator: "\n").last == "30 cases, 0 violations")
        let none = try Run.glide(["fuzz", "--cases", "0", "--seed", "1"])
        #expect(none.status == 0)
        #expect(none.stdout == "0 cases, 0 violations\n")
    }

    @Test func coverageIsATableBeforeTheLastLineTheSameWhateverTheThreads() throws {
        let out = Paths.temporaryDirectory().appendingPathComponent("failures").path
        let arguments = ["fuzz", "--coverage", "--cases", "200", "--seed", "1", "--out", out]
        let result = try Run.glide(arguments + ["--threads", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("coverage of 200 cases: "))
        #expect(result.stdout.hasSuffix("\n200 cases, 0 violations\n"))
        #expect(result.stdout.contains("\ntransition: "))
        #expect(result.stdout.contains("  never reached:\n"))
        #expect(result.stdout.contains("\n  interacting update "))
        #expect(try Run.glide(arguments + ["--threads", "1"]).stdout == result.stdout)
        #expect(try Run.glide(arguments + ["--threads", "2"]).stdout == result.stdout)
    }

    @Test func coverageAsJSONIsAloneOnStdoutAndReadsBack() throws {
        let result = try Run.glide(["fuzz", "--coverage", "--json", "--cases", "50", "--seed", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "50 cases, 0 violations\n")
        let coverage = try FuzzCoverage(jsonText: result.stdout)
        #expect(coverage.cases == 50)
        #expect(coverage.jsonText == result.stdout)
        let table = try Run.glide(["fuzz", "--coverage", "--cases", "50", "--seed", "1"])
        #expect(table.stdout == coverage.table + "50 cases, 0 violations\n")
        let alone = try Run.glide(["fuzz", "--json", "--cases", "1"])
        #expect(alone.status == 64)
        #expect(alone.stderr.contains("--json needs --coverage"))
    }

    @Test func withoutASeedTheSeedIsPrinted() throws {
        let result = try Run.glide(["fuzz", "--cases", "3"])
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("seed "))
        #expect(result.stderr.contains("pass --seed"))
    }

    @Test func badArgumentsAreUsageErrors() throws {
        let scene = try Run.glide(["fuzz", "--scene", "nope"])
        #expect(scene.status == 64)
        #expect(scene.stderr.contains("no scene named 'nope'; the scenes are"))
        let cases = try Run.glide(["fuzz", "--cases", "-3"])
        #expect(cases.status == 64)
        let threads = try Run.glide(["fuzz", "--threads", "0", "--cases", "1"])
        #expect(threads.status == 64)
        #expect(threads.stderr.contains("--threads must be 1 or more"))
    }

    @Test func theLargestSeedRuns() throws {
        let largest = try Run.glide(["fuzz", "--cases", "1", "--seed", "18446744073709551615"])
        #expect(largest.stdout == "1 cases, 0 violations\n")
    }

    @Test func anOutDirectoryThatCannotTakeFailuresExits73BeforeTheFirstCase() throws {
        let file = Paths.temporaryDirectory().appendingPathComponent("plain-file").path
        try "x".write(toFile: file, atomically: true, encoding: .utf8)
        for (out, message) in [
            ("/nonexistent/deep/dir", "cannot create /nonexistent/deep/dir (in /nonexistent/deep)"),
            (file, "\(file) is not a directory"),
            ("/dev/null", "/dev/null is not a directory"),
        ] {
            let result = try Run.glide(["fuzz", "--cases", "50", "--seed", "1", "--out", out])
            #expect(result.status == 73, "\(out)")
            #expect(result.stderr.contains(message), "\(result.stderr)")
            #expect(!result.stdout.contains("cases,"), "no case ran: \(result.stdout)")
        }
        let fresh = Paths.temporaryDirectory().appendingPathComponent("not-yet").path
        let result = try Run.glide(["fuzz", "--cases", "2", "--seed", "1", "--out", fresh])
        #expect(result.status == 0)
        #expect(!FileManager.default.fileExists(atPath: fresh), "made only when a failure is written")
    }

    @Test(.enabled(if: Paths.onPath("ldd"), "ldd is not installed"))
    func theToolLinksNeitherSwiftTestingNorXCTest() throws {
        let libraries = try Run.program("/bin/sh", ["-c", "ldd '\(Paths.glide)'"])
        #expect(libraries.status == 0)
        #expect(libraries.stdout.contains("libswiftCore"))
        #expect(!libraries.stdout.contains("libTesting"))
        #expect(!libraries.stdout.contains("XCTest"))
    }

    /// `glide replay` of a generated case's evemu file, with the target's arguments, gives the records the fuzzer saw:
    /// so a shrunk failure written by `glide fuzz` replays as it failed (device losses included).
    @Test func glideReplayReproducesTheFuzzersReplays() throws {
        let targets = FuzzTarget.allScenes()
        let generator = GestureScriptGenerator()
        let directory = Paths.temporaryDirectory()
        var losses = 0
        var records = 0
        for index in 0..<80 where losses < 2 || records < 12 {
            let script = generator.script(seed: SplitMix64.caseSeed(5, index: index))
            let target = targets[index % targets.count]
            let expected = try target.makeWorld(script.trace.device).replay(script)
            let path = directory.appendingPathComponent("case-\(index).evemu").path
            try script.trace.writeEvemu(to: path)
            let replayed = try Run.glide(["replay", path] + target.replayArguments + ["--json"])
            #expect(replayed.status == 0, "\(replayed.stderr)")
            #expect(replayed.stdout == expected.jsonLines, "case \(index) in \(target.name): \(script)")
            if expected.endedWithDeviceLoss { losses += 1 }
            records += expected.outcomes.count
        }
        #expect(losses >= 2)
        #expect(records >= 12)
    }
}
