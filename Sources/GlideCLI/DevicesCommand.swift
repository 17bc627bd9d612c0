import ArgumentParser
import Glide
import GlideCommandLine
import GlideProfiles

/// `glide devices`: every input device with its kind, size, slots and whether it can be opened.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the input devices, with kind, size in mm, slots and whether they can be opened.",
        discussion: """
            Every /dev/input/event* node is described through libevdev; a node this user cannot \
            open is described from sysfs (kind and name, but no size or slots) with the reason. \
            With no devices (containers, CI), it says so and how to mock one with tools/mockdev; \
            that is not an error: the exit status is 0 and --json prints [].

            Examples:
              glide devices
              glide devices --json | jq '.[] | select(.kind == "touchpad") | .path'
              tools/mockdev RECORDING.evemu -- tools/glide devices

            \(GlideExitStatus.help)
            """
    )

    @Flag(help: "Print a JSON array, one object per device (keys: path, name, kind, size_mm, size_assumed, slots, contacts, openable, error, source; and profile with --profile).")
    var json = false

    @Option(help: ArgumentHelp("Show which profile of this YAML file (see --profile of replay, live and compare) each device takes, and with what settings.", valueName: "file"))
    var profile: String?

    @Option(help: .hidden)
    var devInput = "/dev/input"

    @Option(help: .hidden)
    var sysClassInput = "/sys/class/input"

    func run() throws {
        try reportingFailures { () throws(GlideError) in
            let listing = DeviceListing.scan(devInput: devInput, sysClassInput: sysClassInput)
            let profiles = try profile.map { path throws(GlideError) in (path: path, profiles: try DeviceProfiles.load(path: path)) }
            if json {
                try JSONLinesWriter().write(profiles.map { listing.json(profiles: $0.profiles) } ?? listing.json)
            } else {
                try TextOutput.standardOutput.write(listing.text + (profiles.map { listing.profileText($0.profiles, source: $0.path) } ?? ""))
            }
        }
    }
}
