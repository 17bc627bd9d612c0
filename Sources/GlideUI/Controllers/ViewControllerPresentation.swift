/// Where a presented controller's presentation lives while it is presented.
struct PresentationRecord {
    /// The style it was presented with.
    let style: ModalPresentationStyle
    /// The view its transitions run in.
    let container: View
    /// Where the presenter's view was before it left the window (the styles that remove it).
    var presenterPlace: PresenterPlace?
    /// The `.custom` presentation's controller, when the transitioning delegate vended one.
    var presentationController: PresentationController?
}

/// Where a presenter's view was: its superview (held weakly: it is often the window, which holds
/// the presented controller), its index there and its frame.
struct PresenterPlace {
    weak var superview: View?
    let index: Int
    let frame: Rect
}

extension ViewController {
    /// Presents `controller` modally, as `UIViewController.present(_:animated:completion:)`:
    /// the transitioning delegate's animator (or the default slide up) runs, driven by its
    /// interaction controller when one is vended; `completion` runs after a finished presentation.
    /// Refused (and recorded as a window warning) when the presenter already presents a
    /// controller, when `controller` is already presented or contained, or when this
    /// controller is in no window (then nothing happens: there is no window to record it);
    /// refused and recorded on the transition in flight when another transition is running.
    public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        guard let window = hostWindow else { return }
        let style = controller.modalPresentationStyle
        let presenting = presentationHost(for: style)
        guard presenting.presentedViewController == nil else {
            return window.warn(
                "present: '\(presenting.name)' already presents '\(presenting.presentedViewController?.name ?? "")'; dismiss it before presenting '\(controller.name)'"
            )
        }
        guard controller.presentingViewController == nil, controller.parent == nil, controller !== presenting else {
            return window.warn(
                "present: '\(controller.name)' is already presented or contained; remove it from its parent or dismiss it first")
        }
        let presenterView: View = presenting.view
        let contextSuperview = presenterView.superview
        if style.usesPresentationContext, contextSuperview == nil {
            return window.warn(
                "present: the presentation context '\(presenting.name)' has no view in the window; give it a superview or use .fullScreen")
        }
        guard window.mayBeginTransition() else { return }

        // A `.custom` presentation asks its delegate even when not animated: UIKit calls its
        // animator's `animateTransition` all the same, so that it can add its views.
        let asksDelegate = animated || style == .custom
        let presentationController =
            style == .custom
            ? controller.transitioningDelegate?.presentationController(forPresented: controller, presenting: presenting, source: self)
            : nil
        var animator: any ViewControllerAnimatedTransitioning = animated ? DefaultModalTransition() : InstantTransition()
        var interactor: (any ViewControllerInteractiveTransitioning)?
        if asksDelegate, let delegate = controller.transitioningDelegate,
            let vended = delegate.animationController(forPresented: controller, presenting: presenting, source: self)
        {
            animator = vended
            interactor = delegate.interactionControllerForPresentation(using: vended)
        }

        let container: View
        let presenterRect: Rect
        if style.usesPresentationContext {
            container = View(frame: presenterView.frame, name: "\(controller.name).presentation")
            presenterRect = Rect(origin: .zero, size: presenterView.frame.size)
        } else {
            container = View(frame: window.bounds, name: "\(controller.name).presentation")
            presenterRect = window.convert(presenterView.bounds, from: presenterView)
        }
        presentationController?.containerView = container
        let removes = presentationController?.shouldRemovePresentersView ?? style.removesPresenterView
        let presentedView: View = controller.view
        let setup = TransitionSetup(
            kind: .present, from: presenting, to: controller, container: container, isAnimated: animated,
            animator: animator, interactor: interactor,
            fromView: removes ? presenterView : nil, toView: presentationController.map { $0.presentedView } ?? presentedView,
            fromFrames: (presenterRect, removes ? .zero : presenterRect),
            toFrames: (.zero, presentationController?.frameOfPresentedViewInContainerView ?? container.bounds),
            prepare: {
                if let contextSuperview, style.usesPresentationContext {
                    contextSuperview.insertSubview(container, aboveSubview: presenterView)
                } else {
                    window.addSubview(container)
                }
                presenting.presentedViewController = controller
                controller.presentingViewController = presenting
                controller.presentation = PresentationRecord(
                    style: style, container: container, presentationController: presentationController)
                presentationController?.presentationTransitionWillBegin()
                presentationController?.layOutContainer()
            },
            settle: { result in
                presentationController?.presentationTransitionDidEnd(result == .finished)
                switch result {
                case .finished:
                    if removes, let superview = presenterView.superview,
                        let index = superview.subviews.firstIndex(where: { $0 === presenterView })
                    {
                        controller.presentation?.presenterPlace = PresenterPlace(superview: superview, index: index, frame: presenterView.frame)
                        presenterView.removeFromSuperview()
                    }
                case .cancelled:
                    presentedView.removeFromSuperview()
                    container.removeFromSuperview()
                    presenting.presentedViewController = nil
                    controller.presentingViewController = nil
                    controller.presentation = nil
                }
            },
            completion: completion,
            appearance: AppearanceChange(disappearing: removes ? presenting : nil, appearing: controller),
            presentationStyle: style)
        window.beginTransition(setup)
    }

    /// Dismisses the controller this one presents, or this controller when it is presented, as
    /// `UIViewController.dismiss(animated:completion:)`. With controllers presented above the
    /// dismissed one, only the top-most animates, with its own transition (its transitioning
    /// delegate's animator), as Apple documents; the ones in between are simply removed when it
    /// begins (and put back if it is cancelled). `completion` runs after a finished dismissal.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let target: ViewController
        if let presented = presentedViewController {
            target = presented
        } else if presentingViewController != nil {
            target = self
        } else {
            hostWindow?.warn("dismiss: '\(name)' neither presents nor is presented; nothing to dismiss")
            return
        }
        guard let presenting = target.presentingViewController, let record = target.presentation,
            let window = record.container.window
        else { return }
        guard window.mayBeginTransition() else { return }
        var between: [ViewController] = []
        var top = target
        while let above = top.presentedViewController {
            between.append(top)
            top = above
        }
        guard let topRecord = top.presentation else { return }

        var animator: any ViewControllerAnimatedTransitioning =
            animated ? DefaultModalTransition() : InstantTransition()
        var interactor: (any ViewControllerInteractiveTransitioning)?
        let presentationController = topRecord.presentationController
        if animated || topRecord.style == .custom, let delegate = top.transitioningDelegate,
            let vended = delegate.animationController(forDismissed: top)
        {
            animator = vended
            interactor = delegate.interactionControllerForDismissal(using: vended)
        }

        let container = topRecord.container
        let place = record.presenterPlace
        let presenterView: View = presenting.view
        let presentedView: View = top.view
        let presenterRect: Rect
        if let place {
            presenterRect =
                record.style.usesPresentationContext
                ? Rect(origin: .zero, size: place.frame.size) : window.convert(place.frame, from: place.superview)
        } else {
            presenterRect =
                record.style.usesPresentationContext
                ? Rect(origin: .zero, size: presenterView.frame.size)
                : window.convert(presenterView.bounds, from: presenterView)
        }
        // The containers of the controllers in between, taken out while the top-most one animates.
        var removed: [(container: View, superview: View, index: Int)] = []
        let setup = TransitionSetup(
            kind: .dismiss, from: top, to: presenting, container: container, isAnimated: animated,
            animator: animator, interactor: interactor,
            fromView: presentationController.map { $0.presentedView } ?? presentedView, toView: place == nil ? nil : presenterView,
            fromFrames: (container.convert(presentedView.bounds, from: presentedView), .zero),
            toFrames: (place == nil ? presenterRect : .zero, presenterRect),
            prepare: {
                for controller in between {
                    guard let held = controller.presentation?.container, let superview = held.superview,
                        let index = superview.subviews.firstIndex(where: { $0 === held })
                    else { continue }
                    removed.append((held, superview, index))
                }
                for entry in removed.reversed() { entry.container.removeFromSuperview() }
                if let place {
                    presenterView.frame = place.frame
                    place.superview?.insertSubview(presenterView, at: place.index)
                }
                presentationController?.dismissalTransitionWillBegin()
                presentationController?.layOutContainer()
            },
            settle: { result in
                presentationController?.dismissalTransitionDidEnd(result == .finished)
                switch result {
                case .finished:
                    presentedView.removeFromSuperview()
                    container.removeFromSuperview()
                    if let place {
                        if presenterView.superview !== place.superview {
                            place.superview?.insertSubview(presenterView, at: place.index)
                        }
                        presenterView.frame = place.frame
                    }
                    for controller in between + [top] {
                        if controller.isViewLoaded { controller.view.removeFromSuperview() }
                        controller.presentedViewController = nil
                        controller.presentingViewController = nil
                        controller.presentation = nil
                    }
                    presenting.presentedViewController = nil
                case .cancelled:
                    if place != nil { presenterView.removeFromSuperview() }
                    for entry in removed { entry.superview.insertSubview(entry.container, at: entry.index) }
                }
            },
            completion: completion,
            appearance: AppearanceChange(disappearing: top, appearing: place == nil ? nil : presenting),
            presentationStyle: topRecord.style)
        window.beginTransition(setup)
    }

    /// The controller that hosts a presentation of `style` asked for by this controller.
    func presentationHost(for style: ModalPresentationStyle) -> ViewController {
        if style.usesPresentationContext {
            var current: ViewController? = self
            while let candidate = current {
                if candidate.definesPresentationContext { return candidate }
                current = candidate.parent
            }
        }
        return containmentRoot
    }
}
