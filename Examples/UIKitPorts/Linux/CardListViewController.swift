import GlideUIKit

/// The screen a card is shown over: a tap anywhere on it presents the card.
final class CardListViewController: UIViewController {
    /// The card presented last.
    private(set) var card: CardViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let tap = UITapGestureRecognizer(target: self, action: Self.showCard)
        view.addGestureRecognizer(tap)
    }

    func showCard() {
        guard presentedViewController == nil else { return }
        let card = CardViewController()
        self.card = card
        present(card, animated: true)
    }
}
