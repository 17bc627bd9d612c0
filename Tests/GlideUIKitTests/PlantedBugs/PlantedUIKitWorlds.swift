import GlideTesting
import GlideUIKit

// Shared with the benchmarks: Benchmarks/Sources/GlidePlantedUIKitBugs links here and to Linux/.

/// Three bugs planted in UIKit code (`UIKit/`, run as `glide port` ports it: `Linux/`), each in
/// a 390 × 844 window, to measure how soon fuzzing finds them; each is caught by one invariant.
public enum PlantedUIKitBug: String, CaseIterable, Sendable {
    /// A velocity-decided side sheet whose animator skips `completeTransition` after a hard flick back (`no-stuck-transition`).
    case stuckAfterFlickBack = "uikit-stuck-after-flick-back"
    /// A card's interruptible property animator whose `.start` completion forgets the corners a catch rounded (`cancel-keeps-tree`).
    case cornersKeptOnCancel = "uikit-corners-kept-on-cancel"
    /// A navigation pop that takes a controller off the stack when it is cancelled (`cancel-keeps-tree`).
    case stackChangedOnCancel = "uikit-stack-changed-on-cancel"

    /// The invariant that catches it.
    public var invariant: String {
        self == .stuckAfterFlickBack ? "no-stuck-transition" : "cancel-keeps-tree"
    }

    /// The fuzz target of its world.
    public var target: FuzzTarget {
        FuzzTarget(name: "planted \(rawValue)") { _ in makePlantedUIKitWorld(self) }
    }
}

/// The world of `bug`: its app in a 390 × 844 key window, at rest.
public func makePlantedUIKitWorld(_ bug: PlantedUIKitBug) -> ReplayWorld {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    switch bug {
    case .stuckAfterFlickBack, .cornersKeptOnCancel:
        let home = UIViewController()
        window.rootViewController = home
        window.makeKeyAndVisible()
        let sheet: UIViewController = bug == .stuckAfterFlickBack ? SideSheetViewController() : SwipeCardViewController()
        home.present(sheet, animated: false)
        return ReplayWorld(window: window, retaining: [sheet])
    case .stackChangedOnCancel:
        let navigation = AlbumNavigationController(rootViewController: AlbumPageViewController(colour: .systemBackground))
        navigation.pushViewController(AlbumPageViewController(colour: .systemYellow), animated: false)
        navigation.pushViewController(AlbumPageViewController(colour: .black), animated: false)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        return ReplayWorld(window: window)
    }
}
