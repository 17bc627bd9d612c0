import Foundation

/// How a presented controller covers its presenter, UIKit's `UIModalPresentationStyle`.
///
/// The sheet styles (`automatic`, UIKit's default since iOS 13, `pageSheet`, `formSheet`) and
/// `popover` behave as `overFullScreen`: Glide draws no sheet or popover chrome and has no size
/// classes, so the presented view covers the window, while the presenter's view stays underneath
/// and hears no appearance callbacks, as it does under an iOS 13 sheet.
public enum ModalPresentationStyle: Sendable {
    /// Covers the window; the presenter's view leaves the window once the presentation finishes.
    case fullScreen
    /// Covers the window; the presenter's view stays underneath.
    case overFullScreen
    /// Laid out by the presentation controller, when the transitioning delegate vends one, else
    /// covering the window; the presenter's view stays underneath unless the presentation
    /// controller's `shouldRemovePresentersView` says otherwise.
    case custom
    /// Covers the presentation context's view, which leaves the window once the presentation finishes.
    case currentContext
    /// Covers the presentation context's view, which stays underneath.
    case overCurrentContext
    /// UIKit's default: a page sheet (here as `overFullScreen`).
    case automatic
    /// A sheet (here as `overFullScreen`).
    case pageSheet
    /// A centred sheet (here as `overFullScreen`).
    case formSheet
    /// A popover (here as `overFullScreen`).
    case popover
    /// No modal style: what a transition context or coordinator reports for a push, pop or tab
    /// switch. UIKit refuses to present with it; Glide presents as `fullScreen`.
    case none

    /// Whether the presenter's view is removed once the presentation finishes.
    var removesPresenterView: Bool {
        switch self {
        case .fullScreen, .currentContext, .none: true
        case .overFullScreen, .custom, .overCurrentContext, .automatic, .pageSheet, .formSheet, .popover: false
        }
    }

    /// Whether the presentation covers a presentation context rather than the window.
    var usesPresentationContext: Bool {
        switch self {
        case .currentContext, .overCurrentContext: true
        case .fullScreen, .overFullScreen, .custom, .automatic, .pageSheet, .formSheet, .popover, .none: false
        }
    }
}

/// A view controller, modelled on `UIViewController`: a lazily loaded view, a name for outcome
/// records, containment (`parent`, `children`) and modal presentation.
///
/// Presentation follows UIKit's rules: the presenting controller is the window's root (or the
/// controller presented last) for the full-screen and custom styles, and the nearest ancestor
/// that `definesPresentationContext` (else the root) for the current-context styles; the
/// presenter's view leaves the window after a `.fullScreen` or `.currentContext` presentation
/// finishes and comes back at the start of the dismissal. Confined to its window's thread.
open class ViewController {
    /// The title, also the default `name`.
    public var title: String?
    private var customName: String?
    private var loadedView: View?

    /// The controller's parent in a container (navigation or tab bar controller, or one of the app's: `addChild(_:)`).
    public internal(set) weak var parent: ViewController?
    /// The controllers this one contains.
    public internal(set) var children: [ViewController] = []
    /// How this controller is shown when presented.
    open var modalPresentationStyle: ModalPresentationStyle = .fullScreen
    /// Vends the animation and interaction controllers when this controller is presented or dismissed.
    open weak var transitioningDelegate: (any ViewControllerTransitioningDelegate)?
    /// Whether a current-context presentation from a descendant covers this controller's view.
    public var definesPresentationContext = false
    /// The controller that presented this one.
    public internal(set) weak var presentingViewController: ViewController?
    /// The controller this one presents.
    public internal(set) var presentedViewController: ViewController?
    /// The presentation controller of this controller's `.custom` presentation, while it is presented.
    public var presentationController: PresentationController? { presentation?.presentationController }
    /// Where this controller's presentation lives, while it is presented.
    var presentation: PresentationRecord?
    /// Where the view is in its appearance cycle (see `ViewControllerAppearance.swift`).
    var appearance = AppearanceState.disappeared
    /// The latest transition that moved this controller or ran in its view (its coordinator is
    /// reachable before the controller is in the window).
    weak var movingTransition: TransitionContext?
    /// Whether appearance callbacks reach the children whose views are inside this one's (default true, as in UIKit).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Called before this controller is added to a container (`parent` the container) or removed
    /// from one (`parent` nil); see `addChild(_:)`. Does nothing here.
    open func willMove(toParent parent: ViewController?) {}

    /// Called after this controller was added to a container (`parent` the container) or removed
    /// from one (`parent` nil); see `addChild(_:)`. Does nothing here.
    open func didMove(toParent parent: ViewController?) {}

    /// Makes a controller; `name` defaults to the title, then to the class name.
    public init(name: String? = nil, title: String? = nil) {
        self.customName = name
        self.title = title
    }

    /// UIKit's designated initialiser, for subclasses that call it: Glide has no nib files, so
    /// both arguments are ignored and the controller is named after its class.
    public init(nibName: String?, bundle: Bundle?) {}

    /// The name written to outcome records and given to the default view.
    public var name: String {
        get { customName ?? title ?? String(describing: type(of: self)) }
        set { customName = newValue }
    }

    /// The controller's view, loaded on first access (`loadView`, then `viewDidLoad`). Implicitly
    /// unwrapped, as UIKit declares it (`guard let view = controller.view` compiles); never nil once read.
    public var view: View! {
        get {
            if let loadedView { return loadedView }
            loadView()
            let view = loadedView ?? View(name: name)
            loadedView = view
            view.viewController = self
            viewDidLoad()
            return view
        }
        set {
            loadedView = newValue
            newValue?.viewController = self
        }
    }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view if it is not loaded yet.
    public func loadViewIfNeeded() {
        _ = view
    }

    /// Creates the view; the default makes an empty view named after the controller, as large as
    /// the screen (`Window.defaultFrame`), as UIKit's is, so `viewDidLoad` can lay out from its bounds.
    open func loadView() {
        view = View(frame: Window.defaultFrame, name: name)
    }

    /// Called once the view has been loaded.
    open func viewDidLoad() {}

    /// Called in a layout pass of the view (see `View.setNeedsLayout`), before its `layoutSubviews`.
    open func viewWillLayoutSubviews() {}

    /// Called in a layout pass of the view, after its `layoutSubviews`.
    open func viewDidLayoutSubviews() {}

    /// The view is about to be shown: before a transition adds it and before its animations are set up.
    open func viewWillAppear(_ animated: Bool) {}

    /// The view is shown: its transition finished (or a cancelled one left it on screen).
    open func viewDidAppear(_ animated: Bool) {}

    /// The view is about to go: before the transition that takes it away starts its animations.
    open func viewWillDisappear(_ animated: Bool) {}

    /// The view has gone: its transition finished (or a cancelled one took it away again).
    open func viewDidDisappear(_ animated: Bool) {}

    /// UIKit's `awakeFromNib()`, for a controller loaded from a nib or storyboard. Glide loads
    /// neither, so it never calls it; the default does nothing, so overrides and `super` calls compile.
    open func awakeFromNib() {}

    /// The size this controller's content would like (`ContentContainer`; default zero, no preference).
    open var preferredContentSize: CGSize = .zero

    /// The size of `container`'s content in a parent of `parentSize` (`ContentContainer`; default `parentSize`, as UIKit's).
    open func size(forChildContentContainer container: any ContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// UIKit's `UIContentContainer` call before the view changes size (a rotation, a resize).
    /// Glide's screen never rotates or resizes, so Glide never calls it; the default does
    /// nothing, so an override's `super` call is harmless.
    open func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {}

    /// The status bar content this controller prefers (default `.default`, as in UIKit). Glide
    /// draws no status bar and never reads it; it is there for overrides and for code that reads it.
    open var preferredStatusBarStyle: StatusBarStyle { .default }

    /// Whether this controller prefers the status bar hidden (default false); never read by Glide, which draws none.
    open var prefersStatusBarHidden: Bool { false }

    /// The orientations this controller supports (default all but upside down, UIKit's on a
    /// phone); Glide's screen never turns, so it is there for overrides and for code that reads it.
    open var supportedInterfaceOrientations: InterfaceOrientationMask { .allButUpsideDown }

    /// Whether this controller's interface may turn with the device (default true); never read by Glide.
    open var shouldAutorotate: Bool { true }

    /// How the status bar animates a change of `prefersStatusBarHidden` (default `.fade`, as in
    /// UIKit); never read by Glide, which draws no status bar.
    open var preferredStatusBarUpdateAnimation: StatusBarAnimation { .fade }

    /// UIKit's request to re-read the status bar preferences. Glide draws no status bar, so
    /// there is nothing to update and the call does nothing.
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// Whether a presented controller takes over the status bar's appearance (UIKit's
    /// `modalPresentationCapturesStatusBarAppearance`); recorded, Glide draws no status bar.
    public var modalPresentationCapturesStatusBarAppearance = false

    /// The nearest navigation controller among this controller and its ancestors' parents.
    public var navigationController: NavigationController? {
        var current = parent
        while let candidate = current {
            if let navigation = candidate as? NavigationController { return navigation }
            current = candidate.parent
        }
        return nil
    }

    /// The nearest tab bar controller among this controller's ancestors.
    public var tabBarController: TabBarController? {
        var current = parent
        while let candidate = current {
            if let tabs = candidate as? TabBarController { return tabs }
            current = candidate.parent
        }
        return nil
    }

    /// The window this controller's view is in, if any.
    public var window: Window? {
        isViewLoaded ? view.window : nil
    }

    /// The window of this controller's view, else of the controller presented over it (a full-screen
    /// presentation takes the presenter's view out of the window), else of the controller presenting it.
    var hostWindow: Window? {
        if let window { return window }
        if let presented = containmentRoot.presentedViewController, let window = presented.hostWindow { return window }
        return presentingViewController?.window
    }

    /// The topmost ancestor through `parent` (this controller when it has no parent).
    var containmentRoot: ViewController {
        var current = self
        while let next = current.parent { current = next }
        return current
    }

    /// Puts the shown child's view into this controller's view, filling it (containers override it).
    func layoutContainedViews() {}

    /// Adds `child` to `children` and makes this controller its parent.
    func adopt(_ child: ViewController) {
        child.parent?.children.removeAll { $0 === child }
        child.parent = self
        children.append(child)
    }

    /// Removes `child` from `children`.
    func release(_ child: ViewController) {
        children.removeAll { $0 === child }
        if child.parent === self { child.parent = nil }
    }
}

extension ViewController {
    /// Whether this controller is being presented: from the start of its presentation
    /// transition until its record is written (through `viewDidAppear`), as UIKit's.
    public var isBeingPresented: Bool { isMoved(by: .present) }

    /// Whether this controller is being dismissed: from the start of its dismissal transition
    /// until its record is written (through `viewDidDisappear`), as UIKit's.
    public var isBeingDismissed: Bool { isMoved(by: .dismiss) }

    /// Whether a transition of `kind` in progress moves this controller (as the presented one).
    private func isMoved(by kind: TransitionKind) -> Bool {
        guard let transition = movingTransition, transition.kind == kind, !transition.isRecorded else { return false }
        return (kind == .present ? transition.toViewController : transition.fromViewController) === self
    }
}

/// Controllers compare by identity, as UIKit's (`NSObject`s) do, so that `firstIndex(of:)` finds
/// one among a tab bar controller's tabs or a navigation stack.
extension ViewController: Hashable {
    public static func == (lhs: ViewController, rhs: ViewController) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
