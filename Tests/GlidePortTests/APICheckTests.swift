import Foundation
import GlidePort
import Testing

/// `glide port --check` on the fixtures: every UIKit type, static member, override and `super`
/// call, supported or not, with where it is first used.
@Suite struct APICheckTests {
    @Test func theHazardsUseOnlyWhatGlideUIKitHas() throws {
        let sources = try PortFixtures.files(in: "UIKitHazards").map { ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8)) }
        let uses = APICheck.check(sources.map { (path: $0.0, text: $0.1) })
        let unsupported = uses.filter { !$0.supported }
        #expect(unsupported.isEmpty, "\(unsupported)")
        let apis = Set(uses.map(\.api))
        #expect(apis.isSuperset(of: ["UIView", "UIPanGestureRecognizer", "UIView.animate", "UIViewController.viewDidLoad (override)", "UIViewController.viewDidLoad"]))
    }

    @Test func aMemberSpelledWithBackticksIsMappedByItsName() {
        #expect(APIMap.glideUIKit.types["UIStatusBarStyle"]?.contains("default") == true)
        let source = """
            import UIKit

            final class Bar: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { UIStatusBarStyle.default }
            }
            """
        let unsupported = APICheck.check([(path: "Bar.swift", text: source)]).filter { !$0.supported }
        #expect(unsupported.isEmpty, "\(unsupported)")
    }

    @Test func whatGlideUIKitLacksIsListedFirstWithItsLocation() {
        let source = """
            import UIKit

            final class Sheet: UIViewController {
                let table = UITableView()
                override func viewSafeAreaInsetsDidChange() {
                    super.viewSafeAreaInsetsDidChange()
                    UIView.animate(withDuration: 0.2) { self.view.alpha = 1 }
                    UIView.performWithoutAnimation {}
                    _ = UIMenuController.shared
                    _ = self.view.subviews.filter { type(of: $0) == UIView.self }
                }
            }
            """
        let uses = APICheck.check([(path: "Sheet.swift", text: source)])
        let lines = uses.map(\.description)
        #expect(lines.prefix(5) == [
            "not supported UIMenuController  (1 use, first Sheet.swift:9:13)",
            "not supported UIMenuController.shared  (1 use, first Sheet.swift:9:13)",
            "not supported UITableView  (1 use, first Sheet.swift:4:17)",
            "not supported UIViewController.viewSafeAreaInsetsDidChange  (1 use, first Sheet.swift:6:9)",
            "not supported UIViewController.viewSafeAreaInsetsDidChange (override)  (1 use, first Sheet.swift:5:19)",
        ])
        #expect(lines.contains("supported     UIView  (3 uses, first Sheet.swift:7:9)"))
        #expect(!lines.contains { $0.contains("UIView.self") })
        #expect(lines.contains("supported     UIView.animate  (1 use, first Sheet.swift:7:9)"))
        #expect(lines.contains("supported     UIViewController  (1 use, first Sheet.swift:3:20)"))
    }
}
