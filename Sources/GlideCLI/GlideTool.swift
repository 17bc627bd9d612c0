import ArgumentParser
import Glide
import GlideCommandLine

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

            \(GlideExitStatus.help)
            """,
        version: "glide \(GlideVersion.current)",
        subcommands: [DevicesCommand.self, DescribeCommand.self, RecordCommand.self, ReplayCommand.self, CompareCommand.self, LiveCommand.self, FuzzCommand.self, DemoCommand.self, PortCommand.self]
    )
}
