import Glibc

/// How a guided run shares its cases between fresh scripts (random mode's own cases, in random
/// mode's order) and mutants of the corpus: by how often each kind has paid off lately, as
/// libFuzzer and AFL++ weigh their mutators by what they found.
///
/// A case pays off when it reaches a key no earlier case had. Each kind counts its cases and
/// payoffs, what came before halving every `halfLife` cases of that kind. Fresh cases pay at
/// (payoffs + 1) / (cases + 2); mutants start from the fresh cases' rate, worth two cases:
/// (payoffs + 2 × fresh rate) / (cases + 2). A tie goes two to one to the fresh cases, which
/// cost no probes and keep random mode's order, so the mutants' share is m / (m + 2f), within
/// `minimumMutants`…`maximumMutants`, and none while the corpus is empty. So a run starts as
/// random mode does, keeps its cases coming while they still reach new places, and moves to
/// mutants as they pay better; at least `1 - maximumMutants` of the cases stay random mode's.
public struct FuzzSchedule: Sendable, Equatable {
    /// What one kind of case has given lately.
    public struct Record: Sendable, Equatable {
        /// Cases run, decayed.
        public var cases = 0.0
        /// Cases that reached a new key, decayed.
        public var payoffs = 0.0

        /// Adds `count` cases of which `paid` paid off, halving what came before every `halfLife` of them.
        mutating func add(_ count: Int, paid: Int) {
            guard count > 0 else { return }
            let decay = exp2(-Double(count) / FuzzSchedule.halfLife)
            cases = cases * decay + Double(count)
            payoffs = payoffs * decay + Double(paid)
        }
    }

    /// Cases (of one kind) over which what that kind gave counts half.
    public static let halfLife = 100.0
    /// The least share of mutants once the corpus has entries.
    public static let minimumMutants = 0.2
    /// The most share of mutants: the rest are random mode's cases.
    public static let maximumMutants = 0.8

    /// Random mode's cases run.
    public private(set) var fresh = Record()
    /// The corpus's mutants run.
    public private(set) var mutants = Record()

    /// An empty schedule.
    public init() {}

    /// The fresh cases' payoff rate.
    public var freshRate: Double { (fresh.payoffs + 1) / (fresh.cases + 2) }
    /// The mutants' payoff rate, from the fresh cases' rate.
    public var mutantRate: Double { (mutants.payoffs + 2 * freshRate) / (mutants.cases + 2) }

    /// The share of a round's cases that mutate the corpus, which has `corpusEntries` entries.
    public func mutantShare(corpusEntries: Int) -> Double {
        guard corpusEntries > 0 else { return 0 }
        return min(max(mutantRate / (mutantRate + 2 * freshRate), Self.minimumMutants), Self.maximumMutants)
    }

    /// Notes a round: `freshCases` fresh cases, of which `freshPaid` paid off, and `mutantCases` mutants, of which `mutantsPaid` did.
    public mutating func record(fresh freshCases: Int, paid freshPaid: Int, mutants mutantCases: Int, paid mutantsPaid: Int) {
        fresh.add(freshCases, paid: freshPaid)
        mutants.add(mutantCases, paid: mutantsPaid)
    }
}
