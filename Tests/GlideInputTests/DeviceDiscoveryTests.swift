@testable import GlideInput
import Foundation
import Testing

@Suite struct DeviceDiscoveryTests {
    /// A temporary directory holding a fake `/dev/input` and `/sys/class/input`.
    struct FakeMachine {
        let root: URL
        var devInput: String { root.appendingPathComponent("dev/input").path }
        var sysClassInput: String { root.appendingPathComponent("sys/class/input").path }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("glide-discovery-\(UUID().uuidString)")
            try FileManager.default.createDirectory(atPath: root.appendingPathComponent("dev/input").path, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: root.appendingPathComponent("sys/class/input").path, withIntermediateDirectories: true)
        }

        /// Adds `/dev/input/<node>` as a plain file (not an evdev node: libevdev cannot read it).
        func addNode(_ node: String) throws {
            try Data().write(to: URL(fileURLWithPath: devInput + "/" + node))
        }

        /// Writes sysfs attribute files under `/sys/class/input/<node>/device`.
        func addSysfs(_ node: String, _ files: [String: String]) throws {
            let device = sysClassInput + "/" + node + "/device"
            for (name, contents) in files {
                let url = URL(fileURLWithPath: device + "/" + name)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data((contents + "\n").utf8).write(to: url)
            }
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    /// The sysfs files of the Synaptics PS/2 clickpad in `../shared/recordings`, as the kernel prints them.
    static let clickpad: [String: String] = [
        "name": "SynPS/2 Synaptics TouchPad",
        "id/bustype": "0011", "id/vendor": "0002", "id/product": "0007", "id/version": "01b1",
        "capabilities/ev": "b",
        "capabilities/key": "e520 10000 0 0 0 0",
        "capabilities/abs": "660800011000003",
        "capabilities/rel": "0",
        "properties": "5",
    ]

    @Test func parsesSysfsBitmasksMostSignificantWordFirst() {
        #expect(SysfsInputDevice.bits("b") == [0, 1, 3])
        #expect(SysfsInputDevice.bits("0") == [])
        #expect(SysfsInputDevice.bits("660800011000003") == [0, 1, 24, 28, 47, 53, 54, 57, 58])
        // BTN_LEFT (0x110 = 272) sits in the fifth 64-bit word from the right.
        #expect(SysfsInputDevice.bits("e520 10000 0 0 0 0") == [272, 325, 328, 330, 333, 334, 335])
        #expect(SysfsInputDevice.bits("1 0") == [64])
    }

    @Test func rejectsMalformedBitmasks() {
        #expect(SysfsInputDevice.bits("") == nil)
        #expect(SysfsInputDevice.bits("xyz") == nil)
        #expect(SysfsInputDevice.bits("12345678123456781") == nil)
    }

    @Test func noDevicesGivesAnEmptyList() throws {
        let machine = try FakeMachine()
        defer { machine.remove() }
        #expect(DeviceDiscovery.devices(devInput: machine.devInput, sysClassInput: machine.sysClassInput).isEmpty)
        #expect(DeviceDiscovery.devices(devInput: machine.root.path + "/missing", sysClassInput: machine.sysClassInput).isEmpty)
    }

    @Test func describesUnopenableNodesThroughSysfs() throws {
        let machine = try FakeMachine()
        defer { machine.remove() }
        try machine.addNode("event10")
        try machine.addNode("event2")
        try machine.addNode("mouse0")
        try machine.addSysfs("event2", Self.clickpad)
        let devices = DeviceDiscovery.devices(devInput: machine.devInput, sysClassInput: machine.sysClassInput)

        #expect(devices.map(\.path) == [machine.devInput + "/event2", machine.devInput + "/event10"])
        let clickpad = try #require(devices.first)
        #expect(clickpad.source == .sysfs)
        #expect(!clickpad.isOpenable)
        #expect(clickpad.openError == .notAnInputDevice(path: machine.devInput + "/event2", errno: ENOTTY))
        let description = try #require(clickpad.deviceDescription)
        #expect(description.name == "SynPS/2 Synaptics TouchPad")
        #expect(description.id == DeviceID(bustype: 0x11, vendor: 0x2, product: 0x7, version: 0x1b1))
        #expect(description.properties == [.pointer, .buttonpad])
        #expect(Set(description.codes.keys) == [.key, .abs])
        #expect(description.codes[.abs] == [0x00, 0x01, 0x18, 0x1c, 0x2f, 0x35, 0x36, 0x39, 0x3a])
        #expect(description.codes[.key] == [0x110, 0x145, 0x148, 0x14a, 0x14d, 0x14e, 0x14f])
        #expect(description.absInfo.isEmpty)
        #expect(clickpad.kind == .clickpad)

        let unknown = devices[1]
        #expect(unknown.source == .none)
        #expect(unknown.deviceDescription == nil)
        #expect(unknown.kind == nil)
    }
}
