import GlideInput

/// A touchpad, clickpad or touchscreen of a chosen size and resolution, described the way the
/// kernel describes a real one, for gesture scripts.
///
/// Its `deviceDescription` is a multitouch protocol-B device: `ABS_MT_SLOT` (0…slots − 1),
/// `ABS_MT_TRACKING_ID`, `ABS_MT_POSITION_X`/`Y` and the single-touch emulation `ABS_X`/`ABS_Y`,
/// all positions from 0 to size × resolution with that resolution (units per millimetre), and
/// `BTN_TOUCH`. A touchpad adds `INPUT_PROP_POINTER`, `BTN_TOOL_FINGER` … `BTN_TOOL_QUINTTAP`
/// (as many as its slots count, at least up to `TRIPLETAP`) and `BTN_LEFT`/`BTN_RIGHT`; a clickpad
/// is a touchpad with `INPUT_PROP_BUTTONPAD` and only `BTN_LEFT`; a touchscreen has
/// `INPUT_PROP_DIRECT` and no tool or button keys. So `DeviceDescription.kind`, `slotCount`
/// and `sizeInMillimetres` give back what was chosen.
public struct SyntheticDevice: Hashable, Sendable, CustomStringConvertible {
    /// The kind of surface.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// An indirect surface with separate buttons.
        case touchpad
        /// A touchpad whose button sits under the surface.
        case clickpad
        /// A surface on a screen (`INPUT_PROP_DIRECT`).
        case touchscreen
    }

    /// The kind of surface.
    public var kind: Kind
    /// The surface's width in millimetres.
    public var width: Double
    /// The surface's height in millimetres.
    public var height: Double
    /// Units per millimetre on both axes.
    public var resolution: Int32
    /// The number of protocol-B slots (fingers it can position).
    public var slots: Int
    /// The device's name.
    public var name: String

    /// A device of `kind`, `width` × `height` mm at `resolution` units per mm, with `slots` slots (1…16).
    public init(kind: Kind, width: Double, height: Double, resolution: Int32, slots: Int = 5, name: String? = nil) {
        precondition(width > 0 && height > 0 && width.isFinite && height.isFinite, "SyntheticDevice needs a positive finite size, got \(width) × \(height) mm")
        precondition(resolution > 0, "SyntheticDevice needs a positive resolution, got \(resolution) units/mm")
        precondition(Double(resolution) * max(width, height) < Double(Int32.max), "SyntheticDevice of \(width) × \(height) mm at \(resolution) units/mm overflows Int32")
        precondition((1...16).contains(slots), "SyntheticDevice takes 1…16 slots, got \(slots)")
        self.kind = kind
        self.width = width
        self.height = height
        self.resolution = resolution
        self.slots = slots
        self.name = name ?? "Glide synthetic \(kind.rawValue)"
    }

    /// A touchpad, by default 100 × 70 mm at 12 units/mm with 5 slots.
    public static func touchpad(width: Double = 100, height: Double = 70, resolution: Int32 = 12, slots: Int = 5) -> SyntheticDevice {
        SyntheticDevice(kind: .touchpad, width: width, height: height, resolution: resolution, slots: slots)
    }

    /// A clickpad, by default 100 × 70 mm at 12 units/mm with 5 slots.
    public static func clickpad(width: Double = 100, height: Double = 70, resolution: Int32 = 12, slots: Int = 5) -> SyntheticDevice {
        SyntheticDevice(kind: .clickpad, width: width, height: height, resolution: resolution, slots: slots)
    }

    /// A touchscreen, by default 70 × 150 mm (a phone) at 20 units/mm with 10 slots.
    public static func touchscreen(width: Double = 70, height: Double = 150, resolution: Int32 = 20, slots: Int = 10) -> SyntheticDevice {
        SyntheticDevice(kind: .touchscreen, width: width, height: height, resolution: resolution, slots: slots)
    }

    /// The point at fractions `x` and `y` (0…1) of the width and height, in millimetres.
    public func point(x: Double, y: Double) -> SurfacePoint {
        SurfacePoint(x: x * width, y: y * height)
    }

    /// The largest x in device units.
    var maximumX: Int32 { Int32((width * Double(resolution)).rounded()) }
    /// The largest y in device units.
    var maximumY: Int32 { Int32((height * Double(resolution)).rounded()) }

    /// `mm` millimetres along x in device units, clamped to the surface.
    func unitsX(_ mm: Double) -> Int32 { units(mm, maximum: maximumX) }
    /// `mm` millimetres along y in device units, clamped to the surface.
    func unitsY(_ mm: Double) -> Int32 { units(mm, maximum: maximumY) }

    private func units(_ mm: Double, maximum: Int32) -> Int32 {
        let value = mm * Double(resolution)
        guard value.isFinite else { return 0 }
        return Int32(min(max(value.rounded(), 0), Double(maximum)))
    }

    /// Whether the device has a physical button (`BTN_LEFT`): touchpads and clickpads.
    public var hasButton: Bool { kind != .touchscreen }

    /// The `BTN_TOOL_*` keys it reports, by finger count (touchpads only).
    var toolKeys: [UInt16] {
        guard kind != .touchscreen else { return [] }
        let all = [KeyCode.btnToolFinger, KeyCode.btnToolDoubleTap, KeyCode.btnToolTripleTap, KeyCode.btnToolQuadTap, KeyCode.btnToolQuintTap]
        return Array(all.prefix(max(3, min(slots, 5))))
    }

    /// The device as the kernel would describe it.
    public var deviceDescription: DeviceDescription {
        let x = AbsInfo(minimum: 0, maximum: maximumX, resolution: resolution)
        let y = AbsInfo(minimum: 0, maximum: maximumY, resolution: resolution)
        let absInfo: [UInt16: AbsInfo] = [
            AbsCode.x: x, AbsCode.y: y, AbsCode.mtPositionX: x, AbsCode.mtPositionY: y,
            AbsCode.mtSlot: AbsInfo(minimum: 0, maximum: Int32(slots - 1)),
            AbsCode.mtTrackingID: AbsInfo(minimum: 0, maximum: 65535),
        ]
        var keys: Set<UInt16> = [KeyCode.btnTouch]
        keys.formUnion(toolKeys)
        let properties: Set<InputProperty>
        switch kind {
        case .touchpad:
            properties = [.pointer]
            keys.formUnion([KeyCode.btnLeft, KeyCode.btnRight])
        case .clickpad:
            properties = [.pointer, .buttonpad]
            keys.insert(KeyCode.btnLeft)
        case .touchscreen:
            properties = [.direct]
        }
        let product: UInt16 = switch kind {
        case .touchpad: 1
        case .clickpad: 2
        case .touchscreen: 3
        }
        return DeviceDescription(
            name: name, id: DeviceID(bustype: 0x18, vendor: 0x676c, product: product, version: 1),
            properties: properties, codes: [.key: keys, .abs: Set(absInfo.keys)], absInfo: absInfo)
    }

    /// "touchpad 100×70 mm, 12 units/mm, 5 slots".
    public var description: String {
        "\(kind.rawValue) \(Self.format(width))×\(Self.format(height)) mm, \(resolution) units/mm, \(slots) slots"
    }

    /// A millimetre figure without a needless `.0`.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
