/// The outcome records of a window's transitions, in order of beginning.
///
/// A record is appended when its transition ends; a diagnostic found later (a second
/// `completeTransition` from an animator that already ended) is added to the record it
/// belongs to, so `jsonLines` always reflects everything known so far, and its diagnostic observers
/// (`addLateDiagnosticObserver`) hear of it (for someone who already passed the record on).
///
/// The log keeps every record unless `retentionLimit` is set: then only the latest ones, so that
/// a session that streams its records elsewhere keeps memory flat however many transitions run.
public final class TransitionLog {
    /// The records kept, in order of beginning: all of them, or the latest `retentionLimit`.
    public private(set) var outcomes: [TransitionOutcome] = []
    /// How many records were ever appended, kept or dropped.
    public private(set) var appendedCount = 0
    /// The most records kept (the oldest are dropped first); nil keeps them all.
    public var retentionLimit: Int? {
        didSet { trim() }
    }
    private var lateDiagnosticObservers = ObserverList<(transition: Int, diagnostic: TransitionDiagnostic)>()

    /// Makes an empty log.
    public init() {}

    /// Calls `body` with the transition's number and the diagnostic each time one is added to a
    /// record already appended (or found for a record already dropped), until removed.
    @discardableResult
    public func addLateDiagnosticObserver(_ body: @escaping ((transition: Int, diagnostic: TransitionDiagnostic)) -> Void) -> ObserverID {
        lateDiagnosticObservers.add(body)
    }

    /// Stops telling an observer of late diagnostics.
    public func removeLateDiagnosticObserver(_ id: ObserverID) {
        lateDiagnosticObservers.remove(id)
    }

    /// Appends the record of a transition that has ended.
    public func append(_ outcome: TransitionOutcome) {
        outcomes.append(outcome)
        appendedCount += 1
        trim()
    }

    /// The record appended `index`-th (from 0, dropped ones counted), or nil when it was dropped or is still to come.
    public func record(appendedAt index: Int) -> TransitionOutcome? {
        let position = index - (appendedCount - outcomes.count)
        return outcomes.indices.contains(position) ? outcomes[position] : nil
    }

    /// Adds `diagnostic` to the record of transition number `transition`; returns false when
    /// no record of that transition is kept.
    @discardableResult
    public func add(_ diagnostic: TransitionDiagnostic, toTransition transition: Int) -> Bool {
        lateDiagnosticObservers.notify((transition, diagnostic))
        guard let index = outcomes.lastIndex(where: { $0.transition == transition }) else { return false }
        outcomes[index].add(diagnostic)
        return true
    }

    /// Every kept record as a JSON line, each followed by a newline.
    public var jsonLines: String {
        outcomes.jsonLines
    }

    /// Forgets every record (`appendedCount` goes on counting).
    public func removeAll() {
        outcomes.removeAll()
    }

    /// Drops the oldest records beyond `retentionLimit`.
    private func trim() {
        guard let retentionLimit, outcomes.count > max(retentionLimit, 0) else { return }
        outcomes.removeFirst(outcomes.count - max(retentionLimit, 0))
    }
}
