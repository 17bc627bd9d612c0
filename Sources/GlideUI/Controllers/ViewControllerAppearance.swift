/// Where a controller's view is in UIKit's appearance cycle.
enum AppearanceState {
    case disappeared
    case appearing(animated: Bool)
    case appeared
    case disappearing(animated: Bool)
}

/// Appearance callbacks, as UIKit sends them (ARCHITECTURE.md, "Appearance callbacks and the
/// coordinator"): every transition tells the controller whose view goes `viewWillDisappear` and
/// the one whose view comes `viewWillAppear` before it starts, and the matching "did" once it
/// ends; a cancelled interaction turns both around when it is released. The presenter of an "over" style keeps
/// its view and hears nothing. A controller forwards what it hears to the children whose views
/// are inside its own (a navigation controller's top, a tab bar controller's selected tab).
extension ViewController {
    /// Starts an appearance change: `viewWillAppear(animated)` (`isAppearing`) or
    /// `viewWillDisappear(animated)`; a second call the other way before `endAppearanceTransition`
    /// turns the change around, as UIKit's custom containers do to cancel one. A call that changes
    /// nothing (appearing what has appeared) does nothing.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (appearance, isAppearing) {
        case (.disappeared, true), (.disappearing, true):
            appearance = .appearing(animated: animated)
            viewWillAppear(animated)
        case (.appeared, false), (.appearing, false):
            appearance = .disappearing(animated: animated)
            viewWillDisappear(animated)
        case (.appeared, true), (.appearing, true), (.disappeared, false), (.disappearing, false):
            return
        }
        for child in appearanceChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the change `beginAppearanceTransition` started: `viewDidAppear` or `viewDidDisappear`
    /// with the same `animated`; does nothing when no change is pending.
    public func endAppearanceTransition() {
        switch appearance {
        case .appearing(let animated):
            appearance = .appeared
            viewDidAppear(animated)
        case .disappearing(let animated):
            appearance = .disappeared
            viewDidDisappear(animated)
        case .appeared, .disappeared:
            return
        }
        for child in appearanceChildren { child.endAppearanceTransition() }
    }

    /// Runs a whole appearance change at once (a window showing its root).
    func runAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearanceTransition(isAppearing, animated: animated)
        endAppearanceTransition()
    }

    /// The children that hear this controller's appearance callbacks: those whose views are inside its view.
    private var appearanceChildren: [ViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, isViewLoaded else { return [] }
        return children.filter { $0.isViewLoaded && $0.view.isDescendant(of: view) }
    }

    /// The coordinator of the transition in flight that moves this controller or one of its
    /// ancestors (or that runs inside one of them: a navigation or tab bar controller's own
    /// transitions), from its "will" callbacks until it ends (`completeTransition`); nil otherwise.
    public var transitionCoordinator: TransitionCoordinator? {
        var current: ViewController? = self
        while let controller = current {
            if let transition = controller.movingTransition, !transition.isSettling { return transition.coordinator }
            current = controller.parent
        }
        return nil
    }
}

/// The appearance callbacks one transition sends: who disappears, who appears, in which order.
struct AppearanceChange {
    /// The controller whose view the transition takes away; nil when it stays (the "over" styles).
    var disappearing: ViewController?
    /// The controller whose view the transition brings; nil when it was there all along (dismissing an "over" style).
    var appearing: ViewController?
    /// Whether the appearing controller hears "will" first (a tab switch); otherwise the disappearing one does.
    var appearingFirst = false

    /// The "will" callbacks of a transition heading for its end (`forward`) or, turned around by
    /// a cancel, back to its start (then the controller that was appearing goes first, as UIKit documents).
    func begin(forward: Bool, animated: Bool) {
        if forward && !appearingFirst {
            disappearing?.beginAppearanceTransition(false, animated: animated)
            appearing?.beginAppearanceTransition(true, animated: animated)
        } else {
            appearing?.beginAppearanceTransition(forward, animated: animated)
            disappearing?.beginAppearanceTransition(!forward, animated: animated)
        }
    }

    /// The "did" callbacks once the transition ended (`finished`) or went back.
    func end(finished: Bool) {
        if finished {
            disappearing?.endAppearanceTransition()
            appearing?.endAppearanceTransition()
        } else {
            appearing?.endAppearanceTransition()
            disappearing?.endAppearanceTransition()
        }
    }
}
