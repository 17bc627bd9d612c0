import GlideUI

/// UIKit's `UIWindow`: Glide's `Window` in UIKit-strict mode (`TransitionStrictness.uikit`), so
/// that ported code meets UIKit's behaviour, not Glide's recoveries (set `strictness = .glide` to
/// get them back), with touchpad gestures going to the view under the pointer, as iPadOS routes
/// a trackpad's (`routesTouchpadToPointer`). Everything else is `Window`'s.
open class UIWindow: Window {
    /// A window of `frame` (its screen) on `clock`, ticking `frameRate` times a second while animating, strict as UIKit.
    public override init(
        frame: CGRect = Window.defaultFrame, clock: any AnimationClock = VirtualClock(),
        frameRate: Double = 120, name: String = "window"
    ) {
        super.init(frame: frame, clock: clock, frameRate: frameRate, name: name)
        strictness = .uikit
        routesTouchpadToPointer = true
    }

    /// Shows the window and makes it key (`Window.makeKeyAndVisible()`), and makes it
    /// `UIApplication.shared.keyWindow`.
    open override func makeKeyAndVisible() {
        super.makeKeyAndVisible()
        UIApplication.shared.windowBecameKey(self)
    }

    /// True while the app ignores interaction events (`UIApplication.beginIgnoringInteractionEvents()`).
    open override var ignoresTouchSequences: Bool { UIApplication.shared.isIgnoringInteractionEvents }

    /// Installs the built-in pop gesture of every navigation controller on screen (UIKit's
    /// navigation controller installs it on its view), so that an edge swipe can pop.
    open override func prepareForTouchSequence() {
        var pending: [UIViewController] = rootViewController.map { [$0] } ?? []
        while let controller = pending.popLast() {
            if let navigation = controller as? UINavigationController, navigation.isViewLoaded {
                _ = navigation.interactivePopGestureRecognizer
            }
            pending += controller.children
            if let presented = controller.presentedViewController { pending.append(presented) }
        }
    }
}
