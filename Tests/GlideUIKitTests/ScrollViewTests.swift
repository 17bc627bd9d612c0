import GlideTesting
import GlideUIKit
import Testing

/// A screen with a tall list whose offset is watched, as bottom sheets watch theirs.
private final class ListScreen: UIViewController {
    let list = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
    var offsets: [(old: CGFloat, new: CGFloat)] = []
    var observation: NSKeyValueObservation?

    override func viewDidLoad() {
        super.viewDidLoad()
        list.contentSize = CGSize(width: 390, height: 1000)
        view.addSubview(list)
        observation = list.observe(\.contentOffset, options: [.old, .new]) { [weak self] _, change in
            self?.offsets.append((change.oldValue?.y ?? .nan, change.newValue?.y ?? .nan))
        }
    }
}

@Suite struct ScrollViewTests {
    /// Replays a one-finger drag of `dy` mm on the list and returns the screen.
    private func drag(dy: Double) throws -> ListScreen {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let screen = ListScreen()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        var script = GestureScript(device: .touchscreen())
        script.swipe(fingers: 1, from: script.device.point(x: 0.5, y: 0.7), dx: 0, dy: dy, duration: 0.5)
        script.pause(0.5)
        _ = try ReplayWorld(window: window).replay(script)
        return screen
    }

    @Test func aDragUpScrollsTheContentByTheFingersTravelAndObserversHearEachStep() throws {
        let screen = try drag(dy: -30)
        let offset = screen.list.contentOffset.y
        // 30 mm of a 150 mm-high touchscreen on an 844 pt screen: about 169 pt, less the pan's slop.
        #expect(offset > 140 && offset < 170, "\(offset)")
        #expect(screen.list.contentOffset == screen.list.bounds.origin && !screen.list.isTracking)
        #expect(screen.offsets.count > 3 && screen.offsets.last?.new == offset)
        // Each report's old value is the previous report's new one.
        for (a, b) in zip(screen.offsets, screen.offsets.dropFirst()) { #expect(a.new == b.old) }
        // Its subviews are hit where they are shown: the content moved up under the finger.
        #expect(screen.list.convert(CGPoint(x: 0, y: offset), to: nil).y == 100)
    }

    @Test func theOffsetStopsAtTheContentsEdges() throws {
        #expect(try drag(dy: -120).list.contentOffset.y == 400)
        #expect(try drag(dy: 40).list.contentOffset.y == 0)
    }

    @Test func aDisabledScrollViewStaysAndSetContentOffsetAnimates() throws {
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        list.isScrollEnabled = false
        #expect(!list.panGestureRecognizer.isEnabled)
        list.contentSize = CGSize(width: 100, height: 300)
        list.scrollRectToVisible(CGRect(x: 0, y: 250, width: 10, height: 20), animated: false)
        #expect(list.contentOffset == CGPoint(x: 0, y: 170))
        var calls = 0
        let observation = list.observe(\.contentSize, options: [.initial, .new]) { _, change in
            calls += 1
            #expect(change.newValue?.height == (calls == 1 ? 300 : 500))
        }
        list.contentSize = CGSize(width: 100, height: 500)
        list.contentSize = CGSize(width: 100, height: 500)
        #expect(calls == 2)
        observation.invalidate()
        list.contentSize = .zero
        #expect(calls == 2)
    }
}
