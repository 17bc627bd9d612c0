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
    public init(writing error: TraceError) {
        switch error.reason {
        case .cannotOpen:
            self.init(status: .cannotCreate, message: error.description)
        case .readFailed, .writeFailed, .emptyFile, .malformedLine, .lineTooLong, .missingDescription,
             .unsupportedFormat, .noSuchDevice:
            self.init(status: .ioError, message: error.description)
        }
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
