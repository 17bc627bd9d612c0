import GlideTesting
import Testing

/// The bugs planted in UIKit code (PlantedBugs/), found by guided fuzzing and caught by the invariant each breaks.
@Suite struct PlantedUIKitBugTests {
    @Test(arguments: PlantedUIKitBug.allCases)
    func guidedFuzzingFindsThePlantedBugThroughItsInvariant(bug: PlantedUIKitBug) throws {
        let fuzzer = Fuzzer(targets: [bug.target], shrinker: ScriptShrinker(maxAttempts: 0))
        let found = try #require(fuzzer.firstFailure(seed: 1, mode: .guided, within: 1000), "\(bug) not found in 1,000 guided cases")
        #expect(found.invariants.contains(bug.invariant), "\(found.violations)")
    }
}
