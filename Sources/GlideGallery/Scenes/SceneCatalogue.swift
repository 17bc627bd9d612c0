import GlideGestures
import GlideUI

/// The recipes of the seven scenes. Taps present or push; pans dismiss, pop or switch tabs,
/// driven by `PanInteractionController` (or the Aweme drag) with the scene's completion policy.
/// Every pan and tap is attached to a view that a touchscreen sequence (hit-tested on model
/// frames) and a touchpad sequence (sent to the visible controller's view, or its nearest
/// touchable ancestor, and their ancestors) both reach, also while the pan's own transition runs
/// its completion, so that a touch then grabs it back: a container's view for navigation and
/// tabs; the window for the modal dismissals and the Aweme drag, whose pages slide away, hide
/// behind snapshots or go transparent while they complete.
extension Scene {
    /// Article 002: the Douyin (Aweme) cell zoom, starting with the list presented from the first cell.
    public static let aweme = Scene(
        name: "aweme", article: "002",
        summary:
            "Douyin grid: a tap zooms the full-screen list out of the tapped cell (0.3 s spring); a rightward drag shrinks the list under the finger and dismisses it into its cell (0.25 s spring), or springs it back below 20 %. Starts with the list presented from the first cell."
    ) { assembly in
        let grid = AwemeGridViewController()
        let drag = AwemeDragInteraction(pan: assembly.makePan(), policy: assembly.policy)
        grid.dragInteraction = drag
        assembly.keep(drag)
        assembly.window.rootViewController = grid
        assembly.bindTap(on: grid.view, transition: .present, action: "zoom a new list out of the tapped cell") { [weak grid] location in
            guard let grid, grid.presentedViewController == nil, let location,
                let index = grid.cellIndex(at: grid.view.convert(location, from: nil))
            else { return }
            grid.presentList(fromCell: index)
        }
        assembly.describePan(drag, on: "window", transition: .dismiss, action: "drag the list back into its cell")
        grid.presentList(fromCell: 0, animated: false)
    }

    /// Article 000: the modal cross-fade of snapshots, `.overFullScreen`.
    public static let modalFade = Scene(
        name: "modal-fade", article: "000",
        summary:
            "Modal cross-fade: a tap presents a second page over full screen while snapshots of both pages cross-fade in 0.5 s; a downward pan scrubs the cross-fade back and dismisses it."
    ) { assembly in
        let coordinator = ModalTransitionCoordinator(
            present: { CrossFadeModalTransition(.present) }, dismiss: { CrossFadeModalTransition(.dismiss) })
        modalScene(
            assembly, coordinator: coordinator, tapAction: "cross-fade to a new second page",
            panAction: "cross-fade back to the first page"
        ) { _ in
            let second = ViewController(name: "second")
            second.modalPresentationStyle = .overFullScreen
            return second
        }
    }

    /// Article 000: the navigation cross-fade, one animator for push and pop.
    public static let navFade = Scene(
        name: "nav-fade", article: "000",
        summary:
            "Navigation cross-fade: a tap pushes a detail page that fades in over the root in 0.5 s; a rightward pan scrubs the cross-fade back and pops it."
    ) { assembly in
        navigationScene(assembly) { _ in CrossFadeNavigationTransition() }
    }

    /// Article 001: the slide-in present (types 0 and 1) and the interactive default dismissal.
    public static let slide = Scene(
        name: "slide", article: "001",
        summary:
            "Slide-in present: a tap in the top half springs a page in from the top-left (type 0), in the bottom half from below (type 1), damping 0.6, velocity 1; a downward pan drags it back down (the default slide)."
    ) { assembly in
        let coordinator = ModalTransitionCoordinator(present: { nil }, dismiss: { DefaultModalTransition() })
        let screenHeight = assembly.window.bounds.height
        modalScene(
            assembly, coordinator: coordinator, tapAction: "spring a page in: top half type 0, bottom half type 1",
            panAction: "drag the page back down"
        ) { location in
            let style: SlideInPresentTransition.Style = (location?.y ?? screenHeight) < screenHeight / 2 ? .fromTopLeft : .fromBottom
            coordinator.presentAnimator = { SlideInPresentTransition(style) }
            return ViewController(name: "second")
        }
    }

    /// Article 001: the scale push (type 5) and the fading, shrinking pop (type 4).
    public static let navScale = Scene(
        name: "nav-scale", article: "001",
        summary:
            "Push/pop scale, 0.8 s: a tap pushes a detail page growing from 0.2 (type 5); a rightward pan pops it, fading it out while it shrinks to 0.2 (type 4)."
    ) { assembly in
        navigationScene(assembly) { operation in
            ScalePushPopTransition(operation == .pop ? .shrinkFrom : .growTo)
        }
    }

    /// Article 003: the circle reveal, and the gesture-driven pop the article left as a TODO.
    public static let circle = Scene(
        name: "circle", article: "003",
        summary:
            "Circle reveal: a tap pushes a detail page revealed by an oval growing from (120, 320, 50×50) to cover the farthest corner; a rightward pan scrubs the circle back and pops it (left as a to-do in the article)."
    ) { assembly in
        navigationScene(assembly) { _ in CircleRevealTransition() }
    }

    /// Article 004: tab switches whose direction comes from the tab indices.
    public static let tabs = Scene(
        name: "tabs", article: "004",
        summary:
            "Tab switch: three tabs; a leftward pan slides in the next tab from the right, a rightward pan the previous one from the left (direction from the indices), scrubbed by the finger."
    ) { assembly in
        let tabs = (0..<3).map { ViewController(name: "tab-\($0)") }
        let bar = TabBarController(viewControllers: tabs, name: "tabs")
        let coordinator = TabTransitionCoordinator()
        bar.delegate = coordinator
        assembly.retain(coordinator)
        assembly.window.rootViewController = bar
        for (direction, step) in [(DirectionGate.leftward(), 1), (DirectionGate.rightward(), -1)] {
            let interaction = assembly.makeInteraction(direction: direction)
            interaction.beginTransition = { [weak bar, weak interaction, weak coordinator] in
                guard let bar, let tabs = bar.viewControllers, tabs.indices.contains(bar.selectedIndex + step) else { return }
                coordinator?.pendingInteraction = interaction
                bar.selectedIndex += step
                coordinator?.pendingInteraction = nil
            }
            interaction.attach(to: bar.view)
            assembly.describePan(
                interaction, on: "tabs", transition: .tab, action: step > 0 ? "slide in the next tab" : "slide in the previous tab")
        }
    }

    /// A modal scene: a tap on the root page presents the page `makePresented` makes for the tap's
    /// location (through `coordinator`), a downward pan on the window dismisses it.
    private static func modalScene(
        _ assembly: SceneAssembly, coordinator: ModalTransitionCoordinator, tapAction: String, panAction: String,
        makePresented: @escaping (Point?) -> ViewController
    ) {
        let first = ViewController(name: "first")
        assembly.window.rootViewController = first
        assembly.retain(coordinator)
        let dismissal = assembly.makeInteraction(direction: .downward())
        dismissal.beginTransition = { [weak first, weak dismissal, weak coordinator] in
            guard let presented = first?.presentedViewController else { return }
            coordinator?.pendingDismissInteraction = dismissal
            presented.dismiss(animated: true)
            coordinator?.pendingDismissInteraction = nil
        }
        assembly.bindTap(on: first.view, transition: .present, action: tapAction) { [weak first] location in
            guard let first, first.presentedViewController == nil else { return }
            let second = makePresented(location)
            second.transitioningDelegate = coordinator
            first.present(second, animated: true)
        }
        dismissal.attach(to: assembly.window)
        assembly.describePan(dismissal, on: "window", transition: .dismiss, action: panAction)
    }

    /// A navigation scene: a tap on the root pushes a new detail page, a rightward pan on the navigation view pops it.
    private static func navigationScene(
        _ assembly: SceneAssembly, animator: @escaping (NavigationOperation) -> any ViewControllerAnimatedTransitioning
    ) {
        let root = ViewController(name: "root")
        let navigation = NavigationController(rootViewController: root, name: "navigation")
        let coordinator = NavigationTransitionCoordinator { operation in animator(operation) }
        navigation.delegate = coordinator
        assembly.retain(coordinator)
        assembly.window.rootViewController = navigation
        assembly.bindTap(on: root.view, transition: .push, action: "push a new detail page") { [weak navigation, weak root] _ in
            guard let navigation, navigation.topViewController === root else { return }
            navigation.pushViewController(ViewController(name: "detail"), animated: true)
        }
        let pop = assembly.makeInteraction(direction: .rightward())
        pop.beginTransition = { [weak navigation, weak pop, weak coordinator] in
            guard let navigation, navigation.viewControllers.count > 1 else { return }
            coordinator?.pendingInteraction = pop
            navigation.popViewController(animated: true)
            coordinator?.pendingInteraction = nil
        }
        pop.attach(to: navigation.view)
        assembly.describePan(pop, on: "navigation", transition: .pop, action: "pop the detail page")
    }
}
