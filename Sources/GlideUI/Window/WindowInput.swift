import GlideGestures
import GlideInput

/// The window's touch dispatch: which device it reads, where a touch sequence goes, and the
/// recognizer deadline it has scheduled on the clock.
final class WindowInputState {
    /// The device whose frames the window takes.
    var device: DeviceDescription? {
        didSet { isConnected = device != nil }
    }
    /// Whether `device` is set, read on every frame without copying the device (a struct of
    /// strings and collections, whose copy retains and releases every one of their buffers).
    private(set) var isConnected = false
    /// True from a device loss until the next `connectInputDevice`.
    var hasLostDevice = false
    /// The view set as focused; `Window.focusedView` falls back when it is nil or unusable.
    weak var focusedView: View?
    /// Seconds added to a frame's time (µs / 10⁶) to put it on the window's clock.
    var clockOffset: Double = 0
    /// The recognizers of the current (or last) touch sequence, chosen at its touch-down.
    var receivers: [any GestureRecognizer] = []
    /// Whether fingers are down: the receivers are fixed until they all lift.
    var inSequence = false
    /// The time of the last frame handed in, µs.
    var lastFrameTime: Int64?
    /// The recognizer deadline (µs) scheduled on the clock, and its callback.
    var scheduled: (deadline: Int64, id: ClockCallbackID)?
    /// The last deadline fired; later scheduling only considers deadlines after it.
    var lastFiredDeadline = Int64.min
    /// The recognizer being handed a frame, a deadline or a reset now (its actions run inside).
    var delivering: (any GestureRecognizer)?
    /// Whether touchpad sequences go to the view under the pointer rather than the focused view.
    var routesToPointer = false
    /// The touchpad pointer, in the window's points; nil: the centre.
    var pointer: Point?
    /// The one finger moving the pointer, and where it was at the last frame.
    var pointerFinger: (trackingID: Int32, at: GesturePoint)?
}

/// Touch input, modelled on UIKit's event delivery.
///
/// **Devices.** One device at a time is connected (`connectInputDevice`); its
/// `DeviceDescription.kind` decides the routing. A touchscreen touch sequence (from the first
/// finger down to the last finger up) is hit-tested at its touch-down: the centroid of the
/// touches, normalised position × the window's bounds, in points; the recognizers of the hit
/// view and of its ancestors get every frame of the sequence. A touchpad sequence goes, in the
/// key window only, to `focusedView` and its ancestors, or, in a window that
/// `routesTouchpadToPointer` (GlideUIKit's `UIWindow`, as iPadOS routes a trackpad's gestures),
/// to the view under `pointerLocation` and its ancestors. A hidden, transparent or
/// non-interactive view (or one under such an ancestor) gets nothing, nor does any view for a
/// device the window cannot map. Each recognizer reads touches through the mapping it was made
/// with; the window's own, `touchMapping(for:)`, which `PanGestureRecognizer(device:window:)`
/// uses, scales touchscreen positions to the window's size in points and touchpad millimetres
/// so that the pad's width spans the window's width (ARCHITECTURE.md, "Units"; the window is
/// the container of full-screen transitions).
///
/// **Time.** A frame's time is in microseconds on the device's clock; on the window's clock
/// it is `Double(time) / 1e6 + inputClockOffset` seconds (`clockTime(ofFrameTime:)`). With a
/// `VirtualClock` (replay, live sessions, tests, fuzzing), `handle` first advances the clock to
/// the frame's time, running every animation step and recognizer deadline due before it, so a
/// replay only hands frames in, then lets the clock run (`runUntilIdle`) after the last one (a
/// live session also moves it between frames, paced by `CLOCK_MONOTONIC`); a frame whose time
/// lies in the clock's past (a backwards timestamp) is handled at the clock's now. With a
/// `SystemClock` the clock moves by itself (`advance(to:)` only runs what is due): a device on `CLOCK_MONOTONIC`
/// (`EvdevDevice.hasMonotonicClock`) needs offset 0; otherwise call
/// `alignInputClock(toFrameTime:)` with the first frame's time. Recognizer deadlines are
/// scheduled on the clock at their clock time and call `advance(to:)` when it arrives.
///
/// **Loss.** `inputDeviceLost()` resets every recognizer of the current sequence (a pan in
/// progress is cancelled) and disconnects the device; `hasLostInputDevice` stays true until
/// the next `connectInputDevice`, so a cancelled recognizer's observer can tell device loss
/// from other cancellations.
extension Window {
    /// The connected touch device, if any.
    public var inputDevice: DeviceDescription? { input.device }

    /// True after the input device was lost, until another is connected.
    public var hasLostInputDevice: Bool { input.hasLostDevice }

    /// The view touchpad gestures go to: the one set, while it is in this window, else the
    /// visible controller's view (when in this window) or, while that view cannot take touches
    /// (hidden or transparent in the middle of a transition, e.g. behind a cross-fade's
    /// snapshots), its nearest ancestor that can, else the window itself.
    public var focusedView: View? {
        get {
            if let view = input.focusedView, view.rootView === self { return view }
            if let visible = visibleViewController, visible.isViewLoaded, visible.view.rootView === self {
                var candidate: View? = visible.view
                while let view = candidate, view !== self {
                    if view.canReceiveTouches(in: self) { return view }
                    candidate = view.superview
                }
            }
            return self
        }
        set { input.focusedView = newValue }
    }

    /// Whether a touchpad sequence goes to the view under `pointerLocation` (as iPadOS routes a
    /// trackpad's two-finger pan to the view under the pointer) rather than to `focusedView`
    /// (default false; GlideUIKit's `UIWindow` sets it).
    public var routesTouchpadToPointer: Bool {
        get { input.routesToPointer }
        set { input.routesToPointer = newValue }
    }

    /// Where the touchpad's pointer is, in the window's points (its centre until moved, kept
    /// inside its bounds). In a window that `routesTouchpadToPointer`, a touchpad moves it with
    /// one finger, as far as the finger moves in the touchpad's mapping (the pad's width across
    /// the window's), and its sequences go to the view under it.
    public var pointerLocation: Point {
        get { input.pointer ?? Point(x: bounds.midX, y: bounds.midY) }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return }
            input.pointer = Point(x: min(max(newValue.x, bounds.minX), bounds.maxX), y: min(max(newValue.y, bounds.minY), bounds.maxY))
        }
    }

    /// Seconds added to a frame's time in seconds to put it on this window's clock (default 0).
    public var inputClockOffset: Double {
        get { input.clockOffset }
        set {
            precondition(newValue.isFinite, "Window.inputClockOffset must be finite, got \(newValue)")
            input.clockOffset = newValue
        }
    }

    /// Sets `inputClockOffset` so that a frame at `time` (µs) falls on the clock's current time.
    public func alignInputClock(toFrameTime time: Int64) {
        input.clockOffset = clock.now - Double(time) / 1e6
    }

    /// The clock time (seconds) of a frame time (µs).
    public func clockTime(ofFrameTime time: Int64) -> Double {
        Double(time) / 1e6 + input.clockOffset
    }

    /// The frame time (µs) of a clock time (seconds), rounded to the nearest microsecond.
    public func frameTime(ofClockTime time: Double) -> Int64 {
        let micro = ((time - input.clockOffset) * 1e6).rounded()
        guard micro.isFinite, abs(micro) < 9.2e18 else { return micro < 0 ? .min : .max }
        return Int64(micro)
    }

    /// The mapping the window gives recognizers for `device`: the pad's width onto the window's width, or a touchscreen onto the window.
    public func touchMapping(for device: DeviceDescription) -> TouchMapping? {
        TouchMapping(device: device, container: GestureSize(width: bounds.width, height: bounds.height))
    }

    /// Takes frames from `device` from now on; a sequence in progress on the previous device is reset.
    public func connectInputDevice(_ device: DeviceDescription) {
        resetReceivers()
        input.device = device
        input.hasLostDevice = false
    }

    /// The device went away: resets every recognizer of the current sequence (cancelling a pan in progress) and disconnects it.
    public func inputDeviceLost() {
        input.hasLostDevice = true
        input.device = nil
        resetReceivers()
    }

    /// Delivers one frame of the connected device (see the extension's notes); ignored when no device is connected.
    public func handle(_ frame: TouchFrame) {
        guard input.isConnected else { return }
        clock.advance(to: clockTime(ofFrameTime: frame.time))
        // Advancing may have run a deadline or an animation completion that disconnected the device.
        guard input.isConnected else { return }
        input.lastFrameTime = frame.time
        let fingers = frame.fingers
        if !input.inSequence {
            guard fingers > 0, let device = input.device else { return }
            input.inSequence = true
            input.receivers = receivers(forTouchDown: frame, device: device)
            input.lastFiredDeadline = .min
        }
        for recognizer in input.receivers { deliver(to: recognizer) { $0.handle(frame) } }
        if input.routesToPointer { movePointer(with: frame) }
        if fingers == 0 { input.inSequence = false }
        scheduleDeadline()
    }

    /// Moves the pointer as far as one touchpad finger moved since the last frame.
    private func movePointer(with frame: TouchFrame) {
        guard frame.touches.count == 1, let device = input.device, device.kind == .touchpad || device.kind == .clickpad,
              let mapping = touchMapping(for: device)
        else { return input.pointerFinger = nil }
        let touch = frame.touches[0]
        let at = mapping.point(for: touch)
        if let last = input.pointerFinger, last.trackingID == touch.trackingID {
            let from = pointerLocation
            pointerLocation = Point(x: from.x + at.x - last.at.x, y: from.y + at.y - last.at.y)
        }
        input.pointerFinger = (touch.trackingID, at)
    }

    /// The pan being handed a frame, a deadline or a reset now (a UIKit recognizer's Glide pan
    /// too): while its actions run, it is the pan that drives what they call.
    var deliveringPan: PanGestureRecognizer? {
        guard let recognizer = input.delivering else { return nil }
        if let pan = recognizer as? PanGestureRecognizer { return pan }
        return (recognizer as? any ViewAttachedGestureRecognizer)?.recognizer as? PanGestureRecognizer
    }

    /// Runs `body` on `recognizer` with it marked as the one being delivered to.
    private func deliver(to recognizer: any GestureRecognizer, _ body: (any GestureRecognizer) -> Void) {
        let outer = input.delivering
        input.delivering = recognizer
        defer { input.delivering = outer }
        body(recognizer)
    }

    /// Resets and forgets `recognizer` when it belongs to the current sequence (it was detached from its view).
    func recognizerDetached(_ recognizer: any GestureRecognizer) {
        guard let index = input.receivers.firstIndex(where: { $0 === recognizer }) else { return }
        input.receivers.remove(at: index)
        let time = currentFrameTime
        deliver(to: recognizer) { $0.reset(at: time) }
        scheduleDeadline()
    }

    /// The frame time of now: the clock's, never before the last frame's.
    private var currentFrameTime: Int64 {
        max(frameTime(ofClockTime: clock.now), input.lastFrameTime ?? .min)
    }

    /// The recognizers a sequence starting with `frame` goes to (none for a device the window cannot map).
    private func receivers(forTouchDown frame: TouchFrame, device: DeviceDescription) -> [any GestureRecognizer] {
        guard touchMapping(for: device) != nil, !ignoresTouchSequences else { return [] }
        prepareForTouchSequence()
        let target: View?
        switch device.kind {
        case .touchscreen:
            guard !frame.touches.isEmpty else { return [] }
            var x = 0.0
            var y = 0.0
            for touch in frame.touches {
                x += touch.normalized.x
                y += touch.normalized.y
            }
            let n = Double(frame.touches.count)
            let point = Point(x: bounds.minX + x / n * bounds.width, y: bounds.minY + y / n * bounds.height)
            target = point.x.isFinite && point.y.isFinite ? hitTest(point) : nil
        case .touchpad, .clickpad:
            guard isKeyWindow else { return [] }
            if input.routesToPointer {
                target = hitTest(pointerLocation)
            } else {
                guard let focused = focusedView, focused.canReceiveTouches(in: self) else { return [] }
                target = focused
            }
        case .notTouch:
            target = nil
        }
        guard let target else { return [] }
        let chain = target.gestureRecognizerChain
        for case let recognizer as any ViewAttachedGestureRecognizer in chain {
            recognizer.prepare(for: device, in: self, receivers: chain)
        }
        return chain
    }

    /// Resets the current sequence's recognizers and forgets them and their deadline.
    private func resetReceivers() {
        let time = currentFrameTime
        let receivers = input.receivers
        input.receivers = []
        input.inSequence = false
        unscheduleDeadline()
        for recognizer in receivers { deliver(to: recognizer) { $0.reset(at: time) } }
    }

    /// Schedules the earliest pending recognizer deadline on the clock (replacing an earlier schedule).
    private func scheduleDeadline() {
        var earliest: Int64?
        for recognizer in input.receivers {
            guard let deadline = recognizer.deadline, deadline > input.lastFiredDeadline else { continue }
            earliest = min(earliest ?? deadline, deadline)
        }
        if input.scheduled?.deadline == earliest { return }
        unscheduleDeadline()
        guard let earliest else { return }
        let id = clock.schedule(at: clockTime(ofFrameTime: earliest)) { [weak self] in
            self?.fireDeadline(earliest)
        }
        input.scheduled = (earliest, id)
    }

    private func unscheduleDeadline() {
        if let scheduled = input.scheduled { clock.cancel(scheduled.id) }
        input.scheduled = nil
    }

    /// Tells every recognizer whose deadline is due by `deadline` that time has come.
    ///
    /// A recognizer that only fires once time is strictly past its deadline (a tap's timeout) is
    /// advanced one microsecond further; the recorded state times are the deadlines either way.
    private func fireDeadline(_ deadline: Int64) {
        input.scheduled = nil
        input.lastFiredDeadline = deadline
        for recognizer in input.receivers {
            guard let due = recognizer.deadline, due <= deadline else { continue }
            deliver(to: recognizer) { recognizer in
                recognizer.advance(to: deadline)
                if let still = recognizer.deadline, still <= deadline { recognizer.advance(to: deadline + 1) }
            }
        }
        scheduleDeadline()
    }
}
