import GlideGestures
import GlideInput
import GlideUI
import Testing

@testable import GlideGallery

@Suite struct SceneCatalogueTests {
    @Test func everySceneHasANameASeedAndASummary() {
        #expect(Scene.names == ["modal-fade", "nav-fade", "slide", "nav-scale", "aweme", "circle", "tabs"])
        #expect(Scene.all.map(\.article) == ["000", "000", "001", "001", "002", "003", "004"])
        #expect(Scene.named("circle")?.article == "003")
        #expect(Scene.named("nope") == nil)
        #expect(Scene.all.allSatisfy { !$0.summary.isEmpty })
        #expect(Scene.defaultScreen == Size(width: 390, height: 844))
    }

    @Test(arguments: Scene.all.map(\.name))
    func everySceneMakesAShownWindowWithBindings(name: String) throws {
        for surface in [TouchScript.Surface.touchscreen, .touchpad] {
            let scene = try #require(Scene.named(name)).make(device: TouchScript(surface).device)
            #expect(scene.window.bounds.size == Scene.defaultScreen && scene.window.isKeyWindow)
            #expect(scene.window.inputDevice != nil && !scene.bindings.isEmpty && !scene.interactions.isEmpty)
            #expect(scene.visibleControllerName != nil && !scene.isTransitionInFlight)
            let panFingers = scene.bindings.filter { if case .pan = $0.gesture { true } else { false } }.map(\.fingers)
            #expect(panFingers.allSatisfy { surface == .touchpad ? $0 == 2...2 : $0.lowerBound == 1 })
        }
    }

    @Test func aSceneRefusesADeviceThatIsNotATouchSurface() {
        let keyboard = DeviceDescription(name: "keyboard", id: DeviceID(bustype: 3, vendor: 1, product: 1, version: 1))
        #expect(throws: SceneError.notATouchSurface("keyboard")) { try Scene.aweme.make(device: keyboard) }
        #expect(throws: SceneError.invalidFingers(0...2)) { try Scene.aweme.make(device: TouchScript(.touchpad).device, touchpadFingers: 0...2) }
        #expect(throws: SceneError.unknownScene("x")) { try Scene.require(named: "x") }
        #expect(SceneError.unknownScene("x").description.contains("modal-fade, nav-fade"))
        #expect(throws: SceneError.invalidScreen(Size(width: 0, height: 844))) {
            try Scene.circle.make(screen: Size(width: 0, height: 844), device: TouchScript(.touchscreen).device)
        }
    }

    @Test func aSmallerScreenShapesTheTransitions() throws {
        var script = TouchScript(.touchpad)
        let screen = Size(width: 320, height: 568)
        let scene = try Scene.require(named: "circle").make(screen: screen, device: script.device)
        scene.tap(&script, at: Point(x: 160, y: 284))
        let detail = try #require(scene.view(named: "detail"))
        scene.settle()
        #expect(detail.frame == Rect(origin: .zero, size: screen) && scene.visibleControllerName == "detail")
        // Centre (145, 345) on 320 × 568: the farthest corner is (320, 0), 175 right and 345 up.
        #expect(close(CircleRevealTransition().coveringRadius(screen: screen), (175.0 * 175 + 345 * 345).squareRoot()))
    }

    @Test(arguments: Scene.all.map(\.name))
    func theSameFramesGiveByteIdenticalRecords(name: String) throws {
        func run() throws -> String {
            var script = TouchScript(.touchscreen)
            let scene = try Scene.require(named: name).make(device: script.device)
            scene.tap(&script, at: Point(x: 195, y: 300))
            scene.settle()
            for delta in [Point(x: 150, y: 0), Point(x: -150, y: 0), Point(x: 0, y: 400), Point(x: 40, y: 0)] {
                scene.pan(&script, from: Point(x: 120, y: 300), by: delta)
                scene.settle()
            }
            return scene.jsonLines
        }
        let first = try run()
        #expect(!first.isEmpty)
        #expect(try run() == first)
    }

    @Test func threeFingerTouchpadPansWhenAsked() throws {
        var script = TouchScript(.touchpad)
        let scene = try Scene.navFade.make(device: script.device, touchpadFingers: 3...3)
        scene.tap(&script, at: Point(x: 195, y: 422))
        scene.settle()
        scene.pan(&script, from: Point(x: 50, y: 400), by: Point(x: 200, y: 0), fingers: 2)
        scene.settle()
        #expect(scene.visibleControllerName == "detail", "two fingers do not pop when three are asked for")
        scene.pan(&script, from: Point(x: 50, y: 400), by: Point(x: 200, y: 0), fingers: 3)
        scene.settle()
        #expect(scene.visibleControllerName == "root")
    }
}

@Suite struct ModalSceneTests {
    @Test(arguments: [TouchScript.Surface.touchscreen, .touchpad])
    func modalFadeTapPresentsAndAPanDownDismisses(surface: TouchScript.Surface) throws {
        var script = TouchScript(surface)
        let scene = try Scene.modalFade.make(device: script.device)
        scene.tap(&script, at: Point(x: 195, y: 422))
        #expect(scene.isTransitionInFlight)
        scene.clock.schedule(at: scene.clock.now + 0.25) {
            #expect(scene.view(named: "second.snapshot")?.presentation.alpha == 0.5)
        }
        scene.settle()
        #expect(scene.visibleControllerName == "second")
        let presented = scene.treeDigest
        scene.pan(&script, from: Point(x: 195, y: 300), by: Point(x: 0, y: 84.4))  // p = 0.1: cancels
        scene.settle()
        #expect(scene.treeDigest == presented, "\(scene.treeDigest.difference(from: presented) ?? "")")
        scene.pan(&script, from: Point(x: 195, y: 300), by: Point(x: 0, y: 422))  // p = 0.5: finishes
        scene.settle()
        #expect(scene.visibleControllerName == "first")
        #expect(scene.outcomes.map(\.kind) == [.present, .dismiss, .dismiss])
        #expect(scene.outcomes.map(\.decision) == [.finish, .cancel, .finish])
        #expect(scene.outcomes.map(\.interactive) == [false, true, true])
        #expect(scene.outcomes.allSatisfy { $0.diagnostics.isEmpty })
        #expect(close(scene.outcomes[1].percentAtRelease ?? 0, 0.1, 1e-9) && close(scene.outcomes[2].completionSpeed, 0.5, 1e-9))
    }

    @Test func slideTapsChooseTheSeedsTypeByScreenHalf() throws {
        var script = TouchScript(.touchscreen)
        let scene = try Scene.slide.make(device: script.device)
        scene.tap(&script, at: Point(x: 195, y: 200))
        let second = try #require(scene.window.rootViewController?.presentedViewController)
        #expect(second.view.presentation.frame.origin == Point(x: -390, y: -844), "top half: type 0 from the top-left")
        scene.settle()
        scene.pan(&script, from: Point(x: 195, y: 300), by: Point(x: 0, y: 500))
        scene.settle()
        #expect(scene.visibleControllerName == "first")
        scene.tap(&script, at: Point(x: 195, y: 700))
        let again = try #require(scene.window.rootViewController?.presentedViewController)
        #expect(again.view.presentation.frame.origin == Point(x: 0, y: 844), "bottom half: type 1 from below")
        scene.settle()
        #expect(scene.outcomes.map(\.animator) == ["SlideInPresentTransition", "DefaultModalTransition", "SlideInPresentTransition"])
        #expect(scene.outcomes.allSatisfy { $0.diagnostics.isEmpty && $0.decision == .finish })
    }
}

@Suite struct NavigationSceneTests {
    @Test(arguments: ["nav-fade", "nav-scale", "circle"])
    func tapPushesAndASwipeRightPops(name: String) throws {
        var script = TouchScript(.touchpad)
        let scene = try #require(Scene.named(name)).make(device: script.device)
        scene.tap(&script, at: Point(x: 195, y: 422))
        scene.settle()
        #expect(scene.visibleControllerName == "detail")
        let pushed = scene.treeDigest
        scene.pan(&script, from: Point(x: 50, y: 400), by: Point(x: 39, y: 0))  // p = 0.1: cancels
        scene.settle()
        #expect(scene.treeDigest == pushed, "\(scene.treeDigest.difference(from: pushed) ?? "")")
        scene.pan(&script, from: Point(x: 50, y: 400), by: Point(x: 117, y: 0))  // p = 0.3: finishes
        scene.settle()
        #expect(scene.visibleControllerName == "root")
        #expect(scene.outcomes.map(\.kind) == [.push, .pop, .pop])
        #expect(scene.outcomes.map(\.decision) == [.finish, .cancel, .finish])
        #expect(scene.outcomes.allSatisfy { $0.diagnostics.isEmpty })
        let navigation = try #require(scene.window.rootViewController as? NavigationController)
        #expect(navigation.viewControllers.map(\.name) == ["root"] && navigation.view.subviews.map(\.name) == ["root"])
    }

    @Test func circlePopIsScrubbedByTheFinger() throws {
        var script = TouchScript(.touchscreen)
        let scene = try Scene.circle.make(device: script.device)
        scene.tap(&script, at: Point(x: 195, y: 422))
        scene.settle()
        let detail = try #require(scene.view(named: "detail"))
        script.sync(to: scene)
        script.down(x: 50, y: 400)
        scene.feed(script.frame())
        for _ in 0..<10 {
            script.move(dx: 19.5, dy: 0)
            scene.feed(script.frame())
        }
        // p = 195 / 390 = 0.5: the shrinking oval is halfway between full and the 50-point circle.
        let radius = CircleRevealTransition().coveringRadius(screen: Scene.defaultScreen)
        #expect(close(detail.presentation.mask?.rect.width ?? 0, 50 + radius, 1e-6))
        script.upAll()
        scene.feed(script.frame())
        scene.settle()
        #expect(scene.visibleControllerName == "root" && detail.mask == nil)
        #expect(close(scene.outcomes.last?.percentAtRelease ?? 0, 0.5, 1e-9))
    }
}

@Suite struct TabSceneTests {
    @Test(arguments: [TouchScript.Surface.touchscreen, .touchpad])
    func swipesSwitchTabsInTheDirectionOfTheIndices(surface: TouchScript.Surface) throws {
        var script = TouchScript(surface)
        let scene = try Scene.tabs.make(device: script.device)
        let bar = try #require(scene.window.rootViewController as? TabBarController)
        scene.pan(&script, from: Point(x: 100, y: 400), by: Point(x: 60, y: 0))  // rightward at the first tab: nothing
        scene.settle()
        #expect(scene.outcomes.isEmpty && bar.selectedIndex == 0)
        script.sync(to: scene)
        script.down(x: 300, y: 400, count: script.panFingers)
        scene.feed(script.frame())
        for _ in 0..<6 {
            script.move(dx: -19.5, dy: 0)
            scene.feed(script.frame())
        }
        // p = 117 / 390 = 0.3 towards tab 1, which comes in from the right.
        let eased = TimingCurve.easeInOut.value(at: 0.3)
        let second = try #require(bar.viewControllers?[1])
        #expect(close(second.view.presentation.frame.origin.x, 390 * (1 - eased), 1e-6))
        script.upAll()
        scene.feed(script.frame())
        scene.settle()
        #expect(bar.selectedIndex == 1 && scene.visibleControllerName == "tab-1")
        let switched = scene.treeDigest
        scene.pan(&script, from: Point(x: 100, y: 400), by: Point(x: 39, y: 0))  // p = 0.1 back: cancels
        scene.settle()
        #expect(scene.treeDigest == switched && bar.selectedIndex == 1)
        scene.pan(&script, from: Point(x: 100, y: 400), by: Point(x: 156, y: 0))  // p = 0.4 back: finishes
        scene.settle()
        #expect(bar.selectedIndex == 0)
        #expect(scene.outcomes.map(\.decision) == [.finish, .cancel, .finish])
        #expect(scene.outcomes.allSatisfy { $0.kind == .tab && $0.interactive && $0.diagnostics.isEmpty })
    }
}
