/// Kernel names for event types and the codes Glide deals with, for messages and comments.
public enum EventNames {
    /// `EV_ABS` for `.abs`; `EV_0x1a` for a type with no name.
    public static func typeName(_ type: EventType) -> String {
        types[type.rawValue] ?? "EV_0x" + String(type.rawValue, radix: 16)
    }

    /// `ABS_MT_POSITION_X` for (EV_ABS, 0x35); the code in hex when it has no name here.
    public static func codeName(type: EventType, code: UInt16) -> String {
        let table: [UInt16: String]
        switch type {
        case .syn: table = syn
        case .abs: table = abs
        case .key: table = key
        case .msc: table = msc
        default: table = [:]
        }
        return table[code] ?? "0x" + String(code, radix: 16)
    }

    private static let types: [UInt16: String] = [
        0x00: "EV_SYN", 0x01: "EV_KEY", 0x02: "EV_REL", 0x03: "EV_ABS", 0x04: "EV_MSC",
        0x05: "EV_SW", 0x11: "EV_LED", 0x12: "EV_SND", 0x14: "EV_REP", 0x15: "EV_FF",
        0x16: "EV_PWR", 0x17: "EV_FF_STATUS",
    ]
    private static let syn: [UInt16: String] = [
        0: "SYN_REPORT", 1: "SYN_CONFIG", 2: "SYN_MT_REPORT", 3: "SYN_DROPPED",
    ]
    private static let abs: [UInt16: String] = [
        0x00: "ABS_X", 0x01: "ABS_Y", 0x18: "ABS_PRESSURE", 0x19: "ABS_DISTANCE",
        0x1c: "ABS_TOOL_WIDTH", 0x2f: "ABS_MT_SLOT", 0x30: "ABS_MT_TOUCH_MAJOR",
        0x31: "ABS_MT_TOUCH_MINOR", 0x32: "ABS_MT_WIDTH_MAJOR", 0x33: "ABS_MT_WIDTH_MINOR",
        0x34: "ABS_MT_ORIENTATION", 0x35: "ABS_MT_POSITION_X", 0x36: "ABS_MT_POSITION_Y",
        0x37: "ABS_MT_TOOL_TYPE", 0x38: "ABS_MT_BLOB_ID", 0x39: "ABS_MT_TRACKING_ID",
        0x3a: "ABS_MT_PRESSURE", 0x3b: "ABS_MT_DISTANCE", 0x3c: "ABS_MT_TOOL_X",
        0x3d: "ABS_MT_TOOL_Y",
    ]
    private static let key: [UInt16: String] = [
        0x110: "BTN_LEFT", 0x111: "BTN_RIGHT", 0x112: "BTN_MIDDLE", 0x140: "BTN_TOOL_PEN",
        0x145: "BTN_TOOL_FINGER", 0x148: "BTN_TOOL_QUINTTAP", 0x14a: "BTN_TOUCH",
        0x14d: "BTN_TOOL_DOUBLETAP", 0x14e: "BTN_TOOL_TRIPLETAP", 0x14f: "BTN_TOOL_QUADTAP",
    ]
    private static let msc: [UInt16: String] = [0x05: "MSC_TIMESTAMP"]
}
