import Foundation

/// Vends the controllers of tab switches, UIKit's `UITabBarControllerDelegate`.
///
/// UIKit gives the delegate no direction; `TabBarController.pendingSwitch` (or
/// `index(of:)` on both controllers) gives the indices to derive it from.
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the user's tap on `viewController`'s tab may select it (default true); asked for taps only, as in UIKit.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// The animator for switching from `from` to `to`; nil switches at once, as UIKit does.
    func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom from: ViewController,
        to: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)?
    /// The interaction controller for a switch run by `animationController`; nil runs it non-interactively.
    func tabBarController(
        _ tabBarController: TabBarController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)?
    /// Called after the user's tap selected `viewController` (also when it was selected already);
    /// never for a selection made in code, as in UIKit.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    /// True.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    /// Nil: the switch happens at once.
    public func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom from: ViewController,
        to: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }
    /// Nil: not interactive.
    public func tabBarController(
        _ tabBarController: TabBarController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }
    /// Does nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}

/// A switch between two tabs, by index, so that a direction can be derived.
public struct TabSwitch: Hashable, Sendable {
    /// The index selected before the switch.
    public let from: Int
    /// The index selected after the switch.
    public let to: Int

    /// Whether the switch moves to a later tab (rightwards in a left-to-right tab bar).
    public var isForward: Bool { to > from }
}

/// Tabs of controllers, modelled on `UITabBarController`: the selected one's view fills the
/// tab bar controller's view, which is the container of every switch.
///
/// Setting `selectedIndex` runs a tab transition (kind `tab`); with no animator from the delegate
/// the switch is instant, as in UIKit, but still goes through the transition machinery and the log.
/// The selection changes when the transition begins and goes back if it is cancelled.
open class TabBarController: ViewController {
    /// Vends the animation and interaction controllers of switches.
    public weak var delegate: (any TabBarControllerDelegate)?
    /// The switch in flight, while a tab transition runs.
    public private(set) var pendingSwitch: TabSwitch?
    private var tabs: [ViewController] = []
    private var selection = 0

    /// Makes a tab bar controller with no tabs yet (UIKit's `UITabBarController()`).
    public override init(name: String? = nil, title: String? = nil) {
        super.init(name: name, title: title)
    }

    /// UIKit's designated initialiser, for subclasses that call it (Glide has no nib files).
    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
    }

    /// Makes a tab bar controller with `viewControllers`, the first one selected.
    public convenience init(viewControllers: [ViewController], name: String? = nil) {
        self.init(name: name)
        setViewControllers(viewControllers, animated: false)
    }

    /// The tabs, in order; nil when there are none, as in UIKit. Setting it replaces them (`setViewControllers`).
    open var viewControllers: [ViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs without a transition (Glide draws no tab bar, so `animated` changes
    /// nothing) and selects the first.
    public func setViewControllers(_ newTabs: [ViewController]?, animated: Bool) {
        if isViewLoaded, let old = selectedViewController { old.view.removeFromSuperview() }
        for tab in tabs { release(tab) }
        let newTabs = newTabs ?? []
        for tab in newTabs { adopt(tab) }
        tabs = newTabs
        selection = 0
        if isViewLoaded { layoutContainedViews() }
    }

    /// The selected tab's controller.
    open var selectedViewController: ViewController? {
        tabs.indices.contains(selection) ? tabs[selection] : nil
    }

    /// The selected tab; setting it runs a tab transition (an index out of range is refused with a
    /// warning) and, as in UIKit, tells the delegate nothing of a selection made in code.
    open var selectedIndex: Int {
        get { selection }
        set { select(newValue, byUser: false) }
    }

    /// The user tapped the tab at `index` (Glide draws no tab bar: this is what its tap would do).
    /// The delegate is asked `shouldSelect`; when it agrees the tab is selected and, once the
    /// switch has finished (at once when the tab was selected already), the delegate hears `didSelect`.
    public func userSelectedTab(at index: Int) {
        guard tabs.indices.contains(index) else {
            hostWindow?.warn("userSelectedTab: \(index) is out of range for '\(name)' with \(tabs.count) tabs")
            return
        }
        let tab = tabs[index]
        guard delegate?.tabBarController(self, shouldSelect: tab) ?? true else { return }
        guard index != selection else {
            delegate?.tabBarController(self, didSelect: tab)
            return
        }
        select(index, byUser: true)
    }

    /// The index of `viewController` among the tabs.
    public func index(of viewController: ViewController) -> Int? {
        tabs.firstIndex(of: viewController)
    }

    override func layoutContainedViews() {
        guard let selected = selectedViewController else { return }
        selected.view.frame = view.bounds
        if selected.view.superview !== view { view.addSubview(selected.view) }
        selected.layoutContainedViews()
    }

    private func select(_ index: Int, byUser: Bool) {
        guard tabs.indices.contains(index) else {
            window?.warn("selectedIndex: \(index) is out of range for '\(name)' with \(tabs.count) tabs")
            return
        }
        let previous = selection
        guard index != previous, let from = selectedViewController else { return }
        let to = tabs[index]
        guard let window else {
            selection = index
            if isViewLoaded {
                from.view.removeFromSuperview()
                layoutContainedViews()
            }
            return
        }
        guard window.mayBeginTransition() else { return }
        var animator: any ViewControllerAnimatedTransitioning = InstantTransition()
        var interactor: (any ViewControllerInteractiveTransitioning)?
        pendingSwitch = TabSwitch(from: previous, to: index)
        if let delegate, let vended = delegate.tabBarController(self, animationControllerForTransitionFrom: from, to: to) {
            animator = vended
            interactor = delegate.tabBarController(self, interactionControllerFor: vended)
        }
        let container: View = view
        let fromView: View = from.view
        let toView: View = to.view
        let setup = TransitionSetup(
            kind: .tab, from: from, to: to, container: container, isAnimated: !(animator is InstantTransition),
            animator: animator, interactor: interactor, fromView: fromView, toView: toView,
            fromFrames: (container.bounds, .zero), toFrames: (.zero, container.bounds),
            prepare: { [weak self] in self?.selection = index },
            settle: { [weak self] result in
                guard let self else { return }
                self.pendingSwitch = nil
                switch result {
                case .finished:
                    fromView.removeFromSuperview()
                case .cancelled:
                    toView.removeFromSuperview()
                    self.selection = previous
                }
            },
            completion: { [weak self] in
                guard let self, byUser else { return }
                self.delegate?.tabBarController(self, didSelect: to)
            },
            appearance: AppearanceChange(disappearing: from, appearing: to, appearingFirst: true),
            containerOwner: self)
        window.beginTransition(setup)
    }
}
