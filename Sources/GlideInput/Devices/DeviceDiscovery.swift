internal import CEvdev
import Glibc

/// One `/dev/input/event*` node found by `DeviceDiscovery`, described as well as this user can.
public struct DiscoveredDevice: Hashable, Sendable {
    /// Where the description came from.
    public enum Source: Hashable, Sendable {
        /// The node was opened and read through libevdev (complete, with axis ranges).
        case libevdev
        /// The node could not be opened; sysfs gave the name, ids and capabilities but no axis
        /// ranges, so the kind is right but slots, size and resolution are unknown.
        case sysfs
        /// Neither the node nor its sysfs entry could be read.
        case none
    }

    /// The device node, e.g. `/dev/input/event5`.
    public var path: String
    /// The device, when libevdev or sysfs could describe it.
    public var deviceDescription: DeviceDescription?
    /// Where `deviceDescription` came from.
    public var source: Source
    /// Why the node cannot be opened, or nil when it can.
    public var openError: EvdevError?

    /// True when this user can open the node and read its events.
    public var isOpenable: Bool { openError == nil }

    /// What kind of device it is (touchpad, touchscreen, …), when it could be described.
    public var kind: DeviceKind? { deviceDescription?.kind }

    /// Makes a discovered device from its parts.
    public init(path: String, deviceDescription: DeviceDescription?, source: Source, openError: EvdevError?) {
        self.path = path
        self.deviceDescription = deviceDescription
        self.source = source
        self.openError = openError
    }
}

/// Finds the evdev nodes of this machine and describes each one, through libevdev when
/// the node can be opened and through sysfs when it cannot (e.g. without the `input` group).
public enum DeviceDiscovery {
    /// The `eventN` nodes under `devInput`, in event-number order, each described; an
    /// empty list when there are none (or no `devInput` at all, as in most containers).
    public static func devices(devInput: String = "/dev/input", sysClassInput: String = "/sys/class/input") -> [DiscoveredDevice] {
        eventNodeNames(in: devInput).map { name in
            let path = devInput + "/" + name
            do throws(EvdevError) {
                let device = try EvdevDevice(path: path)
                return DiscoveredDevice(path: path, deviceDescription: device.deviceDescription, source: .libevdev, openError: nil)
            } catch {
                let described = SysfsInputDevice(directory: sysClassInput + "/" + name + "/device").description
                return DiscoveredDevice(path: path, deviceDescription: described, source: described == nil ? .none : .sysfs, openError: error)
            }
        }
    }

    /// The `event<number>` entries of `directory`, sorted by number.
    static func eventNodeNames(in directory: String) -> [String] {
        guard case .success(let names) = Syscall.directoryEntries(directory) else { return [] }
        var numbered: [(Int, String)] = []
        for name in names {
            guard name.hasPrefix("event"), let number = Int(name.dropFirst(5)), number >= 0 else { continue }
            numbered.append((number, name))
        }
        return numbered.sorted { $0.0 < $1.0 }.map(\.1)
    }
}
