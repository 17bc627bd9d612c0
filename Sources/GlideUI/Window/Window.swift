import Foundation

/// The root of a headless view tree, modelled on `UIWindow`: it shows a root view controller,
/// carries the animation engine and clock its views run on, runs one transition at a time, and
/// keeps the transition log.
///
/// There is no shared application object, so `isKeyWindow` is this window's own flag. A window
/// starts hidden, as in UIKit; `makeKeyAndVisible()` shows it. Confined to one thread.
open class Window: View {
    /// The clock the window's animations and transitions run on.
    public let clock: any AnimationClock
    /// One outcome record per transition, in order of beginning.
    public let transitionLog = TransitionLog()
    /// Whether `makeKeyAndVisible()` was called.
    public private(set) var isKeyWindow = false
    /// Calls the window refused, each saying what was refused and how to fix it.
    public private(set) var warnings: [String] = []
    /// The screen a window covers unless told otherwise: 390 × 844 points (an iPhone 12–15).
    public static let defaultFrame = Rect(x: 0, y: 0, width: 390, height: 844)
    /// The shortest time, in seconds after its expected end, before a transition is declared stuck.
    public var stuckMinimum: Double = 2
    /// The stuck bound as a multiple of the transition's duration, when that is longer than `stuckMinimum`.
    public var stuckDurationFactor: Double = 10
    /// The transition begun last (in flight or ended).
    public private(set) var currentTransition: TransitionContext?
    /// Whether Glide's recoveries apply or the window behaves exactly as UIKit (see `TransitionStrictness`).
    public var strictness = TransitionStrictness.glide
    /// Reduced motion for interactive transitions, as the desktops turn their gesture animations
    /// off (GNOME's `enable-animations`, niri's `animations { off; }`): every release decides as
    /// it would, and the rest completes at once, the record saying `reduced_motion`. Transitions
    /// begun without a gesture still animate. Glide's; UIKit leaves custom transitions to the app.
    public var reducesMotion = false
    /// Everyone told of each input a transition's state machine takes, before it takes it
    /// (coverage counting); none costs one check per input, and an observer must not drive the window.
    private(set) var transitionInputObservers = ObserverList<TransitionInputEvent>()
    private var transitionCount = 0
    /// Transitions begun while the current one was ending, waiting for its record.
    private var deferredTransitions: [TransitionSetup] = []
    /// The touch dispatch state (see `WindowInput.swift`).
    let input = WindowInputState()

    /// Makes a window of `frame` (its screen) running on `clock`, ticking `frameRate` times a second while animating.
    public init(
        frame: Rect = Window.defaultFrame, clock: any AnimationClock = VirtualClock(),
        frameRate: Double = 120, name: String = "window"
    ) {
        self.clock = clock
        super.init(frame: frame)
        self.name = name
        let engine = AnimationEngine(clock: clock, frameRate: frameRate)
        animationEngine = engine
        isHidden = true
        engine.rejectionHandler = { [weak self] in self?.propertyAnimatorRejected($0) }
    }

    /// The screen's bounds: the window's own.
    public var screenBounds: Rect { bounds }

    /// The controller whose view fills the window.
    public var rootViewController: ViewController? {
        didSet {
            if let oldValue, oldValue !== rootViewController, oldValue.isViewLoaded,
                oldValue.view.superview === self
            {
                oldValue.view.removeFromSuperview()
            }
            if !isHidden, let oldValue, oldValue !== rootViewController { oldValue.runAppearanceTransition(false, animated: false) }
            guard let root = rootViewController else { return }
            root.view.frame = bounds
            insertSubview(root.view, at: 0)
            root.layoutContainedViews()
            if !isHidden { root.runAppearanceTransition(true, animated: false) }
        }
    }

    /// Shows the window and makes it the key window; the root controller appears (not animated).
    /// Subclasses that override it call `super`.
    open func makeKeyAndVisible() {
        let wasHidden = isHidden
        isHidden = false
        isKeyWindow = true
        if wasHidden { rootViewController?.runAppearanceTransition(true, animated: false) }
    }

    /// The controller on screen: from the root down through presentations, navigation tops and selected tabs.
    public var visibleViewController: ViewController? {
        guard var current = rootViewController else { return nil }
        while true {
            if let presented = current.presentedViewController {
                current = presented
            } else if let navigation = current as? NavigationController, let top = navigation.topViewController {
                current = top
            } else if let tabs = current as? TabBarController, let selected = tabs.selectedViewController {
                current = selected
            } else {
                return current
            }
        }
    }

    /// Whether `controller`'s view is in this window, and neither it nor an ancestor below the window is hidden or fully transparent.
    public func shows(_ controller: ViewController) -> Bool {
        guard controller.isViewLoaded else { return false }
        var view: View? = controller.view
        while let current = view, current !== self {
            if current.isHidden || current.alpha <= 0 { return false }
            view = current.superview
        }
        return view === self
    }

    /// The time after a transition's expected end before it counts as stuck: max(`stuckMinimum`, `stuckDurationFactor` × duration).
    public func stuckBound(forDuration duration: Double) -> Double {
        max(stuckMinimum, stuckDurationFactor * duration)
    }

    /// Whether a new transition may begin; when one is in flight, it records the refusal there and says no.
    func mayBeginTransition() -> Bool {
        guard let current = currentTransition, current.isInFlight else { return true }
        current.refuseBegin()
        warn("transition refused: transition \(current.number) (\(current.kind.rawValue)) is still in flight; wait for its completion")
        return false
    }

    /// Runs a transition: its context sends the "will" callbacks, captures the tree, lets the
    /// container prepare, and starts. One begun while the current one is ending (from its "did"
    /// callbacks or coordinator completions) starts once that one's record is written, as UIKit
    /// starts a presentation on the next turn of its run loop.
    func beginTransition(_ setup: TransitionSetup) {
        if let current = currentTransition, current.isSettling, !current.isRecorded {
            deferredTransitions.append(setup)
            return
        }
        transitionCount += 1
        let context = TransitionContext(window: self, number: transitionCount, setup: setup)
        currentTransition = context
        context.start()
    }

    /// Whether transitions begun while the current one was ending wait for its record.
    var hasDeferredTransitions: Bool { !deferredTransitions.isEmpty }

    /// Starts the transitions begun while the last one was ending, in order.
    func startDeferredTransitions() {
        while !deferredTransitions.isEmpty, currentTransition?.isInFlight != true {
            beginTransition(deferredTransitions.removeFirst())
        }
    }

    /// Called at each touch-down a device the window can map starts, before hit-testing: a
    /// subclass puts in place what its views need by then (GlideUIKit's `UIWindow` installs
    /// navigation controllers' built-in pop gestures). Does nothing here.
    open func prepareForTouchSequence() {}

    /// Whether a touch sequence that starts now goes to no recognizer (false here): GlideUIKit's
    /// `UIWindow` says so while the app ignores interaction events.
    open var ignoresTouchSequences: Bool { false }

    /// Calls `body` with every input a transition's state machine takes from now on, before it
    /// takes it (see `TransitionInputEvent`), until removed; `body` must not drive the window.
    @discardableResult
    public func addTransitionInputObserver(_ body: @escaping (TransitionInputEvent) -> Void) -> ObserverID {
        transitionInputObservers.add(body)
    }

    /// Stops telling an observer of transition inputs.
    public func removeTransitionInputObserver(_ id: ObserverID) {
        transitionInputObservers.remove(id)
    }

    /// Records a refused call.
    func warn(_ message: String) {
        warnings.append(message)
    }

    /// Records a property-animator call UIKit would reject: on the transition in flight, if any, and as a warning.
    private func propertyAnimatorRejected(_ rejection: PropertyAnimatorError) {
        if let current = currentTransition, current.isInFlight {
            current.record(.propertyAnimatorRejected(rejection))
        }
        warn(rejection.description)
    }
}
