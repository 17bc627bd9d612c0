@testable import GlideInput
import Glibc
import Testing

/// Transcripts of the live read loop: what libevdev and `poll` report in, the loop's step out.
@Suite struct EvdevReadLoopTests {
    static let path = "/dev/input/event7"
    static let touch = InputEvent(time: 10, type: .abs, code: AbsCode.mtPositionX, value: 300)
    static let report = InputEvent(time: 10, type: .syn, code: SynCode.report, value: 0)
    static let dropped = InputEvent(time: 11, type: .syn, code: SynCode.dropped, value: 0)
    static let ended = InputEvent(time: 12, type: .abs, code: AbsCode.mtTrackingID, value: -1)

    @Test func readsWaitsAndReadsAgain() {
        var loop = EvdevReadLoop(path: Self.path)
        #expect(loop.start(stopped: false) == .read(.normal))
        #expect(loop.didRead(.event(Self.touch)) == .deliver(Self.touch))
        #expect(loop.start(stopped: false) == .read(.normal))
        #expect(loop.didRead(.wouldBlock) == .wait)
        #expect(loop.didWake(.readable) == .read(.normal))
        #expect(loop.didRead(.event(Self.report)) == .deliver(Self.report))
    }

    @Test func synDroppedSwitchesToSyncReadsUntilEAGAIN() {
        var loop = EvdevReadLoop(path: Self.path)
        #expect(loop.start(stopped: false) == .read(.normal))
        #expect(loop.didRead(.syncEvent(Self.dropped)) == .deliver(Self.dropped))
        #expect(loop.start(stopped: false) == .read(.sync))
        #expect(loop.didRead(.syncEvent(Self.ended)) == .deliver(Self.ended))
        #expect(loop.start(stopped: false) == .read(.sync))
        #expect(loop.didRead(.syncEvent(Self.report)) == .deliver(Self.report))
        #expect(loop.start(stopped: false) == .read(.sync))
        #expect(loop.didRead(.wouldBlock) == .read(.normal))
        #expect(loop.didRead(.wouldBlock) == .wait)
    }

    @Test func removalIsReportedOnceThenTheEventsEnd() {
        var loop = EvdevReadLoop(path: Self.path)
        _ = loop.start(stopped: false)
        #expect(loop.didRead(.failed(Errno(code: ENODEV))) == .lose(reason: "/dev/input/event7: the device was removed (ENODEV)"))
        #expect(loop.start(stopped: false) == .end)
        #expect(loop.didWake(.readable) == .end)
    }

    @Test func hangUpDrainsWhatIsLeftThenReportsTheLoss() {
        var loop = EvdevReadLoop(path: Self.path)
        _ = loop.start(stopped: false)
        #expect(loop.didRead(.wouldBlock) == .wait)
        #expect(loop.didWake(.hungUp) == .read(.normal))
        #expect(loop.didRead(.event(Self.report)) == .deliver(Self.report))
        #expect(loop.start(stopped: false) == .read(.normal))
        #expect(loop.didRead(.wouldBlock) == .lose(reason: "/dev/input/event7: the device hung up"))
        #expect(loop.start(stopped: false) == .end)
    }

    @Test func otherReadErrorsAreALossNamingTheErrno() {
        var loop = EvdevReadLoop(path: Self.path)
        _ = loop.start(stopped: false)
        #expect(loop.didRead(.failed(Errno(code: EIO))) == .lose(reason: "/dev/input/event7: reading failed (EIO, Input/output error)"))
        #expect(loop.start(stopped: false) == .end)
    }

    @Test func stoppingEndsTheEventsWhileWaitingOrBetweenEvents() {
        var waiting = EvdevReadLoop(path: Self.path)
        _ = waiting.start(stopped: false)
        #expect(waiting.didRead(.wouldBlock) == .wait)
        #expect(waiting.didWake(.stopped) == .end)
        #expect(waiting.start(stopped: false) == .end)

        var busy = EvdevReadLoop(path: Self.path)
        _ = busy.start(stopped: false)
        #expect(busy.didRead(.event(Self.touch)) == .deliver(Self.touch))
        #expect(busy.start(stopped: true) == .end)
        #expect(busy.didRead(.event(Self.touch)) == .end)
    }
}
