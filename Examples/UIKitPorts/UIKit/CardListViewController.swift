import UIKit

/// The screen a card is shown over: a tap anywhere on it presents the card. It dims while the
/// card rises and brightens as the card is pulled away, alongside the card's own transitions.
final class CardListViewController: UIViewController {
    /// The card presented last.
    private(set) var card: CardViewController?
    /// The list's opacity while a card covers it.
    static let dimmedAlpha: CGFloat = 0.5

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let tap = UITapGestureRecognizer(target: self, action: #selector(showCard))
        view.addGestureRecognizer(tap)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        transitionCoordinator?.animate(alongsideTransition: { _ in
            self.view.alpha = Self.dimmedAlpha
        }, completion: { _ in
            self.settleDimming()
        })
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        transitionCoordinator?.animate(alongsideTransition: { _ in
            self.view.alpha = 1
        }, completion: { _ in
            self.settleDimming()
        })
    }

    /// Dims the list exactly while a card covers it, whichever way a transition ended (a
    /// cancelled one runs its animations back, and turns the callbacks around).
    private func settleDimming() {
        view.alpha = presentedViewController == nil ? 1 : Self.dimmedAlpha
    }

    @objc func showCard() {
        guard presentedViewController == nil else { return }
        let card = CardViewController()
        self.card = card
        present(card, animated: true)
    }
}
