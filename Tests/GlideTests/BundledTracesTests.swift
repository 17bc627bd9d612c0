import Foundation
import GlideInput
import GlideGallery
import Testing

@testable import Glide

/// Traces/: every bundled recording replays, in process, to exactly its `.expected.jsonl`.
struct BundledTracesTests {
    static let directory = Paths.packageRoot.appendingPathComponent("Traces").path
    static let traces: [BundledTrace] = (try? BundledTrace.load(directory: directory)) ?? []

    @Test func theBundleCoversWhatTheIssueAsksFor() throws {
        let traces = try BundledTrace.load(directory: Self.directory)
        #expect(traces.count >= 10)
        #expect(Set(traces.map(\.options.scene)) == Set(["aweme", "modal-fade", "nav-fade", "slide", "nav-scale", "circle", "tabs"]))
        #expect(traces.contains { $0.options.touchpadFingers == 3 })
        let expected = try traces.map { try String(contentsOfFile: $0.expectedPath, encoding: .utf8) }.joined()
        for reason in ["\"reason\":\"device-lost\"", "\"reason\":\"gesture-cancelled\"", "\"reason\":\"velocity\"", "\"decision\":\"cancel\"", "\"decision\":\"finish\"", "\"reason\":\"non-interactive\""] {
            #expect(expected.contains(reason), "no bundled trace gives \(reason)")
        }
        #expect(traces.allSatisfy { !$0.summary.isEmpty })
    }

    @Test(arguments: traces.map(\.name))
    func replaysToItsExpectation(_ name: String) throws {
        let trace = try #require(Self.traces.first { $0.name == name })
        let expected = try String(contentsOfFile: trace.expectedPath, encoding: .utf8)
        let result = try ReplaySession(tracePath: trace.tracePath, options: trace.options).run()
        #expect(result.jsonLines() == expected)
        #expect(!expected.isEmpty)
    }

    @Test func argsFilesAreCheckedWithTheirPath() throws {
        #expect(try BundledTrace.parse(["--scene", "tabs", "--policy", "fling", "--threshold", "0.4", "--fingers", "3"], path: "x.args")
            == ReplayOptions(scene: "tabs", policy: .fling(threshold: 0.4), touchpadFingers: 3))
        for bad in [["--json"], ["--fingers", "7"], ["--threshold", "x"], ["--policy", "sideways"], ["--scene"]] {
            do {
                _ = try BundledTrace.parse(bad, path: "x.args")
                Issue.record("\(bad) was accepted")
            } catch {
                #expect(error.status == .dataError)
                #expect(error.message.hasPrefix("x.args: "))
            }
        }
    }

    @Test func aMissingDirectorySaysHowToPointAtOne() {
        do {
            _ = try BundledTrace.load(directory: "/nonexistent/Traces")
            Issue.record("a missing directory was accepted")
        } catch {
            #expect(error.status == .noInput)
            #expect(error.message.contains("--traces DIR"))
        }
    }
}

/// The bundled traces as libevemu reads them: what `evemu-play` would replay.
@Suite(.enabled(if: EvemuOracleReading.executable != nil, "the libevemu oracle cannot be built here (cc, pkg-config, libevemu-dev)"))
struct BundledTracesEvemuTests {
    @Test(arguments: BundledTracesTests.traces.map(\.name))
    func libevemuReadsEveryEvent(_ name: String) throws {
        let trace = try #require(BundledTracesTests.traces.first { $0.name == name })
        let reading = try #require(try EvemuOracleReading.read(trace.tracePath))
        #expect(reading.readStatus > 0)
        #expect(reading.endStatus == 0)
        var reader = try Trace.open(path: trace.tracePath)
        let ours = try reader.readAll()
        #expect(reading.events.count == ours.count)
        #expect(zip(reading.events, ours).allSatisfy { $0.0 == $1.type.rawValue && $0.1 == $1.code && $0.2 == $1.value })
    }
}
