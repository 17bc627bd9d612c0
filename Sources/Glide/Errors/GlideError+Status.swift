extension GlideError {
    /// The exit statuses `glide` uses, from BSD's `sysexits.h`, so scripts can tell a bad trace
    /// from a missing file or a permission problem.
    public enum Status: Int32, Hashable, Sendable, CaseIterable {
        /// Everything worked.
        case success = 0
        /// A check failed (a fuzz violation, a mismatch): the run itself worked.
        case failure = 1
        /// The command line was wrong (`EX_USAGE`).
        case usage = 64
        /// The input was malformed, e.g. a trace with a bad line (`EX_DATAERR`).
        case dataError = 65
        /// An input file or device does not exist or cannot be read (`EX_NOINPUT`).
        case noInput = 66
        /// The operating system refused something Glide needs, e.g. a signal handler, or lacks a program it runs (`rsvg-convert`) (`EX_OSERR`).
        case osError = 71
        /// An output file could not be created (`EX_CANTCREAT`).
        case cannotCreate = 73
        /// Reading or writing failed part-way (`EX_IOERR`).
        case ioError = 74
        /// A device is busy (grabbed by another program): trying later may work (`EX_TEMPFAIL`).
        case temporaryFailure = 75
        /// This user may not open the device (`EX_NOPERM`).
        case noPermission = 77
    }
}
