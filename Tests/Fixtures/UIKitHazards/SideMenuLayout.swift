import UIKit

/// A side menu laid out with anchors, slid in by animating its leading constant.
final class SideMenuViewController: UIViewController {
    let menu = UIView()
    private var menuLeading: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        menu.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(menu)
        let leading = menu.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: -280)
        NSLayoutConstraint.activate([
            leading,
            menu.topAnchor.constraint(equalTo: view.topAnchor),
            menu.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            menu.widthAnchor.constraint(equalToConstant: 280),
        ])
        menuLeading = leading
    }

    func open() {
        menuLeading?.constant = 0
        UIView.animate(withDuration: 0.3) {
            self.view.layoutIfNeeded()
        }
    }
}
