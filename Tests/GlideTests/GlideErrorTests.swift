@testable import Glide
import GlideInput
import Testing

struct GlideErrorTests {
    static let location = TraceLocation(file: "t.evemu", line: 3, column: 7)

    @Test(arguments: [
        (TraceError.Reason.malformedLine, GlideError.Status.dataError),
        (.lineTooLong, .dataError),
        (.emptyFile, .dataError),
        (.missingDescription, .dataError),
        (.unsupportedFormat, .dataError),
        (.noSuchDevice, .dataError),
        (.cannotOpen(errno: 2), .noInput),
        (.readFailed(errno: 21), .noInput),
        (.writeFailed(errno: 28), .ioError),
    ])
    func traceErrorsWhileReadingMapToSysexits(reason: TraceError.Reason, status: GlideError.Status) {
        let error = GlideError(reading: TraceError(reason: reason, location: Self.location, problem: "bad"))
        #expect(error.status == status)
        #expect(error.message.hasPrefix("t.evemu:3:7: bad"))
    }

    @Test func recordingsThatCannotBeCreatedOrWrittenMapTo73And74() {
        let location = TraceLocation(file: "out.evemu", line: 0, column: 0)
        #expect(GlideError(writing: TraceError(reason: .cannotOpen(errno: 13), location: location, problem: "x")).status == .cannotCreate)
        #expect(GlideError(writing: TraceError(reason: .writeFailed(errno: 28), location: location, problem: "x")).status == .ioError)
    }

    @Test(arguments: [
        (EvdevError.permissionDenied(path: "/dev/input/event3"), GlideError.Status.noPermission),
        (.notFound(path: "/dev/input/event9"), .noInput),
        (.notAnInputDevice(path: "/dev/null", errno: 25), .noInput),
        (.openFailed(path: "/dev/input/event1", errno: 5), .noInput),
        (.grabFailed(path: "/dev/input/event1", errno: 16), .temporaryFailure),
        (.setupFailed(what: "the handler", errno: 22), .osError),
    ])
    func deviceErrorsMapToSysexits(error: EvdevError, status: GlideError.Status) {
        #expect(GlideError(error).status == status)
        #expect(GlideError(error).message == error.description)
    }

    @Test func permissionErrorsExplainTheInputGroup() {
        let message = GlideError(EvdevError.permissionDenied(path: "/dev/input/event3")).message
        #expect(message.contains("/dev/input/event3"))
        #expect(message.contains("input` group"))
        #expect(message.contains("usermod -aG input"))
    }

    @Test func statusesAreSysexitsValues() {
        #expect(GlideError.Status.dataError.rawValue == 65)
        #expect(GlideError.Status.noInput.rawValue == 66)
        #expect(GlideError.Status.noPermission.rawValue == 77)
        #expect(GlideError.Status.usage.rawValue == 64)
    }
}
