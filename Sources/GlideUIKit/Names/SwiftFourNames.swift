import GlideUI

// The names UIKit had before Swift 4.2 nested them, which older published code still spells:
// each is the current name, so nothing is implemented twice.

/// Swift 4's `UIGestureRecognizerState` (`UIGestureRecognizer.State`).
public typealias UIGestureRecognizerState = UIGestureRecognizer.State
/// Swift 4's `UINavigationControllerOperation` (`UINavigationController.Operation`).
public typealias UINavigationControllerOperation = UINavigationController.Operation
/// Swift 4's `UIViewAnimationOptions` (`UIView.AnimationOptions`).
public typealias UIViewAnimationOptions = UIView.AnimationOptions
/// Swift 4's `UIViewAnimationCurve` (`UIView.AnimationCurve`).
public typealias UIViewAnimationCurve = UIView.AnimationCurve
/// Swift 4's `UIViewKeyframeAnimationOptions` (`UIView.KeyframeAnimationOptions`).
public typealias UIViewKeyframeAnimationOptions = UIView.KeyframeAnimationOptions
/// Swift 4's `UIControlEvents` (`UIControl.Event`).
public typealias UIControlEvents = UIControl.Event
/// Swift 4's `UIControlState` (`UIControl.State`).
public typealias UIControlState = UIControl.State
/// Swift 4's `UIButtonType` (`UIButton.ButtonType`).
public typealias UIButtonType = UIButton.ButtonType

/// Swift 4's `UIEdgeInsetsMake(_:_:_:_:)`.
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// Swift 4's `kCAMediaTimingFunctionLinear`.
public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear
/// Swift 4's `kCAMediaTimingFunctionEaseIn`.
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn
/// Swift 4's `kCAMediaTimingFunctionEaseOut`.
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut
/// Swift 4's `kCAMediaTimingFunctionEaseInEaseOut`.
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut
/// Swift 4's `kCAMediaTimingFunctionDefault`.
public let kCAMediaTimingFunctionDefault = CAMediaTimingFunctionName.default
/// Swift 4's `kCAFillModeForwards`.
public let kCAFillModeForwards = CAMediaTimingFillMode.forwards
/// Swift 4's `kCAFillModeBoth`.
public let kCAFillModeBoth = CAMediaTimingFillMode.both
