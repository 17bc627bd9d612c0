import GlideTesting
import GlideUIKit
import Testing

/// UIKit API that published transition code uses, each as UIKit documents it.
@Suite struct UIKitAPITests {
    /// A container controller of the app's own, logging its child's containment callbacks.
    final class Child: UIViewController {
        var log: [String] = []
        override func willMove(toParent parent: UIViewController?) {
            super.willMove(toParent: parent)
            log.append("willMove(\(parent?.name ?? "nil"))")
        }
        override func didMove(toParent parent: UIViewController?) {
            super.didMove(toParent: parent)
            log.append("didMove(\(parent?.name ?? "nil"))")
        }
    }

    /// addChild calls willMove(toParent:) itself; removeFromParent calls didMove(toParent: nil)
    /// itself; the container calls the other two, as Apple's container guide has it.
    @Test func childContainmentCallsWhatUIKitCallsAndNoMore() {
        let menu = UIViewController(name: "menu")
        let child = Child(name: "child")
        menu.addChild(child)
        menu.view.addSubview(child.view)
        child.didMove(toParent: menu)
        #expect(child.parent === menu && menu.children.map(\.name) == ["child"])
        #expect(child.log == ["willMove(menu)", "didMove(menu)"])
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(child.parent == nil && menu.children.isEmpty)
        #expect(child.log == ["willMove(menu)", "didMove(menu)", "willMove(nil)", "didMove(nil)"])
        child.removeFromParent()
        #expect(child.log.count == 4, "removing a child with no parent calls nothing")
    }

    @Test func addingAChildOfAnotherControllerMovesIt() {
        let first = UIViewController(name: "first"), second = UIViewController(name: "second")
        let child = Child(name: "child")
        first.addChild(child)
        second.addChild(child)
        #expect(child.parent === second && first.children.isEmpty && second.children.count == 1)
        #expect(child.log == ["willMove(first)", "didMove(nil)", "willMove(second)"])
        child.addChild(second)
        #expect(second.parent == nil, "an ancestor cannot become a child")
    }

    /// A child's view inside its parent's gets the appearance callbacks with it.
    @Test func aChildsViewInItsParentsAppearsWithIt() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let menu = UIViewController(name: "menu")
        let child = AppearanceLog(name: "child")
        menu.addChild(child)
        menu.view.addSubview(child.view)
        child.didMove(toParent: menu)
        window.rootViewController = menu
        window.makeKeyAndVisible()
        #expect(child.log == ["willAppear", "didAppear"])
    }

    final class AppearanceLog: UIViewController {
        var log: [String] = []
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("didAppear") }
    }

    /// Setting `viewControllers` is `setViewControllers(_:animated: false)`.
    @Test func theNavigationStackIsSettable() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController(name: "root"), detail = UIViewController(name: "detail")
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.viewControllers = [root, detail]
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail"] && navigation.topViewController === detail)
        #expect(detail.parent === navigation && window.shows(detail))
        let record = window.transitionLog.outcomes.last
        #expect(record?.kind == .push && record?.reason == .nonInteractive)
        navigation.viewControllers = [detail]
        #expect(navigation.viewControllers.map(\.name) == ["detail"] && root.parent == nil)
    }

    @Test func aRecognizerMadeWithNilTargetAndActionHasNoActionYet() {
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        #expect(pan.state == .possible && tap.numberOfTapsRequired == 1)
    }

    @Test func accessibilityIdentifierIsTheViewsName() {
        let view = UIView()
        #expect(view.accessibilityIdentifier == nil)
        view.accessibilityIdentifier = "dialog.card"
        #expect(view.name == "dialog.card" && view.accessibilityIdentifier == "dialog.card")
        view.accessibilityIdentifier = nil
        #expect(view.name == "" && view.accessibilityIdentifier == nil)
    }

    @Test func coreAnimationsCornerNamesAndTimeInterval() {
        let layer = CALayer()
        #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        #expect(layer.maskedCorners == [.topLeft, .topRight])
        #expect(layer.cornerCurve == .circular)
        layer.cornerCurve = .continuous
        #expect(layer.cornerCurve == CALayerCornerCurve.continuous)
        let duration: CFTimeInterval = 0.25
        #expect(duration == TimeInterval(0.25))
    }
}
