import Foundation
import GlideUI

/// UIKit's `UIApplication`, as far as transition code reads it: the app of Glide's headless
/// iPhone 12–15 (390 × 844 points, portrait), always active, left to right.
///
/// Glide has no app life cycle: its notifications' names are there for code that observes them,
/// but Glide never posts them. One object serves the whole process, and windows may run on many
/// threads at once (tests in parallel), so its state is behind a lock.
public final class UIApplication: @unchecked Sendable {
    /// UIKit's `UIApplication.State`.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events (Glide's app always is).
        case active = 0
        /// In the foreground, not receiving events.
        case inactive = 1
        /// In the background.
        case background = 2
    }

    /// The app.
    public static let shared = UIApplication()

    /// UIKit's notification that the status bar's frame changed; never posted by Glide, whose status bar never changes.
    public static let didChangeStatusBarFrameNotification = Notification.Name("UIApplicationDidChangeStatusBarFrameNotification")
    /// UIKit's notification that the app will come to the foreground; never posted by Glide, whose app never leaves it.
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// UIKit's notification that the app became active; never posted by Glide, whose app is always active.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")

    private let lock = NSLock()
    private weak var latestKeyWindow: UIWindow?
    private var idleTimerDisabled = false
    private var statusBarHidden = false
    private var statusBar = UIStatusBarStyle.default

    private init() {}

    /// Key-value coding's way to the app that app-extension-safe code uses
    /// (`UIApplication.value(forKey: "sharedApplication")`, or the `#keyPath(UIApplication.shared)`
    /// that `glide port` turns into `"shared"`): `shared` for either key, nil for any other.
    public static func value(forKey key: String) -> Any? {
        key == "shared" || key == "sharedApplication" ? shared : nil
    }

    /// `value(forKey:)` for a one-component key path.
    public static func value(forKeyPath keyPath: String) -> Any? {
        value(forKey: keyPath)
    }

    /// The status bar of an iPhone 12–15 in portrait: 47 points tall across the screen. Glide
    /// draws no status bar, and its views have no safe-area insets (content may use the whole
    /// window, see `safeAreaInsets`); this is the frame code that sizes its own chrome reads.
    public var statusBarFrame: CGRect { CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 47) }

    /// The interface's orientation: portrait, as Glide's screen never rotates.
    public var statusBarOrientation: UIInterfaceOrientation { .portrait }

    /// Always `.active`: Glide's app has no background.
    public var applicationState: State { .active }

    /// Left to right, as Glide lays out no right-to-left language.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Whether the app asked the screen to stay awake; kept, as Glide's screen never sleeps.
    public var isIdleTimerDisabled: Bool {
        get { lock.withLock { idleTimerDisabled } }
        set { lock.withLock { idleTimerDisabled = newValue } }
    }

    /// Whether the app hid the status bar with the pre-iOS 9 calls (UIKit's deprecated
    /// app-wide status bar); kept, as Glide draws no status bar.
    public var isStatusBarHidden: Bool {
        get { lock.withLock { statusBarHidden } }
        set { lock.withLock { statusBarHidden = newValue } }
    }

    /// The app-wide status bar style the pre-iOS 9 calls set; kept, as Glide draws no status bar.
    public var statusBarStyle: UIStatusBarStyle {
        get { lock.withLock { statusBar } }
        set { lock.withLock { statusBar = newValue } }
    }

    /// UIKit's deprecated `setStatusBarHidden(_:with:)`: sets `isStatusBarHidden` (nothing to animate).
    public func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {
        isStatusBarHidden = hidden
    }

    /// UIKit's deprecated `setStatusBarStyle(_:animated:)`: sets `statusBarStyle`.
    public func setStatusBarStyle(_ style: UIStatusBarStyle, animated: Bool) {
        statusBarStyle = style
    }

    /// The orientations the app supports in `window`, as its Info.plist would list them: an
    /// iPhone app's default, all but upside down (the view controllers' default too). Glide's
    /// screen stays in portrait.
    public func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        .allButUpsideDown
    }

    /// Whether touches are being ignored: `beginIgnoringInteractionEvents()` was called more
    /// often than `endIgnoringInteractionEvents()` on this thread (Glide's windows each run on one
    /// thread, and tests run many at once).
    public var isIgnoringInteractionEvents: Bool {
        (Thread.current.threadDictionary[Self.ignoringSlot] as? Int ?? 0) > 0
    }

    /// UIKit's deprecated `beginIgnoringInteractionEvents()`: this thread's windows give no
    /// recognizer a touch sequence that starts until the matching `endIgnoringInteractionEvents()`
    /// (calls nest); sequences already under way go on.
    public func beginIgnoringInteractionEvents() {
        Thread.current.threadDictionary[Self.ignoringSlot] = (Thread.current.threadDictionary[Self.ignoringSlot] as? Int ?? 0) + 1
    }

    /// Ends one `beginIgnoringInteractionEvents()`; an unmatched call does nothing.
    public func endIgnoringInteractionEvents() {
        Thread.current.threadDictionary[Self.ignoringSlot] = max(0, (Thread.current.threadDictionary[Self.ignoringSlot] as? Int ?? 0) - 1)
    }

    /// The `UIWindow` most recently made key by `makeKeyAndVisible()` on this thread, else in the
    /// process, held weakly (nil once it is gone). Each Glide window keeps its own `isKeyWindow`
    /// flag and runs on its own thread (tests run worlds in parallel), so a window's own code
    /// finds its window here.
    public var keyWindow: UIWindow? {
        (Thread.current.threadDictionary[Self.keyWindowSlot] as? WeakWindow)?.window ?? lock.withLock { latestKeyWindow }
    }

    /// Records `window` as the key window, of this thread and of the process.
    func windowBecameKey(_ window: UIWindow) {
        Thread.current.threadDictionary[Self.keyWindowSlot] = WeakWindow(window: window)
        lock.withLock { latestKeyWindow = window }
    }

    /// Where a thread keeps its key window.
    private static let keyWindowSlot = "GlideUIKit.keyWindow"
    /// Where a thread counts its unmatched `beginIgnoringInteractionEvents()` calls.
    private static let ignoringSlot = "GlideUIKit.ignoringInteractionEvents"

    /// A window held weakly.
    private final class WeakWindow {
        weak var window: UIWindow?
        init(window: UIWindow) { self.window = window }
    }
}

/// UIKit's `UIInterfaceOrientation`: how the interface is turned (Glide's is always portrait).
public enum UIInterfaceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Turned with the top to the left.
    case landscapeLeft = 4
    /// Turned with the top to the right.
    case landscapeRight = 3

    /// Whether the orientation is one of the portrait ones.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is one of the landscape ones.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right (Glide's only direction).
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// UIKit's `UIDevice`: the phone Glide's headless screen stands for, an iPhone in portrait
/// running the iOS 17 UIKit whose behaviour Glide follows.
public final class UIDevice: Sendable {
    /// The device the app runs on.
    public static let current = UIDevice()

    private init() {}

    /// A phone (the screen's traits').
    public var userInterfaceIdiom: UIUserInterfaceIdiom { TraitCollection.phone.userInterfaceIdiom }
    /// Upright: Glide's device never turns.
    public var orientation: UIDeviceOrientation { .portrait }
    /// "iOS": code that compares it picks iOS behaviour, which Glide follows.
    public var systemName: String { "iOS" }
    /// "17.0": Glide behaves as the iOS 17 UIKit it follows, so version checks pick that behaviour.
    public var systemVersion: String { "17.0" }
    /// "iPhone".
    public var model: String { "iPhone" }
}

/// UIKit's `UIDeviceOrientation`: how the device is held (Glide's is always portrait).
public enum UIDeviceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Turned with the top to the left.
    case landscapeLeft = 3
    /// Turned with the top to the right.
    case landscapeRight = 4
    /// Flat, screen up.
    case faceUp = 5
    /// Flat, screen down.
    case faceDown = 6

    /// Whether the orientation is one of the portrait ones.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is one of the landscape ones.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
}
