import Foundation
import Testing
import Glide

/// `glide devices` on a machine without devices, `glide record` errors, and the help texts.
@Suite(.enabled(if: Paths.hasGlide, "glide is not built next to the test bundle"))
struct DevicesAndHelpCommandTests {
    static func emptyRoots() -> [String] {
        ["--dev-input", Paths.temporaryDirectory().path, "--sys-class-input", Paths.temporaryDirectory().path]
    }

    @Test func noDevicesIsAClearMessageAndExit0() throws {
        let output = try Run.glide(["devices"] + Self.emptyRoots())
        #expect(output.status == 0)
        #expect(output.stdout.hasPrefix("No input devices: "))
        #expect(output.stdout.contains("has no event* device nodes"))
        #expect(output.stdout.contains("tools/mockdev RECORDING.evemu -- tools/glide devices"))
    }

    @Test func noDevInputAtAllSaysSo() throws {
        let output = try Run.glide(["devices", "--dev-input", "/nonexistent/input", "--sys-class-input", "/nonexistent/sys"])
        #expect(output.status == 0)
        #expect(output.stdout.hasPrefix("No input devices: /nonexistent/input does not exist"))
    }

    @Test func noDevicesAsJSONIsAnEmptyArray() throws {
        let output = try Run.glide(["devices", "--json"] + Self.emptyRoots())
        #expect(output.status == 0)
        #expect(output.stdout == "[]\n")
        #expect(output.stderr.isEmpty)
    }

    @Test func recordingAMissingDeviceExits66() throws {
        let out = Paths.temporaryDirectory().appendingPathComponent("x.evemu").path
        let output = try Run.glide(["record", "/nonexistent/event42", "-o", out])
        #expect(output.status == 66)
        #expect(output.stderr.contains("/nonexistent/event42: no such device"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func recordingSomethingThatIsNotAnInputDeviceExits66() throws {
        let output = try Run.glide(["record", "/dev/null", "-o", Paths.temporaryDirectory().appendingPathComponent("x.evemu").path])
        #expect(output.status == 66)
        #expect(output.stderr.contains("/dev/null: not an evdev input device"))
    }

    @Test func aBadDurationIsAUsageError() throws {
        let output = try Run.glide(["record", "/dev/input/event5", "-o", "x.evemu", "--duration", "0"])
        #expect(output.status == 64)
        #expect(output.stderr.contains("--duration must be a positive number of seconds"))
    }

    /// Root can drop to `nobody` with setpriv to meet a node it may not read, as a user outside the `input` group does.
    static let canDropPrivileges = getuid() == 0 && Paths.onPath("setpriv")

    /// A node only root may read, in a directory anyone may list.
    static func unreadableNode() throws -> URL {
        let directory = Paths.temporaryDirectory()
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
        let node = directory.appendingPathComponent("event9")
        try Data().write(to: node)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: node.path)
        return node
    }

    static func asNobody(_ arguments: [String]) throws -> ProcessOutput {
        try Run.program("/usr/bin/env", ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", Paths.glide] + arguments)
    }

    @Test(.enabled(if: canDropPrivileges, "needs root and setpriv to run glide as nobody"))
    func recordingWithoutPermissionExits77AndExplainsTheInputGroup() throws {
        let node = try Self.unreadableNode()
        let output = try Self.asNobody(["record", node.path, "-o", node.deletingLastPathComponent().appendingPathComponent("out.evemu").path])
        #expect(output.status == 77)
        #expect(output.stderr.hasPrefix("\(node.path): permission denied. Input devices belong to the `input` group"))
        #expect(output.stderr.contains("sudo usermod -aG input $USER"))
    }

    @Test(.enabled(if: canDropPrivileges, "needs root and setpriv to run glide as nobody"))
    func devicesShowsANodeThatCannotBeOpenedAndWhy() throws {
        let node = try Self.unreadableNode()
        let arguments = ["devices", "--dev-input", node.deletingLastPathComponent().path, "--sys-class-input", Paths.temporaryDirectory().path]
        let text = try Self.asNobody(arguments)
        #expect(text.status == 0)
        #expect(text.stdout.contains("\(node.path)  ?     ?     ?      no    ?"))
        #expect(text.stdout.contains("permission denied. Input devices belong to the `input` group"))
        let json = try Self.asNobody(arguments + ["--json"])
        let devices = try #require(try json.json() as? [[String: Any]])
        #expect(devices.count == 1)
        #expect(devices.first?["openable"] as? Bool == false)
        #expect((devices.first?["error"] as? String)?.contains("permission denied") == true)
        #expect(devices.first?["source"] as? String == "none")
    }

    @Test func theTopLevelHelpListsTheCommandsAndExitStatuses() throws {
        let output = try Run.glide(["--help"])
        #expect(output.status == 0)
        for text in ["devices", "describe", "record", "Examples:", "65  a malformed trace", "77  permission denied"] {
            #expect(output.stdout.contains(text), "missing \(text)")
        }
    }

    @Test func versionPrintsTheOneVersionOfThePackageAndHelpMentionsIt() throws {
        let output = try Run.glide(["--version"])
        #expect(output.status == 0)
        #expect(output.stdout == "glide \(GlideVersion.current)\n")
        #expect(GlideVersion.current.split(separator: ".").count == 3 && GlideVersion.current.split(separator: ".").allSatisfy { Int($0) != nil })
        let help = try Run.glide(["help"])
        #expect(help.stdout.contains("--version"))
        #expect(help.stdout.contains("glide --version"))
    }

    /// A negative number reaches the range check (before any trace or device is read, any case
    /// run) instead of being taken for an option name ("Missing value").
    @Test(arguments: [
        (["replay", "Traces/aweme-touchpad-2fg-finish.evemu", "--threshold", "-1"], "--threshold must be in 0…1, got -1.0"),
        (["replay", "Traces/aweme-touchpad-2fg-finish.evemu", "--fingers", "-1"], "--fingers must be 1 to 4, got -1"),
        (["live", "--threshold", "-1"], "--threshold must be in 0…1, got -1.0"),
        (["live", "--fingers", "-1"], "--fingers must be 1 to 4, got -1"),
        (["live", "--max-transitions", "-1"], "--max-transitions must be a positive number, got -1"),
        (["live", "--timeout", "-1"], "--timeout must be a positive number of seconds, got -1.0"),
        (["fuzz", "--cases", "-1"], "--cases must be 0 or more, got -1"),
        (["fuzz", "--threads", "-1"], "--threads must be 1 or more, got -1"),
        (["fuzz", "--seed", "-1"], "--seed must be in 0…18446744073709551615"),
        (["fuzz", "--seed", "18446744073709551616"], "--seed must be in 0…18446744073709551615"),
    ])
    func negativeNumbersAreGivenTheirRange(arguments: [String], message: String) throws {
        let result = try Run.glide(arguments.map { $0.hasPrefix("Traces/") ? Paths.packageRoot.appendingPathComponent($0).path : $0 })
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty, "nothing ran: \(result.stdout)")
    }

    @Test func liveTakesTheTwoLatencies() throws {
        let help = try Run.glide(["help", "live"])
        #expect(help.stdout.contains("--latency <exact|low>"))
        #expect(help.stdout.contains("glide live --latency low"))
        let bad = try Run.glide(["live", "--latency", "fast"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("'fast'") && bad.stderr.contains("--latency"))
    }

    @Test(arguments: ["devices", "describe", "record"])
    func everyCommandHasHelpWithExamples(_ command: String) throws {
        let output = try Run.glide(["help", command])
        #expect(output.status == 0)
        #expect(output.stdout.contains("USAGE: glide \(command)"))
        #expect(output.stdout.contains("Examples:"))
        #expect(output.stdout.contains("glide \(command) "))
        #expect(output.stdout.contains("Exit status:\n  0   success"))
        #expect(!output.stdout.contains("dev-input"), "hidden options stay hidden")
    }
}
