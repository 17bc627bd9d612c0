@testable import Glide
import GlideInput
import Testing

struct TraceSummaryTests {
    @Test func aTwoFingerSwipeOnATouchpadIsOnePanMeasuredInMillimetres() throws {
        let events = SyntheticTouchpad.swipe(fingers: 2, dx: 400, dy: -50)
        let path = try SyntheticTouchpad.write(events)
        let summary = try TraceSummary.describe(path: path)
        #expect(summary.events == events.count)
        #expect(summary.frames == 22)
        #expect(summary.duration == 210_000)
        #expect(summary.maxFingers == 2)
        #expect(summary.device.kind == .touchpad)
        #expect(summary.device.size == SurfaceSize(width: 100, height: 50))
        #expect(summary.device.isSizeAssumed == false)
        #expect(summary.device.slots == 5)
        #expect(summary.warnings.isEmpty)
        let gesture = try #require(summary.gestures.first)
        #expect(summary.gestures.count == 1)
        #expect(gesture.fingers == 2)
        #expect(gesture.outcome == .ended)
        #expect(!gesture.isCancelled)
        // 400 units at 10 units/mm: 40 mm right, 5 mm up, measured from touch-down.
        #expect(abs(gesture.dx - 40) < 0.01)
        #expect(abs(gesture.dy + 5) < 0.01)
        // It began once past 1.5 mm of travel (the second frame, at 10 ms), and ended when the fingers lifted.
        #expect(gesture.begin == 10_000)
        #expect(gesture.end == 210_000)
    }

    @Test func oneFingerOnATouchpadMovesThePointerAndIsNoPan() throws {
        let summary = try TraceSummary.describe(path: try SyntheticTouchpad.write(SyntheticTouchpad.swipe(fingers: 1, dx: 400, dy: 0)))
        #expect(summary.maxFingers == 1)
        #expect(summary.gestures.isEmpty)
    }

    @Test func threeFingerPansAreRecognisedToo() throws {
        let summary = try TraceSummary.describe(path: try SyntheticTouchpad.write(SyntheticTouchpad.swipe(fingers: 3, dx: 0, dy: 300)))
        #expect(summary.gestures.map(\.fingers) == [3])
        #expect(abs((summary.gestures.first?.dy ?? 0) - 30) < 0.01)
    }

    @Test func aPanStillRunningAtTheEndIsUnfinishedAndEndsAtTheLastEvent() throws {
        var events = SyntheticTouchpad.swipe(fingers: 2, dx: 300, dy: 0)
        events.removeLast(7) // the lift-off frame
        let summary = try TraceSummary.describe(path: try SyntheticTouchpad.write(events))
        let gesture = try #require(summary.gestures.first)
        #expect(gesture.outcome == .unfinished)
        #expect(gesture.end == summary.duration)
        #expect(summary.json.rendered.contains(#""cancelled":false,"end":"unfinished""#))
    }

    @Test func theJSONHasTheContractKeysInOrder() throws {
        let summary = try TraceSummary.describe(path: try SyntheticTouchpad.write(SyntheticTouchpad.swipe(fingers: 2, dx: 400, dy: 0)))
        let text = summary.json.rendered
        let keys = ["\"path\":", "\"format\":\"evemu\"", "\"device\":", "\"events\":", "\"frames\":22", "\"duration_ms\":210",
                    "\"max_fingers\":2", "\"gestures\":[{\"fingers\":2", "\"dx_mm\":40", "\"warnings\":[]"]
        var previous = text.startIndex
        for key in keys {
            let range = try #require(text.range(of: key, range: previous..<text.endIndex), "missing or out of order: \(key) in \(text)")
            previous = range.upperBound
        }
        #expect(summary.text.contains("2 fingers, 10.0–210.0 ms, dx +40 mm, dy +0 mm, ended"))
    }

    @Test func aMalformedLineIsADataErrorWithItsLocation() throws {
        let path = try SyntheticTouchpad.write(SyntheticTouchpad.swipe(fingers: 2, dx: 10, dy: 0))
        let text = try String(contentsOfFile: path, encoding: .utf8) + "E: 9.000000 0003 zz 1\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        #expect {
            try TraceSummary.describe(path: path)
        } throws: { error in
            guard let error = error as? GlideError else { return false }
            return error.status == .dataError && error.message.hasPrefix("\(path):\(lineCount):")
        }
    }

    @Test func aMissingFileIsNoInput() {
        #expect {
            try TraceSummary.describe(path: "/nonexistent/trace.evemu")
        } throws: { error in
            (error as? GlideError)?.status == .noInput
        }
    }
}
