/// The full visual state of a view subtree, captured so it can be restored exactly: which views,
/// in which order, with which model values (frame, bounds, transform, alpha, hidden, mask,
/// corner radius, clipping, zPosition, background, interaction flag). Holds the views themselves; confined to their thread.
///
/// `restore()` puts every captured view back under its captured superview at its captured index,
/// detaches views that were added below a captured view since, and sets the model values
/// immediately (stopping their animations' effect; the animations' completions still run). The
/// root's own superview is left alone. A captured view that has since become an ancestor of the
/// root cannot be put back without a cycle and is skipped.
public struct TreeSnapshot {
    /// One captured view.
    private struct Node {
        let view: View
        let name: String
        let state: ViewPresentation
        let isUserInteractionEnabled: Bool
        let subviews: [View]
    }

    /// The root of the captured subtree.
    public let root: View
    /// The captured views in pre-order, the root first.
    private let nodes: [Node]

    /// Captures the subtree rooted at `root` (model values).
    public init(of root: View) {
        self.root = root
        self.nodes = root.subtree.map { view in
            Node(view: view, name: view.name, state: view.modelValues, isUserInteractionEnabled: view.isUserInteractionEnabled, subviews: view.subviews)
        }
    }

    /// The digest of the subtree at capture time, made from the captured values when asked: every
    /// transition captures the tree at its begin, and only a cancelled one compares digests, so
    /// the formatting is not paid at every begin.
    public var digest: TreeDigest {
        var lines: [String] = []
        lines.reserveCapacity(nodes.count)
        // Pre-order: the children still to come at each open level give each node's depth.
        var remaining: [Int] = []
        for node in nodes {
            while remaining.last == 0 { remaining.removeLast() }
            let depth = remaining.count
            if !remaining.isEmpty { remaining[remaining.count - 1] -= 1 }
            lines.append(
                TreeDigest.line(
                    for: node.view, name: node.name, depth: depth, state: node.state,
                    isUserInteractionEnabled: node.isUserInteractionEnabled))
            remaining.append(node.subviews.count)
        }
        return TreeDigest(lines: lines)
    }

    /// Puts the subtree back as captured; afterwards `root.treeDigest == digest`.
    public func restore() {
        View.performWithoutAnimation {
            for node in nodes {
                let parent = node.view
                for current in parent.subviews where !node.subviews.contains(where: { $0 === current }) {
                    current.removeFromSuperview()
                }
                for (index, child) in node.subviews.enumerated() where !parent.isDescendant(of: child) {
                    if parent.subviews.indices.contains(index), parent.subviews[index] === child { continue }
                    parent.insertSubview(child, at: index)
                }
            }
            for node in nodes {
                node.view.name = node.name
                node.view.setModel(node.state)
                node.view.isUserInteractionEnabled = node.isUserInteractionEnabled
            }
        }
    }
}
