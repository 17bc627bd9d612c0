import GlideUI

/// UIKit's `UILayoutGuide`, as far as views' safe-area guides go: its anchors are its owning
/// view's edges, because Glide's screen has no safe-area insets (it draws no status bar, notch
/// or home indicator, so content may use the whole window).
public final class UILayoutGuide {
    /// The view whose guide this is.
    public private(set) weak var owningView: UIView?

    init(owningView: UIView) {
        self.owningView = owningView
    }

    /// The guide's frame in its view's coordinates: the view's bounds.
    public var layoutFrame: CGRect { owningView?.bounds ?? .zero }
    /// The leading edge (the view's).
    public var leadingAnchor: NSLayoutXAxisAnchor { anchorView.leadingAnchor }
    /// The trailing edge (the view's).
    public var trailingAnchor: NSLayoutXAxisAnchor { anchorView.trailingAnchor }
    /// The left edge (the view's).
    public var leftAnchor: NSLayoutXAxisAnchor { anchorView.leftAnchor }
    /// The right edge (the view's).
    public var rightAnchor: NSLayoutXAxisAnchor { anchorView.rightAnchor }
    /// The top edge (the view's).
    public var topAnchor: NSLayoutYAxisAnchor { anchorView.topAnchor }
    /// The bottom edge (the view's).
    public var bottomAnchor: NSLayoutYAxisAnchor { anchorView.bottomAnchor }
    /// The horizontal centre (the view's).
    public var centerXAnchor: NSLayoutXAxisAnchor { anchorView.centerXAnchor }
    /// The vertical centre (the view's).
    public var centerYAnchor: NSLayoutYAxisAnchor { anchorView.centerYAnchor }
    /// The width (the view's).
    public var widthAnchor: NSLayoutDimension { anchorView.widthAnchor }
    /// The height (the view's).
    public var heightAnchor: NSLayoutDimension { anchorView.heightAnchor }

    /// The owning view (a detached placeholder once it is gone, whose anchors place nothing).
    private var anchorView: UIView { owningView ?? UIView() }
}

/// UIKit's `UILayoutSupport` (the deprecated `topLayoutGuide` / `bottomLayoutGuide`): a length of 0 in Glide.
public protocol UILayoutSupport {
    /// The bar's extent into the view (0: Glide draws no bars).
    var length: CGFloat { get }
}

/// The length Glide's top and bottom layout guides report.
struct ZeroLayoutSupport: UILayoutSupport {
    var length: CGFloat { 0 }
}

extension View {
    /// The insets bars and the screen's shape leave: zero, since Glide draws none.
    public var safeAreaInsets: UIEdgeInsets { .zero }

    /// The area inside `safeAreaInsets`: the whole view in Glide.
    public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide(owningView: self) }
}

extension ViewController {
    /// The deprecated guide below the status bar: length 0 in Glide.
    public var topLayoutGuide: any UILayoutSupport { ZeroLayoutSupport() }

    /// The deprecated guide above the bottom bars: length 0 in Glide.
    public var bottomLayoutGuide: any UILayoutSupport { ZeroLayoutSupport() }
}

extension View {
    /// The smallest size Auto Layout allows (`CGSize.zero`), for `systemLayoutSizeFitting`.
    public static let layoutFittingCompressedSize = CGSize.zero
    /// The largest size Auto Layout allows, for `systemLayoutSizeFitting`.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    /// The size that fits the view's content: Glide's views have no intrinsic content size and
    /// its Auto Layout solves only equalities of frames, so this is the size the view has now
    /// (call `layoutIfNeeded()` first, as UIKit code does).
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        bounds.size
    }
}

extension ViewController {
    /// UIKit's popover controller of a `.popover` presentation. Glide shows a popover as an
    /// over-full-screen presentation (an iPhone's adaptation) and has no popover controller, so
    /// this is nil, as UIKit's is for other styles; code that configures one through optional
    /// chaining (`popoverPresentationController?.sourceView = …`) runs and changes nothing.
    public var popoverPresentationController: UIPopoverPresentationController? { nil }
}

/// UIKit's `UIPopoverPresentationController`, so that code configuring one compiles: its anchor
/// (`sourceView`, `sourceRect`) and arrow directions are data. Glide never makes one (see
/// `popoverPresentationController`).
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle of `sourceView` the popover points at.
    open var sourceRect = CGRect.zero
    /// The directions the arrow may point (UIKit's `UIPopoverArrowDirection` raw values).
    open var permittedArrowDirections: UInt = .max
}
