import Foundation

/// UIKit's `UIPresentationController`: what a `.custom` presentation looks like around its
/// animator. The transitioning delegate vends it (`presentationController(forPresented:presenting:source:)`,
/// asked first, for `.custom` only); it is kept while the controller is presented
/// (`ViewController.presentationController`).
///
/// Its calls, in UIKit's order (Apple's `UIPresentationController` documentation): once the "will"
/// appearance callbacks have run and the container is in the window,
/// `presentationTransitionWillBegin` (add chrome, animate it with
/// `presentedViewController.transitionCoordinator`), then the container-layout pair, then the
/// animator; when the transition ends, before the tree is checked and the record written,
/// `presentationTransitionDidEnd(completed)`. A dismissal mirrors it with
/// `dismissalTransitionWillBegin` and `dismissalTransitionDidEnd` (remove chrome only when
/// completed). `frameOfPresentedViewInContainerView` is the presented view's `finalFrame`, and
/// `presentedView` is what `view(forKey: .to)` gives the animator; `shouldRemovePresentersView`
/// decides whether the presenter's view leaves the window (and hears appearance callbacks).
/// Confined to its window's thread.
///
/// Glide's screen is a phone's and never changes size or traits, so a presentation never adapts:
/// the `delegate` is kept but never asked for an adaptive style, and `viewWillTransition(to:with:)`
/// is never called.
open class PresentationController {
    /// The controller being presented (which holds this presentation controller while it is presented).
    public unowned let presentedViewController: ViewController
    private weak var presenting: ViewController?

    /// UIKit's adaptive delegate, held weakly as UIKit holds it. Glide never asks it: the styles
    /// it supports do not adapt on its phone-sized screen, and it has no user dismissal of a
    /// sheet (a sheet covers the window, see `ModalPresentationStyle`), so neither its adaptive
    /// styles nor its dismissal callbacks are ever called.
    public weak var delegate: (any AdaptivePresentationControllerDelegate)?

    /// The view the presentation's transitions run in; nil until the presentation starts.
    public internal(set) var containerView: View?

    /// A presentation controller for `presentedViewController`, presented by `presentingViewController`.
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        self.presentedViewController = presentedViewController
        self.presenting = presentingViewController
    }

    /// The controller presenting: the one given, else the presented controller's presenter once it is presented.
    public var presentingViewController: ViewController {
        presenting ?? presentedViewController.presentingViewController ?? presentedViewController
    }

    /// The view the animator animates in: the presented controller's view by default.
    open var presentedView: View? { presentedViewController.view }

    /// Where the presented view ends, in the container's coordinates: the container's bounds by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presenter's view leaves the window once the presentation finished (default false).
    open var shouldRemovePresentersView: Bool { false }

    /// Whether the presentation covers the window rather than a presentation context (default true).
    open var shouldPresentInFullscreen: Bool { true }

    /// The presentation is about to run: add views to `containerView` here.
    open func presentationTransitionWillBegin() {}
    /// The presentation ended: `completed` is false after a cancel.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal is about to run.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal ended: remove the chrome only when `completed`.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The container is about to lay out its views (at the start of each transition).
    open func containerViewWillLayoutSubviews() {}
    /// The container laid out its views.
    open func containerViewDidLayoutSubviews() {}

    /// The size this controller's content would like (`ContentContainer`; default zero, no preference).
    open var preferredContentSize: CGSize = .zero

    /// The size of `container`'s content in a parent of `parentSize` (`ContentContainer`; default `parentSize`, as UIKit's).
    open func size(forChildContentContainer container: any ContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// UIKit's `UIContentContainer` call before the container changes size (a rotation, a
    /// resize). Glide's screen never rotates or resizes, so Glide never calls it; the default
    /// does nothing, so an override's `super` call is harmless.
    open func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {}

    /// The container laying out, as a transition starts.
    func layOutContainer() {
        containerViewWillLayoutSubviews()
        containerViewDidLayoutSubviews()
    }
}

/// UIKit's `UIAdaptivePresentationControllerDelegate`: the methods UIKit declares optional have
/// defaults (UIKit's behaviour when they are missing). Glide never calls them (see
/// `PresentationController.delegate`); code that calls them itself gets the defaults or the
/// conformer's own answers.
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt to; the default `.none` asks for no adaptation.
    func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle
    /// The style to adapt to for `traitCollection`; the default asks `adaptivePresentationStyle(for:)`, as UIKit does.
    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle
    /// Whether a user's dismissal (a sheet pulled down) may proceed; the default is true.
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    /// A user's dismissal is about to start.
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    /// A user's dismissal finished.
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    /// A user's dismissal was refused by `presentationControllerShouldDismiss`.
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
    /// `.none`: no adaptation asked for.
    public func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle { .none }
    /// The answer of `adaptivePresentationStyle(for:)`, as UIKit falls back to it.
    public func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    /// True: the dismissal may proceed.
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
}
