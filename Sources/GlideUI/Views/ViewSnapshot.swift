/// Snapshot views: frozen copies of what a view shows, for cross-fades and zooms.
extension View {
    /// A new view, not in any tree, that shows this view's current visual state: its presented
    /// bounds, background, mask, corner radius, clipping and a frozen copy of every subview's presented state (recursively),
    /// named "<name>.snapshot". Like UIKit's `snapshotView(afterScreenUpdates:)` its frame is
    /// (0, 0, bounds size), with identity transform, alpha 1 and not hidden; place it yourself.
    public func snapshotView() -> View {
        snapshot(afterScreenUpdates: false)
    }

    /// UIKit's `snapshotView(afterScreenUpdates:)`: optional as UIKit declares it, never nil in Glide.
    public func snapshotView(afterScreenUpdates: Bool) -> View? {
        snapshot(afterScreenUpdates: afterScreenUpdates)
    }

    /// A snapshot as `snapshotView()`, but with `afterScreenUpdates` true it shows the model values
    /// (the state once pending changes and animations have been rendered) instead of the presentation.
    public func snapshot(afterScreenUpdates: Bool) -> View {
        let shown = afterScreenUpdates ? modelValues : presentation
        let snapshot = View(frame: Rect(origin: .zero, size: shown.bounds.size), name: "\(name).snapshot")
        snapshot.bounds = shown.bounds
        snapshot.backgroundColor = shown.backgroundColor
        snapshot.mask = shown.mask
        snapshot.layerCornerRadius = shown.cornerRadius
        snapshot.clipsToBounds = shown.clipsToBounds
        for subview in subviews {
            snapshot.addSubview(subview.frozenCopy(afterScreenUpdates: afterScreenUpdates))
        }
        return snapshot
    }

    /// A plain view holding this view's presented (or model) state and frozen copies of its subviews.
    private func frozenCopy(afterScreenUpdates: Bool) -> View {
        let shown = afterScreenUpdates ? modelValues : presentation
        let copy = View(name: name)
        copy.setModel(shown)
        copy.isUserInteractionEnabled = isUserInteractionEnabled
        for subview in subviews {
            copy.addSubview(subview.frozenCopy(afterScreenUpdates: afterScreenUpdates))
        }
        return copy
    }
}
