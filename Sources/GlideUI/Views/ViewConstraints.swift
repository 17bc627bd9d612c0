import Foundation

/// Which edge, centre or dimension of a view a layout anchor stands for.
public enum LayoutAttribute: Hashable, Sendable {
    case left, right, top, bottom, centerX, centerY, width, height

    var isHorizontal: Bool { [.left, .right, .centerX, .width].contains(self) }

    /// The attribute's value for a rectangle.
    func value(in rect: Rect) -> Double {
        switch self {
        case .left: rect.minX
        case .right: rect.maxX
        case .top: rect.minY
        case .bottom: rect.maxY
        case .centerX: rect.minX + rect.width / 2
        case .centerY: rect.minY + rect.height / 2
        case .width: rect.width
        case .height: rect.height
        }
    }
}

/// UIKit's `NSLayoutConstraint`, for the simple forms transition code uses: an edge, centre or
/// dimension of a view equal to another's times `multiplier` plus `constant`, or to a constant.
///
/// Glide lays out from the active equalities of a view whose
/// `translatesAutoresizingMaskIntoConstraints` is false: two of left/right/centre/width (and
/// of top/bottom/centre/height) fix its frame in its superview; with one, the view keeps its size
/// (Glide has no intrinsic content size). It lays out when constraints are activated, on
/// `layoutIfNeeded()`, and when a superview's bounds change; inside a `View.animate` block
/// (`constant = 80; view.layoutIfNeeded()`) the frames animate. Inequalities and priorities are
/// kept but do not move frames.
public final class LayoutConstraint {
    /// How the two sides compare.
    public enum Relation: Sendable { case lessThanOrEqual, equal, greaterThanOrEqual }

    /// The view this constraint places (held weakly, as UIKit does: its view holds the constraint).
    public private(set) weak var firstItem: View?
    /// Its attribute.
    public let firstAttribute: LayoutAttribute
    /// The relation.
    public let relation: Relation
    /// The view it is placed against, if any (held weakly).
    public private(set) weak var secondItem: View?
    /// Its attribute.
    public let secondAttribute: LayoutAttribute?
    /// The factor on the second attribute.
    public let multiplier: Double
    /// The offset; change it and call `layoutIfNeeded()` to move the view.
    public var constant: Double
    /// UIKit's priority (kept, not used: every equality is required).
    public var priority: Float = 1000
    /// A name for debugging.
    public var identifier: String?

    init(_ first: LayoutAnchor, _ relation: Relation, _ second: LayoutAnchor?, multiplier: Double, constant: Double) {
        firstItem = first.view
        firstAttribute = first.attribute
        self.relation = relation
        secondItem = second?.view
        secondAttribute = second?.attribute
        self.multiplier = multiplier.isFinite ? multiplier : 1
        self.constant = constant.isFinite ? constant : 0
    }

    /// Whether the constraint takes part in layout; activating it lays its view out.
    public var isActive: Bool {
        get { firstItem?.activeConstraints.contains { $0 === self } ?? false }
        set {
            guard setActive(newValue), newValue else { return }
            firstItem?.superview?.layoutConstrainedSubviews()
        }
    }

    /// Adds this constraint to or takes it from its view's; returns whether that changed anything.
    private func setActive(_ active: Bool) -> Bool {
        guard active != isActive, let firstItem else { return false }
        if active { firstItem.activeConstraints.append(self) } else { firstItem.activeConstraints.removeAll { $0 === self } }
        return true
    }

    /// Activates `constraints`, then lays out each superview they place views in once, with all of them.
    public static func activate(_ constraints: [LayoutConstraint]) {
        var superviews: [View] = []
        for constraint in constraints where constraint.setActive(true) {
            if let superview = constraint.firstItem?.superview, !superviews.contains(where: { $0 === superview }) { superviews.append(superview) }
        }
        for superview in superviews { superview.layoutConstrainedSubviews() }
    }

    /// Deactivates `constraints`.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The value the first attribute should take, in the first item's superview's coordinates;
    /// nil for an inequality or a second item that is not laid out in a comparable space.
    func target() -> Double? {
        guard relation == .equal else { return nil }
        guard let secondAttribute else { return constant }
        guard let firstItem, let secondItem, let superview = firstItem.superview else { return nil }
        let rect: Rect
        if secondItem === superview {
            rect = superview.bounds
        } else if secondItem === firstItem || secondItem.superview === superview {
            rect = secondItem.frame
        } else {
            rect = secondItem.convert(secondItem.bounds, to: superview)
        }
        return multiplier * secondAttribute.value(in: rect) + constant
    }
}

/// An edge, centre or dimension of a view to make constraints from (UIKit's `NSLayoutAnchor`).
public class LayoutAnchor {
    /// The view (held weakly; a constraint made once it is gone places nothing).
    public private(set) weak var view: View?
    /// Which attribute.
    public let attribute: LayoutAttribute

    init(_ view: View, _ attribute: LayoutAttribute) {
        self.view = view
        self.attribute = attribute
    }

    func make(_ relation: LayoutConstraint.Relation, _ other: LayoutAnchor?, multiplier: Double = 1, constant: Double) -> LayoutConstraint {
        LayoutConstraint(self, relation, other, multiplier: multiplier, constant: constant)
    }
}

/// A horizontal edge or centre (UIKit's `NSLayoutXAxisAnchor`).
public final class LayoutXAxisAnchor: LayoutAnchor {
    /// This anchor = `anchor` + `constant`.
    public func constraint(equalTo anchor: LayoutXAxisAnchor, constant: Double = 0) -> LayoutConstraint { make(.equal, anchor, constant: constant) }
    /// This anchor ≥ `anchor` + `constant` (kept, not laid out).
    public func constraint(greaterThanOrEqualTo anchor: LayoutXAxisAnchor, constant: Double = 0) -> LayoutConstraint { make(.greaterThanOrEqual, anchor, constant: constant) }
    /// This anchor ≤ `anchor` + `constant` (kept, not laid out).
    public func constraint(lessThanOrEqualTo anchor: LayoutXAxisAnchor, constant: Double = 0) -> LayoutConstraint { make(.lessThanOrEqual, anchor, constant: constant) }
}

/// A vertical edge or centre (UIKit's `NSLayoutYAxisAnchor`).
public final class LayoutYAxisAnchor: LayoutAnchor {
    /// This anchor = `anchor` + `constant`.
    public func constraint(equalTo anchor: LayoutYAxisAnchor, constant: Double = 0) -> LayoutConstraint { make(.equal, anchor, constant: constant) }
    /// This anchor ≥ `anchor` + `constant` (kept, not laid out).
    public func constraint(greaterThanOrEqualTo anchor: LayoutYAxisAnchor, constant: Double = 0) -> LayoutConstraint { make(.greaterThanOrEqual, anchor, constant: constant) }
    /// This anchor ≤ `anchor` + `constant` (kept, not laid out).
    public func constraint(lessThanOrEqualTo anchor: LayoutYAxisAnchor, constant: Double = 0) -> LayoutConstraint { make(.lessThanOrEqual, anchor, constant: constant) }
}

/// A width or height (UIKit's `NSLayoutDimension`).
public final class LayoutDimension: LayoutAnchor {
    /// This dimension = `constant`.
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint { make(.equal, nil, constant: constant) }
    /// This dimension = `anchor` × `multiplier` + `constant`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        make(.equal, anchor, multiplier: multiplier, constant: constant)
    }
    /// This dimension ≥ `constant` (kept, not laid out).
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint { make(.greaterThanOrEqual, nil, constant: constant) }
    /// This dimension ≤ `constant` (kept, not laid out).
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint { make(.lessThanOrEqual, nil, constant: constant) }
}

extension View {
    /// The left edge (`leadingAnchor`: Glide lays out left to right).
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    /// The right edge (`trailingAnchor`).
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    /// The leading edge: the left one.
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    /// The trailing edge: the right one.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }

    /// The active constraints that place this view.
    public var constraints: [LayoutConstraint] { activeConstraints }

    /// Lays out this view's subtree now: the constrained views, then every view marked by
    /// `setNeedsLayout` (its `layoutSubviews`, between its controller's `viewWillLayoutSubviews`
    /// and `viewDidLayoutSubviews`), parents before children.
    public func layoutIfNeeded() {
        layoutConstrainedSubviews()
        runLayoutPass()
    }

    /// Marks the view for a layout pass, as UIKit's: its `layoutSubviews` runs at the next
    /// `layoutIfNeeded()` on it or an ancestor, or when its world's clock next runs (the end of
    /// the current turn, as UIKit's run loop), whichever comes first. A view is marked when its
    /// bounds change size and when it is added to a superview.
    public func setNeedsLayout() {
        needsLayout = true
        engine?.scheduleLayoutPass(for: self)
    }

    /// Runs `layoutSubviews` of each marked view of this subtree, parents first.
    func runLayoutPass() {
        if needsLayout {
            needsLayout = false
            let controller = viewController?.isViewLoaded == true && viewController?.view === self ? viewController : nil
            controller?.viewWillLayoutSubviews()
            layoutSubviews()
            controller?.viewDidLayoutSubviews()
        }
        for subview in subviews { subview.runLayoutPass() }
    }

    /// Places every subview that follows its constraints, then theirs, recursively.
    func layoutConstrainedSubviews() {
        placeConstrainedSubviews()
        for subview in subviews { subview.layoutConstrainedSubviews() }
    }

    /// Places every subview that follows its constraints (a few passes, so that views constrained
    /// to siblings placed later settle).
    func placeConstrainedSubviews() {
        for _ in 0..<3 {
            var moved = false
            for subview in subviews where !subview.translatesAutoresizingMaskIntoConstraints && !subview.activeConstraints.isEmpty {
                moved = subview.applyConstraints() || moved
            }
            if !moved { break }
        }
    }

    /// Sets this view's frame from its active equalities; returns whether it changed.
    private func applyConstraints() -> Bool {
        var values: [LayoutAttribute: Double] = [:]
        for constraint in activeConstraints {
            if let value = constraint.target(), value.isFinite { values[constraint.firstAttribute] = value }
        }
        let current = frame
        let (x, width) = Self.solve(values[.left], values[.right], values[.centerX], values[.width], current.minX, current.width)
        let (y, height) = Self.solve(values[.top], values[.bottom], values[.centerY], values[.height], current.minY, current.height)
        let placed = Rect(x: x, y: y, width: width, height: height)
        guard placed != current else { return false }
        frame = placed
        return true
    }

    /// The start and length on one axis from what is known of its start, end, centre and length.
    private static func solve(_ start: Double?, _ end: Double?, _ center: Double?, _ length: Double?, _ oldStart: Double, _ oldLength: Double) -> (Double, Double) {
        if let length {
            if let start { return (start, length) }
            if let end { return (end - length, length) }
            if let center { return (center - length / 2, length) }
            return (oldStart, length)
        }
        switch (start, end, center) {
        case let (start?, end?, _): return (start, end - start)
        case let (start?, nil, center?): return (start, 2 * (center - start))
        case let (nil, end?, center?): return (2 * center - end, 2 * (end - center))
        case let (start?, nil, nil): return (start, oldLength)
        case let (nil, end?, nil): return (end - oldLength, oldLength)
        case let (nil, nil, center?): return (center - oldLength / 2, oldLength)
        default: return (oldStart, oldLength)
        }
    }
}
