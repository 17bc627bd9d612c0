import GlideTesting
import Testing

/// The bugs planted in UIKit code (PlantedBugs/), found by guided fuzzing and caught by the invariant each breaks.
@Suite struct PlantedUIKitBugTests {
    @Test(arguments: PlantedUIKitBug.allCases)
    func guidedFuzzingFindsThePlantedBugThroughItsInvariant(bug: PlantedUIKitBug) throws {
        let fuzzer = Fuzzer(targets: [bug.target], shrinker: ScriptShrinker(maxAttempts: 0))
        var guided = GuidedFuzzer(fuzzer: fuzzer, seed: 1)
        var failure: FuzzFailure?
        while failure == nil && guided.casesRun < 3000 {
            failure = guided.runRound().lazy.compactMap(\.result.failure).first
        }
        let found = try #require(failure, "\(bug) not found in \(guided.casesRun) cases")
        print("\(bug): case \(found.index)")
        #expect(found.invariants.contains(bug.invariant), "\(found.violations)")
    }
}
