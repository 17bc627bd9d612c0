import GlideInput
import Testing

@Suite struct InputEventTests {
    @Test func describesLikeAnEvemuLine() {
        let event = InputEvent(time: 1_000_042, type: .abs, code: AbsCode.mtPositionX, value: 206)
        #expect(event.description == "1.000042 EV_ABS ABS_MT_POSITION_X 206")
    }

    @Test func recognisesFrameBoundaries() {
        #expect(InputEvent(time: 0, type: .syn, code: SynCode.report, value: 0).isSynReport)
        #expect(InputEvent(time: 0, type: .syn, code: SynCode.dropped, value: 0).isSynDropped)
        #expect(!InputEvent(time: 0, type: .abs, code: SynCode.report, value: 0).isSynReport)
    }

    @Test func mapsToolKeysToFingerCounts() {
        #expect(KeyCode.fingerCount(ofTool: KeyCode.btnToolTripleTap) == 3)
        #expect(KeyCode.fingerCount(ofTool: KeyCode.btnTouch) == nil)
    }
}
