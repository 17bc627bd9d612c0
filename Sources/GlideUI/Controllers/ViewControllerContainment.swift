/// Custom container controllers, as UIKit defines them (developer.apple.com/documentation/uikit/
/// creating-a-custom-container-view-controller): the container adds a child (`addChild`, which
/// calls the child's `willMove(toParent:)`), puts the child's view in its own and calls the
/// child's `didMove(toParent:)`; to remove one, it calls `willMove(toParent: nil)`, takes the view
/// out and calls `removeFromParent()`, which calls `didMove(toParent: nil)`. Appearance callbacks
/// reach a child whose view is inside its parent's, as they reach the children of Glide's own
/// containers (which keep their stacks themselves and call neither method).
extension ViewController {
    /// Makes `child` a child of this controller, after calling its `willMove(toParent:)` with
    /// this controller; a child of another controller is removed from it first. Adding a child
    /// already here, or this controller itself or one of its ancestors, changes nothing.
    public func addChild(_ child: ViewController) {
        guard child.parent !== self, child !== self, !isDescendant(of: child) else { return }
        if child.parent != nil { child.removeFromParent() }
        child.willMove(toParent: self)
        adopt(child)
    }

    /// Removes this controller from its parent's children, then calls its `didMove(toParent:)`
    /// with nil; does nothing without a parent.
    public func removeFromParent() {
        guard let parent else { return }
        parent.release(self)
        didMove(toParent: nil)
    }

    /// Whether `ancestor` is this controller's parent, or its parent's, and so on.
    private func isDescendant(of ancestor: ViewController) -> Bool {
        var current = parent
        while let next = current {
            if next === ancestor { return true }
            current = next.parent
        }
        return false
    }
}
