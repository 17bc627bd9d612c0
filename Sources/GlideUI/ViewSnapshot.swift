/// Snapshot views: frozen copies of what a view shows, for cross-fades and zooms.
extension View {
    /// A new view, not in any tree, that shows this view's current visual state: its presented
    /// bounds, background, mask and a frozen copy of every subview's presented state (recursively),
    /// named "<name>.snapshot". Like UIKit's `snapshotView(afterScreenUpdates:)` its frame is
    /// (0, 0, bounds size), with identity transform, alpha 1 and not hidden; place it yourself.
    public func snapshotView() -> View {
        let shown = presentation
        let snapshot = View(frame: Rect(origin: .zero, size: shown.bounds.size), name: "\(name).snapshot")
        snapshot.bounds = shown.bounds
        snapshot.backgroundColor = shown.backgroundColor
        snapshot.mask = shown.mask
        for subview in subviews {
            snapshot.addSubview(subview.frozenCopy())
        }
        return snapshot
    }

    /// A plain view holding this view's presented state and frozen copies of its subviews.
    private func frozenCopy() -> View {
        let shown = presentation
        let copy = View(name: name)
        copy.center = shown.center
        copy.bounds = shown.bounds
        copy.transform = shown.transform
        copy.alpha = shown.alpha
        copy.backgroundColor = shown.backgroundColor
        copy.mask = shown.mask
        copy.isHidden = shown.isHidden
        copy.zPosition = shown.zPosition
        copy.isUserInteractionEnabled = isUserInteractionEnabled
        for subview in subviews {
            copy.addSubview(subview.frozenCopy())
        }
        return copy
    }
}
