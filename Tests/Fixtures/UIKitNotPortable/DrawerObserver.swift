import UIKit

@objc protocol DrawerObserving: AnyObject {
    @objc optional func drawerDidOpen(_ drawer: UIViewController)
}

/// What GlideUIKit cannot run: a property selector, an optional requirement.
final class DrawerObserver: NSObject {
    @objc dynamic var isOpen = false

    func observe(_ control: UIControl) {
        control.addTarget(self, action: #selector(getter: DrawerObserver.isOpen), for: .valueChanged)
    }
}
