import GlideInput

/// Picks the device a live session reads when none is named: the first touchpad (or
/// clickpad) this user can open, else the first touchscreen, in event-number order.
public enum TouchDeviceChoice {
    /// The path of the device to use among `devices`, or the error to report: permission
    /// denied (77, explaining the `input` group) when touch devices exist but none can be
    /// opened, no input (66, naming `glide devices` and `tools/mockdev`) when there are none.
    public static func pick(from devices: [DiscoveredDevice]) throws(GlideError) -> String {
        let touchpads = devices.filter { $0.kind == .touchpad || $0.kind == .clickpad }
        let touchscreens = devices.filter { $0.kind == .touchscreen }
        if let device = (touchpads + touchscreens).first(where: \.isOpenable) { return device.path }
        if let unreadable = (touchpads + touchscreens).first(where: { $0.openError != nil }), let error = unreadable.openError {
            throw GlideError(error)
        }
        // Nodes that could not even be described may be touch devices this user cannot read.
        if let undescribed = devices.first(where: { $0.source == .none }), case .permissionDenied? = undescribed.openError {
            throw GlideError(.permissionDenied(path: undescribed.path))
        }
        throw GlideError(status: .noInput, message: noTouchDeviceMessage(deviceCount: devices.count))
    }

    /// Scans `/dev/input` and picks, as `pick(from:)`.
    public static func pick(devInput: String = "/dev/input", sysClassInput: String = "/sys/class/input") throws(GlideError) -> String {
        try pick(from: DeviceDiscovery.devices(devInput: devInput, sysClassInput: sysClassInput))
    }

    /// What to say when there is no touchpad or touchscreen among `deviceCount` input devices.
    static func noTouchDeviceMessage(deviceCount: Int) -> String {
        let found = deviceCount == 0
            ? "no input devices were found"
            : "none of the \(deviceCount) input device\(deviceCount == 1 ? "" : "s") is a touchpad or touchscreen"
        return """
            No touchpad or touchscreen: \(found). `glide devices` lists what there is; name a device \
            to use it (glide live /dev/input/eventN).
            To try without hardware, mock a touchpad from an evemu recording with umockdev \
            (apt install umockdev python3), from the Glide checkout:
                tools/mockdev RECORDING.evemu -- tools/glide live
            """
    }
}
