import GlideTesting
import GlideUIKit
@testable import UIKitPorts

/// The card port in its start state: the list in a 390 × 844 key window.
func makeCardWindow() -> (window: UIWindow, list: CardListViewController) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let list = CardListViewController()
    window.rootViewController = list
    window.makeKeyAndVisible()
    return (window, list)
}

/// A phone touchscreen (70 × 150 mm) script: a tap in the middle, a second for the card to rise, then a one-finger pull of `dy` mm over `duration` s.
func touchscreenTapThenPull(dy: Double, duration: Double) -> GestureScript {
    tapThenPull(on: .touchscreen(), fingers: 1, fromHeight: 0.2, dy: dy, duration: duration)
}

/// A touchpad (100 × 70 mm) script: a one-finger tap, a second for the card to rise, then a two-finger pull of `dy` mm over `duration` s.
func touchpadTapThenPull(dy: Double, duration: Double) -> GestureScript {
    tapThenPull(on: .touchpad(), fingers: 2, fromHeight: 0.1, dy: dy, duration: duration)
}

private func tapThenPull(on device: SyntheticDevice, fingers: Int, fromHeight y: Double, dy: Double, duration: Double) -> GestureScript {
    var script = GestureScript(device: device)
    script.tap(at: device.point(x: 0.5, y: 0.5))
    script.pause(1)
    script.swipe(fingers: fingers, from: device.point(x: 0.3, y: y), dx: 0, dy: dy, duration: duration)
    script.pause(0.1)
    return script
}
