import GlideInput

/// A failure of a `glide` pipeline: the message to print on stderr and the exit status it maps to.
///
/// Every pipeline in this module throws only this, so the command line has one place that
/// turns failures into output and statuses, and later commands (replay, live, fuzz) share it.
public struct GlideError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The exit status the failure maps to.
    public var status: Status
    /// What failed, where, and how to fix it; for a trace, `FILE:LINE:COL: what` first.
    public var message: String

    /// Makes an error from its parts.
    public init(status: Status, message: String) {
        self.status = status
        self.message = message
    }

    /// A trace that could not be read: 66 when the file cannot be opened or read, 65 when its content is bad.
    public init(reading error: TraceError) {
        switch error.reason {
        case .cannotOpen, .readFailed:
            self.init(status: .noInput, message: error.description)
        case .writeFailed:
            self.init(status: .ioError, message: error.description)
        case .emptyFile, .malformedLine, .lineTooLong, .missingDescription, .unsupportedFormat, .noSuchDevice:
            self.init(status: .dataError, message: error.description)
        }
    }

    /// A recording that could not be written: 73 when it cannot be created, 74 when writing fails.
    /// With `eventsRead`, a recording stopped part-way: the message adds how many events were read
    /// and how many of them the file keeps (`eventsKept`, whole frames; 0: nothing was kept).
    public init(writing error: TraceError, eventsRead: Int? = nil, eventsKept: Int = 0) {
        switch error.reason {
        case .cannotOpen:
            self.init(status: .cannotCreate, message: error.description)
            return
        case .readFailed, .writeFailed, .emptyFile, .malformedLine, .lineTooLong, .missingDescription,
             .unsupportedFormat, .noSuchDevice:
            self.init(status: .ioError, message: error.description)
        }
        guard let eventsRead else { return }
        message += "\nThe recording stopped there, after \(eventsRead) events were read; "
            + (eventsKept > 0 ? "\(error.location.file) keeps the first \(eventsKept), whole frames only." : "nothing was kept.")
    }

    /// A device at `path` that is not a touchpad, clickpad or touchscreen (64): the message names
    /// what it is (a keyboard, a mouse, …), then `consequence` (why that matters, what to do).
    public init(notATouchSurface device: DeviceDescription, path: String, consequence: String) {
        let role = device.role
        let article = role.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        self.init(status: .usage, message: "\(path) (\(device.name)) is \(article) \(role), not a touchpad, clickpad or touchscreen\(consequence)")
    }

    /// Refuses standard input (`Trace.standardInputPath`, `-`) named more than once among a run's
    /// trace and description paths (64): it can be read only once.
    public static func checkStandardInputReadOnce(_ paths: [String?]) throws(GlideError) {
        guard paths.filter({ $0 == Trace.standardInputPath }).count > 1 else { return }
        throw GlideError(status: .usage, message: "standard input (-) can be read only once: give - as one trace or as --desc, not both")
    }

    /// An output file that could not be made (73) or written (74); the message names the path.
    package init(outputFile error: OutputFile.Failure) {
        self.init(status: error.isCreation ? .cannotCreate : .ioError, message: error.description)
    }

    /// A device that could not be used: 77 for permission, 75 when grabbed elsewhere, 66 otherwise.
    public init(_ error: EvdevError) {
        let status: Status = switch error {
        case .permissionDenied: .noPermission
        case .notFound, .notAnInputDevice, .openFailed: .noInput
        case .grabFailed: .temporaryFailure
        case .setupFailed: .osError
        }
        self.init(status: status, message: error.description)
    }

    /// The message.
    public var description: String { message }
}
