import UIKit.UIGestureRecognizerSubclass
import UIKit

/// A drawer that is dragged shut: the drag drives its dismissal, a tap on it closes it.
@objc(GPDrawerTransition)
@objcMembers
final class DrawerTransition: UIPercentDrivenInteractiveTransition, UIViewControllerAnimatedTransitioning {
    @IBOutlet weak var grip: UIView?
    /// How far open the drawer is, observed by the menu.
    @objc dynamic var openFraction: CGFloat = 1
    private weak var drawer: UIViewController?

    func attach(to drawer: UIViewController) {
        self.drawer = drawer
        let drag = UIPanGestureRecognizer(target: self, action: #selector(DrawerTransition.handleDrag(gesture:)))
        drawer.view.addGestureRecognizer(drag)
        let tap = UITapGestureRecognizer(target: self, action: #selector(self.close))
        tap.require(toFail: drag)
        drawer.view.addGestureRecognizer(tap)
        if #available(iOS 13.0, *) {
            drawer.view.backgroundColor = .systemBackground
        } else {
            drawer.view.backgroundColor = .white
        }
        grip?.backgroundColor = #colorLiteral(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
    }

    @IBAction func close() {
        drawer?.dismiss(animated: true)
    }

    // Called by the drag recognizer.
    @objc
    func handleDrag(gesture: UIPanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let fraction = max(0, -gesture.translation(in: view).x / view.bounds.width)
        openFraction = 1 - fraction
        switch gesture.state {
        case .changed:
            update(fraction)
        case .ended:
            if fraction > 0.5 { finish() } else { cancel() }
        default:
            break
        }
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let drawerView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        if transitionContext.responds(to: #selector(UIViewControllerContextTransitioning.pauseInteractiveTransition)) {
            drawerView.isUserInteractionEnabled = true
        }
        let shut = drawerView.frame.offsetBy(dx: -drawerView.frame.width, dy: 0)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            drawerView.frame = shut
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
