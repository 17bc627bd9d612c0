import Foundation

/// Where a card goes as it is pulled: helpers the transitions share, importing only Foundation.
enum CardGeometry {
    static func frame(of view: UIView, pulledBy fraction: CGFloat) -> CGRect {
        view.frame.offsetBy(dx: 0, dy: view.bounds.height * fraction)
    }
}
