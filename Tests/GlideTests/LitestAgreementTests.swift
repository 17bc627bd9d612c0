import Foundation
import Glide
import GlideInput
import Testing

/// Every touch device of libinput's test suite, given swipes as its kernel driver sends them
/// (`KernelSwipes`) and read back by `glide describe`'s path (`TraceSummary.describe`).
@Suite(.enabled(if: LitestDevice.available, "\(LitestDevice.absent)"))
struct LitestAgreementTests {
    /// The finger counts libinput 1.22 turns each touchpad's swipes into gestures with, in all four
    /// directions: 2-finger scrolls, 3- and 4-finger swipes (one finger is pointer motion). Found
    /// by running these very traces through `../shared/oracle` (libinput on a umockdev device):
    /// no swipes on semi-MT pads or on pads with at most one slot, and the Synaptics pad that
    /// counts one finger only reports pointer motion.
    static let libinputFingers: [String: [Int]] = [
        "LITEST_ABSINFO_OVERRIDE": [2, 3, 4],  // 2 slots, more fingers counted
        "LITEST_ACER_HAWAII_TOUCHPAD": [2, 3, 4],
        "LITEST_ALPS_3FG": [2, 3, 4],
        "LITEST_ALPS_DUALPOINT": [2],  // semi-MT
        "LITEST_ALPS_SEMI_MT": [2],  // semi-MT
        "LITEST_APPLETOUCH": [2],  // single-touch, counts 3 fingers
        "LITEST_ATMEL_HOVER": [2, 3, 4],
        "LITEST_BCM5974": [2, 3, 4],
        "LITEST_ELANTECH_TOUCHPAD": [2, 3, 4],  // 2 slots, more fingers counted
        "LITEST_GENERIC_PRESSUREPAD": [2, 3, 4],
        "LITEST_GENERIC_USBCOMBO_TOUCHPAD": [2, 3, 4],
        "LITEST_MAGIC_TRACKPAD": [2, 3, 4],
        "LITEST_SYNAPTICS_HOVER_SEMI_MT": [2],  // semi-MT
        "LITEST_SYNAPTICS_I2C": [2, 3],  // 2 slots, more fingers counted
        "LITEST_SYNAPTICS_PHANTOMCLICKS": [2, 3, 4],
        "LITEST_SYNAPTICS_PRESSUREPAD": [2, 3, 4],
        "LITEST_SYNAPTICS_RMI4": [2, 3, 4],
        "LITEST_SYNAPTICS_TOUCHPAD": [],  // single-touch, counts 1 finger
        "LITEST_SYNAPTICS_TOPBUTTONPAD": [2, 3, 4],  // 2 slots, more fingers counted
        "LITEST_SYNAPTICS_TRACKPOINT_BUTTONS": [2, 3, 4],  // 2 slots, more fingers counted
        "LITEST_SYNAPTICS_CLICKPAD_X220": [2, 3, 4],  // 2 slots, more fingers counted
        "LITEST_TOUCHPAD_PALMPRESSURE_ZERO": [2, 3, 4],  // 2 slots, more fingers counted
        "LITEST_WACOM_BAMBOO_2FG_FINGER": [2],  // counts 2 fingers
        "LITEST_WACOM_INTUOS5_FINGER": [2, 3, 4],
    ]

    /// The device's swipes and the pans recognised in them, each as fingers and direction.
    static func pans(on litest: LitestDevice) throws -> (device: DeviceDescription, swipes: [IntendedPan], pans: [IntendedPan]) {
        let device = try #require(litest.deviceDescription, "\(litest.testDevice) names a property Glide does not know")
        let contacts: KernelSwipes.Contacts = litest.semiMT ? .semiMT : litest.protocolA ? .anonymous
            : litest.slots > 0 ? .slots(litest.slots) : .singleTouch
        let writer = KernelSwipes(device: device, contacts: contacts)
        let swipes = writer.swipes
        let path = Paths.temporaryDirectory().appendingPathComponent("\(litest.testDevice).evemu").path
        try EvemuWriter.text(device: device, events: writer.events(swipes)).write(toFile: path, atomically: true, encoding: .utf8)
        let summary = try TraceSummary.describe(path: path)
        #expect(summary.gestures.allSatisfy { $0.outcome == .ended }, "\(summary.gestures)")
        let pans = summary.gestures.map { IntendedPan(fingers: $0.fingers, direction: IntendedPan.direction(dx: $0.dx, dy: $0.dy)) }
        return (device, swipes, pans)
    }

    @Test func theFileHoldsTheDevicesItSays() {
        #expect(LitestDevice.of(type: "touchpad").count == 24)
        #expect(LitestDevice.of(type: "touchscreen").count == 10)
        #expect(LitestDevice.all.filter { $0.semiMT }.count == 3)
        #expect(LitestDevice.of(type: "touchscreen").filter { $0.protocolA }.count == 1)
        #expect(Set(LitestDevice.of(type: "touchpad").map(\.testDevice)) == Set(Self.libinputFingers.keys))
    }

    /// Touchpads: the pans are libinput's, swipe by swipe.
    @Test(arguments: LitestDevice.of(type: "touchpad"))
    func touchpadsGiveLibinputsPans(_ litest: LitestDevice) throws {
        let (device, swipes, pans) = try Self.pans(on: litest)
        #expect(device.isTouchpad)
        let fingers = try #require(Self.libinputFingers[litest.testDevice])
        #expect(pans == swipes.filter { fingers.contains($0.fingers) })
    }

    /// Touchscreens: every swipe is a pan of its fingers its way, from slots or, on the
    /// protocol-A screen, from anonymous contacts.
    @Test(arguments: LitestDevice.of(type: "touchscreen"))
    func touchscreensGiveEveryIntendedPan(_ litest: LitestDevice) throws {
        let (device, swipes, pans) = try Self.pans(on: litest)
        #expect(device.isTouchscreen)
        #expect(device.contactReporting == (litest.protocolA ? .anonymousContacts : .slots(litest.slots)))
        #expect(swipes.count == 16)
        #expect(pans == swipes)
    }
}
