import Foundation
import Testing

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

    @Test func theTopLevelHelpListsTheCommandsAndExitStatuses() throws {
        let output = try Run.glide(["--help"])
        #expect(output.status == 0)
        for text in ["devices", "describe", "record", "Examples:", "65  a malformed trace", "77  permission denied"] {
            #expect(output.stdout.contains(text), "missing \(text)")
        }
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
