/// Coordinate conversion and hit-testing, on model values as in UIKit.
///
/// A point p in a view maps into its superview as center + transform(p − bounds centre). Views in
/// different trees share their roots' coordinate space (a root is its own window). A point that
/// must pass back through a singular transform (a scale by 0) lands on the view's bounds centre.
extension View {
    /// A point of this view's bounds mapped into the superview.
    func pointInSuperview(_ point: Point) -> Point {
        let boundsCenter = bounds.center
        let local = Point(x: point.x - boundsCenter.x, y: point.y - boundsCenter.y)
        let moved = transform.isIdentity ? local : transform.apply(to: local)
        return Point(x: moved.x + center.x, y: moved.y + center.y)
    }

    /// A point of the superview mapped into this view's bounds (`shown`: as the view is shown now,
    /// not its model values).
    func pointFromSuperview(_ point: Point, shown: Bool = false) -> Point {
        let (center, bounds, transform) = shown ? (presentation.center, presentation.bounds, presentation.transform) : (center, bounds, transform)
        let boundsCenter = bounds.center
        let offset = Point(x: point.x - center.x, y: point.y - center.y)
        let local: Point
        if transform.isIdentity {
            local = offset
        } else if transform.isInvertible {
            local = transform.inverted().apply(to: offset)
        } else {
            return boundsCenter
        }
        return Point(x: local.x + boundsCenter.x, y: local.y + boundsCenter.y)
    }

    /// A point of this view mapped into its root's coordinates.
    private func pointInRoot(_ point: Point) -> Point {
        var result = point
        var view = self
        while let parent = view.superview {
            result = view.pointInSuperview(result)
            view = parent
        }
        return result
    }

    /// A point of the root's coordinates mapped into this view.
    private func pointFromRoot(_ point: Point) -> Point {
        guard let superview else { return point }
        return pointFromSuperview(superview.pointFromRoot(point))
    }

    /// A point of this view in the coordinates of `view` (nil: the root's, i.e. the window's).
    public func convert(_ point: Point, to view: View?) -> Point {
        let inRoot = pointInRoot(point)
        return view?.pointFromRoot(inRoot) ?? inRoot
    }

    /// A point of `view` (nil: the root's) in this view's coordinates.
    public func convert(_ point: Point, from view: View?) -> Point {
        pointFromRoot(view?.pointInRoot(point) ?? point)
    }

    /// The bounding box of a rectangle of this view in the coordinates of `view` (nil: the root's).
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        rect.boundingBox { convert($0, to: view) }
    }

    /// The bounding box of a rectangle of `view` (nil: the root's) in this view's coordinates.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        rect.boundingBox { convert($0, from: view) }
    }

    /// The window this view is in, as UIKit's `UIView.window`; nil outside any window.
    public var window: Window? { rootView as? Window }

    /// Whether a point of this view's coordinates lies inside its bounds (minimum edges in, maximum
    /// edges out, as `Rect.contains`, which on Linux is not inlinable and traps on a NaN edge).
    public func point(inside point: Point) -> Bool {
        Self.point(point, isIn: bounds)
    }

    private static func point(_ point: Point, isIn bounds: Rect) -> Bool {
        point.x >= bounds.minX && point.x < bounds.maxX && point.y >= bounds.minY && point.y < bounds.maxY
    }

    /// The deepest visible view under `point` (this view's coordinates), front to back, as UIKit's
    /// `hitTest`: nil when this view is hidden, has alpha below 0.01, has user interaction disabled,
    /// is animating without `.allowUserInteraction`, or the point is outside its bounds. Model
    /// values decide, except for a view a property animator moves (`isManualHitTestingEnabled`
    /// false): it is hit where it is shown, so that a finger can catch it.
    public func hitTest(_ point: Point) -> View? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, !isInteractionBlockedByAnimation,
            Self.point(point, isIn: isHitTestedWhereShown ? presentation.bounds : bounds)
        else {
            return nil
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point, shown: subview.isHitTestedWhereShown)) { return hit }
        }
        return self
    }
}
