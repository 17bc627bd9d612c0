import Foundation
import GlidePort
import Testing

/// `glide port`'s rewriter on the fixtures: every hazard ported and noted where it is, nothing
/// else changed, and porting ported code changes nothing.
@Suite struct UIKitPorterTests {
    static let hazards = (try? PortFixtures.files(in: "UIKitHazards")) ?? []
    static let all = hazards + ((try? PortFixtures.files(in: "UIKitNotPortable")) ?? [])

    @Test func everyHazardIsPortedAndNotedWhereItIs() throws {
        let (_, ported) = try PortFixtures.port(PortFixtures.root.appendingPathComponent("UIKitHazards/DrawerTransition.swift"))
        let notes = ported.notes.map(\.description)
        let expected = [
            "DrawerTransition.swift:1:1: changed: `import UIKit.UIGestureRecognizerSubclass` → `import GlideUIKit`",
            "DrawerTransition.swift:2:1: changed: `import UIKit` → `import GlideUIKit`",
            "DrawerTransition.swift:5:1: changed: dropped `@objc(GPDrawerTransition)`",
            "DrawerTransition.swift:6:1: changed: dropped `@objcMembers`",
            "DrawerTransition.swift:8:5: changed: dropped `@IBOutlet`",
            "DrawerTransition.swift:10:5: changed: dropped `@objc`",
            "DrawerTransition.swift:10:11: changed: dropped `dynamic`",
            "DrawerTransition.swift:15:65: changed: `#selector(DrawerTransition.handleDrag(gesture:))` → `DrawerTransition.handleDrag(gesture:)`",
            "DrawerTransition.swift:17:64: changed: `#selector(self.close)` → `Self.close`",
            "DrawerTransition.swift:20:12: changed: `#available(iOS 13.0, *)` → `true`",
            "DrawerTransition.swift:25:33: changed: `#colorLiteral(…)` → `UIColor(…)`",
            "DrawerTransition.swift:28:5: changed: dropped `@IBAction`",
            "DrawerTransition.swift:33:5: changed: dropped `@objc`",
        ]
        for line in expected { #expect(notes.contains(line), "missing: \(line)\nnotes:\n\(notes.joined(separator: "\n"))") }
        #expect(notes.contains { $0.hasPrefix("DrawerTransition.swift:57:12: changed: `transitionContext.responds(to:") })
        #expect(!ported.notes.contains { $0.kind == .notPorted })
        let text = ported.text
        #expect(text.hasPrefix("import GlideUIKit\n\n/// A drawer"), "one import left, the blank line kept:\n\(text.prefix(80))")
        #expect(text.contains("/// A drawer that is dragged shut: the drag drives its dismissal, a tap on it closes it.\nfinal class DrawerTransition"))
        #expect(text.contains("    weak var grip: UIView?\n    /// How far open the drawer is, observed by the menu.\n    var openFraction: CGFloat = 1\n"))
        #expect(text.contains("action: DrawerTransition.handleDrag(gesture:))") && text.contains("action: Self.close)"))
        #expect(text.contains("if true {") && text.contains("UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)"))
        #expect(text.contains("    // Called by the drag recognizer.\n    func handleDrag(gesture: UIPanGestureRecognizer) {"))
        #expect(text.contains("        if true {\n            drawerView.isUserInteractionEnabled = true"))
        #expect(!text.contains("@objc") && !text.contains("#selector") && !text.contains("dynamic") && !text.contains("@IB"))
    }

    @Test func aFileThatReliedOnTheUmbrellaImportGetsOne() throws {
        let (noImport, bare) = try PortFixtures.port(PortFixtures.root.appendingPathComponent("UIKitHazards/HalfSheetPresentation.swift"))
        #expect(bare.text == "import GlideUIKit\n\n" + noImport.drop { $0 == "\n" })
        #expect(bare.notes.map(\.description) == [
            "HalfSheetPresentation.swift:3:36: changed: added `import GlideUIKit` (`UIPresentationController` came through the module's umbrella import on iOS)",
        ])
        let (foundationOnly, ported) = try PortFixtures.port(PortFixtures.root.appendingPathComponent("UIKitHazards/CardGeometry.swift"))
        #expect(ported.text == foundationOnly.replacingOccurrences(of: "import Foundation\n", with: "import Foundation\nimport GlideUIKit\n"))
    }

    @Test func archiveInitialisersAndCoreGraphicsImportsArePorted() throws {
        let (_, ported) = try PortFixtures.port(PortFixtures.root.appendingPathComponent("UIKitHazards/SheetViewController.swift"))
        #expect(ported.notes.map(\.description) == [
            "SheetViewController.swift:1:1: changed: `import UIKit` → `import GlideUIKit`",
            "SheetViewController.swift:2:1: changed: `import CoreGraphics` → `import GlideUIKit`",
            "SheetViewController.swift:12:9: changed: `super.init(coder: coder)` → `super.init(frame: .zero)` (Glide has no storyboards or nibs to decode)",
            "SheetViewController.swift:25:9: changed: `super.init(coder: aDecoder)` → `super.init(nibName: nil, bundle: nil)` (Glide has no storyboards or nibs to decode)",
        ])
        #expect(ported.text.hasPrefix("import GlideUIKit\n\n/// A grab handle"))
        let (_, constants) = try PortFixtures.port(PortFixtures.root.appendingPathComponent("UIKitHazards/DeckConstants.swift"))
        #expect(constants.text.hasPrefix("import GlideUIKit\n\n/// Timing shared"))
        #expect(constants.notes.map(\.description) == [
            "DeckConstants.swift:5:26: changed: added `import GlideUIKit` (`TimeInterval` came through the module's umbrella import on iOS)",
        ])
    }

    @Test func imageLiteralsAndKeyPathsBecomeCallsAndStrings() throws {
        let (_, ported) = try PortFixtures.port(PortFixtures.root.appendingPathComponent("UIKitHazards/AvatarHeaderView.swift"))
        let notes = ported.notes.map(\.description)
        #expect(notes.contains("AvatarHeaderView.swift:7:37: changed: `#imageLiteral(…)` → `UIImage(imageLiteralResourceName: …)`"), "\(notes)")
        #expect(notes.contains("AvatarHeaderView.swift:32:65: changed: `#keyPath(UIApplication.shared)` → `\"shared\"`"), "\(notes)")
        #expect(ported.text.contains(#"UIImageView(image: UIImage(imageLiteralResourceName: "avatar"))"#))
        #expect(ported.text.contains(#"UIApplication.value(forKeyPath: "shared")"#))
        let nested = UIKitPorter.port("let k = #keyPath(card.layer.cornerRadius)\n", file: "K.swift")
        #expect(nested.text == "let k = \"card.layer.cornerRadius\"\n")
    }

    @Test func aCoreGraphicsTypeOnlyGlideUIKitHasGetsItsImport() {
        let ported = UIKitPorter.port("import Foundation\n\nfunc outline() -> CGMutablePath { CGMutablePath() }\n", file: "Outline.swift")
        #expect(ported.text.contains("import GlideUIKit\n"), "\(ported.text)")
        let foundationOnly = UIKitPorter.port("import Foundation\n\nlet r = CGRect.zero\n", file: "Rect.swift")
        #expect(!foundationOnly.text.contains("GlideUIKit"))
    }

    @Test func conditionsThatNameUIKitOrIOSNameGlideUIKit() throws {
        let (source, ported) = try PortFixtures.port(PortFixtures.root.appendingPathComponent("UIKitHazards/FadeAnimator.swift"))
        let expected = source
            .replacingOccurrences(of: "#if canImport(UIKit)\nimport UIKit", with: "#if canImport(GlideUIKit)\nimport GlideUIKit")
            .replacingOccurrences(of: "#if os(iOS)", with: "#if canImport(GlideUIKit)")
        #expect(ported.text == expected)
        #expect(ported.notes.count == 3)
    }

    /// An optional requirement that returns nothing or an optional gets a default in an extension
    /// and its calls lose their `?`, as do calls of a UIKit delegate's optional methods; a stored
    /// closure called through `?(` stays as it was.
    @Test func optionalRequirementsGetDefaultsAndTheirCallsLoseTheirQuestionMarks() throws {
        let (_, ported) = try PortFixtures.port(PortFixtures.root.appendingPathComponent("UIKitHazards/DrawerDelegate.swift"))
        #expect(ported.text.contains("""
            /// Defaults for `DrawerDelegate`'s optional requirements (added by glide port).
            extension DrawerDelegate {
                public func drawerWillOpen(_ drawer: UIViewController) {}
                public func drawer(_ drawer: UIViewController, headingFor index: Int) -> String? { nil }
                public var preferredWidth: NSNumber? { nil }
            }
            """))
        #expect(ported.text.contains("    func drawerWillOpen(_ drawer: UIViewController)\n"))
        #expect(ported.text.contains("delegate?.drawerWillOpen(self)"))
        #expect(ported.text.contains("delegate?.drawer(self, headingFor: 0) ?? \"Menu\""))
        #expect(ported.text.contains("navigation.delegate?.navigationController(navigation, willShow: shown, animated: true)"))
        #expect(ported.text.contains("handler?(0)"))
        #expect(ported.notes.filter { $0.what.hasPrefix("`optional` requirement →") }.count == 3)
        // Calls of an optional requirement another file declares are ported when that file is named.
        let elsewhere = UIKitPorter.port("func tell(_ d: DrawerDelegate, _ v: UIViewController) { d.drawerWillOpen?(v) }\n", file: "Tell.swift",
                                         optionalRequirements: UIKitPorter.optionalRequirements(in: try String(contentsOf: PortFixtures.root.appendingPathComponent("UIKitHazards/DrawerDelegate.swift"), encoding: .utf8)))
        #expect(elsewhere.text.contains("d.drawerWillOpen(v)"))
    }

    /// Overrides in an extension of a class the file declares move into the class's body; other
    /// members stay, as do overrides in an extension of a class declared elsewhere.
    @Test func overridesInAnExtensionMoveIntoTheClassBody() {
        let source = """
            import UIKit

            final class Interaction: UIPercentDrivenInteractiveTransition {
                var seen: [CGFloat] = []
            }

            extension Interaction {
                override func update(_ percentComplete: CGFloat) {
                    seen.append(percentComplete)
                    super.update(percentComplete)
                }

                func reset() { seen = [] }
            }

            extension Elsewhere {
                override func finish() {}
            }

            """
        let ported = UIKitPorter.port(source, file: "Interaction.swift")
        #expect(ported.text == """
            import GlideUIKit

            final class Interaction: UIPercentDrivenInteractiveTransition {
                var seen: [CGFloat] = []
                override func update(_ percentComplete: CGFloat) {
                    seen.append(percentComplete)
                    super.update(percentComplete)
                }
            }

            extension Interaction {

                func reset() { seen = [] }
            }

            extension Elsewhere {
                override func finish() {}
            }

            """)
        #expect(ported.notes.map(\.description).contains(
            "Interaction.swift:8:5: changed: moved an override from an extension of `Interaction` into the class's body (Swift refuses an override declared in an extension, which Objective-C dispatch allowed)"))
        #expect(UIKitPorter.port(ported.text, file: "Interaction.swift").text == ported.text)
    }

    /// An action typed as an edge pan but added to a plain pan (Objective-C passes the pan all the
    /// same) takes the pan; one added to the edge pan it names stays as it was.
    @Test func anActionTypedAsASubclassOfItsRecognizerTakesTheRecognizersClass() {
        let source = """
            import UIKit

            final class Interactor: NSObject {
                private let pan: UIPanGestureRecognizer
                init(pan: UIPanGestureRecognizer, view: UIView) {
                    self.pan = pan
                    super.init()
                    pan.addTarget(self, action: #selector(didPan(_:)))
                    view.addGestureRecognizer(UIScreenEdgePanGestureRecognizer(target: self, action: #selector(didEdgePan(_:))))
                }
                @objc func didPan(_ recognizer: UIScreenEdgePanGestureRecognizer) {}
                @objc func didEdgePan(_ recognizer: UIScreenEdgePanGestureRecognizer) {}
            }

            """
        let ported = UIKitPorter.port(source, file: "Interactor.swift")
        #expect(ported.text.contains("func didPan(_ recognizer: UIPanGestureRecognizer) {}"))
        #expect(ported.text.contains("func didEdgePan(_ recognizer: UIScreenEdgePanGestureRecognizer) {}"))
        #expect(ported.notes.map(\.description).contains(
            "Interactor.swift:11:37: changed: `UIScreenEdgePanGestureRecognizer` → `UIPanGestureRecognizer` (the action is added to a UIPanGestureRecognizer, which Objective-C handed it as a UIScreenEdgePanGestureRecognizer and Swift cannot)"))
        #expect(UIKitPorter.port(ported.text, file: "Interactor.swift").text == ported.text)
    }

    @Test func whatCannotBePortedIsLeftAsItWasAndSaysWhy() throws {
        let (source, ported) = try PortFixtures.port(PortFixtures.root.appendingPathComponent("UIKitNotPortable/DrawerObserver.swift"))
        let notPorted = ported.notes.filter { $0.kind == .notPorted }.map(\.description)
        #expect(notPorted == [
            "DrawerObserver.swift:4:11: not ported: `optional` requirement with a non-optional result, now required (Swift protocols have no optional requirements without @objc, and no default can stand for \"not implemented\" here: implement it in every conforming type, or make its result optional)",
            "DrawerObserver.swift:12:41: not ported: `#selector(getter: DrawerObserver.isOpen)` (a property selector has no unapplied method reference; call the accessor in a method and name that)",
            "DrawerObserver.swift:18:5: not ported: `@NSManaged` property (its accessors come from the Objective-C runtime, which Linux lacks: it compiles but does not link; store the value in the class)",
            "DrawerObserver.swift:23:9: not ported: property `name` in a `UIView` subclass (GlideUIKit's `UIView` has a `name` of Glide's own, which UIKit's lacks, so the two clash: rename yours)",
            "DrawerObserver.swift:30:9: not ported: property `name` in an extension of `UIViewController` (GlideUIKit's `UIViewController` has a `name` of Glide's own, which UIKit's lacks, so the two clash: rename yours)",
        ])
        #expect(ported.text.contains("#selector(getter: DrawerObserver.isOpen)"))
        #expect(source.split(separator: "\n").count == ported.text.split(separator: "\n").count)
    }

    @Test(arguments: all)
    func portingPortedCodeChangesNothing(fixture: URL) throws {
        let (_, once) = try PortFixtures.port(fixture)
        let twice = UIKitPorter.port(once.text, file: fixture.lastPathComponent)
        #expect(twice.text == once.text)
        #expect(!twice.notes.contains { $0.kind == .changed }, "\(twice.notes)")
    }

    /// The output differs from the input only on the lines the report names: every other line
    /// is still there, in order, and no more lines are new than the changes account for.
    /// The lines of the extensions of defaults the port added (the blank line before each included).
    static func linesOfAddedDefaults(_ lines: [String]) -> Int {
        var count = 0, inside = false
        for line in lines {
            if line.hasPrefix("/// Defaults for `") { inside = true; count += 1 }
            if inside { count += 1 }
            if inside && line == "}" { inside = false }
        }
        return count
    }

    @Test(arguments: all)
    func theOutputDiffersOnlyWhereTheReportSays(fixture: URL) throws {
        let (source, ported) = try PortFixtures.port(fixture)
        let noted = Set(ported.notes.filter { $0.kind == .changed }.map(\.line))
        let original = source.split(separator: "\n", omittingEmptySubsequences: false)
        let output = ported.text.split(separator: "\n", omittingEmptySubsequences: false)
        let untouched = original.enumerated().filter { !noted.contains($0.offset + 1) }.map(\.element)
        var next = output.makeIterator()
        var unmatched = 0
        for line in untouched {
            var found = false
            while let candidate = next.next() {
                if candidate == line { found = true; break }
                unmatched += 1
            }
            #expect(found, "\(fixture.lastPathComponent): unreported change near \"\(line)\"")
            if !found { return }
        }
        // A noted line may change; an added import brings its line and a blank one, an added
        // extension of defaults its own lines.
        let defaults = Self.linesOfAddedDefaults(output.map(String.init))
        #expect(unmatched <= noted.count + 2 + defaults, "\(fixture.lastPathComponent): \(unmatched) new lines for \(noted.count) noted")
    }

    /// An `@objc` member of an extension could be overridden through Objective-C; without the
    /// attribute it cannot, so the port warns there (the file is still ported).
    @Test func anObjcMemberOfAnExtensionIsPortedWithAWarning() {
        let source = """
            import UIKit

            extension MenuController {
                @objc func openLeft() {}
                @objc final func sealed() {}
                func plain() {}
                @objc dynamic var width: CGFloat { 0 }
            }

            """
        let ported = UIKitPorter.port(source, file: "Menu.swift")
        let warnings = ported.notes.filter { $0.kind == .warning }.map(\.description)
        #expect(warnings == [
            "Menu.swift:4:5: warning: `openLeft` declared in an extension can no longer be overridden once `@objc` is dropped (Objective-C dispatched it; if a subclass overrides it, move it into the class body)",
            "Menu.swift:7:5: warning: `width` declared in an extension can no longer be overridden once `@objc` is dropped (Objective-C dispatched it; if a subclass overrides it, move it into the class body)",
        ])
        #expect(!ported.text.contains("@objc") && !ported.notes.contains { $0.kind == .notPorted })
    }

    @Test func coreGraphicsConditionsFollowTheirImportAndAppleOnlyImportsAreNamed() {
        let source = "#if canImport(CoreGraphics)\nimport CoreGraphics\n#endif\nimport WebKit\n"
        let ported = UIKitPorter.port(source, file: "A.swift")
        #expect(ported.text.hasPrefix("#if canImport(GlideUIKit)\nimport GlideUIKit\n#endif\n"), "\(ported.text)")
        let refused = ported.notes.filter { $0.kind == .notPorted }.map(\.description)
        #expect(refused == ["A.swift:4:1: not ported: `import WebKit` (WebKit is Apple's and has no Linux version: take out what uses it, or put it under #if canImport(WebKit))"])
    }
}
