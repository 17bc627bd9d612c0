import UIKit

/// A profile header in the style transition libraries draw their chrome: an image literal in an
/// image view, a rounded-top mask from a Bézier path on a shape layer, a shadow, frames placed in
/// `layoutSubviews`, and a scroll view whose offset is watched with key-value observation.
final class AvatarHeaderView: UIView {
    let avatar = UIImageView(image: #imageLiteral(resourceName: "avatar"))
    let list = UIScrollView()
    private var offsetObservation: NSKeyValueObservation?
    private(set) var pulls: [CGFloat] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        avatar.contentMode = .scaleAspectFill
        avatar.layer.cornerRadius = 24
        avatar.clipsToBounds = true
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.25
        layer.shadowRadius = 12
        layer.shadowOffset = CGSize(width: 0, height: -2)
        list.contentSize = CGSize(width: 320, height: 2000)
        addSubview(list)
        addSubview(avatar)
        offsetObservation = list.observe(\.contentOffset, options: [.old, .new]) { [weak self] scrollView, change in
            guard let old = change.oldValue, let new = change.newValue, new.y < 0 else { return }
            self?.pulls.append(old.y - new.y)
        }
    }

    /// The app's root controller, reached the app-extension-safe way (key-value coding).
    static var rootController: UIViewController? {
        guard let application = UIApplication.value(forKeyPath: #keyPath(UIApplication.shared)) as? UIApplication
            else { return nil }
        return application.keyWindow?.rootViewController
    }

    /// How far the avatar springs when pulled, none under Reduce Motion.
    var springDistance: CGFloat { UIAccessibility.isReduceMotionEnabled ? 0 : 44 }

    /// Stops every action of the header's controls, the way code tears a screen down.
    func stopListening(to button: UIButton) {
        button.removeTarget(nil, action: nil, for: .allEvents)
        avatar.gestureRecognizers?.forEach { $0.removeTarget(self, action: nil) }
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        avatar.frame = CGRect(x: 16, y: 16, width: 48, height: 48)
        list.frame = CGRect(x: 0, y: 80, width: bounds.width, height: bounds.height - 80)
        let path = UIBezierPath(roundedRect: bounds, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 16, height: 16))
        path.addArc(withCenter: CGPoint(x: bounds.midX, y: 0), radius: 6, startAngle: 0, endAngle: .pi, clockwise: true)
        let mask = CAShapeLayer()
        mask.path = path.cgPath
        layer.mask = mask
        layer.shouldRasterize = true
        layer.rasterizationScale = UIScreen.main.scale
    }
}
