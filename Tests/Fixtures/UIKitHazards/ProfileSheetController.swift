import UIKit

/// A profile card shown as a sheet: it adapts its chrome to the phone it runs on, ticks a haptic
/// as the user changes a tab, and listens for the app returning to the foreground.
final class ProfileSheetController: UIViewController, UIAdaptivePresentationControllerDelegate, UIGestureRecognizerDelegate {
    private let haptics = UIImpactFeedbackGenerator(style: .light)
    private let tabTicks = UISelectionFeedbackGenerator()
    private let outcome = UINotificationFeedbackGenerator()
    private lazy var dragGesture = UIPanGestureRecognizer(target: self, action: #selector(didDrag(_:)))
    private var prefersLightStatusBar = false
    private(set) var foregroundCount = 0

    override var preferredStatusBarStyle: UIStatusBarStyle {
        prefersLightStatusBar ? .lightContent : .darkContent
    }

    override var prefersStatusBarHidden: Bool {
        UIApplication.shared.statusBarFrame.height == 0
    }

    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }

    override func awakeFromNib() {
        super.awakeFromNib()
        modalPresentationStyle = .pageSheet
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(dragGesture)
        dragGesture.delegate = self
        NotificationCenter.default.addObserver(self, selector: #selector(appWillEnterForeground(_:)),
                                               name: UIApplication.willEnterForegroundNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(refreshLayout),
                                               name: UIApplication.didChangeStatusBarFrameNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(ProfileSheetController.appDidBecomeActive(_:)),
                                               name: UIApplication.didBecomeActiveNotification, object: nil)
        let topInset: CGFloat
        if UIDevice.current.userInterfaceIdiom == .pad || traitCollection.horizontalSizeClass == .regular {
            topInset = 24
        } else {
            topInset = UIApplication.shared.statusBarFrame.height
        }
        view.layer.cornerRadius = topInset > 30 ? 12 : 8
        if (UIDevice.current.systemVersion as NSString).floatValue >= 13 {
            view.backgroundColor = traitCollection.userInterfaceStyle == .dark ? .black : .white
        }
        haptics.prepare()
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in self.refreshLayout() }, completion: nil)
    }

    @objc private func appWillEnterForeground(_ notification: Notification) {
        foregroundCount += 1
    }

    @objc func appDidBecomeActive(_ note: NSNotification) {
        if UIApplication.shared.isIdleTimerDisabled, note.object == nil {
            UIApplication.shared.isIdleTimerDisabled = false
        }
    }

    @objc private func refreshLayout() {
        prefersLightStatusBar = UIApplication.shared.statusBarOrientation.isLandscape
        setNeedsStatusBarAppearanceUpdate()
    }

    @objc private func didDrag(_ gesture: UIPanGestureRecognizer) {
        if gesture.state == .ended {
            haptics.impactOccurred(intensity: 0.7)
        }
    }

    func selectTab(_ index: Int) {
        tabTicks.selectionChanged()
        if index < 0 { outcome.notificationOccurred(.error) }
    }

    // MARK: UIGestureRecognizerDelegate

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer.isEqual(dragGesture) else { return true }
        return UIApplication.shared.applicationState == .active
    }

    // MARK: UIAdaptivePresentationControllerDelegate

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        traitCollection.verticalSizeClass == .compact ? .fullScreen : .none
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        outcome.notificationOccurred(.success)
    }
}

/// Shows the profile sheet the way a storyboard's modal segue does.
final class ProfileSegue: UIStoryboardSegue {
    override func perform() {
        if let sheet = destination as? ProfileSheetController {
            sheet.presentationController?.delegate = sheet
        }
        super.perform()
    }
}
