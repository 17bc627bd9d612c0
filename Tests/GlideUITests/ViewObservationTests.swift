import GlideUI
import Testing

/// Key-value observation of views: changes seen once, whole, and only while observed.
@Suite struct ViewObservationTests {
    @Test func settingTheFrameIsOneChangeWithNoHalfwayValue() {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var changes: [(old: Rect?, new: Rect?)] = []
        let observation = view.observe(\.frame, options: [.old, .new]) { _, change in changes.append((change.oldValue, change.newValue)) }
        view.frame = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(changes.count == 1)
        #expect(changes.first?.old == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(changes.first?.new == Rect(x: 10, y: 20, width: 30, height: 40))
        view.frame = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(changes.count == 1, "an unchanged frame is no change")
        observation.invalidate()
        view.frame = .zero
        #expect(changes.count == 1)
    }

    @Test func centreAndBoundsObserversSeeTheFrameSetterToo() {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var centers: [Point] = []
        let observation = view.observe(\.center, options: [.new]) { _, change in change.newValue.map { centers.append($0) } }
        view.frame = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(centers == [Point(x: 25, y: 40)])
        withExtendedLifetime(observation) {}
    }
}
