import GlideUI

/// UIKit's `UIScrollView`, as far as transition code reads and drives it: `contentOffset` is the
/// origin of `bounds` (so subviews move on screen as it changes, and key-value observation of it
/// works), with `contentSize`, `contentInset` and the indicator flags as data. Its
/// `panGestureRecognizer` drags the content, clamped to the content's edges (the adjusted
/// insets included); Glide's scroll view neither bounces nor decelerates after the finger
/// lifts (`isDecelerating` stays false), and its pan takes every direction (no axis lock).
open class UIScrollView: UIView {
    /// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior` (Glide has no safe area: all mean no adjustment).
    public enum ContentInsetAdjustmentBehavior: Hashable, Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// The recognizer that drags the content (added to the scroll view when it is made).
    public let panGestureRecognizer = UIPanGestureRecognizer()
    /// The size of the scrollable content (default zero).
    open var contentSize = CGSize.zero {
        didSet { notifyObservers() }
    }
    /// Extra room around the content (default zero).
    open var contentInset = UIEdgeInsets.zero {
        didSet { notifyObservers() }
    }
    /// The insets the offset is clamped by: `contentInset` (Glide has no safe area to add).
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    /// Recorded; Glide adds no safe area whatever it is.
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// Whether the pan drags the content (default true).
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// Recorded (Glide does not bounce).
    open var bounces = true
    /// Recorded (Glide does not bounce).
    open var alwaysBounceVertical = false
    /// Recorded (Glide does not bounce).
    open var alwaysBounceHorizontal = false
    /// Recorded (Glide draws no indicators).
    open var showsVerticalScrollIndicator = true
    /// Recorded (Glide draws no indicators).
    open var showsHorizontalScrollIndicator = true
    /// Recorded (Glide draws no indicators).
    open var scrollIndicatorInsets = UIEdgeInsets.zero
    /// Recorded (Glide has no status bar to tap).
    open var scrollsToTop = true
    /// Whether a finger is on the content (the pan has begun and not ended).
    public private(set) var isTracking = false
    /// Whether the content is being dragged (as `isTracking` in Glide).
    open var isDragging: Bool { isTracking }
    /// Always false: Glide's scroll view stops when the finger lifts.
    open var isDecelerating: Bool { false }
    /// The offset the drag started from.
    private var dragStart = CGPoint.zero

    /// A scroll view of `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        panGestureRecognizer.addTarget(self, action: UIScrollView.dragged)
        addGestureRecognizer(panGestureRecognizer)
    }

    /// The point of the content shown at the top-left corner: `bounds.origin`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Sets `contentOffset`, animated like UIKit's (0.3 s ease-in-out) when `animated`.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        guard animated else { return contentOffset = offset }
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut, .allowUserInteraction]) { self.contentOffset = offset }
    }

    /// Scrolls the least needed to show `rect` (content coordinates).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        if rect.maxX > offset.x + bounds.width { offset.x = rect.maxX - bounds.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > offset.y + bounds.height { offset.y = rect.maxY - bounds.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        setContentOffset(clamped(offset), animated: animated)
    }

    /// The offset within the content's edges: from −inset to content size + inset − bounds size.
    private func clamped(_ offset: CGPoint) -> CGPoint {
        let insets = adjustedContentInset
        let maxX = max(-insets.left, contentSize.width + insets.right - bounds.width)
        let maxY = max(-insets.top, contentSize.height + insets.bottom - bounds.height)
        return CGPoint(x: min(max(offset.x, -insets.left), maxX), y: min(max(offset.y, -insets.top), maxY))
    }

    /// Follows the finger while the pan lasts.
    private func dragged() {
        switch panGestureRecognizer.state {
        case .began:
            isTracking = true
            dragStart = contentOffset
        case .changed:
            let translation = panGestureRecognizer.translation(in: self)
            contentOffset = clamped(CGPoint(x: dragStart.x - translation.x, y: dragStart.y - translation.y))
        default:
            isTracking = false
        }
    }
}

/// Foundation's `NSKeyValueObservation` (views' key-value observation in Glide).
public typealias NSKeyValueObservation = KeyValueObservation
/// Foundation's `NSKeyValueObservingOptions`.
public typealias NSKeyValueObservingOptions = KeyValueObservingOptions
/// Foundation's `NSKeyValueObservedChange`.
public typealias NSKeyValueObservedChange = KeyValueObservedChange
