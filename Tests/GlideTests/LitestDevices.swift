import Foundation
import GlideInput
import Testing

/// The touchpads and touchscreens libinput's test suite emulates, read from
/// `../shared/litest-devices/devices.json` (third-party data, not in the repository).
struct LitestDevice: Decodable, CustomTestStringConvertible, Sendable {
    /// One absolute axis as the file gives it.
    struct Axis: Decodable, Sendable {
        var code: UInt16
        var min: Int32
        var max: Int32
        var fuzz: Int32
        var flat: Int32
        var resolution: Int32
    }

    /// The `LITEST_*` id, unique per device.
    var testDevice: String
    /// `touchpad` or `touchscreen`.
    var type: String
    var name: String
    var bustype: UInt16
    var vendor: UInt16
    var product: UInt16
    var version: UInt16
    /// `INPUT_PROP_*` names.
    var properties: [String]
    var keyCodes: [UInt16]
    var msc: [UInt16]
    var absinfo: [Axis]
    var slots: Int
    var semiMT: Bool
    var protocolA: Bool

    enum CodingKeys: String, CodingKey {
        case testDevice = "test_device", type, name, bustype, vendor, product, version, properties
        case keyCodes = "key_codes", msc, absinfo, slots, semiMT = "semi_mt", protocolA = "protocol_a"
    }

    var testDescription: String { testDevice }

    /// `<root>/../shared/litest-devices`.
    static let directory = Paths.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/litest-devices")
    /// True when the device list is on this machine.
    static let available = FileManager.default.fileExists(atPath: directory.appendingPathComponent("devices.json").path)
    /// The skip message of the tests that read it.
    static let absent = "reads third-party data from ../shared/litest-devices, which is absent: skipped"

    /// Every device in the file, in file order; empty when the file is absent.
    static let all: [LitestDevice] = {
        guard let data = try? Data(contentsOf: directory.appendingPathComponent("devices.json")) else { return [] }
        return (try? JSONDecoder().decode([LitestDevice].self, from: data)) ?? []
    }()

    /// The devices of `type` (`touchpad` or `touchscreen`).
    static func of(type: String) -> [LitestDevice] { all.filter { $0.type == type } }

    /// The bit of each `INPUT_PROP_*` name the file uses.
    private static let propertyBits: [String: InputProperty] = [
        "INPUT_PROP_POINTER": .pointer, "INPUT_PROP_DIRECT": .direct, "INPUT_PROP_BUTTONPAD": .buttonpad,
        "INPUT_PROP_SEMI_MT": .semiMT, "INPUT_PROP_TOPBUTTONPAD": .topButtonpad,
    ]

    /// The device as the kernel describes it; nil when it names a property Glide has no constant for.
    var deviceDescription: DeviceDescription? {
        let properties = properties.compactMap { Self.propertyBits[$0] }
        guard properties.count == self.properties.count else { return nil }
        var absInfo: [UInt16: AbsInfo] = [:]
        for axis in absinfo {
            absInfo[axis.code] = AbsInfo(minimum: axis.min, maximum: axis.max, fuzz: axis.fuzz, flat: axis.flat, resolution: axis.resolution)
        }
        var codes: [EventType: Set<UInt16>] = [.syn: [SynCode.report, SynCode.config, SynCode.mtReport, SynCode.dropped],
                                               .key: Set(keyCodes), .abs: Set(absInfo.keys)]
        if !msc.isEmpty { codes[.msc] = Set(msc) }
        return DeviceDescription(name: name, id: DeviceID(bustype: bustype, vendor: vendor, product: product, version: version),
                                 properties: Set(properties), codes: codes, absInfo: absInfo)
    }
}
