import Foundation

/// UIKit's `UIContentContainer`: what a controller or a presentation controller answers about
/// the sizes of the content it holds. Glide's screen never rotates or resizes, so Glide asks
/// none of it; the defaults are UIKit's, so overrides and the code that calls them work.
public protocol ContentContainer: AnyObject {
    /// The size the container's content would like (default zero: no preference).
    var preferredContentSize: CGSize { get }
    /// The size of `container`'s content inside a parent of `parentSize` (default `parentSize`).
    func size(forChildContentContainer container: any ContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    /// Called before the container changes size; never called by Glide.
    func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator)
}

extension ViewController: ContentContainer {}
extension PresentationController: ContentContainer {}
