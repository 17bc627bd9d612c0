import Foundation
@testable import Glide
import Testing

struct DeviceListingTests {
    @Test func anEmptyDevInputListsNothingAndSaysHowToMockADevice() {
        let devInput = Paths.temporaryDirectory().path
        let listing = DeviceListing.scan(devInput: devInput, sysClassInput: Paths.temporaryDirectory().path)
        #expect(listing.entries.isEmpty)
        #expect(listing.json.rendered == "[]")
        #expect(listing.text.hasPrefix("No input devices: \(devInput) has no event* device nodes."))
        #expect(listing.text.contains("tools/mockdev RECORDING.evemu -- tools/glide devices"))
        #expect(listing.text.contains("input` group"))
    }

    @Test func aMissingDevInputSaysItDoesNotExist() {
        let listing = DeviceListing.scan(devInput: "/nonexistent/dev/input", sysClassInput: "/nonexistent/sys")
        #expect(listing.entries.isEmpty)
        #expect(listing.text.hasPrefix("No input devices: /nonexistent/dev/input does not exist"))
    }

    @Test func aNodeThatIsNotAnInputDeviceIsListedAsNotOpenable() throws {
        let devInput = Paths.temporaryDirectory()
        try Data("not a device".utf8).write(to: devInput.appendingPathComponent("event3"))
        let listing = DeviceListing.scan(devInput: devInput.path, sysClassInput: Paths.temporaryDirectory().path)
        let entry = try #require(listing.entries.first)
        #expect(listing.entries.count == 1)
        #expect(entry.path == devInput.path + "/event3")
        #expect(!entry.isOpenable)
        #expect(entry.device == nil)
        #expect(entry.json.rendered.hasPrefix(#"{"path":"\#(devInput.path)/event3","name":null,"kind":null"#))
        #expect(entry.json.rendered.contains(#""openable":false,"error":""#))
        #expect(listing.text.contains("event3"))
        #expect(listing.text.contains("not an evdev input device"))
    }
}
