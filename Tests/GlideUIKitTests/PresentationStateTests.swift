import GlideTesting
import GlideUIKit
import Testing

/// A controller that logs `isBeingPresented` / `isBeingDismissed` in its appearance callbacks.
private final class Logged: UIViewController {
    var log: [String] = []
    override func viewWillAppear(_ animated: Bool) { log.append("willAppear p=\(isBeingPresented) d=\(isBeingDismissed)") }
    override func viewDidAppear(_ animated: Bool) { log.append("didAppear p=\(isBeingPresented) d=\(isBeingDismissed)") }
    override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear p=\(isBeingPresented) d=\(isBeingDismissed)") }
    override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear p=\(isBeingPresented) d=\(isBeingDismissed)") }
}

@Suite struct PresentationStateTests {
    @Test func isBeingPresentedAndDismissedHoldThroughTheirTransitionsAppearanceCallbacks() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController(nibName: nil, bundle: nil)
        window.rootViewController = root
        window.makeKeyAndVisible()
        let sheet = Logged()
        root.present(sheet, animated: true)
        #expect(sheet.isBeingPresented && !root.isBeingPresented)
        _ = window.clock.runUntilIdle()
        #expect(!sheet.isBeingPresented)
        sheet.dismiss(animated: true)
        #expect(sheet.isBeingDismissed)
        _ = window.clock.runUntilIdle()
        #expect(!sheet.isBeingDismissed)
        #expect(sheet.log == [
            "willAppear p=true d=false", "didAppear p=true d=false", "willDisappear p=false d=true", "didDisappear p=false d=true",
        ])
    }

    @Test func viewsCompareByIdentityAndTheSafeAreaIsTheWholeView() {
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let b = UIView(frame: a.frame)
        #expect(a == a && a != b && [b, a].firstIndex(of: a) == 1 && Set([a, a, b]).count == 2)
        let scroll: UIView = UIScrollView()
        #expect(scroll.isKind(of: UIScrollView.self) && scroll.isKind(of: UIView.self) && !a.isKind(of: UIScrollView.self))
        #expect(Logged().isKind(of: UIViewController.self) && !UIViewController(nibName: nil, bundle: nil).isKind(of: Logged.self))
        #expect(a.safeAreaInsets == .zero && a.safeAreaLayoutGuide.layoutFrame == a.bounds)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor, constant: 10),
            child.leadingAnchor.constraint(equalTo: container.safeAreaLayoutGuide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: container.safeAreaLayoutGuide.trailingAnchor),
            child.heightAnchor.constraint(equalToConstant: 44),
        ])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 10, width: 300, height: 44))
        #expect(child.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 300, height: 44))
        let controller = UIViewController(nibName: nil, bundle: nil)
        #expect(controller.topLayoutGuide.length == 0 && controller.bottomLayoutGuide.length == 0)
    }
}
