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

    // MARK: Core Animation

    @Test func transform3DFollowsCoreAnimationsRowVectorConvention() {
        let turn = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        let affine = CATransform3DGetAffineTransform(turn)
        let expected = CGAffineTransform(rotationAngle: .pi / 6)
        #expect(abs(affine.a - expected.a) < 1e-12 && abs(affine.b - expected.b) < 1e-12 && abs(affine.c - expected.c) < 1e-12)
        // Concat(a, b) is a then b; Translate(t, …) moves first, then applies t.
        let scaledThenMoved = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 0, 0))
        #expect(CATransform3DGetAffineTransform(scaledThenMoved).apply(to: CGPoint(x: 1, y: 0)) == CGPoint(x: 12, y: 0))
        let movedThenScaled = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
        #expect(CATransform3DGetAffineTransform(movedThenScaled).apply(to: CGPoint(x: 1, y: 0)) == CGPoint(x: 22, y: 0))
        #expect(CATransform3DIsIdentity(CATransform3DIdentity) && !CATransform3DIsIdentity(CATransform3D()))
        #expect(CATransform3DMakeAffineTransform(expected) == CATransform3DMakeAffineTransform(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(expected))))
    }

    /// A layer's 3D transform shows its affine part on the view, and reads back as set.
    @Test func aLayersTransformShowsItsAffinePartAndReadsBack() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var flip = CATransform3DIdentity
        flip.m34 = -1 / 500
        flip = CATransform3DRotate(flip, .pi / 3, 0, 1, 0)
        view.layer.transform = flip
        #expect(abs(view.transform.a - 0.5) < 1e-12 && view.transform.d == 1, "a turn about y narrows the view by its cosine")
        #expect(view.layer.transform == flip)
        view.transform = .identity
        #expect(CATransform3DIsIdentity(view.layer.transform), "a transform set on the view since wins")
        view.layer.zPosition = 3
        #expect(view.zPosition == 3)
        view.layer.position = CGPoint(x: 10, y: 20)
        #expect(view.center == CGPoint(x: 10, y: 20))
    }

    /// `presentation()` reads the values shown mid-animation; the model reads the end.
    @Test func thePresentationLayerReadsWhatIsShown() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.rootViewController?.view.addSubview(view)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            view.frame.origin.x = 200
            view.alpha = 0
        })
        let clock = try #require(window.clock as? VirtualClock)
        clock.advance(by: 0.25)
        let shown = try #require(view.layer.presentation())
        #expect(abs(shown.frame.minX - 50) < 1e-9 && abs(shown.position.x - 100) < 1e-9 && abs(shown.opacity - 0.75) < 1e-6)
        #expect(view.layer.frame.minX == 200 && view.layer.opacity == 0)
        #expect(abs(CACurrentMediaTime() - clock.now) < 1e-12, "CACurrentMediaTime reads the key window's clock")
    }

    // MARK: Views and controllers

    @Test func aVisualEffectViewTintsByItsEffectAndFadesItInABlock() throws {
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        blur.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        blur.layoutIfNeeded()
        #expect(blur.contentView.frame == blur.bounds && blur.contentView.superview === blur)
        #expect(blur.backgroundColor == UIColor(white: 0, alpha: 0.6))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let plain = UIVisualEffectView()
        window.rootViewController?.view.addSubview(plain)
        #expect(plain.effect == nil && plain.backgroundColor == .clear)
        UIView.animate(withDuration: 1) { plain.effect = UIBlurEffect(style: .systemUltraThinMaterialLight) }
        try #require(window.clock as? VirtualClock).advance(by: 0.5)
        let alpha = plain.presentation.backgroundColor?.alpha ?? 0
        #expect(alpha > 0 && alpha < 0.3, "the tint fades in: \(alpha)")
        #expect(UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light)).blurEffect.style == .light)
    }

    /// Subclasses override what UIKit lets them override, and call `super.init(target: nil, action: nil)`.
    final class CustomPan: UIPanGestureRecognizer {
        let pan: String
        init(pan: String) {
            self.pan = pan
            super.init(target: nil, action: nil)
        }
    }

    final class Card: UIViewController {
        override var modalPresentationStyle: UIModalPresentationStyle { get { .overFullScreen } set {} }
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    }

    final class Stack: UINavigationController {
        var pushed: [String] = []
        override func pushViewController(_ viewController: UIViewController, animated: Bool) {
            pushed.append(viewController.name)
            super.pushViewController(viewController, animated: animated)
        }
    }

    @Test func subclassesOverrideWhatUIKitLetsThem() {
        let custom = CustomPan(pan: "mine")
        #expect(custom.pan == "mine" && custom.state == .possible)
        let card = Card()
        #expect(card.modalPresentationStyle == .overFullScreen && card.supportedInterfaceOrientations == .portrait)
        #expect(UIViewController().supportedInterfaceOrientations == .allButUpsideDown)
        let stack = Stack(rootViewController: UIViewController(name: "root"))
        stack.pushViewController(UIViewController(name: "next"), animated: false)
        #expect(stack.pushed == ["next"] && stack.viewControllers.count == 2)
        let third = UIViewController(name: "third")
        stack.pushViewController(third, animated: false)
        #expect(stack.popToViewController(stack.viewControllers[0], animated: false)?.map(\.name) == ["next", "third"])
        #expect(stack.viewControllers.map(\.name) == ["root"])
    }

    @Test func recognizersAreEqualOnlyToThemselvesAndHaveANameSlot() {
        let a = UIPanGestureRecognizer(), b = UIPanGestureRecognizer()
        a.name = "drawer"
        #expect(a == a && a != b && Set([a, b, a]).count == 2 && a.name == "drawer")
    }

    @Test func aContentContainerAnswersUIKitsDefaults() {
        let controller = UIViewController()
        let container: UIContentContainer = controller
        #expect(container.preferredContentSize == .zero)
        #expect(controller.size(forChildContentContainer: UIViewController(), withParentContainerSize: CGSize(width: 3, height: 4)) == CGSize(width: 3, height: 4))
    }

    @Test func aLabelAndItsFontAreDataWithUIKitsDefaults() throws {
        let label = UILabel(frame: .zero)
        #expect(label.font == UIFont.systemFont(ofSize: 17) && label.numberOfLines == 1 && label.textAlignment == .natural)
        label.text = "Close"
        label.font = UIFont(name: "Avenir-Heavy", size: 20) ?? .boldSystemFont(ofSize: 20)
        label.sizeToFit()
        #expect(label.frame.size == CGSize(width: 5 * 20 * 0.55, height: 24))
        let font = try #require(UIFont(name: "Avenir-Heavy", size: 20))
        #expect(font.fontName == "Avenir-Heavy" && font.withSize(12).pointSize == 12 && UIFont.boldSystemFont(ofSize: 9).weight == .bold)
        let centred: NSTextAlignment = .center
        label.textAlignment = centred
        #expect(!label.isUserInteractionEnabled, "labels take no touches, as UIKit's")
    }
}
