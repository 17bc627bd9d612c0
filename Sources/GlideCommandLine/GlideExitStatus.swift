import ArgumentParser
import Glide

/// The exit statuses of `glide` and `glide-serve`, and how a failure becomes one.
public enum GlideExitStatus {
    /// The exit statuses, for every command's help.
    public static let help = """
        Exit status:
          0   success (a recording ended by Ctrl-C too)
          1   a check failed (glide fuzz found a violation; glide demo: records differ from Traces/)
          64  a bad command line
          65  a malformed trace (FILE:LINE:COL: what, on stderr)
          66  a trace or device that does not exist or cannot be read
          71  the system lacks or refuses something needed (rsvg-convert for PNG output,
              glide-serve for live --serve, the address to serve on)
          73  an output file that cannot be created
          74  a read or write that failed part-way
          75  a device grabbed by another program
          77  permission denied on a device (join the `input` group)
        """
}

extension GlideError {
    /// Prints the message on stderr and returns the exit code to throw.
    func reported() -> ExitCode {
        try? TextOutput.standardError.write(message.hasSuffix("\n") ? message : message + "\n")
        return ExitCode(status.rawValue)
    }
}

/// Runs `body`, turning a `GlideError` into its message on stderr and its exit status.
public func reportingFailures(_ body: () throws(GlideError) -> Void) throws(ExitCode) {
    do {
        try body()
    } catch {
        throw error.reported()
    }
}
