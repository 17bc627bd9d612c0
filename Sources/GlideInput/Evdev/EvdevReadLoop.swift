/// The decisions of `EvdevDevice`'s read loop, as a state machine that does no I/O.
///
/// The device performs each step it returns (read with libevdev in a mode, block in `poll`,
/// or hand something out) and reports what happened; so the handling of `SYN_DROPPED`,
/// hang-ups, removal and stopping is tested without a device. libevdev's pattern (as in
/// libinput's `evdev_device_dispatch`): read in normal mode; a `SYNC` status carries
/// `SYN_DROPPED`, after which reads in sync mode return the resync deltas until `EAGAIN`;
/// `EAGAIN` in normal mode means wait in `poll`; `ENODEV` means the device is gone; a
/// hang-up seen by `poll` is drained first, then reported as a loss.
struct EvdevReadLoop: Sendable {
    /// How to call `libevdev_next_event`.
    enum Mode: Equatable, Sendable {
        /// `LIBEVDEV_READ_FLAG_NORMAL`.
        case normal
        /// `LIBEVDEV_READ_FLAG_SYNC`: the resync deltas after a `SYN_DROPPED`.
        case sync
    }

    /// What one `libevdev_next_event` call returned.
    enum ReadResult: Equatable, Sendable {
        /// An event, with `LIBEVDEV_READ_STATUS_SUCCESS`.
        case event(InputEvent)
        /// An event with `LIBEVDEV_READ_STATUS_SYNC`: `SYN_DROPPED` in normal mode, a delta in sync mode.
        case syncEvent(InputEvent)
        /// `-EAGAIN`: nothing (more) to read now.
        case wouldBlock
        /// Any other error.
        case failed(Errno)
    }

    /// What woke `poll`.
    enum Wake: Equatable, Sendable {
        /// The node has events.
        case readable
        /// The node reported `POLLHUP`/`POLLERR`/`POLLNVAL` (or `poll` itself failed).
        case hungUp
        /// `stop()`, a cancelled task or an interrupt signal.
        case stopped
    }

    /// What the device does next.
    enum Step: Equatable, Sendable {
        /// Call `libevdev_next_event` in this mode, then `didRead`.
        case read(Mode)
        /// Block in `poll`, then `didWake`.
        case wait
        /// Hand this event out.
        case deliver(InputEvent)
        /// Hand out the loss of the device, with the reason; the events end after it.
        case lose(reason: String)
        /// The events have ended: hand out nil.
        case end
    }

    private enum State: Equatable, Sendable {
        /// Reading normally.
        case reading
        /// Between a `SYN_DROPPED` and the end of the resync deltas.
        case resyncing
        /// `poll` saw a hang-up: read what is left, then report the loss.
        case hungUp
        /// Lost or stopped: nothing more.
        case finished
    }

    /// The device node, for loss reasons.
    let path: String
    private var state: State = .reading

    /// A loop for the device at `path`, reading normally.
    init(path: String) {
        self.path = path
    }

    /// The first step of a `next()` call; `stopped` is true once the device was stopped.
    mutating func start(stopped: Bool) -> Step {
        if stopped { state = .finished }
        switch state {
        case .reading, .hungUp: return .read(.normal)
        case .resyncing: return .read(.sync)
        case .finished: return .end
        }
    }

    /// The step after a `libevdev_next_event` call returned `result`.
    mutating func didRead(_ result: ReadResult) -> Step {
        switch (state, result) {
        case (.finished, _):
            return .end
        case (_, .event(let event)):
            return .deliver(event)
        case (.resyncing, .syncEvent(let event)):
            return .deliver(event)
        case (_, .syncEvent(let event)):
            state = .resyncing
            return .deliver(event)
        case (.resyncing, .wouldBlock):
            state = .reading
            return .read(.normal)
        case (.reading, .wouldBlock):
            return .wait
        case (.hungUp, .wouldBlock):
            state = .finished
            return .lose(reason: "\(path): the device hung up")
        case (_, .failed(let error)):
            state = .finished
            if error == .noSuchDevice { return .lose(reason: "\(path): the device was removed (ENODEV)") }
            return .lose(reason: "\(path): reading failed (\(error.name))")
        }
    }

    /// The step after `poll` returned `wake`.
    mutating func didWake(_ wake: Wake) -> Step {
        switch wake {
        case .readable:
            return state == .finished ? .end : .read(.normal)
        case .hungUp:
            if state != .finished { state = .hungUp }
            return state == .finished ? .end : .read(.normal)
        case .stopped:
            state = .finished
            return .end
        }
    }
}
