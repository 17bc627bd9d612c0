/// What kind of touch surface a device is, decided the way libinput decides it.
///
/// `INPUT_PROP_DIRECT` makes a touchscreen and `INPUT_PROP_POINTER` a touchpad; with
/// neither, `BTN_TOOL_FINGER` + `BTN_TOUCH` means a touchpad (the historical convention)
/// and any other touch device is taken for a touchscreen. A touchpad with
/// `INPUT_PROP_BUTTONPAD` is a clickpad.
public enum DeviceKind: String, Hashable, Sendable, CaseIterable {
    /// An indirect surface that moves a pointer, with separate physical buttons (or none).
    case touchpad
    /// A touchpad whose button sits under the surface (`INPUT_PROP_BUTTONPAD`).
    case clickpad
    /// A surface mapped directly onto a screen (`INPUT_PROP_DIRECT`).
    case touchscreen
    /// A device that reports no finger positions (keyboard, mouse, pen-only tablet, joystick).
    case notTouch
}

extension DeviceKind: CustomStringConvertible {
    /// `touchpad`, `clickpad`, `touchscreen` or `not a touch device`.
    public var description: String {
        switch self {
        case .touchpad: "touchpad"
        case .clickpad: "clickpad"
        case .touchscreen: "touchscreen"
        case .notTouch: "not a touch device"
        }
    }
}

/// How a device reports its contacts to userspace.
public enum ContactReporting: Hashable, Sendable {
    /// Multitouch protocol B: this many slots, each contact named by a tracking id.
    case slots(Int)
    /// Multitouch protocol A: anonymous contacts, each ended by `SYN_MT_REPORT`.
    case anonymousContacts
    /// One contact through `ABS_X`/`ABS_Y` and `BTN_TOUCH`.
    case singleTouch
    /// No finger positions at all.
    case none
}

extension ContactReporting: CustomStringConvertible {
    /// `MT protocol B, 5 slots`, `MT protocol A`, `single-touch` or `no contacts`.
    public var description: String {
        switch self {
        case .slots(let count): "MT protocol B, \(count) slot\(count == 1 ? "" : "s")"
        case .anonymousContacts: "MT protocol A"
        case .singleTouch: "single-touch"
        case .none: "no contacts"
        }
    }
}
