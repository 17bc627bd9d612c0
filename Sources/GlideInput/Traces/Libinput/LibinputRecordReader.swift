/// Reads a `libinput record` file (YAML, file version 1) for one of its devices.
///
/// It is a streaming line parser for the regular subset `libinput record` writes, not a general
/// YAML parser: block mappings and sequences by indentation (sequences may sit at their key's
/// indentation, as libinput writes them), flow lists of integers on one line, quoted names and
/// `#` comments, after an optional UTF-8 byte order mark. It reads `version`, and per device
/// `evdev` (`name`, `id`, `codes`, `absinfo`, `properties`) and the `events` list; every other
/// key (`libinput`, `system`, `hid`, `udev`, `quirks`, `- libinput:` and `- hid:` items) is
/// skipped with its contents, as the format asks. Each `- evdev:` item is one kernel frame of
/// `- [sec, usec, type, code, value]` rows (or one `[[…], …]` flow list); the selected device's
/// `events:` must be a list of them, `[]` or nothing (a mapping, an alias or another scalar is an
/// error). Key repeats (`EV_KEY` value 2) are skipped and a frame left with only
/// its `SYN_REPORT` is dropped, as `libinput replay` intends. Times are rebased to the selected
/// device's first event. With several devices it reads the one asked for, or the first touch
/// device (one with `ABS_MT_POSITION_X`/`Y`, or `ABS_X`/`Y` and `BTN_TOUCH`, and no pen).
public struct LibinputRecordReader: TraceReader {
    /// The selected device.
    public let device: DeviceDescription
    /// The selected device's index among the file's devices (from 0).
    public let deviceIndex: Int
    /// Always `.libinputRecord`.
    public var format: TraceFormat { .libinputRecord }
    /// Oddities accepted so far.
    public var warnings: [TraceWarning] { parser.log.warnings }

    private var parser: LibinputRecordParser

    /// Opens `path` and reads up to the selected device's events: device `deviceIndex` (from 0),
    /// or the first touch device when nil. `-` reads standard input.
    public init(path: String, deviceIndex: Int? = nil) throws(TraceError) {
        try self.init(source: TraceLineSource(paths: [path]), deviceIndex: deviceIndex)
    }

    /// Reads up to the selected device's events from `source`, which is at its start.
    init(source: TraceLineSource, deviceIndex: Int?) throws(TraceError) {
        parser = LibinputRecordParser(source: source, wanted: deviceIndex)
        let (device, index) = try parser.readToSelectedDevice()
        self.device = device
        self.deviceIndex = index
    }

    /// The next event of the selected device, or nil at the end.
    public mutating func nextEvent() throws(TraceError) -> InputEvent? {
        try parser.nextEvent()
    }

    /// True for a device Glide can read touches from: MT positions, or single-touch
    /// `ABS_X`/`ABS_Y` with `BTN_TOUCH`; pens are left out.
    public static func isTouchDevice(_ device: DeviceDescription) -> Bool {
        let multitouch = device.supports(.abs, AbsCode.mtPositionX) && device.supports(.abs, AbsCode.mtPositionY)
        let singleTouch = device.supports(.abs, AbsCode.x) && device.supports(.abs, AbsCode.y) && device.supports(.key, KeyCode.btnTouch)
        return (multitouch || singleTouch) && !device.supports(.key, KeyCode.btnToolPen)
    }
}
