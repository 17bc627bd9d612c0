import GlideTesting
import Testing

/// libFuzzer's bytes as the generator's numbers: read as written, the same input the same case,
/// any input a valid script, and a planted bug found through them.
@Suite struct FuzzBytesTests {
    @Test func eightBytesMakeANumberLittleEndianAndTheLastOnesArePadded() {
        var bytes = FuzzBytes([1, 0, 0, 0, 0, 0, 0, 0x80, 0xFF, 0x01])
        #expect(bytes.next() == 0x8000_0000_0000_0001)
        #expect(bytes.next() == 0x01FF)
    }

    @Test func afterTheBytesTheNumbersComeFromTheirHash() {
        var used = FuzzBytes([7, 7, 7])
        _ = used.next()
        var expected = SplitMix64(seed: FuzzBytes.hash([7, 7, 7]))
        #expect((0..<3).map { _ in used.next() } == (0..<3).map { _ in expected.next() })
        // FNV-1a's offset basis for no bytes, its published value.
        #expect(FuzzBytes.hash([]) == 0xCBF2_9CE4_8422_2325)
    }

    @Test func anyInputIsAScriptThatReplays() throws {
        let generator = GestureScriptGenerator()
        var inputs = SplitMix64(seed: 3)
        for length in [0, 1, 7, 8, 50, 400] {
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: inputs.next()) }
            var first = FuzzBytes(bytes), second = FuzzBytes(bytes)
            let script = generator.script(using: &first)
            #expect(script == generator.script(using: &second), "the same \(length) bytes made two scripts")
            #expect(!script.steps.isEmpty)
            let run = try makeTestWorld(device: script.trace.device).replay(script)
            #expect(run.settled, "\(length) bytes: \(script)")
        }
    }

    @Test func theSeedStillMakesTheScriptItMadeBefore() {
        // script(seed:) is script(using:) with SplitMix64: a seed's script did not change.
        var random = SplitMix64(seed: 42)
        #expect(GestureScriptGenerator().script(seed: 42) == GestureScriptGenerator().script(using: &random))
    }

    @Test func theFirstBytePicksTheTargetAndAPlantedBugIsFoundThroughBytes() throws {
        let fuzzer = Fuzzer(targets: [
            FuzzTarget(name: "sound") { makeTestWorld(device: $0) },
            FuzzTarget(name: "stuck") { makeTestWorld(device: $0, breakage: .stuckOnCancel) },
        ])
        var inputs = SplitMix64(seed: 9)
        var found: FuzzFailure?
        for _ in 0..<300 where found == nil {
            let bytes = [UInt8(1)] + (0..<64).map { _ in UInt8(truncatingIfNeeded: inputs.next()) }
            found = fuzzer.runCase(bytes: bytes).failure
            #expect(fuzzer.runCase(bytes: [0] + bytes.dropFirst()).failure == nil, "the sound world failed")
        }
        let failure = try #require(found, "300 inputs for the stuck sheet found no failure")
        #expect(failure.target.name == "stuck")
        #expect(failure.invariants.contains("no-stuck-transition"))
        #expect(failure.index == 0)
    }
}

/// Shards of a run: together exactly its cases, and their reports merge into its report.
@Suite struct FuzzShardTests {
    @Test func theShardsOfARunRunEachCaseOnce() throws {
        #expect(FuzzShard(parsing: "2/4") == FuzzShard(number: 2, count: 4))
        #expect(FuzzShard(parsing: "0/4") == nil && FuzzShard(parsing: "5/4") == nil && FuzzShard(parsing: "1/") == nil)
        for count in 1...5 {
            var indices: [Int] = []
            for number in 1...count {
                let shard = try #require(FuzzShard(number: number, count: count))
                indices += (0..<shard.caseCount(of: 23)).map(shard.caseIndex)
            }
            #expect(indices.sorted() == Array(0..<23), "\(count) shards")
        }
        #expect(FuzzShard(number: 3, count: 4)!.caseCount(of: 2) == 0)
    }

    @Test func shardReportsMergeIntoTheWholeRunsFailuresAndCoverage() throws {
        let fuzzer = Fuzzer(name: "stuck sheet") { makeTestWorld(device: $0, breakage: .stuckOnCancel) }
        let whole = FuzzShardReport(fuzzer.run(cases: 24, seed: 3, threads: 2, countsCoverage: true), scene: nil)
        let shards = (1...3).map { number in
            ("shard \(number)", FuzzShardReport(
                fuzzer.run(cases: 24, seed: 3, shard: FuzzShard(number: number, count: 3)!, threads: 1, countsCoverage: true), scene: nil))
        }
        #expect(!whole.failures.isEmpty)
        let merged = try FuzzShardReport.merged(shards)
        #expect(merged == whole)
        #expect(try FuzzShardReport(jsonText: merged.jsonText, source: "text") == merged)
        #expect(throws: FuzzMergeError.missingShards([FuzzShard(number: 2, count: 3)!], total: 1)) { try FuzzShardReport.merged([shards[0], shards[2]]) }
    }
}
