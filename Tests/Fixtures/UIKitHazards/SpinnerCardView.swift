import UIKit

/// What a card shows.
struct CardContent {
    var title: String
}

/// A card view as apps write them: its own `model`, and a spinner flag named as UIKit's activity
/// indicator names it (UIView has neither, so Glide's views must not either).
final class SpinnerCardView: UIView {
    var model = CardContent(title: "")
    private(set) var isAnimating = false

    func startAnimating() {
        isAnimating = true
        UIView.animate(withDuration: 0.3) { self.alpha = 0.5 }
    }
}
