@testable import GlideUI

/// One headless world for a test: a virtual clock, an engine and a 400×800 root view carrying it.
final class AnimationTestWorld {
    let clock = VirtualClock()
    let engine: AnimationEngine
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 800), name: "root")

    init(frameRate: Double = 120) {
        engine = AnimationEngine(clock: clock, frameRate: frameRate)
        root.animationEngine = engine
    }

    /// A named subview of the root with the given frame.
    func add(_ name: String, _ frame: Rect = Rect(x: 0, y: 0, width: 100, height: 100)) -> View {
        let view = View(frame: frame, name: name)
        root.addSubview(view)
        return view
    }
}
