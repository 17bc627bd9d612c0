import Testing

@testable import GlideUI

/// View loading, modal presentation styles and UIKit's rules for which views leave the window.
@Suite struct ViewControllerTests {
    /// A controller that counts its loading calls.
    final class CountingController: ViewController {
        var loads = 0
        var didLoads = 0

        override func loadView() {
            loads += 1
            view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "custom")
        }

        override func viewDidLoad() {
            didLoads += 1
        }
    }

    @Test func viewLoadsLazilyOnce() {
        let controller = CountingController(title: "Counting")
        #expect(!controller.isViewLoaded)
        #expect(controller.name == "Counting")
        #expect(controller.view.name == "custom")
        #expect(controller.view === controller.view)
        #expect(controller.loads == 1)
        #expect(controller.didLoads == 1)
        let plain = ViewController()
        #expect(plain.name == "ViewController")
        plain.name = "renamed"
        #expect(plain.view.name == "renamed")
    }

    /// A tab bar whose first tab is a navigation controller that defines the presentation context.
    static func contextScene() -> (Scene, TabBarController, NavigationController, ViewController) {
        let list = ViewController(name: "list")
        let navigation = NavigationController(rootViewController: list, name: "nav")
        navigation.definesPresentationContext = true
        let tabs = TabBarController(viewControllers: [navigation, ViewController(name: "other")], name: "tabs")
        return (Scene(root: tabs), tabs, navigation, list)
    }

    @Test(arguments: [
        (ModalPresentationStyle.fullScreen, false), (.overFullScreen, true), (.custom, true),
        (.currentContext, false), (.overCurrentContext, true),
    ])
    func presenterViewStaysOnlyForTheOverStyles(style: ModalPresentationStyle, presenterStays: Bool) {
        let (scene, tabs, navigation, list) = Self.contextScene()
        let sheet = ViewController(name: "sheet")
        sheet.modalPresentationStyle = style
        let before = scene.digest
        list.present(sheet, animated: true)
        let expectedPresenter: ViewController = style.usesPresentationContext ? navigation : tabs
        #expect(sheet.presentingViewController === expectedPresenter)
        #expect(expectedPresenter.presentedViewController === sheet)
        #expect(scene.window.shows(expectedPresenter), "the presenter stays until the presentation completes")
        scene.clock.runUntilIdle()
        #expect(scene.window.shows(sheet))
        #expect(scene.window.shows(expectedPresenter) == presenterStays)
        #expect(scene.window.visibleViewController === sheet)
        #expect(sheet.view.frame == (style.usesPresentationContext ? Rect(origin: .zero, size: navigation.view.frame.size) : scene.window.bounds))
        sheet.dismiss(animated: true)
        #expect(scene.window.shows(expectedPresenter), "the presenter comes back when the dismissal starts")
        scene.clock.runUntilIdle()
        #expect(expectedPresenter.presentedViewController == nil)
        #expect(scene.window.visibleViewController === list)
        #expect(scene.digest == before, "\(before.difference(from: scene.digest) ?? "")")
        #expect(scene.log.outcomes.map(\.diagnostics) == [[], []])
    }

    @Test func defaultModalSlidesUpFromTheBottom() {
        let home = ViewController(name: "home")
        let sheet = ViewController(name: "sheet")
        let scene = Scene(root: home)
        home.present(sheet, animated: true)
        #expect(sheet.view.presentation.frame.minY == 800)
        scene.clock.advance(by: 0.25)
        #expect(abs(sheet.view.presentation.frame.minY - 400) < 1e-9, "half-way along ease-in-out")
        scene.clock.runUntilIdle()
        #expect(sheet.view.frame == Rect(x: 0, y: 0, width: 400, height: 800))
        #expect(scene.log.outcomes.last?.animator == "DefaultModalTransition")
        #expect(scene.log.outcomes.last?.endMilliseconds == 500)
        sheet.dismiss(animated: true)
        scene.clock.advance(by: 0.25)
        #expect(abs(sheet.view.presentation.frame.minY - 400) < 1e-9)
        scene.clock.runUntilIdle()
        #expect(scene.log.outcomes.last?.kind == .dismiss)
        #expect(scene.log.outcomes.last?.visible == "home")
    }

    @Test func unanimatedPresentationIsInstant() {
        var ran = false
        let home = ViewController(name: "home")
        let sheet = ViewController(name: "sheet")
        let scene = Scene(root: home)
        home.present(sheet, animated: false) { ran = true }
        #expect(ran)
        #expect(scene.log.outcomes.last?.animator == "InstantTransition")
        #expect(scene.window.visibleViewController === sheet)
    }

    @Test func refusedCallsBecomeWarnings() {
        let home = ViewController(name: "home")
        let sheet = ViewController(name: "sheet")
        let scene = Scene(root: home)
        home.dismiss(animated: true)
        home.present(sheet, animated: false)
        home.present(ViewController(name: "second"), animated: false)
        #expect(scene.window.warnings.count == 2, "\(scene.window.warnings)")
        #expect(scene.window.warnings.last?.contains("already presents 'sheet'") == true)
        #expect(scene.log.outcomes.count == 1)
    }

    @Test func dismissingFromThePresenterRemovesEverythingAbove() {
        let home = ViewController(name: "home")
        let first = ViewController(name: "first")
        let second = ViewController(name: "second")
        let scene = Scene(root: home)
        let before = scene.digest
        home.present(first, animated: false)
        first.present(second, animated: false)
        #expect(second.presentingViewController === first)
        #expect(scene.window.visibleViewController === second)
        home.dismiss(animated: true)
        scene.clock.runUntilIdle()
        #expect(home.presentedViewController == nil)
        #expect(first.presentedViewController == nil)
        #expect(scene.window.visibleViewController === home)
        #expect(scene.digest == before, "\(before.difference(from: scene.digest) ?? "")")
    }
}
