internal import CEvdev

extension DeviceDescription {
    /// The description of the device behind an initialised libevdev handle; as in traces,
    /// `EV_SYN` is implied for every device and not listed in `codes`.
    init(libevdev device: OpaquePointer) {
        let name = libevdev_get_name(device).map { String(cString: $0) } ?? ""
        let id = DeviceID(
            bustype: UInt16(truncatingIfNeeded: libevdev_get_id_bustype(device)),
            vendor: UInt16(truncatingIfNeeded: libevdev_get_id_vendor(device)),
            product: UInt16(truncatingIfNeeded: libevdev_get_id_product(device)),
            version: UInt16(truncatingIfNeeded: libevdev_get_id_version(device))
        )
        var properties: Set<InputProperty> = []
        for property in 0...UInt32(InputProperty.max.rawValue) where libevdev_has_property(device, property) == 1 {
            properties.insert(InputProperty(UInt16(property)))
        }
        var codes: [EventType: Set<UInt16>] = [:]
        var absInfo: [UInt16: AbsInfo] = [:]
        var ledStates: [UInt16: Int32] = [:]
        var switchStates: [UInt16: Int32] = [:]
        for rawType in 1..<UInt32(EventType.count) where libevdev_has_event_type(device, rawType) == 1 {
            let type = EventType(UInt16(rawType))
            let maximum = libevdev_event_type_get_max(rawType)
            guard maximum >= 0 else { continue }
            var supported: Set<UInt16> = []
            for code in 0...UInt32(maximum) where libevdev_has_event_code(device, rawType, code) == 1 {
                supported.insert(UInt16(code))
                switch type {
                case .abs:
                    if let info = libevdev_get_abs_info(device, code)?.pointee {
                        absInfo[UInt16(code)] = AbsInfo(
                            value: info.value, minimum: info.minimum, maximum: info.maximum,
                            fuzz: info.fuzz, flat: info.flat, resolution: info.resolution)
                    }
                case .led:
                    let value = libevdev_get_event_value(device, rawType, code)
                    if value != 0 { ledStates[UInt16(code)] = value }
                case .sw:
                    let value = libevdev_get_event_value(device, rawType, code)
                    if value != 0 { switchStates[UInt16(code)] = value }
                default:
                    break
                }
            }
            codes[type] = supported
        }
        self.init(
            name: name, id: id, properties: properties, codes: codes, absInfo: absInfo,
            ledStates: ledStates, switchStates: switchStates)
    }
}
