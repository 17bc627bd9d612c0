/// Resistance past a transition's ends, as niri's gestures have it (`src/rubber_band.rs` @
/// f30db163; `{ stiffness: 0.5, limit: 0.05 }` in `src/layout/monitor.rs` l.37-40): a drag past
/// 100 %, or back past 0 %, moves the container on by band(x) = (1 − 1 / (x·c/d + 1))·d of its
/// length for an excess x (stiffness c, limit d), which starts at slope c and never reaches d.
/// Only what is shown moves: the transition's percent, and so every record, stays within 0…1.
public struct RubberBand: Hashable, Sendable {
    /// The slope at the ends (c): how much of the excess shows at first.
    public let stiffness: Double
    /// The most the container moves beyond an end, as a fraction of its length (d).
    public let limit: Double

    /// A band of `stiffness` (> 0) and `limit` (> 0), both finite.
    public init(stiffness: Double, limit: Double) {
        precondition(stiffness > 0 && stiffness.isFinite && limit > 0 && limit.isFinite,
                     "RubberBand needs a positive, finite stiffness and limit, got \(stiffness) and \(limit)")
        self.stiffness = stiffness
        self.limit = limit
    }

    /// niri's: stiffness 0.5, limit 0.05.
    public static let niri = RubberBand(stiffness: 0.5, limit: 0.05)

    /// How far past an end the container shows for a progress `excess` beyond it (signed, in
    /// container lengths; 0 for 0 or a value that is not finite).
    public func offset(forExcess excess: Double) -> Double {
        guard excess.isFinite, excess != 0 else { return 0 }
        let x = abs(excess)
        let band = (1 - 1 / (x * stiffness / limit + 1)) * limit
        return excess < 0 ? -band : band
    }
}
