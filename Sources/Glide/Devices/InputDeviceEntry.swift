import GlideInput

/// One `/dev/input/event*` node as `glide devices` shows it.
public struct InputDeviceEntry: Hashable, Sendable {
    /// The device node.
    public var path: String
    /// The device, when libevdev or sysfs could describe it.
    public var device: DeviceSummary?
    /// Where the description came from (sysfs knows no sizes or slots).
    public var source: DiscoveredDevice.Source
    /// Why the node cannot be opened, with what to do about it; nil when it can.
    public var openError: String?

    /// The entry for a discovered node.
    public init(_ discovered: DiscoveredDevice) {
        path = discovered.path
        device = discovered.deviceDescription.map(DeviceSummary.init)
        source = discovered.source
        openError = discovered.openError?.description
    }

    /// True when this user can open the node.
    public var isOpenable: Bool { openError == nil }

    /// `{"path":…,"name":…,"kind":…,"size_mm":…,"size_assumed":…,"slots":…,"contacts":…,"openable":…,"error":…,"source":…}`;
    /// size and slots are null when only sysfs could describe the device.
    public var json: JSONValue {
        let complete = source == .libevdev
        var members: [(String, JSONValue)] = [("path", .string(path))]
        if let device {
            guard case .object(let deviceMembers) = device.json else { preconditionFailure("DeviceSummary.json is always an object") }
            for (key, value) in deviceMembers {
                let known = complete || !["size_mm", "size_assumed", "slots", "contacts"].contains(key)
                members.append((key, known ? value : .null))
            }
        } else {
            members += [("name", .null), ("kind", .null), ("size_mm", .null), ("size_assumed", .null), ("slots", .null), ("contacts", .null)]
        }
        members += [
            ("openable", .bool(isOpenable)),
            ("error", openError.map(JSONValue.string) ?? .null),
            ("source", .string(Self.sourceName(source))),
        ]
        return .object(members)
    }

    private static func sourceName(_ source: DiscoveredDevice.Source) -> String {
        switch source {
        case .libevdev: "libevdev"
        case .sysfs: "sysfs"
        case .none: "none"
        }
    }
}
