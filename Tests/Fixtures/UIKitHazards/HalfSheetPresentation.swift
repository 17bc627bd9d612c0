/// Keeps a presented sheet on the lower half of the screen. This file has no import: on iOS it
/// compiles through the app's umbrella import of UIKit.
final class HalfSheetPresentation: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let half = container.bounds.height / 2
        return CGRect(x: 0, y: half, width: container.bounds.width, height: half)
    }
}
