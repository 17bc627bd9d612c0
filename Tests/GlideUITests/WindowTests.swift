import Testing

@testable import GlideUI

/// The window: root controller, key state, screen, engine and clock.
@Suite struct WindowTests {
    @Test func rootKeyAndScreen() {
        let clock = VirtualClock(now: 3)
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 640), clock: clock)
        #expect(window.isHidden)
        #expect(!window.isKeyWindow)
        #expect(window.screenBounds == Rect(x: 0, y: 0, width: 320, height: 640))
        #expect(window.engine?.clock.now == 3)
        #expect(window.visibleViewController == nil)
        let first = ViewController(name: "first")
        window.rootViewController = first
        window.makeKeyAndVisible()
        #expect(!window.isHidden && window.isKeyWindow)
        #expect(first.view.frame == window.bounds)
        #expect(first.window === window)
        #expect(window.shows(first))
        let second = ViewController(name: "second")
        window.rootViewController = second
        #expect(window.subviews.map(\.name) == ["second"])
        #expect(first.window == nil)
        second.view.alpha = 0
        #expect(!window.shows(second))
    }

    @Test func stuckBoundIsGenerous() {
        let window = Window()
        #expect(window.stuckBound(forDuration: 0.1) == 2)
        #expect(window.stuckBound(forDuration: 0.8) == 8)
        window.stuckMinimum = 1
        window.stuckDurationFactor = 3
        #expect(window.stuckBound(forDuration: 0.5) == 1.5)
    }
}
