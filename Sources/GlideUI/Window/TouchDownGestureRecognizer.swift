import GlideGestures
import GlideInput

/// Reports the moment a touch sequence first has an eligible number of fingers down, and the
/// moment it ends: what `PanInteractionController` needs to grab a completing transition at
/// touch-down, before a pan could have crossed its hysteresis.
///
/// It is a discrete recognizer: it goes from `possible` to `ended` at the touch-down (and
/// calls `onTouchDown`), back to `possible` with the next sequence. `onLift` runs when the
/// last finger of a sequence that touched down lifts, and `onReset` when the window resets it.
final class TouchDownGestureRecognizer: GestureRecognizer {
    /// The pan whose frames make a touch-down (`PanGestureRecognizer.Configuration.accepts`).
    let pan: PanGestureRecognizer.Configuration
    /// Called at the touch-down, with its time (µs).
    var onTouchDown: (Int64) -> Void = { _ in }
    /// Called when every finger of a sequence that touched down has lifted, with its time (µs).
    var onLift: (Int64) -> Void = { _ in }
    /// Called when the window resets the recognizer mid-sequence (device lost, detached), with the time (µs).
    var onReset: (Int64) -> Void = { _ in }

    // The per-frame state is exempt from the runtime exclusivity checks: only this class's own
    // methods modify it, and the callbacks run after each modification has returned.
    @exclusivity(unchecked) private(set) var state: GestureRecognizerState = .possible
    @exclusivity(unchecked) private(set) var stateTimes = GestureStateTimes()
    /// The pan's mapping, for `location`.
    let mapping: TouchMapping
    @exclusivity(unchecked) private(set) var location: GesturePoint?
    /// Never waits for time.
    var deadline: Int64? { nil }
    /// Whether the current sequence has touched down (and not yet lifted).
    @exclusivity(unchecked) private var touchedDown = false
    /// Whether fingers are down in the current sequence.
    @exclusivity(unchecked) private var inSequence = false

    /// A detector for touch-downs that `pan` accepts.
    init(pan: PanGestureRecognizer.Configuration, mapping: TouchMapping) {
        self.pan = pan
        self.mapping = mapping
    }

    func handle(_ frame: TouchFrame) {
        location = mapping.centroid(of: frame.touches)
        if frame.fingers == 0 {
            inSequence = false
            if touchedDown {
                touchedDown = false
                onLift(frame.time)
            }
            return
        }
        if !inSequence {
            inSequence = true
            state = .possible
            stateTimes = GestureStateTimes()
            stateTimes[.possible] = frame.time
        }
        guard !touchedDown, pan.accepts(frame) else { return }
        touchedDown = true
        state = .ended
        stateTimes[.ended] = frame.time
        onTouchDown(frame.time)
    }

    func advance(to time: Int64) {}

    func reset(at time: Int64) {
        let wasDown = touchedDown
        touchedDown = false
        inSequence = false
        if wasDown { onReset(time) }
    }
}
