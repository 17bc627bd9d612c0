/// The outcome records of a window's transitions, in order of beginning.
///
/// A record is appended when its transition ends; a diagnostic found later (a second
/// `completeTransition` from an animator that already ended) is added to the record it
/// belongs to, so `jsonLines` always reflects everything known so far.
public final class TransitionLog {
    /// The records so far, in order of beginning.
    public private(set) var outcomes: [TransitionOutcome] = []

    /// Makes an empty log.
    public init() {}

    /// Appends the record of a transition that has ended.
    public func append(_ outcome: TransitionOutcome) {
        outcomes.append(outcome)
    }

    /// Adds `diagnostic` to the record of transition number `transition`; returns false when
    /// that transition has no record yet.
    @discardableResult
    public func add(_ diagnostic: TransitionDiagnostic, toTransition transition: Int) -> Bool {
        guard let index = outcomes.lastIndex(where: { $0.transition == transition }) else { return false }
        outcomes[index].diagnostics.append(diagnostic)
        return true
    }

    /// Every record as a JSON line, each followed by a newline.
    public var jsonLines: String {
        outcomes.jsonLines
    }

    /// Forgets every record.
    public func removeAll() {
        outcomes.removeAll()
    }
}
