/// Something UIKit leaves silent that Glide records on a transition's outcome.
///
/// A diagnostic is a short kebab-case string, because that is what the outcome record's
/// `diagnostics` list carries and what scripts match on; the static members name every one
/// Glide emits.
public struct TransitionDiagnostic: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The string written to the outcome record.
    public var rawValue: String

    /// Wraps a diagnostic string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The diagnostic string.
    public var description: String { rawValue }

    /// The animator never called `completeTransition`; Glide ended the transition as cancelled
    /// (UIKit-strict: it stays in flight, as on an iPhone, and the window warns).
    public static let stuck = TransitionDiagnostic(rawValue: "stuck")
    /// `completeTransition` was called a second time.
    public static let completedTwice = TransitionDiagnostic(rawValue: "completed-twice")
    /// The animator called `completeTransition` after Glide had recovered its transition as stuck.
    public static let completedAfterStuck = TransitionDiagnostic(rawValue: "completed-after-stuck")
    /// `completeTransition(true)` after the transition was cancelled; the cancel stands (UIKit-strict: the flag wins, as in UIKit).
    public static let completedDespiteCancel = TransitionDiagnostic(rawValue: "completed-despite-cancel")
    /// `completeTransition(false)` after the transition was finished; the finish stands (UIKit-strict: the flag wins).
    public static let cancelledDespiteFinish = TransitionDiagnostic(rawValue: "cancelled-despite-finish")
    /// `completeTransition` while a gesture still scrubbed, without `finish` or `cancel` first.
    public static let completedWhileInteracting = TransitionDiagnostic(rawValue: "completed-while-interacting")
    /// Another transition was begun while this one was in flight; the other was refused.
    public static let begunWhileInFlight = TransitionDiagnostic(rawValue: "begun-while-in-flight")
    /// After completion the visible controller's view was hidden, transparent or not in the window.
    public static let blankScreen = TransitionDiagnostic(rawValue: "blank-screen")
    /// A cancelled transition left the view tree different from before, once its animations had
    /// run back to their start values: a change made outside an animation (a value set outside
    /// the block, `isHidden`, a subview added or removed) that the animator did not undo; Glide
    /// restored it. UIKit restores only what it animated.
    public static let treeRestored = TransitionDiagnostic(rawValue: "tree-restored")
    /// As `treeRestored`, in UIKit-strict mode, which leaves the change as iOS does.
    public static let changeOutsideAnimationKept = TransitionDiagnostic(rawValue: "change-outside-animation-kept")
    /// A touch tried to grab an interruptible transition whose running animations had already
    /// (partly) completed, their completion blocks having run, so it could not be scrubbed back; it ran on.
    public static let grabAfterAnimationCompleted = TransitionDiagnostic(rawValue: "grab-after-animation-completed")
    /// An update carried NaN or an infinity and was ignored.
    public static let nonFinitePercent = TransitionDiagnostic(rawValue: "non-finite-percent")

    /// The animator's `interruptibleAnimator(using:)` vended a type other than `PropertyAnimator`; the transition ran without it.
    public static let interruptibleAnimatorUnsupported = TransitionDiagnostic(rawValue: "interruptible-animator-unsupported")

    /// A property-animator call UIKit rejects with an exception (e.g. `pauseAnimation()` on a
    /// stopped animator) made while the transition was in flight; the call changed nothing.
    public static func propertyAnimatorRejected(_ rejection: PropertyAnimatorError) -> TransitionDiagnostic {
        TransitionDiagnostic(rawValue: "property-animator-rejected:\(rejection.call)")
    }

    /// The diagnostic for `input` refused by the state machine for `violation`.
    public static func rejected(_ input: TransitionInput, _ violation: TransitionViolation) -> TransitionDiagnostic {
        switch violation {
        case .begunWhileInFlight: .begunWhileInFlight
        case .completedTwice: .completedTwice
        case .nonFinitePercent: .nonFinitePercent
        case .notInterruptible: TransitionDiagnostic(rawValue: "\(input.rawValue)-not-interruptible")
        case .notInFlight(let state), .notInteracting(let state), .notReleased(let state):
            TransitionDiagnostic(rawValue: "\(input.rawValue)-in-\(state.rawValue)")
        }
    }

    /// What the diagnostic means, in a phrase (for invariant failures and reports).
    public var meaning: String {
        switch self {
        case .stuck: return "the animator never called completeTransition"
        case .completedTwice: return "completeTransition was called a second time"
        case .completedAfterStuck: return "completeTransition came after the transition was recovered as stuck"
        case .completedDespiteCancel: return "completeTransition(true) after the transition was cancelled"
        case .cancelledDespiteFinish: return "completeTransition(false) after the transition was finished"
        case .completedWhileInteracting: return "completeTransition while a gesture still scrubbed, without finish or cancel"
        case .begunWhileInFlight: return "another transition was begun while this one was in flight, and refused"
        case .blankScreen: return "after completion the visible controller's view was hidden, transparent or not in the window"
        case .treeRestored: return "the cancel left a change made outside an animation, which UIKit keeps, and Glide undid it"
        case .changeOutsideAnimationKept: return "the cancel left a change made outside an animation (UIKit restores only what it animated)"
        case .grabAfterAnimationCompleted: return "a grab came after the animations had completed, so it could not scrub them back"
        case .nonFinitePercent: return "an update carried NaN or an infinity"
        case .interruptibleAnimatorUnsupported: return "interruptibleAnimator(using:) vended an animator Glide cannot drive"
        default: break
        }
        if rawValue.hasPrefix("property-animator-rejected:") {
            return "a property-animator call UIKit rejects with an exception (\(rawValue.dropFirst("property-animator-rejected:".count)))"
        }
        if rawValue.hasSuffix("-not-interruptible") {
            return "\(rawValue.dropLast("-not-interruptible".count)) needs an interruptible transition"
        }
        if let range = rawValue.range(of: "-in-") {
            return "\(rawValue[..<range.lowerBound]) arrived while the transition was \(rawValue[range.upperBound...]), which refuses it"
        }
        return "a diagnostic Glide recorded (see the article \"Outcome records\" in Glide's documentation)"
    }

    /// The diagnostic for a note the state machine attached to an accepted `completeTransition`.
    public init(_ note: TransitionNote) {
        switch note {
        case .completedDespiteCancel: self = .completedDespiteCancel
        case .cancelledDespiteFinish: self = .cancelledDespiteFinish
        case .completedWhileInteracting: self = .completedWhileInteracting
        }
    }
}

/// The inputs of the transition state machine, named as diagnostics spell them.
public enum TransitionInput: String, Sendable, CaseIterable {
    /// `begin(interactive:interruptible:)`.
    case begin
    /// `update(percent:)`.
    case update
    /// `finish(speed:curve:)`.
    case finish
    /// `cancel(speed:curve:)`.
    case cancel
    /// `grab(percent:)`.
    case grab
    /// `markInterruptible()`.
    case markInterruptible = "mark-interruptible"
    /// `completionAnimationEnded()`.
    case completionAnimationEnded = "completion-animation-ended"
    /// `completeTransition(didComplete:)`.
    case completeTransition = "complete-transition"
    /// `stuckTimeout()`.
    case stuckTimeout = "stuck-timeout"
}
