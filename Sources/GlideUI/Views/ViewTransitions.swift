/// UIKit's view transitions: a view's content changed, or one view swapped for another, with the
/// old appearance fading out over the new.
///
/// The old appearance is a snapshot (`snapshotView()`, named "<name>.snapshot", not interactive)
/// laid over the new one and faded out over `duration` along the options' curve, then removed
/// before `completion(true)`. Every transition style (flips and curls included) shows as this
/// cross-dissolve: a 2-D view tree has no 3-D rotation or page curl, and the content change,
/// timing and completion are UIKit's. Without a transition style there is no snapshot: the
/// change animates as a `View.animate` block.
extension View {
    /// Changes `view`'s content in `animations`: at once under a cross-fade from the old content
    /// (or, with `.allowAnimatedContent` or no transition style, animated as `View.animate` does).
    public static func transition(
        with view: View, duration: Double, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        guard options.hasTransitionStyle else {
            return animate(withDuration: duration, options: options, animations: animations ?? {}, completion: completion)
        }
        let old = view.snapshotView()
        old.isUserInteractionEnabled = false
        if options.contains(.allowAnimatedContent) {
            animate(withDuration: duration, options: options, animations: animations ?? {})
        } else {
            performWithoutAnimation { animations?() }
        }
        view.addSubview(old)
        fadeOut(old, duration: duration, options: options, completion: completion)
    }

    /// Replaces `fromView` by `toView` in its superview (or, with `.showHideTransitionViews`, hides
    /// the one and shows the other) under a cross-fade from `fromView`'s appearance.
    public static func transition(
        from fromView: View, to toView: View, duration: Double, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        let old = fromView.snapshotView()
        old.isUserInteractionEnabled = false
        old.frame = fromView.presentation.frame
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let superview = fromView.superview {
            if toView.superview !== superview {
                superview.insertSubview(toView, aboveSubview: fromView)
            }
            fromView.removeFromSuperview()
        }
        guard let superview = toView.superview ?? fromView.superview else {
            completion?(true)
            return
        }
        superview.insertSubview(old, aboveSubview: toView)
        fadeOut(old, duration: duration, options: options, completion: completion)
    }

    /// Fades `snapshot` out and removes it, then calls `completion`.
    private static func fadeOut(_ snapshot: View, duration: Double, options: AnimationOptions, completion: ((Bool) -> Void)?) {
        let fadeOptions = options.intersection([.curveEaseIn, .curveEaseOut, .curveLinear, .allowUserInteraction])
        animate(withDuration: duration, options: fadeOptions, animations: { snapshot.alpha = 0 }) { finished in
            snapshot.removeFromSuperview()
            completion?(finished)
        }
    }
}
