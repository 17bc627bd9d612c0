/// The device's touch classification: kind, contact protocol, slots and countable fingers.
///
/// The rules follow libinput and libevdev: a device with `ABS_RESERVED` (0x2e) is a
/// "fake MT" device whose `ABS_MT_*` bits mean nothing (no slots, no MT positions); the
/// slot count is `ABS_MT_SLOT`'s maximum + 1; a device is a touch device when it reports
/// multitouch positions (`ABS_MT_POSITION_X`/`Y`), or `ABS_X`/`ABS_Y` with `BTN_TOUCH`,
/// and is not a pen-only tablet (`BTN_TOOL_PEN` without `BTN_TOOL_FINGER`).
extension DeviceDescription {
    /// `ABS_RESERVED`: set on devices that set every absolute bit, which libevdev treats as not MT.
    private static let absReserved: UInt16 = 0x2e

    /// True when libevdev would treat the `ABS_MT_*` codes as real multitouch axes.
    private var hasRealMultitouchAxes: Bool {
        !supports(.abs, Self.absReserved)
    }

    /// The number of protocol-B slots (`ABS_MT_SLOT` maximum + 1), or 0 when the device has none.
    public var slotCount: Int {
        guard hasRealMultitouchAxes, supports(.abs, AbsCode.mtSlot),
              let info = absInfo[AbsCode.mtSlot] else { return 0 }
        return max(0, Int(info.maximum) + 1)
    }

    /// How the device reports contacts; `.none` for a device that is not a touch device.
    public var contactReporting: ContactReporting {
        guard isTouchDevice else { return .none }
        guard hasMultitouchPositions else { return .singleTouch }
        let slots = slotCount
        return slots > 0 ? .slots(slots) : .anonymousContacts
    }

    /// The kind of surface (touchpad, clickpad, touchscreen) or `.notTouch`.
    public var kind: DeviceKind {
        guard isTouchDevice else { return .notTouch }
        if properties.contains(.direct) { return .touchscreen }
        let pointerLike = properties.contains(.pointer)
            || (supports(.key, KeyCode.btnToolFinger) && supports(.key, KeyCode.btnTouch))
        guard pointerLike else { return .touchscreen }
        return properties.contains(.buttonpad) ? .clickpad : .touchpad
    }

    /// True for a device that reports finger positions (multitouch, or single-touch with `BTN_TOUCH`).
    public var isTouchDevice: Bool {
        let multitouch = hasMultitouchPositions
        let singleTouch = supports(.abs, AbsCode.x) && supports(.abs, AbsCode.y) && supports(.key, KeyCode.btnTouch)
        guard multitouch || singleTouch else { return false }
        let penOnly = supports(.key, KeyCode.btnToolPen) && !supports(.key, KeyCode.btnToolFinger) && !multitouch
        return !penOnly
    }

    /// True for touchpads and clickpads.
    public var isTouchpad: Bool { kind == .touchpad || kind == .clickpad }
    /// True for clickpads (touchpads with `INPUT_PROP_BUTTONPAD`).
    public var isClickpad: Bool { kind == .clickpad }
    /// True for touchscreens.
    public var isTouchscreen: Bool { kind == .touchscreen }
    /// True for a touch device with `INPUT_PROP_SEMI_MT`: positions are a bounding box, only the count is real.
    public var isSemiMT: Bool { isTouchDevice && properties.contains(.semiMT) }
    /// True for a multitouch device without slots (protocol A, `SYN_MT_REPORT`).
    public var isProtocolA: Bool { contactReporting == .anonymousContacts }
    /// True for a touch device with one contact through `ABS_X`/`ABS_Y` and `BTN_TOUCH`.
    public var isSingleTouch: Bool { contactReporting == .singleTouch }

    /// The largest finger count a `BTN_TOOL_*` key of this device stands for (QUINTTAP = 5), or 0.
    public var largestToolFingerCount: Int {
        let tools = [KeyCode.btnToolFinger, KeyCode.btnToolDoubleTap, KeyCode.btnToolTripleTap,
                     KeyCode.btnToolQuadTap, KeyCode.btnToolQuintTap]
        return tools.filter { supports(.key, $0) }.compactMap(KeyCode.fingerCount(ofTool:)).max() ?? 0
    }

    /// The most fingers the device can count: max(slots, the largest `BTN_TOOL_*TAP`), at least 1 for a touch device.
    ///
    /// A device whose largest tool key exceeds its slots reports more fingers than it
    /// can position (the kernel's "more fingers than slots" case); 5 means "5 or more".
    public var maxFingerCount: Int {
        guard isTouchDevice else { return 0 }
        return max(1, slotCount, largestToolFingerCount)
    }

    /// True when the device has both `ABS_MT_POSITION_X` and `ABS_MT_POSITION_Y` as real MT axes.
    var hasMultitouchPositions: Bool {
        hasRealMultitouchAxes && supports(.abs, AbsCode.mtPositionX) && supports(.abs, AbsCode.mtPositionY)
    }
}

extension DeviceDescription {
    /// The device with every keyboard key in its key bits replaced by `KEY_A` (buttons kept).
    public func hidingKeyCodes() -> DeviceDescription {
        guard let keys = codes[.key], keys.contains(where: KeyCode.isKeyboardKey) else { return self }
        var hidden = self
        hidden.codes[.key] = keys.filter { !KeyCode.isKeyboardKey($0) }.union([KeyCode.keyA])
        return hidden
    }

    /// What the device is, in a few words: its touch kind, or for the rest a keyboard, a mouse, a
    /// pen tablet, a joystick or gamepad, buttons, or "an input device without touch".
    public var role: String {
        if kind != .notTouch { return kind.description }
        let keys = codes[.key] ?? []
        let rel = codes[.rel] ?? []
        if keys.contains(KeyCode.keyA) || keys.filter(KeyCode.isKeyboardKey).count >= 20 { return "keyboard" }
        if rel.contains(0x00) && rel.contains(0x01) && keys.contains(KeyCode.btnLeft) { return "mouse" }
        if keys.contains(KeyCode.btnToolPen) { return "pen tablet" }
        if keys.contains(where: { (0x120..<0x140).contains($0) }) { return "joystick or gamepad" }
        if !keys.isEmpty { return "set of buttons" }
        return "input device without touch"
    }
}

