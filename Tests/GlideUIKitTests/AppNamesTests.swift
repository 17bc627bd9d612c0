import GlideTesting
import GlideUIKit
import Testing

/// A controller that records the notifications its selector observers receive.
private final class Listener: UIViewController {
    var received: [String] = []

    func handle(_ notification: Notification) { received.append("handle \(notification.name.rawValue)") }
    func refresh() { received.append("refresh") }
    func legacy(_ notification: NSNotification) { received.append("legacy \(notification.name.rawValue) \(notification.userInfo?["n"] ?? "")") }
}

/// A controller whose status bar preferences are overridden, calling `super` where UIKit code does.
private final class DarkScreen: UIViewController {
    private(set) var resized: CGSize?

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { true }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        resized = size
    }

    override func awakeFromNib() {
        super.awakeFromNib()
    }
}

/// Keeps what it is asked; Glide never asks it.
private final class SheetWatcher: UIAdaptivePresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .overFullScreen }
}

/// `UIApplication`, `UIDevice`, traits, the adaptive delegate, status bar preferences, segues,
/// haptics, selector observers of `NotificationCenter` and `isEqual(_:)`.
@Suite struct AppNamesTests {
    @Test func theApplicationAndDeviceAreAnIPhoneInPortrait() {
        let app = UIApplication.shared
        #expect(app.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
        #expect(app.statusBarFrame.width == UIScreen.main.bounds.width)
        #expect(app.statusBarOrientation == .portrait && app.statusBarOrientation.isPortrait)
        #expect(app.applicationState == .active && app.userInterfaceLayoutDirection == .leftToRight)
        let device = UIDevice.current
        #expect(device.userInterfaceIdiom == .phone && device.orientation == .portrait && !device.orientation.isLandscape)
        #expect(device.systemVersion == "17.0" && device.model == "iPhone")
        #expect(UIApplication.didChangeStatusBarFrameNotification.rawValue == "UIApplicationDidChangeStatusBarFrameNotification")
        #expect(app.supportedInterfaceOrientations(for: nil) == .allButUpsideDown)
    }

    /// The app-wide status bar calls UIKit deprecated in iOS 9 keep what they are given.
    @Test func theDeprecatedStatusBarCallsKeepTheirValues() {
        let app = UIApplication.shared
        let (hidden, style) = (app.isStatusBarHidden, app.statusBarStyle)
        defer { app.isStatusBarHidden = hidden; app.statusBarStyle = style }
        app.setStatusBarHidden(!hidden, with: .fade)
        app.setStatusBarStyle(.lightContent, animated: true)
        #expect(app.isStatusBarHidden == !hidden && app.statusBarStyle == .lightContent)
    }

    @Test func theKeyWindowIsTheLatestMadeKeyAndIsHeldWeakly() {
        var window: UIWindow? = UIWindow()
        weak let made = window
        // Other tests make windows key in parallel: seeing it once right after its own call is enough.
        let seen = (0..<100).contains { _ in
            window?.makeKeyAndVisible()
            return UIApplication.shared.keyWindow === made
        }
        #expect(seen && made?.isKeyWindow == true)
        window = nil
        #expect(made == nil)
    }

    @Test func traitsAreACompactWidthRegularHeightPhone() {
        let controller = UIViewController()
        let traits = controller.traitCollection
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
        #expect(traits.userInterfaceIdiom == .phone && traits.displayScale == 3 && traits.userInterfaceStyle == .light)
        #expect(controller.view.traitCollection == traits)
        #expect(traits.displayScale == UIScreen.main.scale)
        let compact = UITraitCollection(horizontalSizeClass: .compact)
        #expect(compact.horizontalSizeClass == .compact && compact.verticalSizeClass == .unspecified && compact.displayScale == 0)
    }

    @Test func thePresentationControllersDelegateIsKeptWeaklyWithUIKitsDefaults() {
        let presented = UIViewController()
        let presentation = UIPresentationController(presentedViewController: presented, presenting: nil)
        var watcher: SheetWatcher? = SheetWatcher()
        presentation.delegate = watcher
        #expect(presentation.delegate === watcher)
        // Asked through the protocol, as UIKit asks: its own answer, and UIKit's defaults for the rest.
        #expect(presentation.delegate?.adaptivePresentationStyle(for: presentation) == .overFullScreen)
        #expect(
            presentation.delegate?.adaptivePresentationStyle(for: presentation, traitCollection: presentation.traitCollection)
                == .overFullScreen)
        #expect(presentation.delegate?.presentationControllerShouldDismiss(presentation) == true)
        watcher = nil
        #expect(presentation.delegate == nil)
    }

    @Test func statusBarPreferencesAndResizeCallbacksAreOverridable() {
        let plain = UIViewController()
        #expect(plain.preferredStatusBarStyle == .default && !plain.prefersStatusBarHidden)
        #expect(plain.preferredStatusBarUpdateAnimation == .fade)
        let dark = DarkScreen()
        let base: UIViewController = dark
        #expect(base.preferredStatusBarStyle == .lightContent && base.prefersStatusBarHidden)
        base.setNeedsStatusBarAppearanceUpdate()
        base.awakeFromNib()
        #expect(dark.resized == nil)
    }

    @Test func aSeguePresentsItsDestinationAnimated() {
        let clock = VirtualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock)
        let source = UIViewController(name: "source")
        let destination = UIViewController(name: "destination")
        window.rootViewController = source
        window.makeKeyAndVisible()
        let segue = UIStoryboardSegue(identifier: "show", source: source, destination: destination)
        #expect(segue.identifier == "show" && segue.source === source && segue.destination === destination)
        segue.perform()
        #expect(window.currentTransition?.isAnimated == true && window.currentTransition?.isInFlight == true)
        clock.advance(by: 2)
        #expect(window.currentTransition?.isInFlight == false)
        #expect(source.presentedViewController === destination && destination.presentingViewController === source)
        // The destination's own style, `.fullScreen` by default: the source's view leaves the window.
        #expect(window.visibleViewController === destination && window.shows(destination) && !window.shows(source))
        #expect(window.transitionLog.outcomes.count == 1 && window.transitionLog.outcomes.first?.kind == .present)
    }

    @Test func aSegueWithAHandlerRunsItInstead() {
        var performed = 0
        let source = UIViewController(), destination = UIViewController()
        UIStoryboardSegue(identifier: nil, source: source, destination: destination) { performed += 1 }.perform()
        #expect(performed == 1 && source.presentedViewController == nil)
    }

    @Test func haptics() {
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.4)
        impact.impactOccurred(intensity: 7)
        #expect(impact.style == .heavy && impact.preparationCount == 1 && impact.impacts == [1, 0.4, 1])
        let selection = UISelectionFeedbackGenerator()
        selection.selectionChanged()
        selection.selectionChanged()
        #expect(selection.selectionChangeCount == 2 && selection.preparationCount == 0)
        let notification = UINotificationFeedbackGenerator()
        notification.notificationOccurred(.success)
        notification.notificationOccurred(.error)
        #expect(notification.notifications == [.success, .error])
    }

    @Test func aSelectorObserverHearsItsNotificationsUntilItIsGone() {
        let center = NotificationCenter()
        let name = Notification.Name("GlideTestPing")
        let sender = UIView()
        var listener: Listener? = Listener()
        weak let watched = listener
        center.addObserver(listener!, selector: Listener.handle(_:), name: name, object: nil)
        center.addObserver(listener!, selector: Listener.refresh, name: name, object: sender)
        center.post(name: name, object: nil)
        #expect(watched?.received == ["handle GlideTestPing"])
        center.post(name: name, object: sender)
        // Foundation does not promise an order among a notification's observers.
        #expect(watched?.received.sorted() == ["handle GlideTestPing", "handle GlideTestPing", "refresh"])
        listener = nil
        #expect(watched == nil)
        // The blocks outlive the observer and do nothing; a new observer's call takes them off.
        center.post(name: name, object: sender)
        let next = Listener()
        center.addObserver(next, selector: Listener.refresh, name: name, object: nil)
        center.post(name: name, object: sender)
        #expect(next.received == ["refresh"])
    }

    @Test func removeObserverEndsSelectorObservationsByNameAndAll() {
        let center = NotificationCenter()
        let ping = Notification.Name("GlideTestPing"), pong = Notification.Name("GlideTestPong")
        let listener = Listener()
        center.addObserver(listener, selector: Listener.handle(_:), name: ping, object: nil)
        center.addObserver(listener, selector: Listener.handle(_:), name: pong, object: nil)
        center.removeObserver(listener, name: ping, object: nil)
        center.post(name: ping, object: nil)
        center.post(name: pong, object: nil)
        #expect(listener.received == ["handle GlideTestPong"])
        center.removeObserver(listener)
        center.post(name: pong, object: nil)
        #expect(listener.received == ["handle GlideTestPong"])
        center.addObserver(listener, selector: Listener.legacy(_:), name: ping, object: nil)
        center.post(name: ping, object: nil, userInfo: ["n": 7])
        #expect(listener.received == ["handle GlideTestPong", "legacy GlideTestPing 7"])
        // Foundation's block observers are removed by token as before.
        nonisolated(unsafe) var blockCalls = 0
        let token = center.addObserver(forName: ping, object: nil, queue: nil) { _ in blockCalls += 1 }
        center.post(name: ping, object: nil)
        center.removeObserver(token)
        center.post(name: ping, object: nil)
        #expect(blockCalls == 1)
    }

    @Test func isEqualIsIdentity() {
        let view = UIView(), other = UIView()
        #expect(view.isEqual(view) && !view.isEqual(other) && !view.isEqual(nil) && !view.isEqual(3))
        let controller = UIViewController()
        #expect(controller.isEqual(controller) && !controller.isEqual(UIViewController()) && !controller.isEqual(view))
        let pan = UIPanGestureRecognizer(), tap = UITapGestureRecognizer()
        let recognizer: UIGestureRecognizer = pan
        #expect(recognizer.isEqual(pan) && !recognizer.isEqual(tap))
    }
}
