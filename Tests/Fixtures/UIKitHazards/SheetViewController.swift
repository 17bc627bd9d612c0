import UIKit
import CoreGraphics

/// A grab handle drawn on top of a sheet.
final class SheetHandleView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A sheet with a grab handle at its top, centred.
final class SheetViewController: UIViewController {
    let handle = SheetHandleView(frame: CGRect(x: 0, y: 0, width: 36, height: 5))

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let view = view else { return }
        view.addSubview(handle)
        let top = CGPoint(x: view.bounds.midX, y: 12)
        if !handle.center.equalTo(top) {
            handle.center = top
        }
    }
}
