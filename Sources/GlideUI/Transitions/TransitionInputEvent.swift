/// One input a transition's state machine took, as `Window.addTransitionInputObserver` reports it.
public struct TransitionInputEvent: Sendable, Equatable {
    /// The transition's number in its window.
    public var transition: Int
    /// The state the input arrived in.
    public var state: TransitionState
    /// The input.
    public var input: TransitionInput
    /// Clock time, seconds.
    public var time: Double
    /// When the running animation (non-interactive, or the completion after a release) is due to end, seconds; nil when none runs.
    public var animationEnd: Double?

    /// Makes an event from its parts.
    public init(transition: Int, state: TransitionState, input: TransitionInput, time: Double, animationEnd: Double?) {
        self.transition = transition
        self.state = state
        self.input = input
        self.time = time
        self.animationEnd = animationEnd
    }
}
