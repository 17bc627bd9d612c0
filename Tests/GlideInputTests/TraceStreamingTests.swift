import Foundation
import Glibc
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

/// Traces from pipes and FIFOs are read once: the format is sniffed from what the reader goes on with.
@Suite struct TraceStreamInputTests {
    /// A trace in one of the formats, as text, and what reading it gives.
    struct StreamedTrace: CustomTestStringConvertible, Sendable {
        var format: TraceFormat
        var text: String
        var eventCount: Int
        var testDescription: String { format.rawValue }
    }

    /// An evemu file of 1,200 events (under 64 KiB, so a pipe holds it whole) and a libinput record file.
    static let traces = [
        StreamedTrace(
            format: .evemu,
            text: EvemuMalformedInputTests.header + (0..<600).map { index in
                let time = "0.\(String(100 + index).leftPadded(6))"
                return "E: \(time) 0003 0035 \(index)\nE: \(time) 0000 0000 0\n"
            }.joined(),
            eventCount: 1_200),
        StreamedTrace(format: .libinputRecord, text: LibinputRecordReaderTests.twoDevices, eventCount: LibinputRecordReaderTests.touchpadEvents.count),
    ]

    @Test(arguments: traces)
    func aFIFOWhoseWriterHasFinishedEndsTheTrace(_ trace: StreamedTrace) throws {
        #expect(trace.text.utf8.count < 60_000)
        let fifo = TraceFixtures.temporaryDirectory().appendingPathComponent("finished.trace").path
        try #require(mkfifo(fifo, 0o600) == 0)
        let writerFinished = DispatchSemaphore(value: 0)
        Thread {
            // Opening blocks until the reader opens; the whole trace then fits in the pipe.
            guard let handle = FileHandle(forWritingAtPath: fifo) else { return }
            handle.write(Data(trace.text.utf8))
            try? handle.close()
            writerFinished.signal()
        }.start()
        let result = Mutex<Result<(TraceFormat, Int), TraceError>?>(nil)
        let readerFinished = DispatchSemaphore(value: 0)
        Thread {
            let outcome = Result { () throws(TraceError) -> (TraceFormat, Int) in
                var reader = try Trace.open(path: fifo)
                // Read on only once the writer is gone: its end of the FIFO is closed.
                _ = writerFinished.wait(timeout: .now() + 10)
                return (reader.format, try reader.readAll().count)
            }
            result.withLock { $0 = outcome }
            readerFinished.signal()
        }.start()
        if readerFinished.wait(timeout: .now() + 20) == .timedOut {
            Issue.record("reading the FIFO hung: a second open waits for a writer that has finished")
            // Unblock the reader: a writer that opens and closes at once ends its read.
            Glibc.close(Glibc.open(fifo, O_WRONLY | O_NONBLOCK))
            _ = readerFinished.wait(timeout: .now() + 10)
        }
        let (format, count) = try #require(try result.withLock { $0 }?.get())
        #expect(format == trace.format)
        #expect(count == trace.eventCount)
    }

    @Test(arguments: traces)
    func aFileDescriptorIsReadFromWhereItStands(_ trace: StreamedTrace) throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        defer { Glibc.close(readEnd) }
        Thread {
            let handle = FileHandle(fileDescriptor: writeEnd, closeOnDealloc: true)
            handle.write(Data(trace.text.utf8))
            try? handle.close()
        }.start()
        var reader = try Trace.open(fileDescriptor: readEnd, name: "the pipe")
        #expect(reader.format == trace.format)
        #expect(try reader.readAll().count == trace.eventCount)
        #expect(try reader.nextEvent() == nil)
    }

    @Test func aFileDescriptorIsNamedInErrors() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { Glibc.close(ends[0]) }
        let handle = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
        handle.write(Data((EvemuMalformedInputTests.header + "E: 0.000001 0003 zz 1\n").utf8))
        try handle.close()
        var reader = try Trace.open(fileDescriptor: ends[0])
        let error = try #require(throws: TraceError.self) { _ = try reader.readAll() }
        #expect(error.location.file == Trace.standardInputPath)
        #expect(error.description.hasPrefix("-:13:"))
    }

    @Test func standardInputGivenTwiceIsRefusedBeforeReading() throws {
        let error = try #require(throws: TraceError.self) {
            _ = try Trace.open(path: Trace.standardInputPath, descriptionPath: Trace.standardInputPath)
        }
        #expect(error.reason == .cannotOpen(errno: EINVAL))
        #expect(error.location == TraceLocation(file: "-", line: 0, column: 0))
        #expect(error.description == "-: standard input is given twice, but it can be read once; expected standard input (-) as one of the files at most")
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
