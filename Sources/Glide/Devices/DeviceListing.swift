import Glibc
import GlideInput

/// Every input device of this machine, for `glide devices`: a table, JSON, or a message
/// saying there are none and how to mock one.
public struct DeviceListing: Hashable, Sendable {
    /// The directory of device nodes that was scanned.
    public var devInput: String
    /// The nodes found, in event-number order.
    public var entries: [InputDeviceEntry]

    /// Scans `devInput` (described through libevdev, or `sysClassInput` when a node cannot be opened).
    public static func scan(devInput: String = "/dev/input", sysClassInput: String = "/sys/class/input") -> DeviceListing {
        DeviceListing(
            devInput: devInput,
            entries: DeviceDiscovery.devices(devInput: devInput, sysClassInput: sysClassInput).map(InputDeviceEntry.init))
    }

    /// Makes a listing from its parts.
    public init(devInput: String, entries: [InputDeviceEntry]) {
        self.devInput = devInput
        self.entries = entries
    }

    /// What `profiles` (read from `source`) give each device: a line per device node, the
    /// profile's key and settings or "no profile".
    public func profileText(_ profiles: DeviceProfiles, source: String) -> String {
        var lines = ["", "Profiles from \(source):"]
        var used: Set<String> = []
        for (entry, profile) in zip(entries, self.profiles(from: profiles)) {
            if let profile { used.insert(profile.key) }
            lines.append("  \(entry.path)  " + (profile.map { "'\($0.key)': \($0.settings)" } ?? "no profile"))
        }
        let unused = profiles.profiles.filter { !used.contains($0.key) }
        if !unused.isEmpty { lines.append("  (no device here for " + unused.map { "'\($0.key)'" }.joined(separator: ", ") + ")") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The profile each entry's device takes from `profiles`, in the entries' order (nil for none, or no device).
    private func profiles(from profiles: DeviceProfiles) -> [DeviceProfiles.Profile?] {
        entries.map { entry in entry.device.flatMap { profiles.profile(name: $0.name, id: $0.id) } }
    }

    /// The JSON array with each object's `profile`: {"key", "settings"} from `profiles`, or null.
    public func json(profiles: DeviceProfiles) -> JSONValue {
        .array(zip(entries, self.profiles(from: profiles)).map { entry, profile in
            guard case .object(var members) = entry.json else { return entry.json }
            members.append(("profile", profile.map { .object([("key", .string($0.key)), ("settings", .string($0.settings.description))]) } ?? .null))
            return .object(members)
        })
    }

    /// A JSON array of the entries (`[]` when there are none).
    public var json: JSONValue { .array(entries.map(\.json)) }

    /// A table of the devices, then why any cannot be opened; or the message for none.
    public var text: String {
        guard !entries.isEmpty else { return noDevicesMessage }
        let rows = entries.map { entry -> [String] in
            let device = entry.device
            let complete = entry.source == .libevdev
            return [
                entry.path,
                device.map { $0.kind.description } ?? "?",
                complete ? (device?.sizeText ?? "-") : "?",
                complete ? (device.map { $0.slots > 0 ? String($0.slots) : "-" } ?? "-") : "?",
                entry.isOpenable ? "yes" : "no",
                device?.name ?? "?",
            ]
        }
        let header = ["DEVICE", "KIND", "SIZE", "SLOTS", "OPEN", "NAME"]
        var widths = header.map(\.count)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                column == cells.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }.joined(separator: "  ")
        }
        var lines = [line(header)] + rows.map(line)
        let failures = entries.compactMap(\.openError)
        if !failures.isEmpty {
            lines.append("")
            lines += failures
        }
        if entries.contains(where: { $0.source == .sysfs }) {
            lines.append("(? = unknown until the node can be opened: sysfs gives the kind but no sizes or slots)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What to print when there are no devices: why, and how to mock one with `tools/mockdev`.
    public var noDevicesMessage: String {
        let reason = Self.directoryExists(devInput)
            ? "\(devInput) has no event* device nodes"
            : "\(devInput) does not exist (as in most containers and CI machines)"
        return """
            No input devices: \(reason).
            To try Glide without hardware, mock a device from any evemu recording with umockdev \
            (apt install umockdev python3) and run glide inside the mock, from the Glide checkout:
                tools/mockdev RECORDING.evemu -- tools/glide devices
                tools/mockdev RECORDING.evemu -- tools/glide record /dev/input/event5 -o copy.evemu --duration 2
            On a laptop, touchpads and touchscreens appear here once you can read /dev/input/event* \
            (join the `input` group: sudo usermod -aG input $USER, then log in again).

            """
    }

    /// Whether `path` is a directory (or one this user may not look into).
    private static func directoryExists(_ path: String) -> Bool {
        switch Syscall.fileType(path) {
        case .success(let type): type == S_IFDIR
        case .failure(let error): error.code == EACCES
        }
    }
}
