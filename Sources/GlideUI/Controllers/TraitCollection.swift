import Foundation

/// A size class, UIKit's `UIUserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Int, Sendable {
    /// Not given.
    case unspecified = 0
    /// A narrow (or short) dimension: an iPhone's width in portrait.
    case compact = 1
    /// A wide (or tall) dimension: an iPhone's height in portrait.
    case regular = 2
}

/// Light or dark appearance, UIKit's `UIUserInterfaceStyle`.
public enum UserInterfaceStyle: Int, Sendable {
    /// Not given.
    case unspecified = 0
    /// Light appearance (Glide's screen is always light).
    case light = 1
    /// Dark appearance.
    case dark = 2
}

/// The kind of device, UIKit's `UIUserInterfaceIdiom` (Glide's screen is a phone).
public enum UserInterfaceIdiom: Int, Sendable {
    /// Not given.
    case unspecified = -1
    /// An iPhone.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// A TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac (Catalyst's Mac idiom).
    case mac = 5
    /// Vision.
    case vision = 6
}

/// The traits of an environment, UIKit's `UITraitCollection` (a value here, a class in UIKit),
/// as far as transition code reads them. Glide's screen never changes its traits: every view and
/// controller reports `TraitCollection.phone`.
public struct TraitCollection: Hashable, Sendable {
    /// The width's size class.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// The height's size class.
    public var verticalSizeClass: UserInterfaceSizeClass
    /// The kind of device.
    public var userInterfaceIdiom: UserInterfaceIdiom
    /// Pixels per point (0 when not given, as in UIKit).
    public var displayScale: CGFloat
    /// Light or dark.
    public var userInterfaceStyle: UserInterfaceStyle

    /// Traits with the given values and the rest unspecified, as UIKit's one-trait initialisers
    /// (`UITraitCollection(horizontalSizeClass: .compact)`) make them.
    public init(
        horizontalSizeClass: UserInterfaceSizeClass = .unspecified, verticalSizeClass: UserInterfaceSizeClass = .unspecified,
        userInterfaceIdiom: UserInterfaceIdiom = .unspecified, displayScale: CGFloat = 0,
        userInterfaceStyle: UserInterfaceStyle = .unspecified
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// The traits of Glide's headless screen: an iPhone 12–15 in portrait (`Window.defaultFrame`,
    /// 390 × 844 points at scale 3): compact width, regular height, light appearance.
    public static let phone = TraitCollection(
        horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceIdiom: .phone, displayScale: 3,
        userInterfaceStyle: .light)
}

extension View {
    /// UIKit's `traitCollection`: the screen's traits (`TraitCollection.phone`), whatever the
    /// view's or window's size, since Glide's screen never rotates or changes appearance.
    public var traitCollection: TraitCollection { .phone }
}

extension ViewController {
    /// UIKit's `traitCollection`: the screen's traits (`TraitCollection.phone`), whatever the
    /// window's size, since Glide's screen never rotates or changes appearance.
    public var traitCollection: TraitCollection { .phone }
}

extension PresentationController {
    /// UIKit's `traitCollection`: the screen's traits (`TraitCollection.phone`).
    public var traitCollection: TraitCollection { .phone }
}

/// The status bar's content colour, UIKit's `UIStatusBarStyle`. Glide draws no status bar; a
/// controller's preference is kept for code (and tests) that read it.
public enum StatusBarStyle: Int, Sendable {
    /// Dark content on light backgrounds, light content in dark mode.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// How the status bar animates when shown or hidden, UIKit's `UIStatusBarAnimation` (Glide
/// draws no status bar, so nothing animates).
public enum StatusBarAnimation: Int, Sendable {
    /// No animation.
    case none = 0
    /// A fade.
    case fade = 1
    /// A slide.
    case slide = 2
}

/// The orientations an interface supports, as UIKit's `UIInterfaceOrientationMask`.
public struct InterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Upright.
    public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
    /// Turned with the top to the right.
    public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
    /// Turned with the top to the left.
    public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
    /// Either landscape orientation.
    public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    /// Every orientation but upside down.
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscape]
}
