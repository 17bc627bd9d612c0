import Foundation
import GlideInput
import Synchronization
import Testing

/// Readers stream: they hand out events before the rest of the file exists.
@Suite struct TraceStreamingTests {
    @Test func readsEventsBeforeTheFileIsComplete() throws {
        let fifo = TraceFixtures.temporaryDirectory().appendingPathComponent("live.evemu").path
        try #require(mkfifo(fifo, 0o600) == 0)
        let head = EvemuMalformedInputTests.header + "E: 0.000001 0003 0035 1\nE: 0.000001 0000 0000 0\n"
        let restWritten = Flag()
        let proceed = DispatchSemaphore(value: 0)
        let writer = Thread {
            guard let handle = FileHandle(forWritingAtPath: fifo) else { return }
            handle.write(Data(head.utf8))
            // Hold the rest back until the reader has its first event (or give up after 5 s).
            _ = proceed.wait(timeout: .now() + 5)
            restWritten.set()
            for index in 0..<10_000 {
                handle.write(Data("E: 0.\(String(100 + index).leftPadded(6)) 0003 0035 \(index)\n".utf8))
            }
            try? handle.close()
        }
        writer.start()
        var reader = try EvemuReader(path: fifo)
        let first = try reader.nextEvent()
        let writtenBeforeFirstEvent = restWritten.isSet
        #expect(!writtenBeforeFirstEvent)
        #expect(first == InputEvent(time: 0, type: .abs, code: AbsCode.mtPositionX, value: 1))
        proceed.signal()
        let rest = try reader.readAll()
        #expect(rest.count == 10_001)
        #expect(rest.last?.value == 9_999)
    }
}

/// A flag set by one thread and read by another.
private final class Flag: Sendable {
    private let value = Mutex(false)
    var isSet: Bool { value.withLock { $0 } }
    func set() { value.withLock { $0 = true } }
}

private extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
