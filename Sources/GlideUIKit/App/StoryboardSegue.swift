import GlideUI

/// UIKit's `UIStoryboardSegue`: a transition from `source` to `destination` that `perform()` runs.
///
/// Glide has no storyboards, so segues are made in code. UIKit's base class leaves the visual
/// transition to subclasses and storyboards supply the kinds; here the base class performs the
/// modal kind ("Present Modally"): `source` presents `destination`, animated, with
/// `destination`'s own presentation style and transitioning delegate. Subclasses override
/// `perform()` as in UIKit.
open class UIStoryboardSegue {
    /// The identifier it was made with.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue shows.
    public let destination: UIViewController
    private let performHandler: (() -> Void)?

    /// A segue from `source` to `destination`, performed as a modal presentation.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
    }

    /// A segue whose `perform()` calls `performHandler` instead of presenting, as in UIKit.
    public init(identifier: String?, source: UIViewController, destination: UIViewController, performHandler: @escaping () -> Void) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
    }

    /// Runs the transition: the handler given at creation, else `source.present(destination, animated: true)`
    /// (refused, with a window warning, as any presentation is, when `source` already presents one).
    open func perform() {
        if let performHandler {
            performHandler()
        } else {
            source.present(destination, animated: true)
        }
    }
}
