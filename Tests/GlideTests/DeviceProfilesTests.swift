import Foundation
import Glide
import GlideProfiles
import GlideGallery
import GlideInput
import GlideTesting
import GlideUI
import Testing

/// Device profiles: a YAML file of per-device gesture settings, read with Yams, applied to the scene built for the device.
@Suite struct DeviceProfilesTests {
    static let pad = SyntheticDevice.touchpad()
    /// The synthetic touchpad's name, as traces and profiles give it.
    static let name = "Glide synthetic touchpad"

    /// A swipe right by `dx` mm with `fingers` fingers from 20 % of the pad, then back by `back` mm in 0.12 s.
    static func swipe(fingers: Int = 2, dx: Double, back: Double = 0) -> GestureScript {
        var script = GestureScript(device: pad)
        script.down(fingers: fingers, at: pad.point(x: 0.2, y: 0.5))
        script.move(dx: dx, dy: 0, duration: 0.3)
        if back != 0 { script.move(dx: -back, dy: 0, duration: 0.12) }
        script.lift()
        return script
    }

    /// The records of `script` replayed on the aweme scene with the profiles in `yaml`.
    static func replay(_ script: GestureScript, _ yaml: String) throws -> [TransitionOutcome] {
        let options = ReplayOptions(profiles: try DeviceProfiles.parse(yaml, source: "test.yaml"))
        return try ReplaySession(reader: script.trace.reader(), tracePath: "swipe.evemu", options: options, scenes: .gallery).run().outcomes
    }

    @Test func aDeviceTakesTheProfileOfItsIdsElseOfItsName() throws {
        let profiles = try DeviceProfiles.parse("""
            "Glide synthetic touchpad":
              fingers: [3, 4]
              natural_scroll: false
              sensitivity: 1.5
              trigger_distance: 4
              reversal_cancels: true
              policy: kwin
              threshold: 0.25
            "676C:0001":
              fingers: 3
            """, source: "p.yaml")
        #expect(profiles.profiles.map(\.key) == ["Glide synthetic touchpad", "676C:0001"])
        let named = profiles.profiles[0].settings
        #expect(named.touchpadFingers == 3...4 && named.naturalScroll == false && named.sensitivity == 1.5 && named.triggerDistance == 4)
        #expect(named.reversalCancels == true && named.policy?.description == "kwin(0.25)")
        #expect(named.description == "fingers 3…4, natural scroll off, sensitivity 1.5, trigger 4.0, reversal cancels, policy kwin(0.25)")
        // The ids (in any case) win over the name; another device of the same name takes the named one.
        #expect(profiles.profile(for: Self.pad.deviceDescription)?.key == "676C:0001")
        #expect(profiles.profile(name: Self.name, id: DeviceID(bustype: 3, vendor: 1, product: 2, version: 0))?.key == Self.name)
        #expect(profiles.profile(name: "glide synthetic touchpad", id: DeviceID(bustype: 3, vendor: 1, product: 2, version: 0)) == nil, "names match exactly")
        #expect(try DeviceProfiles.parse("", source: "empty.yaml").profiles.isEmpty)
    }

    @Test(arguments: [
        ("pad: [", "bad.yaml:"),
        ("- fingers: 3", "bad.yaml:1:1: the profiles must be a mapping of device names"),
        ("pad: 3", "bad.yaml:1:6: 'pad' needs a mapping of settings (fingers, natural_scroll"),
        ("pad:\n  finger: 3", "bad.yaml:2:3: unknown setting 'finger'; the settings are fingers, natural_scroll"),
        ("pad:\n  fingers: 7", "bad.yaml:2:12: fingers must be 1…4 or a list of adjacent counts, e.g. 3 or [3, 4]"),
        ("pad:\n  fingers: [2, 4]", "fingers must be 1…4 or a list of adjacent counts"),
        ("pad:\n  sensitivity: -1", "bad.yaml:2:16: sensitivity must be a positive number"),
        ("pad:\n  natural_scroll: maybe", "natural_scroll must be true or false"),
        ("pad:\n  policy: bogus", "bad.yaml:2:11: no policy named 'bogus'; the policies are threshold"),
        ("pad:\n  policy: gnome\n  threshold: 0.3", "bad.yaml:2:11: threshold does not apply to gnome"),
        ("pad:\n  threshold: 0.3", "threshold needs a policy that takes one"),
        ("pad:\n  policy: threshold\n  threshold: 2", "bad.yaml:3:14: threshold must be a number in 0…1"),
        ("pad:\n  fingers: 3\npad:\n  fingers: 4", "bad.yaml:1:1: 'pad' given twice in one mapping"),
    ])
    func aBadFileSaysWhereAndWhatIsAllowed(yaml: String, message: String) {
        #expect {
            try DeviceProfiles.parse(yaml, source: "bad.yaml")
        } throws: { error in
            guard let error = error as? GlideError else { return false }
            return error.status == .dataError && error.message.contains(message)
        }
    }

    @Test func anUnreadableFileIsNoInput() {
        #expect {
            try DeviceProfiles.load(path: "/nonexistent/profiles.yaml")
        } throws: { error in
            (error as? GlideError)?.status == .noInput && (error as? GlideError)?.message.contains("/nonexistent/profiles.yaml: cannot read the profiles") == true
        }
    }

    @Test func fingersChooseWhichSwipesDrive() throws {
        #expect(try Self.replay(Self.swipe(dx: 40), "\"\(Self.name)\": {fingers: 3}").isEmpty)
        #expect(try Self.replay(Self.swipe(fingers: 3, dx: 40), "\"\(Self.name)\": {fingers: 3}").count == 1)
        #expect(try Self.replay(Self.swipe(fingers: 4, dx: 40), "\"\(Self.name)\": {fingers: [3, 4]}").count == 1)
        #expect(try Self.replay(Self.swipe(dx: 40), "other: {fingers: 3}").count == 1, "another device's profile changes nothing")
    }

    @Test func sensitivityScalesTheProgress() throws {
        let plain = try #require(try Self.replay(Self.swipe(dx: 15), "").first?.percentAtRelease)
        let doubled = try #require(try Self.replay(Self.swipe(dx: 15), "\"\(Self.name)\": {sensitivity: 2}").first?.percentAtRelease)
        #expect(abs(doubled - 2 * plain) < 1e-9, "\(doubled) vs \(plain)")
    }

    @Test func naturalScrollOffTurnsTheSwipeAround() throws {
        let profile = "\"\(Self.name)\": {natural_scroll: false}"
        #expect(try Self.replay(Self.swipe(dx: 40), profile).isEmpty, "rightward now means leftward progress")
        var leftward = GestureScript(device: Self.pad)
        leftward.swipe(fingers: 2, from: Self.pad.point(x: 0.8, y: 0.5), dx: -40, dy: 0, duration: 0.3)
        let outcome = try #require(try Self.replay(leftward, profile).first)
        #expect(outcome.decision == .finish && abs((outcome.percentAtRelease ?? 0) - 0.4) < 0.05)
    }

    @Test func reversingCancelsWhenTheProfileSaysSo() throws {
        let swipe = Self.swipe(dx: 50, back: 8)
        let plain = try #require(try Self.replay(swipe, "").first)
        #expect(plain.decision == .finish)
        let reversed = try #require(try Self.replay(swipe, "\"\(Self.name)\": {reversal_cancels: true}").first)
        #expect(reversed.decision == .cancel && reversed.reason == .velocity)
        #expect(reversed.release.policy?.description == "threshold(0.2)+reversal-cancels")
    }

    @Test func theTriggerDistanceHoldsThePanBack() throws {
        #expect(try Self.replay(Self.swipe(dx: 6), "").count == 1)
        #expect(try Self.replay(Self.swipe(dx: 6), "\"\(Self.name)\": {trigger_distance: 10}").isEmpty)
    }

    @Test func theProfilesPolicyDecidesUnlessOverridden() throws {
        let profiles = try DeviceProfiles.parse("\"\(Self.name)\": {policy: kwin}", source: "p.yaml")
        let device = Self.pad.deviceDescription
        #expect(ReplayOptions(profiles: profiles).policy(for: device).description == "kwin")
        let overridden = ReplayOptions(profiles: profiles, overrides: GestureSettings(policy: CompletionPolicy.fling()))
        #expect(overridden.policy(for: device).description == CompletionPolicy.fling().description)
        let outcome = try #require(try Self.replay(Self.swipe(dx: 40), "\"\(Self.name)\": {policy: kwin}").first)
        #expect(outcome.release.policy?.description == "kwin" && outcome.decision == .cancel, "40 % is short of KWin's 50 %")
    }

    /// `glide devices --profile` says which profile each device takes, and which profiles found no device.
    @Test func theListingShowsEachDevicesProfile() throws {
        let profiles = try DeviceProfiles.parse("\"\(Self.name)\": {fingers: 3}\nelsewhere: {sensitivity: 2}", source: "p.yaml")
        let listing = DeviceListing(devInput: "/dev/input", entries: [
            InputDeviceEntry(DiscoveredDevice(path: "/dev/input/event5", deviceDescription: Self.pad.deviceDescription, source: .libevdev, openError: nil)),
            InputDeviceEntry(DiscoveredDevice(path: "/dev/input/event6", deviceDescription: SyntheticDevice.touchscreen().deviceDescription, source: .libevdev, openError: nil)),
        ])
        let text = listing.profileText(profiles, source: "p.yaml")
        #expect(text.contains("Profiles from p.yaml:\n  /dev/input/event5  '\(Self.name)': fingers 3\n  /dev/input/event6  no profile\n  (no device here for 'elsewhere')"), "\(text)")
        guard case .array(let objects) = listing.json(profiles: profiles), case .object(let first) = objects[0], case .object(let second) = objects[1] else {
            Issue.record("not an array of objects")
            return
        }
        #expect(first.last?.0 == "profile" && first.last?.1 == .object([("key", .string(Self.name)), ("settings", .string("fingers 3"))]))
        #expect(second.last?.0 == "profile" && second.last?.1 == .null)
    }

    @Test(.enabled(if: Paths.hasGlide, "glide is not built next to the test bundle"))
    func theCommandsTakeAProfile() throws {
        let directory = Paths.temporaryDirectory()
        let file = directory.appendingPathComponent("profiles.yaml").path
        try "\"\(Self.name)\":\n  fingers: 3\n".write(toFile: file, atomically: true, encoding: .utf8)
        let trace = Paths.packageRoot.appendingPathComponent("Traces/aweme-touchpad-2fg-finish.evemu").path
        // The bundled two-finger swipe drives nothing on a pad whose profile wants three, unless --fingers says otherwise.
        let three = try Run.glide(["replay", trace, "--profile", file, "--json"])
        #expect(three.status == 0 && three.stdout.isEmpty && three.stderr.contains("warning: no transition began"), "\(three.stdout)\(three.stderr)")
        let two = try Run.glide(["replay", trace, "--profile", file, "--fingers", "2", "--json"])
        #expect(two.status == 0 && two.stdout.contains("\"interactive\":true"))
        let listing = try Run.glide(["devices", "--profile", file, "--dev-input", directory.path, "--sys-class-input", directory.path])
        #expect(listing.status == 0 && listing.stdout.contains("Profiles from \(file):\n  (no device here for '\(Self.name)')"), "\(listing.stdout)")
        let missing = try Run.glide(["replay", trace, "--profile", "/nonexistent.yaml"])
        #expect(missing.status == 66 && missing.stderr.contains("/nonexistent.yaml: cannot read the profiles"))
        try "pad:\n  fingers: 9\n".write(toFile: file, atomically: true, encoding: .utf8)
        let malformed = try Run.glide(["compare", trace, "--profile", file])
        #expect(malformed.status == 65 && malformed.stderr.contains("\(file):2:12: fingers must be 1…4"), "\(malformed.stderr)")
    }
}
