import Foundation
import GlideUI

// UIKit's names for Glide's types: one implementation, the name a port spells. Each type's own
// documentation (GlideUI) says how it follows UIKit.

/// UIKit's `UIView`.
public typealias UIView = View
/// UIKit's `UILabel` (text as data renderers draw; see `Label`).
public typealias UILabel = Label
/// UIKit's `UIFont` (a family, a size and a weight; see `Font`).
public typealias UIFont = Font
/// UIKit's `NSTextAlignment`.
public typealias NSTextAlignment = TextAlignment
/// Core Foundation's `CFTimeInterval`: seconds, as `TimeInterval` (Core Animation's times use it).
public typealias CFTimeInterval = TimeInterval
/// UIKit's `UIViewController`.
public typealias UIViewController = ViewController
/// UIKit's `UINavigationController` (with the built-in pop gesture, see `interactivePopGestureRecognizer`).
public typealias UINavigationController = NavigationController
/// UIKit's `UITabBarController`.
public typealias UITabBarController = TabBarController
/// Core Animation's `CALayer`, as far as `view.layer` goes (see `Layer`).
public typealias CALayer = Layer
/// Core Animation's `CACornerMask` (`layer.maskedCorners`): the corners, with Core Animation's names below.
public typealias CACornerMask = RectCorners
/// Core Animation's `CALayerCornerCurve` (`layer.cornerCurve`).
public typealias CALayerCornerCurve = Layer.CornerCurve
/// UIKit's `NSLayoutConstraint` (the simple forms; see `LayoutConstraint`).
public typealias NSLayoutConstraint = LayoutConstraint
/// UIKit's `NSLayoutXAxisAnchor`.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// UIKit's `NSLayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// UIKit's `NSLayoutDimension`.
public typealias NSLayoutDimension = LayoutDimension
/// UIKit's `UIColor`.
public typealias UIColor = Color
/// UIKit's `UIEdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets
/// UIKit's `UIRectEdge`, as far as screen-edge pans use it.
public typealias UIRectEdge = ScreenEdges
/// UIKit's `UIModalPresentationStyle`.
public typealias UIModalPresentationStyle = ModalPresentationStyle

/// UIKit's `UITraitCollection` (a value in Glide; every view and controller reports the phone's, `TraitCollection.phone`).
public typealias UITraitCollection = TraitCollection
/// UIKit's `UIUserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
/// UIKit's `UIUserInterfaceStyle`.
public typealias UIUserInterfaceStyle = UserInterfaceStyle
/// UIKit's `UIUserInterfaceIdiom`.
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
/// UIKit's `UIInterfaceOrientationMask`.
public typealias UIInterfaceOrientationMask = InterfaceOrientationMask
/// UIKit's `UIStatusBarStyle`.
public typealias UIStatusBarStyle = StatusBarStyle
/// UIKit's `UIStatusBarAnimation`.
public typealias UIStatusBarAnimation = StatusBarAnimation
/// UIKit's `UIAdaptivePresentationControllerDelegate` (kept by a presentation controller, never asked by Glide).
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate

/// UIKit's `UIPopoverPresentationControllerDelegate`, as far as its adaptive part goes: Glide shows
/// a popover as `overFullScreen` and has no popover presentation controller, so none of its
/// popover-only methods exist and a conformer is asked nothing.
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {}

/// UIKit's `UIViewControllerContextTransitioning`: in Glide the one context class, not a protocol.
public typealias UIViewControllerContextTransitioning = TransitionContext
/// UIKit's `UIViewControllerAnimatedTransitioning`.
public typealias UIViewControllerAnimatedTransitioning = ViewControllerAnimatedTransitioning
/// UIKit's `UIViewControllerInteractiveTransitioning`.
public typealias UIViewControllerInteractiveTransitioning = ViewControllerInteractiveTransitioning
/// UIKit's `UIViewControllerTransitioningDelegate`.
public typealias UIViewControllerTransitioningDelegate = ViewControllerTransitioningDelegate
/// UIKit's `UINavigationControllerDelegate`.
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
/// UIKit's `UITabBarControllerDelegate`.
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
/// UIKit's `UIContentContainer`.
public typealias UIContentContainer = ContentContainer
/// UIKit's `UIPresentationController`.
public typealias UIPresentationController = PresentationController
/// UIKit's `UIViewControllerTransitionCoordinator`.
public typealias UIViewControllerTransitionCoordinator = TransitionCoordinator
/// UIKit's `UIViewControllerTransitionCoordinatorContext`: in Glide the coordinator itself.
public typealias UIViewControllerTransitionCoordinatorContext = TransitionCoordinator
/// UIKit's `UIPercentDrivenInteractiveTransition`.
public typealias UIPercentDrivenInteractiveTransition = PercentDrivenInteractiveTransition
/// UIKit's `UITransitionContextViewControllerKey` (`.from`, `.to`).
public typealias UITransitionContextViewControllerKey = TransitionKey
/// UIKit's `UITransitionContextViewKey` (`.from`, `.to`).
public typealias UITransitionContextViewKey = TransitionKey

/// UIKit's `UIViewPropertyAnimator`.
public typealias UIViewPropertyAnimator = PropertyAnimator
/// UIKit's `UIViewAnimatingPosition`.
public typealias UIViewAnimatingPosition = AnimatingPosition
/// UIKit's `UIViewAnimatingState`.
public typealias UIViewAnimatingState = AnimatingState
/// UIKit's `UIViewAnimating`.
public typealias UIViewAnimating = ViewAnimating
/// UIKit's `UIViewImplicitlyAnimating` (what `interruptibleAnimator(using:)` returns).
public typealias UIViewImplicitlyAnimating = ViewImplicitlyAnimating

extension View {
    /// UIKit's `UIView.AnimationOptions`.
    public typealias AnimationOptions = GlideUI.AnimationOptions
    /// UIKit's `UIView.AnimationCurve` (`.easeInOut`, `.easeIn`, `.easeOut`, `.linear`).
    public typealias AnimationCurve = GlideUI.AnimationCurve
    /// UIKit's `UIView.ContentMode`.
    public typealias ContentMode = GlideUI.ContentMode
}

extension NavigationController {
    /// UIKit's `UINavigationController.Operation`.
    public typealias Operation = NavigationOperation
}

/// Core Animation's `CAAnimation` (see `LayerAnimation`).
public typealias CAAnimation = LayerAnimation
/// Core Animation's `CABasicAnimation`.
public typealias CABasicAnimation = BasicLayerAnimation
/// Core Animation's `CAPropertyAnimation`.
public typealias CAPropertyAnimation = PropertyLayerAnimation
/// Core Animation's `CAKeyframeAnimation`.
public typealias CAKeyframeAnimation = KeyframeLayerAnimation
/// Core Animation's `CAAnimationGroup`.
public typealias CAAnimationGroup = LayerAnimationGroup
/// Core Animation's `CAAnimationDelegate`.
public typealias CAAnimationDelegate = LayerAnimationDelegate
/// Core Animation's `CAMediaTimingFunction`.
public typealias CAMediaTimingFunction = MediaTimingFunction
/// Core Animation's `CAMediaTimingFunctionName`.
public typealias CAMediaTimingFunctionName = MediaTimingFunction.Name
/// Core Animation's `CAMediaTimingFillMode`.
public typealias CAMediaTimingFillMode = LayerAnimation.FillMode

extension RectCorners {
    /// Core Animation's name of the top-left corner (y grows down, as on iOS).
    public static var layerMinXMinYCorner: RectCorners { .topLeft }
    /// Core Animation's name of the top-right corner.
    public static var layerMaxXMinYCorner: RectCorners { .topRight }
    /// Core Animation's name of the bottom-left corner.
    public static var layerMinXMaxYCorner: RectCorners { .bottomLeft }
    /// Core Animation's name of the bottom-right corner.
    public static var layerMaxXMaxYCorner: RectCorners { .bottomRight }
}
