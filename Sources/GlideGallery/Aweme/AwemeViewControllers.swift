import Foundation
import GlideUI

/// Article 002's grid (the presenting controller): a collection of cells; tapping one presents the
/// list zooming out of it, and it is the list's transitioning delegate.
///
/// As in the article the list is presented `.overCurrentContext` and the grid's own style is
/// `.currentContext`; each presentation makes a new list, wires the drag interaction to it and
/// points both animators at the tapped cell (frame converted to the grid's view).
open class AwemeGridViewController: ViewController, ViewControllerTransitioningDelegate {
    /// The number of cells.
    public let cellCount: Int
    /// The number of columns.
    public let columns: Int
    /// The size of a cell, in points.
    public let itemSize: Size
    /// The present animator (the article's `presentScaleAnimation`).
    public let presentAnimation = AwemePresentTransition()
    /// The dismiss animator (the article's `dismissScaleAnimation`).
    public let dismissAnimation = AwemeDismissTransition()
    /// The drag-to-dismiss interaction (the article's `leftDragInteractiveTransition`), wired to each new list and attached to
    /// the grid's window (to the list when the grid is in none), so a touch can grab the fly-back while the list is transparent; nil: lists are not draggable.
    public var dragInteraction: AwemeDragInteraction? {
        didSet { dragInteraction?.dismissTransition = dismissAnimation }
    }
    /// The cells, in order, once the view is loaded.
    public private(set) var cells: [View] = []
    /// The view holding the cells (the article's collection view), once the view is loaded.
    public private(set) var collectionView: View?

    /// Makes a grid of `cellCount` cells of `itemSize` in `columns` columns.
    public init(name: String = "grid", cellCount: Int = 12, columns: Int = 3, itemSize: Size = Size(width: 130, height: 173)) {
        self.cellCount = max(0, cellCount)
        self.columns = max(1, columns)
        self.itemSize = itemSize
        super.init(name: name)
        modalPresentationStyle = .currentContext
    }

    /// Makes the grid's view: a collection view holding the cells row by row.
    open override func loadView() {
        let rows = (cellCount + columns - 1) / columns
        let root = View(name: name)
        root.backgroundColor = .white
        let collection = View(
            frame: Rect(x: 0, y: 0, width: Double(columns) * itemSize.width, height: Double(rows) * itemSize.height),
            name: "collection")
        cells = (0..<cellCount).map { index in
            let cell = View(
                frame: Rect(
                    x: Double(index % columns) * itemSize.width, y: Double(index / columns) * itemSize.height,
                    width: itemSize.width, height: itemSize.height),
                name: "cell-\(index)")
            cell.backgroundColor = Color(white: 0.1 + 0.05 * Double(index % 10))
            collection.addSubview(cell)
            return cell
        }
        root.addSubview(collection)
        collectionView = collection
        view = root
    }

    /// The index of the cell under `point` (in the grid view's coordinates), if any.
    public func cellIndex(at point: Point) -> Int? {
        guard let collection = collectionView else { return nil }
        let local = collection.convert(point, from: view)
        return cells.firstIndex { $0.frame.contains(local) }
    }

    /// The frame of cell `index` in the grid view's coordinates (the article's `cellConvertedFrame`), or nil.
    public func convertedFrame(ofCell index: Int) -> Rect? {
        guard let collection = collectionView, cells.indices.contains(index) else { return nil }
        return collection.convert(cells[index].frame, to: view)
    }

    /// Presents a new list from cell `index` (nil: from no cell), as the article's `didSelectItemAtIndexPath:`.
    @discardableResult
    open func presentList(fromCell index: Int?, animated: Bool = true) -> AwemeListViewController {
        loadViewIfNeeded()
        let list = AwemeListViewController(frame: view.bounds)
        list.transitioningDelegate = self
        let frame = index.flatMap(convertedFrame(ofCell:)) ?? .zero
        presentAnimation.cellFrame = frame
        dismissAnimation.selectedCell = index.flatMap { cells.indices.contains($0) ? cells[$0] : nil }
        dismissAnimation.finalCellFrame = frame
        list.modalPresentationStyle = .overCurrentContext
        modalPresentationStyle = .currentContext
        dragInteraction?.wire(to: list, attachingTo: view.window)
        present(list, animated: animated)
        return list
    }

    /// The zoom out of the cell.
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { presentAnimation }

    /// The zoom back into the cell.
    public func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        dismissAnimation
    }

    /// The drag interaction while a drag drives the dismissal, else nil (a non-interactive dismissal).
    public func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? {
        guard let dragInteraction, dragInteraction.isInteracting else { return nil }
        return dragInteraction
    }
}

/// Article 002's full-screen list (`AwemeListViewController`): a plain dark page the size of the screen.
open class AwemeListViewController: ViewController {
    private let frame: Rect

    /// Makes a list whose view fills `frame`.
    public init(frame: Rect, name: String = "list") {
        self.frame = frame
        super.init(name: name)
    }

    /// Makes the list's view: a black page with one video view filling it.
    open override func loadView() {
        let page = View(frame: frame, name: name)
        page.backgroundColor = .black
        page.addSubview(View(frame: Rect(origin: .zero, size: frame.size), name: "video"))
        view = page
    }
}
