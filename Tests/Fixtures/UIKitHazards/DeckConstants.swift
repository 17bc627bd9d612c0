/// Timing shared by the deck transitions. No import: on iOS, Foundation's names come with the
/// app's umbrella import of UIKit.
struct DeckConstants {
    /// How long presenting and dismissing take.
    static let duration: TimeInterval = 0.3
    /// How far the presenting card is inset from the screen's top.
    static let topInset: CGFloat = 28
}
