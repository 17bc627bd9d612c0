import UIKit

/// The Interface Builder helper many apps carry: a corner radius on every view, declared in an
/// extension (UIView has none of its own).
extension UIView {
    @IBInspectable var cornerRadius: CGFloat {
        get { layer.cornerRadius }
        set {
            layer.cornerRadius = newValue
            layer.masksToBounds = newValue > 0
        }
    }
}
