/// An evdev event type (`EV_*` in `linux/input-event-codes.h`).
public struct EventType: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }
    public init(_ rawValue: UInt16) { self.rawValue = rawValue }

    /// `EV_SYN`: frame boundaries and overflow.
    public static let syn = EventType(0x00)
    /// `EV_KEY`: keys and buttons, including `BTN_TOUCH` and `BTN_TOOL_*`.
    public static let key = EventType(0x01)
    /// `EV_REL`: relative axes.
    public static let rel = EventType(0x02)
    /// `EV_ABS`: absolute axes, including the multitouch `ABS_MT_*` axes.
    public static let abs = EventType(0x03)
    /// `EV_MSC`: miscellaneous (e.g. `MSC_TIMESTAMP`).
    public static let msc = EventType(0x04)
    /// `EV_SW`: switches.
    public static let sw = EventType(0x05)
    /// `EV_LED`: LEDs.
    public static let led = EventType(0x11)
    /// `EV_SND`: sounds.
    public static let snd = EventType(0x12)
    /// `EV_REP`: autorepeat.
    public static let rep = EventType(0x14)
    /// `EV_FF`: force feedback.
    public static let ff = EventType(0x15)
    /// `EV_PWR`: power.
    public static let pwr = EventType(0x16)
    /// `EV_FF_STATUS`: force-feedback status.
    public static let ffStatus = EventType(0x17)
    /// `EV_MAX`: the largest type number.
    public static let max = EventType(0x1f)
    /// `EV_CNT`: one past the largest type number.
    public static let count = 0x20

    public static func < (lhs: EventType, rhs: EventType) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension EventType: CustomStringConvertible {
    /// The kernel's name (`EV_ABS`), or the number in hex for an unknown type.
    public var description: String { EventNames.typeName(self) }
}

/// `SYN_*` codes.
public enum SynCode {
    public static let report: UInt16 = 0
    public static let config: UInt16 = 1
    public static let mtReport: UInt16 = 2
    public static let dropped: UInt16 = 3
}

/// The `ABS_*` codes Glide reads.
public enum AbsCode {
    public static let x: UInt16 = 0x00
    public static let y: UInt16 = 0x01
    public static let pressure: UInt16 = 0x18
    public static let distance: UInt16 = 0x19
    public static let toolWidth: UInt16 = 0x1c
    public static let mtSlot: UInt16 = 0x2f
    public static let mtTouchMajor: UInt16 = 0x30
    public static let mtTouchMinor: UInt16 = 0x31
    public static let mtWidthMajor: UInt16 = 0x32
    public static let mtWidthMinor: UInt16 = 0x33
    public static let mtOrientation: UInt16 = 0x34
    public static let mtPositionX: UInt16 = 0x35
    public static let mtPositionY: UInt16 = 0x36
    public static let mtToolType: UInt16 = 0x37
    public static let mtBlobID: UInt16 = 0x38
    public static let mtTrackingID: UInt16 = 0x39
    public static let mtPressure: UInt16 = 0x3a
    public static let mtDistance: UInt16 = 0x3b
    public static let mtToolX: UInt16 = 0x3c
    public static let mtToolY: UInt16 = 0x3d
    /// `ABS_MAX`.
    public static let max: UInt16 = 0x3f
}

/// The `KEY_*`/`BTN_*` codes Glide reads.
public enum KeyCode {
    public static let btnLeft: UInt16 = 0x110
    public static let btnRight: UInt16 = 0x111
    public static let btnMiddle: UInt16 = 0x112
    public static let btnToolPen: UInt16 = 0x140
    public static let btnToolFinger: UInt16 = 0x145
    public static let btnToolQuintTap: UInt16 = 0x148
    public static let btnTouch: UInt16 = 0x14a
    public static let btnToolDoubleTap: UInt16 = 0x14d
    public static let btnToolTripleTap: UInt16 = 0x14e
    public static let btnToolQuadTap: UInt16 = 0x14f
    /// `KEY_MAX`.
    public static let max: UInt16 = 0x2ff
    /// `KEY_A`: what a recording writes in place of every keyboard key, as `libinput record` does.
    public static let keyA: UInt16 = 30

    /// True for a keyboard key (`KEY_*`: what was typed), false for a button (`BTN_*`: mouse,
    /// touch, tool, joystick, gamepad, D-pad, trigger-happy) that gestures need.
    public static func isKeyboardKey(_ code: UInt16) -> Bool {
        switch code {
        case 1..<0x100: true                    // KEY_ESC … KEY_MICMUTE and the rest below BTN_MISC
        case 0x100..<0x160: false               // BTN_MISC, BTN_MOUSE, BTN_JOYSTICK, BTN_GAMEPAD, BTN_DIGI, BTN_WHEEL
        case 0x220...0x223: false               // BTN_DPAD_*
        case 0x2c0...0x2e7: false               // BTN_TRIGGER_HAPPY*
        case 0x160...max: true                  // KEY_OK … KEY_MAX
        default: false                          // KEY_RESERVED (0) and beyond KEY_MAX
        }
    }

    /// The finger count a `BTN_TOOL_*` key stands for (FINGER 1 … QUINTTAP 5), or nil.
    public static func fingerCount(ofTool code: UInt16) -> Int? {
        switch code {
        case btnToolFinger: 1
        case btnToolDoubleTap: 2
        case btnToolTripleTap: 3
        case btnToolQuadTap: 4
        case btnToolQuintTap: 5
        default: nil
        }
    }
}

/// `INPUT_PROP_*` device properties.
public struct InputProperty: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }
    public init(_ rawValue: UInt16) { self.rawValue = rawValue }

    /// Indirect device that needs a pointer: a touchpad.
    public static let pointer = InputProperty(0)
    /// Direct device mapped onto a screen: a touchscreen.
    public static let direct = InputProperty(1)
    /// A clickpad: the button sits under the surface.
    public static let buttonpad = InputProperty(2)
    /// Only a bounding box of the contacts is reported.
    public static let semiMT = InputProperty(3)
    /// Soft buttons along the top edge.
    public static let topButtonpad = InputProperty(4)
    /// `INPUT_PROP_MAX`.
    public static let max = InputProperty(0x1f)

    public static func < (lhs: InputProperty, rhs: InputProperty) -> Bool { lhs.rawValue < rhs.rawValue }
}
