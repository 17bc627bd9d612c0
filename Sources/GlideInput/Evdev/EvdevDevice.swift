internal import CEvdev
import Glibc
import Synchronization

/// A live evdev device read through libevdev: a touchpad or touchscreen at `/dev/input/eventN`.
///
/// The node is opened `O_RDONLY|O_NONBLOCK|O_CLOEXEC` and read in a `poll(2)` loop, so an
/// idle device costs no CPU. `next()` is the blocking form and `events` the asynchronous one.
/// When the kernel's buffer overflows, the `SYN_DROPPED` event is passed on, followed by
/// libevdev's resync deltas ending in `SYN_REPORT`, so a frame assembler that drops its
/// partial frame on `SYN_DROPPED` rebuilds the right state. A removed device (`ENODEV`, or
/// a hang-up on the node) yields one `.deviceLost` and then the end of the events.
/// Contacts and keys already down when the device is opened come first, in both forms:
/// `initialState`, which libevdev read at open, as one frame stamped `openTime` (see
/// `DeviceState.events(at:)`), and nothing when nothing is down; so a finger resting on the
/// pad is seen at once, not when it next lands. `stop()`, task cancellation and (after
/// `stopAllOnInterrupt()`) SIGINT or SIGTERM wake the `poll` through an eventfd and end the
/// events. Closing happens on deinit, releasing any grab.
public final class EvdevDevice: Sendable {
    /// The device node this reads, as given.
    public let path: String
    /// Name, ids, properties, codes and axis ranges as libevdev reports them.
    public let deviceDescription: DeviceDescription
    /// True when event times are on CLOCK_MONOTONIC; false when the device refused
    /// `EVIOCSCLOCKID` (times are then on CLOCK_REALTIME, or whatever a mock writes).
    public let hasMonotonicClock: Bool
    /// True when this holds an exclusive grab (`EVIOCGRAB`) on the device.
    public let isGrabbed: Bool
    /// The contacts and keys down when the device was opened, as libevdev read them.
    public let initialState: DeviceState
    /// When the device was opened: `CLOCK_MONOTONIC` in µs (even when `hasMonotonicClock` is
    /// false), the time of `initialState`'s events.
    public let openTime: Int64

    private let fd: Int32
    private let wakeFD: Int32
    private let reader: Mutex<Reader>
    private let stopped = Atomic<Bool>(false)

    /// The libevdev handle and the read loop's state; guarded by `reader`.
    private struct Reader {
        /// The libevdev handle, freed on deinit.
        var device: OpaquePointer
        /// Where the read loop stands.
        var loop: EvdevReadLoop
        /// `initialState`'s events, handed out before anything read.
        var initialEvents: [InputEvent]
        /// How many of `initialEvents` were handed out.
        var initialDelivered = 0

        /// The next of `initialEvents` not handed out yet, marking it handed out.
        mutating func nextInitialEvent() -> InputEvent? {
            guard initialDelivered < initialEvents.count else { return nil }
            defer { initialDelivered += 1 }
            return initialEvents[initialDelivered]
        }
    }

    /// Opens `path`, reads its description through libevdev, and grabs it when `grab` is true.
    public init(path: String, grab: Bool = false) throws(EvdevError) {
        let fd: Int32
        switch Syscall.system({ glide_open_nonblocking(path) }) {
        case .success(let opened): fd = opened
        case .failure(let error): throw EvdevError(opening: path, error)
        }
        var handle: OpaquePointer?
        if case .failure(let error) = Syscall.libevdev({ libevdev_new_from_fd(fd, &handle) }) {
            Syscall.close(fd)
            throw .notAnInputDevice(path: path, errno: error.code)
        }
        guard let device = handle else {
            Syscall.close(fd)
            throw .notAnInputDevice(path: path, errno: EINVAL)
        }
        // Mocked and some old devices refuse EVIOCSCLOCKID; their times stay on their clock.
        let monotonic = (try? Syscall.libevdev({ libevdev_set_clock_id(device, CLOCK_MONOTONIC) }).get()) != nil
        if grab, case .failure(let error) = Syscall.libevdev({ libevdev_grab(device, LIBEVDEV_GRAB) }) {
            libevdev_free(device)
            Syscall.close(fd)
            throw .grabFailed(path: path, errno: error.code)
        }
        let wakeFD: Int32
        switch Syscall.system({ glide_eventfd() }) {
        case .success(let opened): wakeFD = opened
        case .failure(let error):
            libevdev_free(device)
            Syscall.close(fd)
            throw .setupFailed(what: "the wake-up eventfd for \(path)", errno: error.code)
        }
        self.path = path
        self.fd = fd
        self.wakeFD = wakeFD
        self.hasMonotonicClock = monotonic
        self.isGrabbed = grab
        let description = DeviceDescription(libevdev: device)
        let initialState = DeviceState(libevdev: device, description: description)
        let openTime = MonotonicTime.microseconds
        self.deviceDescription = description
        self.initialState = initialState
        self.openTime = openTime
        self.reader = Mutex(Reader(
            device: device, loop: EvdevReadLoop(path: path), initialEvents: initialState.events(at: openTime)))
    }

    deinit {
        let grabbed = isGrabbed
        reader.withLock { reader in
            if grabbed { _ = libevdev_grab(reader.device, LIBEVDEV_UNGRAB) }
            libevdev_free(reader.device)
        }
        Syscall.close(fd)
        Syscall.close(wakeFD)
    }

    /// Blocks until the next event, and returns it (`initialState`'s events first); returns
    /// `.deviceLost` once when the device goes away, and nil after that or once the device was stopped.
    public func next() -> DeviceEvent? {
        reader.withLock { reader -> DeviceEvent? in
            let isStopped = stopped.load(ordering: .acquiring)
            if !isStopped, let event = reader.nextInitialEvent() { return .event(event) }
            var step = reader.loop.start(stopped: isStopped)
            while true {
                switch step {
                case .read(let mode): step = reader.loop.didRead(Self.read(reader.device, mode))
                case .wait: step = reader.loop.didWake(waitForInput())
                case .deliver(let event): return .event(event)
                case .lose(let reason): return .deviceLost(reason: reason)
                case .end: return nil
                }
            }
        }
    }

    /// One `libevdev_next_event` call.
    private static func read(_ device: OpaquePointer, _ mode: EvdevReadLoop.Mode) -> EvdevReadLoop.ReadResult {
        var event = input_event()
        let flags = mode == .sync ? LIBEVDEV_READ_FLAG_SYNC : LIBEVDEV_READ_FLAG_NORMAL
        switch Syscall.libevdev({ libevdev_next_event(device, flags.rawValue, &event) }) {
        case .success(let status):
            return status == Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue) ? .syncEvent(InputEvent(event)) : .event(InputEvent(event))
        case .failure(.wouldBlock):
            return .wouldBlock
        case .failure(let error):
            return .failed(error)
        }
    }

    /// Ends the events: a blocked `next()` returns nil, and so does every later call.
    public func stop() {
        stopped.store(true, ordering: .releasing)
        _ = glide_eventfd_signal(wakeFD)
    }

    /// Makes SIGINT and SIGTERM end the events of every device in this process, now and later,
    /// instead of killing it, so that `glide` can release grabs and print a summary; unblocks them
    /// on the calling thread first, since a parent (a test runner, a supervisor) may have started
    /// the process with them blocked, and then Ctrl-C would never arrive.
    public static func stopAllOnInterrupt() throws(EvdevError) {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        for signal in [SIGINT, SIGTERM] {
            if case .failure(let error) = Syscall.libevdev({ glide_install_interrupt_handler(signal) }) {
                throw .setupFailed(what: "the handler for signal \(signal)", errno: error.code)
            }
        }
    }

    /// Blocks in `poll` on the node, the stop eventfd and the interrupt eventfd.
    private func waitForInput() -> EvdevReadLoop.Wake {
        withUnsafeTemporaryAllocation(of: pollfd.self, capacity: 3) { fds in
            let interrupt = glide_interrupt_eventfd()
            fds[0] = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            fds[1] = pollfd(fd: wakeFD, events: Int16(POLLIN), revents: 0)
            fds[2] = pollfd(fd: interrupt, events: Int16(POLLIN), revents: 0)
            let count = nfds_t(interrupt >= 0 ? 3 : 2)
            guard case .success = Syscall.system({ poll(fds.baseAddress, count, -1) }) else {
                // poll only fails for EINVAL/ENOMEM/EFAULT, none of which a retry fixes.
                return .hungUp
            }
            if fds[1].revents != 0 || (interrupt >= 0 && fds[2].revents != 0) { return .stopped }
            let hangUp = Int16(POLLHUP) | Int16(POLLERR) | Int16(POLLNVAL)
            if fds[0].revents & Int16(POLLIN) != 0 { return .readable }
            return fds[0].revents & hangUp != 0 ? .hungUp : .readable
        }
    }
}

extension EvdevError {
    /// The error for a failed `open` of `path`.
    init(opening path: String, _ error: Errno) {
        switch error.code {
        case EACCES, EPERM: self = .permissionDenied(path: path)
        case ENOENT: self = .notFound(path: path)
        default: self = .openFailed(path: path, errno: error.code)
        }
    }
}

extension InputEvent {
    /// The event libevdev returned, with its time in microseconds.
    init(_ event: input_event) {
        var event = event
        self.init(time: glide_event_time_us(&event), type: EventType(event.type), code: event.code, value: event.value)
    }
}
