import ArgumentParser
import Glide

/// The `glide` command: iOS-style interactive transitions driven by touchpads and recorded traces.
@main
struct GlideTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "glide",
        abstract: "Drive iOS-style interactive transitions with a touchpad, a touchscreen or a recorded trace.",
        discussion: """
            Traces are evemu recordings (.evemu, or a .desc with its .events) or `libinput record` \
            YAML. Devices are /dev/input/event* nodes, read through libevdev.

            Examples:
              glide devices
              glide describe swipe.evemu --json
              glide record /dev/input/event5 -o swipe.evemu --duration 5
              glide replay swipe.evemu --scene nav-fade --json
              glide live --record session.evemu
              glide fuzz --cases 200 --seed 1
              glide demo
              glide port MyApp/Transitions --out Ported
              glide --version

            \(exitStatusHelp)
            """,
        version: "glide \(GlideVersion.current)",
        subcommands: [DevicesCommand.self, DescribeCommand.self, RecordCommand.self, ReplayCommand.self, CompareCommand.self, LiveCommand.self, FuzzCommand.self, DemoCommand.self, PortCommand.self]
    )

    /// The exit statuses, for every command's help.
    static let exitStatusHelp = """
        Exit status:
          0   success (a recording ended by Ctrl-C too)
          1   a check failed (glide fuzz found a violation; glide demo: records differ from Traces/)
          64  a bad command line
          65  a malformed trace (FILE:LINE:COL: what, on stderr)
          66  a trace or device that does not exist or cannot be read
          71  the system lacks something needed (rsvg-convert for PNG output)
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
func reportingFailures(_ body: () throws(GlideError) -> Void) throws(ExitCode) {
    do {
        try body()
    } catch {
        throw error.reported()
    }
}
