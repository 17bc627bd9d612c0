import Foundation
import GlideInput
import Testing

/// Every real recording reads exactly as libevemu reads it (description and every event).
@Suite(.enabled(if: TraceFixtures.haveRecordings, "\(TraceFixtures.withoutRecordings)"))
struct EvemuOracleTests {
    @Test(.enabled(if: EvemuOracle.executable != nil, "\(EvemuOracle.unavailableReason)"), arguments: TraceFixtures.recordings)
    func readsLikeLibevemu(_ recording: TraceFixtures.Recording) throws {
        let oracle = try #require(try EvemuOracle.run([recording.oracleJob]).first)
        #expect(oracle.readStatus > 0)
        #expect(oracle.events.count > 50)
        let (reader, events, error) = try TraceFixtures.readAll(path: recording.path, descriptionPath: recording.descriptionPath)
        #expect(error == nil)
        #expect(oracle.differences(from: reader, events: events, error: error) == [])
    }

    @Test func everyRecordingIsCovered() {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: TraceFixtures.recordingsDirectory.path)) ?? []
        let traces = files.filter { $0.hasSuffix(".evemu") || $0.hasSuffix(".events") }
        #expect(traces.count == 18)
        #expect(TraceFixtures.recordings.count == traces.count)
        #expect(TraceFixtures.recordings.filter { $0.descriptionPath != nil }.count == 8)
    }
}
