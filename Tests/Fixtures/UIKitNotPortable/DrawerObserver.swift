import UIKit

@objc protocol DrawerObserving: AnyObject {
    @objc optional func drawerWidth(_ drawer: UIViewController) -> CGFloat
}

/// What GlideUIKit cannot run: a property selector, an optional requirement no default can stand for, a managed property.
final class DrawerObserver: NSObject {
    @objc dynamic var isOpen = false

    func observe(_ control: UIControl) {
        control.addTarget(self, action: #selector(getter: DrawerObserver.isOpen), for: .valueChanged)
    }
}

/// A layer with a property Core Animation animates by key.
final class GripLayer: CALayer {
    @NSManaged var progress: CGFloat
}

/// A card with a name of its own, which Glide's views already have.
final class NamedCard: UIView {
    var name = "card"
    override var alpha: CGFloat {
        didSet { isHidden = alpha == 0 }
    }
}

extension UIViewController {
    var name: String { "sheet" }
}
