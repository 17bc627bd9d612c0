import UIKit

/// What a drawer tells the screen that shows it: every requirement optional, as Objective-C delegates' are.
@objc public protocol DrawerDelegate: AnyObject {
    @objc optional func drawerWillOpen(_ drawer: UIViewController)
    @objc optional func drawer(_ drawer: UIViewController, headingFor index: Int) -> String?
    @objc optional var preferredWidth: NSNumber? { get }
}

/// A drawer that asks its delegate only what it implements, and passes a navigation on to the
/// navigation controller's delegate, whose methods are optional in UIKit.
final class DrawerController: UIViewController {
    weak var delegate: DrawerDelegate?
    var handler: ((Int) -> Void)?
    private(set) var heading = ""

    func open() {
        delegate?.drawerWillOpen?(self)
        heading = delegate?.drawer?(self, headingFor: 0) ?? "Menu"
        handler?(0)
    }

    func forward(_ navigation: UINavigationController, to shown: UIViewController) {
        navigation.delegate?.navigationController?(navigation, willShow: shown, animated: true)
    }
}
