import Foundation
import GlideGallery
import GlideTesting
import Synchronization
import Testing

/// The fuzzer: cases independent of threads, failures shrunk, and written as files that reproduce them.
@Suite struct FuzzerTests {
    let buggy = Fuzzer(name: "stuck sheet") { makeTestWorld(device: $0, breakage: .stuckOnCancel) }

    @Test func threadsChangeNothingButSpeed() {
        let serial = buggy.run(cases: 40, seed: 3, threads: 1)
        let parallel = buggy.run(cases: 40, seed: 3, threads: 4)
        #expect(!serial.failures.isEmpty)
        #expect(serial.failures.map(\.index) == parallel.failures.map(\.index))
        #expect(serial.failures.map(\.shrunk) == parallel.failures.map(\.shrunk))
        #expect(serial.summary == "40 cases, \(serial.failures.count) violations")
    }

    @Test func progressCountsEveryCase() {
        let seen = Mutex<[Int]>([])
        _ = Fuzzer(name: "sound") { makeTestWorld(device: $0) }.run(cases: 25, seed: 1, threads: 3) { done in seen.withLock { $0.append(done) } }
        #expect(seen.withLock { $0.sorted() } == Array(1...25))
    }

    @Test func aCaseIsReproducedFromItsSeedAndIndex() throws {
        let report = buggy.run(cases: 30, seed: 11)
        let failure = try #require(report.failures.first)
        let again = try #require(buggy.runCase(failure.index, seed: 11).failure)
        #expect(again.original == failure.original)
        #expect(again.shrunk == failure.shrunk)
        #expect(failure.original == GestureScriptGenerator().script(seed: failure.caseSeed))
        #expect(failure.shrunk.frameCount <= failure.original.frameCount)
    }

    @Test func aWrittenFailureReplaysToTheSameViolation() throws {
        let report = buggy.run(cases: 30, seed: 2)
        let failure = try #require(report.failures.first)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("glide-fuzz-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let tracePath = try failure.write(to: directory)
        #expect(tracePath == directory + "/case-\(failure.index).evemu")
        let read = try GestureTrace(path: tracePath)
        #expect(read.events == failure.shrunk.trace.events)
        #expect(read.endsWithContactsDown == failure.shrunk.trace.endsWithContactsDown)
        let checked = InvariantChecker.standard.check(read) { makeTestWorld(device: $0, breakage: .stuckOnCancel) }
        #expect(Set(checked.violations.map(\.invariant)) == Set(failure.invariants))
        let note = try String(contentsOfFile: directory + "/case-\(failure.index).txt", encoding: .utf8)
        #expect(note.contains("expect: every invariant holds; this trace breaks no-stuck-transition"))
        #expect(note.contains("shrunk script (\(failure.shrunk.frameCount) frames): "))
    }

    @Test func sceneTargetsNameTheReplayArguments() {
        let target = FuzzTarget.scene(.aweme, policy: .fling())
        #expect(target.name == "aweme fling(1.0, 0.5)")
        #expect(target.replayArguments == ["--scene", "aweme", "--policy", "fling", "--threshold", "0.5", "--fingers", "2"])
        #expect(FuzzTarget.allScenes().count == Scene.all.count * 3)
    }

    @Test func anUnwritableDirectoryIsReported() throws {
        let failure = try #require(buggy.run(cases: 30, seed: 2).failures.first)
        #expect(throws: GlideTestingError.self) { try failure.write(to: "/proc/no-such-dir/out") }
    }
}

/// A failure in a gallery scene gets replay options in the format of `Traces/`.
@Suite struct FuzzFailureFileTests {
    @Test func aSceneFailureWritesItsReplayOptions() throws {
        let target = FuzzTarget.scene(.slide, policy: .projected())
        let script = swipe(dx: 10)
        let failure = FuzzFailure(
            index: 4, caseSeed: 9, target: target, original: script, shrunk: script,
            violations: [InvariantViolation(invariant: "no-stuck-transition", message: "example")])
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("glide-fuzz-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try failure.write(to: directory)
        let arguments = try String(contentsOfFile: directory + "/case-4.args", encoding: .utf8)
        #expect(arguments == "# glide fuzz case 4 in slide projected(0.998, 0.5): breaks no-stuck-transition\n--scene slide --policy projected --threshold 0.5 --fingers 2\n")
        let note = try String(contentsOfFile: directory + "/case-4.txt", encoding: .utf8)
        #expect(note.contains("replay: glide replay \(directory)/case-4.evemu --scene slide --policy projected --threshold 0.5 --fingers 2 --json\n"))
    }

    @Test func aUserWorldFailureWritesNoOptions() throws {
        let script = swipe(dx: 10)
        let failure = FuzzFailure(
            index: 1, caseSeed: 2, target: FuzzTarget(name: "mine") { makeTestWorld(device: $0) }, original: script, shrunk: script,
            violations: [])
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("glide-fuzz-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try failure.write(to: directory)
        #expect(!FileManager.default.fileExists(atPath: directory + "/case-1.args"))
        #expect(FileManager.default.fileExists(atPath: directory + "/case-1.evemu"))
    }
}

/// A fuzz run's memory does not grow with its cases: every world a case replays in is freed
/// after it, and a report holds counts and failures, nothing per passing case.
@Suite struct FuzzMemoryTests {
    /// Replays `script` in a fresh world of `target`; returns weak references to the world, its
    /// window, every view in it and every controller from its root at the end.
    private func replayed(_ script: GestureScript, in target: FuzzTarget) throws -> [Weak] {
        let world = try target.makeWorld(script.trace.device)
        _ = try world.replay(script)
        var controllers: [ViewController] = []
        var pending = world.window.rootViewController.map { [$0] } ?? []
        while let current = pending.popLast() {
            controllers.append(current)
            pending += current.children + (current.presentedViewController.map { [$0] } ?? [])
        }
        return [Weak(world)] + world.window.subtree.map { Weak($0) } + controllers.map { Weak($0) }
    }

    @Test(arguments: FuzzTarget.allScenes())
    func everyWorldIsFreedAfterItsReplay(target: FuzzTarget) throws {
        let generator = GestureScriptGenerator()
        for index in 0..<6 {
            let script = generator.script(seed: SplitMix64.caseSeed(4, index: index))
            let alive = try replayed(script, in: target).compactMap(\.name)
            #expect(alive.isEmpty, "case \(index) in \(target.name) left \(alive) alive after its replay: \(script)")
        }
    }

    /// 2,000 cases over every scene, counting coverage: no window a case made outlives the run, and
    /// the report stores the count, the seed, the failures (none here) and the coverage (bounded by
    /// its keys), nothing per case.
    @Test func aRunKeepsNoWorldAndItsReportOnlyCountsAndFailures() {
        let windows = Mutex<[Weak]>([])
        let targets = FuzzTarget.allScenes().map { target in
            FuzzTarget(name: target.name, replayArguments: target.replayArguments) { device in
                let world = try target.makeWorld(device)
                windows.withLock { $0.append(Weak(world.window)) }
                return world
            }
        }
        let report = Fuzzer(targets: targets).run(cases: 2000, seed: 1, threads: 2, countsCoverage: true)
        #expect(report.summary == "2000 cases, 0 violations")
        #expect(windows.withLock { $0.count } >= 4000, "each case replays twice (determinism)")
        #expect(windows.withLock { $0.compactMap(\.name) }.isEmpty, "windows still alive after the run")
        #expect(Mirror(reflecting: report).children.map(\.label) == ["cases", "seed", "failures", "coverage", "shard", "runCases", "unchecked"])
        #expect(report.unchecked.isEmpty, "every invariant applies to the gallery's worlds")
        #expect(report.coverage?.cases == 2000)
        #expect(report.failures.isEmpty)
    }
}

/// A weak reference to an object, naming it while it is alive.
private struct Weak: @unchecked Sendable {
    private weak var object: AnyObject?
    private let label: String
    init(_ object: AnyObject) {
        self.object = object
        label = (object as? View)?.name ?? (object as? ViewController)?.name ?? "\(type(of: object))"
    }
    /// The object's name while it is alive, nil once it is freed.
    var name: String? { object == nil ? nil : label }
}
