/// The range and resolution of one absolute axis (`struct input_absinfo`).
public struct AbsInfo: Hashable, Sendable {
    /// The current value (live devices; 0 in traces).
    public var value: Int32
    public var minimum: Int32
    public var maximum: Int32
    public var fuzz: Int32
    public var flat: Int32
    /// Units per millimetre (units per radian for orientation); 0 when unknown.
    public var resolution: Int32

    public init(value: Int32 = 0, minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0, resolution: Int32 = 0) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.fuzz = fuzz
        self.flat = flat
        self.resolution = resolution
    }
}

/// The bus, vendor, product and version of a device (`struct input_id`).
public struct DeviceID: Hashable, Sendable {
    public var bustype: UInt16
    public var vendor: UInt16
    public var product: UInt16
    public var version: UInt16

    public init(bustype: UInt16, vendor: UInt16, product: UInt16, version: UInt16) {
        self.bustype = bustype
        self.vendor = vendor
        self.product = product
        self.version = version
    }
}

/// What a device is: its name, ids, properties, supported codes and axis ranges.
///
/// It is the same whether it was read from a live device through libevdev or from the
/// header of a trace, so everything downstream treats the two alike.
public struct DeviceDescription: Hashable, Sendable {
    public var name: String
    public var id: DeviceID
    /// `INPUT_PROP_*` bits the device sets.
    public var properties: Set<InputProperty>
    /// The codes supported for each event type.
    public var codes: [EventType: Set<UInt16>]
    /// Absolute-axis ranges by `ABS_*` code.
    public var absInfo: [UInt16: AbsInfo]
    /// LED states that are on (`L:` lines), by LED code.
    public var ledStates: [UInt16: Int32]
    /// Switch states that are on (`S:` lines), by switch code.
    public var switchStates: [UInt16: Int32]

    public init(
        name: String,
        id: DeviceID,
        properties: Set<InputProperty> = [],
        codes: [EventType: Set<UInt16>] = [:],
        absInfo: [UInt16: AbsInfo] = [:],
        ledStates: [UInt16: Int32] = [:],
        switchStates: [UInt16: Int32] = [:]
    ) {
        self.name = name
        self.id = id
        self.properties = properties
        self.codes = codes
        self.absInfo = absInfo
        self.ledStates = ledStates
        self.switchStates = switchStates
    }

    /// True when the device advertises `code` for `type`.
    public func supports(_ type: EventType, _ code: UInt16) -> Bool {
        codes[type]?.contains(code) ?? false
    }
}
