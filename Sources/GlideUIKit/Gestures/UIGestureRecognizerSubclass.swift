import GlideGestures
import GlideInput
import GlideUI

/// UIKit's `UIGestureRecognizerSubclass`: a recognizer class of the app's own overrides
/// `touchesBegan`, `touchesMoved`, `touchesEnded` and `touchesCancelled` and sets `state`
/// (`.began`, `.changed`, `.ended`, `.failed`, …); it takes part in the arbitration with the
/// other recognizers as UIKit's own do. `reset()` is called once a gesture is over.
extension UIGestureRecognizer {
    /// The Glide side of a recognizer subclass of the app's own.
    var forwarding: TouchForwardingRecognizer? { recognizer as? TouchForwardingRecognizer }
}

/// Hands each frame's touches to a `UIGestureRecognizer` subclass's touch methods, as UIKit
/// delivers them (began, then moved, then ended, each as one set with the event), and takes the
/// state the subclass sets. Once the gesture is over (a terminal state with every finger lifted)
/// the subclass's `reset()` runs, as UIKit's does; the terminal state lasts until the next frame,
/// as Glide's recognizers' do, then the recognizer is `possible` again.
final class TouchForwardingRecognizer: GestureRecognizer {
    private weak var owner: UIGestureRecognizer?
    private weak var window: Window?
    let mapping: TouchMapping
    private let changed: () -> Void
    private var status = RecognizerStatus()
    /// The touches down, by tracking id.
    private var touches: [Int32: UITouch] = [:]
    private var lastTime: Int64 = 0
    /// Whether the subclass's `reset()` ran for the gesture that ended.
    private var didReset = false

    init(owner: UIGestureRecognizer, mapping: TouchMapping, window: Window, changed: @escaping () -> Void) {
        self.owner = owner
        self.window = window
        self.mapping = mapping
        self.changed = changed
    }

    var state: GestureRecognizerState { status.state }
    var stateTimes: GestureStateTimes { status.times }
    var location: GesturePoint? {
        guard !touches.isEmpty else { return nil }
        var (x, y) = (0.0, 0.0)
        for touch in touches.values {
            let point = touch.location(in: nil)
            (x, y) = (x + point.x, y + point.y)
        }
        return GesturePoint(x: x / Double(touches.count), y: y / Double(touches.count))
    }
    var deadline: Int64? { nil }

    func handle(_ frame: TouchFrame) {
        lastTime = frame.time
        if status.state.isTerminal, touches.isEmpty { enter(.possible) }
        let time = window?.clockTime(ofFrameTime: frame.time) ?? 0
        var began: Set<UITouch> = [], moved: Set<UITouch> = []
        var down = Set<Int32>()
        for finger in frame.touches {
            down.insert(finger.trackingID)
            let point = mapping.point(for: finger)
            if let touch = touches[finger.trackingID] {
                touch.move(to: point, at: time)
                moved.insert(touch)
            } else {
                let touch = UITouch(point: point, view: owner?.view, phase: .began, timestamp: time)
                touches[finger.trackingID] = touch
                began.insert(touch)
            }
        }
        var ended: Set<UITouch> = []
        for (id, touch) in touches where !down.contains(id) {
            touch.phase = .ended
            touch.timestamp = time
            ended.insert(touch)
            touches[id] = nil
        }
        guard let owner else { return }
        let event = UIEvent(touches: Set(touches.values).union(ended), timestamp: time)
        if !began.isEmpty { owner.touchesBegan(began, with: event) }
        if !moved.isEmpty { owner.touchesMoved(moved, with: event) }
        if !ended.isEmpty { owner.touchesEnded(ended, with: event) }
        // Every finger lifted with the gesture still running: the subclass did not end it.
        if touches.isEmpty, status.state == .began || status.state == .changed { enter(.cancelled) }
        resetIfOver()
    }

    /// Runs the subclass's `reset()` once a gesture is over.
    private func resetIfOver() {
        guard touches.isEmpty, status.state.isTerminal, !didReset else { return }
        didReset = true
        owner?.reset()
    }

    func advance(to time: Int64) {}

    func reset(at time: Int64) {
        lastTime = time
        let now = window?.clockTime(ofFrameTime: time) ?? 0
        let cancelled = Set(touches.values)
        touches = [:]
        for touch in cancelled { touch.phase = .cancelled }
        if !cancelled.isEmpty { owner?.touchesCancelled(cancelled, with: UIEvent(touches: cancelled, timestamp: now)) }
        switch status.state {
        case .began, .changed: enter(.cancelled)
        case .possible: break
        case .ended, .cancelled, .failed: enter(.possible)
        }
    }

    /// Takes the state the subclass set (announcing each `changed` again, as a continuous gesture does).
    func enter(_ state: GestureRecognizerState) {
        guard state != status.state || state == .changed else { return }
        let announced = status.enter(state, at: lastTime)
        if state == .possible { didReset = false }
        if announced { changed() }
        resetIfOver()
    }
}
